//! The engines side by side on a position of the tab's own (the game's board, the explorer's, or one
//! typed in), drawn as a small board: every engine's answer, the enhancement ladder as a chart, and the verification of the
//! whole table. Compare and the ladder stand side by side when there is room.

use egui::Ui;

use crate::app::engines::{self, EnginesTab, compare_view, ladder_view, verify_view};
use crate::app::widgets::board_widget::BoardWidget;
use crate::app::widgets::fit;
use crate::app::widgets::position_field::PositionField;
use crate::app::widgets::shared::Shared;

/// The tab's drawing state: its position field.
#[derive(Debug, Default)]
pub struct EnginesView {
    field: PositionField,
}

/// The width from which Compare and the ladder stand side by side.
const SIDE_BY_SIDE: f32 = 900.0;

/// The side of the drawn position: as tall as the rows beside it at their most.
const BOARD_SIDE: f32 = 72.0;

impl EnginesView {
    /// Draws the tab, pushing onto `actions` what the person asks for.
    pub fn ui(&mut self, ui: &mut Ui, tab: &EnginesTab, shared: &Shared, actions: &mut Vec<engines::Action>) {
        self.field.follow(tab.position(shared.board));
        self.position(ui, tab, shared, actions);
        ui.separator();
        egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
            if ui.available_width() >= SIDE_BY_SIDE {
                ui.columns(2, |columns| {
                    // Left-aligned, not justified: a wrapped line keeps its spaces as they are.
                    let ragged = egui::Layout::top_down(egui::Align::Min);
                    columns[0].with_layout(ragged, |ui| compare_view::show(ui, tab, shared, actions));
                    columns[1].with_layout(ragged, |ui| ladder_view::show(ui, tab, shared, actions));
                });
            } else {
                compare_view::show(ui, tab, shared, actions);
                ui.separator();
                ladder_view::show(ui, tab, shared, actions);
            }
            ui.separator();
            verify_view::show(ui, tab, shared, actions);
        });
    }

    /// The position the engines work on, drawn; beside it, which it is: the game's board, the
    /// explorer's, or one typed in, and a line, always there, saying which (or why a typed one was
    /// not taken).
    fn position(&mut self, ui: &mut Ui, tab: &EnginesTab, shared: &Shared, actions: &mut Vec<engines::Action>) {
        let lang = shared.lang;
        let board = tab.position(shared.board);
        ui.horizontal(|ui| {
            let name = lang.pick(format!("The position {board}, drawn"), format!("局面 {board} 的棋盘图"));
            BoardWidget::of(board).picture(ui, BOARD_SIDE, &name);
            ui.vertical(|ui| self.choice(ui, tab, shared, actions));
        });
    }

    /// The field and buttons that choose the position, and the line that says which it is.
    fn choice(&mut self, ui: &mut Ui, tab: &EnginesTab, shared: &Shared, actions: &mut Vec<engines::Action>) {
        let lang = shared.lang;
        ui.horizontal_wrapped(|ui| {
            let entered = self.field.show(ui, lang);
            if (ui.button(lang.pick("Use this position", "用这个局面")).clicked() || entered)
                && let Some(board) = self.field.board()
            {
                actions.push(engines::Action::SetPosition(Some(board)));
            }
            if ui
                .selectable_label(tab.board.is_none(), lang.pick("The game's board", "对局的棋盘"))
                .on_hover_text(lang.pick("Follow the position on the game's board", "跟随对局棋盘上的局面"))
                .clicked()
            {
                self.field.refused = None;
                actions.push(engines::Action::SetPosition(None));
            }
            let explorer = shared.explorer.0;
            if ui
                .button(lang.pick("The explorer's position", "探索页的局面"))
                .on_hover_text(lang.pick(
                    format!("Use the explorer's position, {explorer}"),
                    format!("用探索页的局面 {explorer}"),
                ))
                .clicked()
            {
                self.field.refused = None;
                actions.push(engines::Action::SetPosition(Some(explorer)));
            }
        });
        // Beside the board, which is taller than what it says, so nothing below moves.
        let error = ui.visuals().error_fg_color;
        let (said, refused) = match self.field.refusal(lang) {
            Some(refusal) => (refusal, true),
            None => {
                let position = tab.position(shared.board);
                let turn = match position.to_move() {
                    Some(player) => lang.pick(format!("{player} to move"), format!("轮到 {player}")),
                    None => lang.pick("the game is over", "对局已经结束").to_string(),
                };
                let said = match tab.board {
                    None => lang.pick(
                        format!("The engines work on the game's board: {position}, {turn}"),
                        format!("引擎使用对局的棋盘：{position}，{turn}"),
                    ),
                    Some(_) => lang.pick(
                        format!("The engines work on a position of its own: {position}, {turn}"),
                        format!("引擎使用本页单独设定的局面：{position}，{turn}"),
                    ),
                };
                (said, false)
            }
        };
        fit::line(ui, &[&said], |text| if refused { text.color(error) } else { text });
    }
}
