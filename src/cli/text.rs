//! `analyze` for people: the board drawn, whose turn, the perfect-play verdict, each legal move's
//! outcome, and the live engine's answer if one was asked for.

use std::fmt::Write as _;

use crate::board::{Board, Cell};
use crate::engines::Decision;
use crate::output::numbers::{count, thousands};
use crate::table;

pub fn analysis(board: Board, search: Option<&Decision>) -> String {
    let entry = table::probe(board);
    let mut out = String::new();
    let _ = writeln!(out, "board    {board}");
    for row in 0..3 {
        let marks: Vec<String> = (0..3)
            .map(|col| {
                board
                    .get(Cell::new(row, col))
                    .map_or(".".to_string(), |p| p.to_string())
            })
            .collect();
        let _ = writeln!(out, "         {}", marks.join(" "));
    }
    let _ = writeln!(out, "turn     {}", turn(board));
    let _ = writeln!(out, "verdict  {}", entry.outcome);
    if !entry.best.is_empty() {
        let best: Vec<String> = entry.best.into_iter().map(|c| c.to_string()).collect();
        let _ = writeln!(out, "best     {}", best.join("  "));
        let line: Vec<String> = table::principal_line(board).iter().map(|c| c.to_string()).collect();
        let _ = writeln!(out, "line     {}", line.join("  "));
    }
    // Each move with the outcome of the board after it, as in the JSON.
    for (i, (cell, outcome)) in table::moves(board).enumerate() {
        let label = if i == 0 { "moves" } else { "" };
        let mark = if entry.best.contains(cell) { "  (best)" } else { "" };
        let _ = writeln!(out, "{label:<8} {cell} → {outcome}{mark}");
    }
    if let Some(d) = search {
        let choice = d.choice.map_or("no move".to_string(), |c| format!("plays {c}"));
        let verdict = if d.agrees {
            "agrees with the table"
        } else {
            "DISAGREES with the table"
        };
        let _ = writeln!(
            out,
            "search   {}: {}, {choice}, {}, {} µs, {verdict}",
            d.engine.name(),
            d.outcome,
            count(d.nodes, "node"),
            thousands(d.elapsed.as_micros() as u64)
        );
    }
    out
}

/// Whose turn it is, or how the game ended: "O to move", "game over: X wins", "game over: draw".
pub(super) fn turn(board: Board) -> String {
    match (board.to_move(), board.winner()) {
        (Some(player), _) => format!("{player} to move"),
        (None, Some(winner)) => format!("game over: {winner} wins"),
        (None, None) => "game over: draw".to_string(),
    }
}
