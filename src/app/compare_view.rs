//! "Compare engines": every engine on the position on the board, side by side, run in the background
//! so a slow search never holds up a frame.

use egui::{RichText, Ui};

use super::action::Action;
use super::jobs::Task;
use super::state::State;
use super::style::{agreement, duration, thousands};
use super::view::View;

pub struct CompareView;

impl View for CompareView {
    fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        let running = state.jobs.is_running(Task::Compare);
        ui.horizontal(|ui| {
            let idle = !running && !state.board().is_terminal();
            if ui.add_enabled(idle, egui::Button::new("Compare engines")).clicked() {
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
