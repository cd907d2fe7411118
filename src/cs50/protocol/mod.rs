//! The one boundary with the learner's Python: every line it sends is read here, once, into typed
//! values (what a call returned, what it raised, what it did to its board, a check50 verdict, a traced
//! search), and every request and the program it runs are written here. Nothing past this module
//! reads Python's text; the report words what it found.
//!
//! The wire is one JSON value a line each way. The checker's requests, each with the `id` its reply
//! carries back:
//!
//! ```text
//! {"source":LENGTH}  then LENGTH bytes: the file's source, once, before anything else
//! {"id":7,"do":"call","function":"result","board":"X........","action":[0,0]}   (action for result only;
//!                                                        "where":true asks for the line it returned from)
//! {"id":7,"do":"fresh"}   a copy of the process as it was just after the import answers until "end"
//! {"id":7,"do":"end"}
//! {"id":7,"do":"right","right":["player","winner"]}   those functions are right ones from now on
//! {"id":7,"do":"trace","board":"X........"}           minimax, every call of the file's own recorded
//! {"id":7,"do":"check50","check50":"test_player0"}   one of check50's checks, as check50 runs it
//! {"id":7,"do":"change","function":"result","board":"X........","action":[0,0],"look":[LOOK, ...]}
//!                                    the call made again, watched: the line to change, looked for in order
//! {"id":7,"do":"locate","look":["selection","min_value",83] | ["branch","minimax",88]}
//!                                    the line to change, looked for in the source alone
//! ```
//!
//! Python's first line, then one reply for each request, in order:
//!
//! ```text
//! {"ready":true} | {"ready":true,"foreign":FOREIGN,"missing":["utility"]}   (each of the two when it applies;
//!                                   neither once the file's code has reached into the checker: every call says so)
//! {"error":"import","raised":ERROR} | {"error":"python","version":"2.7.18"}
//! {"id":7,"returned":VALUE,"after":AFTER} | {"id":7,"raised":ERROR,"after":AFTER}
//!         | {"id":7,"reached":REACH,"after":AFTER}   (the learner's code had reached into the checker: what
//!                                                    it answered is not said; every later call says so too)
//!         with "shares":"board"|"rows"|null for result, and "line":N|null when asked "where"
//! {"id":7,"done":true}                                                    fresh, end, right
//! {"id":7,"change":N,"by":K} | {"id":7,"change":null}    change (K: the place of the LOOK that found it;
//!                                                    null too once the learner's code has reached)
//! {"id":7,"change":N|null}                                                locate
//! {"id":7,"check50":"pass"} | {"id":7,"check50":"fail","rationale":"expected \"X\", not \"O\""}
//!                           | {"id":7,"check50":"error","raised":ERROR} | {"id":7,"check50":"reached","reached":REACH}
//! {"id":7,"traced":{"returned":VALUE | "raised":ERROR | "reached":REACH | "full":true, "alphabeta":N|null,
//!                   "calls":[{"depth":0,"function":"max_value","board":"X........","args":{"alpha":-2},
//!                             "returned":VALUE, "lines":{"from":N,"returned":N,"decided":N|null}}, ...],
//!                   "called":["minimax","terminal","max_value"], "line":N|null}}
//!
//! VALUE   ["none"] | ["bool",true] | ["int",1] | ["float","0.5"] | ["mark","X"] | ["move",2,1]
//!         | ["moves","set",[[0,1],[2,2]]] | ["board","X.O......"] | ["scored",VALUE,[2,1]|null]
//!         | ["other","TYPE","REPR"] | ["other","TYPE","REPR","listed_move"|"listed_moves"|"equal_mark"]
//! ERROR   {"type":"ValueError","message":"taken","line":40|null}
//! AFTER   ["same"] | ["board","X.O......"] | ["not_a_board"]
//! FOREIGN {"same_marks":true} | {"raised":ERROR} | {"returns":"REPR"|null}
//! REACH   {"event":"sys._getframe","line":12|null}   (event: a `Way`'s name; line: the file's, behind it)
//! LOOK    ["no_effect"] | ["origin"] | ["listed_move"] | ["board_membership"] | ["deciding"] | ["last_test"]
//!         | ["test"] | ["guard",VALUE] | ["sibling",[[0,2],[1,1],[2,0]]]
//! ```
//!
//! A traced argument is a number, or `"inf"`, `"-inf"` or `"nan"`. The Python side is in `python/`, one
//! file a concern, joined with the constants both sides need into the one program Python runs
//! ([`program`]).

mod json;
mod program;
mod reach;
mod request;
#[cfg(test)]
mod tests;
mod values;

use super::calls::Function;
use crate::board::Player;
pub use json::Json;
#[cfg(not(target_arch = "wasm32"))]
pub use program::TOO_MANY_PROCESSES;
pub use program::{PROCESSES, program};
pub use reach::{Reach, Way};
pub use request::{Constant, Locate, Look, REPLY_CAP, Request};
pub use values::{
    After, Answer, Ended, ErrorKind, Foreign, Grid, Imported, Lines, PythonError, Ready, Reply, Shape, Shares, Traced,
    TracedCall, Value, Verdict,
};

/// Reads Python's first line.
pub fn ready(line: &str) -> Option<Ready> {
    let json = Json::parse(line)?;
    if json.get("ready").and_then(Json::as_bool) == Some(true) {
        let foreign = match json.get("foreign") {
            None => None,
            Some(found) => Some(foreign(found)?),
        };
        let missing = match json.get("missing") {
            None => Vec::new(),
            Some(names) => names
                .as_array()?
                .iter()
                .map(|name| Function::named(name.as_str()?))
                .collect::<Option<_>>()?,
        };
        return Some(Ready::Imported(Imported { foreign, missing }));
    }
    match json.get("error")?.as_str()? {
        "import" => Some(Ready::ImportFailed(error(json.get("raised")?)?)),
        "python" => Some(Ready::Python2(json.get("version")?.as_str()?.to_string())),
        _ => None,
    }
}

/// Reads the reply to the call `id`; `None` if the line is anything else.
pub fn reply(line: &str, id: u64) -> Option<Reply> {
    let json = answer(line, id)?;
    let after = match json.get("after")?.as_array()? {
        [kind] if kind.as_str() == Some("same") => After::Same,
        [kind] if kind.as_str() == Some("not_a_board") => After::NotABoard,
        [kind, cells] if kind.as_str() == Some("board") => After::Board(Grid::read(cells.as_str()?)?),
        _ => return None,
    };
    let shares = match json.get("shares") {
        None | Some(Json::Null) => None,
        Some(shared) => Some(match shared.as_str()? {
            "board" => Shares::Board,
            "rows" => Shares::Rows,
            _ => return None,
        }),
    };
    Some(Reply {
        answer: answer_of(&json)?,
        after,
        shares,
        line: json.get("line").and_then(line_number),
        seconds: None,
    })
}

/// Whether the line is the reply to the request `id` that only says it is done (fresh, end, right).
pub fn done(line: &str, id: u64) -> bool {
    answer(line, id).is_some_and(|json| json.get("done").and_then(Json::as_bool) == Some(true))
}

/// Reads the reply to the change request `id`: the line to change and the place in the request's
/// looks of the one that found it, or none found.
pub fn change(line: &str, id: u64) -> Option<Option<(u32, usize)>> {
    let json = answer(line, id)?;
    match json.get("change")? {
        Json::Null => Some(None),
        found => {
            let by = usize::try_from(json.get("by")?.as_i64()?).ok()?;
            Some(Some((line_number(found)?, by)))
        }
    }
}

/// Reads the reply to the locate request `id`: the line to change, or none found.
pub fn located(line: &str, id: u64) -> Option<Option<u32>> {
    let json = answer(line, id)?;
    match json.get("change")? {
        Json::Null => Some(None),
        found => Some(Some(line_number(found)?)),
    }
}

/// Reads the reply to the check50 check `id`.
pub fn verdict(line: &str, id: u64) -> Option<Verdict> {
    let json = answer(line, id)?;
    match json.get("check50")?.as_str()? {
        "pass" => Some(Verdict::Pass),
        "fail" => Some(Verdict::Fail(json.get("rationale")?.as_str()?.to_string())),
        "error" => Some(Verdict::Error(error(json.get("raised")?)?)),
        "reached" => Some(Verdict::Reached(reach(json.get("reached")?)?)),
        _ => None,
    }
}

/// Reads the reply to the trace `id`.
pub fn traced(line: &str, id: u64) -> Option<Traced> {
    let json = answer(line, id)?;
    let traced = json.get("traced")?;
    let full = traced.get("full").and_then(Json::as_bool) == Some(true);
    let calls = traced
        .get("calls")?
        .as_array()?
        .iter()
        .map(traced_call)
        .collect::<Option<_>>()?;
    let called = traced.get("called")?.as_array()?;
    Some(Traced {
        answer: if full { None } else { Some(answer_of(traced)?) },
        alphabeta: traced.get("alphabeta")?.as_i64().and_then(|n| u64::try_from(n).ok()),
        calls,
        called: called
            .iter()
            .map(|name| name.as_str().map(str::to_string))
            .collect::<Option<_>>()?,
        line: traced.get("line").and_then(line_number),
    })
}

/// The JSON of a reply line, when it answers the request `id`.
fn answer(line: &str, id: u64) -> Option<Json> {
    let json = Json::parse(line)?;
    (json.get("id")?.as_i64()? == i64::try_from(id).ok()?).then_some(json)
}

fn answer_of(json: &Json) -> Option<Answer> {
    match (json.get("returned"), json.get("raised"), json.get("reached")) {
        (Some(returned), None, None) => Some(Answer::Returned(value(returned)?)),
        (None, Some(raised), None) => Some(Answer::Raised(error(raised)?)),
        (None, None, Some(reached)) => Some(Answer::Reached(reach(reached)?)),
        _ => None,
    }
}

fn reach(json: &Json) -> Option<Reach> {
    Some(Reach {
        way: Way::named(json.get("event")?.as_str()?)?,
        line: json.get("line").and_then(line_number),
    })
}

fn value(json: &Json) -> Option<Value> {
    let items = json.as_array()?;
    let text = |at: usize| items.get(at).and_then(Json::as_str).map(str::to_string);
    Some(match (items.first()?.as_str()?, items.len()) {
        ("none", 1) => Value::None,
        ("bool", 2) => Value::Bool(items[1].as_bool()?),
        ("int", 2) => Value::Int(items[1].as_i64()?),
        ("float", 2) => {
            let repr = text(1)?;
            Value::Float(repr.parse().ok()?, repr)
        }
        ("mark", 2) => Value::Mark(match text(1)?.as_str() {
            "X" => Player::X,
            "O" => Player::O,
            _ => return None,
        }),
        ("move", 3) => Value::Move(items[1].as_i64()?, items[2].as_i64()?),
        ("moves", 3) => Value::Moves {
            container: text(1)?,
            moves: items[2].as_array()?.iter().map(pair).collect::<Option<_>>()?,
        },
        ("board", 2) => Value::Board(Grid::read(&text(1)?)?),
        ("scored", 3) => Value::Scored(
            value(&items[1])?.number()?,
            match &items[2] {
                Json::Null => None,
                played => Some(pair(played)?),
            },
        ),
        ("other", 3 | 4) => Value::Other {
            type_name: text(1)?,
            repr: text(2)?,
            shape: match text(3).as_deref() {
                None => None,
                Some("listed_move") => Some(Shape::ListedMove),
                Some("listed_moves") => Some(Shape::ListedMoves),
                Some("equal_mark") => Some(Shape::EqualMark),
                Some(_) => return None,
            },
        },
        _ => return None,
    })
}

fn pair(json: &Json) -> Option<(i64, i64)> {
    match json.as_array()? {
        [i, j] => Some((i.as_i64()?, j.as_i64()?)),
        _ => None,
    }
}

fn error(json: &Json) -> Option<PythonError> {
    let name = json.get("type")?.as_str()?.to_string();
    let kind = match name.as_str() {
        "MemoryError" => ErrorKind::OutOfMemory,
        "RecursionError" => ErrorKind::TooDeep,
        _ => ErrorKind::Other,
    };
    Some(PythonError {
        message: json.get("message")?.as_str()?.to_string(),
        line: json.get("line").and_then(line_number),
        name,
        kind,
    })
}

fn foreign(json: &Json) -> Option<Foreign> {
    if json.get("same_marks").is_some() {
        return Some(Foreign::SameMarks);
    }
    if let Some(raised) = json.get("raised") {
        return Some(Foreign::Raised(error(raised)?));
    }
    Some(Foreign::Returns(json.get("returns")?.as_str().map(str::to_string)))
}

fn traced_call(json: &Json) -> Option<TracedCall> {
    let Json::Object(args) = json.get("args")? else {
        return None;
    };
    let number = |json: &Json| match json {
        Json::String(text) if text == "inf" => Some(f64::INFINITY),
        Json::String(text) if text == "-inf" => Some(f64::NEG_INFINITY),
        Json::String(text) if text == "nan" => Some(f64::NAN),
        json => json.as_f64(),
    };
    Some(TracedCall {
        depth: usize::try_from(json.get("depth")?.as_i64()?).ok()?,
        function: json.get("function")?.as_str()?.to_string(),
        board: Grid::read(json.get("board")?.as_str()?)?,
        // A NaN says nothing of a window or a depth.
        args: args
            .iter()
            .map(|(name, value)| Some((name.clone(), number(value)?)))
            .filter(|arg| arg.as_ref().is_none_or(|(_, value)| !value.is_nan()))
            .collect::<Option<_>>()?,
        returned: value(json.get("returned")?)?,
        lines: {
            let lines = json.get("lines")?;
            Lines {
                from: lines.get("from").and_then(line_number),
                returned: lines.get("returned").and_then(line_number),
                decided: lines.get("decided").and_then(line_number),
            }
        },
        open: json.get("open").and_then(Json::as_bool).unwrap_or(false),
    })
}

/// A line number, or nothing for `null`.
fn line_number(json: &Json) -> Option<u32> {
    json.as_i64().and_then(|n| u32::try_from(n).ok())
}
