//! "Computer strength": the level the computer plays at, from random moves to perfect play that
//! sets traps, with the chosen level's definition underneath so its strength is plain.

use egui::Ui;

use super::action::Action;
use super::state::State;
use super::style::heading;
use super::view::View;
use crate::opponents::Level;

pub struct Strength;

impl View for Strength {
    fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        heading(ui, "Computer strength");
        ui.horizontal_wrapped(|ui| {
            // Close together, so the five fit on one line at the panel's narrowest.
            ui.spacing_mut().item_spacing.x = 2.0;
            for level in Level::ALL {
                if ui
                    .selectable_label(state.session.level == level, level.label())
                    .on_hover_text(level.definition())
                    .clicked()
                {
                    actions.push(Action::SetLevel(level));
                }
            }
        });
        ui.label(state.session.level.definition());
    }
}
