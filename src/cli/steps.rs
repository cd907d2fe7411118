//! `tictactoe steps`: every step of a search as its pseudocode runs. JSON lines for scripts, one per
//! step; for people one line per step, indented by the depth of its call, the pseudocode line first,
//! like a debugger's log.

use std::io::{self, Write};

use super::json;
use crate::output::numbers::count;
use crate::search::{Detail, Score, Step, Steps};

/// Writes every step of `steps`, as JSON lines or as text for people.
pub fn write(steps: &Steps, json: bool, out: &mut dyn Write) -> io::Result<()> {
    if !json {
        writeln!(
            out,
            "{} and {}; the lines are those of tictactoe pseudocode",
            count(steps.calls().len() as u64, "call"),
            count(steps.steps().len() as u64, "step"),
        )?;
    }
    for (at, step) in steps.steps().iter().enumerate() {
        match json {
            true => json_line(steps, at, step, out)?,
            false => text_line(steps, step, out)?,
        }
    }
    Ok(())
}

fn json_line(steps: &Steps, at: usize, step: &Step, out: &mut dyn Write) -> io::Result<()> {
    let call = steps.call_of(step);
    write!(
        out,
        "{{\"step\":{at},\"line\":{},\"event\":\"{}\",\"depth\":{},\"board\":\"{}\",\"player\":\"{}\"",
        step.line,
        step.event.name(),
        call.depth,
        call.board,
        call.player()
    )?;
    match step.detail {
        Detail::None => {}
        Detail::Move(cell) => write!(out, ",\"move\":{}", json::cell(cell))?,
        Detail::Child(child) => write!(out, ",\"child\":{}", child.get())?,
        Detail::Bound(bound) => write!(out, ",\"bound\":\"{}\"", bound.name())?,
        Detail::Cut(reason, rest) => {
            let rest: Vec<String> = rest.cells().map(json::cell).collect();
            write!(out, ",\"reason\":\"{}\",\"rest\":[{}]", reason.name(), rest.join(","))?
        }
    }
    let number = |score: Option<Score>| score.map_or("null".to_string(), |s| s.get().to_string());
    writeln!(
        out,
        ",\"alpha\":{},\"beta\":{},\"v\":{}}}",
        number(step.alpha),
        number(step.beta),
        number(step.v)
    )
}

fn text_line(steps: &Steps, step: &Step, out: &mut dyn Write) -> io::Result<()> {
    let call = steps.call_of(step);
    let indent = "  ".repeat(usize::from(call.depth));
    writeln!(out, "{:>4}  {indent}{}", step.line, steps.describe(step))
}
