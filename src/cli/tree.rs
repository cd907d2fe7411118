//! `tictactoe tree`: a search's trace as JSON lines for scripts, a graphviz digraph, or an indented
//! outline for people. Every format lists the same entries in visit order, the root first.

use std::io::{self, Write};

use super::json;
use crate::lang::Lang;
use crate::output::json::Object;
use crate::output::numbers::{count, thousands};
use crate::output::wrap::columns;
use crate::search::{Bound, Node, Trace, Visit};

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

/// Writes the entries of `trace` at most `depth` moves below the root (all without a depth), the text
/// for people in `lang`.
pub fn write(trace: &Trace, format: Format, depth: Option<u32>, lang: Lang, out: &mut dyn Write) -> io::Result<()> {
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
            let (visited, pruned) = (trace.visited_in(0), trace.pruned_in(0));
            writeln!(
                out,
                "{}",
                lang.pick(
                    format!(
                        "{} visited, {} pruned",
                        count(visited, "position"),
                        count(pruned, "move")
                    ),
                    format!(
                        "访问了 {} 个局面，剪去了 {} 个着法",
                        thousands(visited),
                        thousands(pruned)
                    ),
                )
            )?;
            for (id, node) in shown {
                text(trace, id, node, lang, out)?;
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

/// One line of the outline: the move, the board, and what the search found (a bound said as a bound)
/// or why it never looked.
fn text(trace: &Trace, id: usize, node: &Node, lang: Lang, out: &mut dyn Write) -> io::Result<()> {
    let indent = "  ".repeat(node.depth as usize);
    let cell = node.cell.map_or(lang.pick("root", "根").to_string(), |c| c.to_string());
    let pad = 4usize.saturating_sub(columns(&cell));
    write!(out, "{indent}{cell}{:pad$} {}  ", "", node.board)?;
    match &node.visit {
        Visit::Searched(found) => {
            let bound = match found.bound {
                Bound::Exact => lang.pick("exact", "精确"),
                Bound::Lower => lang.pick("lower", "下界"),
                Bound::Upper => lang.pick("upper", "上界"),
            };
            write!(out, "{} {bound}", found.score.signed())?;
            if let Some((alpha, beta)) = found.window {
                write!(out, "  [{}, {}]", alpha.signed(), beta.signed())?;
            }
            if found.remembered {
                write!(out, "  {}", lang.pick("remembered", "取自置换表"))?;
            }
            let below = trace.visited_in(id as u32) - 1;
            if below > 0 {
                let below = thousands(below);
                match trace.pruned_in(id as u32) {
                    0 => write!(
                        out,
                        "  {}",
                        lang.pick(format!("({below} below)"), format!("（下面 {below} 个）"))
                    )?,
                    pruned => {
                        let pruned = thousands(pruned);
                        write!(
                            out,
                            "  {}",
                            lang.pick(
                                format!("({below} below, {pruned} pruned)"),
                                format!("（下面 {below} 个，剪去 {pruned} 个）")
                            )
                        )?
                    }
                }
            }
            writeln!(out, "  {}", found.bound.says(found.score, node.board, lang))
        }
        Visit::Pruned { .. } => {
            let why = trace.why_pruned(id as u32, lang).unwrap_or_default();
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
