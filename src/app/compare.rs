//! "Compare engines": all three engines on the position on the board, side by side, run on a worker
//! thread so a slow search never holds up a frame.

use egui::{Color32, RichText, Ui};

use super::background::{Background, Poll};
use super::format::{duration, thousands};
use crate::board::Board;
use crate::engine::{Decision, Engine};

#[derive(Default)]
pub struct CompareEngines {
    job: Option<Background<Vec<Decision>>>,
    results: Vec<Decision>,
}

impl CompareEngines {
    pub fn results(&self) -> &[Decision] {
        &self.results
    }

    pub fn start(&mut self, ctx: &egui::Context, board: Board) {
        let wake = ctx.clone();
        self.job = Some(Background::spawn(
            move || Engine::ALL.iter().map(|engine| engine.decide(board)).collect(),
            move || wake.request_repaint(),
        ));
    }

    pub fn poll(&mut self) {
        let Some(job) = &self.job else { return };
        match job.poll() {
            Poll::Pending => {}
            Poll::Ready(results) => {
                self.results = results;
                self.job = None;
            }
            Poll::Failed => self.job = None,
        }
    }

    pub fn show(&mut self, ui: &mut Ui, board: Board) {
        ui.horizontal(|ui| {
            let idle = self.job.is_none() && !board.is_terminal();
            if ui.add_enabled(idle, egui::Button::new("Compare engines")).clicked() {
                self.start(ui.ctx(), board);
            }
            if self.job.is_some() {
                ui.spinner();
            }
        });
        let Some(first) = self.results.first() else { return };
        if first.board != board {
            ui.weak(format!("(for the earlier board {})", first.board));
        }
        egui::Grid::new("compare engines").striped(true).show(ui, |ui| {
            for header in ["Engine", "Move", "Outcome", "Nodes", "Time", ""] {
                ui.label(RichText::new(header).strong());
            }
            ui.end_row();
            for d in &self.results {
                ui.label(d.engine.label());
                ui.label(d.choice.map_or("-".to_string(), |c| c.to_string()));
                ui.label(d.outcome.to_string());
                ui.label(thousands(d.nodes));
                ui.label(duration(d.elapsed));
                ui.horizontal(|ui| agreement(ui, d.agrees));
                ui.end_row();
            }
        });
    }
}

/// The mark every computer answer carries: a green tick when it is the table's answer, a red cross
/// and capitals when not. Drawn rather than typed, since the bundled fonts have no such glyphs.
pub fn agreement(ui: &mut Ui, agrees: bool) {
    let color = if agrees { GREEN } else { ui.visuals().error_fg_color };
    let size = ui.text_style_height(&egui::TextStyle::Body);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    let r = rect.shrink(size * 0.15);
    let stroke = egui::Stroke::new(size * 0.14, color);
    if agrees {
        let points = [
            r.left_center(),
            egui::pos2(r.left() + r.width() * 0.38, r.bottom()),
            r.right_top(),
        ];
        ui.painter().line(points.to_vec(), stroke);
    } else {
        ui.painter().line_segment([r.left_top(), r.right_bottom()], stroke);
        ui.painter().line_segment([r.right_top(), r.left_bottom()], stroke);
    }
    let text = if agrees {
        RichText::new("agrees")
    } else {
        RichText::new("DISAGREES").strong()
    };
    ui.label(text.color(color));
}

pub const GREEN: Color32 = Color32::from_rgb(0x22, 0xc5, 0x5e);
