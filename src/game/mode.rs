//! Who plays which side.

use crate::board::Player;
use crate::lang::Lang;

/// The four ways to play, as the start screen offers them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// You are X, the computer O.
    PlayAsX,
    /// You are O, the computer X.
    PlayAsO,
    /// Two people take turns on one screen.
    TwoPlayers,
    /// The computer plays both sides.
    SelfPlay,
}

impl Mode {
    /// Every mode, in the start screen's order.
    pub const ALL: [Mode; 4] = [Mode::PlayAsX, Mode::PlayAsO, Mode::TwoPlayers, Mode::SelfPlay];

    /// Whether the computer moves for `player`.
    pub fn computer_plays(self, player: Player) -> bool {
        match self {
            Mode::PlayAsX => player == Player::O,
            Mode::PlayAsO => player == Player::X,
            Mode::TwoPlayers => false,
            Mode::SelfPlay => true,
        }
    }

    /// The side of the one person playing the computer, if that is the game.
    pub fn person_side(self) -> Option<Player> {
        match self {
            Mode::PlayAsX => Some(Player::X),
            Mode::PlayAsO => Some(Player::O),
            Mode::TwoPlayers | Mode::SelfPlay => None,
        }
    }

    /// The same game with the sides swapped: you play the other side against the computer. Two
    /// players and the computer against itself stay as they are.
    pub fn swapped(self) -> Mode {
        match self {
            Mode::PlayAsX => Mode::PlayAsO,
            Mode::PlayAsO => Mode::PlayAsX,
            other => other,
        }
    }

    /// Its name, on the start screen and in the score.
    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            Mode::PlayAsX => lang.pick("Play as X", "执 X（先手）"),
            Mode::PlayAsO => lang.pick("Play as O", "执 O（后手）"),
            Mode::TwoPlayers => lang.pick("Two players", "双人对弈"),
            Mode::SelfPlay => lang.pick("Computer plays itself", "电脑自己对弈"),
        }
    }
}
