//! The computer never loses and never misses a win: with every engine, from both sides, against every
//! possible sequence of opponent moves.

use crate::support::every_game;
use tictactoe::board::{Board, Cell, Player};
use tictactoe::engines::Engine;
use tictactoe::game::mover;
use tictactoe::table;

/// How the games against every opponent ended, from the computer's side.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Tally {
    games: u64,
    wins: u64,
    draws: u64,
    losses: u64,
    /// Moves the computer made, over every game.
    decisions: u64,
    /// Every lost game, missed win or slow win, described.
    failures: Vec<String>,
}

/// Plays out every game where `computer` moves by `choose` and the opponent tries every legal move,
/// and checks each: never lost, and once the computer faced a won position, won, and no later than
/// the table says it can (the opponent can only hurry the end).
fn walk(name: &str, computer: Player, mut choose: impl FnMut(Board) -> Cell) -> Tally {
    let mut tally = Tally::default();
    every_game(
        computer,
        |board| vec![choose(board)],
        |moves, end| {
            tally.games += 1;
            let mut fail = |what: String| tally.failures.push(format!("{name} as {computer}: {what}"));
            // The marks by which the computer must have won, once it faced a won position.
            let mut deadline: Option<u32> = None;
            let mut board = Board::EMPTY;
            for &cell in moves {
                if board.to_move() == Some(computer) {
                    let outcome = table::probe(board).outcome;
                    if outcome.value() == computer.sign() {
                        let due = board.marks() + u32::from(outcome.plies);
                        deadline = Some(deadline.map_or(due, |d| d.min(due)));
                    } else if deadline.is_some() {
                        fail(format!("let a win slip: moves {moves:?} reach {board} ({outcome})"));
                    }
                }
                board = board.play(cell).expect("the walk plays legal moves");
            }
            match end.winner() {
                Some(winner) if winner == computer => {}
                Some(_) => fail(format!("lost: moves {moves:?} end on {end}")),
                None => {}
            }
            if let Some(deadline) = deadline {
                if end.winner() != Some(computer) {
                    fail(format!("missed a win: moves {moves:?} end on {end}"));
                } else if end.marks() > deadline {
                    fail(format!(
                        "won late: moves {moves:?} end on {end}, due by {deadline} marks"
                    ));
                }
            }
            match end.winner() {
                Some(winner) if winner == computer => tally.wins += 1,
                Some(_) => tally.losses += 1,
                None => tally.draws += 1,
            }
            tally.decisions += moves
                .iter()
                .enumerate()
                .filter(|&(at, _)| mover(at) == computer)
                .count() as u64;
        },
    );
    tally
}

/// Every game `engine` plays as `computer` against every opponent.
fn walk_engine(engine: Engine, computer: Player) -> Tally {
    walk(&engine.to_string(), computer, |board| {
        engine
            .decide(board)
            .choice
            .unwrap_or_else(|| panic!("{engine} found no move on unfinished {board}"))
    })
}

fn assert_never_loses(engine: Engine, tally: &Tally) {
    let shown = &tally.failures[..tally.failures.len().min(5)];
    assert!(
        tally.failures.is_empty(),
        "{} failures, first: {shown:#?}",
        tally.failures.len()
    );
    assert!(tally.games > 0, "{engine}: {tally:?}");
    assert_eq!(tally.losses, 0, "{engine}: {tally:?}");
    assert_eq!(tally.games, tally.wins + tally.draws, "{engine}: {tally:?}");
    // A perfect opponent holds the draw; a careless one loses.
    assert!(tally.draws > 0, "{engine}: {tally:?}");
    assert!(tally.wins > 0, "{engine}: {tally:?}");
}

#[test]
fn no_engine_ever_loses_as_x() {
    for engine in Engine::OFFERED {
        let tally = walk_engine(engine, Player::X);
        assert_never_loses(engine, &tally);
        // X's first move, then one after each of O's 8 replies at least.
        assert!(tally.decisions >= 9, "{engine}: {tally:?}");
        // O has 8 different replies to X's first move, each leading to at least one game.
        assert!(tally.games >= 8, "{engine}: {tally:?}");
    }
}

#[test]
fn no_engine_ever_loses_as_o() {
    for engine in Engine::OFFERED {
        let tally = walk_engine(engine, Player::O);
        assert_never_loses(engine, &tally);
        // O answers each of X's 9 first moves.
        assert!(tally.decisions >= 9, "{engine}: {tally:?}");
        assert!(tally.games >= 9, "{engine}: {tally:?}");
    }
}

#[test]
fn the_walk_catches_a_player_that_blunders() {
    // The same walk with a computer that always takes the first empty cell must find losses and
    // missed wins, so the checks above can fail.
    for computer in [Player::X, Player::O] {
        let tally = walk("first empty cell", computer, |board| board.actions().first().unwrap());
        assert!(tally.losses > 0, "{computer}: {tally:?}");
        assert!(tally.failures.iter().any(|f| f.contains("lost")), "{computer}");
        assert!(
            tally
                .failures
                .iter()
                .any(|f| f.contains("missed a win") || f.contains("let a win slip"))
        );
    }
}

#[test]
fn the_walk_catches_a_player_that_wins_slowly() {
    // A computer that keeps a won game won but takes the slowest win it can: no loss, but late wins.
    let slowest = |board: Board| {
        let player = board.to_move().unwrap();
        let value = table::probe(board).outcome.value();
        table::moves(board)
            .filter(|&(_, outcome)| outcome.value() == value)
            .max_by_key(|&(_, outcome)| if value == player.sign() { outcome.plies } else { 0 })
            .map(|(cell, _)| cell)
            .unwrap()
    };
    for computer in [Player::X, Player::O] {
        let tally = walk("slowest winner", computer, slowest);
        assert_eq!(tally.losses, 0, "{computer}: {tally:?}");
        assert!(tally.failures.iter().any(|f| f.contains("won late")), "{computer}");
    }
}

#[test]
fn the_computer_takes_a_win_on_the_spot() {
    // X X . / O O . / . . .: X to move wins at (0,2) at once; O would win at (1,2) next.
    let board: Board = "XX.OO....".parse().unwrap();
    for engine in Engine::OFFERED {
        let decision = engine.decide(board);
        assert_eq!(decision.choice, Some(Cell::new(0, 2)), "{engine}");
        assert_eq!(decision.found.value(), 1, "{engine}");
        assert_eq!(decision.found.plies, Some(1), "{engine}");
    }
    // X X . / O O . / X . .: O to move wins at (1,2) at once rather than blocking.
    let board: Board = "XX.OO.X..".parse().unwrap();
    for engine in Engine::OFFERED {
        let decision = engine.decide(board);
        assert_eq!(decision.choice, Some(Cell::new(1, 2)), "{engine}");
        assert_eq!(decision.found.value(), -1, "{engine}");
        assert_eq!(decision.found.plies, Some(1), "{engine}");
    }
}

#[test]
fn the_computer_blocks_a_threat() {
    // X X . / . O . / . . .: O to move must block at (0,2), or X wins there next.
    let board: Board = "XX..O....".parse().unwrap();
    for engine in Engine::OFFERED {
        assert_eq!(engine.decide(board).choice, Some(Cell::new(0, 2)), "{engine}");
    }
}
