//! A move of the learner's own `minimax`, asked for as the course's `runner.py` asks it: a Python
//! started on the file (same memory limit and warden as the check), the rules asked on the position
//! first (`player`, `actions`, `result`, `winner`, `terminal`, each judged against ours), then
//! `minimax(board)` within its time limit. The window plays the move and holds it against the table;
//! whatever goes wrong (the file does not import, `minimax` raises, hangs or returns no legal move) is
//! a value it can say.

use std::sync::Arc;
use std::time::Duration;

use bincode::{Decode, Encode};
use web_time::Instant;

use super::calls::{self, Function};
use super::cancel::Cancel;
use super::door::Door;
use super::harness::{Harness, Lost, Setup, StartError};
use super::judge::{self, Failure, Judging};
use super::options::Options;
use super::protocol::{self, Answer, PythonError, Reach, Traced, Value};
use crate::board::{Board, Cell};

/// A move the learner's `minimax` played.
#[derive(Clone, Copy, Debug, Encode, Decode)]
pub struct Played {
    pub cell: Cell,
    /// How long `minimax` took: the CPU time it spent, where that can be measured.
    pub seconds: f64,
}

/// Why the learner's `minimax` gave no move to play.
#[derive(Clone, Debug, Encode, Decode)]
pub enum NoMove {
    /// The file could not be run (it does not import, it lacks a function, no Python...).
    Start(StartError),
    /// `minimax` raised.
    Raised(PythonError),
    /// `minimax` got no reply: it hung past its limit, or Python died.
    Lost(Lost),
    /// It returned something that is no empty cell of the board.
    Illegal(Value),
    /// The learner's code had reached into the checker: what it answered cannot be trusted.
    Reached(Reach),
}

/// What asking the learner's file came to.
#[derive(Clone, Debug, Encode, Decode)]
pub struct Asked {
    /// Its move, or why it gave none.
    pub played: Result<Played, NoMove>,
    /// Where its other functions break the rules on the position: the first failure of each.
    pub slips: Vec<Failure>,
}

impl Asked {
    fn not_played(no_move: NoMove, slips: Vec<Failure>) -> Asked {
        Asked {
            played: Err(no_move),
            slips,
        }
    }
}

/// Asks the learner's file behind `door` for its move on `board`, `minimax` within `limit`; `cancel`
/// ends its Python from another thread.
pub fn ask_minimax(door: &Door, board: Board, limit: Duration, cancel: &Cancel) -> Asked {
    let mut harness = match started(door, limit, cancel) {
        Ok(harness) => harness,
        Err(error) => return Asked::not_played(NoMove::Start(error), Vec::new()),
    };
    let slips = slips(&mut harness, board);
    let started = Instant::now();
    let reply = match harness.call_timed(&calls::minimax(board), limit) {
        Ok(Ok(reply)) => reply,
        Ok(Err(lost)) => return Asked::not_played(NoMove::Lost(lost), slips),
        Err(error) => return Asked::not_played(NoMove::Start(error), slips),
    };
    let seconds = reply.seconds.unwrap_or_else(|| started.elapsed().as_secs_f64());
    let played = match reply.answer {
        Answer::Raised(error) => Err(NoMove::Raised(error)),
        Answer::Reached(reach) => Err(NoMove::Reached(reach)),
        Answer::Returned(Value::Move(i, j)) => match legal(board, i, j) {
            Some(cell) => Ok(Played { cell, seconds }),
            None => Err(NoMove::Illegal(Value::Move(i, j))),
        },
        Answer::Returned(value) => Err(NoMove::Illegal(value)),
    };
    Asked { played, slips }
}

/// The learner's `minimax` on `board` traced, every call of the file's own functions that takes a
/// board recorded, within `limit`; `cancel` ends its Python from another thread.
pub fn trace_minimax(door: &Door, board: Board, limit: Duration, cancel: &Cancel) -> Result<Traced, NoMove> {
    let mut harness = started(door, limit, cancel).map_err(NoMove::Start)?;
    match harness.trace(board, limit) {
        Ok(Ok(traced)) => Ok(traced),
        Ok(Err(lost)) => Err(NoMove::Lost(lost)),
        Err(error) => Err(NoMove::Start(error)),
    }
}

/// A Python started on the learner's file, which has imported it, under the check's memory limit and
/// warden; importing may take `limit`. A file without `minimax` has no move to give.
fn started(door: &Door, limit: Duration, cancel: &Cancel) -> Result<Harness, StartError> {
    let mut harness = Harness::new(Arc::new(Setup {
        program: protocol::program(&super::check50::python_table()),
        door: door.clone(),
        timeout: limit,
        memory: Options::DEFAULT_MEMORY,
        cancel: cancel.clone(),
        starts: Default::default(),
    }));
    harness.start()?;
    if harness.missing().contains(&Function::Minimax) {
        let names = harness
            .missing()
            .iter()
            .map(|function| function.name().to_string())
            .collect();
        return Err(StartError::Missing {
            file: door.file().to_path_buf(),
            names,
        });
    }
    Ok(harness)
}

/// The empty cell (i, j) of `board`, if it is one.
fn legal(board: Board, i: i64, j: i64) -> Option<Cell> {
    let cell = Cell::try_from((usize::try_from(i).ok()?, usize::try_from(j).ok()?)).ok()?;
    board.get(cell).is_none().then_some(cell)
}

/// The learner's rules asked on `board` and judged: the first failure of each function.
fn slips(harness: &mut Harness, board: Board) -> Vec<Failure> {
    let asked: Vec<_> = calls::rules(board)
        .into_iter()
        .filter(|call| call.function != Function::Utility)
        .collect();
    let mut found: Vec<Failure> = Vec::new();
    let judging = Judging { fastest: false };
    let _ = harness.call(&asked, Options::QUICK_LIMIT, |call, reply| {
        if let Err(failure) = judge::judge(call, &reply, judging)
            && found.iter().all(|f| f.call.function != call.function)
        {
            found.push(*failure);
        }
    });
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The door to a file in tests/cs50.
    fn learner(name: &str) -> Door {
        let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/cs50")
            .join(name);
        Door::open(&file, Options::DEFAULT_PYTHON.as_ref()).expect("the file and python3")
    }

    #[test]
    fn a_move_is_asked_of_the_learners_minimax_and_its_rules_are_judged_on_the_position() {
        let board: Board = "X...O....".parse().expect("a board");
        let asked = ask_minimax(
            &learner("broken_actions.py"),
            board,
            Duration::from_secs(60),
            &Cancel::default(),
        );
        let played = asked.played.expect("a move");
        assert!(board.play(played.cell).is_ok());
        let slipped: Vec<Function> = asked.slips.iter().map(|slip| slip.call.function).collect();
        assert_eq!(slipped, [Function::Actions], "its actions offers O's cell");
    }

    #[test]
    fn a_minimax_that_hangs_is_stopped_at_its_limit() {
        // hangs.py's minimax loops on this board.
        let board: Board = "X...O....".parse().expect("a board");
        let limit = Duration::from_millis(500);
        let asked = ask_minimax(&learner("hangs.py"), board, limit, &Cancel::default());
        assert!(
            matches!(asked.played, Err(NoMove::Lost(Lost::TimedOut(at))) if at == limit),
            "{:?}",
            asked.played
        );
    }

    #[test]
    fn a_file_that_does_not_import_or_a_minimax_returning_none_gives_no_move() {
        let board = Board::EMPTY;
        let raised = ask_minimax(
            &learner("import_error.py"),
            board,
            Duration::from_secs(60),
            &Cancel::default(),
        );
        assert!(matches!(
            raised.played,
            Err(NoMove::Start(StartError::ImportFailed { .. }))
        ));
        let finished: Board = "XXXOO....".parse().expect("a board");
        let none = ask_minimax(
            &learner("tictactoe.py"),
            finished,
            Duration::from_secs(60),
            &Cancel::default(),
        );
        assert!(
            matches!(none.played, Err(NoMove::Illegal(_))),
            "None on a finished board is no move"
        );
    }
}
