//! The computer playing itself: a pause between its moves so people can follow, which they can
//! lengthen, shorten or stop, and a step to play one move at a time while it is stopped.

use std::time::Duration;

use egui::Ui;

use super::action::Action;
use super::state::State;
use super::style::steady_button;
use super::view::View;

/// How fast the computer plays itself.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Speed {
    /// A long pause between moves.
    Slow,
    /// A pause long enough to follow each move.
    #[default]
    Normal,
    /// A short pause.
    Fast,
}

impl Speed {
    /// Every speed, slowest first.
    pub const ALL: [Speed; 3] = [Speed::Slow, Speed::Normal, Speed::Fast];

    /// The pause before each move.
    pub fn pause(self) -> Duration {
        Duration::from_millis(match self {
            Speed::Slow => 1_500,
            Speed::Normal => 600,
            Speed::Fast => 120,
        })
    }

    /// The name people read.
    pub fn label(self) -> &'static str {
        match self {
            Speed::Slow => "Slow",
            Speed::Normal => "Normal",
            Speed::Fast => "Fast",
        }
    }
}

/// Whether the computer playing itself is paused, and how fast it plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Autoplay {
    /// Stopped until resumed; a step plays one move.
    pub paused: bool,
    /// The pause between moves.
    pub speed: Speed,
}

/// The controls: pause or resume, step, and the speed.
pub struct AutoplayControls;

impl View for AutoplayControls {
    fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        let autoplay = state.autoplay;
        let over = state.session.game.as_ref().is_none_or(|g| g.board().is_terminal());
        ui.horizontal(|ui| {
            let (label, hint) = match autoplay.paused {
                true => ("Resume", "Let the computer play on"),
                false => ("Pause", "Stop after this move; Step then plays one move at a time"),
            };
            if steady_button(ui, !over, &["Pause", "Resume"], label)
                .on_hover_text(hint)
                .on_disabled_hover_text("The game is over")
                .clicked()
            {
                actions.push(Action::SetPaused(!autoplay.paused));
            }
            let can_step = autoplay.paused && !over && !state.is_thinking();
            let why_not = match (over, autoplay.paused) {
                (true, _) => "The game is over",
                (false, false) => "Pause first: Step plays one move at a time while paused",
                (false, true) => "The computer is still choosing its move",
            };
            if ui
                .add_enabled(can_step, egui::Button::new("Step"))
                .on_hover_text("Play the next move now")
                .on_disabled_hover_text(why_not)
                .clicked()
            {
                actions.push(Action::StepAutoplay);
            }
            ui.add_space(ui.spacing().item_spacing.x);
            for speed in Speed::ALL {
                let hint = format!("{} ms between moves", speed.pause().as_millis());
                if ui
                    .selectable_label(autoplay.speed == speed, speed.label())
                    .on_hover_text(hint)
                    .clicked()
                {
                    actions.push(Action::SetSpeed(speed));
                }
            }
        });
    }
}
