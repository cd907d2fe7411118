//! The computer never loses and never misses a win: with every engine, from both sides, against every
//! possible sequence of opponent moves.

use std::collections::HashMap;

use tictactoe::board::{Board, Cell, Player};
use tictactoe::engines::Engine;
use tictactoe::table;

/// How the games against every opponent ended, from the computer's side.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Tally {
    games: u64,
    wins: u64,
    draws: u64,
    losses: u64,
    /// Positions where the computer had to move.
    decisions: u64,
    /// Every lost game, missed win or slow win, described.
    failures: Vec<String>,
}

/// Plays out every game where `computer` moves by `choose` and the opponent tries every legal move.
struct Walk<F: FnMut(Board) -> Cell> {
    name: String,
    computer: Player,
    choose: F,
    /// The choice per board: every chooser here is deterministic, so each board is decided once.
    choices: HashMap<Board, Cell>,
    tally: Tally,
}

impl<F: FnMut(Board) -> Cell> Walk<F> {
    fn run(name: String, computer: Player, choose: F) -> Tally {
        let mut walk = Walk {
            name,
            computer,
            choose,
            choices: HashMap::new(),
            tally: Tally::default(),
        };
        walk.visit(Board::EMPTY, None, &mut Vec::new());
        walk.tally
    }

    fn fail(&mut self, what: String) {
        let message = format!("{} as {}: {what}", self.name, self.computer);
        self.tally.failures.push(message);
    }

    /// `deadline`: once the computer has faced a won position, the number of marks by which it must
    /// have won (it wins as fast as it can; the opponent can only hurry the end).
    fn visit(&mut self, board: Board, deadline: Option<u32>, history: &mut Vec<Cell>) {
        let computer = self.computer;
        let Some(mover) = board.to_move() else {
            self.tally.games += 1;
            match board.winner() {
                Some(w) if w == computer => self.tally.wins += 1,
                Some(_) => {
                    self.tally.losses += 1;
                    self.fail(format!("lost: moves {history:?} end on {board}"));
                }
                None => self.tally.draws += 1,
            }
            if let Some(deadline) = deadline {
                if board.winner() != Some(computer) {
                    self.fail(format!("missed a win: moves {history:?} end on {board}"));
                } else if board.marks() > deadline {
                    self.fail(format!(
                        "won late: moves {history:?} end on {board}, due by {deadline} marks"
                    ));
                }
            }
            return;
        };
        if mover == computer {
            self.tally.decisions += 1;
            let outcome = table::probe(board).outcome;
            let deadline = if outcome.value() == computer.sign() {
                let due = board.marks() + u32::from(outcome.plies);
                Some(deadline.map_or(due, |d| d.min(due)))
            } else {
                if deadline.is_some() {
                    self.fail(format!("let a win slip: moves {history:?} reach {board} ({outcome})"));
                }
                None
            };
            let cell = match self.choices.get(&board) {
                Some(&cell) => cell,
                None => {
                    let cell = (self.choose)(board);
                    self.choices.insert(board, cell);
                    cell
                }
            };
            let next = board
                .play(cell)
                .unwrap_or_else(|e| panic!("{} as {computer} played {cell} on {board}: {e}", self.name));
            history.push(cell);
            self.visit(next, deadline, history);
            history.pop();
        } else {
            for cell in board.actions() {
                history.push(cell);
                self.visit(board.play(cell).expect("actions are legal"), deadline, history);
                history.pop();
            }
        }
    }
}

/// Every game `engine` plays as `computer` against every opponent.
fn walk_engine(engine: Engine, computer: Player) -> Tally {
    Walk::run(engine.to_string(), computer, |board| {
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
    for engine in Engine::ALL {
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
    for engine in Engine::ALL {
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
        let tally = Walk::run("first empty cell".to_string(), computer, |board| {
            board.actions().first().unwrap()
        });
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
        let tally = Walk::run("slowest winner".to_string(), computer, slowest);
        assert_eq!(tally.losses, 0, "{computer}: {tally:?}");
        assert!(tally.failures.iter().any(|f| f.contains("won late")), "{computer}");
    }
}

#[test]
fn the_computer_takes_a_win_on_the_spot() {
    // X X . / O O . / . . .: X to move wins at (0,2) at once; O would win at (1,2) next.
    let board: Board = "XX.OO....".parse().unwrap();
    for engine in Engine::ALL {
        let decision = engine.decide(board);
        assert_eq!(decision.choice, Some(Cell::new(0, 2)), "{engine}");
        assert_eq!(decision.outcome.value(), 1, "{engine}");
        assert_eq!(decision.outcome.plies, 1, "{engine}");
    }
    // X X . / O O . / X . .: O to move wins at (1,2) at once rather than blocking.
    let board: Board = "XX.OO.X..".parse().unwrap();
    for engine in Engine::ALL {
        let decision = engine.decide(board);
        assert_eq!(decision.choice, Some(Cell::new(1, 2)), "{engine}");
        assert_eq!(decision.outcome.value(), -1, "{engine}");
        assert_eq!(decision.outcome.plies, 1, "{engine}");
    }
}

#[test]
fn the_computer_blocks_a_threat() {
    // X X . / . O . / . . .: O to move must block at (0,2), or X wins there next.
    let board: Board = "XX..O....".parse().unwrap();
    for engine in Engine::ALL {
        assert_eq!(engine.decide(board).choice, Some(Cell::new(0, 2)), "{engine}");
    }
}
