//! "Compare engines": every engine on the position on the board, side by side, run in the background
//! so a slow search never holds up a frame.

use egui::{RichText, Ui};

use super::action::Action;
use super::jobs::Task;
use super::state::State;
use super::style::{agreement, duration, heading, thousands};
use super::view::View;

pub struct CompareView;

impl View for CompareView {
    fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        heading(ui, "The engines side by side");
        let running = state.jobs.is_running(Task::Compare);
        let over = state.engines_position().is_terminal();
        ui.horizontal(|ui| {
            let button = ui
                .add_enabled(!running && !over, egui::Button::new("Compare engines"))
                .on_hover_text("Every engine on the position, side by side")
                .on_disabled_hover_text(match over {
                    true => "The game is over on this position: no engine has a move to choose",
                    false => "The engines are working",
                });
            if button.clicked() {
                actions.push(Action::Compare);
            }
            if running {
                ui.spinner();
            }
        });
        let Some((_, results)) = &state.compared else { return };
        egui::Grid::new("compare engines").striped(true).show(ui, |ui| {
            for header in ["Engine", "Move", "Outcome", "Nodes", "Time", ""] {
                ui.label(RichText::new(header).strong());
            }
            ui.end_row();
            for d in results {
                ui.label(d.engine.label());
                ui.label(d.choice.map_or("-".to_string(), |c| c.to_string()));
                ui.label(d.outcome.to_string());
                ui.label(thousands(d.nodes));
                ui.label(duration(d.elapsed));
                ui.horizontal(|ui| agreement(ui, d.agrees));
                ui.end_row();
            }
        });
    }
}
