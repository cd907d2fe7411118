//! A check under way: a bar for each function with its verdict as soon as its calls are all back (the
//! six small functions' within seconds), then the phase that looks into the failures, and the slowest
//! `minimax` so far against check50's limit.

use egui::{ProgressBar, RichText, Ui};

use crate::app::code::Live;
use crate::app::widgets::style::{green, thousands};
use crate::cs50::progress::{Count, Phase};
use crate::cs50::{Function, Options, under_way};
use crate::lang::Lang;

/// Draws the check's progress.
pub fn show(ui: &mut Ui, live: &Live, lang: Lang) {
    egui::Grid::new("check-progress")
        .num_columns(3)
        .spacing([12.0, 4.0])
        .show(ui, |ui| {
            for function in Function::ALL {
                ui.monospace(function.name());
                let count = live.counts[function.index()];
                bar(ui, count, lang);
                ui.end_row();
            }
        });
    if live.phase == Some(Phase::Failures) {
        let fraction = live.done as f32 / live.total.max(1) as f32;
        let label = Phase::Failures.label().get(lang);
        let (done, total) = (thousands(live.done as u64), thousands(live.total as u64));
        ui.add(ProgressBar::new(fraction).text(format!("{label}  {done} / {total}")));
    }
    // A function that hangs is stopped at its limit: until then the check says how long it has waited.
    if live.silent >= 2 {
        let (quick, minimax) = (Options::QUICK_LIMIT, Options::DEFAULT_TIMEOUT);
        let said = under_way::no_answer_sentence(live.silent, quick, minimax, lang);
        ui.label(RichText::new(said).color(ui.visuals().warn_fg_color));
    }
    if let Some(seconds) = live.slowest {
        ui.weak(under_way::slowest_so_far_sentence(seconds, lang));
    }
}

/// One function's bar while its calls come back, then its verdict.
fn bar(ui: &mut Ui, count: Count, lang: Lang) {
    let width = ui.available_width().clamp(160.0, 320.0);
    if count.total == 0 {
        ui.add(
            ProgressBar::new(0.0)
                .desired_width(width)
                .text(lang.pick("waiting", "等待中")),
        );
        ui.label("");
        return;
    }
    let done = count.checked + count.skipped;
    if !count.finished() {
        let fraction = done as f32 / count.total as f32;
        let text = format!("{} / {}", thousands(done as u64), thousands(count.total as u64));
        ui.add(ProgressBar::new(fraction).desired_width(width).text(text));
        ui.label("");
        return;
    }
    // Calls not made (the function stopped after a hang) are no failures, as the report counts them.
    let failed = count.checked - count.passed;
    let (text, color) = match failed {
        0 => (lang.pick("passes".to_string(), "通过".to_string()), green(ui.visuals())),
        n => (
            lang.pick(
                format!("fails on {}", thousands(n as u64)),
                format!("{} 处失败", thousands(n as u64)),
            ),
            ui.visuals().error_fg_color,
        ),
    };
    ui.add(
        ProgressBar::new(1.0)
            .desired_width(width)
            .fill(color.gamma_multiply(0.35))
            .text(""),
    );
    ui.label(RichText::new(text).color(color).strong());
}
