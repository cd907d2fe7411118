//! The controls of the program running: back and next by one step or by one position (call), run on
//! its own at a speed, a slider over every step, and where it is. Two rows whatever happens, so no
//! button moves under the pointer.

use egui::Ui;

use crate::app::explore::{Action, Explorer};
use crate::app::widgets::count_slider::count_slider;
use crate::app::widgets::keys::{BACK, NEXT, POSITION_BACK, POSITION_NEXT, key_name};
use crate::app::widgets::speed::Speed;
use crate::app::widgets::speed_choice;
use crate::app::widgets::style::{steady_button, thousands};
use crate::lang::Lang;

/// Draws the controls of the explorer's step-through.
pub fn show(ui: &mut Ui, explorer: &Explorer, lang: Lang, actions: &mut Vec<Action>) {
    let steps = explorer.step_count();
    let step = explorer.step;
    let last = steps.saturating_sub(1);
    ui.add_space(4.0);
    let key = |shortcut| key_name(ui.ctx(), &shortcut, lang);
    let (call_back, back, next, call_next) = (key(POSITION_BACK), key(BACK), key(NEXT), key(POSITION_NEXT));
    let hints = [
        lang.pick(
            format!("Back to the start of this call, or the call before ({call_back})"),
            format!("回到这次调用的开头，或上一次调用（{call_back}）"),
        ),
        lang.pick(format!("One step back ({back})"), format!("后退一个步骤（{back}）")),
        lang.pick(format!("One step on ({next})"), format!("前进一个步骤（{next}）")),
        lang.pick(
            format!("On to the next call ({call_next})"),
            format!("前进到下一次调用（{call_next}）"),
        ),
    ];
    let (first, at_last) = (
        lang.pick("At the first step", "已是第一个步骤"),
        lang.pick("At the last step", "已是最后一个步骤"),
    );
    ui.horizontal(|ui| {
        // Off at either end, saying which end it is.
        let back = |ui: &mut Ui, label: &str, hint: &str| {
            ui.add_enabled(step > 0, egui::Button::new(label))
                .on_hover_text(hint)
                .on_disabled_hover_text(first)
                .clicked()
        };
        let on = |ui: &mut Ui, label: &str, hint: &str| {
            ui.add_enabled(step < last, egui::Button::new(label))
                .on_hover_text(hint)
                .on_disabled_hover_text(at_last)
                .clicked()
        };
        if back(ui, lang.pick("Previous position", "上一个局面"), &hints[0]) {
            actions.push(Action::Step(explorer.previous_call()));
        }
        if back(ui, lang.pick("Back", "后退"), &hints[1]) {
            actions.push(Action::Step(step - 1));
        }
        if on(ui, lang.pick("Next", "前进"), &hints[2]) {
            actions.push(Action::Step(step + 1));
        }
        if on(ui, lang.pick("Next position", "下一个局面"), &hints[3]) {
            actions.push(Action::Step(explorer.next_call()));
        }
        ui.separator();
        run_and_speed(ui, explorer, lang, actions);
    });
    slider(ui, explorer, lang, actions);
    ui.add_space(4.0);
}

/// Run (Pause while the steps run) and how fast they run.
fn run_and_speed(ui: &mut Ui, explorer: &Explorer, lang: Lang, actions: &mut Vec<Action>) {
    let (step, last) = (explorer.step, explorer.step_count().saturating_sub(1));
    let running = explorer.running.is_some();
    let (run, pause) = (lang.pick("Run", "运行"), lang.pick("Pause", "暂停"));
    let label = if running { pause } else { run };
    let run = steady_button(ui, running || step < last, &[run, pause], label)
        .on_hover_text(lang.pick("Let the steps run on their own", "让步骤自动逐个执行"))
        .on_disabled_hover_text(lang.pick(
            "At the last step: go back to run again",
            "已是最后一个步骤：后退后可再次运行",
        ));
    if run.clicked() {
        actions.push(Action::RunSteps(!running));
    }
    let every = |speed: Speed| {
        let ms = speed.between_steps().as_millis();
        lang.pick(format!("a step every {ms} ms"), format!("每 {ms} 毫秒一个步骤"))
    };
    if let Some(speed) = speed_choice::choose(ui, explorer.speed, lang, every) {
        actions.push(Action::SetStepSpeed(speed));
    }
}

/// The slider over every step, counted from 1.
fn slider(ui: &mut Ui, explorer: &Explorer, lang: Lang, actions: &mut Vec<Action>) {
    let (step, steps) = (explorer.step, explorer.step_count());
    ui.horizontal(|ui| {
        let mut shown = step + 1;
        let total = thousands(steps as u64);
        let text = lang.pick(format!("of {total} steps"), format!("共 {total} 个步骤"));
        // The slider takes what the text beside it leaves.
        let spare = ui.available_width() - 260.0;
        ui.spacing_mut().slider_width = spare.max(80.0);
        let slider = count_slider(&mut shown, steps).text(text);
        if ui
            .add(slider)
            .on_hover_text(lang.pick(
                "Every step of the search, in the order it took them",
                "搜索的每一个步骤，按执行顺序排列",
            ))
            .changed()
        {
            actions.push(Action::Step(shown - 1));
        }
    });
}
