//! The game: the status line in CS50's words, "Play Again" once it is over, and the board with the
//! hint overlay when it is on.

use egui::{Color32, RichText, Ui};

use super::action::Action;
use super::board_widget::{BoardWidget, CellView};
use super::state::State;
use super::style::player_color;
use super::view::View;
use crate::board::{Board, Cell};
use crate::game::Turn;
use crate::outcome::Outcome;
use crate::table;

pub struct GameView;

impl View for GameView {
    fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        let Some(game) = &state.session.game else { return };
        let turn = game.turn();
        ui.horizontal(|ui| {
            ui.label(RichText::new(game.status()).size(26.0).strong());
            if state.is_thinking() {
                ui.spinner();
            }
            if matches!(turn, Turn::Over(_)) && ui.button(RichText::new("Play Again").size(18.0)).clicked() {
                actions.push(Action::Leave);
            }
        });
        ui.add_space(8.0);
        let board = game.board();
        let mut widget = BoardWidget::of(board);
        if let Turn::Person(player) = turn {
            widget.clickable_for = Some(player);
        }
        if state.session.hints {
            for (cell, hint) in hints(board) {
                widget.cells[cell.place()] = hint;
            }
        }
        if let Some(cell) = ui.vertical_centered(|ui| widget.show(ui)).inner {
            actions.push(Action::Play(cell));
        }
    }
}

/// Each empty cell's outcome if the side to move plays there, counting that move: "X in 3", "draw".
fn hints(board: Board) -> impl Iterator<Item = (Cell, CellView)> {
    table::moves(board).map(|(cell, after)| {
        (
            cell,
            CellView {
                label: Some(hint_text(after)),
                ..CellView::default()
            },
        )
    })
}

fn hint_text(after: Outcome) -> (String, Color32) {
    match after.winner {
        Some(winner) => (format!("{winner} in {}", after.plies + 1), player_color(winner)),
        None => ("draw".to_string(), Color32::GRAY),
    }
}
