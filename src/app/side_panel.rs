//! The game's side panel: the engine toggle, the perfect-play verdict and the hint switch, then the
//! computer's moves and the score. The engines compared, the ladder and the verification have a tab
//! of their own.

use egui::{RichText, Ui};

use super::action::Action;
use super::computer_moves::ComputerMoves;
use super::state::State;
use super::style::heading;
use super::view::View;
use crate::engine::Engine;
use crate::table;

pub struct SidePanel;

impl View for SidePanel {
    fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        ui.add_space(6.0);
        engine_toggle(ui, state, actions);
        ui.separator();
        verdict(ui, state, actions);
        ui.separator();
        if state.session.game.is_some() {
            ComputerMoves.ui(ui, state, actions);
            ui.separator();
        }
        record(ui, state);
    }
}

/// Which engine makes the computer's next move.
fn engine_toggle(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    heading(ui, "Computer engine");
    ui.horizontal(|ui| {
        for engine in Engine::ALL {
            let hint = match engine {
                Engine::Table => "Read the perfect-play table solved at build time",
                Engine::Minimax => "Search live with plain minimax: every move to the end of every game",
                Engine::AlphaBeta => "Search live with alpha-beta pruning and move ordering",
                Engine::AlphaBetaTT => "Search live with alpha-beta and a transposition table keyed by symmetry",
            };
            if ui
                .selectable_label(state.session.engine == engine, engine.label())
                .on_hover_text(hint)
                .clicked()
            {
                actions.push(Action::SetEngine(engine));
            }
        }
    });
}

/// The perfect-play verdict of the board, from the table, and the switch for the hint overlay.
fn verdict(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let board = state.board();
    let outcome = table::probe(board).outcome;
    let text = if board.is_terminal() {
        format!("Result: {outcome}")
    } else {
        format!("Perfect play: {outcome}")
    };
    ui.label(RichText::new(text).size(16.0));
    let mut hints = state.session.hints;
    if ui
        .checkbox(&mut hints, "Show hints")
        .on_hover_text("Each empty cell's outcome if the side to move plays there, counting that move")
        .changed()
    {
        actions.push(Action::SetHints(hints));
    }
}

fn record(ui: &mut Ui, state: &State) {
    let record = state.session.record();
    heading(ui, "Score");
    ui.label(format!(
        "X {}   ·   O {}   ·   Ties {}",
        record.x_wins, record.o_wins, record.ties
    ));
}
