//! The controls of the computer playing itself: pause or resume, step one move while paused, and the
//! speed.

use egui::Ui;

use super::super::widgets::speed_choice;
use super::super::widgets::style::steady_button;
use crate::app::game::{self, Seen};
use crate::app::widgets::speed::Speed;

/// The controls: pause or resume, step, and the speed.
pub fn show(ui: &mut Ui, seen: &Seen, actions: &mut Vec<game::Action>) {
    let self_play = seen.tab.self_play;
    let lang = seen.lang();
    let over = seen.tab.session.game.as_ref().is_none_or(|g| g.board().is_terminal());
    let game_over = lang.pick("The game is over", "对局已经结束");
    ui.horizontal(|ui| {
        let (pause, resume) = (lang.pick("Pause", "暂停"), lang.pick("Resume", "继续"));
        let (label, hint) = match self_play.paused {
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
            actions.push(game::Action::SetPaused(!self_play.paused));
        }
        let can_step = self_play.paused && !over && !seen.is_thinking();
        let why_not = match (over, self_play.paused) {
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
            actions.push(game::Action::StepSelfPlay);
        }
        ui.add_space(ui.spacing().item_spacing.x);
        let between = |speed: Speed| {
            let ms = speed.between_moves().as_millis();
            lang.pick(format!("{ms} ms between moves"), format!("每步间隔 {ms} 毫秒"))
        };
        if let Some(speed) = speed_choice::choose(ui, self_play.speed, lang, between) {
            actions.push(game::Action::SetSpeed(speed));
        }
    });
}
