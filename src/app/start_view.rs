//! The start screen, as CS50's runner has it: "Play Tic-Tac-Toe" and the choice of side, plus two
//! players on one screen and the computer against itself.

use egui::{RichText, Ui, vec2};

use super::action::Action;
use super::state::State;
use super::view::View;
use crate::game::Mode;

pub struct StartView;

impl View for StartView {
    fn ui(&mut self, ui: &mut Ui, _state: &State, actions: &mut Vec<Action>) {
        ui.vertical_centered(|ui| {
            ui.add_space((ui.available_height() * 0.2).max(12.0));
            ui.label(RichText::new("Play Tic-Tac-Toe").size(36.0).strong());
            ui.add_space(24.0);
            for mode in Mode::ALL {
                let button = egui::Button::new(RichText::new(mode.label()).size(20.0)).min_size(vec2(220.0, 44.0));
                if ui.add(button).clicked() {
                    actions.push(Action::Start(mode));
                }
                ui.add_space(8.0);
            }
        });
    }
}
