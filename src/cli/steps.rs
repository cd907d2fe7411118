//! `tictactoe steps`: every step of a search as its pseudocode runs. JSON lines for scripts, one per
//! step; for people one line per step, indented by the depth of its call, the pseudocode line first,
//! like a debugger's log.

use std::io::{self, Write};

use super::json;
use crate::lang::Lang;
use crate::output::json::Object;
use crate::output::numbers::{count, thousands};
use crate::search::{Event, Score, Step, Steps};

/// Writes every step of `steps`, as JSON lines or as text for people in `lang`.
pub fn write(steps: &Steps, json: bool, lang: Lang, out: &mut dyn Write) -> io::Result<()> {
    if !json {
        let (calls, all) = (steps.calls().len() as u64, steps.steps().len() as u64);
        writeln!(
            out,
            "{}",
            lang.pick(
                format!(
                    "{} and {}; the lines are those of tictactoe pseudocode",
                    count(calls, "call"),
                    count(all, "step")
                ),
                format!(
                    "{} 次调用，{} 步；行号是 tictactoe pseudocode 所印的行",
                    thousands(calls),
                    thousands(all)
                ),
            )
        )?;
    }
    for (at, step) in steps.steps().iter().enumerate() {
        match json {
            true => json_line(steps, at, step, out)?,
            false => text_line(steps, step, lang, out)?,
        }
    }
    Ok(())
}

fn json_line(steps: &Steps, at: usize, step: &Step, out: &mut dyn Write) -> io::Result<()> {
    let call = steps.call_of(step);
    let mut line = Object::new()
        .field("step", at)
        .field("line", step.line)
        .field("event", step.event.kind().name())
        .field("depth", call.depth)
        .field("board", call.board.to_string())
        .field("player", call.player().to_string());
    line = match step.event {
        Event::Call { .. } | Event::Terminal { .. } | Event::Alpha { .. } | Event::Beta { .. } => line,
        Event::Try { action } => line.field("move", json::cell(action)),
        Event::Value { child, .. } => line.field("child", child.get()),
        Event::Remembered { bound, .. } | Event::Return { bound, .. } => line.field("bound", bound.name()),
        Event::Cut { reason, rest } => line
            .field("reason", reason.name())
            .field("rest", json::cells(rest.cells())),
    };
    let number = |score: Option<Score>| score.map(Score::get);
    let line = line
        .field("alpha", number(step.alpha))
        .field("beta", number(step.beta))
        .field("v", number(step.v));
    writeln!(out, "{line}")
}

fn text_line(steps: &Steps, step: &Step, lang: Lang, out: &mut dyn Write) -> io::Result<()> {
    let call = steps.call_of(step);
    let indent = "  ".repeat(usize::from(call.depth));
    writeln!(out, "{:>4}  {indent}{}", step.line, steps.describe(step, lang))
}
