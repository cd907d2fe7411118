//! The computer playing itself: a pause between its moves so people can follow, which they can
//! lengthen, shorten or stop (the controls are the game view's).

use crate::app::widgets::speed::Speed;

/// Whether the computer playing itself is paused, and how fast it plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SelfPlay {
    /// Stopped until resumed; a step plays one move.
    pub paused: bool,
    /// The pause between moves.
    pub speed: Speed,
}
