//! The report for scripts: one JSON object whose findings are values a script can compare (moves as
//! `[r, c]`, boards as 9 characters, outcomes and scores as numbers), each failure's sentences beside
//! them in English under `says`. docs/command-line.md describes every field.

use super::super::calls::Function;
use super::super::change::ToChange;
use super::super::check50::Prediction;
use super::super::culprit::{Culprit, Expectation, Returned};
use super::super::harness::{Lost, MOST_STARTS};
use super::super::judge::{Expected, Failure, Got};
use super::super::mistake::Mistake;
use super::super::protocol::{After, Ended, PROCESSES, PythonError, Reach, Value};
use super::{FunctionReport, Note, Report, culprit, order, words};
use crate::board::{Cell, Cells};
use crate::lang::Lang;
use crate::output::json::{Array, Object, ToJson, array};

/// The whole report.
pub fn report(report: &Report) -> Object {
    let functions = report.functions.iter().map(|f| {
        Object::new()
            .field("name", f.function.name())
            .field("missing", f.missing)
            .field("checked", f.checked)
            .field("passed", f.passed)
            .field(
                "failure",
                f.failure.as_ref().map(|failure| failure_json(f, failure, report)),
            )
            .field("note", f.note.map(note))
            .field(
                "stopped",
                f.stopped.as_ref().map(|stopped| words::stopped(stopped, Lang::En)),
            )
    });
    let check50 = check50(&report.check50);
    let foreign = report
        .foreign
        .as_ref()
        .map(|foreign| super::errors::foreign(foreign, &report.file, Lang::En));
    Object::new()
        .field("file", &report.file)
        .field("ok", report.ok())
        .field("fastest", report.fastest)
        .field("only", report.scope.only.map(Function::name))
        .field("board", report.scope.board.map(|board| board.to_string()))
        .field("note", foreign)
        .field(
            "reached",
            report
                .reached
                .map(|reach| reached(reach).field("says", super::reached::warning(reach, &report.file, Lang::En))),
        )
        .field("functions", array(functions))
        .field(
            "fix_order",
            array(order::fix_order(&report.functions).iter().map(|f| f.function.name())),
        )
        .field(
            "mistakes",
            array(Mistake::of(&report.functions).into_iter().map(Mistake::id)),
        )
        .field("check50", check50)
        .field(
            "slowest",
            report.slowest.map(|slowest| {
                Object::new()
                    .field("board", slowest.board.to_string())
                    .field("seconds", slowest.seconds)
                    .field("finished", slowest.finished)
            }),
        )
}

/// What check50 will print: how many of its checks of the functions pass, which do not, and, for a file
/// that does not import, why its "imports" check fails.
pub fn check50(prediction: &Prediction) -> Object {
    Object::new()
        .field("passed", prediction.passed())
        .field("failed", array(prediction.failed()))
        .field_if_some("imports", prediction.unimported.as_deref())
}

fn note(note: Note) -> &'static str {
    match note {
        Note::NeverReturnedBoard => {
            "result never returned a board: it raised on every action, the legal ones too (raising is right only \
             for a taken cell or one off the board)"
        }
    }
}

/// A failure: the call, what it got and what was expected as values, the sentences that say them, and
/// what the check found of it.
fn failure_json(f: &FunctionReport, failure: &Failure, report: &Report) -> Object {
    let fresh = f.fresh.as_ref().map(|fresh| {
        Object::new()
            .field("got", got(&fresh.got, &report.file))
            .field("right", fresh.right)
    });
    let others = f.others.iter().map(|other| {
        let culprit = other.search.as_ref().and_then(|search| search.culprit.as_ref().ok());
        failure_fields(&other.failure, (other.line, other.change), report)
            .field("count", other.count)
            .field_if_some("culprit", culprit.map(|found| culprit_json(found, report)))
    });
    let mut object = failure_fields(failure, (f.line, f.change), report)
        .field("others", array(others))
        .field("pattern", f.pattern.map(|pattern| pattern.name()))
        .field("because_of", f.because_of.map(Function::name))
        .field_if_some("tied_to", f.tied_to.map(Function::name))
        .field_if_some("fresh", fresh);
    if let Some(search) = &f.search {
        object = object
            .field(
                "culprit",
                search.culprit.as_ref().ok().map(|found| culprit_json(found, report)),
            )
            .field("visited", search.visited);
    }
    object
}

/// A failure's own fields: its board, the call, what it got and what was expected as values and as
/// sentences, the learner's line it returned from and its text, the line to change, and why that
/// matters.
fn failure_fields(failure: &Failure, (line, to_change): (Option<u32>, Option<ToChange>), report: &Report) -> Object {
    let says = Object::new()
        .field("got", words::got(failure, report.context(), Lang::En))
        .field("expected", words::expected(&failure.expected, Lang::En));
    Object::new()
        .field("board", failure.call.board.to_string())
        .field("call", words::call(failure, Lang::En))
        .field("got", got(&failure.got, &report.file))
        .field("expected", expected(&failure.expected))
        .field("says", says)
        .field("line", line)
        .field("source", line.and_then(|number| report.source.line(number)))
        .field("change", change(to_change.map(|change| change.line), report))
        .field_if_some("why", words::failure_why(failure, to_change, &report.source, Lang::En))
}

/// The line to change: `{"line": 12, "source": "new = list(board)"}`, or null where none was found.
fn change(line: Option<u32>, report: &Report) -> Option<Object> {
    line.map(|number| {
        Object::new()
            .field("line", number)
            .field("source", report.source.line(number))
    })
}

/// What a call got: `{"returned": VALUE}`, `{"raised": ERROR}`, `{"timed_out": SECONDS}` (of CPU time),
/// `{"waited": SECONDS}` (with almost no CPU time spent), `{"exited":
/// {"code": N}}` or `{"exited": {"signal": N}}`, `{"too_many_processes": N}`, `{"out_of_memory": true}`
/// (its processes together went past the cgroup's memory limit), `{"unreadable": LINE}`, `{"too_long": BYTES}`,
/// `{"not_started": N}`, `{"changed": BOARD}` (null when it is no longer a board), or `{"reached": REACH}` (the
/// file's code had reached into the checker).
fn got(got: &Got, file: &str) -> Object {
    match got {
        Got::Returned(returned) => Object::new().field("returned", value(returned)),
        Got::Raised(raised) => Object::new().field("raised", error(raised, file)),
        Got::Lost(Lost::TimedOut(limit)) => Object::new().field("timed_out", limit.as_secs_f64()),
        Got::Lost(Lost::Waited(waited)) => Object::new().field("waited", waited.as_secs_f64()),
        Got::Lost(Lost::Ended(Ended::TooManyProcesses)) => Object::new().field("too_many_processes", PROCESSES),
        Got::Lost(Lost::Ended(Ended::OutOfMemory)) => Object::new().field("out_of_memory", true),
        Got::Lost(Lost::Ended(Ended::Code(code))) => Object::new().field("exited", Object::new().field("code", *code)),
        Got::Lost(Lost::Ended(Ended::Signal(signal))) => {
            Object::new().field("exited", Object::new().field("signal", *signal))
        }
        Got::Lost(Lost::Unreadable(line)) => Object::new().field("unreadable", line),
        Got::Lost(Lost::TooLong(cap)) => Object::new().field("too_long", *cap),
        Got::Lost(Lost::NotStarted) => Object::new().field("not_started", MOST_STARTS),
        Got::Changed(After::Board(grid)) => Object::new().field("changed", grid.to_string()),
        Got::Changed(_) => Object::new().field("changed", None::<&str>),
        Got::Reached(reach) => Object::new().field("reached", reached(*reach)),
    }
}

/// How the file's code reached into the checker: `{"event": "sys._getframe", "line": 12}` (`line`: of
/// the file, or null when the file's own lines were not on the stack).
fn reached(reach: Reach) -> Object {
    Object::new().field("event", reach.way.name()).field("line", reach.line)
}

/// An exception: `{"type": "ValueError", "message": "taken", "line": 40, "says": "ValueError: taken
/// (tictactoe.py, line 40)"}`.
fn error(error: &PythonError, file: &str) -> Object {
    Object::new()
        .field("type", &error.name)
        .field("message", &error.message)
        .field("line", error.line)
        .field("says", words::error(error, file))
}

/// A value as a script compares it: None as null, a bool, a number (`"inf"`, `"-inf"`, null for nan),
/// a mark `"X"`, a move `[r, c]`, a board of 9 characters, moves as `{"moves": [[r, c], ...], "in":
/// "list"}`, anything else as `{"type": "list", "repr": "[2, 1]"}`.
fn value(value: &Value) -> ValueJson<'_> {
    ValueJson(value)
}

struct ValueJson<'a>(&'a Value);

impl ToJson for ValueJson<'_> {
    fn write_json(&self, out: &mut String) {
        match self.0 {
            Value::None => out.push_str("null"),
            Value::Bool(value) => value.write_json(out),
            Value::Int(n) => n.write_json(out),
            Value::Float(x, _) | Value::Scored(x, _) => x.write_json(out),
            Value::Mark(player) => player.to_string().write_json(out),
            Value::Move(i, j) => [*i, *j].write_json(out),
            Value::Moves { container, moves } => Object::new()
                .field("moves", array(moves.iter().map(|&(i, j)| [i, j])))
                .field("in", container)
                .write_json(out),
            Value::Board(grid) => grid.to_string().write_json(out),
            Value::Other { type_name, repr, .. } => Object::new()
                .field("type", type_name)
                .field("repr", repr)
                .write_json(out),
        }
    }
}

/// What was expected: a mark or null, moves as a set `{"moves": [[r, c], ...], "in": "set"}`, a board,
/// `{"raises": true}`, a bool, a number, or for minimax `{"one_of": [[r, c], ...], "value": V}` (with
/// `"plies"` when the fastest win is asked).
fn expected(expected: &Expected) -> ExpectedJson {
    ExpectedJson(*expected)
}

struct ExpectedJson(Expected);

impl ToJson for ExpectedJson {
    fn write_json(&self, out: &mut String) {
        match self.0 {
            Expected::Mark(player) => player.map(|p| p.to_string()).write_json(out),
            Expected::Moves(cells) => Object::new()
                .field("moves", moves(cells))
                .field("in", "set")
                .write_json(out),
            Expected::Board(board) | Expected::Unchanged(board) => board.to_string().write_json(out),
            Expected::Raises { .. } => Object::new().field("raises", true).write_json(out),
            Expected::Bool(value) => value.write_json(out),
            Expected::Utility(value) => value.write_json(out),
            Expected::NoMove => out.push_str("null"),
            Expected::Keeping { value, moves: cells } => Object::new()
                .field("one_of", moves(cells))
                .field("value", value)
                .write_json(out),
            Expected::Best { outcome, moves: cells } => Object::new()
                .field("one_of", moves(cells))
                .field("value", outcome.value())
                .field("plies", outcome.plies)
                .write_json(out),
        }
    }
}

fn moves(cells: Cells) -> Array {
    array(cells.into_iter().map(cell))
}

fn cell(cell: Cell) -> [usize; 2] {
    [cell.row(), cell.col()]
}

/// The call that went wrong: its numbers as numbers (`"inf"` and `"-inf"` for the infinities), moves as
/// `[r, c]`, and what it should have returned: a number, `{"at_most": N}`, `{"at_least": N}` or
/// `{"one_of": [[r, c], ...]}`.
fn culprit_json(found: &Culprit, report: &Report) -> Object {
    let args = found
        .args
        .iter()
        .fold(Object::new(), |args, (name, value)| args.field(name, *value));
    let children = found.children.iter().map(|tried| {
        Object::new()
            .field("move", tried.cell.map(cell))
            .field("board", tried.board.to_string())
            .field("returned", tried.value)
    });
    let returned = match found.returned {
        Returned::Value(number, _) => Either::Number(number),
        Returned::Move(played) => Either::Move(played),
        Returned::Other => Either::Null,
    };
    let expected = match found.expected {
        Expectation::Value(number) => Either::Number(number),
        Expectation::AtMost(alpha) => Either::Object(Object::new().field("at_most", alpha)),
        Expectation::AtLeast(beta) => Either::Object(Object::new().field("at_least", beta)),
        Expectation::Keeping { moves: cells, .. } => Either::Object(Object::new().field("one_of", moves(cells))),
    };
    Object::new()
        .field("function", &found.function)
        .field("board", found.board.to_string())
        .field("args", args)
        .field("returned", returned)
        .field("expected", expected)
        .field("children", array(children))
        .field("line", found.line)
        .field("source", found.line.and_then(|number| report.source.line(number)))
        .field("change", change(found.change.line(), report))
        .field("why", culprit::why(found, Lang::En))
        .field(
            "says",
            Object::new().field("expected", culprit::expected(found.expected, Lang::En)),
        )
}

/// A culprit's value: a number, a move, nothing, or an object that says what kind of value.
enum Either {
    Number(f64),
    Move(Cell),
    Null,
    Object(Object),
}

impl ToJson for Either {
    fn write_json(&self, out: &mut String) {
        match self {
            Either::Number(number) => number.write_json(out),
            Either::Move(played) => cell(*played).write_json(out),
            Either::Null => out.push_str("null"),
            Either::Object(object) => object.write_json(out),
        }
    }
}
