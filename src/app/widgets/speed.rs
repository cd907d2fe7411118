//! How fast what runs on its own goes: the computer playing itself, and the explorer's steps. One
//! choice of three for both (the row that offers it is a widget).

use std::time::Duration;

use crate::lang::Lang;

/// How fast the computer plays itself, or the explorer's steps run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Speed {
    /// Slow enough to read each move or step.
    Slow,
    /// Fast enough to see the whole, slow enough to follow it.
    #[default]
    Normal,
    /// Fast.
    Fast,
}

impl Speed {
    /// Every speed, slowest first.
    pub const ALL: [Speed; 3] = [Speed::Slow, Speed::Normal, Speed::Fast];

    /// The pause before each of the computer's moves while it plays itself.
    pub fn between_moves(self) -> Duration {
        Duration::from_millis(match self {
            Speed::Slow => 1_500,
            Speed::Normal => 600,
            Speed::Fast => 120,
        })
    }

    /// The time between two of the explorer's steps while they run: one, four or twenty a second.
    pub fn between_steps(self) -> Duration {
        Duration::from_millis(match self {
            Speed::Slow => 1_000,
            Speed::Normal => 250,
            Speed::Fast => 50,
        })
    }

    /// The name people read.
    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            Speed::Slow => lang.pick("Slow", "慢"),
            Speed::Normal => lang.pick("Normal", "正常"),
            Speed::Fast => lang.pick("Fast", "快"),
        }
    }
}
