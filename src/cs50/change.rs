//! The line of the learner's file to change, where it can be found: what a failure says of the
//! mistake decides where to look (the copy that shares rows, the statement with no effect, the
//! comparison that chose the branch, the test a missing check belongs beside), and the learner's
//! Python, watching the failing call made again, looks (see `python/change.py`). Where nothing is
//! found, nothing is named: a wrong pointer is worse than none.

use bincode::{Decode, Encode};

use super::calls::Function;
use super::judge::{Expected, Failure, Got, Why};
use super::pattern::Pattern;
use super::protocol::{Constant, Look, Shape, Value};

/// The line of the learner's file to change for a failure, and the look that found it, which tells what
/// is wrong there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode)]
pub struct ToChange {
    pub line: u32,
    pub by: Look,
}

/// Where to look for the line to change of a failure, in order; nothing for a failure whose own line
/// says it (an exception raised) or that has no line (no reply).
pub fn looks(failure: &Failure, pattern: Option<Pattern>) -> Vec<Look> {
    let returned = match &failure.got {
        Got::Returned(value) => Some(value),
        Got::Changed(_) => None,
        Got::Raised(_) | Got::Lost(_) | Got::Reached(_) => return Vec::new(),
    };
    let mut looks = vec![Look::NoEffect];
    if let Some(Why::Shares(_) | Why::NotASet(_)) = failure.why {
        return vec![Look::Origin];
    }
    let guard = constant(failure.expected).map(Look::Guard);
    match failure.call.function {
        Function::Result if matches!(failure.expected, Expected::Raises { .. }) => looks.push(Look::LastTest),
        Function::Actions
            if matches!(
                returned,
                Some(Value::Other {
                    shape: Some(Shape::ListedMoves),
                    ..
                })
            ) =>
        {
            looks.push(Look::ListedMove)
        }
        Function::Winner => match pattern {
            Some(Pattern::WonOn(line)) => looks.push(Look::Sibling(line.cells())),
            // A line of three empty cells taken for a win: the test let it through.
            Some(Pattern::WonBesideEmptyLine) => looks.push(Look::Test),
            _ => looks.extend([Look::Deciding].into_iter().chain(guard)),
        },
        Function::Terminal => {
            looks.extend([Look::BoardMembership, Look::Deciding]);
            match failure.expected {
                // A finished board taken for unfinished: a check is missing.
                Expected::Bool(true) => looks.push(Look::LastTest),
                _ => looks.extend(guard),
            }
        }
        Function::Player | Function::Utility => looks.extend([Look::Deciding].into_iter().chain(guard)),
        _ => {}
    }
    looks
}

/// What a right call returns, as a value the learner's module may hold, when it is one.
fn constant(expected: Expected) -> Option<Constant> {
    match expected {
        Expected::Mark(Some(player)) => Some(Constant::Mark(player)),
        Expected::Mark(None) => Some(Constant::None),
        Expected::Bool(value) => Some(Constant::Bool(value)),
        Expected::Utility(value) => Some(Constant::Int(i64::from(value))),
        _ => None,
    }
}
