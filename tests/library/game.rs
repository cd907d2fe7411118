//! The game layer without a window: whose turn it is in each mode, refused moves, the computer's
//! moves (and stale ones dropped), undo/redo, the status line, replay, and the record of finished games.
//!
//! The computer's replies below come from `Engine::Table`, which plays the first (row-major) of the
//! table's best moves. Every reply used here is derived by hand: either it is the only move that
//! keeps the perfect-play outcome, or every move keeps it and the first empty cell is played.

use crate::support::{board, c, replayed};
use std::time::Duration;

use tictactoe::board::{Board, Cell, IllegalMove, Player};
use tictactoe::engines::{Decision, Engine};
use tictactoe::game::session::Session;
use tictactoe::game::{Game, Mode, Move, Record, Refused, Scores, Turn, VsComputer};
use tictactoe::lang::Lang;
use tictactoe::opponents::Level;
use tictactoe::opponents::Random;
use tictactoe::opponents::{Choice, Computer, Opponent};

/// The computer's move with the table, asserting it was played and where.
fn computer(game: &mut Game, expected: Cell) {
    let decision = Engine::Table.decide(game.board());
    assert_eq!(decision.choice, Some(expected), "the table's move on {}", game.board());
    assert!(
        play_decision(game, decision),
        "the computer's move on {} was played",
        game.board()
    );
}

/// The engine's own move, played as the computer plays a move its level picked (the engine alone
/// plays as the perfect level does): whether the game took it.
fn play_decision(game: &mut Game, decision: Decision) -> bool {
    let Some(cell) = decision.choice else {
        return false;
    };
    game.play_choice(Choice {
        decision,
        level: Level::Perfect,
        cell,
    })
}

fn cells(game: &Game) -> Vec<Cell> {
    game.history().0.iter().map(|m| m.cell).collect()
}

/// Two players: X 0,0  O 1,0  X 0,1  O 1,1  X 0,2 — X completes the top row.
const X_WINS_ROW: [(usize, usize); 5] = [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2)];
/// Two players: X 0,0  O 1,0  X 0,1  O 1,1  X 2,2  O 1,2 — O completes the middle row.
const O_WINS_ROW: [(usize, usize); 6] = [(0, 0), (1, 0), (0, 1), (1, 1), (2, 2), (1, 2)];
/// Two players, a full board with no line: XOX / XOO / OXX.
const TIE: [(usize, usize); 9] = [(0, 0), (1, 1), (2, 2), (0, 1), (2, 1), (2, 0), (0, 2), (1, 2), (1, 0)];

fn two_players(moves: &[(usize, usize)]) -> Game {
    let mut game = Game::new(Mode::TwoPlayers);
    for &(r, col) in moves {
        game.play(c(r, col)).expect("a legal move");
    }
    game
}

// ---------------------------------------------------------------- whose turn

#[test]
fn turn_on_the_empty_board_in_each_mode() {
    let expected = [
        (Mode::PlayAsX, Turn::Person(Player::X)),
        (Mode::PlayAsO, Turn::Computer(Player::X)),
        (Mode::TwoPlayers, Turn::Person(Player::X)),
        (Mode::SelfPlay, Turn::Computer(Player::X)),
    ];
    for (mode, turn) in expected {
        let game = Game::new(mode);
        assert_eq!(game.turn(), turn, "{mode:?}");
        assert_eq!(game.mode(), mode);
        assert_eq!(game.board(), Board::EMPTY);
        assert!(game.played().is_empty());
    }
}

#[test]
fn play_as_x_turns_alternate_between_you_and_the_computer() {
    let mut game = Game::new(Mode::PlayAsX);
    assert_eq!(game.play(c(0, 0)), Ok(board("X........")));
    assert_eq!(game.turn(), Turn::Computer(Player::O));
    // Against a corner the centre is O's only move that does not lose.
    computer(&mut game, c(1, 1));
    assert_eq!(game.turn(), Turn::Person(Player::X));
    assert_eq!(game.board(), board("X...O...."));
}

#[test]
fn play_as_o_the_computer_opens_and_then_it_is_your_turn() {
    let mut game = Game::new(Mode::PlayAsO);
    // Every opening draws and fills the board, so all nine are best and the first, 0,0, is played.
    computer(&mut game, c(0, 0));
    assert_eq!(game.turn(), Turn::Person(Player::O));
    assert_eq!(game.play(c(1, 1)), Ok(board("X...O....")));
    assert_eq!(game.turn(), Turn::Computer(Player::X));
}

#[test]
fn two_players_both_sides_are_people() {
    let mut game = Game::new(Mode::TwoPlayers);
    game.play(c(1, 1)).unwrap();
    assert_eq!(game.turn(), Turn::Person(Player::O));
    game.play(c(0, 0)).unwrap();
    assert_eq!(game.turn(), Turn::Person(Player::X));
    assert_eq!(game.board(), board("O...X...."));
}

#[test]
fn self_play_the_computer_plays_both_sides_to_a_draw() {
    let mut game = Game::new(Mode::SelfPlay);
    let mut sides = Vec::new();
    while let Turn::Computer(player) = game.turn() {
        sides.push(player);
        let decision = Engine::Table.decide(game.board());
        assert!(play_decision(&mut game, decision));
    }
    use Player::{O, X};
    assert_eq!(sides, [X, O, X, O, X, O, X, O, X]);
    assert_eq!(game.turn(), Turn::Over(None));
    assert_eq!(game.status(Lang::En), "Game Over: Draw.");
    assert_eq!(game.played().len(), 9);
    assert!(game.played().iter().all(|m| m.decision.is_some()));
}

#[test]
fn turn_is_over_with_the_winner_or_none() {
    assert_eq!(two_players(&X_WINS_ROW).turn(), Turn::Over(Some(Player::X)));
    assert_eq!(two_players(&O_WINS_ROW).turn(), Turn::Over(Some(Player::O)));
    assert_eq!(two_players(&TIE).turn(), Turn::Over(None));
    assert_eq!(two_players(&TIE).board(), board("XOX/XOO/OXX"));
}

// ---------------------------------------------------------------- refused moves

#[test]
fn a_person_cannot_move_on_the_computers_turn() {
    // PlayAsO on the empty board, PlayAsX after your move, SelfPlay always.
    let mut as_o = Game::new(Mode::PlayAsO);
    let before = as_o.clone();
    assert_eq!(as_o.play(c(1, 1)), Err(Refused::ComputersTurn));
    assert_eq!(as_o, before);

    let mut as_x = Game::new(Mode::PlayAsX);
    as_x.play(c(0, 0)).unwrap();
    let before = as_x.clone();
    assert_eq!(as_x.play(c(1, 1)), Err(Refused::ComputersTurn));
    // The computer's turn is checked first, even for a taken cell.
    assert_eq!(as_x.play(c(0, 0)), Err(Refused::ComputersTurn));
    assert_eq!(as_x, before);

    let mut itself = Game::new(Mode::SelfPlay);
    assert_eq!(itself.play(c(0, 0)), Err(Refused::ComputersTurn));
    assert_eq!(itself, Game::new(Mode::SelfPlay));
    assert_eq!(Refused::ComputersTurn.to_string(), "it is the computer's turn");
}

#[test]
fn a_taken_cell_is_refused_and_the_game_is_unchanged() {
    let mut game = two_players(&[(0, 0), (1, 1)]);
    let before = game.clone();
    assert_eq!(
        game.play(c(0, 0)),
        Err(Refused::Illegal(IllegalMove::Taken(c(0, 0), Player::X)))
    );
    assert_eq!(
        game.play(c(1, 1)),
        Err(Refused::Illegal(IllegalMove::Taken(c(1, 1), Player::O)))
    );
    assert_eq!(game, before);
    assert_eq!(game.turn(), Turn::Person(Player::X));

    let mut as_x = Game::new(Mode::PlayAsX);
    as_x.play(c(0, 0)).unwrap();
    computer(&mut as_x, c(1, 1));
    let before = as_x.clone();
    assert_eq!(
        as_x.play(c(1, 1)),
        Err(Refused::Illegal(IllegalMove::Taken(c(1, 1), Player::O)))
    );
    assert_eq!(as_x, before);
}

#[test]
fn a_move_after_the_game_is_over_is_refused_and_the_game_is_unchanged() {
    for finished in [two_players(&X_WINS_ROW), two_players(&O_WINS_ROW)] {
        let mut game = finished.clone();
        assert_eq!(game.play(c(2, 1)), Err(Refused::Illegal(IllegalMove::GameOver)));
        assert_eq!(game, finished);
    }
    // Against the computer too: O (the computer) has won, and it is nobody's turn.
    let mut game = computer_wins_as_o();
    let before = game.clone();
    assert_eq!(game.play(c(2, 2)), Err(Refused::Illegal(IllegalMove::GameOver)));
    assert_eq!(game, before);
    assert_eq!(Refused::Illegal(IllegalMove::GameOver).to_string(), "the game is over");
}

// ---------------------------------------------------------------- the computer's move

#[test]
fn the_computers_move_only_on_its_turn() {
    // PlayAsX on the empty board: the decision is for the board on screen, but it is your turn.
    let mut game = Game::new(Mode::PlayAsX);
    let decision = Engine::Table.decide(game.board());
    assert_eq!(decision.choice, Some(c(0, 0)));
    assert!(!play_decision(&mut game, decision));
    assert_eq!(game, Game::new(Mode::PlayAsX));

    // Two players: never.
    let mut game = Game::new(Mode::TwoPlayers);
    assert!(!play_decision(&mut game, Engine::Table.decide(Board::EMPTY)));
    assert_eq!(game, Game::new(Mode::TwoPlayers));

    // A finished game: the decision has no move and nothing happens.
    let mut game = two_players(&X_WINS_ROW);
    let before = game.clone();
    let decision = Engine::Table.decide(game.board());
    assert_eq!(decision.choice, None);
    assert!(!play_decision(&mut game, decision));
    assert_eq!(game, before);
}

#[test]
fn the_computers_move_keeps_its_decision() {
    let mut game = Game::new(Mode::PlayAsO);
    // Any engine's decision is played: here a live alpha-beta search.
    let decision = Engine::ALPHABETA.decide(Board::EMPTY);
    let cell = decision.choice.expect("a move on the empty board");
    assert!(play_decision(&mut game, decision));
    assert_eq!(game.played().len(), 1);
    assert_eq!(game.played()[0].cell, cell);
    assert_eq!(game.played()[0].decision, Some(decision));
    assert_eq!(game.board().get(cell), Some(Player::X));
    assert_eq!(game.board().marks(), 1);
    // The same decision again is for a board no longer on screen (and it is your turn anyway).
    assert!(!play_decision(&mut game, decision));
    assert_eq!(game.played().len(), 1);
}

#[test]
fn a_stale_decision_for_an_earlier_board_is_dropped() {
    let mut game = Game::new(Mode::PlayAsX);
    game.play(c(0, 0)).unwrap();
    let stale = Engine::Table.decide(game.board());
    assert_eq!(stale.board, board("X........"));
    assert_eq!(stale.choice, Some(c(1, 1)));

    // While the computer "thinks", you take your move back and play another.
    assert!(game.undo());
    game.play(c(1, 1)).unwrap();
    assert_eq!(game.turn(), Turn::Computer(Player::O));
    let before = game.clone();
    assert!(
        !play_decision(&mut game, stale),
        "a decision for X........ on ....X...."
    );
    assert_eq!(game, before);

    // A decision for the board on screen is played: against the centre every corner draws, 0,0 first.
    computer(&mut game, c(0, 0));
    assert_eq!(game.board(), board("O...X...."));
}

#[test]
fn a_decision_for_a_later_board_is_dropped_too() {
    // Decided on X...O...., then the person undoes both moves and plays the same first move again:
    // the computer's turn is back but on X........, not the board the decision was made for.
    let mut game = Game::new(Mode::PlayAsX);
    game.play(c(0, 0)).unwrap();
    computer(&mut game, c(1, 1));
    game.play(c(2, 2)).unwrap();
    let decision = Engine::Table.decide(game.board());
    assert_eq!(decision.board, board("X...O...X"));
    assert!(game.undo()); // takes back 2,2 only: the computer had not replied
    assert!(game.undo()); // takes back 1,1 and 0,0
    game.play(c(0, 0)).unwrap();
    assert!(!play_decision(&mut game, decision));
    assert_eq!(game.board(), board("X........"));
}

// ---------------------------------------------------------------- undo and redo

#[test]
fn two_players_undo_and_redo_one_move_at_a_time() {
    let mut game = two_players(&[(0, 0), (1, 1), (2, 2)]);
    assert!(game.can_undo());
    assert!(!game.can_redo());
    assert!(!game.redo());

    assert!(game.undo());
    assert_eq!(game.board(), board("X...O...."));
    assert_eq!(game.turn(), Turn::Person(Player::X));
    assert!(game.undo());
    assert_eq!(game.board(), board("X........"));
    assert_eq!(game.turn(), Turn::Person(Player::O));
    assert!(game.undo());
    assert_eq!(game.board(), Board::EMPTY);
    assert!(!game.can_undo());
    assert!(!game.undo());
    assert_eq!(game.history().0.len(), 3);
    assert_eq!(game.history().1, 0);

    assert!(game.can_redo());
    assert!(game.redo());
    assert_eq!(game.board(), board("X........"));
    assert!(game.redo());
    assert_eq!(game.board(), board("X...O...."));
    assert!(game.redo());
    assert_eq!(game.board(), board("X...O...X"));
    assert!(!game.can_redo());
    assert!(!game.redo());
}

#[test]
fn two_players_undo_a_winning_move() {
    let mut game = two_players(&X_WINS_ROW);
    assert!(game.undo());
    assert_eq!(game.board(), board("XX.OO...."));
    assert_eq!(game.turn(), Turn::Person(Player::X));
    assert_eq!(game.status(Lang::En), "X to move");
    assert!(game.redo());
    assert_eq!(game.turn(), Turn::Over(Some(Player::X)));
}

#[test]
fn undoing_a_finished_game_takes_its_result_out_of_the_score_until_it_ends_again() {
    let mut session = Session {
        game: Some(two_players(&X_WINS_ROW)),
        ..Session::default()
    };
    assert_eq!(session.scores().two_players.x_wins, 1);
    assert!(session.game.as_mut().unwrap().undo());
    assert_eq!(session.scores().two_players.x_wins, 0, "the game is not over any more");
    assert!(session.game.as_mut().unwrap().redo());
    assert_eq!(session.scores().two_players.x_wins, 1);
}

/// PlayAsX: X 0,0, O 1,1 (the only drawing reply), X 0,1, O 0,2 (the only block).
fn play_as_x_four_moves() -> Game {
    let mut game = Game::new(Mode::PlayAsX);
    game.play(c(0, 0)).unwrap();
    computer(&mut game, c(1, 1));
    game.play(c(0, 1)).unwrap();
    computer(&mut game, c(0, 2));
    assert_eq!(game.board(), board("XXO.O...."));
    game
}

#[test]
fn play_as_x_undo_takes_back_your_move_and_the_reply_together() {
    let mut game = play_as_x_four_moves();
    assert!(game.can_undo());
    assert!(game.undo());
    assert_eq!(game.board(), board("X...O...."));
    assert_eq!(game.turn(), Turn::Person(Player::X));
    assert_eq!(game.history().1, 2);
    assert!(game.undo());
    assert_eq!(game.board(), Board::EMPTY);
    assert_eq!(game.turn(), Turn::Person(Player::X));
    assert!(!game.can_undo());
    assert!(!game.undo());

    // Redo goes forward to your next turn: two moves at a time.
    assert!(game.redo());
    assert_eq!(game.board(), board("X...O...."));
    assert_eq!(game.turn(), Turn::Person(Player::X));
    assert!(game.redo());
    assert_eq!(game.board(), board("XXO.O...."));
    assert!(!game.can_redo());
    // The computer's decisions come back with the moves.
    assert_eq!(game.played()[1].decision.map(|d| d.board), Some(board("X........")));
    assert_eq!(game.played()[3].decision.map(|d| d.board), Some(board("XX..O....")));
}

#[test]
fn play_as_x_undo_while_the_computer_is_thinking_takes_back_your_move_alone() {
    let mut game = Game::new(Mode::PlayAsX);
    game.play(c(0, 0)).unwrap();
    computer(&mut game, c(1, 1));
    game.play(c(2, 2)).unwrap();
    assert_eq!(game.turn(), Turn::Computer(Player::O));
    assert!(game.undo());
    assert_eq!(game.board(), board("X...O...."));
    assert_eq!(game.turn(), Turn::Person(Player::X));
    // Redo brings back your move, and it is the computer's turn again.
    assert!(game.redo());
    assert_eq!(game.board(), board("X...O...X"));
    assert_eq!(game.turn(), Turn::Computer(Player::O));
}

#[test]
fn play_as_o_right_after_the_computers_first_move_there_is_nothing_to_undo() {
    let mut game = Game::new(Mode::PlayAsO);
    assert!(!game.can_undo());
    computer(&mut game, c(0, 0));
    assert_eq!(game.turn(), Turn::Person(Player::O));
    assert!(!game.can_undo());
    let before = game.clone();
    assert!(!game.undo());
    assert_eq!(game, before);
    assert!(!game.can_redo());
}

#[test]
fn play_as_o_undo_takes_back_your_move_and_the_reply_together() {
    let mut game = Game::new(Mode::PlayAsO);
    computer(&mut game, c(0, 0));
    game.play(c(1, 1)).unwrap();
    // After X corner, O centre, every X move draws: the first empty cell, 0,1.
    computer(&mut game, c(0, 1));
    game.play(c(0, 2)).unwrap();
    // O threatens 2,0 on the anti-diagonal: blocking it is X's only move that does not lose.
    computer(&mut game, c(2, 0));
    assert_eq!(game.board(), board("XXO/.O./X.."));
    assert_eq!(game.turn(), Turn::Person(Player::O));

    assert!(game.undo());
    assert_eq!(game.board(), board("XX..O...."));
    assert_eq!(game.turn(), Turn::Person(Player::O));
    assert!(game.undo());
    assert_eq!(game.board(), board("X........"));
    assert_eq!(game.turn(), Turn::Person(Player::O));
    assert!(!game.can_undo(), "the computer's opening cannot be undone alone");
    assert!(!game.undo());
    assert_eq!(game.board(), board("X........"));

    assert!(game.redo());
    assert_eq!(game.board(), board("XX..O...."));
    assert!(game.redo());
    assert_eq!(game.board(), board("XXO/.O./X.."));
    assert!(!game.redo());
}

/// PlayAsX where you blunder: X 0,0, O 1,1, X 0,1, O 0,2, X 1,0, and O wins at 2,0 (its only win).
fn computer_wins_as_o() -> Game {
    let mut game = play_as_x_four_moves();
    game.play(c(1, 0)).unwrap();
    computer(&mut game, c(2, 0));
    assert_eq!(game.board(), board("XXO/XO./O.."));
    game
}

#[test]
fn after_a_computer_win_undo_returns_to_your_turn() {
    let mut game = computer_wins_as_o();
    assert_eq!(game.turn(), Turn::Over(Some(Player::O)));
    assert_eq!(game.status(Lang::En), "Game Over: O wins.");
    assert!(game.can_undo());
    assert!(game.undo());
    assert_eq!(game.board(), board("XXO.O...."));
    assert_eq!(game.turn(), Turn::Person(Player::X));
    assert_eq!(game.status(Lang::En), "Your turn as X");
    // Redo goes to the end of the game: the blunder and the win.
    assert!(game.redo());
    assert_eq!(game.turn(), Turn::Over(Some(Player::O)));
    assert_eq!(game.played().len(), 6);
}

#[test]
fn a_new_move_after_undo_drops_the_redo_moves() {
    let mut game = play_as_x_four_moves();
    assert!(game.undo());
    assert!(game.can_redo());
    assert_eq!(game.history().0.len(), 4);
    game.play(c(2, 2)).unwrap();
    assert!(!game.can_redo());
    assert!(!game.redo());
    assert_eq!(cells(&game), [c(0, 0), c(1, 1), c(2, 2)]);
    assert_eq!(game.history().1, 3);

    let mut two = two_players(&[(0, 0), (1, 1), (2, 2)]);
    assert!(two.undo());
    assert!(two.undo());
    two.play(c(0, 1)).unwrap();
    assert_eq!(cells(&two), [c(0, 0), c(0, 1)]);
    assert!(!two.can_redo());
    assert_eq!(two.board(), board("XO......."));
}

#[test]
fn a_computer_move_also_drops_the_redo_moves() {
    // A game rebuilt on the computer's turn with two moves to redo: the computer's own move replaces them.
    let mut game = replayed(Mode::PlayAsX, &[c(0, 0), c(2, 2), c(1, 1)], 1).unwrap();
    assert_eq!(game.turn(), Turn::Computer(Player::O));
    assert!(game.can_redo());
    computer(&mut game, c(1, 1));
    assert_eq!(cells(&game), [c(0, 0), c(1, 1)]);
    assert!(!game.can_redo());
    assert_eq!(game.board(), board("X...O...."));
}

#[test]
fn self_play_never_undoes_or_redoes() {
    let mut game = Game::new(Mode::SelfPlay);
    for _ in 0..4 {
        let decision = Engine::Table.decide(game.board());
        assert!(play_decision(&mut game, decision));
        assert!(!game.can_undo());
        assert!(!game.undo());
        assert!(!game.can_redo());
        assert!(!game.redo());
    }
    assert_eq!(game.played().len(), 4);

    // Even a game rebuilt with moves waiting to be redone.
    let mut replayed = replayed(Mode::SelfPlay, &[c(0, 0), c(1, 1), c(0, 1)], 1).unwrap();
    assert!(!replayed.can_undo());
    assert!(!replayed.undo());
    assert!(!replayed.can_redo());
    assert!(!replayed.redo());
    assert_eq!(replayed.board(), board("X........"));
}

// ---------------------------------------------------------------- status line

#[test]
fn status_lines() {
    assert_eq!(Game::new(Mode::PlayAsX).status(Lang::En), "Your turn as X");
    assert_eq!(Game::new(Mode::PlayAsO).status(Lang::En), "Computer thinking...");
    assert_eq!(Game::new(Mode::TwoPlayers).status(Lang::En), "X to move");
    assert_eq!(
        Game::new(Mode::SelfPlay).status(Lang::En),
        "Computer thinking... (X to move)"
    );

    let mut as_x = Game::new(Mode::PlayAsX);
    as_x.play(c(0, 0)).unwrap();
    assert_eq!(as_x.status(Lang::En), "Computer thinking...");

    let mut as_o = Game::new(Mode::PlayAsO);
    computer(&mut as_o, c(0, 0));
    assert_eq!(as_o.status(Lang::En), "Your turn as O");

    assert_eq!(two_players(&[(0, 0)]).status(Lang::En), "O to move");
    assert_eq!(two_players(&X_WINS_ROW).status(Lang::En), "Game Over: X wins.");
    assert_eq!(two_players(&O_WINS_ROW).status(Lang::En), "Game Over: O wins.");
    assert_eq!(two_players(&TIE).status(Lang::En), "Game Over: Draw.");

    let mut itself = Game::new(Mode::SelfPlay);
    assert!(play_decision(&mut itself, Engine::Table.decide(Board::EMPTY)));
    assert_eq!(itself.status(Lang::En), "Computer thinking... (O to move)");
}

#[test]
fn game_over_status_is_the_same_in_every_mode() {
    let x_wins: Vec<Cell> = X_WINS_ROW.iter().map(|&(r, col)| c(r, col)).collect();
    let tie: Vec<Cell> = TIE.iter().map(|&(r, col)| c(r, col)).collect();
    for mode in Mode::ALL {
        let game = replayed(mode, &x_wins, x_wins.len()).unwrap();
        assert_eq!(game.status(Lang::En), "Game Over: X wins.", "{mode:?}");
        let game = replayed(mode, &tie, tie.len()).unwrap();
        assert_eq!(game.status(Lang::En), "Game Over: Draw.", "{mode:?}");
    }
}

// ---------------------------------------------------------------- replay

#[test]
fn replay_rebuilds_a_game_with_moves_to_redo() {
    let moves = [c(0, 0), c(1, 1), c(2, 2), c(0, 1)];
    let mut game = replayed(Mode::TwoPlayers, &moves, 2).unwrap();
    assert_eq!(game.mode(), Mode::TwoPlayers);
    assert_eq!(game.board(), board("X...O...."));
    assert_eq!(game.history().1, 2);
    assert_eq!(cells(&game), moves);
    assert!(game.history().0.iter().all(|m| m.decision.is_none()));
    assert!(game.redo());
    assert!(game.redo());
    assert_eq!(game.board(), board("XO..O...X"));
    assert!(!game.redo());

    // The same moves played by hand make the same game.
    let mut by_hand = two_players(&[(0, 0), (1, 1), (2, 2), (0, 1)]);
    by_hand.undo();
    by_hand.undo();
    assert_eq!(replayed(Mode::TwoPlayers, &moves, 2).unwrap(), by_hand);
}

#[test]
fn replay_against_the_computer_keeps_the_turns() {
    let moves = [c(0, 0), c(1, 1), c(0, 1), c(0, 2)];
    let game = replayed(Mode::PlayAsX, &moves, 3).unwrap();
    assert_eq!(game.turn(), Turn::Computer(Player::O));
    assert_eq!(game.status(Lang::En), "Computer thinking...");
    let game = replayed(Mode::PlayAsO, &moves, 3).unwrap();
    assert_eq!(game.turn(), Turn::Person(Player::O));
    assert_eq!(game.status(Lang::En), "Your turn as O");
}

#[test]
fn replay_clamps_played_to_the_moves_made() {
    let moves = [c(0, 0), c(1, 1)];
    let game = replayed(Mode::TwoPlayers, &moves, 7).unwrap();
    assert_eq!(game.history().1, 2);
    assert_eq!(game.board(), board("X...O...."));
    let empty = replayed(Mode::PlayAsX, &[], 0).unwrap();
    assert_eq!(empty, Game::new(Mode::PlayAsX));
}

#[test]
fn replay_rejects_an_illegal_sequence() {
    assert_eq!(
        replayed(Mode::TwoPlayers, &[c(0, 0), c(1, 1), c(1, 1)], 3),
        Err(IllegalMove::Taken(c(1, 1), Player::O))
    );
    // A move after X's winning row; even with played = 0 the whole sequence is checked.
    let mut after_win: Vec<Cell> = X_WINS_ROW.iter().map(|&(r, col)| c(r, col)).collect();
    after_win.push(c(2, 2));
    assert_eq!(replayed(Mode::TwoPlayers, &after_win, 0), Err(IllegalMove::GameOver));
}

// ---------------------------------------------------------------- record

#[test]
fn tally_of_one_finished_game() {
    assert_eq!(
        Record::of(board("XXX/OO./...")),
        Record {
            x_wins: 1,
            o_wins: 0,
            draws: 0
        }
    );
    assert_eq!(
        Record::of(board("XX./OOO/X..")),
        Record {
            x_wins: 0,
            o_wins: 1,
            draws: 0
        }
    );
    assert_eq!(
        Record::of(board("XOX/XOO/OXX")),
        Record {
            x_wins: 0,
            o_wins: 0,
            draws: 1
        }
    );
    // A full board whose ninth move made a line is a win, not a tie: X's diagonal in XOX / OXO / OXX.
    assert_eq!(
        Record::of(board("XOX/OXO/OXX")),
        Record {
            x_wins: 1,
            o_wins: 0,
            draws: 0
        }
    );
    assert_eq!(Record::of(board("X...O....")), Record::default());
    assert_eq!(Record::of(Board::EMPTY), Record::default());
}

#[test]
fn tally_adds_and_counts_games() {
    let a = Record {
        x_wins: 2,
        o_wins: 1,
        draws: 4,
    };
    let b = Record {
        x_wins: 1,
        o_wins: 0,
        draws: 3,
    };
    assert_eq!(
        a + b,
        Record {
            x_wins: 3,
            o_wins: 1,
            draws: 7
        }
    );
    assert_eq!((a + b).games(), 11);
    assert_eq!(Record::default().games(), 0);
    let full = Record {
        x_wins: u32::MAX,
        o_wins: 1,
        draws: 0,
    };
    assert_eq!((full + a).x_wins, u32::MAX);
    assert_eq!(full.games(), u32::MAX);
}

fn record(x_wins: u32, o_wins: u32, draws: u32) -> Record {
    Record { x_wins, o_wins, draws }
}

/// Scores of two-player games only.
fn two(x_wins: u32, o_wins: u32, draws: u32) -> Scores {
    Scores {
        two_players: record(x_wins, o_wins, draws),
        ..Scores::default()
    }
}

#[test]
fn session_tally_counts_the_finished_game_on_the_board_and_earlier_ones() {
    let mut session = Session {
        earlier: two(2, 1, 3),
        ..Session::default()
    };
    assert_eq!(session.scores(), two(2, 1, 3));
    session.game = Some(two_players(&X_WINS_ROW));
    assert_eq!(session.scores(), two(3, 1, 3));
    session.game = Some(two_players(&O_WINS_ROW));
    assert_eq!(session.scores(), two(2, 2, 3));
    session.game = Some(two_players(&TIE));
    assert_eq!(session.scores(), two(2, 1, 4));
    session.game = Some(two_players(&[(0, 0), (1, 1)]));
    assert_eq!(session.scores(), two(2, 1, 3));
    // The earlier games are not changed by asking.
    assert_eq!(session.earlier, two(2, 1, 3));
}

#[test]
fn session_tally_follows_undo_of_a_finished_game() {
    let mut session = Session {
        game: Some(computer_wins_as_o()),
        ..Session::default()
    };
    // The computer played from the engine alone, as perfect: a loss against perfect.
    assert_eq!(
        session.scores().against(Level::Perfect),
        VsComputer {
            wins: 0,
            losses: 1,
            draws: 0
        }
    );
    session.game.as_mut().unwrap().undo();
    assert_eq!(session.scores(), Scores::default());
}

/// The learner's own minimax moves `cell`, as the window plays its answer: at no level.
fn learners_move(game: &mut Game, cell: Cell) {
    let board = game.board();
    assert!(game.play_learners(board, cell, Duration::from_millis(3)));
    assert!(game.played().last().is_some_and(Move::is_learners));
}

#[test]
fn a_game_against_the_learners_minimax_counts_apart_from_every_level() {
    // X 0,0, its O 1,1, X 0,1, its O 0,2, X 1,0 and its O 2,0: it wins.
    let mut game = Game::new(Mode::PlayAsX);
    for (yours, its) in [(c(0, 0), c(1, 1)), (c(0, 1), c(0, 2)), (c(1, 0), c(2, 0))] {
        game.play(yours).unwrap();
        learners_move(&mut game, its);
    }
    assert_eq!(game.turn(), Turn::Over(Some(Player::O)));
    assert!(game.against_learner());
    assert_eq!(game.computer_level(), None, "its moves were chosen at no level");
    let scores = Session {
        game: Some(game),
        ..Session::default()
    }
    .scores();
    let lost = VsComputer {
        wins: 0,
        losses: 1,
        draws: 0,
    };
    assert_eq!(scores.vs_learner, lost);
    assert_eq!(
        Scores {
            vs_learner: lost,
            ..Scores::default()
        },
        scores,
        "no level counts it"
    );
    // A game the table played alone is one against perfect, as before.
    assert!(!computer_wins_as_o().against_learner());
}

#[test]
fn start_folds_a_finished_game_into_earlier_once() {
    let mut session = Session::default();
    session.start(Mode::TwoPlayers);
    assert_eq!(session.game, Some(Game::new(Mode::TwoPlayers)));
    assert_eq!(session.earlier, Scores::default());
    for &(r, col) in &X_WINS_ROW {
        session.game.as_mut().unwrap().play(c(r, col)).unwrap();
    }
    assert_eq!(session.scores(), two(1, 0, 0));

    session.start(Mode::PlayAsO);
    assert_eq!(session.earlier, two(1, 0, 0));
    assert_eq!(session.scores(), two(1, 0, 0), "counted once, not twice");
    assert_eq!(session.game, Some(Game::new(Mode::PlayAsO)));

    // Starting again over a game that never finished adds nothing.
    session.start(Mode::PlayAsX);
    session.start(Mode::PlayAsX);
    assert_eq!(session.earlier, two(1, 0, 0));
    assert_eq!(session.scores(), two(1, 0, 0));
}

#[test]
fn leave_game_folds_a_finished_game_into_earlier_once() {
    let mut session = Session {
        earlier: two(0, 0, 5),
        game: Some(two_players(&TIE)),
        ..Session::default()
    };
    assert_eq!(session.scores(), two(0, 0, 6));
    session.leave_game();
    assert_eq!(session.game, None);
    assert_eq!(session.earlier, two(0, 0, 6));
    assert_eq!(session.scores(), two(0, 0, 6));
    session.leave_game();
    assert_eq!(session.earlier, two(0, 0, 6), "leaving twice counts nothing more");
    session.start(Mode::TwoPlayers);
    assert_eq!(session.scores(), two(0, 0, 6));
}

#[test]
fn an_abandoned_unfinished_game_is_not_counted() {
    let mut session = Session {
        game: Some(play_as_x_four_moves()),
        ..Session::default()
    };
    session.leave_game();
    assert_eq!(session.earlier, Scores::default());
    assert_eq!(session.scores(), Scores::default());

    // A finished game undone to unfinished, then abandoned: not counted either.
    let mut game = computer_wins_as_o();
    game.undo();
    session.game = Some(game);
    session.start(Mode::PlayAsX);
    assert_eq!(session.earlier, Scores::default());
}

#[test]
fn session_start_keeps_the_settings() {
    let mut session = Session {
        opponent: Opponent::Engine(Engine::ALPHABETA),
        level: Level::Easy,
        hints: true,
        ..Session::default()
    };
    session.start(Mode::SelfPlay);
    session.leave_game();
    assert_eq!(session.opponent, Opponent::Engine(Engine::ALPHABETA));
    assert_eq!(session.level, Level::Easy);
    assert!(session.hints);
}

// ---------------------------------------------------------------- levels, rematch, scores by opponent

/// The computer's move at `level` with the table, played; returns the cell.
fn computer_at(game: &mut Game, level: Level, seed: u64) -> Cell {
    let computer = Computer {
        engine: Engine::Table,
        level,
    };
    let choice = computer.choose(game.board(), &mut Random::new(seed)).expect("a move");
    assert!(game.play_choice(choice), "the choice on {} was played", game.board());
    choice.cell
}

#[test]
fn play_choice_records_the_level_beside_the_engines_decision() {
    let mut game = Game::new(Mode::PlayAsO);
    let cell = computer_at(&mut game, Level::Hard, 3);
    let m = game.played()[0];
    assert_eq!((m.cell, m.level()), (cell, Some(Level::Hard)));
    let decision = m.decision.expect("the engine's decision");
    assert!(decision.agrees);
    assert_eq!(decision.board, Board::EMPTY);
    assert_eq!(game.computer_level(), Some(Level::Hard));
}

#[test]
fn a_choice_for_another_board_or_turn_is_dropped() {
    let mut game = Game::new(Mode::PlayAsX);
    let computer = Computer {
        engine: Engine::Table,
        level: Level::Perfect,
    };
    // Not the computer's turn.
    let early = computer.choose(game.board(), &mut Random::new(1)).unwrap();
    assert!(!game.play_choice(early));
    game.play(c(0, 0)).unwrap();
    // A choice for the empty board, now gone.
    assert!(!game.play_choice(early));
    assert_eq!(game.played().len(), 1);
}

#[test]
fn a_game_is_in_progress_once_a_person_has_moved_until_it_is_over() {
    let mut game = Game::new(Mode::PlayAsO);
    assert!(!game.in_progress(), "nothing played");
    computer_at(&mut game, Level::Perfect, 1);
    assert!(!game.in_progress(), "only the computer has moved");
    let free = game.board().actions().first().unwrap();
    game.play(free).unwrap();
    assert!(game.in_progress());
    assert!(
        !two_players(&X_WINS_ROW).in_progress(),
        "a finished game is not in progress"
    );
    assert!(two_players(&[(1, 1)]).in_progress());
    let mut watched = Game::new(Mode::SelfPlay);
    computer_at(&mut watched, Level::Easy, 1);
    assert!(
        !watched.in_progress(),
        "nobody's moves are lost when the computer plays itself"
    );
}

#[test]
fn swapping_sides_turns_x_into_o_and_leaves_the_other_modes() {
    assert_eq!(Mode::PlayAsX.swapped(), Mode::PlayAsO);
    assert_eq!(Mode::PlayAsO.swapped(), Mode::PlayAsX);
    assert_eq!(Mode::TwoPlayers.swapped(), Mode::TwoPlayers);
    assert_eq!(Mode::SelfPlay.swapped(), Mode::SelfPlay);
}

/// You are X against the computer: you open at 0,1 (an edge) and then take the first empty cell
/// each time; the computer plays at `levels` in turn.
fn game_against(levels: &[Level]) -> Game {
    let mut game = Game::new(Mode::PlayAsX);
    let mut turn = 0;
    while !matches!(game.turn(), Turn::Over(_)) {
        match game.turn() {
            Turn::Person(_) => {
                let cell = if game.board() == Board::EMPTY {
                    c(0, 1)
                } else {
                    game.board().actions().first().unwrap()
                };
                game.play(cell).unwrap();
            }
            _ => {
                computer_at(&mut game, levels[turn % levels.len()], turn as u64);
                turn += 1;
            }
        }
    }
    game
}

#[test]
fn games_against_the_computer_count_for_the_weakest_level_it_played_at() {
    let mut session = Session {
        game: Some(game_against(&[Level::Perfect])),
        ..Session::default()
    };
    let perfect = session.scores().against(Level::Perfect);
    assert_eq!(perfect.games(), 1);
    assert_eq!(perfect.wins, 0, "nobody beats perfect");
    session.leave_game();

    // Easy for one move, perfect for the rest: it counts against easy.
    session.game = Some(game_against(&[Level::Easy, Level::Perfect]));
    assert_eq!(session.game.as_ref().unwrap().computer_level(), Some(Level::Easy));
    assert_eq!(session.scores().against(Level::Easy).games(), 1);
    assert_eq!(session.scores().against(Level::Perfect).games(), 1, "unchanged");
    session.leave_game();
    assert_eq!(session.earlier.against(Level::Easy).games(), 1);
    assert!(session.earlier.two_players.games() == 0 && session.earlier.self_play.games() == 0);
}

#[test]
fn two_player_and_ai_games_are_kept_apart() {
    let mut session = Session {
        game: Some(two_players(&TIE)),
        ..Session::default()
    };
    session.start(Mode::SelfPlay);
    let mut game = Game::new(Mode::SelfPlay);
    let mut seed = 0;
    while let Turn::Computer(_) = game.turn() {
        computer_at(&mut game, Level::Perfect, seed);
        seed += 1;
    }
    session.game = Some(game);
    let scores = session.scores();
    assert_eq!(scores.two_players, record(0, 0, 1));
    assert_eq!(scores.self_play, record(0, 0, 1), "perfect against itself draws");
    assert!(Level::ALL.iter().all(|&level| scores.against(level).games() == 0));
}

#[test]
fn a_reset_forgets_every_score_and_the_finished_game_on_the_board() {
    let mut session = Session {
        earlier: two(4, 5, 6),
        game: Some(two_players(&X_WINS_ROW)),
        ..Session::default()
    };
    assert_eq!(session.scores(), two(5, 5, 6));
    session.reset_scores();
    assert!(session.scores().is_empty());
    // Leaving or replaying the game on the board does not bring it back.
    session.start(Mode::TwoPlayers);
    assert!(session.scores().is_empty());
    // The next game counts again.
    for &(r, col) in &X_WINS_ROW {
        session.game.as_mut().unwrap().play(c(r, col)).unwrap();
    }
    assert_eq!(session.scores(), two(1, 0, 0));
}
