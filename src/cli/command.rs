//! What the command line asks for, read: one command and everything it needs, as typed values.

use std::path::PathBuf;

use super::tree;
use crate::board::{Board, Cell};
use crate::cs50;
use crate::engines::{Engine, Rung};
use crate::opponents::Level;

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Print the help: the program's, or one command's (by its name).
    Help(Option<&'static str>),
    /// Print the version.
    Version,
    /// The perfect-play facts of boards.
    Analyze {
        /// JSON lines instead of text for people.
        json: bool,
        /// The engine whose live answer is shown beside the table's; the table alone for `Table`.
        engine: Engine,
        /// The boards named on the command line, in order; `None` where `-` asks for standard input.
        boards: Vec<Option<Board>>,
    },
    /// The move an engine plays, or the computer at a level.
    Best {
        /// The engine that chooses, or judges the moves for the level.
        engine: Engine,
        /// The level that picks among the moves; `None` for the engine's own move.
        level: Option<Level>,
        /// The seed of the level's choices; `None` for a seed from the clock.
        seed: Option<u64>,
        /// The position.
        board: Board,
    },
    /// Games between two levels.
    Match {
        /// The level playing X.
        x: Level,
        /// The level playing O.
        o: Level,
        /// How many games.
        games: u64,
        /// The seed of the levels' choices; `None` for a seed from the clock.
        seed: Option<u64>,
        /// One JSON object instead of the table for people.
        json: bool,
    },
    /// The board after a move.
    Play {
        /// The position before the move.
        board: Board,
        /// The cell the side to move marks.
        cell: Cell,
        /// The move as typed, for an error that names it.
        typed: String,
    },
    /// A search's trace.
    Tree {
        /// The search to trace: a rung of the ladder (the table does not search).
        rung: Rung,
        /// Only the entries at most this many moves below the root.
        depth: Option<u32>,
        /// How to write it.
        format: tree::Format,
        /// The root position.
        board: Board,
    },
    /// A search's pseudocode, numbered.
    Pseudocode {
        /// The search.
        rung: Rung,
    },
    /// Every step of a search, as its pseudocode runs.
    Steps {
        /// The search.
        rung: Rung,
        /// JSON lines instead of text for people.
        json: bool,
        /// The root position.
        board: Board,
    },
    /// The strategy that never loses, drawn and printed.
    Strategy(super::strategy::Asked),
    /// One position searched by every rung of the enhancement ladder.
    Ladder {
        /// JSON lines instead of the table for people.
        json: bool,
        /// The position.
        board: Board,
    },
    /// The whole table as a bincode file.
    ExportTable {
        /// The file to write; `None` for standard output (`-`).
        file: Option<PathBuf>,
    },
    /// A learner's CS50 `tictactoe.py`, checked on every reachable position.
    CheckCs50 {
        /// The learner's `tictactoe.py`.
        file: PathBuf,
        /// The Python 3 to run it with: a path, or a name found on the `PATH`.
        python: PathBuf,
        options: cs50::Options,
    },
    /// `check-cs50 FOLDER --out REPORTS`: a class graded at once.
    CheckClass(cs50::class::Class),
    /// `check-cs50 --merge --out REPORTS PART...`: the parts of a class joined.
    MergeClass {
        /// The REPORTS of each part.
        parts: Vec<PathBuf>,
        /// Where the whole goes.
        out: PathBuf,
    },
}
