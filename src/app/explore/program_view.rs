//! The program running: the search's pseudocode with the line of the current step lit, and under it
//! what that step did in words, a cut with the inequality that caused it. Every line's comment shows
//! on hover; the legend of the words the explorer uses is one hover away.

use egui::{RichText, Ui};

use crate::app::widgets::style::heading;
use crate::board::{Board, Player};
use crate::lang::{Both, Lang};
use crate::search::{Bound, Cut, Event, Rest, Score, Step, Steps, function_name};

/// Draws what the step did and the pseudocode with the step's line lit, scrolled to that line when
/// `follow` (the step has just changed).
pub fn show(ui: &mut Ui, steps: &Steps, at: usize, follow: bool, lang: Lang) {
    let Some(step) = steps.steps().get(at) else { return };
    ui.horizontal(|ui| {
        heading(ui, lang.pick("The program", "正在运行的程序"));
        ui.add_space(8.0);
        legend(ui, steps.pseudocode().is_course(), lang);
    });
    let said = happened(steps, step, lang);
    // One line whatever the step, so nothing below it moves; the whole text on hover.
    ui.add(egui::Label::new(RichText::new(&said).strong()).truncate());
    ui.add_space(4.0);
    let mono = egui::TextStyle::Monospace.resolve(ui.style());
    let row_height = ui.fonts_mut(|f| f.row_height(&mono)) + 2.0;
    egui::ScrollArea::both()
        .id_salt("pseudocode")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (number, line) in steps.pseudocode().lines().iter().enumerate() {
                let number = number + 1;
                let lit = number == usize::from(step.line);
                let comment = line.comment.get(lang);
                let text = format!(
                    "{number:>2}  {}",
                    if line.code.is_empty() && !line.comment.is_empty() {
                        format!("▷ {comment}")
                    } else {
                        line.code.clone()
                    }
                );
                let mut rich = RichText::new(text).monospace();
                if lit {
                    rich = rich.strong().color(ui.visuals().strong_text_color());
                } else if line.code.is_empty() {
                    rich = rich.color(ui.visuals().weak_text_color());
                }
                let frame = egui::Frame::new()
                    .fill(if lit {
                        ui.visuals().selection.bg_fill
                    } else {
                        egui::Color32::TRANSPARENT
                    })
                    .corner_radius(3.0);
                let response = frame
                    .show(ui, |ui| {
                        ui.set_min_width(ui.available_width());
                        ui.set_min_height(row_height);
                        // Code keeps its lines, scrolling sideways if need be; a note wraps.
                        let label = egui::Label::new(rich);
                        ui.add(if line.code.is_empty() {
                            label.wrap()
                        } else {
                            label.extend()
                        })
                    })
                    .inner;
                if lit && follow {
                    response.scroll_to_me(Some(egui::Align::Center));
                }
                if !line.comment.is_empty() && !line.code.is_empty() {
                    response.on_hover_text(comment);
                }
            }
        });
}

/// A loop cut short, in words: the inequality (or the win at once) that ends it, and the actions
/// never tried.
fn cut(step: &Step, reason: Cut, rest: Rest, v: &str, lang: Lang) -> String {
    let why = match reason {
        Cut::WinsAtOnce => {
            let tried = action(step, lang);
            lang.pick(
                format!("v = {v}: {tried} wins at once"),
                format!("v = {v}：{tried}立即获胜"),
            )
        }
        Cut::Beta => format!("v = {v} ≥ β = {}", maybe(step.beta, lang)),
        Cut::Alpha => format!("v = {v} ≤ α = {}", maybe(step.alpha, lang)),
    };
    let never: Vec<String> = rest.cells().map(|cell| cell.to_string()).collect();
    let (n, cells) = (never.len(), never.join(" "));
    match n {
        0 => lang.pick(
            format!("{why}: the loop ends; no action was left to try"),
            format!("{why}：循环结束；已没有剩下的动作"),
        ),
        1 => lang.pick(
            format!("{why}: the other action is never tried ({cells})"),
            format!("{why}：剩下的 1 个动作不再尝试（{cells}）"),
        ),
        n => lang.pick(
            format!("{why}: the other {n} actions are never tried ({cells})"),
            format!("{why}：剩下的 {n} 个动作不再尝试（{cells}）"),
        ),
    }
}

/// What a step did, in words: the inequality of a cut, α rising, a value returned.
pub fn happened(steps: &Steps, step: &Step, lang: Lang) -> String {
    let call = steps.call_of(step);
    let x = call.player() == Player::X;
    let mover = call.player();
    let function = function_name(call.player());
    let v = step.v.map_or(lang.pick("none yet", "尚无").to_string(), Score::signed);
    let board = call.board;
    match step.event {
        Event::Call { window } => match window {
            Some((alpha, beta)) => {
                let (alpha, beta) = (alpha.signed(), beta.signed());
                lang.pick(
                    format!("{function} is called on {board} with α {alpha} and β {beta}"),
                    format!("在 {board} 上调用 {function}，α {alpha}，β {beta}"),
                )
            }
            None => lang.pick(
                format!("{function} is called on {board}"),
                format!("在 {board} 上调用 {function}"),
            ),
        },
        Event::Terminal { score } => {
            let score = score.words(board, lang);
            lang.pick(
                format!("The game is over here: v = {v}, {score}"),
                format!("这里对局已经结束：v = {v}，{score}"),
            )
        }
        Event::Remembered { bound, .. } => {
            let bound = bound.words(lang);
            lang.pick(
                format!("The transposition table already knows this position: v = {v}, {bound}"),
                format!("置换表中已有这个局面：v = {v}，{bound}"),
            )
        }
        Event::Try { action: cell } => lang.pick(format!("{mover} tries {cell}"), format!("{mover} 尝试 {cell}")),
        Event::Value { child, .. } => {
            let pick = if x { "Max" } else { "Min" };
            let (child, tried) = (child.signed(), action(step, lang));
            lang.pick(
                format!("{tried} is worth {child}: v = {pick}(v, {child}) = {v}"),
                format!("{tried}的值是 {child}：v = {pick}(v, {child}) = {v}"),
            )
        }
        Event::Alpha { alpha } => {
            let alpha = alpha.signed();
            lang.pick(
                format!("α rises to {alpha}: X is sure of at least that"),
                format!("α 升到 {alpha}：X 至少能确保这个值"),
            )
        }
        Event::Beta { beta } => {
            let beta = beta.signed();
            lang.pick(
                format!("β falls to {beta}: O is sure of at most that"),
                format!("β 降到 {beta}：O 能确保结果不高于这个值"),
            )
        }
        Event::Cut { reason, rest } => cut(step, reason, rest, &v, lang),
        // "returns exactly -1: O wins in 2": the bound said once, in the sentence.
        Event::Return { score, bound } => {
            let sentence = bound_sentence(score, bound, board, lang);
            lang.pick(
                format!("{function} returns {sentence}"),
                format!("{function} 返回{sentence}"),
            )
        }
    }
}

/// What a returned score says of `board`, as what it is: exact, or only a bound ("at most +3: at best
/// for X, X wins in 2").
pub fn bound_sentence(score: Score, bound: Bound, board: Board, lang: Lang) -> String {
    let (signed, says) = (score.signed(), bound.says(score, board, lang));
    match bound {
        Bound::Exact => lang.pick(format!("exactly {signed}: {says}"), format!("恰好是 {signed}：{says}")),
        Bound::Upper => lang.pick(format!("at most {signed}: {says}"), format!("至多 {signed}：{says}")),
        Bound::Lower => lang.pick(format!("at least {signed}: {says}"), format!("至少 {signed}：{says}")),
    }
}

/// The action the step's call tried last, to start a sentence: in Chinese a cell is followed by a
/// space, as Latin letters and digits are before Chinese characters; "这个动作" is not.
fn action(step: &Step, lang: Lang) -> String {
    match step.action {
        Some(cell) => lang.pick(cell.to_string(), format!("{cell} ")),
        None => lang.pick("the action", "这个动作").to_string(),
    }
}

fn maybe(score: Option<Score>, lang: Lang) -> String {
    score.map_or(lang.pick("none", "无").to_string(), Score::signed)
}

/// "Legend", with what every word of the explorer means on hover; a score as the search on screen
/// scores (`course`: the course's Utility).
fn legend(ui: &mut Ui, course: bool, lang: Lang) {
    let words = |ui: &mut Ui| {
        ui.set_max_width(420.0);
        for (word, meaning) in LEGEND {
            let meaning = match (word.en, course) {
                ("score", true) => COURSE_SCORE,
                _ => meaning,
            };
            ui.horizontal_wrapped(|ui| {
                ui.label(RichText::new(word.get(lang)).strong());
                ui.label(meaning.get(lang));
            });
        }
    };
    // A button: a click keeps it open, as a hover shows it.
    let button = ui.small_button(lang.pick("Legend", "图例")).on_hover_text(lang.pick(
        "What the explorer's words, numbers and colours mean",
        "探索页中的词、数字和颜色的含义",
    ));
    let popup =
        egui::Popup::from_toggle_button_response(&button).close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside);
    let open = popup.is_open();
    popup.show(words);
    if button.hovered() && !open {
        egui::Tooltip::for_widget(&button).show(words);
    }
}

/// What a score is in the course's searches.
const COURSE_SCORE: Both = Both::new(
    "one number from X's side, the course's Utility: 1 a win by X, 0 a draw, -1 a win by O, however soon",
    "从 X 一方看的一个数，即课程的 Utility：X 获胜为 1，平局为 0，O 获胜为 -1，不论多快",
);

/// The words of the explorer and what they mean.
const LEGEND: [(Both, Both); 11] = [
    (
        Both::new("1 2 3 … on the board", "棋盘上的 1 2 3 …"),
        Both::new(
            "the table's principal line from the position: the best moves played in turn, each number in the colour of \
             the side that plays it; shown once the search has returned from the position",
            "完美对弈表从这个局面出发的主要变例：依次走出的最佳着法，每个数字的颜色是走这步的一方；搜索从这个局面返回后才显示",
        ),
    ),
    (
        Both::new("green cell", "绿色格子"),
        Both::new(
            "a best move of the position, by the table; in the tree, a best move's row is green too",
            "完美对弈表认定的这个局面的最佳着法；在博弈树中，最佳着法所在的行也是绿色",
        ),
    ),
    (
        Both::new("score", "分数"),
        Both::new(
            "one number from X's side: a win by X with m marks on the board is 10 − m, a win by O −(10 − m), a draw 0",
            "从 X 一方看的一个数：棋盘上有 m 个棋子时 X 获胜为 10 − m，O 获胜为 −(10 − m)，平局为 0",
        ),
    ),
    (
        Both::new("v", "v"),
        Both::new(
            "the best value the call has found so far: the highest for X (Max-Value), the lowest for O (Min-Value)",
            "这次调用目前找到的最好值：X（Max-Value）取最高，O（Min-Value）取最低",
        ),
    ),
    (
        Both::new("α", "α"),
        Both::new(
            "the best X is already sure of on the way here: O will never let the game reach anything worth less",
            "在到达这里的路上 X 已能确保的最好值：O 不会让对局走到比它更低的地方",
        ),
    ),
    (
        Both::new("β", "β"),
        Both::new(
            "the best O is already sure of on the way here: X will never let the game reach anything worth more",
            "在到达这里的路上 O 已能确保的最好值：X 不会让对局走到比它更高的地方",
        ),
    ),
    (
        Both::new("exact", "精确值"),
        Both::new("the position's true value", "局面的真实值"),
    ),
    (
        Both::new("upper", "上界"),
        Both::new(
            "the true value is at most this; O's move cut the search (v ≤ α), or every one of X's moves stayed at or below α",
            "真实值至多是这个数；O 的着法引发了剪枝（v ≤ α），或 X 的每个着法都不高于 α",
        ),
    ),
    (
        Both::new("lower", "下界"),
        Both::new(
            "the true value is at least this; X's move cut the search (v ≥ β), or every one of O's moves stayed at or above β",
            "真实值至少是这个数；X 的着法引发了剪枝（v ≥ β），或 O 的每个着法都不低于 β",
        ),
    ),
    (
        Both::new("below / pruned", "下面 / 剪枝"),
        Both::new(
            "positions the search called below the row's / moves it never tried because of a cut",
            "搜索在这一行之下调用过的结点 / 因剪枝而从未尝试的着法",
        ),
    ),
    (
        Both::new("remembered", "取自置换表"),
        Both::new(
            "a transposition table answered the call without a search",
            "置换表直接回答了这次调用，无需搜索",
        ),
    ),
];
