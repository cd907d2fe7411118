//! One call for every way the computer can choose a move: read the table, or search live with
//! plain minimax, alpha-beta, or alpha-beta with a transposition table. Every answer says what it cost
//! and whether it agrees with the table.

use std::fmt;
use std::str::FromStr;
use std::time::{Duration, Instant};

use crate::alphabeta_tt::{self, Key};
use crate::board::{Board, Cell};
use crate::outcome::Outcome;
use crate::search::{self, MoveOrder, SearchResult};
use crate::table;
use crate::trace::Trace;

/// How the computer chooses its move.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Engine {
    /// Read the perfect-play table compiled into the program.
    #[default]
    Table,
    /// Search live with plain minimax.
    Minimax,
    /// Search live with alpha-beta.
    AlphaBeta,
    /// Search live with alpha-beta and a transposition table keyed by the symmetry class.
    AlphaBetaTT,
}

impl Engine {
    /// Every engine, in the order the window and the command line list them.
    pub const ALL: [Engine; 4] = [Engine::Table, Engine::Minimax, Engine::AlphaBeta, Engine::AlphaBetaTT];

    /// The name the command line and JSON use.
    pub fn name(self) -> &'static str {
        match self {
            Engine::Table => "table",
            Engine::Minimax => "minimax",
            Engine::AlphaBeta => "alphabeta",
            Engine::AlphaBetaTT => "alphabeta-tt",
        }
    }

    /// The name people read.
    pub fn label(self) -> &'static str {
        match self {
            Engine::Table => "Table",
            Engine::Minimax => "Minimax",
            Engine::AlphaBeta => "Alpha-beta",
            Engine::AlphaBetaTT => "Alpha-beta + TT",
        }
    }

    /// Whether the engine searches (and so can be traced), rather than reads the table.
    pub fn searches(self) -> bool {
        self != Engine::Table
    }

    /// This engine's search of `board`, recorded move by move; `None` for the table, which does not
    /// search.
    pub fn trace(self, board: Board) -> Option<(SearchResult, Trace)> {
        match self {
            Engine::Table => None,
            Engine::Minimax => Some(Trace::record(|tracer| search::minimax_observed(board, tracer))),
            Engine::AlphaBeta => Some(Trace::record(|tracer| {
                search::alphabeta_observed(board, MoveOrder::WinsFirst, tracer)
            })),
            Engine::AlphaBetaTT => Some(Trace::record(|tracer| {
                alphabeta_tt::alphabeta_tt_observed(board, Key::Symmetry, tracer)
            })),
        }
    }

    /// Chooses a move on `board` (none on a finished board), timing the work.
    pub fn decide(self, board: Board) -> Decision {
        let started = Instant::now();
        let (outcome, choice, nodes) = match self {
            Engine::Table => {
                let entry = table::probe(board);
                (entry.outcome, entry.best.first(), 1)
            }
            Engine::Minimax => unpack(search::minimax(board)),
            Engine::AlphaBeta => unpack(search::alphabeta(board)),
            Engine::AlphaBetaTT => unpack(alphabeta_tt::alphabeta_tt(board)),
        };
        let elapsed = started.elapsed();
        Decision {
            engine: self,
            board,
            outcome,
            choice,
            nodes,
            elapsed,
            agrees: agrees_with_table(board, outcome, choice),
        }
    }
}

fn unpack(found: SearchResult) -> (Outcome, Option<Cell>, u64) {
    (found.outcome, found.choice, found.nodes)
}

/// Whether an answer is the table's: the same value and plies, and a move among the table's best
/// (no move on a finished board).
pub fn agrees_with_table(board: Board, outcome: Outcome, choice: Option<Cell>) -> bool {
    let entry = table::probe(board);
    let move_ok = match choice {
        Some(cell) => entry.best.contains(cell),
        None => entry.best.is_empty(),
    };
    entry.outcome == outcome && move_ok
}

impl fmt::Display for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// Why an engine name was not understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownEngine(pub String);

impl fmt::Display for UnknownEngine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Engine::ALL.iter().map(|engine| engine.name()).collect();
        write!(f, "unknown engine '{}' (use {})", self.0, names.join(", "))
    }
}

impl std::error::Error for UnknownEngine {}

impl FromStr for Engine {
    type Err = UnknownEngine;

    fn from_str(name: &str) -> Result<Engine, UnknownEngine> {
        Engine::ALL
            .into_iter()
            .find(|engine| engine.name().eq_ignore_ascii_case(name) || engine.label().eq_ignore_ascii_case(name))
            .ok_or_else(|| UnknownEngine(name.to_string()))
    }
}

/// An engine's answer on one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The engine that answered.
    pub engine: Engine,
    /// The position it answered for.
    pub board: Board,
    /// What it found the position to be worth.
    pub outcome: Outcome,
    /// The move it plays; `None` on a finished board.
    pub choice: Option<Cell>,
    /// Positions visited (1 for the table: the one it reads).
    pub nodes: u64,
    /// How long it took.
    pub elapsed: Duration,
    /// Whether the answer is the table's.
    pub agrees: bool,
}
