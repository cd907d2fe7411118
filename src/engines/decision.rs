//! What an engine answered on one position, what it cost, and whether it is the table's answer: the
//! one result the engines, the ladder, the computer and the verification all report.

use std::time::Duration;

use super::Engine;
use crate::board::{Board, Cell, Found};
use crate::lang::Lang;
use crate::table;

/// An engine's answer on one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Decision {
    /// The engine that answered.
    pub engine: Engine,
    /// The position it answered for.
    pub board: Board,
    /// What it found the position to be worth: who wins, and how soon when it counts that.
    pub found: Found,
    /// The move it plays; `None` on a finished board.
    pub choice: Option<Cell>,
    /// Positions visited (1 for the table: the one it reads).
    pub nodes: u64,
    /// How long it took.
    pub elapsed: Duration,
    /// Whether the answer is the table's: the same outcome (and plies, when it counts them), and a move
    /// that keeps it.
    pub agrees: bool,
    /// Whether the move is one of the table's best: the fastest win or the slowest loss. The course's
    /// searches keep the outcome but need not.
    pub fastest: bool,
}

impl Decision {
    /// `engine`'s answer on `board`: what it `found`, its `choice`, the `nodes` it visited in `elapsed`,
    /// held against the table.
    pub fn new(
        engine: Engine,
        board: Board,
        found: Found,
        choice: Option<Cell>,
        nodes: u64,
        elapsed: Duration,
    ) -> Decision {
        let entry = table::probe(board);
        let fastest = match choice {
            Some(cell) => entry.best.contains(cell),
            None => entry.best.is_empty(),
        };
        Decision {
            engine,
            board,
            found,
            choice,
            nodes,
            elapsed,
            agrees: agrees_with_table(board, found, choice),
            fastest,
        }
    }
}

/// Whether an answer is the table's: the same outcome, the same plies when the answer counts them, and
/// a move that keeps the outcome (no move on a finished board); a search that counts plies must also
/// play one of the table's best moves, since the plies it found are those of its move.
pub fn agrees_with_table(board: Board, found: Found, choice: Option<Cell>) -> bool {
    let entry = table::probe(board);
    let same = found.value() == entry.outcome.value() && found.plies.is_none_or(|plies| plies == entry.outcome.plies);
    let move_ok = match (choice, found.plies) {
        (None, _) => entry.best.is_empty(),
        (Some(cell), Some(_)) => entry.best.contains(cell),
        (Some(cell), None) => board
            .play(cell)
            .is_ok_and(|after| table::probe(after).outcome.value() == entry.outcome.value()),
    };
    same && move_ok
}

/// What the table says of an engine's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// The table's answer: the same outcome and one of its best moves.
    Agrees,
    /// The same outcome, and a move that keeps the side to move's win, but not the fastest win: the
    /// course's searches score every win alike.
    NotFastest,
    /// The same outcome, and a move that keeps the side to move's loss, but not the slowest.
    NotSlowest,
    /// Not the table's answer.
    Disagrees,
}

impl Decision {
    /// What the table says of this answer.
    pub fn verdict(&self) -> Verdict {
        match (self.agrees, self.fastest) {
            (true, true) => Verdict::Agrees,
            (true, false) if self.found.winner == self.board.to_move() => Verdict::NotFastest,
            (true, false) => Verdict::NotSlowest,
            (false, _) => Verdict::Disagrees,
        }
    }
}

impl Verdict {
    /// What the table says of `cell` played on `board` by a player that does not say what it found
    /// (the learner's own `minimax`): the outcome is the one the move leads to.
    pub fn of_move(board: Board, cell: Cell) -> Verdict {
        let Ok(after) = board.play(cell) else {
            return Verdict::Disagrees;
        };
        let found = Found {
            winner: table::probe(after).outcome.winner,
            plies: None,
        };
        Decision::new(Engine::Table, board, found, Some(cell), 0, Duration::ZERO).verdict()
    }

    /// Whether the answer keeps the table's outcome.
    pub fn keeps_outcome(self) -> bool {
        self != Verdict::Disagrees
    }

    /// In a sentence: "agrees with the table", "keeps the win; not the fastest".
    pub fn words(self, lang: Lang) -> &'static str {
        match self {
            Verdict::Agrees => lang.pick("agrees with the table", "与完美对弈表一致"),
            Verdict::NotFastest => lang.pick("keeps the win; not the fastest", "保住了胜局，但不是最快的"),
            Verdict::NotSlowest => lang.pick("keeps the loss; not the slowest", "仍是负局，但不是拖得最久的"),
            Verdict::Disagrees => lang.pick("DISAGREES with the table", "与完美对弈表不一致"),
        }
    }

    /// In a table's column: "agrees", "not fastest", "DISAGREES".
    pub fn mark(self, lang: Lang) -> &'static str {
        match self {
            Verdict::Agrees => lang.pick("agrees", "一致"),
            Verdict::NotFastest => lang.pick("not fastest", "非最快"),
            Verdict::NotSlowest => lang.pick("not slowest", "非最慢"),
            Verdict::Disagrees => lang.pick("DISAGREES", "不一致"),
        }
    }
}
