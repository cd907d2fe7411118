//! "Compare engines": every engine on the position on the board, side by side, run in the background
//! so a slow search never holds up a frame.

use egui::{RichText, Ui};

use crate::app::engines::run_button::RunButton;
use crate::app::engines::{self, EnginesTab};
use crate::app::jobs::Task;
use crate::app::widgets::cost;
use crate::app::widgets::shared::Shared;
use crate::app::widgets::style::{agreement, duration, heading};

/// Draws the comparison: its button and, once run, every engine's answer.
pub fn show(ui: &mut Ui, tab: &EnginesTab, shared: &Shared, actions: &mut Vec<engines::Action>) {
    let lang = shared.lang;
    heading(ui, lang.pick("The engines side by side", "引擎并排对比"));
    let run = RunButton {
        label: lang.pick("Compare engines", "对比引擎"),
        hint: lang.pick(
            "Every engine on the position, side by side",
            "所有引擎在这个局面上并排对比",
        ),
        refused: tab.position(shared.board).is_terminal().then(|| {
            lang.pick(
                "The game is over on this position: no engine has a move to choose",
                "这个局面上对局已经结束：没有着法可供引擎选择",
            )
        }),
        running: shared
            .jobs
            .running(Task::Compare)
            .then(|| lang.pick("The engines are working", "引擎正在计算")),
    };
    if run.show(ui) {
        actions.push(engines::Action::Compare);
    }
    let Some((_, results)) = &tab.compared else { return };
    egui::Grid::new("compare engines").striped(true).show(ui, |ui| {
        let headers = [
            lang.pick("Engine", "引擎"),
            lang.pick("Move", "着法"),
            lang.pick("Outcome", "结局"),
            lang.pick("Cost", "开销"),
            lang.pick("Time", "用时"),
            "",
        ];
        for header in headers {
            ui.label(RichText::new(header).strong());
        }
        ui.end_row();
        for d in results {
            ui.label(d.engine.label(lang));
            ui.label(d.choice.map_or("-".to_string(), |c| c.to_string()));
            ui.label(d.found.words(lang));
            ui.label(cost::of_position(d, lang));
            ui.label(duration(d.elapsed, lang));
            ui.horizontal(|ui| agreement(ui, d.verdict(), lang));
            ui.end_row();
        }
    });
}
