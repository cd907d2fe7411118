//! The file bar: the path of the learner's file, typed or pasted, the files opened before, and what can
//! be done with the one open (check again, stop the check, close it).

use egui::Ui;

use crate::app::code::{self, CodeTab};
use crate::app::state::Action;
use crate::lang::Lang;

/// Draws the bar; `typed` is the path being typed, kept between frames.
pub fn show(ui: &mut Ui, tab: &CodeTab, lang: Lang, typed: &mut String, actions: &mut Vec<Action>) {
    ui.horizontal_wrapped(|ui| {
        let name = ui.label(lang.pick("Your file", "你的文件")).id;
        if cfg!(target_arch = "wasm32") {
            choose(ui, tab, lang);
            return;
        }
        let field = egui::TextEdit::singleline(typed)
            .hint_text(lang.pick(
                "path of tictactoe.py, or drop it here",
                "tictactoe.py 的路径，或把文件拖到这里",
            ))
            .desired_width(ui.available_width().clamp(160.0, 360.0));
        let response = ui
            .add(field)
            .labelled_by(name)
            .on_hover_text(lang.pick("Type or paste a path, then Enter", "输入或粘贴路径，然后按回车"));
        let entered = response.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        if ui.button(lang.pick("Open", "打开")).clicked() || entered {
            actions.push(Action::from(code::Action::Open(typed.trim().into())));
        }
        recent(ui, tab, typed, actions, lang);
    });
    if tab.place.file.is_some() {
        ui.horizontal_wrapped(|ui| {
            match tab.checking {
                Some(_) => {
                    if ui.button(lang.pick("Cancel check", "取消检查")).clicked() {
                        actions.push(Action::from(code::Action::Cancel));
                    }
                }
                None => {
                    if ui.button(lang.pick("Check again", "重新检查")).clicked() {
                        actions.push(Action::from(code::Action::Check));
                    }
                }
            }
            if ui.button(lang.pick("Close file", "关闭文件")).clicked() {
                actions.push(Action::from(code::Action::Close));
            }
            if !cfg!(target_arch = "wasm32") {
                ui.weak(lang.pick("checked again each time you save it", "每次保存都会重新检查"));
            }
        });
    }
}

/// The files opened before, to open again with a click.
fn recent(ui: &mut Ui, tab: &CodeTab, typed: &mut String, actions: &mut Vec<Action>, lang: Lang) {
    let files = &tab.place.recent;
    if files.is_empty() {
        return;
    }
    ui.menu_button(lang.pick("Recent", "最近的文件"), |ui| {
        for file in files {
            if ui.button(file.display().to_string()).clicked() {
                *typed = file.display().to_string();
                actions.push(Action::from(code::Action::Open(file.clone())));
                ui.close();
            }
        }
    });
}

/// In a browser page: the file open, and a button that shows the browser's file picker (a file dropped
/// on the page opens too).
fn choose(ui: &mut Ui, tab: &CodeTab, lang: Lang) {
    if let Some(file) = &tab.place.file {
        ui.strong(file.display().to_string());
    }
    let button = ui.button(lang.pick("Choose tictactoe.py…", "选择 tictactoe.py…"));
    #[cfg(target_arch = "wasm32")]
    if button.clicked() {
        code::picker::choose(ui.ctx());
    }
    #[cfg(not(target_arch = "wasm32"))]
    let _ = button;
    ui.weak(lang.pick("or drop it on the page", "或把文件拖到网页上"));
}
