//! The start screen, as CS50's runner has it: "Play Tic-Tac-Toe" and the choice of side, plus two
//! players on one screen and the computer against itself.

use egui::{RichText, Ui, vec2};

use crate::game::Mode;

/// Returns the mode chosen, if any.
pub fn show(ui: &mut Ui) -> Option<Mode> {
    let mut chosen = None;
    ui.vertical_centered(|ui| {
        ui.add_space((ui.available_height() * 0.2).max(12.0));
        ui.label(RichText::new("Play Tic-Tac-Toe").size(36.0).strong());
        ui.add_space(24.0);
        for mode in Mode::ALL {
            let button = egui::Button::new(RichText::new(mode.label()).size(20.0)).min_size(vec2(220.0, 44.0));
            if ui.add(button).clicked() {
                chosen = Some(mode);
            }
            ui.add_space(8.0);
        }
        ui.add_space(12.0);
        ui.weak("Keys: 1-9 play a cell as on a numeric keypad · Ctrl+Z undo · Ctrl+Y redo · N new game");
    });
    chosen
}
