//! The side panel for learners: the engine toggle, the perfect-play verdict, the hint switch, what
//! each computer move cost and whether it agreed with the table, and the score.

use egui::{RichText, Ui};

use super::compare::agreement;
use super::format::{duration, thousands};
use crate::board::Board;
use crate::engine::Engine;
use crate::game::Game;
use crate::game::session::Session;
use crate::table;

/// The engine toggle: which engine makes the computer's next move.
pub fn engine_toggle(ui: &mut Ui, engine: &mut Engine) {
    ui.label(RichText::new("Computer engine").strong());
    ui.horizontal(|ui| {
        for choice in Engine::ALL {
            ui.selectable_value(engine, choice, choice.label())
                .on_hover_text(match choice {
                    Engine::Table => "Read the perfect-play table solved at build time",
                    Engine::Minimax => "Search live with plain minimax: every move to the end of every game",
                    Engine::AlphaBeta => "Search live with alpha-beta pruning and move ordering",
                });
        }
    });
}

/// The perfect-play verdict of the board, from the table.
pub fn verdict(ui: &mut Ui, board: Board) {
    let outcome = table::probe(board).outcome;
    let text = if board.is_terminal() {
        format!("Result: {outcome}")
    } else {
        format!("Perfect play: {outcome}")
    };
    ui.label(RichText::new(text).size(16.0));
}

/// Each computer move of the game on the board: engine, nodes, time and agreement. A disagreement is
/// shown in red with its board and the table's answer.
pub fn computer_moves(ui: &mut Ui, game: &Game) {
    ui.label(RichText::new("Computer moves").strong());
    let mut any = false;
    for (number, m) in game.played().iter().enumerate() {
        let Some(d) = m.decision else { continue };
        any = true;
        ui.horizontal_wrapped(|ui| {
            ui.label(format!(
                "{}. {} {}",
                number + 1,
                d.board.to_move().map_or('?', |p| p.as_char()),
                m.cell
            ));
            ui.weak(format!(
                "{} · {} nodes · {}",
                d.engine.label(),
                thousands(d.nodes),
                duration(d.elapsed)
            ));
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
    if !any {
        ui.weak("none since the window opened");
    }
}

pub fn score(ui: &mut Ui, session: &Session) {
    let tally = session.tally();
    ui.label(RichText::new("Score").strong());
    ui.label(format!(
        "X {}   ·   O {}   ·   Ties {}",
        tally.x_wins, tally.o_wins, tally.ties
    ));
}
