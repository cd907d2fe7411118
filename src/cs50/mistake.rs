//! The classic mistakes a report names: what a function's failures come from, as a short id a script or
//! a teacher can count across a class (`shallow-copy`, `winner-misses-anti-diagonal`,
//! `swapped-max-min`, `list-for-set`), each with a one-line explanation. Only a function's own mistakes:
//! a function that fails because another does names none.

use super::calls::Function;
use super::culprit::{Culprit, Reason, Returned};
use super::judge::{Failure, Got, Why};
use super::pattern::{Line, Pattern};
use super::report::function::FunctionReport;
use crate::lang::Lang;

/// A classic mistake.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Mistake {
    /// The function is not in the file.
    Missing(Function),
    /// `result` returns a board that shares the given board's rows, so a write changes both.
    ShallowCopy,
    /// A function changed the board it was given, without sharing rows with what it returned.
    ChangesTheBoard,
    /// `result` did not raise for an action off the board.
    OffBoardAllowed,
    /// `actions` returned a list (or another container), not a set.
    ListForSet,
    /// `winner` misses a line: every failure has three in a row on it.
    WinnerMisses(Line),
    /// `winner` takes a line of three empty cells for a win.
    EmptyLineWins,
    /// The function fails only when O is to move.
    WrongForO(Function),
    /// The search scores a side's actions with the other side's choice: Max and Min swapped.
    SwappedMaxMin,
    /// The search's value on a finished board is not its utility.
    WrongEndValue,
    /// The search stops before trying every action.
    TriesTooFew,
    /// The search cuts where the course's alpha-beta does not.
    WrongCut,
    /// The search passes another α-β window than the course's.
    WrongWindow,
    /// The search's value is not the best of its actions'.
    WrongBest,
    /// `minimax` picks an action that is not worth the best value.
    WrongChoice,
    /// The function keeps state between calls: right in a fresh Python, wrong after other calls.
    KeepsState,
}

impl Mistake {
    /// Every mistake of a report's functions, each once, in a fixed order.
    pub fn of(functions: &[FunctionReport]) -> Vec<Mistake> {
        let mut found: Vec<Mistake> = functions.iter().flat_map(Mistake::of_function).collect();
        found.sort();
        found.dedup();
        found
    }

    /// A function's own mistakes; none when its failures come from another function or the file's
    /// reach into the checker.
    fn of_function(report: &FunctionReport) -> Vec<Mistake> {
        if report.missing {
            return vec![Mistake::Missing(report.function)];
        }
        if report.because_of.is_some() || report.fails_only_by_reach() {
            return Vec::new();
        }
        let failures = report
            .failure
            .iter()
            .chain(report.others.iter().map(|other| &other.failure));
        let mut found: Vec<Mistake> = failures.filter_map(Mistake::of_failure).collect();
        let searches = report
            .search
            .iter()
            .chain(report.others.iter().filter_map(|other| other.search.as_ref()));
        found.extend(
            searches
                .filter_map(|search| search.culprit.as_ref().ok())
                .map(Mistake::of_culprit),
        );
        found.extend(
            report
                .pattern
                .and_then(|pattern| Mistake::of_pattern(report.function, pattern)),
        );
        if report.fresh.as_ref().is_some_and(|fresh| fresh.right) {
            found.push(Mistake::KeepsState);
        }
        found
    }

    fn of_failure(failure: &Failure) -> Option<Mistake> {
        match (&failure.why, &failure.got) {
            (Some(Why::Shares(_)), _) => Some(Mistake::ShallowCopy),
            (Some(Why::OffBoard(_)), _) => Some(Mistake::OffBoardAllowed),
            (Some(Why::NotASet(_)), _) => Some(Mistake::ListForSet),
            (None, Got::Changed(_)) => Some(Mistake::ChangesTheBoard),
            _ => None,
        }
    }

    fn of_culprit(culprit: &Culprit) -> Mistake {
        match &culprit.reason {
            Reason::WrongSide { .. } | Reason::WrongBranch { .. } => Mistake::SwappedMaxMin,
            Reason::Finished { .. } => Mistake::WrongEndValue,
            Reason::TriedNothing { .. } | Reason::TriedTooFew { .. } => Mistake::TriesTooFew,
            Reason::NotACut { .. } => Mistake::WrongCut,
            Reason::WindowPassed { .. } => Mistake::WrongWindow,
            Reason::WrongValue { worth, maximises, .. } => {
                let (least, most) = worth
                    .iter()
                    .fold((f64::INFINITY, f64::NEG_INFINITY), |(least, most), &w| {
                        (least.min(w), most.max(w))
                    });
                // It returned the other side's pick: the smallest of its actions' values for Max, the
                // largest for Min.
                let others = if *maximises { least } else { most };
                match (least < most, culprit.returned) {
                    (true, Returned::Value(returned, _)) if returned == others => Mistake::SwappedMaxMin,
                    _ => Mistake::WrongBest,
                }
            }
            Reason::RootChoice { .. } => Mistake::WrongChoice,
        }
    }

    fn of_pattern(function: Function, pattern: Pattern) -> Option<Mistake> {
        match (function, pattern) {
            (Function::Winner, Pattern::WonOn(line)) => Some(Mistake::WinnerMisses(line)),
            (Function::Winner, Pattern::WonBesideEmptyLine) => Some(Mistake::EmptyLineWins),
            (function, Pattern::OToMove) => Some(Mistake::WrongForO(function)),
            _ => None,
        }
    }

    /// Its id, the same in every language: `shallow-copy`, `winner-misses-row-0`, `missing-minimax`.
    pub fn id(self) -> String {
        match self {
            Mistake::Missing(function) => format!("missing-{}", function.name()),
            Mistake::ShallowCopy => "shallow-copy".into(),
            Mistake::ChangesTheBoard => "changes-the-board".into(),
            Mistake::OffBoardAllowed => "off-board-allowed".into(),
            Mistake::ListForSet => "list-for-set".into(),
            Mistake::WinnerMisses(line) => format!("winner-misses-{}", line.name()),
            Mistake::EmptyLineWins => "empty-line-wins".into(),
            Mistake::WrongForO(function) => format!("{}-wrong-for-o", function.name()),
            Mistake::SwappedMaxMin => "swapped-max-min".into(),
            Mistake::WrongEndValue => "wrong-end-value".into(),
            Mistake::TriesTooFew => "tries-too-few".into(),
            Mistake::WrongCut => "wrong-cut".into(),
            Mistake::WrongWindow => "wrong-window".into(),
            Mistake::WrongBest => "wrong-best".into(),
            Mistake::WrongChoice => "wrong-choice".into(),
            Mistake::KeepsState => "keeps-state".into(),
        }
    }

    /// The mistake of that id.
    pub fn named(id: &str) -> Option<Mistake> {
        Mistake::every().into_iter().find(|mistake| mistake.id() == id)
    }

    /// Every mistake there is.
    fn every() -> Vec<Mistake> {
        let mut every: Vec<Mistake> = Function::ALL
            .iter()
            .map(|&function| Mistake::Missing(function))
            .collect();
        every.extend(Line::ALL.iter().map(|&line| Mistake::WinnerMisses(line)));
        every.extend(Function::ALL.iter().map(|&function| Mistake::WrongForO(function)));
        every.extend([
            Mistake::ShallowCopy,
            Mistake::ChangesTheBoard,
            Mistake::OffBoardAllowed,
            Mistake::ListForSet,
            Mistake::EmptyLineWins,
            Mistake::SwappedMaxMin,
            Mistake::WrongEndValue,
            Mistake::TriesTooFew,
            Mistake::WrongCut,
            Mistake::WrongWindow,
            Mistake::WrongBest,
            Mistake::WrongChoice,
            Mistake::KeepsState,
        ]);
        every
    }

    /// What it is, in one line.
    pub fn explanation(self, lang: Lang) -> String {
        match self {
            Mistake::Missing(function) => {
                let name = function.name();
                lang.pick(format!("{name} is not in the file"), format!("文件中没有 {name}"))
            }
            Mistake::ShallowCopy => lang.pick(
                "result copies the board shallowly (list(board), board.copy(), board[:]): the new board shares its rows, so the move is written into the board it was given too",
                "result 对棋盘做了浅拷贝（list(board)、board.copy()、board[:]）：新棋盘与原棋盘共用各行，所以这一步也写进了传入的棋盘",
            ).into(),
            Mistake::ChangesTheBoard => lang.pick(
                "a function writes into the board it was given, which the caller still uses",
                "函数改写了传入的棋盘，而调用者还在使用它",
            ).into(),
            Mistake::OffBoardAllowed => lang.pick(
                "result accepts an action off the board (a negative index counts from the end in Python) instead of raising",
                "result 接受了棋盘之外的动作（Python 中负数下标从末尾数起），而没有抛出异常",
            ).into(),
            Mistake::ListForSet => lang.pick(
                "actions returns a list (or another container), which never equals the set the course asks for",
                "actions 返回了列表（或其他容器），它永远不等于课程要求的集合",
            ).into(),
            Mistake::WinnerMisses(line) => {
                let name = line.name();
                lang.pick(format!("winner misses three in a row on {name}"), format!("winner 漏掉了 {name} 上的三连"))
            }
            Mistake::EmptyLineWins => lang.pick(
                "winner takes a line of three empty cells for a win",
                "winner 把一条三个空格的线当成了胜利",
            ).into(),
            Mistake::WrongForO(function) => {
                let name = function.name();
                lang.pick(format!("{name} is wrong whenever O is to move"), format!("轮到 O 走时 {name} 总是出错"))
            }
            Mistake::SwappedMaxMin => lang.pick(
                "the search scores a side's actions with the other side's choice: Max and Min swapped",
                "搜索用对方的选择来给一方的动作打分：Max 与 Min 弄反了",
            ).into(),
            Mistake::WrongEndValue => lang.pick(
                "the search's value of a finished board is not its utility",
                "搜索给终局棋盘的值不是它的效用值",
            ).into(),
            Mistake::TriesTooFew => lang.pick(
                "the search returns before trying every action",
                "搜索在尝试完所有动作之前就返回了",
            ).into(),
            Mistake::WrongCut => lang.pick(
                "the search prunes where alpha-beta may not: v is not yet beyond the bound",
                "搜索在 alpha-beta 不允许剪枝的地方剪枝了：v 还没有越过界限",
            ).into(),
            Mistake::WrongWindow => lang.pick(
                "the search passes another α-β window down than the course's pseudocode",
                "搜索向下传递的 α-β 窗口与课程伪代码不同",
            ).into(),
            Mistake::WrongBest => lang.pick(
                "the search's value is not the best of its actions' values",
                "搜索的值不是其各动作值中最好的那个",
            ).into(),
            Mistake::WrongChoice => lang.pick(
                "minimax returns an action that is not worth the best value",
                "minimax 返回的动作不是值最好的那个",
            ).into(),
            Mistake::KeepsState => lang.pick(
                "a function keeps state between calls: right in a fresh Python, wrong after other calls",
                "函数在调用之间保留了状态：在全新的 Python 中正确，在其他调用之后出错",
            ).into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mistake_has_its_own_id_read_back_and_an_explanation_in_each_language() {
        let every = Mistake::every();
        for mistake in &every {
            assert_eq!(Mistake::named(&mistake.id()), Some(*mistake));
            assert_eq!(every.iter().filter(|other| other.id() == mistake.id()).count(), 1);
            for lang in [Lang::En, Lang::Zh] {
                assert!(!mistake.explanation(lang).is_empty(), "{mistake:?}");
            }
        }
        assert_eq!(Mistake::named("no-such-mistake"), None);
    }
}
