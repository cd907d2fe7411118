//! Which strategy the Strategy tab shows, and how the session keeps that choice.

use super::StrategyPlace;
use crate::board::Player;
use crate::strategy::{Kind, Opening};

/// Which strategy the tab shows, and the game's hint follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ShownStrategy {
    /// The side that follows it.
    pub side: Player,
    /// The Perfect level's, or the smallest.
    pub kind: Kind,
    /// X's opening; the Perfect level's own when `None`.
    pub opening: Option<Opening>,
}

impl Default for ShownStrategy {
    /// X's smallest strategy, from the centre: the one with the fewest positions to learn.
    fn default() -> ShownStrategy {
        ShownStrategy::of_place(StrategyPlace::default())
    }
}

impl ShownStrategy {
    /// The choice the session keeps.
    pub fn of_place(place: StrategyPlace) -> ShownStrategy {
        ShownStrategy {
            side: place.side,
            kind: match place.smallest {
                true => Kind::Smallest,
                false => Kind::Perfect,
            },
            opening: place.opening.map(Opening::of),
        }
    }

    /// The choice as the session keeps it.
    pub fn place(self) -> StrategyPlace {
        StrategyPlace {
            side: self.side,
            smallest: self.kind == Kind::Smallest,
            opening: self.opening.map(Opening::cell),
        }
    }
}
