//! The classic mistakes a report names: what a function's failures come from, as a short id a script or
//! a teacher can count across a class (`shallow-copy`, `winner-misses-anti-diagonal`,
//! `swapped-max-min`, `list-for-set`), each with a one-line explanation. Only a function's own mistakes:
//! a function that fails because another does names none.

use super::calls::Function;
use super::culprit::{Culprit, Reason, Returned};
use super::judge::{Failure, Got, Why};
use super::pattern::{Line, Pattern};
use super::report::{FunctionReport, Report};

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
    /// Every mistake of the report's functions, each once, in a fixed order.
    pub fn of(report: &Report) -> Vec<Mistake> {
        let mut found: Vec<Mistake> = report.functions.iter().flat_map(Mistake::of_function).collect();
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
}
