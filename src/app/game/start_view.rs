//! The start screen, as CS50's runner has it: "Play Tic-Tac-Toe" and the choice of side, plus two
//! players on one screen and the computer against itself.

use egui::{RichText, Ui, vec2};

use crate::app::game::{self, Seen};
use crate::game::Mode;

/// The start screen: the title and a button for each way to play.
pub fn show(ui: &mut Ui, seen: &Seen, actions: &mut Vec<game::Action>) {
    let lang = seen.lang();
    ui.vertical_centered(|ui| {
        ui.add_space((ui.available_height() * 0.2).max(12.0));
        let title = lang.pick("Play Tic-Tac-Toe", "来下井字棋");
        ui.label(RichText::new(title).size(36.0).strong());
        ui.add_space(24.0);
        for mode in Mode::ALL {
            let label = RichText::new(mode.label(lang)).size(20.0);
            let button = egui::Button::new(label).min_size(vec2(220.0, 44.0));
            if ui.add(button).clicked() {
                actions.push(game::Action::Start(mode));
            }
            ui.add_space(8.0);
        }
    });
}
