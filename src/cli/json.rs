//! `analyze --json`: one JSON object per board, on one line, in the field order of the contract.

use std::fmt::Write as _;

use crate::board::{Board, Cell, Player};
use crate::engines::Decision;
use crate::table;

/// The JSON object for one board; `search` is the live engine's answer, if one was asked for.
pub fn analysis(board: Board, search: Option<&Decision>) -> String {
    let entry = table::probe(board);
    let mut out = String::new();
    let player = |p: Option<Player>| p.map_or("null".to_string(), |p| format!("\"{p}\""));
    let _ = write!(
        out,
        "{{\"board\":\"{board}\",\"to_move\":{},\"winner\":{},\"terminal\":{},\"utility\":{},\"value\":{},\"plies\":{},\"best\":[{}],\"line\":[{}],\"moves\":[{}]",
        player(board.to_move()),
        player(board.winner()),
        board.is_terminal(),
        board.utility().map_or("null".to_string(), |u| u.to_string()),
        entry.outcome.value(),
        entry.outcome.plies,
        list(entry.best.into_iter().map(cell)),
        list(table::principal_line(board).into_iter().map(cell)),
        list(table::moves(board).map(|(c, outcome)| format!(
            "{{\"move\":{},\"value\":{},\"plies\":{}}}",
            cell(c),
            outcome.value(),
            outcome.plies
        ))),
    );
    if let Some(d) = search {
        let _ = write!(
            out,
            ",\"search\":{{\"engine\":\"{}\",\"value\":{},\"plies\":{},\"choice\":{},\"nodes\":{},\"micros\":{},\"agrees\":{}}}",
            d.engine.name(),
            d.outcome.value(),
            d.outcome.plies,
            cell_or_null(d.choice),
            d.nodes,
            d.elapsed.as_micros(),
            d.agrees,
        );
    }
    out.push('}');
    out
}

/// A cell as JSON: `[row,col]`.
pub(super) fn cell(c: Cell) -> String {
    format!("[{},{}]", c.row(), c.col())
}

/// A cell as JSON, or `null` for none.
pub(super) fn cell_or_null(c: Option<Cell>) -> String {
    c.map_or("null".to_string(), cell)
}

fn list(items: impl Iterator<Item = String>) -> String {
    items.collect::<Vec<_>>().join(",")
}
