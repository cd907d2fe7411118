//! The learner's own search beside the course's, call by call: the traced calls of the file's search
//! (one row per position, as the analysis counts them), the course's search of the same shape
//! (course-minimax, or course-alphabeta when the file passes α and β) trying each position's actions in
//! the order the file's own calls tried them, and the first place the two part. Both are walked as
//! what a person stepping through would see, a call starting or returning at a time, so the first
//! difference is the first thing that happens differently: another board called, another value
//! returned, a return the course does not make yet (a cut it does not make), or a call where the
//! course has returned (a cut it misses).

use std::collections::HashMap;

use super::super::judge::on_board;
use super::protocol::{self, Answer, Grid, Lines, PythonError, Reach};
use super::{Returned, Traced, convention, judged, move_to, parents_where, same_sign, value_of, window};
use crate::board::{Board, Cell, Player};
use crate::engines::Rung;
use crate::search::{Bound, EventKind, Forgetful, NodeId, Ordered, Orders, Score, Scoring, Trace, alphabeta_search};

/// One call of the learner's search: the position it searched, and what it returned.
#[derive(Clone, Debug, PartialEq)]
pub struct YourCall {
    /// The function, as the file names it (the innermost when one call handed its board on).
    pub function: String,
    /// The board it took, as it was.
    pub grid: Grid,
    /// Its numeric arguments besides the board: α, β, a depth.
    pub args: Vec<(String, f64)>,
    /// What it returned, in the file's own convention.
    pub returned: Returned,
    /// What it returned from X's side on the course's scale of ±1, when a number, for comparing;
    /// `None` for a move alone.
    pub value: Option<f64>,
    /// The window it took, from X's side, if it took one.
    pub window: Option<(f64, f64)>,
    /// Whether it was still under way when the trace filled up: it returned nothing yet.
    pub open: bool,
    /// Whether its function scores by how soon the game ends: then only the outcome a value names is
    /// compared with the course's.
    pub scaled: bool,
    /// The lines of the file it was called from, returned from and decided to return at.
    pub lines: Lines,
}

/// One call of the course's search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CourseCall {
    /// Its board: Max-Value when X is to move, Min-Value when O is.
    pub board: Board,
    /// α and β, for alpha-beta.
    pub window: Option<(Score, Score)>,
    /// What it returned, from X's side.
    pub score: Score,
    /// Whether that is the position's value or a bound on it.
    pub bound: Bound,
    /// Whether its loop ended with a cut.
    pub cut: bool,
}

/// How the two searches first part.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Parting {
    /// The learner's call at this row took another board than the course's; `course_returned` when the
    /// course had returned from the caller instead, having tried every action.
    Board { course_returned: bool },
    /// The call at this row returned another value.
    Value,
    /// The call at this row returned after `tried` of its actions, where the course goes on.
    CutNotMade { tried: usize },
    /// The course's call at this row cut after `tried` of its actions; the learner's went on.
    CutMissed { tried: usize },
    /// Every call the same, the learner's `minimax` chose a move at the root (row 0) that does not keep
    /// the root's value, or answered no action, where the course's chooses [`Beside::course_choice`]
    /// (or chose one where the game is over).
    RootMove,
}

/// Where the two searches first part: the row, how, and the lines concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Parted {
    /// The row of the call concerned: the one that took another board or returned another value, or
    /// whose loop ended otherwise.
    pub row: usize,
    /// The first row from which the two lists no longer pair the same positions.
    pub from: usize,
    pub parting: Parting,
    /// The line of the course's pseudocode concerned, numbered as `tictactoe pseudocode` prints it.
    pub pseudocode: Option<u8>,
    /// The line of the learner's file concerned.
    pub your_line: Option<u32>,
}

/// Why the learner's trace ended before its search did.
#[derive(Clone, Debug, PartialEq)]
pub enum TraceEnded {
    /// It made more calls than are recorded.
    Full,
    /// `minimax` raised.
    Raised(PythonError),
    /// The learner's code reached into the checker: nothing of the search is recorded.
    Reached(Reach),
}

/// The learner's search and the course's, side by side.
#[derive(Clone, Debug, PartialEq)]
pub struct Beside {
    /// The position searched.
    pub root: Board,
    /// The course's search beside it: minimax, or alpha-beta when the file passes a window.
    pub course: Rung,
    /// The learner's calls, one per position, in the order made.
    pub yours: Vec<YourCall>,
    /// The course's calls in the order made.
    pub course_calls: Vec<CourseCall>,
    /// Where they first part, if they do.
    pub parted: Option<Parted>,
    /// The first row whose window differs from the course's, when both take one.
    pub window_differs: Option<usize>,
    /// Why the trace ended early, if it did: nothing after it is compared.
    pub stopped: Option<TraceEnded>,
    /// Whether the learner's search scores finished boards without a call of their own: then the
    /// course's calls on finished boards are left out of its list.
    pub skips_finished: bool,
    /// The move the course's search chooses at the root: the first action, in the learner's order,
    /// worth the root's value; `None` on a finished board.
    pub course_choice: Option<Cell>,
    /// What the learner's `minimax` answered at the root, when it answered: it neither raised nor
    /// outran the trace.
    pub your_choice: Option<Returned>,
}

impl Beside {
    /// The learner's traced search of `root` beside the course's.
    pub fn of(root: Board, traced: &protocol::Traced) -> Beside {
        let yours = your_calls(root, traced);
        let pruning = yours.iter().any(|(call, _)| call.window.is_some());
        let course = if pruning {
            Rung::CourseAlphaBeta
        } else {
            Rung::CourseMinimax
        };
        let order = LearnedOrder::of(&yours);
        let trace = match pruning {
            true => Trace::record(|tracer| alphabeta_search(root, Scoring::Course, &order, &mut Forgetful, tracer)).1,
            false => Rung::CourseMinimax.trace(root).1,
        };
        let finished = |board: Option<Board>| board.is_some_and(|board| board.is_terminal());
        let skips_finished = yours.len() > 1 && !yours.iter().any(|(call, _)| finished(call.grid.board()));
        let course_rows = course_rows(&trace, &order, skips_finished);
        let stopped = match &traced.answer {
            None => Some(TraceEnded::Full),
            Some(Answer::Raised(error)) => Some(TraceEnded::Raised(error.clone())),
            Some(Answer::Reached(reach)) => Some(TraceEnded::Reached(*reach)),
            Some(Answer::Returned(_)) => None,
        };
        let your_parents: Vec<Option<usize>> = yours.iter().map(|&(_, parent)| parent).collect();
        let your_events = events(&your_parents, stopped.is_none());
        let course_parents: Vec<Option<usize>> = course_rows.iter().map(|&(_, parent)| parent).collect();
        let course_events = events(&course_parents, true);
        let yours: Vec<YourCall> = yours.into_iter().map(|(call, _)| call).collect();
        let course_calls: Vec<CourseCall> = course_rows.into_iter().map(|(call, _)| call).collect();
        let parted = Walk {
            yours: &yours,
            course: &course_calls,
            your_parents: &your_parents,
            course_parents: &course_parents,
            course_rung: course,
        }
        .first_parting(&your_events, &course_events);
        let compared = parted.map_or(yours.len().min(course_calls.len()), |parted| parted.from);
        let window_differs = (0..compared).find(|&row| windows_differ(&yours[row], &course_calls[row]));
        let course_choice = course_choice(&trace, &order);
        let your_choice = match &traced.answer {
            Some(Answer::Returned(protocol::Value::Move(i, j))) => {
                Some(on_board((*i, *j)).map_or(Returned::Other, Returned::Move))
            }
            Some(Answer::Returned(_)) => Some(Returned::Other),
            _ => None,
        };
        let parted = parted.or_else(|| {
            let wrong = match (your_choice?, course_choice) {
                (yours, Some(course)) => !chose_as_well(root, yours, course),
                // On a finished board the course's answers no action.
                (yours, None) => matches!(yours, Returned::Move(_)),
            };
            wrong.then(|| Parted {
                row: 0,
                from: yours.len().max(course_calls.len()),
                parting: Parting::RootMove,
                pseudocode: course.pseudocode().root_note(),
                your_line: traced
                    .line
                    .or_else(|| yours.first().and_then(|call| call.lines.returned)),
            })
        });
        Beside {
            root,
            course,
            yours,
            course_calls,
            parted,
            window_differs,
            stopped,
            skips_finished,
            course_choice,
            your_choice,
        }
    }

    /// How many positions each visited: the learner's calls, and the course's.
    pub fn visited(&self) -> (usize, usize) {
        (self.yours.len(), self.course_calls.len())
    }

    /// The move the learner's `minimax` chose at the root, when it answered one.
    pub fn your_move(&self) -> Option<Cell> {
        match self.your_choice? {
            Returned::Move(cell) => Some(cell),
            _ => None,
        }
    }
}

/// The move the course's search chooses at the root of `trace`: the first action, in `order`, whose
/// value is the root's; `None` on a finished board.
fn course_choice(trace: &Trace, order: &LearnedOrder) -> Option<Cell> {
    let root = trace.node(0);
    let value = root.searched()?.score;
    let cells = order.cells(root.board);
    let worth = |cell: Cell| {
        let child = trace.children(0).find(|&child| trace.node(child).cell == Some(cell))?;
        trace.node(child).searched().map(|searched| searched.score)
    };
    cells.into_iter().find(|&cell| worth(cell) == Some(value))
}

/// Whether the learner's answer at `root` decides as well as the course's `course` move: that move,
/// or another action that keeps the root's perfect-play outcome, as the check accepts.
fn chose_as_well(root: Board, yours: Returned, course: Cell) -> bool {
    let Returned::Move(cell) = yours else {
        return false;
    };
    cell == course || super::super::judge::keeps_outcome(root, cell, false)
}

/// The learner's calls, one per position with the index of the row of its caller: a call that hands
/// its own board on (`minimax` calling `max_value` on the same board) is one row with it, shown as the
/// inner call, which returns the value. When no call returned on the root (`minimax` raised), a row
/// stands for it.
fn your_calls(root: Board, traced: &protocol::Traced) -> Vec<(YourCall, Option<usize>)> {
    let mut rows = rows_of(traced);
    if rows.first().is_some_and(|(call, _)| call.grid != Grid::of(root)) {
        for (_, parent) in &mut rows {
            *parent = Some(parent.map_or(0, |parent| parent + 1));
        }
        let minimax = YourCall {
            function: "minimax".into(),
            grid: Grid::of(root),
            args: Vec::new(),
            returned: Returned::Other,
            value: None,
            window: None,
            open: false,
            scaled: false,
            lines: Lines::default(),
        };
        rows.insert(0, (minimax, None));
    }
    rows
}

/// The traced calls that returned a value or a move, one per position.
fn rows_of(traced: &protocol::Traced) -> Vec<(YourCall, Option<usize>)> {
    let calls = judged(traced.calls.iter().map(Traced::of).collect());
    // A call still under way when the trace filled up is a position too, whose calls are below it.
    let row = |call: &Traced| call.open || value_of(call).is_some() || matches!(call.returned, Returned::Move(_));
    let parents = parents_where(&calls, row);
    let mut rows: Vec<(YourCall, Option<usize>)> = Vec::new();
    let mut row_of: Vec<Option<usize>> = vec![None; calls.len()];
    for (at, call) in calls.iter().enumerate() {
        if !row(call) {
            continue;
        }
        let parent = parents[at];
        let mine = your_call(call, convention_of(&calls, call));
        match parent.filter(|&parent| calls[parent].grid == call.grid) {
            Some(same) => {
                let row = row_of[same].expect("a value call has a row");
                row_of[at] = Some(row);
                if value_of(call).is_some() {
                    rows[row].0 = mine;
                }
            }
            None => {
                row_of[at] = Some(rows.len());
                rows.push((mine, parent.and_then(|parent| row_of[parent])));
            }
        }
    }
    rows
}

/// How the function of `call` scores, learned from the whole trace.
fn convention_of(calls: &[Traced], call: &Traced) -> super::Convention {
    convention(calls, &call.function)
}

/// One traced call as a row, its value and window read from X's side.
fn your_call(call: &Traced, convention: super::Convention) -> YourCall {
    let board = call.board;
    let x_side = |value: f64| board.map_or(value, |board| convention.of_x_value(value, board));
    let window = window(call).map(
        |(alpha, beta)| match (convention.side_to_move, board.map(Board::next_player)) {
            (true, Some(Player::O)) => (-beta, -alpha),
            _ => (alpha, beta),
        },
    );
    YourCall {
        function: call.function.clone(),
        grid: call.grid,
        args: call.args.clone(),
        returned: call.returned,
        value: value_of(call).map(x_side),
        window,
        open: call.open,
        scaled: convention.scaled,
        lines: call.lines,
    }
}

/// The order each position's actions were tried in by the learner's calls: where a position was
/// searched more than once, the time it tried the most. Actions it never tried come after, row by row.
struct LearnedOrder(HashMap<Board, Vec<Cell>>);

impl LearnedOrder {
    fn of(rows: &[(YourCall, Option<usize>)]) -> LearnedOrder {
        let mut tried: HashMap<usize, Vec<Cell>> = HashMap::new();
        for (call, parent) in rows {
            let Some(parent) = *parent else { continue };
            let (Some(from), to) = (rows[parent].0.grid.board(), call.grid.board()) else {
                continue;
            };
            if let Some(cell) = move_to(from, to) {
                tried.entry(parent).or_default().push(cell);
            }
        }
        let mut order: HashMap<Board, Vec<Cell>> = HashMap::new();
        for (row, cells) in tried {
            let board = rows[row].0.grid.board().expect("tried moves from a board");
            let known = order.entry(board).or_default();
            if cells.len() > known.len() {
                *known = cells;
            }
        }
        LearnedOrder(order)
    }

    /// `board`'s empty cells in this order.
    fn cells(&self, board: Board) -> Vec<Cell> {
        let mut cells: Vec<Cell> = Vec::with_capacity(9);
        let learned = self.0.get(&board).map_or(&[][..], Vec::as_slice);
        for &cell in learned
            .iter()
            .chain(board.empty_cells().into_iter().collect::<Vec<_>>().iter())
        {
            if board.get(cell).is_none() && !cells.contains(&cell) {
                cells.push(cell);
            }
        }
        cells
    }
}

impl Orders for LearnedOrder {
    fn moves(&self, board: Board, _: Player) -> Ordered {
        Ordered::listed(&self.cells(board))
    }
}

/// The course's calls in the order made, each with the row of its caller. Plain minimax's tree is
/// the same in any order, so its children are put in the learner's; alpha-beta was searched in it.
fn course_rows(trace: &Trace, order: &LearnedOrder, skips_finished: bool) -> Vec<(CourseCall, Option<usize>)> {
    let mut rows = Vec::new();
    let mut open: Vec<(NodeId, Option<usize>)> = vec![(0, None)];
    while let Some((id, parent)) = open.pop() {
        let node = trace.node(id);
        let Some(searched) = node.searched() else { continue };
        if skips_finished && id != 0 && node.board.is_terminal() {
            continue;
        }
        let row = rows.len();
        let mut children: Vec<NodeId> = trace.children(id).collect();
        let cut = children.iter().any(|&child| trace.node(child).searched().is_none());
        rows.push((
            CourseCall {
                board: node.board,
                window: searched.window,
                score: searched.score,
                bound: searched.bound,
                cut,
            },
            parent,
        ));
        let cells = order.cells(node.board);
        let rank = |child: &NodeId| {
            trace
                .node(*child)
                .cell
                .and_then(|cell| cells.iter().position(|&c| c == cell))
        };
        children.sort_by_key(rank);
        open.extend(children.into_iter().rev().map(|child| (child, Some(row))));
    }
    rows
}

/// What a person stepping through a search sees happen, one thing at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Happens {
    /// The call at this row starts.
    Starts(usize),
    /// The call at this row returns.
    Returns(usize),
}

/// The calls' starts and returns in the order they happen, from each row's caller; `complete` when the
/// search ran to its end, so every call still open at the end returns.
fn events(parents: &[Option<usize>], complete: bool) -> Vec<Happens> {
    let mut happens = Vec::with_capacity(parents.len() * 2);
    let mut open: Vec<usize> = Vec::new();
    for (row, &parent) in parents.iter().enumerate() {
        while open.last().is_some_and(|&top| Some(top) != parent) {
            happens.push(Happens::Returns(open.pop().expect("open")));
        }
        happens.push(Happens::Starts(row));
        open.push(row);
    }
    if complete {
        happens.extend(open.into_iter().rev().map(Happens::Returns));
    }
    happens
}

/// The two lists of calls, walked together.
struct Walk<'a> {
    yours: &'a [YourCall],
    course: &'a [CourseCall],
    your_parents: &'a [Option<usize>],
    course_parents: &'a [Option<usize>],
    course_rung: Rung,
}

impl Walk<'_> {
    /// The first thing that happens differently, if anything does before either list ends.
    fn first_parting(&self, yours: &[Happens], course: &[Happens]) -> Option<Parted> {
        yours
            .iter()
            .zip(course)
            .find_map(|(&mine, &theirs)| self.parting(mine, theirs))
    }

    /// How the two part at one happening, if they do.
    fn parting(&self, mine: Happens, theirs: Happens) -> Option<Parted> {
        let line = |row: usize, event: EventKind| {
            let board = self.course.get(row).map_or(self.course[0].board, |call| call.board);
            self.course_rung.pseudocode().line_of(board.next_player(), event)
        };
        match (mine, theirs) {
            (Happens::Starts(row), Happens::Starts(_)) => {
                let (yours, course) = (&self.yours[row], &self.course[row]);
                (yours.grid != Grid::of(course.board)).then(|| Parted {
                    row,
                    from: row,
                    parting: Parting::Board { course_returned: false },
                    pseudocode: self.course_parents[row].and_then(|parent| line(parent, EventKind::Value)),
                    your_line: yours.lines.from,
                })
            }
            (Happens::Returns(row), Happens::Returns(_)) => {
                let (yours, course) = (&self.yours[row], &self.course[row]);
                let differs = yours
                    .value
                    .is_some_and(|value| !same_value(value, course.score, yours.scaled));
                let event = match (course.board.is_terminal(), course.cut) {
                    (true, _) => EventKind::Terminal,
                    (false, true) => EventKind::Cut,
                    (false, false) => EventKind::Return,
                };
                differs.then(|| Parted {
                    row,
                    from: row + 1,
                    parting: Parting::Value,
                    pseudocode: line(row, event),
                    your_line: yours.lines.returned,
                })
            }
            (Happens::Returns(row), Happens::Starts(next)) => {
                let tried = self.your_parents.iter().filter(|&&parent| parent == Some(row)).count();
                let event = match self.course_rung {
                    Rung::CourseMinimax => EventKind::Try,
                    _ => EventKind::Cut,
                };
                Some(Parted {
                    row,
                    from: next,
                    parting: Parting::CutNotMade { tried },
                    pseudocode: line(row, event),
                    your_line: self.yours[row].lines.decided.or(self.yours[row].lines.returned),
                })
            }
            (Happens::Starts(next), Happens::Returns(row)) => {
                let tried = self
                    .course_parents
                    .iter()
                    .filter(|&&parent| parent == Some(row))
                    .count();
                let cut = self.course[row].cut;
                Some(Parted {
                    row: if cut { row } else { next },
                    from: next,
                    parting: match cut {
                        true => Parting::CutMissed { tried },
                        false => Parting::Board { course_returned: true },
                    },
                    pseudocode: line(row, if cut { EventKind::Cut } else { EventKind::Return }),
                    your_line: self.yours[next].lines.from,
                })
            }
        }
    }
}

/// Whether the learner's value, from X's side, is the course's score: the same number, its infinities
/// the course's ±2; or, for a value scaled by how soon the game ends, the same outcome.
fn same_value(value: f64, score: Score, scaled: bool) -> bool {
    let course = f64::from(score.get());
    match scaled {
        true => same_sign(value, course),
        false => match value.is_infinite() {
            true => score.is_infinite() && same_sign(value, course),
            false => value == course,
        },
    }
}

/// Whether a row's windows differ, both taken: the learner's infinities and the course's ±2 alike.
fn windows_differ(yours: &YourCall, course: &CourseCall) -> bool {
    let (Some((alpha, beta)), Some((course_alpha, course_beta)), false) = (yours.window, course.window, yours.scaled)
    else {
        return false;
    };
    !(same_value(alpha, course_alpha, false) && same_value(beta, course_beta, false))
}

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};
    use std::time::Duration;

    use super::*;
    use crate::cs50::Cancel;
    use crate::cs50::play::trace_minimax;

    fn learner(name: &str) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cs50").join(name)
    }

    /// The course's alpha-beta written in Python (`alphabeta.py`) with one line changed, in a file of
    /// its own.
    fn alphabeta_with(name: &str, line: &str, instead: &str) -> PathBuf {
        let source = std::fs::read_to_string(learner("alphabeta.py")).expect("alphabeta.py");
        assert!(source.contains(line), "{line}");
        let dir = std::env::temp_dir().join(format!("beside-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a folder");
        let file = dir.join("tictactoe.py");
        std::fs::write(&file, source.replacen(line, instead, 1)).expect("written");
        file
    }

    fn beside(file: &Path, board: &str) -> (Beside, protocol::Traced) {
        let root: Board = board.parse().expect("a board");
        let limit = Duration::from_secs(60);
        let door = crate::cs50::Door::open(file, "python3".as_ref()).expect("the file and python3");
        let traced = trace_minimax(&door, root, limit, &Cancel::default()).expect("traced");
        (Beside::of(root, &traced), traced)
    }

    #[test]
    fn the_courses_alpha_beta_in_python_goes_call_by_call_as_the_courses() {
        for board in ["X..OO..XX", "XO..X....", "X...O...."] {
            let (beside, _) = beside(&learner("alphabeta.py"), board);
            assert_eq!(beside.course, Rung::CourseAlphaBeta);
            assert_eq!(beside.parted, None, "{board}");
            assert_eq!(beside.window_differs, None, "{board}");
            let (yours, course) = beside.visited();
            assert_eq!(yours, course, "{board}");
            let boards = |calls: &[CourseCall]| calls.iter().map(|call| Grid::of(call.board)).collect::<Vec<_>>();
            let your_boards: Vec<Grid> = beside.yours.iter().map(|call| call.grid).collect();
            assert_eq!(your_boards, boards(&beside.course_calls), "{board}");
        }
    }

    #[test]
    fn plain_minimax_goes_beside_the_courses_minimax() {
        let (beside, _) = beside(&learner("plain.py"), "XO..X....");
        assert_eq!(beside.course, Rung::CourseMinimax);
        assert_eq!(beside.parted, None);
        // It decides as the course's does: the first action worth the root's value, in its order.
        assert!(beside.course_choice.is_some());
        assert_eq!(beside.your_move(), beside.course_choice);
        assert_eq!(
            beside.visited(),
            (
                beside.course_calls.len(),
                Rung::CourseMinimax.search("XO..X....".parse().unwrap()).nodes as usize
            )
        );
    }

    #[test]
    fn a_min_value_that_cuts_when_v_is_at_least_alpha_returns_where_the_course_goes_on() {
        let file = alphabeta_with("cuts-too-soon", "        if v <= alpha:", "        if v >= alpha:");
        let (beside, _) = beside(&file, "X..OO..XX");
        let parted = beside.parted.expect("they part");
        assert!(matches!(parted.parting, Parting::CutNotMade { tried: 1 }), "{parted:?}");
        assert_eq!(beside.yours[parted.row].function, "min_value");
        assert_eq!((parted.your_line, parted.pseudocode), (Some(72), Some(15)));
        // Until then every call is the course's.
        for row in 0..parted.from {
            assert_eq!(beside.yours[row].grid, Grid::of(beside.course_calls[row].board));
        }
    }

    #[test]
    fn a_min_value_that_cuts_only_below_alpha_goes_on_where_the_course_cuts() {
        let file = alphabeta_with("cuts-too-late", "        if v <= alpha:", "        if v < alpha:");
        let (beside, _) = beside(&file, "XO..X....");
        let parted = beside.parted.expect("they part");
        assert!(matches!(parted.parting, Parting::CutMissed { .. }), "{parted:?}");
        assert!(beside.course_calls[parted.row].cut);
        assert_eq!(parted.pseudocode, Some(15));
        assert!(parted.from > parted.row);
    }

    #[test]
    fn a_utility_that_scores_a_draw_as_a_loss_returns_another_value_on_the_first_draw() {
        let file = alphabeta_with(
            "draw-lost",
            "return 1 if won == X else -1 if won == O else 0",
            "return 1 if won == X else -1",
        );
        let (beside, _) = beside(&file, "XOXXOO.X.");
        let parted = beside.parted.expect("they part");
        assert_eq!(parted.parting, Parting::Value);
        let course = beside.course_calls[parted.row];
        assert!(
            course.board.is_terminal() && course.board.winner().is_none(),
            "{}",
            course.board
        );
        assert_eq!(beside.yours[parted.row].value, Some(-1.0));
        assert_eq!(
            parted.pseudocode,
            Some(11).filter(|_| course.board.next_player() == Player::O).or(Some(2))
        );
    }

    #[test]
    fn a_root_that_runs_the_other_sides_branch_parts_where_it_chooses_though_every_call_is_the_courses() {
        // O to move: the file's minimax takes the largest of min_value where O takes the smallest.
        let (beside, _) = beside(&learner("swapped_branch.py"), "OXOOXXX..");
        assert_eq!(beside.stopped, None);
        let parted = beside.parted.expect("they part");
        assert_eq!(parted.parting, Parting::RootMove);
        assert_eq!((parted.row, parted.from), (0, beside.yours.len()));
        assert_eq!(beside.your_move(), Some(Cell::new(2, 2)));
        assert_eq!(beside.course_choice, Some(Cell::new(2, 1)));
        assert_eq!(parted.pseudocode, Rung::CourseMinimax.pseudocode().root_note());
        assert_eq!(parted.your_line, Some(140), "the line its minimax returned from");
        // Every call below the root is the course's, value for value.
        for (row, call) in beside.yours.iter().enumerate().skip(1) {
            let course = beside.course_calls[row];
            assert_eq!(call.grid, Grid::of(course.board), "call {}", row + 1);
            assert_eq!(call.value, Some(f64::from(course.score.get())), "call {}", row + 1);
        }
    }

    #[test]
    fn a_minimax_that_runs_out_of_memory_stops_the_trace_with_its_exception() {
        let (beside, _) = beside(&learner("fails_slowly.py"), "X...O....");
        assert!(beside.yours.is_empty());
        assert!(
            matches!(&beside.stopped, Some(TraceEnded::Raised(error)) if error.name == "MemoryError"),
            "{:?}",
            beside.stopped
        );
        assert_eq!(beside.parted, None);
    }

    #[test]
    fn a_search_too_long_to_record_whole_is_compared_as_far_as_recorded_its_open_calls_kept() {
        let (beside, _) = beside(&learner("plain.py"), "X........");
        assert_eq!(beside.stopped, Some(TraceEnded::Full));
        assert_eq!(beside.parted, None);
        // The calls under way when it filled up are rows, so every recorded call keeps its caller.
        assert!(beside.yours.iter().any(|call| call.open));
        assert!(beside.yours[0].open, "minimax itself was under way");
        for (row, call) in beside.yours.iter().enumerate() {
            assert_eq!(call.grid, Grid::of(beside.course_calls[row].board), "call {}", row + 1);
        }
    }
}
