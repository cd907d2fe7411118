//! The board as a widget: it scales with the space it is given and draws what it is handed for each
//! cell (a mark, a hint, a highlight), so views decide what a cell says and the widget only paints.

use egui::{Align2, FontId, Rect, Sense, Stroke, Ui, WidgetInfo, pos2, vec2};

use crate::app::widgets::style::{green, green_fill, player_color};
use crate::board::{Board, Cell, Cells, Player};
use crate::lang::Lang;

/// The space around a cell's tile, and beyond the grid's lines at the board's edge, as a share of a
/// cell's side.
const MARGIN: f32 = 0.04;

/// What one cell shows.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CellView {
    pub mark: Option<Player>,
    /// A short text on an empty cell (a hint, a move of a line), in the colour of the side it is
    /// about, or of the text when none.
    pub label: Option<(String, Option<Player>)>,
    /// A green background: a best move, a move of a line.
    pub highlight: bool,
    /// A mark not played yet, drawn faint: the action a search is trying.
    pub ghost: Option<Player>,
}

/// A board to draw: nine cells, the winning line, and which side a click would mark.
pub struct BoardWidget {
    pub cells: [CellView; 9],
    /// The cells to join with a line, as a win.
    pub winning_line: Cells,
    /// The side a click would mark; `None` when clicks do nothing (computer's turn, game over).
    pub clickable_for: Option<Player>,
    /// The language the cells are named in for people and screen readers ("Cell 1,1: X"), when
    /// they are widgets to find and click; `None` for the small boards of a list, which are
    /// pictures only.
    pub named: Option<Lang>,
}

impl BoardWidget {
    /// The marks of `board` and its winning line, nothing else.
    pub fn of(board: Board) -> BoardWidget {
        BoardWidget {
            cells: Cell::ALL.map(|cell| CellView {
                mark: board.get(cell),
                ..CellView::default()
            }),
            winning_line: board.winning_line().unwrap_or_default(),
            clickable_for: None,
            named: None,
        }
    }

    /// Nine marks, row by row, and nothing else: a board a learner's code made, which no game need
    /// reach (no winning line is drawn).
    pub fn of_marks(marks: [Option<Player>; 9]) -> BoardWidget {
        BoardWidget {
            cells: marks.map(|mark| CellView {
                mark,
                ..CellView::default()
            }),
            ..BoardWidget::of(Board::EMPTY)
        }
    }

    /// Draws the board in a square that fills the space; returns the cell clicked, if any.
    pub fn show(&self, ui: &mut Ui) -> Option<Cell> {
        let side = ui.available_width().min(ui.available_height()).max(120.0);
        self.show_sized(ui, side)
    }

    /// Draws the board in a square of the given side; returns the cell clicked, if any.
    pub fn show_sized(&self, ui: &mut Ui, side: f32) -> Option<Cell> {
        self.draw(ui, side).1
    }

    /// Draws the board as a picture in a square of the given side, named `name` for people and
    /// screen readers as a whole.
    pub fn picture(&self, ui: &mut Ui, side: f32, name: &str) -> egui::Response {
        let (whole, _) = self.draw(ui, side);
        whole.widget_info(|| WidgetInfo::labeled(egui::Role::Image, true, name));
        whole
    }

    /// Draws the board in a square of the given side: the square, and the cell clicked, if any.
    fn draw(&self, ui: &mut Ui, side: f32) -> (egui::Response, Option<Cell>) {
        let (area, whole) = ui.allocate_exact_size(vec2(side, side), Sense::hover());
        let cell_size = side / 3.0;
        let painter = ui.painter_at(area);
        let visuals = ui.visuals();
        let line = Stroke::new((side / 90.0).max(1.0), visuals.weak_text_color());
        let mut clicked = None;

        for (cell, view) in Cell::ALL.into_iter().zip(&self.cells) {
            let rect = Rect::from_min_size(
                area.min + vec2(cell.col() as f32, cell.row() as f32) * cell_size,
                vec2(cell_size, cell_size),
            );
            let tile = rect.shrink(cell_size * MARGIN);
            let rounding = cell_size * 0.08;
            let enabled = self.clickable_for.is_some() && view.mark.is_none();
            let response = self.named.map(|lang| {
                let response = ui.interact(rect, whole.id.with(cell.place()), Sense::click());
                response.widget_info(|| WidgetInfo::labeled(egui::Role::Button, enabled, cell_name(cell, view, lang)));
                response
            });
            if self.winning_line.contains(cell) || view.highlight {
                painter.rect_filled(tile, rounding, green_fill(visuals));
            }
            let hovered = enabled && response.as_ref().is_some_and(|r| r.hovered());
            match (view.mark, self.clickable_for) {
                (Some(player), _) => draw_mark(&painter, visuals, rect, player, 1.0),
                (None, Some(player)) if hovered && view.label.is_none() => {
                    painter.rect_filled(tile, rounding, visuals.faint_bg_color);
                    draw_mark(&painter, visuals, rect, player, 0.35);
                }
                (None, Some(_)) if hovered => {
                    painter.rect_filled(tile, rounding, visuals.faint_bg_color);
                }
                (None, _) => {
                    if let Some(player) = view.ghost {
                        draw_mark(&painter, visuals, rect, player, 0.45);
                    }
                }
            }
            if let (None, Some((text, side))) = (view.mark, &view.label) {
                let color = side.map_or(visuals.strong_text_color(), |side| player_color(visuals, side));
                // Never smaller than the text around the board.
                let font = FontId::proportional((cell_size * 0.16).clamp(14.0, 22.0));
                painter.text(rect.center(), Align2::CENTER_CENTER, text, font, color);
            }
            if enabled && response.is_some_and(|r| r.clicked()) {
                clicked = Some(cell);
            }
        }

        for i in 1..3 {
            let offset = i as f32 * cell_size;
            // The lines end where the edge cells' tiles do, so a lit tile never reaches past them.
            let inset = cell_size * MARGIN;
            painter.line_segment(
                [
                    pos2(area.left() + offset, area.top() + inset),
                    pos2(area.left() + offset, area.bottom() - inset),
                ],
                line,
            );
            painter.line_segment(
                [
                    pos2(area.left() + inset, area.top() + offset),
                    pos2(area.right() - inset, area.top() + offset),
                ],
                line,
            );
        }
        if let (Some(first), Some(last)) = (self.winning_line.first(), self.winning_line.into_iter().last()) {
            let centre = |c: Cell| area.min + vec2(c.col() as f32 + 0.5, c.row() as f32 + 0.5) * cell_size;
            painter.line_segment(
                [centre(first), centre(last)],
                Stroke::new(cell_size * 0.07, green(visuals)),
            );
        }
        (whole, clicked)
    }
}

/// How a cell is named for people and screen readers: "Cell 1,1: X", a hint read out as it is shown.
fn cell_name(cell: Cell, view: &CellView, lang: Lang) -> String {
    let mut content = view
        .mark
        .map_or(lang.pick("empty", "空").to_string(), |p| p.to_string());
    if let (None, Some((hint, _))) = (view.mark, &view.label) {
        content.push_str(&lang.pick(format!(", {hint}"), format!("，{hint}")));
    }
    lang.pick(format!("Cell {cell}: {content}"), format!("格子 {cell}：{content}"))
}

/// A mark drawn in its side's colour in a cell, at `opacity` (faint for a mark not played yet).
fn draw_mark(painter: &egui::Painter, visuals: &egui::Visuals, rect: Rect, player: Player, opacity: f32) {
    let size = rect.width();
    let inner = rect.shrink(size * 0.24);
    let stroke = Stroke::new(size * 0.09, player_color(visuals, player).gamma_multiply(opacity));
    match player {
        Player::X => {
            painter.line_segment([inner.left_top(), inner.right_bottom()], stroke);
            painter.line_segment([inner.right_top(), inner.left_bottom()], stroke);
        }
        Player::O => {
            painter.circle_stroke(rect.center(), inner.width() / 2.0, stroke);
        }
    }
}
