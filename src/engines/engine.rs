//! One call for every way a move can be chosen: read the table, or search live with any rung of the
//! ladder. Every answer is timed and held against the table.

use std::fmt;
use std::str::FromStr;
use web_time::Instant;

use super::{Decision, Rung};
use crate::board::Board;
use crate::lang::Lang;
use crate::search::{SearchResult, Trace};
use crate::table;

/// How a move is chosen: the perfect-play table, or a live search (a rung of the ladder).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Engine {
    /// Read the perfect-play table compiled into the program.
    #[default]
    Table,
    /// Search live.
    Search(Rung),
}

impl Engine {
    /// Plain minimax.
    pub const MINIMAX: Engine = Engine::Search(Rung::Minimax);
    /// Alpha-beta with move ordering.
    pub const ALPHABETA: Engine = Engine::Search(Rung::AlphaBeta);
    /// Alpha-beta with move ordering and a transposition table keyed by the symmetry class.
    pub const ALPHABETA_TT: Engine = Engine::Search(Rung::AlphaBetaTT);

    /// The engines the computer plays with, as the window offers them.
    pub const OFFERED: [Engine; 4] = [Engine::Table, Engine::MINIMAX, Engine::ALPHABETA, Engine::ALPHABETA_TT];

    /// The engines compared side by side: the table, the course's two searches, and the computer's.
    pub const COMPARED: [Engine; 6] = [
        Engine::Table,
        Engine::Search(Rung::CourseMinimax),
        Engine::Search(Rung::CourseAlphaBeta),
        Engine::MINIMAX,
        Engine::ALPHABETA,
        Engine::ALPHABETA_TT,
    ];

    /// Every engine a name can give: the table and every search.
    pub const NAMED: [Engine; 1 + Rung::ALL.len()] = {
        let mut named = [Engine::Table; 1 + Rung::ALL.len()];
        let mut at = 0;
        while at < Rung::ALL.len() {
            named[at + 1] = Engine::Search(Rung::ALL[at]);
            at += 1;
        }
        named
    };

    /// Every engine's name: "table, minimax, ...".
    pub fn names() -> String {
        Engine::NAMED.map(Engine::name).join(", ")
    }

    /// The name the command line and JSON use: `table`, or the rung's.
    pub fn name(self) -> &'static str {
        match self {
            Engine::Table => "table",
            Engine::Search(rung) => rung.name(),
        }
    }

    /// The name people read: "Table", or the search's own (see [`Rung::label`]).
    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            Engine::Table => lang.pick("Table", "查表"),
            Engine::Search(rung) => rung.label(lang),
        }
    }

    /// Whether the engine counts how soon a game ends (the table, and the searches that win
    /// fastest): the computer's levels need that; the course's searches find only who wins.
    pub fn counts_moves(self) -> bool {
        self.rung().is_none_or(|rung| !rung.is_course())
    }

    /// The rung that searches; `None` for the table.
    pub fn rung(self) -> Option<Rung> {
        match self {
            Engine::Table => None,
            Engine::Search(rung) => Some(rung),
        }
    }

    /// Chooses a move on `board` (none on a finished board), timed and held against the table.
    pub fn decide(self, board: Board) -> Decision {
        let started = Instant::now();
        let (found, choice, nodes) = match self {
            Engine::Table => {
                let entry = table::probe(board);
                (entry.outcome.into(), entry.best.first(), 1)
            }
            Engine::Search(rung) => {
                let found = rung.search(board);
                (found.found, found.choice, found.nodes)
            }
        };
        Decision::new(self, board, found, choice, nodes, started.elapsed())
    }

    /// This engine's search of `board`, recorded move by move; `None` for the table, which does not
    /// search.
    pub fn trace(self, board: Board) -> Option<(SearchResult, Trace)> {
        self.rung().map(|rung| rung.trace(board))
    }
}

impl fmt::Display for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label(Lang::En))
    }
}

/// Why an engine name was not understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownEngine(pub String);

impl fmt::Display for UnknownEngine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown engine '{}' (use {})", self.0, Engine::names())
    }
}

impl std::error::Error for UnknownEngine {}

impl FromStr for Engine {
    type Err = UnknownEngine;

    fn from_str(name: &str) -> Result<Engine, UnknownEngine> {
        Engine::NAMED
            .into_iter()
            .find(|engine| {
                engine.name().eq_ignore_ascii_case(name) || engine.label(Lang::En).eq_ignore_ascii_case(name)
            })
            .ok_or_else(|| UnknownEngine(name.to_string()))
    }
}
