//! `analyze` for people: the board drawn, whose turn, the perfect-play verdict, each legal move's
//! outcome, and the live engine's answer if one was asked for.

use std::fmt::Write as _;

use crate::board::{Board, Cell};
use crate::engines::Decision;
use crate::lang::Lang;
use crate::output::numbers::thousands;
use crate::output::wrap::columns;
use crate::table;

/// The analysis of `board` in `lang`, with the live engine's answer `search` if one was asked for.
pub fn analysis(board: Board, search: Option<&Decision>, lang: Lang) -> String {
    let entry = table::probe(board);
    let mut out = String::new();
    let mut line = |label: &str, text: &str| {
        let pad = LABEL_COLUMNS.saturating_sub(columns(label));
        let _ = writeln!(out, "{label}{:pad$}{text}", "");
    };
    line(lang.pick("board", "棋盘"), &board.to_string());
    for row in 0..3 {
        let marks: Vec<String> = (0..3)
            .map(|col| {
                board
                    .get(Cell::new(row, col))
                    .map_or(".".to_string(), |p| p.to_string())
            })
            .collect();
        line("", &marks.join(" "));
    }
    line(lang.pick("turn", "轮次"), &turn(board, lang));
    line(lang.pick("verdict", "结论"), &entry.outcome.words(lang));
    if !entry.best.is_empty() {
        let best: Vec<String> = entry.best.into_iter().map(|c| c.to_string()).collect();
        line(lang.pick("best", "最佳"), &best.join("  "));
        let principal: Vec<String> = table::principal_line(board).iter().map(|c| c.to_string()).collect();
        line(lang.pick("line", "主要变例"), &principal.join("  "));
    }
    // Each move with its outcome, counted from this board, the move included.
    for (i, (cell, outcome)) in table::moves(board).enumerate() {
        let label = if i == 0 { lang.pick("moves", "着法") } else { "" };
        let mark = if entry.best.contains(cell) {
            lang.pick("  (best)", "（最佳）")
        } else {
            ""
        };
        line(label, &format!("{cell} → {}{mark}", outcome.of_move().words(lang)));
    }
    if let Some(d) = search {
        let choice = match d.choice {
            Some(c) => lang.pick(format!("plays {c}"), format!("走 {c}")),
            None => lang.pick("no move", "无着法").to_string(),
        };
        let (engine, found, nodes, micros) = (
            d.engine.name(),
            d.found.words(lang),
            thousands(d.nodes),
            thousands(d.elapsed.as_micros() as u64),
        );
        let verdict = d.verdict().words(lang);
        line(
            lang.pick("search", "搜索"),
            &lang.pick(
                format!(
                    "{engine}: {found}, {choice}, {nodes} {}, {micros} µs, {verdict}",
                    nodes_word(d.nodes)
                ),
                format!("{engine}：{found}，{choice}，{nodes} 个结点，{micros} µs，{verdict}"),
            ),
        );
    }
    out
}

/// How wide the labels' column is, in terminal columns.
const LABEL_COLUMNS: usize = 9;

fn nodes_word(n: u64) -> &'static str {
    if n == 1 { "node" } else { "nodes" }
}

/// Whose turn it is, or how the game ended: "O to move", "game over: X wins", "game over: draw".
pub(super) fn turn(board: Board, lang: Lang) -> String {
    match (board.to_move(), board.winner()) {
        (Some(player), _) => lang.pick(format!("{player} to move"), format!("轮到 {player}")),
        (None, Some(winner)) => lang.pick(format!("game over: {winner} wins"), format!("对局结束：{winner} 获胜")),
        (None, None) => lang.pick("game over: draw", "对局结束：平局").to_string(),
    }
}
