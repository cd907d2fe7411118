//! The explorer's tree drawn as a tree, as the visualizers learners know draw it: each position a small
//! board, joined to its parent by a branch that carries the window it was searched with, its value and
//! bound under it once it has returned, and a branch crossed out once its cut has happened, not before.
//! Only what the program has reached is drawn: the moves of a call show once the call has started, and
//! a move not yet tried shows nothing below it. It pans and zooms, follows the step, and a click on a
//! position takes the program to it. Small searches only: a position with more empty cells would be
//! thousands of boards wide.

use egui::{Align2, FontId, Pos2, Rect, Sense, Stroke, Ui, WidgetInfo, pos2, vec2};

use crate::app::explore::tree_view::path_name;
use crate::app::explore::{Action, Explorer, Known};
use crate::app::widgets::board_widget::BoardWidget;
use crate::lang::Lang;
use crate::search::{NodeId, Trace, Visit};

/// The most empty cells a position drawn may have.
pub const MOST_EMPTY: u32 = 6;
/// The side of a position's board.
const SIDE: f32 = 36.0;
/// The room between two positions side by side.
const GAP: f32 = 14.0;
/// The height of a level of the tree: a board, its value, and the branch down to the next.
const LEVEL: f32 = 96.0;

/// What the drawing keeps between frames: the part of the tree in view (panned and zoomed).
#[derive(Debug)]
pub struct DrawnTree {
    view: Rect,
}

impl Default for DrawnTree {
    /// Nothing in view yet: the first frame brings the selected position into view.
    fn default() -> DrawnTree {
        DrawnTree { view: Rect::ZERO }
    }
}

impl DrawnTree {
    /// Draws the tree of `trace` as far as the program has reached; `follow` brings the selected
    /// position into view.
    pub fn show(
        &mut self,
        ui: &mut Ui,
        trace: &Trace,
        explorer: &Explorer,
        follow: bool,
        lang: Lang,
        actions: &mut Vec<Action>,
    ) {
        let places = layout(trace, explorer);
        let selected = places
            .iter()
            .find(|(id, _)| *id == explorer.selected)
            .map(|(_, at)| *at);
        if let Some(at) = selected.filter(|_| follow || self.view == Rect::ZERO) {
            let size = match self.view == Rect::ZERO {
                true => ui.available_size(),
                false => self.view.size(),
            };
            // The position a little below the middle, so the branch from its parent shows above it.
            self.view = Rect::from_center_size(at + vec2(0.0, SIDE * 0.5 - LEVEL * 0.3), size);
        }
        // As wide as a search of six empty cells can draw (720 leaves side by side).
        let scene = egui::Scene::new()
            .zoom_range(0.05..=2.0)
            .max_inner_size(vec2(40_000.0, 1_000.0));
        scene.show(ui, &mut self.view, |ui| {
            for &(id, at) in &places {
                if let Some(parent) = trace.node(id).parent
                    && let Some((_, from)) = places.iter().find(|(p, _)| *p == parent)
                {
                    branch(ui, trace, explorer, id, *from, at);
                }
            }
            for &(id, at) in &places {
                node(ui, trace, explorer, id, at, lang, actions);
            }
        });
    }
}

/// Where each position reached is drawn (the centre of its board's top edge): leaves side by side in
/// the order the search visits them, each parent above the middle of its children.
fn layout(trace: &Trace, explorer: &Explorer) -> Vec<(NodeId, Pos2)> {
    let mut places = Vec::new();
    let mut next = 0.0;
    place(trace, explorer, 0, 0, &mut next, &mut places);
    places
}

fn place(
    trace: &Trace,
    explorer: &Explorer,
    id: NodeId,
    depth: usize,
    next: &mut f32,
    places: &mut Vec<(NodeId, Pos2)>,
) -> f32 {
    // A call's moves show once it has started; a move not yet tried shows nothing below it.
    let children: Vec<NodeId> = match explorer.known(id) {
        Known::NotYet => Vec::new(),
        _ => trace.children(id).collect(),
    };
    let x = match children.is_empty() {
        true => {
            let x = *next;
            *next += SIDE + GAP;
            x
        }
        false => {
            let xs: Vec<f32> = children
                .iter()
                .map(|&child| place(trace, explorer, child, depth + 1, next, places))
                .collect();
            (xs[0] + xs[xs.len() - 1]) / 2.0
        }
    };
    places.push((id, pos2(x, depth as f32 * LEVEL)));
    x
}

/// The branch from a position to one of its moves: the window the move was searched with, once its
/// call has started; crossed out once a cut has left the move untried.
fn branch(ui: &Ui, trace: &Trace, explorer: &Explorer, id: NodeId, from: Pos2, to: Pos2) {
    let visuals = ui.visuals();
    let (start, end) = (from + vec2(0.0, SIDE + 16.0), to);
    let known = explorer.known(id);
    let stroke = Stroke::new(1.5, visuals.weak_text_color());
    ui.painter().line_segment([start, end], stroke);
    let middle = start + (end - start) * 0.55;
    match (&trace.node(id).visit, known) {
        (_, Known::NotYet) => {}
        (Visit::Pruned { .. }, _) => {
            let cross = Stroke::new(2.5, visuals.error_fg_color);
            let d = 7.0;
            ui.painter()
                .line_segment([middle + vec2(-d, -d), middle + vec2(d, d)], cross);
            ui.painter()
                .line_segment([middle + vec2(d, -d), middle + vec2(-d, d)], cross);
        }
        (Visit::Searched(found), _) => {
            // Just above the move's board, one over the other, so siblings' windows never meet.
            if let Some((alpha, beta)) = found.window {
                let text = format!("α {:+}\nβ {:+}", alpha.get(), beta.get());
                let font = FontId::proportional(9.0);
                let at = end - vec2(SIDE / 2.0 + 2.0, 2.0);
                ui.painter()
                    .text(at, Align2::RIGHT_BOTTOM, text, font, visuals.text_color());
            }
        }
    }
}

/// A position: its board, what the search found there once it has returned, and, for people and
/// screen readers, what it is. A click takes the program to it.
fn node(ui: &mut Ui, trace: &Trace, explorer: &Explorer, id: NodeId, at: Pos2, lang: Lang, actions: &mut Vec<Action>) {
    let node = trace.node(id);
    let rect = Rect::from_min_size(at - vec2(SIDE / 2.0, 0.0), vec2(SIDE, SIDE));
    let known = explorer.known(id);
    let (said, shown) = status(trace, id, known, lang);
    let faint = known == Known::NotYet || matches!(node.visit, Visit::Pruned { .. });
    // A faint board shows its marks as ghosts, as the board widget draws a mark not played yet.
    let mut board = BoardWidget::of(node.board);
    if faint {
        for cell in &mut board.cells {
            cell.ghost = cell.mark.take();
        }
    }
    let path = path_name(trace, id, lang);
    ui.scope_builder(egui::UiBuilder::new().max_rect(rect), |ui| {
        board.picture(ui, SIDE, &path)
    });
    let color = match known {
        Known::Done => ui.visuals().text_color(),
        _ => ui.visuals().weak_text_color(),
    };
    let font = FontId::proportional(11.0);
    ui.painter().text(
        rect.center_bottom() + vec2(0.0, 2.0),
        Align2::CENTER_TOP,
        shown,
        font,
        color,
    );
    if id == explorer.selected || known == Known::UnderWay {
        let stroke = match id == explorer.selected {
            true => ui.visuals().selection.stroke,
            false => Stroke::new(1.0, ui.visuals().weak_text_color()),
        };
        ui.painter()
            .rect_stroke(rect.expand(3.0), 3.0, stroke, egui::StrokeKind::Outside);
    }
    let response = ui.interact(rect, ui.scope_id().with(("drawn node", id)), Sense::click());
    let name = lang.pick(format!("Node {path}: {said}"), format!("结点 {path}：{said}"));
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, name.clone()));
    if response.on_hover_text(said).clicked() {
        actions.push(Action::Select(id));
    }
}

/// What a position is, said whole, and the few characters drawn under it.
fn status(trace: &Trace, id: NodeId, known: Known, lang: Lang) -> (String, String) {
    match (&trace.node(id).visit, known) {
        (_, Known::NotYet) => (lang.pick("not yet tried", "尚未尝试").to_string(), "?".to_string()),
        (Visit::Pruned { .. }, _) => (
            lang.pick("crossed out: never searched, cut", "已划去：因剪枝从未搜索")
                .to_string(),
            lang.pick("cut", "剪去").to_string(),
        ),
        (Visit::Searched(_), Known::UnderWay) => (lang.pick("being searched", "正在搜索").to_string(), "…".to_string()),
        (Visit::Searched(found), Known::Done) => {
            let bound = lang.pick(found.bound.name(), found.bound.words(Lang::Zh));
            let score = format!("{:+}", found.score.get());
            (
                lang.pick(format!("returned {score} {bound}"), format!("返回 {score} {bound}")),
                format!("{score} {bound}"),
            )
        }
    }
}
