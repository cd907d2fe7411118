//! The bar along the bottom: the newest notice (an unreadable or unsaved session, a failed job) with
//! its Dismiss button, or the keyboard's keys when all is well. It is always one line tall, so a
//! notice coming or going never moves the board under the mouse.

use egui::{Label, RichText, Ui};

use super::action::Action;
use super::shortcuts::{BACK, NEW_GAME, NEXT, POSITION_BACK, POSITION_NEXT, PRESENT, REDO, UNDO};
use super::state::{Screen, State};
use super::view::View;
use crate::game::Mode;

pub struct StatusBar;

impl View for StatusBar {
    fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        ui.horizontal(|ui| match state.notices.last() {
            Some(notice) => {
                if ui.small_button("Dismiss").clicked() {
                    actions.push(Action::Dismiss(notice.kind));
                }
                let text = RichText::new(&notice.text).color(ui.visuals().warn_fg_color);
                ui.add(Label::new(text).truncate());
            }
            None if state.screen == Screen::Engines => {
                let help = "Compare and Climb search the position chosen above; Verify table checks every position";
                ui.add(Label::new(RichText::new(help).weak()).truncate());
            }
            None if state.screen == Screen::Explore => {
                let ctx = ui.ctx().clone();
                let help = format!(
                    "Keys: {} {} a step · {} {} a position · a row of the tree takes the program to it",
                    ctx.format_shortcut(&BACK),
                    ctx.format_shortcut(&NEXT),
                    ctx.format_shortcut(&POSITION_BACK),
                    ctx.format_shortcut(&POSITION_NEXT),
                );
                ui.add(Label::new(RichText::new(&help).weak()).truncate());
            }
            None if state.looking_back.is_some() => {
                let ctx = ui.ctx().clone();
                let keys = format!(
                    "Keys: {}/{} an earlier or later move · {} back to the game as it is",
                    ctx.format_shortcut(&BACK),
                    ctx.format_shortcut(&NEXT),
                    ctx.format_shortcut(&PRESENT),
                );
                ui.add(Label::new(RichText::new(keys).weak()).truncate());
            }
            None => {
                let ctx = ui.ctx().clone();
                let new_game = ctx.format_shortcut(&NEW_GAME);
                let game = state.session.game.as_ref();
                // Walking the moves once there are some; no keys to play while the computer plays itself.
                let moves = match game.is_some_and(|g| !g.played().is_empty()) {
                    true => format!(
                        " · {}/{} the moves played",
                        ctx.format_shortcut(&BACK),
                        ctx.format_shortcut(&NEXT)
                    ),
                    false => String::new(),
                };
                let keys = match game.map(|g| g.mode()) {
                    Some(Mode::AiVsAi) => format!("Keys: {new_game} new game{moves}"),
                    _ => format!(
                        "Keys: 1-9 play a cell as on a numeric keypad · {} undo · {} redo · {new_game} new game{moves}",
                        ctx.format_shortcut(&UNDO),
                        ctx.format_shortcut(&REDO),
                    ),
                };
                ui.add(Label::new(RichText::new(keys).weak()).truncate());
            }
        });
    }
}
