//! The controls of the program running: back and next by one step or by one position (call), play on
//! its own at a speed, a slider over every step, and where it is. Two rows whatever happens, so no
//! button moves under the pointer.

use egui::{Slider, Ui};

use super::action::Action;
use super::explorer::{Explorer, StepSpeed};
use super::shortcuts::{BACK, NEXT, POSITION_BACK, POSITION_NEXT};
use super::style::{steady_button, thousands};

/// Draws the controls of the explorer's step-through.
pub fn show(ui: &mut Ui, explorer: &Explorer, actions: &mut Vec<Action>) {
    let steps = explorer.step_count();
    let step = explorer.step;
    let last = steps.saturating_sub(1);
    ui.add_space(4.0);
    let key = |shortcut| ui.ctx().format_shortcut(&shortcut);
    let hints = [
        format!(
            "Back to the start of this call, or the call before ({})",
            key(POSITION_BACK)
        ),
        format!("One step back ({})", key(BACK)),
        format!("One step on ({})", key(NEXT)),
        format!("On to the next call ({})", key(POSITION_NEXT)),
    ];
    ui.horizontal(|ui| {
        // Off at either end, saying which end it is.
        let back = |ui: &mut Ui, label: &str, hint: &str| {
            ui.add_enabled(step > 0, egui::Button::new(label))
                .on_hover_text(hint)
                .on_disabled_hover_text("At the first step")
                .clicked()
        };
        let on = |ui: &mut Ui, label: &str, hint: &str| {
            ui.add_enabled(step < last, egui::Button::new(label))
                .on_hover_text(hint)
                .on_disabled_hover_text("At the last step")
                .clicked()
        };
        if back(ui, "Previous position", &hints[0]) {
            actions.push(Action::Step(explorer.previous_call()));
        }
        if back(ui, "Back", &hints[1]) {
            actions.push(Action::Step(step - 1));
        }
        if on(ui, "Next", &hints[2]) {
            actions.push(Action::Step(step + 1));
        }
        if on(ui, "Next position", &hints[3]) {
            actions.push(Action::Step(explorer.next_call()));
        }
        ui.separator();
        let playing = explorer.playing.is_some();
        let label = if playing { "Pause" } else { "Play" };
        let play = steady_button(ui, playing || step < last, &["Play", "Pause"], label)
            .on_hover_text("Let the steps run on their own")
            .on_disabled_hover_text("At the last step: go back to play again");
        if play.clicked() {
            actions.push(Action::PlaySteps(!playing));
        }
        for speed in StepSpeed::ALL {
            let hint = format!("a step every {} ms", speed.every().as_millis());
            if ui
                .selectable_label(explorer.speed == speed, speed.label())
                .on_hover_text(hint)
                .clicked()
            {
                actions.push(Action::SetStepSpeed(speed));
            }
        }
    });
    ui.horizontal(|ui| {
        let mut shown = step + 1;
        let text = format!("of {} steps", thousands(steps as u64));
        // The slider takes what the text beside it leaves.
        let spare = ui.available_width() - 260.0;
        ui.spacing_mut().slider_width = spare.max(80.0);
        let slider = Slider::new(&mut shown, 1..=steps.max(1)).text(text);
        if ui
            .add(slider)
            .on_hover_text("Every step of the search, in the order it took them")
            .changed()
        {
            actions.push(Action::Step(shown - 1));
        }
    });
    ui.add_space(4.0);
}
