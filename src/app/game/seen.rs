//! What the Game tab's views read: the tab, the shared context, and what the Strategy tab's strategy
//! says of the game, handed over by the shell as plain values.

use std::time::Duration;

use super::GameTab;
use crate::app::jobs::Task;
use crate::app::widgets::shared::Shared;
use crate::board::{Board, Cell, Player};
use crate::lang::Lang;
use crate::strategy::Kind;

/// What the strategy shown in the Strategy tab says of the game on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StrategyHints {
    /// The kind of strategy shown: the Perfect level's, or the smallest.
    pub kind: Kind,
    /// Its move on the game's board, while a hint was asked there.
    pub hinted: Option<Cell>,
    /// Where a hint was asked and it has no move, because the game left it: the side to move, and
    /// where it left it (its move's number, from 0, and the strategy's move there).
    pub left_hint: Option<(Player, Option<(usize, Cell)>)>,
    /// For X and for O, the first of its moves in the game that left the strategy, with the
    /// strategy's move there.
    pub left: [Option<(usize, Cell)>; 2],
}

/// What the Game tab's views read.
#[derive(Debug)]
pub struct Seen<'a> {
    /// The tab.
    pub tab: &'a GameTab,
    /// The window's language, time, the learner's file and the work running.
    pub shared: &'a Shared<'a>,
    /// What the strategy shown says of the game.
    pub strategy: StrategyHints,
}

impl Seen<'_> {
    /// The language the window speaks.
    pub fn lang(&self) -> Lang {
        self.shared.lang
    }

    /// Whether the computer is searching for its move.
    pub fn is_thinking(&self) -> bool {
        self.shared.jobs.running(Task::ComputerMove)
    }

    /// The status line.
    pub fn status(&self) -> String {
        self.tab.status(self.lang(), self.is_thinking(), self.shared.file_open)
    }

    /// The board shown: the game's as it is, or as it was at the move looked back at.
    pub fn shown_board(&self) -> Board {
        self.tab.shown_board()
    }

    /// The strategy's move on the game's board, while a hint was asked there.
    pub fn hinted_move(&self) -> Option<Cell> {
        self.strategy.hinted
    }

    /// Whether the computer's moves are the learner's `minimax`.
    pub fn learner_plays(&self) -> bool {
        self.tab.learner_plays(self.shared.file_open)
    }

    /// Whether the game waits for the player on a board the learner's code gave no move on.
    pub fn learner_stuck(&self) -> bool {
        self.tab.learner_stuck(self.shared.file_open)
    }

    /// How long the learner's `minimax` has been thinking.
    pub fn learner_thinking_for(&self) -> Option<Duration> {
        self.tab.learner_thinking_for(self.shared.now)
    }
}
