//! `tictactoe ladder`: one position searched by every rung of the enhancement ladder. JSON lines for
//! scripts, one per rung; for people a table with a bar of each rung's nodes on a log scale, and what
//! each rung adds.

use std::io::{self, Write};

use super::{json, text};
use crate::board::Board;
use crate::engines::{Decision, Rung, ladder};
use crate::lang::Lang;
use crate::output::json::Object;
use crate::output::numbers::thousands;
use crate::output::wrap::{columns, wrap};
use crate::table;

/// Blocks of the bar for each factor of ten in the nodes: 549,946 nodes draw 29 of them, 1 node none.
const BLOCKS_PER_DECADE: f64 = 5.0;

/// Searches `board` with every rung and writes what each found, for people in `lang`.
pub fn write(board: Board, json: bool, lang: Lang, out: &mut dyn Write) -> io::Result<()> {
    let rungs = ladder(board);
    if json {
        for found in &rungs {
            writeln!(out, "{}", json_line(found))?;
        }
        return Ok(());
    }
    let (turn, verdict) = (text::turn(board, lang), table::probe(board).outcome.words(lang));
    writeln!(
        out,
        "{}",
        lang.pick(
            format!("board    {board}  {turn}; perfect play: {verdict}"),
            format!("棋盘     {board}  {turn}；完美对弈：{verdict}"),
        )
    )?;
    writeln!(out)?;
    let heading = [
        lang.pick("rung", "阶梯"),
        lang.pick("nodes", "结点数"),
        lang.pick("log scale", "对数刻度"),
        lang.pick("found", "结论"),
        lang.pick("move", "着法"),
        lang.pick("table", "对照表"),
        lang.pick("time", "用时"),
    ]
    .map(str::to_string);
    let mut rows = vec![heading];
    for found in &rungs {
        let agreement = found.verdict().mark(lang);
        rows.push([
            rung_of(found).step_up(lang).to_string(),
            thousands(found.nodes),
            bar(found.nodes),
            found.found.words(lang),
            found.choice.map_or("none".to_string(), |c| c.to_string()),
            agreement.to_string(),
            format!("{} µs", thousands(found.elapsed.as_micros() as u64)),
        ]);
    }
    let widths: Vec<usize> = (0..7)
        .map(|column| rows.iter().map(|row| columns(&row[column])).max().unwrap_or(0))
        .collect();
    for row in &rows {
        let mut line = String::new();
        for (column, cell) in row.iter().enumerate() {
            let pad = widths[column] - columns(cell);
            match column {
                // The counts line up on the right, the rest on the left.
                1 => line.push_str(&format!("{:pad$}{cell}  ", "")),
                _ => line.push_str(&format!("{cell}{:pad$}  ", "")),
            }
        }
        writeln!(out, "{}", line.trim_end())?;
    }
    writeln!(out)?;
    let label_width = widths[0];
    for found in &rungs {
        let mut label = rung_of(found).step_up(lang);
        for line in wrap(rung_of(found).idea(lang), IDEA_WIDTH - label_width - 2) {
            let pad = label_width - columns(label);
            writeln!(out, "{label}{:pad$}  {line}", "")?;
            label = "";
        }
    }
    Ok(())
}

/// The rung that found a result of the ladder.
fn rung_of(found: &Decision) -> Rung {
    found.engine.rung().expect("every rung of the ladder is a search")
}

/// How wide the lines of the ideas are, labels included.
const IDEA_WIDTH: usize = 100;

/// The nodes as a bar on a log scale.
fn bar(nodes: u64) -> String {
    let blocks = ((nodes.max(1) as f64).log10() * BLOCKS_PER_DECADE).round() as usize;
    "█".repeat(blocks)
}

/// One rung's JSON object.
fn json_line(found: &Decision) -> Object {
    Object::new()
        .field("rung", found.engine.name())
        .field("nodes", found.nodes)
        .field("micros", found.elapsed.as_micros())
        .field("value", found.found.value())
        .field("plies", found.found.plies)
        .field("choice", found.choice.map(json::cell))
        .field("agrees", found.agrees)
}
