//! The score, by opponent: you against the computer at each level played, two players, and the
//! computer against itself, with a reset.

use egui::Ui;

use super::action::Action;
use super::state::State;
use super::style::{heading, thousands};
use super::view::View;
use crate::game::Record;
use crate::opponents::Level;

pub struct ScoreView;

impl View for ScoreView {
    fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        let scores = state.session.scores();
        ui.horizontal(|ui| {
            heading(ui, "Score");
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                // A reset cannot be undone: it asks first, in the same place, so nothing moves.
                if state.resetting_scores {
                    if ui.button("Keep").on_hover_text("Keep every score").clicked() {
                        actions.push(Action::KeepScores);
                    }
                    if ui
                        .button("Forget all")
                        .on_hover_text("Forget every game counted so far, at every level")
                        .clicked()
                    {
                        actions.push(Action::ConfirmResetScores);
                    }
                    ui.label("Forget every score?");
                } else if ui
                    .add_enabled(!scores.is_empty(), egui::Button::new("Reset score").small())
                    .on_hover_text("Forget every game counted so far (asks first)")
                    .on_disabled_hover_text("No game is counted yet")
                    .clicked()
                {
                    actions.push(Action::ResetScores);
                }
            });
        });
        if scores.is_empty() {
            ui.label("No game finished yet.");
            return;
        }
        egui::Grid::new("score").num_columns(2).striped(true).show(ui, |ui| {
            for level in Level::ALL {
                let games = scores.against(level);
                if games.games() > 0 {
                    ui.label(format!("You vs {}", level.label()));
                    ui.label(format!(
                        "won {} · lost {} · draws {}",
                        thousands(games.wins.into()),
                        thousands(games.losses.into()),
                        thousands(games.draws.into())
                    ));
                    ui.end_row();
                }
            }
            for (name, record) in [
                ("Two players", scores.two_players),
                ("AI vs AI", scores.ai_vs_ai),
                ("Before levels", scores.before_levels),
            ] {
                if record.games() > 0 {
                    ui.label(name);
                    ui.label(sides(record));
                    ui.end_row();
                }
            }
        });
    }
}

/// "X 2 · O 1 · draws 4".
fn sides(record: Record) -> String {
    format!(
        "X {} · O {} · draws {}",
        thousands(record.x_wins.into()),
        thousands(record.o_wins.into()),
        thousands(record.draws.into())
    )
}
