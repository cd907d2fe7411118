//! The two lists of calls side by side, a row per call: the learner's on the left, the course's on the
//! right, each with its board drawn small and indented by its depth, what it took and what it returned.
//! The current row is lit, the row where the two part is marked, and only the rows in view are drawn.

use egui::{Color32, RichText, Sense, Ui, vec2};

use crate::app::explore::Action;
use crate::app::widgets::board_widget::BoardWidget;
use crate::board::{Board, Cell};
use crate::cs50::side_by_side;
use crate::cs50::{Beside, CourseCall, Grid, Returned, YourCall};
use crate::lang::Lang;

/// A row's height: a small board and two lines of text.
pub const ROW_HEIGHT: f32 = 40.0;
/// The side of a row's board.
const BOARD: f32 = 34.0;
/// The width of a row's number: up to six characters, as "13,518".
const NUMBER: f32 = 52.0;
/// How far each ply below the root is indented.
const INDENT: f32 = 6.0;

/// The width of each side of a row, after the row's number.
fn half_width(width: f32) -> f32 {
    (width - NUMBER) / 2.0
}

/// The two sides' headings, above their columns.
pub fn heading(ui: &mut Ui, lang: Lang) {
    let half = half_width(ui.available_width());
    ui.horizontal(|ui| {
        ui.add_space(NUMBER);
        for text in [
            lang.pick("Your calls", "你的调用"),
            lang.pick("The course's calls", "课程的调用"),
        ] {
            ui.allocate_ui(vec2(half, ui.spacing().interact_size.y), |ui| {
                ui.set_min_width(half);
                ui.label(RichText::new(text).strong());
            });
        }
    });
}

/// Draws the rows, scrolled to the current one when `follow`; a click on a row goes to it.
pub fn show(ui: &mut Ui, beside: &Beside, current: usize, follow: bool, lang: Lang, actions: &mut Vec<Action>) {
    let count = beside.yours.len().max(beside.course_calls.len());
    let row_height = ROW_HEIGHT + ui.spacing().item_spacing.y;
    let mut scroll = egui::ScrollArea::vertical()
        .id_salt("your calls")
        .auto_shrink([false, false]);
    if follow {
        let offset = (current as f32 * row_height - ui.available_height() / 2.0).max(0.0);
        scroll = scroll.vertical_scroll_offset(offset);
    }
    scroll.show_rows(ui, ROW_HEIGHT, count, |ui, range| {
        for row in range {
            if one_row(ui, beside, row, row == current, lang).clicked() {
                actions.push(Action::YourRow(row));
            }
        }
    });
}

/// One row: its number, the learner's call and the course's; the whole row is a button.
fn one_row(ui: &mut Ui, beside: &Beside, row: usize, current: bool, lang: Lang) -> egui::Response {
    let width = ui.available_width();
    let (rect, response) = ui.allocate_exact_size(vec2(width, ROW_HEIGHT), Sense::click());
    let visuals = ui.visuals();
    let parted = beside.parted.as_ref();
    let fill = match (current, parted.is_some_and(|parted| parted.row == row)) {
        (_, true) => visuals.error_fg_color.gamma_multiply(0.25),
        (true, false) => visuals.selection.bg_fill.gamma_multiply(0.6),
        (false, false) if response.hovered() => visuals.widgets.hovered.weak_bg_fill,
        _ => Color32::TRANSPARENT,
    };
    ui.painter().rect_filled(rect, 2.0, fill);
    if current {
        let stroke = visuals.selection.stroke;
        ui.painter().rect_stroke(rect, 2.0, stroke, egui::StrokeKind::Inside);
    }
    let apart = parted.is_some_and(|parted| row >= parted.from);
    let mut inner = ui.new_child(
        egui::UiBuilder::new()
            .max_rect(rect)
            .layout(egui::Layout::left_to_right(egui::Align::Center)),
    );
    inner.allocate_ui(vec2(NUMBER, ROW_HEIGHT), |ui| {
        ui.set_min_width(NUMBER);
        ui.label(
            RichText::new(format!("{:>6}", side_by_side::call_number(row)))
                .monospace()
                .weak(),
        );
    });
    let half = half_width(width);
    let depth = |grid: Grid| {
        grid.marks()
            .iter()
            .flatten()
            .count()
            .saturating_sub(beside.root.marks() as usize)
    };
    // The root's row says what each root decided: the move it chose.
    let chose = |cell: Option<Cell>| {
        let cell = cell.filter(|_| row == 0)?;
        let action = side_by_side::action(cell);
        Some(lang.pick(format!(" · chose {action}"), format!(" · 选了 {action}")))
    };
    inner.allocate_ui(vec2(half, ROW_HEIGHT), |ui| {
        ui.set_min_width(half);
        match beside.yours.get(row) {
            Some(call) => {
                // A minimax that returned its move says so itself; one row with the call that gave it
                // its value says the move beside the value.
                let own = matches!(call.returned, Returned::Move(_));
                let chose = chose(beside.your_move()).filter(|_| !own);
                your_side(ui, call, depth(call.grid), chose, lang);
            }
            None => none(ui, lang),
        }
    });
    inner.allocate_ui(vec2(half, ROW_HEIGHT), |ui| {
        ui.set_min_width(half);
        match beside.course_calls.get(row) {
            Some(call) => {
                let chose = chose(beside.course_choice);
                course_side(ui, call, depth(Grid::of(call.board)), apart, chose, lang);
            }
            None => none(ui, lang),
        }
    });
    let number = side_by_side::call_number(row);
    let name = lang.pick(format!("Call {number}"), format!("第 {number} 次调用"));
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &name));
    response
}

/// The learner's call: its board, its function and arguments, what it returned and from which line,
/// and at the root the move chosen when the call's value does not say it.
fn your_side(ui: &mut Ui, call: &YourCall, depth: usize, chose: Option<String>, lang: Lang) {
    ui.horizontal_centered(|ui| {
        ui.add_space(depth as f32 * INDENT);
        small_board(ui, call.grid, lang);
        ui.vertical(|ui| {
            ui.label(
                RichText::new(side_by_side::your_called(call, "board"))
                    .monospace()
                    .size(11.0),
            );
            let line = call.lines.returned.map_or(String::new(), |line| {
                lang.pick(format!(" · line {line}"), format!(" · 第 {line} 行"))
            });
            let chose = chose.unwrap_or_default();
            ui.label(
                RichText::new(format!("→ {}{chose}{line}", side_by_side::returned(call)))
                    .monospace()
                    .size(11.0),
            );
        });
    });
}

/// The course's call: its board, Max-Value or Min-Value with α and β, what it returned and at the root
/// the move it chose; faint once the lists no longer pair the same positions.
fn course_side(ui: &mut Ui, call: &CourseCall, depth: usize, apart: bool, chose: Option<String>, lang: Lang) {
    ui.horizontal_centered(|ui| {
        if apart {
            ui.multiply_opacity(0.55);
        }
        ui.add_space(depth as f32 * INDENT);
        small_board(ui, Grid::of(call.board), lang);
        ui.vertical(|ui| {
            ui.label(
                RichText::new(side_by_side::course_called(call, "s"))
                    .monospace()
                    .size(11.0),
            );
            let returned = side_by_side::course_returned(call, lang);
            let chose = chose.unwrap_or_default();
            ui.label(RichText::new(format!("→ {returned}{chose}")).monospace().size(11.0));
        });
    });
}

/// No call on this side: the list is shorter.
fn none(ui: &mut Ui, lang: Lang) {
    ui.label(RichText::new(lang.pick("(no call)", "（无调用）")).weak());
}

/// A board drawn small, as a picture named by its cells.
fn small_board(ui: &mut Ui, grid: Grid, lang: Lang) {
    let mut widget = BoardWidget::of_marks(grid.marks());
    widget.winning_line = grid.board().and_then(Board::winning_line).unwrap_or_default();
    let name = lang.pick(format!("Board {grid}"), format!("棋盘 {grid}"));
    widget.picture(ui, BOARD, &name);
}
