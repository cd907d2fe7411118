//! The score, by opponent: you against the computer at each level played, against your own minimax,
//! two players, and the computer against itself, with a reset.

use egui::Ui;

use crate::app::game::{self, Seen};
use crate::app::widgets::style::{heading, thousands};
use crate::game::{Mode, Record, VsComputer};
use crate::lang::Lang;
use crate::opponents::Level;

/// The score by opponent, with its reset.
pub fn show(ui: &mut Ui, seen: &Seen, actions: &mut Vec<game::Action>) {
    let scores = seen.tab.session.scores();
    let lang = seen.lang();
    ui.horizontal(|ui| {
        heading(ui, lang.pick("Score", "比分"));
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            // A reset cannot be undone: it asks first, in the same place, so nothing moves.
            if seen.tab.resetting_scores {
                if ui
                    .button(lang.pick("Keep", "保留"))
                    .on_hover_text(lang.pick("Keep every score", "保留所有比分"))
                    .clicked()
                {
                    actions.push(game::Action::KeepScores);
                }
                if ui
                    .button(lang.pick("Forget all", "全部清除"))
                    .on_hover_text(lang.pick(
                        "Forget every game counted so far, at every level",
                        "清除至今计入的所有对局，各个难度都清除",
                    ))
                    .clicked()
                {
                    actions.push(game::Action::ConfirmResetScores);
                }
                ui.label(lang.pick("Forget every score?", "清除所有比分？"));
            } else if ui
                .add_enabled(
                    !scores.is_empty(),
                    egui::Button::new(lang.pick("Reset score", "清零比分")).small(),
                )
                .on_hover_text(lang.pick(
                    "Forget every game counted so far (asks first)",
                    "清除至今计入的所有对局（会先确认）",
                ))
                .on_disabled_hover_text(lang.pick("No game is counted yet", "还没有计入任何对局"))
                .clicked()
            {
                actions.push(game::Action::ResetScores);
            }
        });
    });
    if scores.is_empty() {
        ui.label(lang.pick("No game finished yet.", "还没有下完过任何一局。"));
        return;
    }
    egui::Grid::new("score").num_columns(2).striped(true).show(ui, |ui| {
        for level in Level::ALL {
            let games = scores.against(level);
            if games.games() > 0 {
                let level = level.label(lang);
                ui.label(lang.pick(format!("You vs {level}"), format!("你对阵电脑（{level}）")));
                ui.label(yours(games, lang));
                ui.end_row();
            }
        }
        if scores.vs_learner.games() > 0 {
            ui.label(lang.pick("You vs your minimax", "你对阵你的 minimax"));
            ui.label(yours(scores.vs_learner, lang));
            ui.end_row();
        }
        for (name, record) in [
            (Mode::TwoPlayers.label(lang), scores.two_players),
            (Mode::SelfPlay.label(lang), scores.self_play),
            (lang.pick("Before levels", "分难度之前（旧记录）"), scores.before_levels),
        ] {
            if record.games() > 0 {
                ui.label(name);
                ui.label(sides(record, lang));
                ui.end_row();
            }
        }
    });
}

/// "won 2 · lost 1 · draws 4", from your side.
fn yours(games: VsComputer, lang: Lang) -> String {
    let (won, lost, draws) = (
        thousands(games.wins.into()),
        thousands(games.losses.into()),
        thousands(games.draws.into()),
    );
    lang.pick(
        format!("won {won} · lost {lost} · draws {draws}"),
        format!("胜 {won} · 负 {lost} · 平 {draws}"),
    )
}

/// "X 2 · O 1 · draws 4".
fn sides(record: Record, lang: Lang) -> String {
    let (x, o, draws) = (
        thousands(record.x_wins.into()),
        thousands(record.o_wins.into()),
        thousands(record.draws.into()),
    );
    lang.pick(
        format!("X {x} · O {o} · draws {draws}"),
        format!("X 胜 {x} · O 胜 {o} · 平 {draws}"),
    )
}
