//! The bar along the top: undo, redo, new game, change mode, and the theme.

use egui::{RichText, Ui};

use super::action::Action;
use super::shortcuts::{NEW_GAME, REDO, UNDO};
use super::state::{Screen, State};
use super::view::View;

pub struct Toolbar;

impl View for Toolbar {
    fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        let game = state.session.game.as_ref();
        let ctx = ui.ctx().clone();
        ui.horizontal(|ui| {
            let playing = matches!(state.screen, Screen::Start | Screen::Play);
            let tabs = [
                (playing, "Game", "Play, and what the computer thinks", Screen::Play),
                (
                    state.screen == Screen::Explore,
                    "Explore",
                    "The search tree of a position, step by step",
                    Screen::Explore,
                ),
                (
                    state.screen == Screen::Engines,
                    "Engines",
                    "The engines compared, the enhancement ladder, the table verified",
                    Screen::Engines,
                ),
            ];
            for (on, label, hint, screen) in tabs {
                if ui
                    .selectable_label(on, RichText::new(label).strong())
                    .on_hover_text(hint)
                    .clicked()
                    && !on
                {
                    actions.push(Action::Show(screen));
                }
            }
            ui.separator();
            let buttons = [
                (
                    game.is_some_and(|g| g.can_undo()),
                    "Undo",
                    ctx.format_shortcut(&UNDO),
                    Action::Undo,
                ),
                (
                    game.is_some_and(|g| g.can_redo()),
                    "Redo",
                    ctx.format_shortcut(&REDO),
                    Action::Redo,
                ),
                (
                    game.is_some(),
                    "New game",
                    format!("{}: the same mode again", ctx.format_shortcut(&NEW_GAME)),
                    Action::NewGame,
                ),
                (
                    game.is_some(),
                    "Change mode",
                    "Back to the start screen".to_string(),
                    Action::Leave,
                ),
            ];
            for (enabled, label, hint, action) in buttons.into_iter().filter(|_| playing) {
                if ui
                    .add_enabled(enabled, egui::Button::new(label))
                    .on_hover_text(hint)
                    .clicked()
                {
                    actions.push(action);
                }
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let dark = state.session.dark_theme;
                if ui.button(if dark { "Light theme" } else { "Dark theme" }).clicked() {
                    actions.push(Action::SetDarkTheme(!dark));
                }
            });
        });
    }
}
