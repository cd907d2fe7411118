//! What a view is: it reads the state and pushes the actions a person asks for, never changing the
//! state itself, so all the rules live in `State::apply`. A view with nothing of its own to keep is a
//! function, `show(ui, state, actions)`; the two that keep something between frames (the explorer's
//! and the Engines tab's drawing state) are values behind this trait.

use egui::Ui;

use crate::app::state::Action;
use crate::app::state::State;

/// A view that keeps something of its own between frames.
pub trait View {
    /// Draws the view from `state`, pushing onto `actions` what the person asks for.
    fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>);
}
