//! The program running: the search's pseudocode with the line of the current step lit, and under it
//! what that step did in words, a cut with the inequality that caused it. Every line's comment shows
//! on hover; the legend of the words the explorer uses is one hover away.

use egui::{RichText, Ui};

use super::style::{green, heading};
use crate::board::Player;
use crate::search::{Bound, Cut, Detail, Event, Score, Step, Steps, function_name};

/// Draws what the step did and the pseudocode with the step's line lit, scrolled to that line when
/// `follow` (the step has just changed).
pub fn show(ui: &mut Ui, steps: &Steps, at: usize, follow: bool) {
    let Some(step) = steps.steps().get(at) else { return };
    ui.horizontal(|ui| {
        heading(ui, "The program");
        ui.add_space(8.0);
        legend(ui);
    });
    let said = happened(steps, step);
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
                let text = format!(
                    "{number:>2}  {}",
                    if line.code.is_empty() && !line.comment.is_empty() {
                        format!("▷ {}", line.comment)
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
                    response.on_hover_text(line.comment);
                }
            }
        });
}

/// What a step did, in words: the inequality of a cut, α rising, a value returned.
pub fn happened(steps: &Steps, step: &Step) -> String {
    let call = steps.call_of(step);
    let x = call.player() == Player::X;
    let function = function_name(call.player());
    let v = step.v.map_or("none yet".to_string(), Score::signed);
    match (step.event, step.detail) {
        (Event::Call, _) => match call.window {
            Some((alpha, beta)) => format!(
                "{function} is called on {} with α {} and β {}",
                call.board,
                alpha.signed(),
                beta.signed()
            ),
            None => format!("{function} is called on {}", call.board),
        },
        (Event::Terminal, _) => format!("The game is over here: v = {v}, {}", words(step.v)),
        (Event::Remembered, Detail::Bound(bound)) => {
            format!(
                "The transposition table already knows this position: v = {v}, {}",
                bound.words()
            )
        }
        (Event::Try, Detail::Move(cell)) => format!("{} tries {cell}", if x { "X" } else { "O" }),
        (Event::Value, Detail::Child(child)) => {
            let pick = if x { "Max" } else { "Min" };
            let child = child.signed();
            format!("{} is worth {child}: v = {pick}(v, {child}) = {v}", action(step))
        }
        (Event::Alpha, _) => format!("α rises to {}: X is sure of at least that", maybe(step.alpha)),
        (Event::Beta, _) => format!("β falls to {}: O is sure of at most that", maybe(step.beta)),
        (_, Detail::Cut(reason, rest)) => {
            let why = match reason {
                Cut::WinsAtOnce => format!("v = {v}: {} wins at once", action(step)),
                Cut::Beta => format!("v = {v} ≥ β = {}", maybe(step.beta)),
                Cut::Alpha => format!("v = {v} ≤ α = {}", maybe(step.alpha)),
            };
            let never: Vec<String> = rest.cells().map(|cell| cell.to_string()).collect();
            match never.len() {
                0 => format!("{why}: the loop ends; no action was left to try"),
                1 => format!("{why}: the other action is never tried ({})", never[0]),
                n => format!("{why}: the other {n} actions are never tried ({})", never.join(" ")),
            }
        }
        (Event::Return, Detail::Bound(bound)) => {
            format!(
                "{function} returns {v} ({}): {}",
                bound.words(),
                bound_sentence(step.v, bound)
            )
        }
        _ => String::new(),
    }
}

/// What a returned score says, as what it is: exact, or only a bound.
pub fn bound_sentence(score: Option<Score>, bound: Bound) -> String {
    let Some(score) = score else { return String::new() };
    match bound {
        Bound::Exact => format!("exactly {}", score),
        Bound::Upper => format!(
            "at most {}: the search only learned that X cannot do better than {}",
            score.signed(),
            words(Some(score))
        ),
        Bound::Lower => format!(
            "at least {}: the search only learned that X does at least as well as {}",
            score.signed(),
            words(Some(score))
        ),
    }
}

/// A score as people read it: "a draw", "X wins on move 7".
fn words(score: Option<Score>) -> String {
    score.map_or(String::new(), |score| score.to_string())
}

/// The action the step's call tried last.
fn action(step: &Step) -> String {
    step.action.map_or("the action".to_string(), |cell| cell.to_string())
}

fn maybe(score: Option<Score>) -> String {
    score.map_or("none".to_string(), Score::signed)
}

/// "Legend", with what every word of the explorer means on hover.
fn legend(ui: &mut Ui) {
    ui.label(RichText::new("Legend").underline().color(green(ui.visuals())))
        .on_hover_ui(|ui| {
            ui.set_max_width(420.0);
            for (word, meaning) in LEGEND {
                ui.horizontal_wrapped(|ui| {
                    ui.label(RichText::new(word).strong());
                    ui.label(meaning);
                });
            }
        });
}

/// The words of the explorer and what they mean.
const LEGEND: [(&str, &str); 9] = [
    (
        "score",
        "one number from X's side: a win by X with m marks on the board is 10 − m, a win by O −(10 − m), a draw 0",
    ),
    (
        "v",
        "the best value the call has found so far: the highest for X (Max-Value), the lowest for O (Min-Value)",
    ),
    (
        "α",
        "the best X is already sure of on the way here: O will never let the game reach anything worth less",
    ),
    (
        "β",
        "the best O is already sure of on the way here: X will never let the game reach anything worth more",
    ),
    ("exact", "the position's true value"),
    (
        "upper",
        "an upper bound: the true value is at most this; the search stopped caring once it knew that",
    ),
    ("lower", "a lower bound: the true value is at least this (a cut)"),
    (
        "visited / pruned",
        "positions the search called / actions it never tried because of a cut",
    ),
    ("remembered", "a transposition table answered the call without a search"),
];
