//! The field a position is typed into, on the explorer and on the Engines tab: nine cells row by row,
//! and what a text that is not a position is told.

use egui::{Key, Ui};

use crate::board::{Board, BoardError};
use crate::lang::Lang;

/// What the field holds: the text as typed, why it was refused if it was, and the position it was
/// last filled from.
#[derive(Debug, Default)]
pub struct PositionField {
    /// The text in the field.
    pub typed: String,
    /// Why the text last asked for is not a position.
    pub refused: Option<BoardError>,
    filled_from: Option<Board>,
}

impl PositionField {
    /// Shows `position` once it is another than the field last showed: the text typed and its
    /// refusal give way to it.
    pub fn follow(&mut self, position: Board) {
        if self.filled_from != Some(position) {
            *self = PositionField {
                typed: position.to_string(),
                refused: None,
                filled_from: Some(position),
            };
        }
    }

    /// Shows "Position" and the field; whether Enter was pressed in it. Typing takes a refusal away.
    pub fn show(&mut self, ui: &mut Ui, lang: Lang) -> bool {
        let name = ui.label(lang.pick("Position", "局面")).id;
        let field = ui
            .add(
                egui::TextEdit::singleline(&mut self.typed)
                    .desired_width(110.0)
                    .font(egui::TextStyle::Monospace)
                    .hint_text("X.O/.X./..."),
            )
            .labelled_by(name)
            .on_hover_text(lang.pick(
                "Nine cells row by row: X, O and . for empty; / between rows is allowed",
                "逐行写九个格子：X、O，空位写 .；行与行之间可以加 /",
            ));
        if field.changed() {
            self.refused = None;
        }
        field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter))
    }

    /// The position typed, or `None` with the reason kept to be shown.
    pub fn board(&mut self) -> Option<Board> {
        match self.typed.parse::<Board>() {
            Ok(board) => {
                self.refused = None;
                Some(board)
            }
            Err(e) => {
                self.refused = Some(e);
                None
            }
        }
    }

    /// "Not a position: ...", when the text last asked for is not one.
    pub fn refusal(&self, lang: Lang) -> Option<String> {
        let why = self.refused.as_ref()?.words(lang);
        Some(lang.pick(format!("Not a position: {why}"), format!("不是合法的局面：{why}")))
    }
}
