//! `analyze --json`: one JSON object per board, on one line, in the field order of the contract; and
//! the cells every command's JSON writes.

use crate::board::{Board, Cell, Player};
use crate::engines::Decision;
use crate::output::json::{Array, Object, array};
use crate::table;

/// The JSON object for one board; `search` is the live engine's answer, if one was asked for.
pub fn analysis(board: Board, search: Option<&Decision>) -> Object {
    let entry = table::probe(board);
    let player = |p: Option<Player>| p.map(|p| p.to_string());
    let moves = table::moves(board).map(|(c, outcome)| {
        Object::new()
            .field("move", cell(c))
            .field("value", outcome.value())
            .field("plies", outcome.plies)
    });
    Object::new()
        .field("board", board.to_string())
        .field("to_move", player(board.to_move()))
        .field("winner", player(board.winner()))
        .field("terminal", board.is_terminal())
        .field("utility", board.utility())
        .field("value", entry.outcome.value())
        .field("plies", entry.outcome.plies)
        .field("best", cells(entry.best))
        .field("line", cells(table::principal_line(board)))
        .field("moves", array(moves))
        .field_if_some(
            "search",
            search.map(|d| {
                Object::new()
                    .field("engine", d.engine.name())
                    .field("value", d.found.value())
                    .field("plies", d.found.plies)
                    .field("choice", d.choice.map(cell))
                    .field("nodes", d.nodes)
                    .field("micros", d.elapsed.as_micros())
                    .field("agrees", d.agrees)
            }),
        )
}

/// A cell as JSON: `[row,col]`.
pub(super) fn cell(c: Cell) -> [usize; 2] {
    [c.row(), c.col()]
}

/// Cells as a JSON array of `[row,col]`.
pub(super) fn cells(cells: impl IntoIterator<Item = Cell>) -> Array {
    array(cells.into_iter().map(cell))
}
