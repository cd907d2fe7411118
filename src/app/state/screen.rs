//! Which view fills the window's centre, and how the session file keeps it.

/// Which view fills the window's centre.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// Choose how to play.
    Start,
    /// The game on the board.
    Play,
    /// The search explorer.
    Explore,
    /// The engines side by side: compare, the enhancement ladder, verify the table.
    Engines,
    /// The learner's own file, checked.
    Code,
    /// The strategy that never loses, as a map.
    Strategy,
}

impl Screen {
    /// The code the session file gives a tab: 0 is for the one the game calls for (the game's, or
    /// the start screen without one).
    pub fn code(self) -> u8 {
        match self {
            Screen::Start | Screen::Play => 0,
            Screen::Explore => 1,
            Screen::Engines => 2,
            Screen::Code => 3,
            Screen::Strategy => 4,
        }
    }

    /// The tab of a code, with the game's view for 0 (and for a code from a later version).
    pub(super) fn of_code(code: u8, game: bool) -> Screen {
        match (code, game) {
            (1, _) => Screen::Explore,
            (2, _) => Screen::Engines,
            (3, _) => Screen::Code,
            (4, _) => Screen::Strategy,
            (_, true) => Screen::Play,
            (_, false) => Screen::Start,
        }
    }
}
