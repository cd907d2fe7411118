//! "Verify table": both searches over every unfinished position on a worker thread, with a progress
//! bar, cancel, and a summary that lists any disagreement with its board.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use egui::{ProgressBar, RichText, Ui};

use super::background::{Background, Poll};
use super::compare::GREEN;
use super::format::{duration, thousands};
use crate::positions;
use crate::verify::{self, Report, SEARCHES};

#[derive(Default)]
pub struct VerifyTable {
    run: Option<Run>,
    report: Option<Report>,
}

struct Run {
    done: Arc<AtomicUsize>,
    total: usize,
    cancel: Arc<AtomicBool>,
    job: Background<Report>,
}

impl VerifyTable {
    pub fn report(&self) -> Option<&Report> {
        self.report.as_ref()
    }

    pub fn is_running(&self) -> bool {
        self.run.is_some()
    }

    pub fn start(&mut self, ctx: &egui::Context) {
        if self.run.is_some() {
            return;
        }
        let boards = positions::unfinished();
        let (done, cancel) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicBool::new(false)));
        let (progress, stop, repaint, wake) = (done.clone(), cancel.clone(), ctx.clone(), ctx.clone());
        let total = boards.len();
        let job = Background::spawn(
            move || {
                verify::verify_positions(&boards, &mut |checked, _| {
                    progress.store(checked, Ordering::Relaxed);
                    if checked % 64 == 0 {
                        repaint.request_repaint();
                    }
                    !stop.load(Ordering::Relaxed)
                })
            },
            move || wake.request_repaint(),
        );
        self.report = None;
        self.run = Some(Run {
            done,
            total,
            cancel,
            job,
        });
    }

    /// Picks up the report once the run has ended.
    pub fn poll(&mut self) {
        let Some(run) = &self.run else { return };
        match run.job.poll() {
            Poll::Pending => {}
            Poll::Ready(report) => {
                self.report = Some(report);
                self.run = None;
            }
            Poll::Failed => self.run = None,
        }
    }

    pub fn show(&mut self, ui: &mut Ui) {
        match &self.run {
            Some(run) => {
                let done = run.done.load(Ordering::Relaxed);
                let fraction = done as f32 / run.total.max(1) as f32;
                ui.add(ProgressBar::new(fraction).text(format!("{done} / {} positions", run.total)));
                if ui.button("Cancel verification").clicked() {
                    run.cancel.store(true, Ordering::Relaxed);
                }
            }
            None => {
                if ui
                    .button("Verify table")
                    .on_hover_text(
                        "Run plain minimax and alpha-beta on every unfinished position and compare with the table",
                    )
                    .clicked()
                {
                    self.start(ui.ctx());
                }
            }
        }
        if let Some(report) = &self.report {
            summary(ui, report);
        }
    }
}

fn summary(ui: &mut Ui, report: &Report) {
    let (text, color) = if report.passed() {
        ("Table verified: every answer agrees.", GREEN)
    } else if report.cancelled {
        ("Verification cancelled.", ui.visuals().warn_fg_color)
    } else {
        ("The table and the searches DISAGREE.", ui.visuals().error_fg_color)
    };
    ui.label(RichText::new(text).color(color).strong());
    egui::Grid::new("verify summary").striped(true).show(ui, |ui| {
        for (engine, tally) in SEARCHES.iter().zip(&report.tallies) {
            ui.label(engine.label());
            ui.label(format!(
                "{} / {} agree",
                thousands(tally.agreed as u64),
                thousands(report.total as u64)
            ));
            ui.label(format!("{} nodes", thousands(tally.nodes)));
            ui.label(duration(tally.elapsed));
            ui.end_row();
        }
    });
    for d in report.disagreements.iter().take(20) {
        ui.colored_label(
            ui.visuals().error_fg_color,
            format!(
                "✖ {} on {}: {} ({})",
                d.engine.label(),
                d.board,
                d.outcome,
                d.choice.map_or("-".into(), |c| c.to_string())
            ),
        );
    }
}
