//! The Your code tab: the file bar, then the check under way, or the last report (marked as old while
//! a new check runs, or when it comes from before the window last closed), or why the file could not
//! be checked.

use egui::{RichText, Ui};

use crate::app::code::{Checked, CodeTab};
use crate::app::code::{file_bar, progress_view, report_view};
use crate::app::state::Action;
use crate::app::widgets::shared::Shared;
use crate::app::widgets::style::thousands;
use crate::cs50::{Door, Function, StartError, error_words, run_error_words, since, under_way, unsandboxed_words};
use crate::lang::Lang;

/// The tab's drawing state: the path being typed.
#[derive(Debug, Default)]
pub struct CodeView {
    typed: String,
    /// The file the typed path last followed.
    followed: Option<std::path::PathBuf>,
}

impl CodeView {
    /// Draws the tab, pushing onto `actions` what the person asks for.
    pub fn ui(&mut self, ui: &mut Ui, tab: &CodeTab, shared: &Shared, actions: &mut Vec<Action>) {
        let lang = shared.lang;
        // The field shows the open file, until the person types another.
        if tab.place.file != self.followed {
            self.followed = tab.place.file.clone();
            self.typed = self
                .followed
                .as_ref()
                .map_or(String::new(), |f| f.display().to_string());
        }
        file_bar::show(ui, tab, lang, &mut self.typed, actions);
        if let Some(problem) = &tab.problem {
            ui.colored_label(ui.visuals().error_fg_color, problem.get(lang));
        }
        if tab.stopped {
            ui.label(lang.pick(
                "The check was stopped before it ended: Check again to start it over.",
                "检查在结束前被停止了：点“重新检查”重新开始。",
            ));
        }
        ui.separator();
        egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
            body(ui, tab, lang, actions);
        });
    }
}

/// What is known of the open file: the check under way and the last one's report.
fn body(ui: &mut Ui, tab: &CodeTab, lang: Lang, actions: &mut Vec<Action>) {
    if tab.place.file.is_none() {
        ui.label(lang.pick(
            "Open your CS50 tictactoe.py: every function is checked on every reachable position, as \
             check-cs50 does, and checked again each time you save.",
            "打开你的 CS50 tictactoe.py：像 check-cs50 一样，在每个可达局面上检查每个函数，每次保存后都会重新检查。",
        ));
        return;
    }
    if let Some(checking) = &tab.checking {
        ui.label(RichText::new(lang.pick("Checking…", "正在检查…")).strong());
        let live = checking
            .live
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clone();
        progress_view::show(ui, &live, lang);
        ui.separator();
    }
    match &tab.checked {
        Some(checked) => {
            if tab.checking.is_some() {
                ui.weak(lang.pick(
                    "The check before, until this one ends:",
                    "上一次检查的结果（本次检查结束前）：",
                ));
            }
            checked_view(ui, tab, checked, lang, actions);
        }
        None => old_verdicts(ui, tab, lang),
    }
}

/// The last check that ended: when it took, what changed, and its report, or why it could not run.
fn checked_view(ui: &mut Ui, tab: &CodeTab, checked: &Checked, lang: Lang, actions: &mut Vec<Action>) {
    match checked.report() {
        Some(report) => {
            ui.weak(lang.pick(
                format!("Checked in {:.1} s.", checked.seconds),
                format!("检查用时 {:.1} 秒。", checked.seconds),
            ));
            if let Some(unsandboxed) = tab.door.as_ref().and_then(Door::unsandboxed) {
                let said = under_way::sentence(&unsandboxed_words(unsandboxed, lang), lang);
                ui.colored_label(ui.visuals().warn_fg_color, said);
            }
            if let Some(now) = &tab.place.verdicts {
                let before = tab.before.as_ref().map(|before| &before.functions);
                let said = since::changed_since(before, &now.functions, lang);
                if !said.is_empty() {
                    ui.label(RichText::new(said).strong());
                }
            }
            report_view::show(ui, report, lang, actions);
        }
        None => {
            if let Err(error) = &checked.outcome {
                failed(ui, error, lang);
            }
        }
    }
}

/// Why the file could not be checked, and what to do.
fn failed(ui: &mut Ui, error: &StartError, lang: Lang) {
    let color = ui.visuals().error_fg_color;
    // The command line's words name its --python option, which the window has not.
    let StartError::CannotRun { python, error } = error else {
        ui.colored_label(color, error_words(error, lang));
        return;
    };
    let (python, error) = (python.display(), run_error_words(error, lang));
    ui.colored_label(
        color,
        lang.pick(
            format!("Cannot run {python}: {error}"),
            format!("无法运行 {python}：{error}"),
        ),
    );
    #[cfg(not(target_arch = "wasm32"))]
    let how = lang.pick(
        "Your file runs in Python 3: install it (on Debian or Ubuntu, sudo apt install python3), then Check again.",
        "你的文件需要 Python 3 来运行：请安装它（Debian 或 Ubuntu 上：sudo apt install python3），然后点“重新检查”。",
    );
    // A page's Python is Pyodide, fetched from the page's own site when Your code is opened.
    #[cfg(target_arch = "wasm32")]
    let how = lang.pick(
        "Your file runs in the Python this page fetches from its own site: reload the page, then Check again.",
        "你的文件在本网页从自己的网站取得的 Python 中运行：请重新加载网页，然后点“重新检查”。",
    );
    ui.label(how);
}

/// The verdicts the session kept from the last check, shown as old until the new check ends.
fn old_verdicts(ui: &mut Ui, tab: &CodeTab, lang: Lang) {
    let Some(verdicts) = &tab.place.verdicts else {
        return;
    };
    ui.weak(lang.pick(
        "From the last check, before the window closed (old):",
        "上次关闭窗口前的检查结果（旧的）：",
    ));
    egui::Grid::new("old-verdicts").num_columns(2).show(ui, |ui| {
        for function in Function::ALL {
            let [passed, checked] = verdicts.functions[function.index()];
            ui.monospace(function.name());
            ui.weak(format!("{} / {}", thousands(passed.into()), thousands(checked.into())));
            ui.end_row();
        }
    });
    let [passed, checks] = verdicts.check50;
    ui.weak(since::check50_score(passed, checks, lang));
}
