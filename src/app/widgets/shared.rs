//! What a tab's view reads besides its own tab: the window's language and time, the game's board, the
//! explorer's position, and the work running. The shell hands it out, so no tab reads another's state.

use crate::host::Instant;
use std::fmt;

use crate::app::jobs::Running;
use crate::board::Board;
use crate::engines::Rung;
use crate::lang::Lang;

/// What every tab's view may read besides its own tab.
pub struct Shared<'a> {
    /// The language the window speaks.
    pub lang: Lang,
    /// The time now, as the window last said.
    pub now: Instant,
    /// The board of the game on screen, or the empty board.
    pub board: Board,
    /// The explorer's position and search, which other tabs offer or open.
    pub explorer: (Board, Rung),
    /// The learner's file is open in Your code.
    pub file_open: bool,
    /// The work running in the background.
    pub jobs: &'a dyn Running,
}

impl fmt::Debug for Shared<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Shared")
            .field("lang", &self.lang)
            .field("board", &self.board)
            .field("explorer", &self.explorer)
            .finish_non_exhaustive()
    }
}
