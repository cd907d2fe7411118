//! A strategy drawn as xkcd 832 draws perfect play: a board with the move to make, and in each empty
//! cell the board after the other side replies there, drawn small, with the next move to make in it,
//! and so on to the end of every game. One layout, in a unit square, which the window, the SVG and the
//! PNG each draw.

use super::Strategy;
use crate::board::{Board, Cell};

/// One board of the map.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Drawn {
    /// Its left edge, in the unit square.
    pub x: f32,
    /// Its top edge.
    pub y: f32,
    /// Its side.
    pub side: f32,
    /// The position.
    pub board: Board,
    /// The move the strategy makes there, drawn large; `None` where its side does not move.
    pub chosen: Option<Cell>,
}

impl Drawn {
    /// The square of `cell`, as (x, y, side).
    pub fn cell(&self, cell: Cell) -> (f32, f32, f32) {
        let third = self.side / 3.0;
        (
            self.x + cell.col() as f32 * third,
            self.y + cell.row() as f32 * third,
            third,
        )
    }
}

/// The whole map: the boards from the largest to the smallest, each after the board it lies in.
#[derive(Clone, Debug, PartialEq)]
pub struct Map {
    /// Every board drawn, each after the one it lies in.
    pub boards: Vec<Drawn>,
}

/// How far inside its cell a nested board is drawn, as a share of the cell: room for its lines.
const INSET: f32 = 0.1;

impl Map {
    /// The map of `strategy`: from the empty board for X; for O, the empty board with each of X's
    /// openings in its cell.
    pub fn of(strategy: &Strategy) -> Map {
        let mut map = Map { boards: Vec::new() };
        map.draw(strategy, Board::EMPTY, 0.0, 0.0, 1.0);
        map
    }

    fn draw(&mut self, strategy: &Strategy, board: Board, x: f32, y: f32, side: f32) {
        let chosen = match board.is_terminal() || board.next_player() != strategy.side {
            true => None,
            false => strategy.move_on(board),
        };
        let drawn = Drawn {
            x,
            y,
            side,
            board,
            chosen,
        };
        self.boards.push(drawn);
        if board.is_terminal() {
            return;
        }
        // The position the other side replies to: after the strategy's move, or as it is when the other
        // side moves first.
        let before_reply = match chosen {
            Some(cell) => match board.play(cell) {
                Ok(after) => after,
                Err(_) => return,
            },
            None => board,
        };
        if before_reply.is_terminal() || before_reply.next_player() == strategy.side {
            return;
        }
        for reply in before_reply.actions() {
            let Ok(next) = before_reply.play(reply) else { continue };
            let (cx, cy, cell) = drawn.cell(reply);
            let inset = cell * INSET;
            self.draw(strategy, next, cx + inset, cy + inset, cell - 2.0 * inset);
        }
    }

    /// The smallest board drawn under the point (x, y) of the unit square, if any.
    pub fn board_at(&self, x: f32, y: f32) -> Option<&Drawn> {
        self.boards
            .iter()
            .filter(|d| d.x <= x && x <= d.x + d.side && d.y <= y && y <= d.y + d.side)
            .min_by(|a, b| a.side.total_cmp(&b.side))
    }
}
