//! The explorer's tree: one row per node, opened node by node (never drawn whole), each with a small
//! board, the move, the position's outcome and what the search found there: its score and bound, the
//! window it was searched with, and how many positions below it were visited and pruned. The best
//! moves and the principal line are marked; pruned moves are greyed with the reason.

use egui::{RichText, Sense, Ui, WidgetInfo, vec2};

use crate::app::explore::{Action, Explorer, Known};
use crate::app::widgets::board_widget::BoardWidget;
use crate::app::widgets::style::{green, thousands};
use crate::lang::Lang;
use crate::search::{NodeId, Trace, Visit};
use crate::table;

/// Height of one row: the small board sets it.
pub const ROW_HEIGHT: f32 = 34.0;
const INDENT: f32 = 12.0;

/// The rows shown: every node whose parents are all open, in visit order, with its depth.
pub fn visible_rows(trace: &Trace, explorer: &Explorer) -> Vec<NodeId> {
    let mut rows = Vec::new();
    let mut stack = vec![0];
    while let Some(id) = stack.pop() {
        rows.push(id);
        // A move not yet tried shows no children: they would tell whether the loop will try it.
        if explorer.expanded.contains(&id) && explorer.known(id) != Known::NotYet {
            let children: Vec<NodeId> = trace.children(id).collect();
            stack.extend(children.into_iter().rev());
        }
    }
    rows
}

/// How a row names its node for people and screen readers: the moves from the root, "root" for it.
pub fn path_name(trace: &Trace, id: NodeId, lang: Lang) -> String {
    let moves: Vec<String> = trace
        .path(id)
        .iter()
        .filter_map(|&n| trace.node(n).cell)
        .map(|c| c.to_string())
        .collect();
    if moves.is_empty() {
        lang.pick("root", "根结点").to_string()
    } else {
        moves.join(" ")
    }
}

/// Draws the rows in `range` of `rows`; returns the row under the pointer, if any.
pub fn show_rows(
    ui: &mut Ui,
    trace: &Trace,
    explorer: &Explorer,
    rows: &[NodeId],
    range: std::ops::Range<usize>,
    lang: Lang,
    actions: &mut Vec<Action>,
) -> Option<NodeId> {
    let line = principal_path(trace);
    let mut hovered = None;
    for &id in &rows[range] {
        let background = ui.painter().add(egui::Shape::Noop);
        let row = ui.horizontal(|ui| {
            ui.set_height(ROW_HEIGHT);
            row(ui, trace, explorer, id, line.contains(&id), lang, actions)
        });
        // The selected row outlined on a faint fill, so its green or grey text keeps its contrast.
        if explorer.selected == id {
            let visuals = ui.visuals();
            let rect = row.response.rect.with_max_x(ui.max_rect().right());
            let shape = egui::epaint::RectShape::new(
                rect,
                4.0,
                visuals.faint_bg_color,
                visuals.selection.stroke,
                egui::StrokeKind::Inside,
            );
            ui.painter().set(background, shape);
        }
        let response = row.inner;
        if response.clicked() {
            actions.push(Action::Select(id));
        }
        if response.hovered() {
            hovered = Some(id);
        }
    }
    hovered
}

/// The nodes of the root's principal line that the search reached: the first best move each time.
fn principal_path(trace: &Trace) -> Vec<NodeId> {
    let mut path = vec![0];
    let mut now = 0;
    while let Some(best) = table::probe(trace.node(now).board).best.first() {
        let Some(child) = trace.children(now).find(|&c| trace.node(c).cell == Some(best)) else {
            break;
        };
        path.push(child);
        now = child;
    }
    path
}

/// One row; its text is what a click selects.
fn row(
    ui: &mut Ui,
    trace: &Trace,
    explorer: &Explorer,
    id: NodeId,
    on_line: bool,
    lang: Lang,
    actions: &mut Vec<Action>,
) -> egui::Response {
    let node = trace.node(id);
    ui.add_space(INDENT * node.depth as f32);
    toggle(ui, trace, explorer, id, lang, actions);
    let small = BoardWidget::of(node.board);
    small.show_sized(ui, ROW_HEIGHT - 4.0);

    let name = node
        .cell
        .map_or(lang.pick("root", "根结点").to_string(), |c| c.to_string());
    // The table's verdict on a move is the answer to its parent's search: marked once that has returned.
    let is_best = node.parent.zip(node.cell).is_some_and(|(parent, cell)| {
        explorer.known(parent) == Known::Done && table::probe(trace.node(parent).board).best.contains(cell)
    });
    let known = explorer.known(id);
    // Two lines, so a row holds in a column a third of the window wide: the move and what it is, then
    // the search's numbers, smaller.
    let (first, second) = texts(trace, id, known, &name, lang);
    let searched = node.searched().is_some() && known == Known::Done;
    let color = match (searched, is_best, known) {
        (true, true, _) => Some(green(ui.visuals())),
        (_, _, Known::NotYet) | (false, _, Known::Done) => Some(ui.visuals().weak_text_color()),
        _ => None,
    };
    let style = |text: &str, small: bool| {
        let mut rich = RichText::new(text);
        if small {
            rich = rich.size(12.0);
        }
        if let Some(color) = color {
            rich = rich.color(color);
        }
        // A move the search never tried is in italics once its cut has happened, and not before: until
        // then every move not yet tried looks alike, so the tree does not tell which the loop will cut.
        let cut = node.searched().is_none() && known != Known::NotYet;
        match (searched && on_line && is_best && !small, cut) {
            (true, _) => rich.strong(),
            (_, true) => rich.italics(),
            _ => rich,
        }
    };
    // Painted rather than two labels, so a screen reader meets the row once, by its name below.
    let response = painted(ui, [&first, &second], style);
    // Named by its path and its whole text, so people and tests can find a row by the moves that lead
    // to it; the reason of a move never searched in full.
    let said = match &node.visit {
        Visit::Pruned { .. } if known != Known::NotYet => {
            format!("{name}  {}", trace.why_pruned(id, lang).unwrap_or_default())
        }
        _ if second.is_empty() => first,
        _ => format!("{first}  {second}"),
    };
    let path = path_name(trace, id, lang);
    let name = lang.pick(format!("Row {path}: {said}"), format!("行 {path}：{said}"));
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, name.clone()));
    response.on_hover_text(said)
}

/// A row's two lines: the move and what it is, then the search's numbers there.
fn texts(trace: &Trace, id: NodeId, known: Known, name: &str, lang: Lang) -> (String, String) {
    let node = trace.node(id);
    match (&node.visit, known) {
        (_, Known::NotYet) => (
            format!("{name}  {}", lang.pick("not yet tried", "尚未尝试")),
            String::new(),
        ),
        (Visit::Searched(found), Known::UnderWay) => {
            let window = found.window.map_or(String::new(), |(alpha, beta)| {
                format!("α {:+} β {:+}", alpha.get(), beta.get())
            });
            (format!("{name}  {}", lang.pick("being searched", "正在搜索")), window)
        }
        (Visit::Searched(found), _) => {
            let outcome = table::probe(node.board).outcome.words(lang);
            let bound = lang.pick(found.bound.name(), found.bound.words(Lang::Zh));
            let mut numbers = format!("{:+} {bound}", found.score.get());
            if let Some((alpha, beta)) = found.window {
                numbers.push_str(&format!("  α {:+} β {:+}", alpha.get(), beta.get()));
            }
            if found.remembered {
                numbers.push_str(lang.pick("  remembered", "  取自置换表"));
            }
            if trace.children(id).next().is_some() {
                // The positions below the node, as the node's panel and `tree` count them.
                let (below, pruned) = (thousands(trace.visited_in(id) - 1), thousands(trace.pruned_in(id)));
                numbers.push_str(&lang.pick(
                    format!("  · {below} below, {pruned} pruned"),
                    format!("  · 下面 {below} 个，剪枝 {pruned}"),
                ));
            }
            (format!("{name}  {outcome}"), numbers)
        }
        (Visit::Pruned { .. }, _) => (
            format!("{name}  {}", lang.pick("never searched", "从未搜索")),
            trace.cut_inequality(id, lang).unwrap_or_default(),
        ),
    }
}

/// The row's lines painted one above the other in a clickable row, each styled by `style` (with
/// whether it is the smaller second line).
fn painted(ui: &mut Ui, lines: [&str; 2], style: impl Fn(&str, bool) -> RichText) -> egui::Response {
    let width = ui.available_width();
    let (rect, response) = ui.allocate_exact_size(egui::vec2(width, ROW_HEIGHT), Sense::click());
    let galleys: Vec<_> = [(lines[0], false), (lines[1], true)]
        .into_iter()
        .filter(|(text, _)| !text.is_empty())
        .map(|(text, small)| {
            let text = egui::WidgetText::from(style(text, small));
            text.into_galley(ui, Some(egui::TextWrapMode::Truncate), width, egui::TextStyle::Body)
        })
        .collect();
    let height: f32 = galleys.iter().map(|g| g.size().y).sum();
    let mut top = rect.center().y - height / 2.0;
    for galley in galleys {
        let size = galley.size().y;
        ui.painter()
            .galley(egui::pos2(rect.left(), top), galley, ui.visuals().text_color());
        top += size;
    }
    response
}

/// The open/close triangle of a row with children; a gap of the same width for a leaf, and for a move
/// not yet tried, whose children would tell whether the search will try it.
fn toggle(ui: &mut Ui, trace: &Trace, explorer: &Explorer, id: NodeId, lang: Lang, actions: &mut Vec<Action>) {
    let size = vec2(16.0, ROW_HEIGHT);
    if trace.children(id).next().is_none() || explorer.known(id) == Known::NotYet {
        ui.add_space(size.x);
        return;
    }
    let open = explorer.expanded.contains(&id);
    let (rect, response) = ui.allocate_exact_size(size, Sense::click());
    let path = path_name(trace, id, lang);
    let name = match open {
        true => lang.pick(format!("Collapse {path}"), format!("收起 {path}")),
        false => lang.pick(format!("Expand {path}"), format!("展开 {path}")),
    };
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, true, name.clone()));
    let color = if response.hovered() {
        ui.visuals().strong_text_color()
    } else {
        ui.visuals().text_color()
    };
    let c = rect.center();
    let points = if open {
        vec![c + vec2(-5.0, -3.0), c + vec2(5.0, -3.0), c + vec2(0.0, 4.0)]
    } else {
        vec![c + vec2(-3.0, -5.0), c + vec2(-3.0, 5.0), c + vec2(4.0, 0.0)]
    };
    ui.painter()
        .add(egui::Shape::convex_polygon(points, color, egui::Stroke::NONE));
    if response.clicked() {
        actions.push(Action::Expand(id, !open));
    }
}
