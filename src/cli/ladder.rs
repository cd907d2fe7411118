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
use crate::output::wrap::wrap;
use crate::table;

/// Blocks of the bar for each factor of ten in the nodes: 549,946 nodes draw 29 of them, 1 node none.
const BLOCKS_PER_DECADE: f64 = 5.0;

/// Searches `board` with every rung and writes what each found.
pub fn write(board: Board, json: bool, out: &mut dyn Write) -> io::Result<()> {
    let rungs = ladder(board);
    if json {
        for found in &rungs {
            writeln!(out, "{}", json_line(found))?;
        }
        return Ok(());
    }
    writeln!(
        out,
        "board    {board}  {}; perfect play: {}",
        text::turn(board),
        table::probe(board).outcome
    )?;
    writeln!(out)?;
    let bars: Vec<String> = rungs.iter().map(|s| bar(s.nodes)).collect();
    let label_width = width("rung", rungs.iter().map(|s| rung_of(s).step_up().chars().count()));
    let nodes_width = width("nodes", rungs.iter().map(|s| thousands(s.nodes).len()));
    let bar_width = width("log scale", bars.iter().map(|b| b.chars().count()));
    let outcome_width = width("found", rungs.iter().map(|s| s.outcome.to_string().len()));
    writeln!(
        out,
        "{:<label_width$}  {:>nodes_width$}  {:<bar_width$}  {:<outcome_width$}  move  table      time",
        "rung", "nodes", "log scale", "found"
    )?;
    for (found, bar) in rungs.iter().zip(&bars) {
        writeln!(
            out,
            "{:<label_width$}  {:>nodes_width$}  {bar:<bar_width$}  {:<outcome_width$}  {:<4}  {:<9}  {} µs",
            rung_of(found).step_up(),
            thousands(found.nodes),
            found.outcome.to_string(),
            found.choice.map_or("none".to_string(), |c| c.to_string()),
            if found.agrees { "agrees" } else { "DISAGREES" },
            thousands(found.elapsed.as_micros() as u64)
        )?;
    }
    writeln!(out)?;
    for found in &rungs {
        let mut label = rung_of(found).step_up();
        for line in wrap(rung_of(found).idea(Lang::En), IDEA_WIDTH - label_width - 2) {
            writeln!(out, "{label:<label_width$}  {line}")?;
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

/// A column's width: its widest entry, and at least its heading.
fn width(heading: &str, entries: impl Iterator<Item = usize>) -> usize {
    entries.chain([heading.chars().count()]).max().unwrap_or(0)
}

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
        .field("value", found.outcome.value())
        .field("plies", found.outcome.plies)
        .field("choice", found.choice.map(json::cell))
        .field("agrees", found.agrees)
}
