//! Where leaving a game goes: Play Again, the sides swapped, a new game, another mode. A game in
//! progress is never dropped on one click or key: the window asks first (`leaving` in the state), and
//! the person can keep playing.

use crate::game::Mode;

/// Where leaving the game on the board goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaving {
    /// A new game in the same mode (Play Again, New game, N).
    Rematch,
    /// A new game with the sides swapped.
    SwapSides,
    /// A new game in this mode.
    Start(Mode),
    /// Back to the start screen (Change mode).
    StartScreen,
}
