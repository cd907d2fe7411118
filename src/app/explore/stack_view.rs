//! The call stack at the current step, from the root down to the call the step belongs to: each frame
//! with its board, whose turn it is (MAX for X, MIN for O), the action it is trying, and its `v`, `α`
//! and `β` as they stand. The current frame is marked.

use egui::{RichText, Ui};

use crate::app::widgets::board_widget::{BoardWidget, CellView};
use crate::app::widgets::style::{heading, player_color};
use crate::board::Player;
use crate::lang::Lang;
use crate::search::{Call, Event, Score, Step, Steps, function_name};

/// Height of one frame: its small board sets it.
const FRAME_HEIGHT: f32 = 30.0;

/// Draws the stack at step `at`, the current frame last, in a region of its own that scrolls, so a
/// deep stack moves nothing around it; the current frame is scrolled into view when `follow` (the
/// step has just changed).
pub fn show(ui: &mut Ui, steps: &Steps, at: usize, follow: bool, lang: Lang) {
    let stack = steps.stack(at);
    let deep = stack.len();
    heading(
        ui,
        &lang.pick(format!("Call stack ({deep} deep)"), format!("调用栈（{deep} 层）")),
    );
    egui::ScrollArea::vertical()
        .id_salt("call stack")
        .auto_shrink([false, false])
        .show(ui, |ui| frames(ui, steps, &stack, follow, lang));
}

/// A frame's `v` as the pseudocode has it at its step: none before the line that sets it (`v = −∞`, just
/// before the loop), and none in a call of the course's that returns Utility(s) without a loop.
fn v_of(steps: &Steps, call: &Call, step: &Step) -> String {
    let looped = steps
        .steps()
        .get(call.step as usize + 1)
        .is_some_and(|first| matches!(first.event, Event::Try { .. }));
    let infinite = if call.player() == Player::X { "−∞" } else { "+∞" };
    match step.event {
        Event::Call { .. } => "—".to_string(),
        _ if !looped && steps.pseudocode().is_course() => "—".to_string(),
        _ => step.v.map_or(infinite.to_string(), Score::signed),
    }
}

/// The frames of the stack, the root first.
fn frames(ui: &mut Ui, steps: &Steps, stack: &[(&Call, &Step)], follow: bool, lang: Lang) {
    let current = stack.len().saturating_sub(1);
    for (depth, (call, step)) in stack.iter().enumerate() {
        let player = call.player();
        let name = match player {
            Player::X => "MAX",
            Player::O => "MIN",
        };
        let mut values = vec![format!("v {}", v_of(steps, call, step))];
        if let (Some(alpha), Some(beta)) = (step.alpha, step.beta) {
            values.push(format!("α {}  β {}", alpha.signed(), beta.signed()));
        }
        let action = step.action.map_or("—".to_string(), |cell| format!("a = {cell}"));
        // The current frame outlined on a faint fill, so every colour on it keeps its contrast.
        let (fill, stroke) = match depth == current {
            true => (ui.visuals().faint_bg_color, ui.visuals().selection.stroke),
            false => (egui::Color32::TRANSPARENT, egui::Stroke::NONE),
        };
        let frame = egui::Frame::new()
            .fill(fill)
            .stroke(stroke)
            .corner_radius(4.0)
            .show(ui, |ui| {
                ui.set_min_width(ui.available_width());
                ui.horizontal(|ui| {
                    ui.set_height(FRAME_HEIGHT);
                    let mut board = BoardWidget::of(call.board);
                    if let Some(cell) = step.action {
                        board.cells[cell.place()] = CellView {
                            highlight: true,
                            ..board.cells[cell.place()].clone()
                        };
                    }
                    board.show_sized(ui, FRAME_HEIGHT - 4.0);
                    ui.label(RichText::new(name).strong().color(player_color(ui.visuals(), player)));
                    let text = format!("{action}   {}", values.join("   "));
                    ui.add(
                        egui::Label::new(RichText::new(&text).monospace())
                            .truncate()
                            .show_tooltip_when_elided(false),
                    )
                    .on_hover_text({
                        let (function, board, line) = (function_name(player), call.board, step.line);
                        lang.pick(
                            format!("{function} at depth {depth}, on {board}, at line {line}: {text}"),
                            format!("{function}，深度 {depth}，局面 {board}，第 {line} 行：{text}"),
                        )
                    });
                });
            });
        if depth == current && follow {
            frame.response.scroll_to_me(Some(egui::Align::Center));
        }
    }
}
