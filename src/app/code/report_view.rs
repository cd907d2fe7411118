//! A check's report, drawn: each function's verdict, what changed since the check before, each failure
//! as check-cs50 tells it with its boards drawn as boards (a click opens one in the explorer), what to
//! fix first, and check50's predicted report. The words are the report's own (`cs50::report`), so the
//! tab and `check-cs50` never say different things.

use egui::{RichText, Ui};

use crate::app::state::{Action, Screen};
use crate::app::widgets::board_widget::BoardWidget;
use crate::app::widgets::style::{green, thousands};
use crate::cs50::{Block, FunctionReport, Label, Report, Row, written};
use crate::engines::Rung;
use crate::lang::Lang;

/// The side of a board drawn in a failure.
const BOARD_SIDE: f32 = 66.0;
/// The side of a board a culprit called.
const CALL_SIDE: f32 = 48.0;

/// Draws `report`.
pub fn show(ui: &mut Ui, report: &Report, lang: Lang, actions: &mut Vec<Action>) {
    verdicts(ui, report, lang);
    let closing = report.closing(lang);
    let color = match report.ok() {
        true => green(ui.visuals()),
        false => ui.visuals().error_fg_color,
    };
    ui.label(RichText::new(closing).color(color).strong());
    // A file that reached into the checker: said once, where the person running the check sees it.
    if let Some(warning) = report.reached_text(lang) {
        ui.label(RichText::new(warning).color(ui.visuals().error_fg_color));
    }
    if let Some(slowest) = report.slowest_text(lang) {
        ui.weak(slowest);
    }
    for block in report.blocks(lang) {
        ui.separator();
        block_view(ui, &block, block.cites, lang, actions);
    }
    let order = report.order_text(lang);
    if !order.trim().is_empty() {
        ui.separator();
        ui.label(RichText::new(order.trim()).monospace());
    }
    ui.separator();
    egui::CollapsingHeader::new(lang.pick("What check50 will print", "check50 将会输出的内容"))
        .id_salt("check50")
        .show(ui, |ui| {
            ui.label(RichText::new(report.check50_text(lang).trim_end()).monospace());
        });
}

/// One line per function: its name, its verdict, passed of checked, and why it was stopped.
fn verdicts(ui: &mut Ui, report: &Report, lang: Lang) {
    egui::Grid::new("verdicts")
        .num_columns(4)
        .spacing([12.0, 2.0])
        .show(ui, |ui| {
            for f in &report.functions {
                ui.monospace(f.function.name());
                verdict(ui, f, lang);
                ui.label(match f.missing {
                    true => String::new(),
                    false => format!("{} / {}", thousands(f.passed as u64), thousands(f.checked as u64)),
                });
                match report.status_text(f, lang) {
                    Some(status) => ui.weak(status),
                    None => ui.label(""),
                };
                ui.end_row();
            }
        });
}

fn verdict(ui: &mut Ui, f: &FunctionReport, lang: Lang) {
    let (text, color) = match f.ok() {
        true => (lang.pick("passes", "通过"), green(ui.visuals())),
        false => (lang.pick("FAILS", "失败"), ui.visuals().error_fg_color),
    };
    ui.label(RichText::new(text).color(color).strong());
}

/// A failure's block: its heading, then each row, a board drawn as a board; the failing board opens
/// in the explorer with the search `cited`.
fn block_view(ui: &mut Ui, block: &Block, cited: Rung, lang: Lang, actions: &mut Vec<Action>) {
    ui.label(RichText::new(&block.heading).strong());
    egui::Grid::new(("block", &block.heading))
        .num_columns(2)
        .spacing([10.0, 4.0])
        .show(ui, |ui| {
            for row in &block.rows {
                ui.label(RichText::new(row.label_text.trim()).weak());
                ui.vertical(|ui| row_view(ui, row, (block, cited), lang, actions));
                ui.end_row();
            }
        });
}

/// A row's sentence and board; the failing board with a button that opens it in the explorer, with the
/// search the report cites (the course's, not the learner's own shown there last).
fn row_view(ui: &mut Ui, row: &Row, (block, cited): (&Block, Rung), lang: Lang, actions: &mut Vec<Action>) {
    if !row.calls.is_empty() {
        calls(ui, row);
        return;
    }
    if !row.text.is_empty() {
        let text = RichText::new(&row.text);
        let text = match row.label {
            Label::Returned | Label::Change | Label::ItsReturned | Label::ItsChange | Label::See => text.monospace(),
            Label::Got if row.marks.is_none() => text.monospace(),
            _ => text,
        };
        ui.add(egui::Label::new(text).wrap());
    }
    let Some(marks) = row.marks else { return };
    ui.horizontal(|ui| {
        let name = format!("{} {}", row.label_text.trim(), written(&marks));
        BoardWidget::of_marks(marks).picture(ui, BOARD_SIDE, &name);
        if row.label == Label::Board && !block.board.is_terminal() {
            let open = ui
                .button(lang.pick("Open in the explorer", "在探索中打开"))
                .on_hover_text(lang.pick(
                    "Step through the course's search on this board",
                    "在这个棋盘上逐步查看课程的搜索",
                ));
            if open.clicked() {
                actions.push(Action::ShowYourSearch(false));
                actions.push(Action::Record(block.board, cited));
                actions.push(Action::Show(Screen::Explore));
            }
        }
    });
}

/// The calls a culprit made, each a small board with what it returned under it.
fn calls(ui: &mut Ui, row: &Row) {
    ui.horizontal_wrapped(|ui| {
        for (marks, said) in &row.calls {
            ui.vertical(|ui| {
                let name = format!("{} {}", row.label_text.trim(), written(marks));
                BoardWidget::of_marks(*marks).picture(ui, CALL_SIDE, &name);
                // Monospace, whose font has the arrow that egui's proportional one lacks.
                ui.label(RichText::new(said).monospace());
            });
        }
    });
}
