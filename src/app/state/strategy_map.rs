//! The Strategy tab's state: which strategy is shown (X's or O's, the Perfect level's or the smallest,
//! X's opening) and the strategy itself with its map, worked out when first asked for and kept. The
//! game's strategy hint asks the same strategy for the player's side.

use std::collections::HashMap;
use std::sync::Arc;

use super::State;
use crate::board::{Board, Cell, Player, canonical};
use crate::game::session::StrategyPlace;
use crate::strategy::map::Map;
use crate::strategy::picture::{self, Stroke};
use crate::strategy::{Broken, Counting, Kind, Opening, Proof, Strategy, verify};

/// Which strategy.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Choice {
    /// The side that follows it.
    pub side: Player,
    /// The Perfect level's, or the smallest.
    pub kind: Kind,
    /// X's opening; the Perfect level's own when `None`.
    pub opening: Option<Opening>,
}

impl Default for Choice {
    /// X's smallest strategy, from the centre: the one with the fewest positions to learn.
    fn default() -> Choice {
        Choice::of_place(StrategyPlace::default())
    }
}

impl Choice {
    /// The choice the session keeps.
    pub fn of_place(place: StrategyPlace) -> Choice {
        Choice {
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
    fn of(choice: Choice) -> Worked {
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

/// The tab's state.
#[derive(Debug, Default)]
pub struct StrategyMap {
    /// The strategy shown.
    pub choice: Choice,
    /// Every strategy worked out so far.
    worked: HashMap<Choice, Arc<Worked>>,
    /// Whether the game shows the strategy's move now, until the next move.
    pub hint_on: Option<Board>,
}

impl StrategyMap {
    /// The tab showing `choice`, nothing worked out yet.
    pub(super) fn showing(choice: Choice) -> StrategyMap {
        StrategyMap {
            choice,
            ..StrategyMap::default()
        }
    }

    /// The strategy shown, once worked out.
    pub fn shown(&self) -> Option<&Arc<Worked>> {
        self.worked.get(&self.choice)
    }

    /// The strategy of the kind shown for `side` (X's from the opening shown), if worked out.
    fn for_side(&self, side: Player) -> Option<&Arc<Worked>> {
        self.worked.get(&Choice { side, ..self.choice })
    }

    /// Works out the strategy of the kind shown for both sides, where not done yet: each takes a
    /// millisecond or two.
    pub(super) fn prepare(&mut self) {
        for side in [Player::X, Player::O] {
            let choice = Choice { side, ..self.choice };
            self.worked
                .entry(choice)
                .or_insert_with(|| Arc::new(Worked::of(choice)));
        }
    }
}

impl State {
    /// Shows another strategy, working it out the first time.
    pub(super) fn choose_strategy(&mut self, choice: Choice) {
        self.strategy_map.choice = choice;
        self.window.strategy = choice.place();
        self.strategy_map.prepare();
    }

    /// Shows the strategy's move for the side to move on the game's board, until the next move.
    pub(super) fn strategy_hint(&mut self) {
        self.strategy_map.prepare();
        self.strategy_map.hint_on = Some(self.board());
    }

    /// The move the strategy shown (its kind, for the side to move) makes on the game's board, while a
    /// hint was asked on this board.
    pub fn hinted_move(&self) -> Option<Cell> {
        let board = self.board();
        (self.strategy_map.hint_on == Some(board)).then_some(())?;
        self.strategy_map.for_side(board.to_move()?)?.strategy.move_on(board)
    }

    /// Where a hint was asked on the game's board and the strategy shown (its kind, for the side to
    /// move) has no move there, because the game left it: the side to move, and where it left it (its
    /// move's number in the game, from 0, and the strategy's move there).
    pub fn hint_left(&self) -> Option<(Player, Option<(usize, Cell)>)> {
        let board = self.board();
        (self.strategy_map.hint_on == Some(board)).then_some(())?;
        let side = board.to_move()?;
        let worked = self.strategy_map.for_side(side)?;
        worked.strategy.move_on(board).is_none().then_some(())?;
        let played: Vec<Cell> = self.session.game.as_ref()?.played().iter().map(|m| m.cell).collect();
        Some((side, self.left_strategy(side, &played)))
    }

    /// The first of `side`'s moves in `played` (from the empty board) where it left the strategy of the
    /// kind shown, once worked out: its number in the game (from 0) and the strategy's move there.
    pub fn left_strategy(&self, side: Player, played: &[Cell]) -> Option<(usize, Cell)> {
        let worked = self.strategy_map.for_side(side)?;
        let mut board = Board::EMPTY;
        for (at, &cell) in played.iter().enumerate() {
            let after = board.play(cell).ok()?;
            if board.next_player() == side {
                let planned = worked.strategy.move_on(board)?;
                let kept = board.play(planned).ok().map(|b| canonical(b).board) == Some(canonical(after).board);
                if !kept {
                    return Some((at, planned));
                }
            }
            board = after;
        }
        None
    }
}
