//! The board: it scales with the space it is given, shows where a click goes, the hint overlay and
//! the winning line, and reports the cell a person chose.

use egui::{Align2, Color32, FontId, Rect, Sense, Stroke, Ui, WidgetInfo, pos2, vec2};

use crate::board::{Board, Cell, Player};
use crate::search::Outcome;
use crate::table;

/// What the board shows besides the marks.
pub struct BoardView {
    pub board: Board,
    /// The side a click would mark; `None` when clicks do nothing (computer's turn, game over).
    pub clickable_for: Option<Player>,
    pub hints: bool,
}

const X_COLOR: Color32 = Color32::from_rgb(0x3b, 0x82, 0xf6);
const O_COLOR: Color32 = Color32::from_rgb(0xf5, 0x9e, 0x0b);
const WIN_COLOR: Color32 = Color32::from_rgb(0x22, 0xc5, 0x5e);

impl BoardView {
    /// Draws the board in a square that fills the space; returns the cell clicked, if any.
    pub fn show(&self, ui: &mut Ui) -> Option<Cell> {
        let side = ui.available_width().min(ui.available_height()).max(120.0);
        let (area, _) = ui.allocate_exact_size(vec2(side, side), Sense::hover());
        let cell_size = side / 3.0;
        let painter = ui.painter_at(area);
        let visuals = ui.visuals();
        let line = Stroke::new((side / 90.0).max(2.0), visuals.weak_text_color());
        let winning = self.board.winning_line().unwrap_or_default();
        let mut clicked = None;

        for cell in (0..9).map(Cell::from_index) {
            let rect = Rect::from_min_size(
                area.min + vec2(cell.col as f32, cell.row as f32) * cell_size,
                vec2(cell_size, cell_size),
            );
            let mark = self.board.get(cell);
            let enabled = self.clickable_for.is_some() && mark.is_none();
            let response = ui.interact(rect, ui.scope_id().with(("cell", cell.row, cell.col)), Sense::click());
            response.widget_info(|| {
                let content = mark.map_or("empty".to_string(), |p| p.to_string());
                WidgetInfo::labeled(egui::Role::Button, enabled, format!("Cell {cell}: {content}"))
            });
            if winning.contains(cell) {
                painter.rect_filled(
                    rect.shrink(cell_size * 0.04),
                    cell_size * 0.08,
                    WIN_COLOR.gamma_multiply(0.25),
                );
            }
            match (mark, self.clickable_for) {
                (Some(player), _) => draw_mark(&painter, rect, player, 1.0),
                (None, Some(player)) if response.hovered() => {
                    painter.rect_filled(rect.shrink(cell_size * 0.04), cell_size * 0.08, visuals.faint_bg_color);
                    draw_mark(&painter, rect, player, 0.35);
                }
                _ => {}
            }
            if mark.is_none() && self.hints && !self.board.is_terminal() {
                let outcome = self.board.play(cell).map(|after| table::probe(after).outcome);
                if let Ok(outcome) = outcome {
                    draw_hint(&painter, rect, outcome);
                }
            }
            if enabled && response.clicked() {
                clicked = Some(cell);
            }
        }

        for i in 1..3 {
            let offset = i as f32 * cell_size;
            let inset = cell_size * 0.08;
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
        if let (Some(first), Some(last)) = (winning.first(), winning.into_iter().last()) {
            let centre = |c: Cell| area.min + vec2(c.col as f32 + 0.5, c.row as f32 + 0.5) * cell_size;
            painter.line_segment([centre(first), centre(last)], Stroke::new(cell_size * 0.07, WIN_COLOR));
        }
        clicked
    }
}

fn draw_mark(painter: &egui::Painter, rect: Rect, player: Player, opacity: f32) {
    let size = rect.width();
    let inner = rect.shrink(size * 0.24);
    let width = size * 0.09;
    match player {
        Player::X => {
            let stroke = Stroke::new(width, X_COLOR.gamma_multiply(opacity));
            painter.line_segment([inner.left_top(), inner.right_bottom()], stroke);
            painter.line_segment([inner.right_top(), inner.left_bottom()], stroke);
        }
        Player::O => {
            let stroke = Stroke::new(width, O_COLOR.gamma_multiply(opacity));
            painter.circle_stroke(rect.center(), inner.width() / 2.0, stroke);
        }
    }
}

/// An empty cell's outcome if the side to move plays there, counting that move: "X in 3", "draw".
fn draw_hint(painter: &egui::Painter, rect: Rect, after: Outcome) {
    let (text, color) = match after.winner() {
        Some(Player::X) => (format!("X in {}", after.plies + 1), X_COLOR),
        Some(Player::O) => (format!("O in {}", after.plies + 1), O_COLOR),
        None => ("draw".to_string(), Color32::GRAY),
    };
    let font = FontId::proportional((rect.width() * 0.16).clamp(10.0, 22.0));
    painter.text(rect.center(), Align2::CENTER_CENTER, text, font, color);
}
