//! The engines side by side on a position of the tab's own (the game's board, the explorer's, or one
//! typed in): every engine's answer, the enhancement ladder as a chart, and the verification of the
//! whole table. Compare and the ladder stand side by side when there is room.

use egui::{Key, RichText, Ui};

use super::action::Action;
use super::compare_view::CompareView;
use super::ladder_view::LadderView;
use super::state::State;
use super::verify_view::VerifyView;
use super::view::View;
use crate::board::Board;

/// The tab's drawing state: what is typed in its position field, and why it was not taken.
#[derive(Default)]
pub struct EnginesView {
    typed: String,
    typed_for: Option<Board>,
    error: Option<String>,
}

/// The width from which Compare and the ladder stand side by side.
const SIDE_BY_SIDE: f32 = 900.0;

impl View for EnginesView {
    fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        let position = state.engines_position();
        if self.typed_for != Some(position) {
            self.typed = position.to_string();
            self.typed_for = Some(position);
        }
        self.position(ui, state, actions);
        ui.separator();
        egui::ScrollArea::vertical().auto_shrink([false, false]).show(ui, |ui| {
            if ui.available_width() >= SIDE_BY_SIDE {
                ui.columns(2, |columns| {
                    // Left-aligned, not justified: a wrapped line keeps its spaces as they are.
                    let ragged = egui::Layout::top_down(egui::Align::Min);
                    columns[0].with_layout(ragged, |ui| CompareView.ui(ui, state, actions));
                    columns[1].with_layout(ragged, |ui| LadderView.ui(ui, state, actions));
                });
            } else {
                CompareView.ui(ui, state, actions);
                ui.separator();
                LadderView.ui(ui, state, actions);
            }
            ui.separator();
            VerifyView.ui(ui, state, actions);
        });
    }
}

impl EnginesView {
    /// Which position the engines work on: the game's board, the explorer's, or one typed in; and
    /// one line, always there, saying which (or why a typed one was not taken).
    fn position(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        ui.horizontal_wrapped(|ui| {
            let name = ui.label("Position").id;
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut self.typed)
                        .desired_width(110.0)
                        .font(egui::TextStyle::Monospace)
                        .hint_text("X.O/.X./..."),
                )
                .labelled_by(name);
            let field = field.on_hover_text("Nine cells row by row: X, O and . for empty; / between rows is allowed");
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            if ui.button("Use this position").clicked() || entered {
                match self.typed.parse::<Board>() {
                    Ok(board) => {
                        self.error = None;
                        actions.push(Action::SetEnginesPosition(Some(board)));
                    }
                    Err(e) => self.error = Some(format!("Not a position: {e}")),
                }
            }
            if ui
                .selectable_label(state.engines_board.is_none(), "The game's board")
                .on_hover_text("Follow the position on the game's board")
                .clicked()
            {
                self.error = None;
                actions.push(Action::SetEnginesPosition(None));
            }
            let explorer = state.explorer.wanted().0;
            if ui
                .button("The explorer's position")
                .on_hover_text(format!("Use the explorer's position, {explorer}"))
                .clicked()
            {
                self.error = None;
                actions.push(Action::SetEnginesPosition(Some(explorer)));
            }
        });
        // One line whatever it says, so nothing below moves.
        let said = match &self.error {
            Some(error) => RichText::new(error).color(ui.visuals().error_fg_color),
            None => {
                let position = state.engines_position();
                let whose = match state.engines_board {
                    None => "the game's board",
                    Some(_) => "a position of its own",
                };
                let turn = match position.to_move() {
                    Some(player) => format!("{player} to move"),
                    None => "the game is over".to_string(),
                };
                RichText::new(format!("The engines work on {whose}: {position}, {turn}"))
            }
        };
        ui.add(egui::Label::new(said).truncate());
    }
}
