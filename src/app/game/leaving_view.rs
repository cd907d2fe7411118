//! The question asked before a game in progress is dropped: leave it, or keep playing.

use egui::{Id, Modal, RichText, Ui};

use crate::app::game::{self, Seen};

/// The question asked before a game in progress is dropped.
pub fn show(ui: &mut Ui, seen: &Seen, actions: &mut Vec<game::Action>) {
    if seen.tab.leaving.is_none() {
        return;
    }
    let lang = seen.lang();
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
                actions.push(game::Action::ConfirmLeave);
            }
            if ui.button(lang.pick("Keep playing", "继续下棋")).clicked() {
                actions.push(game::Action::KeepPlaying);
            }
        });
    });
    if modal.should_close() && !actions.contains(&game::Action::ConfirmLeave) {
        actions.push(game::Action::KeepPlaying);
    }
}
