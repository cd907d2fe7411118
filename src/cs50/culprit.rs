//! The learner's own search, traced: every call of the file's own functions that took a board and
//! returned a value, judged in the file's own convention (learned from what each function returns on
//! finished boards), and the first call that went wrong named: the deepest whose answer is wrong though
//! every call it made answered right, with what those calls returned and the line of the course's
//! pseudocode it breaks.

use crate::board::{Board, Cell, Player};
use crate::engines::Rung;
use crate::lang::{Lang, Said};
use crate::output::numbers::thousands;
use crate::search::{EventKind, Pseudocode};
use crate::table;

/// What a traced call returned.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Returned {
    /// A value, perhaps with a move beside it.
    Value(f64, Option<Cell>),
    /// A move alone (the learner's `minimax`).
    Move(Cell),
    /// Anything else.
    Other,
}

/// One traced call.
#[derive(Clone, Debug, PartialEq)]
pub struct Traced {
    /// How many recorded calls it was made under.
    pub depth: usize,
    /// The function's name in the file.
    pub function: String,
    /// The board it took, if a game reaches it.
    pub board: Option<Board>,
    /// Its numeric arguments besides the board, by name: α, β, a depth.
    pub args: Vec<(String, f64)>,
    /// What it returned.
    pub returned: Returned,
}

/// Reads the trace as the harness writes it: `DEPTH|NAME|BOARD|ARGS|RETURNED` joined by `;`, ARGS being
/// `name=number` joined by `,`, RETURNED `NUMBER`, `NUMBER@I,J`, `@I,J` or anything else.
pub fn parse(trace: &str) -> Vec<Traced> {
    trace
        .split(';')
        .filter_map(|entry| {
            let fields: Vec<&str> = entry.split('|').collect();
            let [depth, function, board, args, returned] = fields.as_slice() else {
                return None;
            };
            let args = args
                .split(',')
                .filter_map(|arg| {
                    let (name, value) = arg.split_once('=')?;
                    Some((name.to_string(), number(value)?))
                })
                .collect();
            Some(Traced {
                depth: depth.parse().ok()?,
                function: function.to_string(),
                board: board.parse().ok(),
                args,
                returned: returned_of(returned),
            })
        })
        .collect()
}

fn number(text: &str) -> Option<f64> {
    match text {
        "inf" => Some(f64::INFINITY),
        "-inf" => Some(f64::NEG_INFINITY),
        text => text.parse().ok().filter(|n: &f64| !n.is_nan()),
    }
}

fn cell(text: &str) -> Option<Cell> {
    let (i, j) = text.split_once(',')?;
    Cell::try_from((i.parse::<usize>().ok()?, j.parse::<usize>().ok()?)).ok()
}

fn returned_of(text: &str) -> Returned {
    match text.split_once('@') {
        Some(("", played)) => cell(played).map_or(Returned::Other, Returned::Move),
        Some((value, played)) => number(value).map_or(Returned::Other, |v| Returned::Value(v, cell(played))),
        None => number(text).map_or(Returned::Other, |v| Returned::Value(v, None)),
    }
}

/// A number as the learner's Python writes it: `1`, `-0.5`, `inf`.
pub fn shown(value: f64) -> String {
    match value {
        v if v == f64::INFINITY => "inf".to_string(),
        v if v == f64::NEG_INFINITY => "-inf".to_string(),
        v if v.fract() == 0.0 && v.abs() < 1e15 => format!("{}", v as i64),
        v => format!("{v}"),
    }
}

/// How a function of the file scores a position, learned from what it returns on finished boards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Convention {
    /// From the side to move's side (negamax) rather than X's, as the course.
    pub side_to_move: bool,
    /// Values that grow with how soon the game ends, not just 1, 0 and -1.
    pub scaled: bool,
}

impl Convention {
    /// A value from X's side on `board`, in this convention's direction.
    fn of_x_value(self, value: f64, board: Board) -> f64 {
        match self.side_to_move {
            true => value * f64::from(board.next_player().sign()),
            false => value,
        }
    }
}

/// The first call that went wrong, and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Culprit {
    /// The function, as the file names it.
    pub function: String,
    /// The board it took.
    pub board: Board,
    /// Its numeric arguments besides the board.
    pub args: Vec<(String, f64)>,
    /// What it returned: a number, or a move for the learner's `minimax`.
    pub returned: String,
    /// What it should have returned, in its own convention.
    pub expected: Said,
    /// The moves it tried, in order, each with what the call made for it returned (no move where that
    /// call's board is not one move from this one).
    pub children: Vec<(Option<Cell>, f64)>,
    /// Why that is wrong, for people.
    pub why: Said,
    /// The line of the course's pseudocode it breaks, numbered as `tictactoe pseudocode` prints it: its
    /// code, or for the root's choice the note that says how the root chooses.
    pub line: Option<(u8, Said)>,
    /// The course's search that line belongs to.
    pub course: Rung,
}

/// What the trace says of the learner's search on one board.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// Positions the search visited: its calls that took a board and returned a value, a board
    /// counted once however many such calls it went through in a row; `None` when it made no such call.
    pub visited: Option<u64>,
    /// Positions the course's minimax visits on the same board.
    pub minimax: u64,
    /// Positions the course's alpha-beta visits on the same board, trying each position's actions in
    /// the order the file's `actions` gives them; `None` when that could not be counted.
    pub alphabeta: Option<u64>,
    /// Whether the file's search takes α and β.
    pub pruning: bool,
    /// The first call that went wrong; `None` when none can be named, and `note` says why.
    pub culprit: Option<Culprit>,
    /// Why no call can be named, when none can.
    pub note: Option<Said>,
}

/// Judges the traced search of `root`: `calls` as recorded, `alphabeta` as the harness counted it.
pub fn analyse(root: Board, calls: &[Traced], alphabeta: Option<u64>) -> Analysis {
    // The search's own functions: those that call a function returning a value (Max-Value calling
    // Min-Value, or a helper such as utility). A helper that calls none (utility, a key for a cache, a
    // count) is not judged: its number need not be a position's worth.
    let mut searching: Vec<&str> = Vec::new();
    for (at, call) in calls.iter().enumerate() {
        let below = calls[at + 1..].iter().take_while(|later| later.depth > call.depth);
        if value_of(call).is_some()
            && below.into_iter().any(|later| value_of(later).is_some())
            && !searching.contains(&call.function.as_str())
        {
            searching.push(&call.function);
        }
    }
    let calls: Vec<Traced> = calls
        .iter()
        .map(
            |call| match searching.contains(&call.function.as_str()) || matches!(call.returned, Returned::Move(_)) {
                true => call.clone(),
                false => Traced {
                    returned: Returned::Other,
                    ..call.clone()
                },
            },
        )
        .collect();
    let calls = calls.as_slice();
    let parents = value_parents(calls);
    let values: Vec<usize> = (0..calls.len()).filter(|&at| value_of(&calls[at]).is_some()).collect();
    let conventions = |function: &str| convention(calls, function);
    let pruning = values.iter().any(|&at| window(&calls[at]).is_some());
    let visited = values
        .iter()
        .filter(|&&at| parents[at].is_none_or(|parent| calls[parent].board != calls[at].board))
        .count() as u64;
    let visited = (!values.is_empty()).then_some(visited);
    let mut analysis = Analysis {
        visited,
        minimax: Rung::CourseMinimax.search(root).nodes,
        alphabeta,
        pruning,
        culprit: None,
        note: None,
    };
    if values.is_empty() {
        analysis.note = Some(Said::new(
            "minimax searches without calling functions of its own that take a board and return a value (one \
             loop, or helpers that return moves), so no call of its search can be named",
            "minimax 的搜索没有调用它自己写的、接收棋盘并返回值的函数（只有一个循环，或辅助函数只返回着法），所以无法指出是哪一次调用出错",
        ));
        return analysis;
    }
    let right: Vec<Option<bool>> = (0..calls.len())
        .map(|at| judge(&calls[at], conventions(&calls[at].function)))
        .collect();
    let children =
        |of: Option<usize>| -> Vec<usize> { values.iter().copied().filter(|&at| parents[at] == of).collect() };
    // A Max-Value called where O is to move (or a Min-Value where X is) is its caller's mistake, however
    // right its own loop; below it every call is off, so that caller is named before the deepest.
    if let Some(wrong) = wrong_side(calls, &values, &parents, &conventions) {
        analysis.culprit = Some(wrong);
        return analysis;
    }
    // The deepest wrong call whose own calls were all right.
    let culprit = values
        .iter()
        .copied()
        .filter(|&at| right[at] == Some(false))
        .filter(|&at| children(Some(at)).iter().all(|&child| right[child] != Some(false)))
        .max_by_key(|&at| (calls[at].depth, std::cmp::Reverse(at)));
    analysis.culprit = match culprit {
        Some(at) => Some(explain(calls, at, &children(Some(at)), &conventions)),
        None => {
            let top = calls.iter().position(|call| matches!(call.returned, Returned::Move(_)));
            top.and_then(|top| explain_root(calls, top, &children(Some(top)), &conventions))
        }
    };
    if analysis.culprit.is_none() {
        analysis.note = Some(Said::new(
            "every call of its search that took a board answered right, so the mistake is outside them",
            "搜索中每一次接收棋盘的调用都答对了，所以错误出在这些调用之外",
        ));
    }
    analysis
}

/// For each call, the nearest call above it that returned a value; `None` for one with none above.
fn value_parents(calls: &[Traced]) -> Vec<Option<usize>> {
    let mut open: Vec<usize> = Vec::new();
    let mut parents = Vec::with_capacity(calls.len());
    for (at, call) in calls.iter().enumerate() {
        open.truncate(call.depth);
        parents.push(
            open.iter()
                .rev()
                .copied()
                .find(|&above| value_of(&calls[above]).is_some() || matches!(calls[above].returned, Returned::Move(_))),
        );
        open.push(at);
    }
    parents
}

fn value_of(call: &Traced) -> Option<f64> {
    match call.returned {
        Returned::Value(value, _) => Some(value),
        _ => None,
    }
}

/// How `function` scores, learned from what it returned on finished boards: the course's when it never
/// met one.
fn convention(calls: &[Traced], function: &str) -> Convention {
    let finished: Vec<(Board, f64)> = calls
        .iter()
        .filter(|call| call.function == function)
        .filter_map(|call| Some((call.board.filter(|b| b.is_terminal())?, value_of(call)?)))
        .collect();
    let agrees = |side_to_move: bool| {
        let convention = Convention {
            side_to_move,
            scaled: false,
        };
        finished
            .iter()
            .filter(|&&(board, value)| {
                let truth = convention.of_x_value(f64::from(board.utility().unwrap_or(0)), board);
                value.signum() == truth.signum() || (value == 0.0 && truth == 0.0)
            })
            .count()
    };
    let side_to_move = agrees(true) > agrees(false);
    let scaled = finished.iter().any(|&(_, value)| value != 0.0 && value.abs() != 1.0);
    Convention { side_to_move, scaled }
}

/// The α and β a call took, if it took a window: arguments named so, or the two numbers it took besides
/// a depth.
fn window(call: &Traced) -> Option<(f64, f64)> {
    let named = |names: &[&str]| {
        call.args
            .iter()
            .find(|(name, _)| names.contains(&name.to_lowercase().as_str()))
            .map(|&(_, value)| value)
    };
    if let (Some(alpha), Some(beta)) = (named(&["alpha", "α", "a", "alfa"]), named(&["beta", "β", "b"])) {
        return Some((alpha, beta));
    }
    let depth_like = ["depth", "d", "level", "ply", "plies", "turn", "n", "count", "moves"];
    let numbers: Vec<f64> = call
        .args
        .iter()
        .filter(|(name, _)| !depth_like.contains(&name.to_lowercase().as_str()))
        .map(|&(_, value)| value)
        .collect();
    match numbers.as_slice() {
        [alpha, beta] => Some((*alpha, *beta)),
        _ => None,
    }
}

/// The true value of a call's board, from X's side (1, 0, -1).
fn truth(board: Board) -> i8 {
    table::probe(board).outcome.value()
}

/// Whether a call answered right in its own convention: exactly, or within its window as alpha-beta
/// may (at most α when the truth is at most α, at least β when it is at least β). `None` when it
/// cannot be told (no value, a board no game reaches).
fn judge(call: &Traced, convention: Convention) -> Option<bool> {
    let (board, value) = (call.board?, value_of(call)?);
    let truth = convention.of_x_value(f64::from(truth(board)), board);
    let same = |value: f64| match convention.scaled {
        true => value.signum() == truth.signum() || (value == 0.0 && truth == 0.0),
        false => value == truth,
    };
    Some(match window(call) {
        None => same(value),
        Some((alpha, beta)) if convention.scaled => value <= alpha || value >= beta || same(value),
        Some((alpha, _)) if truth <= alpha => value <= alpha,
        Some((_, beta)) if truth >= beta => value >= beta,
        Some(_) => same(value),
    })
}

/// The move that leads from `board` to `child`, when it is one move of the side to move.
/// Each child call's move from `board` and the value it returned (NaN when it returned none).
fn tried(board: Board, calls: &[Traced], children: &[usize]) -> Vec<(Option<Cell>, f64)> {
    children
        .iter()
        .map(|&child| {
            (
                move_to(board, calls[child].board),
                value_of(&calls[child]).unwrap_or(f64::NAN),
            )
        })
        .collect()
}

fn move_to(board: Board, child: Option<Board>) -> Option<Cell> {
    let child = child?;
    board.actions().into_iter().find(|&cell| board.play(cell) == Ok(child))
}

/// The values of a list, as the learner's code writes them: "0, 1 and -1".
fn listed(values: &[f64], lang: Lang) -> String {
    let shown: Vec<String> = values.iter().map(|&v| shown(v)).collect();
    match shown.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => lang.pick(
            format!("{} and {last}", rest.join(", ")),
            format!("{} 和 {last}", rest.join("、")),
        ),
    }
}

/// The line of the course's pseudocode of `course` that `event` names in `player`'s function.
fn course_line(course: Rung, player: Player, event: EventKind) -> Option<(u8, Said)> {
    let pseudocode: Pseudocode = course.pseudocode();
    let number = pseudocode.line_of(player, event)?;
    let code = pseudocode.lines()[usize::from(number) - 1].code.trim();
    Some((number, Said::new(code, code)))
}

/// Why the wrong call `at`, whose own value calls `children` all answered right, is wrong.
fn explain(calls: &[Traced], at: usize, children: &[usize], conventions: &impl Fn(&str) -> Convention) -> Culprit {
    let call = &calls[at];
    let board = call.board.expect("a judged call has a board");
    let convention = conventions(&call.function);
    let value = value_of(call).expect("a value call");
    let window = window(call);
    let course = if window.is_some() {
        Rung::CourseAlphaBeta
    } else {
        Rung::CourseMinimax
    };
    let player = board.next_player();
    let name = &call.function;
    let truth = convention.of_x_value(f64::from(truth(board)), board);
    let tried = tried(board, calls, children);
    // Each action's value from the side this call's own convention takes.
    let worth: Vec<f64> = children
        .iter()
        .map(|&child| {
            let theirs = conventions(&calls[child].function);
            let x = match (theirs.side_to_move, calls[child].board) {
                (true, Some(child_board)) => {
                    value_of(&calls[child]).unwrap_or(0.0) * f64::from(child_board.next_player().sign())
                }
                _ => value_of(&calls[child]).unwrap_or(0.0),
            };
            convention.of_x_value(x, board)
        })
        .collect();
    let maximises = convention.side_to_move || player == Player::X;
    let (course_name, takes) = match maximises {
        true => ("Max-Value", Said::new("takes the largest", "取最大的")),
        false => ("Min-Value", Said::new("takes the smallest", "取最小的")),
    };
    let actions = board.empty_cells().len() as usize;
    let (returned, expected_value) = (shown(value), shown(truth));
    let expected = match window {
        Some((alpha, _)) if truth <= alpha => {
            Said::each(|lang| lang.pick(format!("at most {}", shown(alpha)), format!("不超过 {}", shown(alpha))))
        }
        Some((_, beta)) if truth >= beta => {
            Said::each(|lang| lang.pick(format!("at least {}", shown(beta)), format!("不少于 {}", shown(beta))))
        }
        _ => Said::new(expected_value.clone(), expected_value.clone()),
    };
    let culprit = |why: Said, event: EventKind| Culprit {
        function: name.clone(),
        board,
        args: call.args.clone(),
        returned: returned.clone(),
        expected: expected.clone(),
        children: tried.clone(),
        why,
        line: course_line(course, player, event),
        course,
    };
    if board.is_terminal() {
        let utility = board.utility().unwrap_or(0);
        return culprit(
            Said::each(|lang| {
                lang.pick(
                    format!(
                        "{name} returned {returned} on this finished board, but Utility is {utility} here (its values \
                         are {})",
                        convention_words(convention, lang)
                    ),
                    format!(
                        "{name} 在这个已终局的棋盘上返回了 {returned}，但这里的 Utility 是 {utility}（它的值{}）",
                        convention_words(convention, lang)
                    ),
                )
            }),
            EventKind::Terminal,
        );
    }
    if children.is_empty() {
        return culprit(
            Said::each(|lang| {
                lang.pick(
                    format!(
                        "{name} returned {returned} on this board without trying any of its actions ({actions} of them), \
                         but the game is not over here"
                    ),
                    format!("{name} 在这个棋盘上一个动作也没试就返回了 {returned}，但这里对局还没有结束（共 {actions} 个动作）"),
                )
            }),
            EventKind::Terminal,
        );
    }
    let best = |values: &[f64]| {
        values
            .iter()
            .copied()
            .fold(if maximises { f64::NEG_INFINITY } else { f64::INFINITY }, |v, x| {
                if maximises { v.max(x) } else { v.min(x) }
            })
    };
    if let Some((alpha, beta)) = window {
        // The course's loop on the same values: where it would stop, and its v there.
        let (mut a, mut b) = (alpha, beta);
        let mut v = if maximises { f64::NEG_INFINITY } else { f64::INFINITY };
        let mut cut_after = None;
        for (k, &x) in worth.iter().enumerate() {
            v = if maximises { v.max(x) } else { v.min(x) };
            if (maximises && v >= b) || (!maximises && v <= a) {
                cut_after = Some(k + 1);
                break;
            }
            if maximises {
                a = a.max(v);
            } else {
                b = b.min(v);
            }
        }
        let k = children.len();
        if k < actions && cut_after.is_none_or(|cut| cut > k) {
            let v = shown(best(&worth[..k]));
            let (test, bound) = match maximises {
                true => (format!("v = {v} < β = {}", shown(beta)), "β"),
                false => (format!("v = {v} > α = {}", shown(alpha)), "α"),
            };
            let _ = bound;
            return culprit(
                Said::each(|lang| {
                    lang.pick(
                        format!("{name} stopped after {k} of its {actions} actions with {test}: that is not a cut"),
                        format!("{name} 在 {actions} 个动作中只试了 {k} 个就停止了，此时 {test}：这不是剪枝"),
                    )
                }),
                EventKind::Cut,
            );
        }
        // What each action's call was given, against what the course gives it.
        if let Some(wrong) = windows_passed(calls, children, alpha, beta, &worth, maximises) {
            return culprit(wrong, EventKind::Value);
        }
        let v = shown(best(&worth[..cut_after.unwrap_or(k).min(k)]));
        return culprit(
            Said::each(|lang| {
                let values = listed(&worth, lang);
                let takes = takes.get(lang);
                lang.pick(
                    format!("{name} returned {returned} on this board, but its actions are worth {values}: {course_name} {takes}, v = {v}"),
                    format!("{name} 在这个棋盘上返回了 {returned}，但它的动作的值是 {values}：{course_name} {takes}，v = {v}"),
                )
            }),
            EventKind::Value,
        );
    }
    if children.len() < actions {
        let k = children.len();
        return culprit(
            Said::each(|lang| {
                lang.pick(
                    format!("{name} tried only {k} of its {actions} actions: minimax tries every action"),
                    format!("{name} 在 {actions} 个动作中只试了 {k} 个：极大极小要尝试每一个动作"),
                )
            }),
            EventKind::Try,
        );
    }
    let v = shown(best(&worth));
    culprit(
        Said::each(|lang| {
            let values = listed(&worth, lang);
            let takes = takes.get(lang);
            lang.pick(
                format!("{name} returned {returned} on this board, but its actions are worth {values}: {course_name} {takes}, {v}"),
                format!("{name} 在这个棋盘上返回了 {returned}，但它的动作的值是 {values}：{course_name} {takes}，即 {v}"),
            )
        }),
        EventKind::Value,
    )
}

/// When an action's call was given another window than the course gives it (α and β swapped, or
/// left at ±∞), why that is wrong.
fn windows_passed(
    calls: &[Traced],
    children: &[usize],
    alpha: f64,
    beta: f64,
    worth: &[f64],
    maximises: bool,
) -> Option<Said> {
    let (mut a, mut b) = (alpha, beta);
    let mut v = if maximises { f64::NEG_INFINITY } else { f64::INFINITY };
    for (k, &child) in children.iter().enumerate() {
        if let Some((given_a, given_b)) = window(&calls[child])
            && (given_a, given_b) != (a, b)
        {
            let function = &calls[child].function;
            let (ga, gb, ea, eb) = (shown(given_a), shown(given_b), shown(a), shown(b));
            let nth = k + 1;
            return Some(Said::new(
                format!(
                    "it called {function} for its action {nth} with α = {ga} and β = {gb}, where the course passes its own α = {ea} and β = {eb}"
                ),
                format!(
                    "它为第 {nth} 个动作调用 {function} 时传入 α = {ga}、β = {gb}，而课程传入的是自己的 α = {ea}、β = {eb}"
                ),
            ));
        }
        v = if maximises { v.max(worth[k]) } else { v.min(worth[k]) };
        if maximises {
            a = a.max(v);
        } else {
            b = b.min(v);
        }
    }
    None
}

/// Which side's choice a function of the file makes: the largest of its actions' values, as the
/// course's Max-Value for X, or the smallest, as Min-Value for O.
fn role(calls: &[Traced], values: &[usize], parents: &[Option<usize>], function: &str) -> Option<Player> {
    let mut role = None;
    for &at in values.iter().filter(|&&at| calls[at].function == function) {
        let below: Vec<f64> = values
            .iter()
            .filter(|&&child| parents[child] == Some(at))
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

/// The first call, in the order made, of a Max-Value on a board where O is to move or of a Min-Value
/// where X is, named as its caller's mistake: a function that does what its name says (a `min_value`
/// taking the smallest) called on the other side's board. `None` when every such function is called on
/// its own side's boards, as in the course, or scores from the side to move.
fn wrong_side(
    calls: &[Traced],
    values: &[usize],
    parents: &[Option<usize>],
    conventions: &impl Fn(&str) -> Convention,
) -> Option<Culprit> {
    let at = values.iter().copied().find(|&at| {
        let call = &calls[at];
        let side = call.board.and_then(|board| board.to_move());
        let named = named_role(&call.function);
        !conventions(&call.function).side_to_move
            && side.is_some()
            && named.is_some()
            && named != side
            && role(calls, values, parents, &call.function) == named
    })?;
    let caller = parents[at]?;
    let (call, above) = (&calls[at], &calls[caller]);
    let (board, child_board) = (above.board?, call.board?);
    let (mover, next) = (board.to_move()?, child_board.to_move()?);
    let function = &call.function;
    let (its, theirs) = match next {
        Player::X => (
            Said::new(
                "the smallest of its actions' values, as the course's Min-Value",
                "取它的动作的值中最小的，如同课程的 Min-Value",
            ),
            "Max-Value",
        ),
        Player::O => (
            Said::new(
                "the largest of its actions' values, as the course's Max-Value",
                "取它的动作的值中最大的，如同课程的 Max-Value",
            ),
            "Min-Value",
        ),
    };
    let children: Vec<usize> = values
        .iter()
        .copied()
        .filter(|&child| parents[child] == Some(caller))
        .collect();
    let tried = tried(board, calls, &children);
    let root = matches!(above.returned, Returned::Move(_));
    let returned = match above.returned {
        Returned::Move(cell) => format!("({}, {})", cell.row(), cell.col()),
        _ => value_of(above).map_or_else(|| "?".to_string(), shown),
    };
    let truth = conventions(&above.function).of_x_value(f64::from(truth(board)), board);
    let name = &above.function;
    Some(Culprit {
        function: name.clone(),
        board,
        args: above.args.clone(),
        returned,
        expected: match root {
            true => Said::new("a move that keeps the outcome", "保持结局的着法"),
            false => Said::new(shown(truth), shown(truth)),
        },
        children: tried,
        why: Said::each(|lang| {
            let its = its.get(lang);
            lang.pick(
                format!(
                    "{name} scores {mover}'s actions with {function}, which takes {its}; but after {mover}'s action \
                     {next} is to move, and the course scores it with {theirs}"
                ),
                format!("{name} 用 {function} 给 {mover} 的动作打分，而 {function} {its}；但 {mover} 走完后轮到 {next}，课程在这里用 {theirs}"),
            )
        }),
        line: match root {
            true => root_line(Rung::CourseMinimax),
            false => course_line(Rung::CourseMinimax, mover, EventKind::Value),
        },
        course: Rung::CourseMinimax,
    })
}

/// The learner's `minimax` itself as the call that went wrong: every value it was given was right, but
/// the move it chose does not keep the outcome. `None` when the move is right.
fn explain_root(
    calls: &[Traced],
    top: usize,
    children: &[usize],
    conventions: &impl Fn(&str) -> Convention,
) -> Option<Culprit> {
    let call = &calls[top];
    let (board, Returned::Move(played)) = (call.board?, call.returned) else {
        return None;
    };
    let after = board.play(played).ok()?;
    if truth(after) == truth(board) {
        return None;
    }
    let player = board.to_move()?;
    let tried = tried(board, calls, children);
    let worth: Vec<f64> = children
        .iter()
        .map(|&child| {
            let convention = conventions(&calls[child].function);
            let value = value_of(&calls[child]).unwrap_or(0.0);
            match (convention.side_to_move, calls[child].board) {
                (true, Some(child_board)) => value * f64::from(child_board.next_player().sign()),
                _ => value,
            }
        })
        .collect();
    let chosen = tried
        .iter()
        .position(|&(cell, _)| cell == Some(played))
        .map(|at| shown(worth[at]));
    let name = &call.function;
    let (i, j) = (played.row(), played.col());
    let takes = match player {
        Player::X => Said::new("the largest", "最大的"),
        Player::O => Said::new("the smallest", "最小的"),
    };
    Some(Culprit {
        function: name.clone(),
        board,
        args: call.args.clone(),
        returned: format!("({i}, {j})"),
        expected: Said::each(|lang| {
            let best: Vec<String> = table::probe(board)
                .best
                .into_iter()
                .map(|c| format!("({}, {})", c.row(), c.col()))
                .collect();
            lang.pick(
                format!("a move that keeps the outcome, such as {}", best.join(" or ")),
                format!("保持结局的着法，例如 {}", best.join(" 或 ")),
            )
        }),
        children: tried,
        why: Said::each(|lang| {
            let values = listed(&worth, lang);
            let chosen = chosen.clone().unwrap_or_else(|| "?".to_string());
            let takes = takes.get(lang);
            lang.pick(
                format!(
                    "{name} chose ({i}, {j}), worth {chosen}, but {player} is to move and its actions are worth {values}: {player} takes {takes}"
                ),
                format!("{name} 选了 ({i}, {j})，它的值是 {chosen}，但轮到 {player} 走，它的动作的值是 {values}：{player} 应取{takes}"),
            )
        }),
        line: root_line(Rung::CourseMinimax),
        course: Rung::CourseMinimax,
    })
}

/// The note of the course's pseudocode that says how the root chooses its move.
fn root_line(course: Rung) -> Option<(u8, Said)> {
    let pseudocode = course.pseudocode();
    let at = pseudocode
        .lines()
        .iter()
        .rposition(|line| line.code.is_empty() && !line.comment.is_empty())?;
    let note = &pseudocode.lines()[at].comment;
    Some((
        (at + 1) as u8,
        Said::new(format!("▷ {}", note.en), format!("▷ {}", note.zh)),
    ))
}

fn convention_words(convention: Convention, lang: Lang) -> &'static str {
    match (convention.side_to_move, convention.scaled) {
        (false, false) => lang.pick("from X's side, 1, 0 or -1", "从 X 一方看，取 1、0 或 -1"),
        (false, true) => lang.pick("from X's side, larger for sooner wins", "从 X 一方看，赢得越早值越大"),
        (true, false) => lang.pick("from the side to move, 1, 0 or -1", "从轮到走的一方看，取 1、0 或 -1"),
        (true, true) => lang.pick(
            "from the side to move, larger for sooner wins",
            "从轮到走的一方看，赢得越早值越大",
        ),
    }
}

impl Analysis {
    /// How many positions the search visited against the course's searches on the same board:
    /// "7,331 positions: as many as the course's minimax; its alpha-beta in the same order visits 1,024:
    /// your pruning never cuts".
    pub fn counts(&self, lang: Lang) -> String {
        let minimax = thousands(self.minimax);
        let alphabeta = self.alphabeta.map(thousands);
        let also = alphabeta.as_ref().map_or(String::new(), |ab| {
            lang.pick(
                format!(", its alpha-beta in the same order {ab}"),
                format!("，按同样顺序的课程版 α-β 剪枝访问 {ab} 个"),
            )
        });
        let Some(visited) = self.visited else {
            return lang.pick(
                format!("not counted; the course's minimax visits {minimax} positions{also}"),
                format!("无法计数；课程版极大极小访问 {minimax} 个局面{also}"),
            );
        };
        let shown = thousands(visited);
        match (self.pruning, alphabeta) {
            (true, Some(ab)) if visited >= self.minimax => lang.pick(
                format!("{shown} positions: as many as the course's minimax; its alpha-beta in the same order visits {ab}: your pruning never cuts"),
                format!("{shown} 个局面：与课程版极大极小一样多；按同样顺序的课程版 α-β 剪枝只访问 {ab} 个：你的剪枝从未生效"),
            ),
            (true, Some(ab)) if Some(visited) < self.alphabeta => lang.pick(
                format!("{shown} positions, fewer than the course's alpha-beta in the same order ({ab}; its minimax {minimax}): your search stops where the course's goes on"),
                format!("{shown} 个局面，比按同样顺序的课程版 α-β 剪枝还少（它访问 {ab} 个，课程版极大极小 {minimax} 个）：你的搜索在课程版继续的地方停下了"),
            ),
            _ => lang.pick(
                format!("{shown} positions; the course's minimax visits {minimax}{also}"),
                format!("{shown} 个局面；课程版极大极小访问 {minimax} 个{also}"),
            ),
        }
    }
}
