//! A strategy worked out for the Strategy tab: the strategy, its verification, its proof when it is
//! the smallest, and its map with the strokes that draw it.

use super::ShownStrategy;
use crate::board::Player;
use crate::strategy::map::Map;
use crate::strategy::picture::{self, Stroke};
use crate::strategy::{Broken, Counting, Kind, Proof, Strategy, verify};

/// A strategy worked out, with its proof when it is the smallest, and its map.
#[derive(Debug)]
pub struct Worked {
    /// The strategy.
    pub strategy: Strategy,
    /// Its verification: how many positions a game following it reaches, or where it fails.
    pub verified: Result<usize, Broken>,
    /// That no strategy is smaller, for the smallest.
    pub proof: Option<Proof>,
    /// How it is drawn.
    pub map: Map,
    /// The map's strokes, worked out once for every frame that paints them.
    pub strokes: Vec<Stroke>,
}

impl Worked {
    pub(super) fn of(choice: ShownStrategy) -> Worked {
        let opening = choice.opening.filter(|_| choice.side == Player::X);
        let (strategy, proof) = match choice.kind {
            Kind::Perfect => (Strategy::perfect(choice.side, opening), None),
            Kind::Smallest => {
                let (strategy, proof) = Strategy::smallest(choice.side, opening, Counting::Choices);
                (strategy, Some(proof))
            }
        };
        let map = Map::of(&strategy);
        let verified = verify(&strategy);
        let strokes = picture::strokes(&map);
        Worked {
            strategy,
            verified,
            proof,
            map,
            strokes,
        }
    }
}
