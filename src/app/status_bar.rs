//! The bar along the bottom: the newest notice (an unreadable or unsaved session, a failed job) with
//! its Dismiss button, or the keyboard's keys when all is well. It is always one line tall, so a
//! notice coming or going never moves the board under the mouse.

use egui::{Label, RichText, Ui};

use super::action::Action;
use super::shortcuts::{BACK, NEW_GAME, NEXT, POSITION_BACK, POSITION_NEXT, PRESENT, REDO, UNDO, key_name};
use super::state::{Screen, State};
use crate::game::Mode;

/// The bar along the bottom: the newest notice, or the keys.
pub fn show(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let lang = state.lang();
    let ctx = ui.ctx().clone();
    let key = |shortcut| key_name(&ctx, &shortcut, lang);
    ui.horizontal(|ui| match state.notices.last() {
            Some(notice) => {
                if ui.small_button(lang.pick("Dismiss", "关闭")).clicked() {
                    actions.push(Action::Dismiss(notice.kind));
                }
                let text = RichText::new(notice.text.get(lang)).color(ui.visuals().warn_fg_color);
                ui.add(Label::new(text).truncate());
            }
            None if state.screen == Screen::Engines => {
                let help = lang.pick(
                    "Compare and the ladder search the position chosen above; Verify table checks every position",
                    "“对比引擎”和“运行优化阶梯”搜索上方选定的局面；“验证完美对弈表”检查每一个局面",
                );
                ui.add(Label::new(RichText::new(help).weak()).truncate());
            }
            None if state.screen == Screen::Explore => {
                let (back, next) = (key(BACK), key(NEXT));
                let (call_back, call_next) = (key(POSITION_BACK), key(POSITION_NEXT));
                let help = lang.pick(
                    format!("Keys: {back} {next} a step · {call_back} {call_next} a position · a row of the tree takes the program to it"),
                    format!("按键：{back} {next} 一个步骤 · {call_back} {call_next} 一个局面 · 点击树中一行，程序跳到那里"),
                );
                ui.add(Label::new(RichText::new(&help).weak()).truncate());
            }
            None if state.looking_back.is_some() => {
                let (back, next, present) = (key(BACK), key(NEXT), key(PRESENT));
                let keys = lang.pick(
                    format!("Keys: {back}/{next} an earlier or later move · {present} back to the game as it is"),
                    format!("按键：{back}/{next} 前一步或后一步 · {present} 回到当前对局"),
                );
                ui.add(Label::new(RichText::new(keys).weak()).truncate());
            }
            None => {
                let (new_game, undo, redo) = (key(NEW_GAME), key(UNDO), key(REDO));
                let (back, next) = (key(BACK), key(NEXT));
                let game = state.session.game.as_ref();
                // Walking the moves once there are some; no keys to play while the computer plays itself.
                let moves = match game.is_some_and(|g| !g.played().is_empty()) {
                    true => lang.pick(
                        format!(" · {back}/{next} the moves played"),
                        format!(" · {back}/{next} 查看走过的棋"),
                    ),
                    false => String::new(),
                };
                let keys = match game.map(|g| g.mode()) {
                    Some(Mode::SelfPlay) => lang.pick(
                        format!("Keys: {new_game} new game{moves}"),
                        format!("按键：{new_game} 新对局{moves}"),
                    ),
                    _ => lang.pick(
                        format!("Keys: 1-9 play a cell as on a numeric keypad · {undo} undo · {redo} redo · {new_game} new game{moves}"),
                        format!("按键：1-9 按数字小键盘的位置落子 · {undo} 悔棋 · {redo} 重做 · {new_game} 新对局{moves}"),
                    ),
                };
                ui.add(Label::new(RichText::new(keys).weak()).truncate());
            }
        });
}
