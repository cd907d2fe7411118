//! What every part of the window is: a view that reads the state and pushes the actions a person asks
//! for. A view never changes the state itself, so all the rules live in `State::apply`.

use egui::Ui;

use super::action::Action;
use super::state::State;

pub trait View {
    /// Draws the view from `state`, pushing onto `actions` what the person asks for.
    fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>);
}
