//! A Max-Value called where O is to move, or a Min-Value where X is: the caller's mistake, found from
//! what each of the file's functions does with its actions' values and what its name says it does.

use super::{Change, Culprit, Expectation, Reason, Returned, Search, Traced, Tried, tried, truth, value_of};
use crate::board::{Board, Cell, Cells, Player};
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
    let children = tried(board, search.calls, &search.children(Some(caller)));
    let callee = call.function.clone();
    // Scoring with the mover's own choice and picking as the other side does is the other side's
    // branch run for the mover: the test that chose it is wrong, and calling the other function there
    // would leave the pick wrong.
    let tied = root && all_tie(&children);
    let (reason, change) = match above.returned {
        Returned::Move(played) if picks_for_other_side(&children, played, mover) => (
            Reason::WrongBranch { callee, mover },
            call.lines.from.map_or(Change::Unknown, |from| Change::Branch { from }),
        ),
        // The pick may be wrong too, and then the call is not the line to change.
        _ if tied => (Reason::WrongSide { callee, mover, tied }, Change::Unknown),
        _ => (
            Reason::WrongSide { callee, mover, tied },
            call.lines.from.map_or(Change::Unknown, Change::At),
        ),
    };
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
        children,
        reason,
        line: above.lines.returned,
        change,
        breaks: match root {
            true => course.pseudocode().root_note(),
            false => course.pseudocode().line_of(mover, EventKind::Value),
        },
        course,
    })
}

/// Whether every action's value is the same, so no pick can be told from another.
fn all_tie(children: &[Tried]) -> bool {
    children.windows(2).all(|pair| pair[0].value == pair[1].value)
}

/// Whether the move `played` is the one of its actions' values (`children`, from X's side) that the
/// side other than `mover` would pick, and not the one `mover` would.
fn picks_for_other_side(children: &[Tried], played: Cell, mover: Player) -> bool {
    let values: Vec<f64> = children
        .iter()
        .map(|child| child.value)
        .filter(|v| !v.is_nan())
        .collect();
    let Some(chosen) = children
        .iter()
        .find(|child| child.cell == Some(played))
        .map(|child| child.value)
    else {
        return false;
    };
    let (low, high) = values
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(low, high), &v| {
            (low.min(v), high.max(v))
        });
    let (own, other) = match mover {
        Player::X => (high, low),
        Player::O => (low, high),
    };
    low < high && chosen == other && chosen != own
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
