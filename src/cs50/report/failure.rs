//! A failing function's block of the report for people: its failure on the smallest board, labelled
//! line by line, with what the check found of it (a pattern, whose fault it is, what a fresh Python
//! answered, the call of its own search that went wrong) and where to see the right search run.

use super::super::calls::Function;
use super::super::change::ToChange;
use super::super::culprit::{Analysis, Culprit};
use super::super::judge::{Failure, Got};
use super::super::protocol::{After, Value};
use super::block::{Block, Label, Row, marks};
use super::{Fresh, FunctionReport, Note, Report, culprit, words};
use crate::board::Board;
use crate::engines::Rung;
use crate::lang::Lang;
use crate::output::numbers::thousands;
use crate::output::quote::one_line;

/// The blocks of a failing function: its failure on the smallest board, then one for each other kind of
/// failure it has; none for a failure that is the file's reach into the checker, which the report's
/// warning says once.
pub fn blocks(f: &FunctionReport, failure: &Failure, report: &Report, lang: Lang) -> Vec<Block> {
    let name = f.function.name();
    let failures = thousands(f.failures() as u64);
    let labels = Labels::of(lang);
    let reached = |failure: &Failure| matches!(failure.got, Got::Reached(_));
    let mut blocks = Vec::new();
    if !reached(failure) {
        let mut rows = failure_rows(failure, (f.line, f.change), report, &labels, lang);
        found_rows(&mut rows, f, failure, report, &labels, lang);
        blocks.push(Block {
            function: f.function,
            board: failure.call.board,
            cites: cited(f.search.as_ref(), report.fastest),
            first: true,
            heading: lang.pick(
                format!("{name}: the failure on the smallest board (of {failures})"),
                format!("{name}：共 {failures} 个失败，下面是空格最少的一个"),
            ),
            rows,
        });
    }
    for other in f.others.iter().filter(|other| !reached(&other.failure)) {
        let heading = match other.count {
            Some(count) => {
                let count = thousands(count as u64);
                lang.pick(
                    format!("{name}: another kind of failure, on its smallest board ({count} of the {failures})"),
                    format!(
                        "{name}：另一种失败（{failures} 个失败中有 {count} 个属于这一种），下面是其中空格最少的一个"
                    ),
                )
            }
            None => lang.pick(
                format!("{name}: another mistake of its search, on another failing board"),
                format!("{name}：它的搜索中的另一个错误，见于另一个失败的棋盘"),
            ),
        };
        let mut rows = failure_rows(&other.failure, (other.line, other.change), report, &labels, lang);
        if let Some(search) = &other.search {
            search_rows(&mut rows, search, report, &labels, lang);
        }
        blocks.push(Block {
            function: f.function,
            board: other.failure.call.board,
            cites: cited(other.search.as_ref(), report.fastest),
            first: false,
            heading,
            rows,
        });
    }
    blocks
}

/// A failure's own rows: its board, the call, what it got and what was expected, the learner's line it
/// returned from or raised at and the line to change, and why that matters.
fn failure_rows(
    failure: &Failure,
    (returned, change): (Option<u32>, Option<ToChange>),
    report: &Report,
    labels: &Labels,
    lang: Lang,
) -> Vec<Row> {
    let mut rows = vec![
        labels.board(failure.call.board),
        labels.text(Label::Call, one_line(&words::call(failure, lang))),
        value(
            labels,
            &failure.got,
            one_line(&words::got(failure, report.context(), lang)),
        ),
        expected(labels, failure, lang),
    ];
    if let Some(number) = returned {
        rows.push(labels.text(Label::Returned, quoted(report, number)));
    }
    if let Some(change) = change {
        rows.push(labels.text(Label::Change, quoted(report, change.line)));
    }
    if let Some(why) = words::failure_why(failure, change, &report.source, lang) {
        rows.push(labels.text(Label::Why, one_line(&why)));
    }
    rows
}

/// What the check found of a failing function beyond its failure: a note, a pattern, whose fault it
/// is, what a fresh Python answered, its own search, and where to see the right search run.
fn found_rows(
    rows: &mut Vec<Row>,
    f: &FunctionReport,
    failure: &Failure,
    report: &Report,
    labels: &Labels,
    lang: Lang,
) {
    let name = f.function.name();
    if let Some(Note::NeverReturnedBoard) = f.note {
        rows.push(labels.text(Label::Note, lang.pick(
            "result never returned a board: it raised on every action, the legal ones too (raising is right only for \
             a taken cell or one off the board)",
            "result 从未返回过棋盘：它对每一步都抛出了异常，合法的动作也不例外（只有格子已被占用或不在棋盘上时才应抛出异常）",
        )));
    }
    if let Some(pattern) = f.pattern {
        rows.push(labels.text(Label::Pattern, words::pattern(pattern, f.function, f.failures(), lang)));
    }
    if let Some(cause) = f.because_of {
        let cause = cause.name();
        rows.push(labels.text(
            Label::First,
            lang.pick(
                format!("{name} is right once {cause} is: fix {cause} first"),
                format!("{cause} 改对之后 {name} 就对了：请先修正 {cause}"),
            ),
        ));
    }
    if let Some(other) = f.tied_to {
        rows.push(labels.text(Label::First, words::tied(f.function, other, lang)));
    }
    if let Some(fresh) = &f.fresh {
        rows.push(fresh_row(labels, fresh, failure, report, lang));
    }
    if let Some(search) = &f.search {
        search_rows(rows, search, report, labels, lang);
    }
    if f.function == Function::Minimax && !failure.call.board.is_terminal() {
        let search = cited(f.search.as_ref(), report.fastest);
        let see = steps_command(failure.call.board, search, report.fastest, lang);
        rows.push(labels.text(Label::See, see));
    }
}

/// What was expected, a board drawn as a grid.
fn expected(labels: &Labels, failure: &Failure, lang: Lang) -> Row {
    use super::super::judge::Expected;
    match failure.expected {
        Expected::Board(board) | Expected::Unchanged(board) => {
            Row::marks(Label::Expected, labels.expected, marks(board))
        }
        ref expected => labels.text(Label::Expected, one_line(&words::expected(expected, lang))),
    }
}

/// What a fresh Python answered to the failing call, a board drawn under the sentence.
fn fresh_row(labels: &Labels, fresh: &Fresh, failure: &Failure, report: &Report, lang: Lang) -> Row {
    let again = Failure {
        got: fresh.got.clone(),
        why: fresh.why.clone(),
        ..failure.clone()
    };
    // A board is drawn as a board, under the sentence.
    let board = match &fresh.got {
        Got::Returned(Value::Board(grid)) | Got::Changed(After::Board(grid)) => Some(grid.marks()),
        _ => None,
    };
    let returned = match board {
        Some(_) => lang.pick("the board below", "下面这个棋盘").to_string(),
        // A value written in Latin letters stands apart from the Chinese around it.
        None => {
            let got = one_line(&words::got(&again, report.context(), lang));
            lang.pick(got.clone(), format!(" {got}"))
        }
    };
    let said = match fresh.right {
        true => lang.pick(
            format!(
                "a fresh Python, making this call first, returned {returned}, which is right: your code keeps \
                 state between calls (a cache, a global), so its answer depends on the calls before"
            ),
            format!("在一个全新的 Python 中先做这次调用，得到的是{returned}，这是对的：你的代码在调用之间保留了状态（缓存或全局变量），所以答案取决于之前的调用"),
        ),
        false => lang.pick(
            format!("a fresh Python, making this call first, returned {returned}: the answer depends on the calls before"),
            format!("在一个全新的 Python 中先做这次调用，得到的是{returned}：答案取决于之前的调用"),
        ),
    };
    Row {
        marks: board,
        ..labels.text(Label::Fresh, said)
    }
}

/// A line of the learner's file as an editor finds it, with its text: `tictactoe.py:110  if v <= beta:`.
fn quoted(report: &Report, number: u32) -> String {
    let file = &report.file;
    match report.source.line(number) {
        Some(text) => format!("{file}:{number}  {}", one_line(text)),
        None => format!("{file}:{number}"),
    }
}

/// The learner's own search on the failing board: the call that went wrong, and the counts.
fn search_rows(rows: &mut Vec<Row>, search: &Analysis, report: &Report, labels: &Labels, lang: Lang) {
    match &search.culprit {
        Ok(found) => culprit_rows(rows, found, report, labels, lang),
        Err(unnamed) => rows.push(labels.text(Label::Culprit, culprit::unnamed(unnamed, lang))),
    }
    rows.push(labels.text(Label::Visited, culprit::counts(search, lang)));
}

/// A call that went wrong: why, the learner's line, its board, what its calls returned and the line of
/// the course's pseudocode it breaks.
fn culprit_rows(rows: &mut Vec<Row>, found: &Culprit, report: &Report, labels: &Labels, lang: Lang) {
    rows.push(labels.text(Label::Culprit, one_line(&culprit::why(found, lang))));
    if let Some(number) = found.line {
        rows.push(labels.text(Label::ItsReturned, quoted(report, number)));
    }
    if let Some(number) = found.change.line() {
        rows.push(labels.text(Label::ItsChange, quoted(report, number)));
    }
    rows.push(Row::marks(Label::ItsBoard, labels.on, marks(found.board)));
    if !found.children.is_empty() {
        let tried: Vec<String> = found.children.iter().map(|tried| culprit::tried(tried, lang)).collect();
        let calls = found
            .children
            .iter()
            .zip(&tried)
            .map(|(child, said)| (child.board.marks(), said.clone()))
            .collect();
        rows.push(Row {
            calls,
            ..labels.text(Label::ItsCalls, tried.join("   "))
        });
    }
    if let Some(breaks) = culprit::breaks(found, lang) {
        rows.push(labels.text(Label::Breaks, breaks));
    }
}

/// The search a failure cites, which shows how the right action is found: the course's alpha-beta when
/// the learner's search prunes, its minimax otherwise; with `--fastest`, the same searches winning
/// fastest (the course's play any action that keeps the outcome, which is not enough there).
fn cited(search: Option<&Analysis>, fastest: bool) -> Rung {
    let pruning = search.is_some_and(|search| search.pruning);
    match (fastest, pruning) {
        (false, false) => Rung::CourseMinimax,
        (false, true) => Rung::CourseAlphaBeta,
        (true, false) => Rung::Minimax,
        (true, true) => Rung::AlphaBetaCells,
    }
}

/// The command that shows, step by step, how `search` finds the right action on `board`.
fn steps_command(board: Board, search: Rung, fastest: bool, lang: Lang) -> String {
    let engine = search.name();
    match fastest {
        false => lang.pick(
            format!(
                "tictactoe steps --engine {engine} {board}  (how the course's search finds the right action, step by step)"
            ),
            format!("tictactoe steps --engine {engine} {board}（逐步查看课程的搜索怎样找到正确的动作）"),
        ),
        true => lang.pick(
            format!(
                "tictactoe steps --engine {engine} {board}  (how a search that wins fastest finds the best action, step by step)"
            ),
            format!("tictactoe steps --engine {engine} {board}（逐步查看最快获胜的搜索怎样找到最佳动作）"),
        ),
    }
}

/// The labels of a failure's lines, each twelve columns wide in its language (a Chinese character
/// takes two), so the values line up.
struct Labels {
    board: &'static str,
    call: &'static str,
    got: &'static str,
    expected: &'static str,
    returned: &'static str,
    change: &'static str,
    why: &'static str,
    note: &'static str,
    pattern: &'static str,
    first: &'static str,
    fresh: &'static str,
    culprit: &'static str,
    its_returned: &'static str,
    its_change: &'static str,
    on: &'static str,
    actions: &'static str,
    breaks: &'static str,
    visited: &'static str,
    see: &'static str,
}

impl Labels {
    /// A row of text under `label`'s words.
    fn text(&self, label: Label, text: impl Into<String>) -> Row {
        let words = match label {
            Label::Board => self.board,
            Label::Call => self.call,
            Label::Got => self.got,
            Label::Expected => self.expected,
            Label::Returned => self.returned,
            Label::Change => self.change,
            Label::Why => self.why,
            Label::Note => self.note,
            Label::Pattern => self.pattern,
            Label::First => self.first,
            Label::Fresh => self.fresh,
            Label::Culprit => self.culprit,
            Label::ItsReturned => self.its_returned,
            Label::ItsChange => self.its_change,
            Label::ItsBoard => self.on,
            Label::ItsCalls => self.actions,
            Label::Breaks => self.breaks,
            Label::Visited => self.visited,
            Label::See => self.see,
        };
        Row::text(label, words, text)
    }

    /// The failing call's board.
    fn board(&self, board: Board) -> Row {
        Row::marks(Label::Board, self.board, marks(board))
    }

    fn of(lang: Lang) -> Labels {
        Labels {
            board: lang.pick("board       ", "棋盘        "),
            call: lang.pick("call        ", "调用        "),
            got: lang.pick("got         ", "得到        "),
            expected: lang.pick("expected    ", "应为        "),
            returned: lang.pick("returned    ", "返回的行    "),
            change: lang.pick("change      ", "要改的行    "),
            why: lang.pick("why         ", "原因        "),
            note: lang.pick("note        ", "说明        "),
            pattern: lang.pick("pattern     ", "规律        "),
            first: lang.pick("fix first   ", "先修正      "),
            fresh: lang.pick("fresh       ", "全新进程    "),
            culprit: lang.pick("went wrong  ", "出错的调用  "),
            its_returned: lang.pick("  returned  ", "  返回的行  "),
            its_change: lang.pick("  change    ", "  要改的行  "),
            on: lang.pick("  its board ", "  它的棋盘  "),
            actions: lang.pick("  its calls ", "  它的调用  "),
            breaks: lang.pick("  breaks    ", "  违反      "),
            visited: lang.pick("visited     ", "访问        "),
            see: lang.pick("see         ", "参见        "),
        }
    }
}

/// What a call got: a board it returned or turned its board into is drawn as a grid, the rest is said.
fn value(labels: &Labels, got: &Got, said: String) -> Row {
    match got {
        Got::Returned(Value::Board(grid)) | Got::Changed(After::Board(grid)) => {
            Row::marks(Label::Got, labels.got, grid.marks())
        }
        _ => labels.text(Label::Got, said),
    }
}

#[cfg(test)]
mod tests {
    use super::super::block::grid_lines;
    use super::*;

    #[test]
    fn boards_are_drawn_as_grids() {
        let board: Board = "XO......X".parse().expect("a board");
        assert_eq!(
            grid_lines("got  ", &marks(board)),
            "  got  X O .\n       . . .\n       . . X\n"
        );
    }
}
