//! The bar along the top: the tabs, undo, redo, new game, change mode, the theme and the language.

use egui::{Color32, Painter, Pos2, RichText, Stroke, Ui, Vec2, WidgetInfo, vec2};

use crate::app::game;
use crate::app::state::Action;
use crate::app::state::{ChineseFont, Screen, State};
use crate::app::tabs::TABS;
use crate::app::widgets::keys::{NEW_GAME, REDO, UNDO, key_name};
use crate::game::Mode;
use crate::lang::Lang;

/// The tabs, the one shown selected.
fn tabs(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let lang = state.lang();
    for tab in &TABS {
        let on = tab.shows(state.screen);
        if ui
            .selectable_label(on, RichText::new(tab.label.get(lang)).strong())
            .on_hover_text(tab.hint.get(lang))
            .clicked()
            && !on
        {
            actions.push(Action::Show(tab.screens[0]));
        }
    }
}

/// The width under which the bar's controls stand closer together.
const NARROW: f32 = 760.0;

/// The bar along the top: the tabs, the game's buttons, the language and the theme.
pub fn show(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    ui.horizontal(|ui| {
        // In the narrowest window the tabs, the game's buttons, the language and the theme fit in one
        // row only closer together.
        if ui.available_width() < NARROW {
            ui.spacing_mut().item_spacing.x = 3.0;
            ui.spacing_mut().button_padding.x = 3.0;
        }
        tabs(ui, state, actions);
        ui.separator();
        // The game's buttons, on the game's tab.
        if matches!(state.screen, Screen::Start | Screen::Play) {
            game_buttons(ui, state, actions);
        }
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            theme_and_language(ui, state, actions);
        });
    });
}

/// Undo, Redo, New game and Change mode, each off with the reason on hover when it does nothing.
fn game_buttons(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let game = state.game.session.game.as_ref();
    let ctx = ui.ctx().clone();
    let lang = state.lang();
    let buttons = [
        (
            undo_refused(state, lang),
            lang.pick("Undo", "悔棋"),
            key_name(&ctx, &UNDO, lang),
            Action::Game(game::Action::Undo),
        ),
        (
            redo_refused(state, lang),
            lang.pick("Redo", "重做"),
            key_name(&ctx, &REDO, lang),
            Action::Game(game::Action::Redo),
        ),
        (
            game.is_none().then_some(no_game(lang)),
            lang.pick("New game", "新对局"),
            lang.pick(
                format!("{}: the same mode again", key_name(&ctx, &NEW_GAME, lang)),
                format!("{}：同一模式再来一局", key_name(&ctx, &NEW_GAME, lang)),
            ),
            Action::Game(game::Action::NewGame),
        ),
        (
            game.is_none()
                .then_some(lang.pick("This is the start screen", "这里就是开始界面")),
            lang.pick("Change mode", "更换模式"),
            lang.pick("Back to the start screen", "回到开始界面").to_string(),
            Action::Game(game::Action::Leave),
        ),
    ];
    for (refused, label, hint, action) in buttons {
        if ui
            .add_enabled(refused.is_none(), egui::Button::new(label))
            .on_hover_text(hint)
            .on_disabled_hover_text(refused.unwrap_or_default())
            .clicked()
        {
            actions.push(action);
        }
    }
}

/// The theme's button, a sun or a moon, and the other language's, by its own name.
fn theme_and_language(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let lang = state.lang();
    let dark = state.dark_theme;
    let theme = match dark {
        true => lang.pick("Light theme", "浅色主题"),
        false => lang.pick("Dark theme", "深色主题"),
    };
    // A sun or a moon, drawn, so that the whole bar fits the narrowest window; named in words.
    let button = ui.add_sized([28.0, 20.0], egui::Button::new("")).on_hover_text(theme);
    button.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, theme));
    let look = ui.style().interact(&button);
    match dark {
        true => sun(ui.painter(), button.rect.center(), look.text_color()),
        false => moon(ui.painter(), button.rect.center(), look.text_color(), look.weak_bg_fill),
    }
    if button.clicked() {
        actions.push(Action::SetDarkTheme(!dark));
    }
    // The other language, by its own name; "Chinese" only where no font draws 中文, and
    // Chinese cannot be shown anyway.
    let other = lang.pick(Lang::Zh, Lang::En);
    let label = match (other, state.chinese_font) {
        (Lang::Zh, ChineseFont::Installed) => "中文",
        (Lang::Zh, _) => "Chinese",
        (Lang::En, _) => "English",
    };
    let hint = lang.pick("Show the window in Chinese", "以英文显示界面");
    if ui.button(label).on_hover_text(hint).clicked() {
        actions.push(Action::SetLanguage(other));
    }
}

/// Why a game's button is off before there is a game.
fn no_game(lang: Lang) -> &'static str {
    lang.pick("No game yet: choose how to play", "还没有对局：请先选择玩法")
}

/// Why Undo is off, when it is: no game, the computer playing both sides, or no move of a person's
/// to take back yet.
fn undo_refused(state: &State, lang: Lang) -> Option<&'static str> {
    let game = state.game.session.game.as_ref();
    match game {
        _ if game.is_some_and(|g| g.can_undo()) => None,
        None => Some(no_game(lang)),
        Some(g) if g.mode() == Mode::SelfPlay => Some(lang.pick(
            "The computer plays both sides: there is no move of yours to take back",
            "电脑在自己对弈：没有你的着法可以悔",
        )),
        Some(g) if g.mode() == Mode::TwoPlayers => Some(lang.pick("No move to take back yet", "还没有可以悔的棋")),
        Some(_) => Some(lang.pick("No move of yours to take back yet", "你还没有走过可以悔的棋")),
    }
}

/// Why Redo is off, when it is: no game, the computer playing both sides, or nothing undone.
fn redo_refused(state: &State, lang: Lang) -> Option<&'static str> {
    let game = state.game.session.game.as_ref();
    match game {
        _ if game.is_some_and(|g| g.can_redo()) => None,
        None => Some(no_game(lang)),
        Some(g) if g.mode() == Mode::SelfPlay => Some(lang.pick(
            "The computer plays both sides: nothing is taken back, so nothing is played again",
            "电脑在自己对弈：没有悔过的棋，也就没有可以重做的",
        )),
        Some(_) => Some(lang.pick(
            "Nothing was taken back: Redo plays again what Undo took back",
            "没有悔过的棋：“重做”会重新走出“悔棋”撤回的棋",
        )),
    }
}

/// A sun: a disc with eight rays.
fn sun(painter: &Painter, centre: Pos2, colour: Color32) {
    painter.circle_filled(centre, 3.5, colour);
    for ray in 0..8 {
        let direction = Vec2::angled(ray as f32 * std::f32::consts::FRAC_PI_4);
        painter.line_segment(
            [centre + direction * 5.5, centre + direction * 7.5],
            Stroke::new(1.5, colour),
        );
    }
}

/// A crescent moon: a disc with a smaller one in the background's colour bitten out of its corner.
fn moon(painter: &Painter, centre: Pos2, colour: Color32, background: Color32) {
    painter.circle_filled(centre, 6.0, colour);
    painter.circle_filled(centre + vec2(3.0, -2.5), 5.0, background);
}
