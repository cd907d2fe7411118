//! The learner's own search in words: the call that went wrong and why, what it should have returned,
//! the line of the course's pseudocode it breaks, and how many positions it visited against the
//! course's searches.

use super::super::culprit::{Analysis, Convention, Culprit, Expectation, Reason, Returned, Tried, Unnamed};
use crate::board::{Cell, Player};
use crate::lang::Lang;
use crate::output::numbers::{count, thousands};

/// A number as the learner's Python writes it: `1`, `-0.5`, `inf`.
pub fn shown(value: f64) -> String {
    match value {
        v if v == f64::INFINITY => "inf".to_string(),
        v if v == f64::NEG_INFINITY => "-inf".to_string(),
        v if v.fract() == 0.0 && v.abs() < 1e15 => format!("{}", v as i64),
        v => format!("{v}"),
    }
}

/// What the call returned: a number, a move, or neither.
pub fn returned(returned: Returned, lang: Lang) -> String {
    match returned {
        Returned::Value(value, _) => shown(value),
        Returned::Move(cell) => format!("({}, {})", cell.row(), cell.col()),
        Returned::Other => lang.pick("no number", "不是数的值").to_string(),
    }
}

/// A call made for an action, with what it returned: `2,1 → 0` by its move, or by its board where that
/// is not one move away (`XOX.O.... → 1`).
pub fn tried(tried: &Tried, lang: Lang) -> String {
    let called = match tried.cell {
        Some(cell) => cell.to_string(),
        None => tried.board.to_string(),
    };
    let value = match tried.value.is_nan() {
        true => lang.pick("no number", "不是数的值").to_string(),
        false => shown(tried.value),
    };
    format!("{called} → {value}")
}

/// What the call should have returned, in words.
pub fn expected(expected: Expectation, lang: Lang) -> String {
    match expected {
        Expectation::Value(value) => shown(value),
        Expectation::AtMost(alpha) => {
            lang.pick(format!("at most {}", shown(alpha)), format!("不超过 {}", shown(alpha)))
        }
        Expectation::AtLeast(beta) => lang.pick(format!("at least {}", shown(beta)), format!("不少于 {}", shown(beta))),
        Expectation::Keeping { such_as: None, .. } => lang
            .pick("an action that keeps the outcome", "保持结局的动作")
            .to_string(),
        Expectation::Keeping {
            such_as: Some(best), ..
        } => {
            let best: Vec<String> = best
                .into_iter()
                .map(|c| format!("({}, {})", c.row(), c.col()))
                .collect();
            lang.pick(
                format!("an action that keeps the outcome, such as {}", best.join(" or ")),
                format!("保持结局的动作，例如 {}", best.join(" 或 ")),
            )
        }
    }
}

/// Why the call is wrong.
pub fn why(culprit: &Culprit, lang: Lang) -> String {
    let name = &culprit.function;
    let returned = returned(culprit.returned, lang);
    match &culprit.reason {
        Reason::WrongSide { callee, mover, tied } => wrong_side(name, callee, *mover, *tied, lang),
        Reason::WrongBranch { callee, mover } => wrong_branch(name, callee, *mover, lang),
        Reason::Finished { utility, convention } => {
            let values = convention_words(*convention, lang);
            lang.pick(
                format!(
                    "{name} returned {returned} on this finished board, but Utility is {utility} here (its values \
                     are {values})"
                ),
                format!(
                    "{name} 在这个已终局的棋盘上返回了 {returned}，但这里的 Utility 是 {utility}（它的值{values}）"
                ),
            )
        }
        Reason::TriedNothing { actions } => lang.pick(
            format!(
                "{name} returned {returned} on this board without trying any of its actions ({actions} of them), \
                 but the game is not over here"
            ),
            format!(
                "{name} 在这个棋盘上一个动作也没试就返回了 {returned}，但这里对局还没有结束（共 {actions} 个动作）"
            ),
        ),
        Reason::TriedTooFew { tried, actions } => lang.pick(
            format!("{name} tried only {tried} of its {actions} actions: minimax tries every action"),
            format!("{name} 在 {actions} 个动作中只试了 {tried} 个：极大极小要尝试每一个动作"),
        ),
        Reason::NotACut {
            tried,
            actions,
            v,
            bound,
            maximises,
        } => {
            let test = match maximises {
                true => format!("v = {} < β = {}", shown(*v), shown(*bound)),
                false => format!("v = {} > α = {}", shown(*v), shown(*bound)),
            };
            lang.pick(
                format!("{name} stopped after {tried} of its {actions} actions with {test}: that is not a cut"),
                format!("{name} 在 {actions} 个动作中只试了 {tried} 个就停止了，此时 {test}：这不是剪枝"),
            )
        }
        Reason::WindowPassed {
            function,
            nth,
            given,
            course,
        } => {
            let (ga, gb, ea, eb) = (shown(given.0), shown(given.1), shown(course.0), shown(course.1));
            lang.pick(
                format!(
                    "it called {function} for its action {nth} with α = {ga} and β = {gb}, where the course passes its own α = {ea} and β = {eb}"
                ),
                format!("它为第 {nth} 个动作调用 {function} 时传入 α = {ga}、β = {gb}，而课程传入的是自己的 α = {ea}、β = {eb}"),
            )
        }
        Reason::WrongValue {
            worth,
            maximises,
            v,
            windowed,
        } => wrong_value(name, &returned, worth, *maximises, *v, *windowed, lang),
        Reason::RootChoice {
            played,
            chosen,
            player,
            worth,
            ..
        } => root_choice(name, *played, *chosen, *player, worth, lang),
    }
}

/// The learner's `minimax` chose `played`, worth `chosen`, though `player` takes the best of `worth`.
fn root_choice(name: &str, played: Cell, chosen: Option<f64>, player: Player, worth: &[f64], lang: Lang) -> String {
    let (i, j) = (played.row(), played.col());
    let values = listed(worth, lang);
    let takes = match player {
        Player::X => lang.pick("the largest", "最大的"),
        Player::O => lang.pick("the smallest", "最小的"),
    };
    let chosen = match chosen {
        Some(value) => {
            let value = shown(value);
            lang.pick(format!(", worth {value},"), format!("，其值为 {value}，"))
        }
        None => lang
            .pick(
                ", which none of its calls searched,",
                "（它的调用中没有一次搜索这一步），",
            )
            .to_string(),
    };
    lang.pick(
        format!(
            "{name} chose ({i}, {j}){chosen} but {player} is to move and its actions are worth {values}: {player} takes {takes}"
        ),
        format!("{name} 选了 ({i}, {j}){chosen}但轮到 {player} 走，这个棋盘上各个动作的值分别是 {values}：{player} 应取{takes}"),
    )
}

/// The learner's `minimax` runs the other side's branch for `mover`.
fn wrong_branch(name: &str, callee: &str, mover: Player, lang: Lang) -> String {
    let other = mover.opponent();
    let (takes, own) = match mover {
        Player::X => (lang.pick("the smallest", "最小的"), "Max-Value"),
        Player::O => (lang.pick("the largest", "最大的"), "Min-Value"),
    };
    lang.pick(
        format!(
            "{name} runs the code meant for {other} where {mover} is to move: it scores {mover}'s actions with \
             {callee}, which makes {mover}'s own choice, and takes {takes} of their values, as {other} would. Both \
             are right for {other}, so the test that chooses the branch is what to change: with {mover} to move \
             the branch must score with the function that makes {other}'s choice and take what {mover} wants, \
             as the course's {own} does"
        ),
        format!(
            "{name} 在轮到 {mover} 走时执行了为 {other} 写的代码：它用 {callee}（替 {mover} 自己做选择的函数）给 {mover} 的动作打分，\
             再像 {other} 那样取其中{takes}的值。这两处对 {other} 来说都是对的，所以要改的是选择分支的那个判断：轮到 {mover} 走时，\
             应当用替 {other} 做选择的函数打分，并取 {mover} 想要的值，如同课程的 {own}"
        ),
    )
}

/// The learner's search scores `mover`'s actions with `callee`, the other side's function; when the
/// values all `tied`, which side's pick follows cannot be seen, so no fix is named.
fn wrong_side(name: &str, callee: &str, mover: Player, tied: bool, lang: Lang) -> String {
    let next = mover.opponent();
    let (its, theirs) = match next {
        Player::X => (
            lang.pick(
                "the smallest of its actions' values, as the course's Min-Value",
                "取各个动作的值中最小的，如同课程的 Min-Value",
            ),
            "Max-Value",
        ),
        Player::O => (
            lang.pick(
                "the largest of its actions' values, as the course's Max-Value",
                "取各个动作的值中最大的，如同课程的 Max-Value",
            ),
            "Min-Value",
        ),
    };
    let fix = match tied {
        true => lang.pick(
            format!(
                "; its actions' values all tie here, so whether it then picks as {mover} should cannot be told: \
                 if it does, call your {theirs} there, and if it picks as {next} would, the test that chose this \
                 branch is wrong"
            ),
            format!(
                "；这里各个动作的值都相同，看不出它接下来是否按 {mover} 的方式挑选：如果是，就在这里改为调用你的 {theirs}；如果它像 {next} 那样挑选，那么错的是选择这个分支的判断"
            ),
        ),
        false => lang.pick(
            format!(": the one-line fix is to call your {theirs} there, the function that makes {next}'s choice"),
            format!("：只需改一行，在这里改为调用你的 {theirs}，即替 {next} 做选择的那个函数"),
        ),
    };
    lang.pick(
        format!(
            "{name} scores {mover}'s actions with {callee}, which takes {its}; but after {mover}'s action {next} is \
             to move, and the course scores it with {theirs}{fix}"
        ),
        format!(
            "{name} 用 {callee} 给 {mover} 的动作打分，而 {callee} {its}；但 {mover} 走完后轮到 {next}，课程在这里用 {theirs}{fix}"
        ),
    )
}

fn wrong_value(
    name: &str,
    returned: &str,
    worth: &[f64],
    maximises: bool,
    v: f64,
    windowed: bool,
    lang: Lang,
) -> String {
    let (course, takes) = match maximises {
        true => ("Max-Value", lang.pick("takes the largest", "取最大的")),
        false => ("Min-Value", lang.pick("takes the smallest", "取最小的")),
    };
    let (values, v) = (listed(worth, lang), shown(v));
    match windowed {
        true => lang.pick(
            format!("{name} returned {returned} on this board, but its actions are worth {values}: {course} {takes}, v = {v}"),
            format!("{name} 在这个棋盘上返回了 {returned}，但这个棋盘上各个动作的值分别是 {values}：{course} {takes}，v = {v}"),
        ),
        false => lang.pick(
            format!("{name} returned {returned} on this board, but its actions are worth {values}: {course} {takes}, {v}"),
            format!("{name} 在这个棋盘上返回了 {returned}，但这个棋盘上各个动作的值分别是 {values}：{course} {takes}，即 {v}"),
        ),
    }
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

/// The line of the course's pseudocode the call breaks: `line 7 of tictactoe pseudocode --engine
/// course-alphabeta: if v ≥ β: return v`.
pub fn breaks(culprit: &Culprit, lang: Lang) -> Option<String> {
    let number = culprit.breaks?;
    let pseudocode = culprit.course.pseudocode();
    let line = pseudocode.lines().get(usize::from(number) - 1)?;
    let code = match line.code.is_empty() {
        true => format!("▷ {}", line.comment.get(lang)),
        false => line.code.trim().to_string(),
    };
    let engine = culprit.course.name();
    Some(lang.pick(
        format!("line {number} of tictactoe pseudocode --engine {engine}: {code}"),
        format!("tictactoe pseudocode --engine {engine} 的第 {number} 行：{code}"),
    ))
}

/// Why no call of the search can be named.
pub fn unnamed(unnamed: &Unnamed, lang: Lang) -> String {
    match unnamed {
        Unnamed::NoValueCalls(called) if called.is_empty() => lang
            .pick(
                "on this board minimax called none of its own functions that take a board, so no call of its search \
                 can be named",
                "在这个棋盘上 minimax 没有调用它自己写的任何接收棋盘的函数，所以无法指出是哪一次调用出错",
            )
            .to_string(),
        Unnamed::NoValueCalls(called) => {
            let (en, zh) = (called.join(" and "), called.join("、"));
            lang.pick(
                format!(
                    "on this board minimax called only {en}, none of which returned a number, so no call of its \
                     search can be named"
                ),
                format!("在这个棋盘上 minimax 只调用了 {zh}，没有一次调用返回数值，所以无法指出是哪一次调用出错"),
            )
        }
        Unnamed::NotOneMoveApart(function) => lang.pick(
            format!(
                "{function} went on to search boards that are not one move away from the board it was given: \
                 player or result goes wrong there, so the values it got back are not what its actions are worth. \
                 Fix player or result first"
            ),
            format!(
                "{function} 接着搜索的棋盘与传给它的棋盘并不只差一步：player 或 result 在那里出了错，所以它得到的值并不是各个动作的值。请先修正 player 或 result"
            ),
        ),
        Unnamed::EveryCallRight => lang
            .pick(
                "every call of its search that took a board answered right, so the mistake is outside them",
                "搜索中每一次接收棋盘的调用都答对了，所以错误出在这些调用之外",
            )
            .to_string(),
    }
}

/// How many positions the search visited against the course's searches on the same board:
/// "7,331 positions: as many as the course's minimax; its alpha-beta in the same order visits 1,024:
/// your pruning never cuts".
pub fn counts(analysis: &Analysis, lang: Lang) -> String {
    let minimax = thousands(analysis.minimax);
    let alphabeta = analysis.alphabeta.map(thousands);
    let also = alphabeta.as_ref().map_or(String::new(), |ab| {
        lang.pick(
            format!(", its alpha-beta in the same order {ab}"),
            format!("，按同样顺序的课程版 α-β 剪枝访问 {ab} 个"),
        )
    });
    let Some(visited) = analysis.visited else {
        return lang.pick(
            format!("not counted; the course's minimax visits {minimax} positions{also}"),
            format!("无法计数；课程版极大极小访问 {minimax} 个局面{also}"),
        );
    };
    let shown = thousands(visited);
    let positions = lang.pick(count(visited, "position"), format!("{shown} 个局面"));
    // Pruning is spoken of only where the course's alpha-beta prunes.
    let course_cuts = analysis.alphabeta.is_some_and(|ab| ab < analysis.minimax);
    match (analysis.pruning, alphabeta) {
        (true, Some(ab)) if visited >= analysis.minimax && course_cuts => lang.pick(
            format!("{shown} positions: as many as the course's minimax; its alpha-beta in the same order visits {ab}: your pruning never cuts"),
            format!("{shown} 个局面：与课程版极大极小一样多；按同样顺序的课程版 α-β 剪枝只访问 {ab} 个：你的剪枝从未生效"),
        ),
        (true, Some(ab)) if Some(visited) < analysis.alphabeta => lang.pick(
            format!("{shown} positions, fewer than the course's alpha-beta in the same order ({ab}; its minimax {minimax}): your search stops where the course's goes on"),
            format!("{shown} 个局面，比按同样顺序的课程版 α-β 剪枝还少（它访问 {ab} 个，课程版极大极小 {minimax} 个）：你的搜索在课程版继续的地方停下了"),
        ),
        _ => lang.pick(
            format!("{positions}; the course's minimax visits {minimax}{also}"),
            format!("{positions}；课程版极大极小访问 {minimax} 个{also}"),
        ),
    }
}
