//! A Max-Value called where O is to move, or a Min-Value where X is: the caller's mistake, found from
//! what each of the file's functions does with its actions' values and what its name says it does.

use super::{Culprit, Expectation, Reason, Returned, Search, Traced, tried, truth, value_of};
use crate::board::{Board, Cells, Player};
use crate::engines::Rung;
use crate::search::EventKind;
use crate::table;

/// Which side's choice a function of the file makes: the largest of its actions' values, as the
/// course's Max-Value for X, or the smallest, as Min-Value for O.
fn role(search: &Search, function: &str) -> Option<Player> {
    let calls = search.calls;
    let mut role = None;
    for &at in search.values.iter().filter(|&&at| calls[at].function == function) {
        let below: Vec<f64> = search
            .children(Some(at))
            .iter()
            .filter_map(|&child| value_of(&calls[child]))
            .collect();
        let (low, high) = below
            .iter()
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(low, high), &v| {
                (low.min(v), high.max(v))
            });
        let value = value_of(&calls[at])?;
        let this = match () {
            _ if low == high || below.is_empty() => continue,
            _ if value == high => Player::X,
            _ if value == low => Player::O,
            _ => return None,
        };
        if role.is_some_and(|role| role != this) {
            return None;
        }
        role = Some(this);
    }
    role
}

/// The side a function's name says it plays for: Max-Value's for a name with "max" in it, Min-Value's
/// for one with "min".
fn named_role(function: &str) -> Option<Player> {
    let name = function.to_lowercase();
    match (name.contains("max"), name.contains("min")) {
        (true, false) => Some(Player::X),
        (false, true) => Some(Player::O),
        _ => None,
    }
}

/// Whether the call `at` is of a function that does what its name says (a `min_value` taking the
/// smallest) on the other side's board.
fn off_its_side(search: &Search, at: usize) -> bool {
    let call = &search.calls[at];
    let side = call.board.and_then(|board| board.to_move());
    let named = named_role(&call.function);
    !search.convention(&call.function).side_to_move
        && side.is_some()
        && named.is_some()
        && named != side
        && role(search, &call.function) == named
}

/// The first call, in the order made, of a Max-Value on a board where O is to move or of a Min-Value
/// where X is, named as its caller's mistake. `None` when every such function is called on its own
/// side's boards, as in the course, or scores from the side to move.
pub(super) fn wrong_side(search: &Search) -> Option<Culprit> {
    let at = search.values.iter().copied().find(|&at| off_its_side(search, at))?;
    let caller = search.parents[at]?;
    let (call, above) = (&search.calls[at], &search.calls[caller]);
    let (board, child_board) = (above.board?, call.board?);
    let mover = board.to_move()?;
    child_board.to_move()?;
    let root = matches!(above.returned, Returned::Move(_));
    let course = Rung::CourseMinimax;
    Some(Culprit {
        function: above.function.clone(),
        board,
        args: above.args.clone(),
        returned: above.returned,
        expected: match root {
            true => Expectation::Keeping {
                moves: keeping(board),
                such_as: None,
            },
            false => Expectation::Value(truth_of(search, above, board)),
        },
        children: tried(board, search.calls, &search.children(Some(caller))),
        reason: Reason::WrongSide {
            callee: call.function.clone(),
            mover,
        },
        // The line of the caller that called the function of the other side.
        line: call.lines.from,
        breaks: match root {
            true => course.pseudocode().root_note(),
            false => course.pseudocode().line_of(mover, EventKind::Value),
        },
        course,
    })
}

/// The truth of `board` in the convention of the function `call` is a call of.
fn truth_of(search: &Search, call: &Traced, board: Board) -> f64 {
    search
        .convention(&call.function)
        .of_x_value(f64::from(truth(board)), board)
}

/// The moves that keep a position's perfect-play outcome.
pub(super) fn keeping(board: Board) -> Cells {
    let value = truth(board);
    table::moves(board)
        .filter(|(_, after)| after.value() == value)
        .map(|(cell, _)| cell)
        .collect()
}
