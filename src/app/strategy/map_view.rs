//! The Strategy tab: the strategy that never loses drawn as xkcd 832 draws perfect play. Above it, which
//! strategy (X or O, the Perfect level's or the smallest, X's opening) and what it needs; below, the
//! map, which pans and zooms. Resting the pointer on a board says the position and its outcome; a click
//! opens it in the explorer.

use egui::{Color32, Pos2, Rect, Sense, Ui, vec2};

use super::words;
use crate::app::state::{Action, Screen};
use crate::app::strategy::{self, ShownStrategy, StrategyTab};
use crate::app::widgets::shared::Shared;
use crate::board::Player;
use crate::lang::Lang;
use crate::strategy::map::{Drawn, Map};
use crate::strategy::picture::{Ink, Stroke};
use crate::strategy::{Kind, Opening};

/// The side of the map's square, in points, at zoom 1.
const SIDE: f32 = 1000.0;
/// The smallest boards named for people and screen readers (and tests) as widgets: the larger ones.
const NAMED: f32 = SIDE / 9.5;

/// What the tab keeps between frames: the part of the map in view.
#[derive(Debug)]
pub struct StrategyView {
    view: Rect,
    /// The strategy the view was last fitted to.
    fitted: Option<ShownStrategy>,
}

impl Default for StrategyView {
    fn default() -> StrategyView {
        StrategyView {
            view: Rect::ZERO,
            fitted: None,
        }
    }
}

impl StrategyView {
    /// Draws the choices, what the strategy needs, and its map.
    pub fn ui(&mut self, ui: &mut Ui, tab: &StrategyTab, shared: &Shared, actions: &mut Vec<Action>) {
        let lang = shared.lang;
        let choice = tab.choice;
        let whole = Rect::from_min_size(Pos2::ZERO, vec2(SIDE, SIDE));
        if choices(ui, choice, lang, actions) {
            self.view = whole;
        }
        let Some(worked) = tab.shown() else {
            ui.spinner();
            return;
        };
        for line in words::summary(worked, lang) {
            ui.label(line);
        }
        ui.separator();
        if self.fitted != Some(choice) || !self.view.is_finite() || self.view.area() <= 0.0 {
            self.fitted = Some(choice);
            self.view = whole;
        }
        let scene = egui::Scene::new().zoom_range(0.2..=40.0);
        scene.show(ui, &mut self.view, |ui| {
            let (area, response) = ui.allocate_exact_size(vec2(SIDE, SIDE), Sense::click());
            draw(ui, &worked.strokes, area);
            pointed(response, &worked.map, area, shared, actions);
            for drawn in worked.map.boards.iter().filter(|d| d.side * SIDE >= NAMED) {
                let response = named(ui, drawn, area, lang);
                pointed(response, &worked.map, area, shared, actions);
            }
        });
        // However far it is panned, the middle of the view stays on the map, so the map never leaves.
        let centre = self.view.center().clamp(whole.min, whole.max);
        self.view = Rect::from_center_size(centre, self.view.size());
    }
}

/// X or O, the Perfect level's or the smallest, and X's opening; whether the whole map is asked for.
fn choices(ui: &mut Ui, choice: ShownStrategy, lang: Lang, actions: &mut Vec<Action>) -> bool {
    ui.horizontal_wrapped(|ui| {
        let mut pick = |ui: &mut Ui, on: bool, label: &str, chosen: ShownStrategy| {
            if ui.selectable_label(on, label).clicked() && !on {
                actions.push(Action::from(strategy::Action::Choose(chosen)));
            }
        };
        for (side, label) in [(Player::X, "X"), (Player::O, "O")] {
            let opening = choice.opening.or(Some(Opening::Centre)).filter(|_| side == Player::X);
            pick(
                ui,
                choice.side == side,
                label,
                ShownStrategy {
                    side,
                    opening,
                    ..choice
                },
            );
        }
        ui.separator();
        for (kind, label) in [
            (Kind::Smallest, lang.pick("Smallest", "最小")),
            (Kind::Perfect, lang.pick("Perfect level", "“完美”难度")),
        ] {
            pick(ui, choice.kind == kind, label, ShownStrategy { kind, ..choice });
        }
        if choice.side == Player::X {
            ui.separator();
            for opening in Opening::ALL {
                let label = words::opening(opening, lang);
                let chosen = ShownStrategy {
                    opening: Some(opening),
                    ..choice
                };
                pick(ui, choice.opening == Some(opening), label, chosen);
            }
        }
        ui.separator();
        ui.button(lang.pick("Whole map", "整张图"))
            .on_hover_text(lang.pick("Show the whole map again", "重新显示整张图"))
            .clicked()
    })
    .inner
}

/// The map's strokes, in the theme's colours: the move to make in red, the rest in the text's colours.
fn draw(ui: &Ui, strokes: &[Stroke], area: Rect) {
    let visuals = ui.visuals();
    let red = match visuals.dark_mode {
        true => Color32::from_rgb(0xf8, 0x71, 0x71),
        false => Color32::from_rgb(0xd3, 0x2f, 0x2f),
    };
    let color = |ink| match ink {
        Ink::Grid => visuals.weak_text_color(),
        Ink::Mark => visuals.text_color(),
        Ink::Chosen => red,
    };
    let at = |(x, y): (f32, f32)| area.min + vec2(x, y) * SIDE;
    // Strokes thinner than a third of a point at this zoom are drawn that thin, not dropped.
    let line = |width: f32, ink| egui::Stroke::new((width * SIDE).max(0.3), color(ink));
    let painter = ui.painter();
    for &stroke in strokes {
        match stroke {
            Stroke::Line { from, to, width, ink } => {
                painter.line_segment([at(from), at(to)], line(width, ink));
            }
            Stroke::Ring {
                centre,
                radius,
                width,
                ink,
            } => {
                painter.circle_stroke(at(centre), radius * SIDE, line(width, ink));
            }
        }
    }
}

/// A large board as a widget of its own, named by its position for people and screen readers.
fn named(ui: &mut Ui, drawn: &Drawn, area: Rect, lang: Lang) -> egui::Response {
    let rect = Rect::from_min_size(
        area.min + vec2(drawn.x, drawn.y) * SIDE,
        vec2(drawn.side, drawn.side) * SIDE,
    );
    let id = ui.scope_id().with((
        "strategy board",
        drawn.board.number(),
        rect.min.x as i32,
        rect.min.y as i32,
    ));
    let response = ui.interact(rect, id, Sense::click());
    let name = words::position(drawn, lang);
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    response
}

/// Under the pointer, the smallest board there says its position and outcome; a click opens it in the
/// explorer (a click from a screen reader, without a pointer, opens the board it names).
fn pointed(response: egui::Response, map: &Map, area: Rect, shared: &Shared, actions: &mut Vec<Action>) {
    let lang = shared.lang;
    let under = response.hover_pos().and_then(|at| {
        let unit = (at - area.min) / SIDE;
        map.board_at(unit.x, unit.y)
    });
    let Some(drawn) = under.or_else(|| {
        let named = |d: &&Drawn| response.rect.min == area.min + vec2(d.x, d.y) * SIDE;
        map.boards.iter().filter(|d| d.side * SIDE >= NAMED).find(named)
    }) else {
        return;
    };
    if response.clicked() {
        open_in_explorer(drawn, shared, actions);
    }
    if under.is_some() {
        response.on_hover_text(words::position(drawn, lang));
    }
}

/// Opens the position in the explorer, with its search.
fn open_in_explorer(drawn: &Drawn, shared: &Shared, actions: &mut Vec<Action>) {
    let rung = shared.explorer.1;
    actions.extend([Action::Record(drawn.board, rung), Action::Show(Screen::Explore)]);
}
