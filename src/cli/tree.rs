//! `tictactoe tree`: a search's trace as JSON lines for scripts, a graphviz digraph, or an indented
//! outline for people. Every format lists the same entries in visit order, the root first.

use std::io::{self, Write};

use super::json;
use crate::lang::Lang;
use crate::output::json::Object;
use crate::output::numbers::{count, thousands};
use crate::search::{Node, Trace, Visit};

/// How `tree` writes a trace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// An indented outline for people.
    Text,
    /// One JSON object per entry.
    Json,
    /// A graphviz digraph.
    Dot,
}

impl Format {
    /// Every format, by the name `--format` takes.
    pub const ALL: [(Format, &'static str); 3] = [(Format::Text, "text"), (Format::Json, "json"), (Format::Dot, "dot")];
}

/// Writes the entries of `trace` at most `depth` moves below the root (all without a depth).
pub fn write(trace: &Trace, format: Format, depth: Option<u32>, out: &mut dyn Write) -> io::Result<()> {
    let shown = trace
        .nodes()
        .iter()
        .enumerate()
        .filter(|(_, node)| depth.is_none_or(|depth| u32::from(node.depth) <= depth));
    match format {
        Format::Json => {
            for (id, node) in shown {
                json_line(id, node, out)?;
            }
        }
        Format::Text => {
            writeln!(
                out,
                "{} visited, {} pruned",
                count(trace.visited_in(0), "position"),
                count(trace.pruned_in(0), "move")
            )?;
            for (id, node) in shown {
                text(trace, id, node, out)?;
            }
        }
        Format::Dot => {
            writeln!(out, "digraph tree {{")?;
            writeln!(out, "  node [shape=box, fontname=\"monospace\"];")?;
            for (id, node) in shown {
                dot(id, node, out)?;
            }
            writeln!(out, "}}")?;
        }
    }
    Ok(())
}

fn json_line(id: usize, node: &Node, out: &mut dyn Write) -> io::Result<()> {
    let line = Object::new()
        .field("id", id)
        .field("parent", node.parent)
        .field("move", node.cell.map(json::cell))
        .field("board", node.board.to_string())
        .field("depth", node.depth);
    let line = match &node.visit {
        Visit::Searched(found) => line
            .field("alpha", found.window.map(|(alpha, _)| alpha.get()))
            .field("beta", found.window.map(|(_, beta)| beta.get()))
            .field("score", found.score.get())
            .field("bound", found.bound.name())
            .field("pruned", false)
            .field_if_some("tt", found.remembered.then_some(true)),
        Visit::Pruned { .. } => line.field("pruned", true),
    };
    writeln!(out, "{line}")
}

/// One line of the outline: the move, the board, and what the search found or why it never looked.
fn text(trace: &Trace, id: usize, node: &Node, out: &mut dyn Write) -> io::Result<()> {
    let indent = "  ".repeat(node.depth as usize);
    let cell = node.cell.map_or("root".to_string(), |c| c.to_string());
    write!(out, "{indent}{cell:<4} {}  ", node.board)?;
    match &node.visit {
        Visit::Searched(found) => {
            write!(out, "{:+} {}", found.score.get(), found.bound.name())?;
            if let Some((alpha, beta)) = found.window {
                write!(out, "  [{:+}, {:+}]", alpha.get(), beta.get())?;
            }
            if found.remembered {
                write!(out, "  remembered")?;
            }
            let below = trace.visited_in(id as u32) - 1;
            if below > 0 {
                write!(out, "  ({} below", thousands(below))?;
                match trace.pruned_in(id as u32) {
                    0 => write!(out, ")")?,
                    pruned => write!(out, ", {} pruned)", thousands(pruned))?,
                }
            }
            writeln!(out, "  {}", found.score)
        }
        Visit::Pruned { .. } => {
            let why = trace.why_pruned(id as u32, Lang::En).unwrap_or_default();
            writeln!(out, "{why}")
        }
    }
}

fn dot(id: usize, node: &Node, out: &mut dyn Write) -> io::Result<()> {
    let board = node.board.to_string();
    let rows = format!("{}\\n{}\\n{}", &board[0..3], &board[3..6], &board[6..9]);
    match &node.visit {
        Visit::Searched(found) => {
            let window = found
                .window
                .map_or(String::new(), |(a, b)| format!("\\n[{:+}, {:+}]", a.get(), b.get()));
            writeln!(
                out,
                "  n{id} [label=\"{rows}\\n{:+} {}{window}\"];",
                found.score.get(),
                found.bound.name()
            )?;
        }
        Visit::Pruned { .. } => {
            writeln!(
                out,
                "  n{id} [label=\"{rows}\\npruned\", style=dashed, color=gray, fontcolor=gray];"
            )?;
        }
    }
    if let (Some(parent), Some(cell)) = (node.parent, node.cell) {
        writeln!(out, "  n{parent} -> n{id} [label=\"{cell}\"];")?;
    }
    Ok(())
}
