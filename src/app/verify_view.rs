//! "Verify table": every search over every unfinished position in the background, with a progress
//! bar, cancel, and a summary that lists any disagreement with its board.

use egui::{ProgressBar, RichText, Ui};

use super::action::Action;
use super::jobs::Task;
use super::state::State;
use super::style::{agreement, count, duration, green, thousands};
use super::view::View;
use crate::engines::{SEARCHES, Verification};

pub struct VerifyView;

impl View for VerifyView {
    fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        match state.jobs.get(Task::Verify) {
            Some(job) => {
                let (done, total) = job.progress.get();
                let fraction = done as f32 / total.max(1) as f32;
                let text = format!("{} / {} positions", thousands(done as u64), thousands(total as u64));
                ui.add(ProgressBar::new(fraction).text(text));
                if ui.button("Cancel verification").clicked() {
                    actions.push(Action::Stop(Task::Verify));
                }
            }
            None => {
                let button = ui
                    .button("Verify table")
                    .on_hover_text("Run every search on every unfinished position and compare with the table");
                if button.clicked() {
                    actions.push(Action::Verify);
                }
            }
        }
        if let Some(report) = &state.verified {
            summary(ui, report);
        }
    }
}

fn summary(ui: &mut Ui, report: &Verification) {
    let (text, color) = if report.passed() {
        ("Table verified: every answer agrees.", green(ui.visuals()))
    } else if report.cancelled {
        ("Verification cancelled.", ui.visuals().warn_fg_color)
    } else {
        ("The table and the searches DISAGREE.", ui.visuals().error_fg_color)
    };
    ui.label(RichText::new(text).color(color).strong());
    // One line per search, wrapping rather than clipping in a narrow window.
    for (engine, checks) in SEARCHES.iter().zip(&report.checks) {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(engine.label()).strong());
            ui.label(format!(
                "{} / {} agree",
                thousands(checks.agreed as u64),
                thousands(report.total as u64)
            ));
            ui.weak(format!(
                "{} · {}",
                count(checks.nodes, "node"),
                duration(checks.elapsed)
            ));
        });
    }
    for d in report.disagreements.iter().take(20) {
        ui.horizontal_wrapped(|ui| {
            agreement(ui, false);
            ui.colored_label(
                ui.visuals().error_fg_color,
                format!(
                    "{} on {}: {} ({})",
                    d.engine.label(),
                    d.board,
                    d.outcome,
                    d.choice.map_or("-".into(), |c| c.to_string())
                ),
            );
        });
    }
}
