//! What the check finds of a failing function beyond its failure, each in a fresh Python: what that
//! Python answers to the failing call, the function whose mistakes the failures come from, and for
//! `minimax` its own search on the failing board, traced.

use std::time::Duration;

use super::calls::{Call, Function};
use super::change::{self, ToChange};
use super::culprit::{self, Analysis, Change, Culprit, Reason};
use super::harness::{Harness, StartError};
use super::judge::{self, Failure, Got, Judging};
use super::options::Options;
use super::pattern::Pattern;
use super::protocol::Answer;
use super::protocol::{ErrorKind, Locate};
use super::report::Fresh;
use super::report::OTHER_KINDS;
use super::tally::{Failed, FunctionTally, Tally};
use crate::board::Player;

/// How many of a failing function's calls are made again to see whether another function is at fault:
/// the smallest first, stopping at the first that still fails.
const RECHECKED: usize = 20;

/// What the check finds of a failing function beyond its failure.
#[derive(Default)]
pub struct Findings {
    pub fresh: Option<Fresh>,
    /// The line of the learner's file the failing call returned from, made again in a fresh Python.
    pub line: Option<u32>,
    /// The line of the learner's file to change, where it can be found.
    pub change: Option<ToChange>,
    /// The same two for the smallest failure of each other kind, in the order of `FunctionTally::kinds`.
    pub others: Vec<Lines>,
    /// For `minimax`: other mistakes of its search, each with the failure whose trace shows it.
    pub mistakes: Vec<(Failed, Analysis)>,
    pub because_of: Option<Function>,
    pub search: Option<Analysis>,
}

/// The lines of the learner's file a failure names: where it returned from, and the line to change.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Lines {
    pub returned: Option<u32>,
    pub change: Option<ToChange>,
}

/// What the check finds of the failing `function`, one of `failing`, whose failures have `pattern` in
/// common.
pub fn of(
    harness: &mut Harness,
    (function, pattern): (Function, Option<Pattern>),
    tally: &Tally,
    failing: &[Function],
    options: &Options,
    judging: Judging,
) -> Result<Findings, StartError> {
    let limit = match function {
        Function::Minimax => options.timeout,
        _ => options.quick(),
    };
    let counted = &tally.functions[function.index()];
    let failed = counted.smallest().expect("a failing function has a failure");
    let call = &failed.call;
    let mut found = Findings::default();
    // A call that failed because the learner's code had reached into the checker says nothing of the
    // function, and made again it would only reach again.
    if matches!(failed.failure.got, Got::Reached(_)) {
        return Ok(found);
    }
    // A failure that cost much (a hang, memory, too deep) would only cost as much again. But recursing
    // too deep costs only a thousand calls, and is how a search fails that a wrong result or player
    // sends in circles: whether it is right once they are is worth asking.
    if !failed.costly {
        (found.fresh, found.line) = fresh(harness, call, &failed.failure.got, limit, judging)?;
        if found.fresh.is_none() {
            found.change = change(harness, failed, pattern, limit)?;
        }
    }
    if !failed.costly || too_deep(&failed.failure) {
        found.because_of = because_of(harness, function, counted, failing, limit, judging)?;
    }
    for (other, _) in counted.kinds().into_iter().skip(1).take(OTHER_KINDS) {
        let returned = returned_line(harness, other, limit, judging)?;
        let change = match returned {
            Some(_) => change(harness, other, None, limit)?,
            None => None,
        };
        found.others.push(Lines { returned, change });
    }
    let sides = Sides::of(counted);
    if function == Function::Minimax && failed.returned && !call.board.is_terminal() {
        found.search = trace(harness, call, sides, options.timeout, judging)?;
    }
    if let Some(first) = found.search.as_ref().filter(|search| search.culprit.is_ok()) {
        found.mistakes = other_mistakes(harness, counted, first, sides, options.timeout, judging)?;
    }
    Ok(found)
}

/// Whether the call raised RecursionError.
fn too_deep(failure: &Failure) -> bool {
    matches!(&failure.got, Got::Raised(error) if error.kind == ErrorKind::TooDeep)
}

/// The line to change for a failure, made again in a fresh Python and watched; none for a search from
/// an unfinished board, whose trace finds it, and where nothing is found.
fn change(
    harness: &mut Harness,
    failed: &Failed,
    pattern: Option<Pattern>,
    limit: Duration,
) -> Result<Option<ToChange>, StartError> {
    let looks = change::looks(&failed.failure, pattern);
    if looks.is_empty() || !asks_line(&failed.call) {
        return Ok(None);
    }
    let found = harness.fresh(&[], limit, |harness| harness.change(&failed.call, &looks, limit))?;
    Ok(found.ok().flatten().map(|(line, by)| ToChange { line, by }))
}

/// The failing call made again in a fresh Python; what it answered there, when that differs from the
/// failure's `got`, and the line it returned from when it answered the same (see `asks_line`).
fn fresh(
    harness: &mut Harness,
    call: &Call,
    got: &Got,
    limit: Duration,
    judging: Judging,
) -> Result<(Option<Fresh>, Option<u32>), StartError> {
    let reply = harness.fresh(&[], limit, |harness| match asks_line(call) {
        true => harness.call_where(call, limit),
        false => harness.call_one(call, limit),
    })?;
    // A fresh Python whose code reached into the checker says nothing of state kept between calls.
    let Ok(reply) = reply.map_err(|_| ()).and_then(|reply| match reply.answer {
        Answer::Reached(_) => Err(()),
        _ => Ok(reply),
    }) else {
        return Ok((None, None));
    };
    Ok(match judge::judge(call, &reply, judging) {
        Ok(()) => (
            Some(Fresh {
                got: match reply.answer {
                    Answer::Returned(value) => Got::Returned(value),
                    Answer::Raised(error) => Got::Raised(error),
                    Answer::Reached(reach) => Got::Reached(reach),
                },
                why: None,
                right: true,
            }),
            None,
        ),
        Err(wrong) if wrong.got.same_as(got) => (None, reply.line),
        Err(wrong) => (
            Some(Fresh {
                got: wrong.got,
                why: wrong.why,
                right: false,
            }),
            None,
        ),
    })
}

/// How many of `minimax`'s smallest failures are traced for mistakes of its search besides the first:
/// each is one search in a fresh Python.
const TRACED: usize = 8;
/// The most mistakes of the search shown besides the first.
const MISTAKES: usize = 2;

/// Mistakes of the learner's search besides those `first` found: its smallest failing searches traced,
/// each whose call that went wrong is of another function, or for another reason, than those before
/// kept with its failure.
fn other_mistakes(
    harness: &mut Harness,
    counted: &FunctionTally,
    first: &Analysis,
    sides: Sides,
    limit: Duration,
    judging: Judging,
) -> Result<Vec<(Failed, Analysis)>, StartError> {
    let mut found: Vec<(Failed, Analysis)> = Vec::new();
    let mut traced: Vec<&Failed> = counted
        .smallest_failures(usize::MAX)
        .into_iter()
        .skip(1)
        .filter(|failed| failed.returned && !failed.call.board.is_terminal())
        .collect();
    // The other side's searches first: a mistake in the function that moves for it shows there.
    let first_side = counted.smallest().and_then(|failed| failed.call.board.to_move());
    traced.sort_by_key(|failed| failed.call.board.to_move() == first_side);
    for failed in traced.into_iter().take(TRACED) {
        if found.len() == MISTAKES {
            break;
        }
        let Some(search) = trace(harness, &failed.call, sides, limit, judging)? else {
            continue;
        };
        let Ok(culprit) = &search.culprit else { continue };
        let mut seen = std::iter::once(first)
            .chain(found.iter().map(|(_, other)| other))
            .flat_map(|before| before.culprit.iter());
        if seen.all(|before| before.mistake() != culprit.mistake()) {
            found.push((failed.clone(), search));
        }
    }
    Ok(found)
}

/// The line of the learner's file a failing call returned from, made again in a fresh Python, when it
/// fails the same way there; nothing for a call that cost much (it would only cost as much again), or
/// one not asked (see `asks_line`).
fn returned_line(
    harness: &mut Harness,
    failed: &Failed,
    limit: Duration,
    judging: Judging,
) -> Result<Option<u32>, StartError> {
    let call = &failed.call;
    if failed.costly || !asks_line(call) {
        return Ok(None);
    }
    let reply = harness.fresh(&[], limit, |harness| harness.call_where(call, limit))?;
    Ok(match reply {
        Ok(reply) => match judge::judge(call, &reply, judging) {
            Err(wrong) if wrong.got.same_as(&failed.failure.got) => reply.line,
            _ => None,
        },
        Err(_) => None,
    })
}

/// Whether a call made again is asked the line it returned from: not a search from an unfinished board,
/// whose every call asking would slow, and whose trace says it.
fn asks_line(call: &Call) -> bool {
    call.function != Function::Minimax || call.board.is_terminal()
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
    sides: Sides,
    limit: Duration,
    judging: Judging,
) -> Result<Option<Analysis>, StartError> {
    let traced = harness.fresh(&[], limit, |harness| harness.trace(call.board, limit))?;
    let Ok(traced) = traced else { return Ok(None) };
    // A search right there has nothing to show; one whose code reached into the checker, nothing to trust.
    if let Some(answer) = &traced.answer
        && (judge::answer(call, answer, judging).is_ok() || matches!(answer, Answer::Reached(_)))
    {
        return Ok(None);
    }
    let mut analysis = culprit::analyse(call.board, &traced);
    if let Ok(culprit) = &mut analysis.culprit {
        located(harness, culprit, sides, limit)?;
    }
    Ok(Some(analysis))
}

/// Which sides' boards a search fails on by playing a wrong move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Sides {
    both: bool,
}

impl Sides {
    fn of(counted: &FunctionTally) -> Sides {
        let fails_for = |player| {
            counted
                .failures
                .iter()
                .any(|failed| failed.returned && failed.call.board.to_move() == Some(player))
        };
        Sides {
            both: fails_for(Player::X) && fails_for(Player::O),
        }
    }
}

/// The line to change for the call of the learner's search that went wrong, found in the source where
/// the trace did not say it. A root that picks as the other side would, where the search fails for
/// both sides, runs the other side's branch: the test that chose it is the line, when there is one.
fn located(harness: &mut Harness, culprit: &mut Culprit, sides: Sides, limit: Duration) -> Result<(), StartError> {
    let function = culprit.function.clone();
    if let (
        Reason::RootChoice {
            player,
            callee: Some(callee),
            from: Some(from),
            ..
        },
        true,
    ) = (&culprit.reason, sides.both)
    {
        let branch = Locate::Branch {
            function: &function,
            from: *from,
        };
        if let Ok(Some(line)) = harness.locate(branch, limit)? {
            let (mover, callee) = (*player, callee.clone());
            (culprit.reason, culprit.change) = (Reason::WrongBranch { callee, mover }, Change::At(line));
            return Ok(());
        }
    }
    let locate = match (culprit.change, culprit.line) {
        (Change::Choice, Some(returned)) => Locate::Selection {
            function: &function,
            returned,
        },
        (Change::Branch { from }, _) => Locate::Branch {
            function: &function,
            from,
        },
        (Change::Choice, None) | (Change::At(_) | Change::Unknown, _) => return Ok(()),
    };
    culprit.change = match harness.locate(locate, limit)? {
        Ok(Some(line)) => Change::At(line),
        _ => Change::Unknown,
    };
    Ok(())
}
