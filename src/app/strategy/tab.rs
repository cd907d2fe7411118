//! The Strategy tab's state: which strategy is shown and every strategy worked out so far, each worked
//! out when first asked for and kept. The game's strategy hint asks the same strategy for the player's
//! side.

use std::collections::HashMap;
use std::sync::Arc;

use super::{Action, ShownStrategy, Worked};
use crate::board::{Board, Cell, Player, canonical};

/// The Strategy tab's state.
#[derive(Debug, Default)]
pub struct StrategyTab {
    /// The strategy shown.
    pub choice: ShownStrategy,
    /// Every strategy worked out so far.
    worked: HashMap<ShownStrategy, Arc<Worked>>,
    /// Whether the game shows the strategy's move now, until the next move.
    pub hint_on: Option<Board>,
}

impl StrategyTab {
    /// The tab showing `choice`, nothing worked out yet.
    pub fn showing(choice: ShownStrategy) -> StrategyTab {
        StrategyTab {
            choice,
            ..StrategyTab::default()
        }
    }

    /// The strategy shown, once worked out.
    pub fn shown(&self) -> Option<&Arc<Worked>> {
        self.worked.get(&self.choice)
    }

    /// The strategy of the kind shown for `side` (X's from the opening shown), if worked out.
    fn for_side(&self, side: Player) -> Option<&Arc<Worked>> {
        self.worked.get(&ShownStrategy { side, ..self.choice })
    }

    /// Works out the strategy of the kind shown for both sides, where not done yet: each takes a
    /// millisecond or two.
    pub fn prepare(&mut self) {
        for side in [Player::X, Player::O] {
            let choice = ShownStrategy { side, ..self.choice };
            self.worked
                .entry(choice)
                .or_insert_with(|| Arc::new(Worked::of(choice)));
        }
    }

    /// Carries out `action`.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::Choose(choice) => {
                self.choice = choice;
                self.prepare();
            }
        }
    }

    /// Shows the strategy's move for the side to move on `board`, the game's, until the next move.
    pub fn hint(&mut self, board: Board) {
        self.prepare();
        self.hint_on = Some(board);
    }

    /// The move the strategy shown (its kind, for the side to move) makes on `board`, the game's, while
    /// a hint was asked on this board.
    pub fn hinted_move(&self, board: Board) -> Option<Cell> {
        (self.hint_on == Some(board)).then_some(())?;
        self.for_side(board.to_move()?)?.strategy.move_on(board)
    }

    /// Where a hint was asked on the game's board (after `played`, from the empty board) and the
    /// strategy shown (its kind, for the side to move) has no move there, because the game left it: the
    /// side to move, and where it left it (its move's number in the game, from 0, and the strategy's
    /// move there).
    pub fn hint_left(&self, played: &[Cell]) -> Option<(Player, Option<(usize, Cell)>)> {
        let board = played
            .iter()
            .try_fold(Board::EMPTY, |board, &cell| board.play(cell).ok())?;
        (self.hint_on == Some(board)).then_some(())?;
        let side = board.to_move()?;
        let worked = self.for_side(side)?;
        worked.strategy.move_on(board).is_none().then_some(())?;
        Some((side, self.left_strategy(side, played)))
    }

    /// The first of `side`'s moves in `played` (from the empty board) where it left the strategy of the
    /// kind shown, once worked out: its number in the game (from 0) and the strategy's move there.
    pub fn left_strategy(&self, side: Player, played: &[Cell]) -> Option<(usize, Cell)> {
        let worked = self.for_side(side)?;
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
