//! What the check finds of a failing function beyond its failure, each in a fresh Python: what that
//! Python answers to the failing call, the function whose mistakes the failures come from, and for
//! `minimax` its own search on the failing board, traced.

use std::time::Duration;

use super::calls::{Call, Function};
use super::culprit::{self, Analysis};
use super::harness::{Harness, StartError};
use super::judge::{self, Got, Judging};
use super::options::Options;
use super::protocol::Answer;
use super::report::Fresh;
use super::tally::{FunctionTally, Tally};

/// How many of a failing function's calls are made again to see whether another function is at fault:
/// the smallest first, stopping at the first that still fails.
const RECHECKED: usize = 20;

/// What the check finds of a failing function beyond its failure.
#[derive(Default)]
pub struct Found {
    pub fresh: Option<Fresh>,
    pub because_of: Option<Function>,
    pub search: Option<Analysis>,
}

/// What the check finds of the failing `function`, one of `failing`.
pub fn of(
    harness: &mut Harness,
    function: Function,
    tally: &Tally,
    failing: &[Function],
    options: &Options,
    judging: Judging,
) -> Result<Found, StartError> {
    let limit = match function {
        Function::Minimax => options.timeout,
        _ => options.quick(),
    };
    let counted = &tally.functions[function.index()];
    let failed = counted.smallest().expect("a failing function has a failure");
    let call = &failed.call;
    let mut found = Found::default();
    // A failure that cost much (a hang, memory, too deep) would only cost as much again.
    if !failed.costly {
        found.fresh = fresh(harness, call, &failed.failure.got, limit, judging)?;
        found.because_of = because_of(harness, function, counted, failing, limit, judging)?;
    }
    if function == Function::Minimax && failed.returned && !call.board.is_terminal() {
        found.search = trace(harness, call, options.timeout, judging)?;
    }
    Ok(found)
}

/// The failing call made again in a fresh Python; what it answered there, when that differs from the
/// failure's `got`.
fn fresh(
    harness: &mut Harness,
    call: &Call,
    got: &Got,
    limit: Duration,
    judging: Judging,
) -> Result<Option<Fresh>, StartError> {
    let Ok(reply) = harness.fresh(&[], limit, |harness| harness.call_one(call, limit))? else {
        return Ok(None);
    };
    Ok(match judge::judge(call, &reply, judging) {
        Ok(()) => Some(Fresh {
            got: match reply.answer {
                Answer::Returned(value) => Got::Returned(value),
                Answer::Raised(error) => Got::Raised(error),
            },
            why: None,
            right: true,
        }),
        Err(wrong) if wrong.got.same_as(got) => None,
        Err(wrong) => Some(Fresh {
            got: wrong.got,
            why: wrong.why,
            right: false,
        }),
    })
}

/// The function whose mistakes `function`'s failures come from: another failing one that, replaced by a
/// right one, makes them right.
fn because_of(
    harness: &mut Harness,
    function: Function,
    counted: &FunctionTally,
    failing: &[Function],
    limit: Duration,
    judging: Judging,
) -> Result<Option<Function>, StartError> {
    let calls = counted.smallest_calls(RECHECKED);
    let suspects: Vec<Function> = failing
        .iter()
        .copied()
        .filter(|&other| other != function && other != Function::Minimax)
        .collect();
    let mut tries: Vec<Vec<Function>> = suspects.iter().map(|&one| vec![one]).collect();
    if suspects.len() > 1 {
        tries.push(suspects.clone());
    }
    for right in tries {
        let fixed = harness.fresh(&right, limit, |harness| {
            for call in &calls {
                match harness.call_one(call, limit)? {
                    Err(lost) => return Ok(Err(lost)),
                    Ok(reply) if judge::judge(call, &reply, judging).is_err() => return Ok(Ok(false)),
                    Ok(_) => {}
                }
            }
            Ok(Ok(true))
        })?;
        if fixed == Ok(true) {
            return Ok(right.first().copied());
        }
    }
    Ok(None)
}

/// The learner's `minimax` on the failing call's board traced in a fresh Python, and judged; nothing
/// when it answers right there (its state made it fail: `fresh` says so).
fn trace(
    harness: &mut Harness,
    call: &Call,
    limit: Duration,
    judging: Judging,
) -> Result<Option<Analysis>, StartError> {
    let traced = harness.fresh(&[], limit, |harness| harness.trace(call.board, limit))?;
    let Ok(traced) = traced else { return Ok(None) };
    if let Some(answer) = &traced.answer
        && judge::answer(call, answer, judging).is_ok()
    {
        return Ok(None);
    }
    Ok(Some(culprit::analyse(call.board, &traced)))
}
