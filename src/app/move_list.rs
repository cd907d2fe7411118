//! The moves of the game on the board, yours and the computer's, each reviewed against the table:
//! best, inaccurate or a mistake, with what it changed and the best move instead. A click on a move
//! shows the board as it was after it. A computer move also shows what its engine found, what it
//! cost and whether it agrees with the table; a weaker move its level chose on purpose says so, and
//! is not a disagreement.

use egui::{Color32, RichText, Ui};

use super::action::Action;
use super::shortcuts::keypad_number;
use super::state::State;
use super::style::{agreement, count, duration, green, heading};
use super::view::View;
use crate::game::review::{self, Mark, Reviewed};
use crate::game::{Game, Mode};
use crate::table;

pub struct MoveList;

impl View for MoveList {
    fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        let Some(game) = &state.session.game else { return };
        heading(ui, "Moves");
        let reviewed = review::review(game);
        if reviewed.is_empty() {
            ui.label("No move yet.");
        }
        for m in &reviewed {
            show_move(ui, game, m, state.looking_back, actions);
        }
    }
}

/// One move: its number, side and cell (with the key that plays it) to click to see the board as it
/// was after it, who made it and how good it was; for the computer's, what its engine found.
fn show_move(ui: &mut Ui, game: &Game, m: &Reviewed, looking_back: Option<usize>, actions: &mut Vec<Action>) {
    let (mark, color) = mark(ui, m);
    ui.horizontal_wrapped(|ui| {
        let shown = looking_back == Some(m.number);
        let title = format!("{}. {} {} (key {})", m.number, m.player, m.cell, keypad_number(m.cell));
        let hint = match shown {
            true => "Back to the game as it is",
            false => "Show the board as it was after this move",
        };
        if ui
            .selectable_label(shown, RichText::new(title).strong())
            .on_hover_text(hint)
            .clicked()
        {
            actions.push(Action::LookBack((!shown).then_some(m.number)));
        }
        if let Some(who) = who(game.mode(), m) {
            ui.label(who);
        }
        if m.mark == Mark::Best {
            ui.label(RichText::new(mark.clone()).color(color));
        }
    });
    // A move that was not best gets lines of its own: what it did, and what was best.
    if let (Some(explanation), Some(best)) = (m.explanation(), m.best_instead()) {
        ui.label(RichText::new(mark).color(color));
        ui.label(format!("{explanation}; {best}"));
    }
    let Some(d) = game.played()[m.number - 1].decision else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        let cost = format!(
            "{} · {} · {}",
            d.engine.label(),
            count(d.nodes, "node"),
            duration(d.elapsed)
        );
        ui.label(cost);
        agreement(ui, d.agrees);
    });
    if !d.agrees {
        let entry = table::probe(d.board);
        let best: Vec<String> = entry.best.into_iter().map(|c| c.to_string()).collect();
        ui.colored_label(
            ui.visuals().error_fg_color,
            format!(
                "on {}: found {}, the table says {} (best {})",
                d.board,
                d.outcome,
                entry.outcome,
                best.join(" ")
            ),
        );
    }
}

/// Who made the move, where the mode leaves a doubt: "you", "computer, Hard".
fn who(mode: Mode, m: &Reviewed) -> Option<String> {
    match (mode, m.by_computer, m.level) {
        (Mode::TwoPlayers, _, _) => None,
        (_, false, _) => Some("you".to_string()),
        (_, true, Some(level)) => Some(format!("computer, {}", level.label())),
        (_, true, None) => Some("computer".to_string()),
    }
}

/// The move's mark and its colour: a weaker move made on purpose says so.
fn mark(ui: &Ui, m: &Reviewed) -> (String, Color32) {
    let change = m.change().unwrap_or_default();
    match m.mark {
        Mark::Best => (m.mark.word().to_string(), green(ui.visuals())),
        _ if m.on_purpose() => (
            format!("weaker move on purpose: {change}"),
            ui.visuals().strong_text_color(),
        ),
        Mark::Inaccurate => (format!("{}: {change}", m.mark.word()), ui.visuals().warn_fg_color),
        Mark::Mistake => (format!("{}: {change}", m.mark.word()), ui.visuals().error_fg_color),
    }
}
