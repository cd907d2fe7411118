//! The computer playing itself: a pause between its moves so people can follow, which they can
//! lengthen, shorten or stop, and a step to play one move at a time while it is stopped.

use std::time::Duration;

use egui::Ui;

use super::action::Action;
use super::state::State;
use super::style::steady_button;
use super::view::View;
use crate::lang::Lang;

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
    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            Speed::Slow => lang.pick("Slow", "慢"),
            Speed::Normal => lang.pick("Normal", "正常"),
            Speed::Fast => lang.pick("Fast", "快"),
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
        let lang = state.lang();
        let over = state.session.game.as_ref().is_none_or(|g| g.board().is_terminal());
        let game_over = lang.pick("The game is over", "对局已经结束");
        ui.horizontal(|ui| {
            let (pause, resume) = (lang.pick("Pause", "暂停"), lang.pick("Resume", "继续"));
            let (label, hint) = match autoplay.paused {
                true => (resume, lang.pick("Let the computer play on", "让电脑接着下")),
                false => (
                    pause,
                    lang.pick(
                        "Stop after this move; Step then plays one move at a time",
                        "走完这一步后暂停；之后可用“单步”每次走一步",
                    ),
                ),
            };
            if steady_button(ui, !over, &[pause, resume], label)
                .on_hover_text(hint)
                .on_disabled_hover_text(game_over)
                .clicked()
            {
                actions.push(Action::SetPaused(!autoplay.paused));
            }
            let can_step = autoplay.paused && !over && !state.is_thinking();
            let why_not = match (over, autoplay.paused) {
                (true, _) => game_over,
                (false, false) => lang.pick(
                    "Pause first: Step plays one move at a time while paused",
                    "请先暂停：暂停时“单步”每次走一步",
                ),
                (false, true) => lang.pick("The computer is still choosing its move", "电脑还在选择着法"),
            };
            if ui
                .add_enabled(can_step, egui::Button::new(lang.pick("Step", "单步")))
                .on_hover_text(lang.pick("Play the next move now", "现在走下一步"))
                .on_disabled_hover_text(why_not)
                .clicked()
            {
                actions.push(Action::StepAutoplay);
            }
            ui.add_space(ui.spacing().item_spacing.x);
            for speed in Speed::ALL {
                let ms = speed.pause().as_millis();
                let hint = lang.pick(format!("{ms} ms between moves"), format!("每步间隔 {ms} 毫秒"));
                if ui
                    .selectable_label(autoplay.speed == speed, speed.label(lang))
                    .on_hover_text(hint)
                    .clicked()
                {
                    actions.push(Action::SetSpeed(speed));
                }
            }
        });
    }
}
