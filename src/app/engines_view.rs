//! The engines side by side, on the position on the game's board: every engine's answer, the
//! enhancement ladder as a chart, and the verification of the whole table.

use egui::Ui;

use super::action::Action;
use super::compare_view::CompareView;
use super::ladder_view::LadderView;
use super::state::State;
use super::verify_view::VerifyView;
use super::view::View;

pub struct EnginesView;

impl View for EnginesView {
    fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
            ui.label(format!("The position on the game's board: {}", state.board()));
            ui.add_space(6.0);
            CompareView.ui(ui, state, actions);
            ui.separator();
            LadderView.ui(ui, state, actions);
            ui.separator();
            VerifyView.ui(ui, state, actions);
        });
    }
}
