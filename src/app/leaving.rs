//! Leaving a game: Play Again, the sides swapped, a new game, another mode. A game in progress is
//! never dropped on one click or key: the window asks first, and the person can keep playing.

use egui::{Id, Modal, RichText, Ui};

use super::action::Action;
use super::state::{Screen, State};
use crate::game::Mode;

/// Where leaving the game on the board goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaving {
    /// A new game in the same mode (Play Again, New game, N).
    Rematch,
    /// A new game with the sides swapped.
    SwapSides,
    /// A new game in this mode.
    Start(Mode),
    /// Back to the start screen (Change mode).
    StartScreen,
}

impl State {
    /// Goes where `leaving` says, after asking if a game is in progress.
    pub(super) fn leave_to(&mut self, leaving: Leaving) {
        if self.session.game.as_ref().is_some_and(|g| g.in_progress()) {
            self.leaving = Some(leaving);
        } else {
            self.leave_now(leaving);
        }
    }

    /// Leaves the game in progress, as the person confirmed.
    pub(super) fn confirm_leaving(&mut self) {
        if let Some(leaving) = self.leaving.take() {
            self.leave_now(leaving);
        }
    }

    fn leave_now(&mut self, leaving: Leaving) {
        self.leaving = None;
        let mode = self.session.game.as_ref().map(|g| g.mode());
        let next = match (leaving, mode) {
            (Leaving::Start(mode), _) => Some(mode),
            (Leaving::Rematch, mode) => mode,
            (Leaving::SwapSides, mode) => mode.map(Mode::swapped),
            (Leaving::StartScreen, _) => None,
        };
        match next {
            Some(mode) => {
                self.session.start(mode);
                self.screen = Screen::Play;
            }
            None => {
                self.session.leave_game();
                self.screen = Screen::Start;
            }
        }
        self.self_play.paused = false;
        self.game_changed();
    }
}

/// The question asked before a game in progress is dropped.
pub fn show(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    if state.leaving.is_none() {
        return;
    }
    let lang = state.lang();
    let modal = Modal::new(Id::unique("confirm leaving")).show(ui.ctx(), |ui| {
        ui.set_max_width(320.0);
        let question = lang.pick("Leave this game?", "离开这局棋？");
        ui.label(RichText::new(question).size(18.0).strong());
        ui.add_space(4.0);
        ui.label(lang.pick(
            "The game in progress will be lost; an unfinished game does not count in the score.",
            "进行中的对局将会丢失；未下完的对局不计入比分。",
        ));
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            if ui.button(lang.pick("Leave game", "离开对局")).clicked() {
                actions.push(Action::ConfirmLeave);
            }
            if ui.button(lang.pick("Keep playing", "继续下棋")).clicked() {
                actions.push(Action::KeepPlaying);
            }
        });
    });
    if modal.should_close() && !actions.contains(&Action::ConfirmLeave) {
        actions.push(Action::KeepPlaying);
    }
}
