//! Why the call that went wrong is wrong: what it returned against what its actions' values and its
//! window make it, held to the course's loop on the same values, and the line of the course's
//! pseudocode it breaks.

use super::side::keeping;
use super::{Change, Convention, Culprit, Expectation, Reason, Returned, Search, tried, truth, value_of, window};
use crate::board::{Board, Player};
use crate::engines::Rung;
use crate::search::EventKind;
use crate::table;

/// What is known of the wrong call, to tell why it is wrong.
struct Wrong<'a> {
    search: &'a Search<'a>,
    /// The wrong call's place in the search.
    at: usize,
    board: Board,
    children: Vec<usize>,
    window: Option<(f64, f64)>,
    /// Each action's value from the side this call's own convention takes.
    worth: Vec<f64>,
    /// Whether it takes the largest of them.
    maximises: bool,
    actions: u32,
}

/// Why the wrong call `at`, whose own value calls all answered right, is wrong.
pub(super) fn wrong_call(search: &Search, at: usize) -> Culprit {
    let call = &search.calls[at];
    let board = call.board.expect("a judged call has a board");
    let convention = search.convention(&call.function);
    let children = search.children(Some(at));
    let worth = worth(search, &children, board, Some(convention));
    let wrong = Wrong {
        search,
        at,
        board,
        window: window(call),
        worth,
        maximises: convention.side_to_move || board.next_player() == Player::X,
        actions: board.empty_cells().len(),
        children,
    };
    let (reason, event) = wrong.reason(convention);
    let truth = convention.of_x_value(f64::from(truth(board)), board);
    let course = match wrong.window {
        Some(_) => Rung::CourseAlphaBeta,
        None => Rung::CourseMinimax,
    };
    Culprit {
        function: call.function.clone(),
        board,
        args: call.args.clone(),
        returned: call.returned,
        expected: match wrong.window {
            Some((alpha, _)) if truth <= alpha => Expectation::AtMost(alpha),
            Some((_, beta)) if truth >= beta => Expectation::AtLeast(beta),
            _ => Expectation::Value(truth),
        },
        children: tried(board, search.calls, &wrong.children),
        line: call.lines.returned,
        change: wrong.change(&reason),
        reason,
        breaks: course.pseudocode().line_of(board.next_player(), event),
        course,
    }
}

impl Wrong<'_> {
    /// The line of the learner's file to change for `reason`: the comparison that decided a cut, the call
    /// of an action's search with the wrong window, or the line that chooses a wrong value.
    fn change(&self, reason: &Reason) -> Change {
        match reason {
            Reason::NotACut { .. } => Change::at(self.search.calls[self.at].lines.decided),
            Reason::WindowPassed { nth, .. } => Change::at(
                self.children
                    .get(nth - 1)
                    .and_then(|&child| self.search.calls[child].lines.from),
            ),
            // It took the wrong one of its actions' values, or kept v's right start as none could beat
            // it: the line that chooses is wrong (another value comes from elsewhere, such as a wrong
            // start).
            Reason::WrongValue { worth, .. }
                if self
                    .returned()
                    .is_some_and(|value| worth.contains(&value) || value == self.worst()) =>
            {
                Change::Choice
            }
            _ => Change::Unknown,
        }
    }

    /// Why the call is wrong, and the step of the course's loop that says so.
    fn reason(&self, convention: Convention) -> (Reason, EventKind) {
        let tried = self.children.len();
        if self.board.is_terminal() {
            let utility = self.board.utility().unwrap_or(0);
            return (Reason::Finished { utility, convention }, EventKind::Terminal);
        }
        if tried == 0 {
            let actions = self.actions;
            return (Reason::TriedNothing { actions }, EventKind::Terminal);
        }
        if let Some(window) = self.window {
            return self.windowed(window);
        }
        if tried < self.actions as usize {
            let actions = self.actions;
            return (Reason::TriedTooFew { tried, actions }, EventKind::Try);
        }
        (self.wrong_value(&self.worth, false), EventKind::Value)
    }

    /// Why a call searched with the window `(alpha, beta)` is wrong: it stopped where the course does
    /// not cut, it gave an action's call another window than the course does, or its value is not what
    /// the course's loop makes of the same values.
    fn windowed(&self, (alpha, beta): (f64, f64)) -> (Reason, EventKind) {
        let k = self.children.len();
        let cut_after = self.course_cut(alpha, beta);
        if k < self.actions as usize && cut_after.is_none_or(|cut| cut > k) {
            let reason = Reason::NotACut {
                tried: k,
                actions: self.actions,
                v: self.best(&self.worth[..k]),
                bound: if self.maximises { beta } else { alpha },
                maximises: self.maximises,
            };
            return (reason, EventKind::Cut);
        }
        if let Some(passed) = self.window_passed(alpha, beta) {
            return (passed, EventKind::Value);
        }
        let seen = cut_after.unwrap_or(k).min(k);
        (self.wrong_value(&self.worth[..seen], true), EventKind::Value)
    }

    /// Where the course's loop on the same values stops (how many actions it tries), if it cuts.
    fn course_cut(&self, alpha: f64, beta: f64) -> Option<usize> {
        let (mut a, mut b) = (alpha, beta);
        let mut v = self.worst();
        for (k, &x) in self.worth.iter().enumerate() {
            v = self.better(v, x);
            if (self.maximises && v >= b) || (!self.maximises && v <= a) {
                return Some(k + 1);
            }
            if self.maximises {
                a = a.max(v);
            } else {
                b = b.min(v);
            }
        }
        None
    }

    /// When an action's call was given another window than the course gives it (α and β swapped, or
    /// left at ±∞), which and how.
    fn window_passed(&self, alpha: f64, beta: f64) -> Option<Reason> {
        let (mut a, mut b) = (alpha, beta);
        let mut v = self.worst();
        for (k, &child) in self.children.iter().enumerate() {
            if let Some(given) = window(&self.search.calls[child])
                && given != (a, b)
            {
                return Some(Reason::WindowPassed {
                    function: self.search.calls[child].function.clone(),
                    nth: k + 1,
                    given,
                    course: (a, b),
                });
            }
            v = self.better(v, self.worth[k]);
            if self.maximises {
                a = a.max(v);
            } else {
                b = b.min(v);
            }
        }
        None
    }

    /// The value the wrong call returned, in its own convention's direction as its actions' worth.
    fn returned(&self) -> Option<f64> {
        value_of(&self.search.calls[self.at])
    }

    fn wrong_value(&self, seen: &[f64], windowed: bool) -> Reason {
        Reason::WrongValue {
            worth: self.worth.clone(),
            maximises: self.maximises,
            v: self.best(seen),
            windowed,
        }
    }

    fn worst(&self) -> f64 {
        if self.maximises {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        }
    }

    fn better(&self, v: f64, x: f64) -> f64 {
        if self.maximises { v.max(x) } else { v.min(x) }
    }

    /// The best of `values` for this call's side.
    fn best(&self, values: &[f64]) -> f64 {
        values.iter().fold(self.worst(), |v, &x| self.better(v, x))
    }
}

/// Each child call's value, in `convention`'s direction on `board` (from X's side where none is
/// given), a child that scores from the side to move turned to X's side first.
fn worth(search: &Search, children: &[usize], board: Board, convention: Option<Convention>) -> Vec<f64> {
    children
        .iter()
        .map(|&child| {
            let call = &search.calls[child];
            let value = value_of(call).unwrap_or(0.0);
            let x = match (search.convention(&call.function).side_to_move, call.board) {
                (true, Some(child_board)) => value * f64::from(child_board.next_player().sign()),
                _ => value,
            };
            convention.map_or(x, |convention| convention.of_x_value(x, board))
        })
        .collect()
}

/// The learner's `minimax` itself as the call that went wrong: every value it was given was right, but
/// the move it chose does not keep the outcome. `None` when the move is right.
pub(super) fn wrong_choice(search: &Search, top: usize) -> Option<Culprit> {
    let call = &search.calls[top];
    let (board, Returned::Move(played)) = (call.board?, call.returned) else {
        return None;
    };
    let after = board.play(played).ok()?;
    if truth(after) == truth(board) {
        return None;
    }
    let player = board.to_move()?;
    let children = search.children(Some(top));
    let tried = tried(board, search.calls, &children);
    let worth = worth(search, &children, board, None);
    let chosen = tried
        .iter()
        .position(|tried| tried.cell == Some(played))
        .map(|at| worth[at]);
    let first = children.first().map(|&child| &search.calls[child]);
    let (callee, from) = (
        first.map(|call| call.function.clone()),
        first.and_then(|call| call.lines.from),
    );
    let course = Rung::CourseMinimax;
    Some(Culprit {
        function: call.function.clone(),
        board,
        args: call.args.clone(),
        returned: call.returned,
        expected: Expectation::Keeping {
            moves: keeping(board),
            such_as: Some(table::probe(board).best),
        },
        children: tried,
        reason: Reason::RootChoice {
            played,
            chosen,
            player,
            worth,
            callee,
            from,
        },
        line: call.lines.returned,
        change: Change::Choice,
        breaks: course.pseudocode().root_note(),
        course,
    })
}
