//! Each computer move of the game on the board: engine, nodes, time and agreement with the table. A
//! disagreement is shown in red with its board and the table's answer.

use egui::Ui;

use super::action::Action;
use super::state::State;
use super::style::{agreement, count, duration, heading};
use super::view::View;
use crate::table;

pub struct ComputerMoves;

impl View for ComputerMoves {
    fn ui(&mut self, ui: &mut Ui, state: &State, _actions: &mut Vec<Action>) {
        let Some(game) = &state.session.game else { return };
        heading(ui, "Computer moves");
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
                    "{} · {} · {}",
                    d.engine.label(),
                    count(d.nodes, "node"),
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
}
