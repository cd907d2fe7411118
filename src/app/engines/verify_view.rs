//! "Verify table": every search over every unfinished position in the background, with a progress
//! bar, cancel, and a summary that lists any disagreement with its board.

use egui::{ProgressBar, RichText, Ui};

use crate::app::engines::{self, EnginesTab};
use crate::app::jobs::Task;
use crate::app::widgets::cost;
use crate::app::widgets::shared::Shared;
use crate::app::widgets::style::{agreement, duration, green, thousands};
use crate::engines::{SEARCHES, Verdict, Verification};
use crate::lang::Lang;

/// The verification: its button or its progress, and its summary.
pub fn show(ui: &mut Ui, tab: &EnginesTab, shared: &Shared, actions: &mut Vec<engines::Action>) {
    let lang = shared.lang;
    match shared.jobs.progress_of(Task::Verify) {
        Some(progress) => {
            let (done, total) = progress.get();
            let fraction = done as f32 / total.max(1) as f32;
            let (done, total) = (thousands(done as u64), thousands(total as u64));
            let text = lang.pick(
                format!("{done} / {total} positions"),
                format!("{done} / {total} 个局面"),
            );
            ui.add(ProgressBar::new(fraction).text(text));
            if ui.button(lang.pick("Cancel verification", "取消验证")).clicked() {
                actions.push(engines::Action::StopVerify);
            }
        }
        None => {
            let button = ui
                .button(lang.pick("Verify table", "验证完美对弈表"))
                .on_hover_text(lang.pick(
                    "Run every search on every unfinished position and compare with the table",
                    "在每个未终局的局面上运行每种搜索，并与完美对弈表比对",
                ));
            if button.clicked() {
                actions.push(engines::Action::Verify);
            }
        }
    }
    if let Some(report) = &tab.verified {
        summary(ui, report, lang);
    }
}

fn summary(ui: &mut Ui, report: &Verification, lang: Lang) {
    let (text, color) = if report.passed() {
        (
            lang.pick(
                "Table verified: every answer agrees.",
                "完美对弈表已验证：每个答案都一致。",
            ),
            green(ui.visuals()),
        )
    } else if report.cancelled {
        (
            lang.pick("Verification cancelled.", "验证已取消。"),
            ui.visuals().warn_fg_color,
        )
    } else {
        (
            lang.pick("The table and the searches DISAGREE.", "完美对弈表与搜索结果不一致。"),
            ui.visuals().error_fg_color,
        )
    };
    ui.label(RichText::new(text).color(color).strong());
    // One line per search, wrapping rather than clipping in a narrow window.
    for (engine, checks) in SEARCHES.iter().zip(&report.checks) {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(engine.label(lang)).strong());
            let (agreed, total) = (thousands(checks.agreed as u64), thousands(report.total as u64));
            ui.label(lang.pick(format!("{agreed} / {total} agree"), format!("{agreed} / {total} 一致")));
            let time = duration(checks.elapsed, lang);
            ui.weak(lang.pick(
                format!("{} visited · {time}", cost::positions(checks.nodes, lang)),
                format!("访问 {} · {time}", cost::positions(checks.nodes, lang)),
            ));
        });
    }
    for d in report.disagreements.iter().take(20) {
        ui.horizontal_wrapped(|ui| {
            agreement(ui, Verdict::Disagrees, lang);
            let (engine, board, outcome) = (d.engine.label(lang), d.board, d.found.words(lang));
            let choice = d.choice.map_or("-".into(), |c| c.to_string());
            ui.colored_label(
                ui.visuals().error_fg_color,
                lang.pick(
                    format!("{engine} on {board}: {outcome} ({choice})"),
                    format!("{engine} 在 {board} 上：{outcome}（{choice}）"),
                ),
            );
        });
    }
}
