//! "Your minimax" in the explorer: the learner's own search from the explorer's position, traced, beside
//! the course's search of the same shape, call by call. Above the calls: what each visited, and where
//! the two first part in words with the pseudocode's line and the learner's; below them, the step bar.

mod calls_list;

use egui::{RichText, Ui};

use crate::app::explore::{Action, ExploreTab, YourTrace};
use crate::app::widgets::count_slider::count_slider;
use crate::app::widgets::shared::Shared;
use crate::app::widgets::style::{green, thousands};
use crate::cs50::{Beside, side_by_side};
use crate::lang::Lang;

/// What the view keeps between frames: the row last shown, so a new one is brought into view once.
#[derive(Debug, Default)]
pub struct YourSearchView {
    shown_row: Option<usize>,
}

impl YourSearchView {
    /// Draws the learner's search beside the course's, or how far its trace has come.
    pub fn show(&mut self, ui: &mut Ui, tab: &ExploreTab, shared: &Shared, actions: &mut Vec<Action>) {
        let (yours, lang) = (&tab.your_search, shared.lang);
        if !status(ui, tab, shared, actions) {
            return;
        }
        let Some(traced) = &yours.traced else { return };
        let beside = match &traced.outcome {
            Ok(beside) => beside,
            Err(no_move) => {
                let file = traced.file.display().to_string();
                ui.horizontal_wrapped(|ui| {
                    let said = crate::cs50::no_move_words(no_move, &file, lang);
                    ui.colored_label(ui.visuals().error_fg_color, said);
                    trace_again(ui, lang, actions);
                });
                return;
            }
        };
        if beside.yours.is_empty() {
            // Why there is nothing to set beside the course's: an exception, most often.
            for note in side_by_side::notes(&traced.file.display().to_string(), beside, lang) {
                ui.colored_label(ui.visuals().error_fg_color, note);
            }
            ui.label(lang.pick(
                "Your minimax made no call that takes a board and returns a value: there is nothing to set beside the course's search.",
                "你的 minimax 没有调用任何接收棋盘并返回值的函数：没有可以与课程的搜索对照的内容。",
            ));
            return;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(side_by_side::summary(beside, lang)).strong());
            trace_again(ui, lang, actions);
        });
        parting(ui, traced, beside, lang, actions);
        for note in side_by_side::notes(&traced.file.display().to_string(), beside, lang) {
            ui.label(RichText::new(note).weak());
        }
        let row = yours.row;
        egui::Panel::bottom("your calls step").show(ui, |ui| step_bar(ui, beside, row, lang, actions));
        calls_list::heading(ui, lang);
        let follow = self.shown_row != Some(row);
        self.shown_row = Some(row);
        calls_list::show(ui, beside, row, follow, lang, actions);
    }
}

/// The trace under way, with Stop, or stopped, with Trace again; whether a trace's result follows.
fn status(ui: &mut Ui, tab: &ExploreTab, shared: &Shared, actions: &mut Vec<Action>) -> bool {
    let (yours, lang) = (&tab.your_search, shared.lang);
    if let Some(tracing) = &yours.tracing {
        ui.horizontal_wrapped(|ui| {
            ui.spinner();
            let seconds = shared.now.saturating_duration_since(tracing.since).as_secs_f64();
            let board = tracing.board;
            ui.label(lang.pick(
                format!("Tracing your minimax from {board} ({seconds:.1} s)…"),
                format!("正在跟踪你的 minimax 从 {board} 开始的搜索（{seconds:.1} 秒）……"),
            ));
            if ui.button(lang.pick("Stop", "停止")).clicked() {
                actions.push(Action::StopYourSearch);
            }
        });
        return false;
    }
    if yours.stopped || yours.traced.is_none() {
        ui.horizontal_wrapped(|ui| {
            if yours.stopped {
                ui.label(lang.pick("You stopped the trace.", "你停止了跟踪。"));
            }
            trace_again(ui, lang, actions);
        });
    }
    true
}

/// Trace again, on the file as it is now.
fn trace_again(ui: &mut Ui, lang: Lang, actions: &mut Vec<Action>) {
    if ui
        .button(lang.pick("Trace again", "重新跟踪"))
        .on_hover_text(lang.pick(
            "Run your minimax again from the explorer's position, as the file is now",
            "按文件现在的内容，从探索器的局面重新运行你的 minimax",
        ))
        .clicked()
    {
        actions.push(Action::TraceYourSearch);
    }
}

/// Where the two searches first part, with the lines concerned and a button to go there; or that they
/// never do.
fn parting(ui: &mut Ui, traced: &YourTrace, beside: &Beside, lang: Lang, actions: &mut Vec<Action>) {
    let Some(parted) = &beside.parted else {
        ui.colored_label(green(ui.visuals()), side_by_side::same(beside, lang));
        return;
    };
    let (sentence, lines) = side_by_side::parting(&traced.source, beside, parted, lang);
    let error = ui.visuals().error_fg_color;
    ui.horizontal_wrapped(|ui| {
        ui.colored_label(error, RichText::new(sentence).strong());
        let number = side_by_side::call_number(parted.row);
        let go = lang.pick(format!("Go to call {number}"), format!("转到第 {number} 次调用"));
        if ui.button(go).clicked() {
            actions.push(Action::YourRow(parted.row));
        }
    });
    for line in lines {
        ui.label(RichText::new(line).monospace());
    }
}

/// Back and Next by one call, the first parting, and a slider over every call.
fn step_bar(ui: &mut Ui, beside: &Beside, row: usize, lang: Lang, actions: &mut Vec<Action>) {
    let count = beside.yours.len().max(beside.course_calls.len());
    ui.add_space(4.0);
    ui.horizontal(|ui| {
        if ui
            .add_enabled(row > 0, egui::Button::new(lang.pick("Back", "后退")))
            .on_hover_text(lang.pick("The call before (←)", "上一次调用（←）"))
            .clicked()
        {
            actions.push(Action::YourRow(row - 1));
        }
        if ui
            .add_enabled(row + 1 < count, egui::Button::new(lang.pick("Next", "前进")))
            .on_hover_text(lang.pick("The next call (→)", "下一次调用（→）"))
            .clicked()
        {
            actions.push(Action::YourRow(row + 1));
        }
        let mut shown = row + 1;
        let total = thousands(count as u64);
        let text = lang.pick(format!("of {total} calls"), format!("共 {total} 次调用"));
        // The slider takes what its number and the text beside it leave.
        ui.spacing_mut().slider_width = (ui.available_width() - 190.0).max(80.0);
        if ui.add(count_slider(&mut shown, count).text(text)).changed() {
            actions.push(Action::YourRow(shown - 1));
        }
    });
    ui.add_space(4.0);
}
