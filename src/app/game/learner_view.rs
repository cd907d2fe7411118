//! The game against the learner's own `minimax`, under the status line: how long it has been thinking,
//! with Stop; and where it gave no move, why, with the player's way on (the table's move, or the
//! table from now on).

use egui::Ui;

use crate::app::game::{self, Seen};
use crate::engines::Engine;
use crate::opponents::Opponent;

/// Draws the row when the learner's `minimax` is thinking or gave no move; whether it drew anything.
pub fn row(ui: &mut Ui, seen: &Seen, actions: &mut Vec<game::Action>) -> bool {
    let lang = seen.lang();
    if let Some(thinking) = seen.learner_thinking_for() {
        ui.horizontal(|ui| {
            let seconds = thinking.as_secs_f64();
            ui.spinner();
            ui.label(lang.pick(
                format!("your minimax is thinking… {seconds:.1} s"),
                format!("你的 minimax 正在思考… {seconds:.1} 秒"),
            ));
            if ui.button(lang.pick("Stop", "停止")).clicked() {
                actions.push(game::Action::StopLearner);
            }
        });
        return true;
    }
    if !seen.learner_stuck() {
        return false;
    }
    ui.horizontal(|ui| {
        let table_move = ui
            .button(lang.pick("Play the table's move", "走完美对弈表的着法"))
            .on_hover_text(lang.pick(
                "The perfect move, in place of your minimax's",
                "用完美的着法代替你的 minimax",
            ));
        if table_move.clicked() {
            actions.push(game::Action::PlayTableMove);
        }
        let table = ui
            .button(lang.pick("Use the table", "改用完美对弈表"))
            .on_hover_text(lang.pick(
                "The table plays the rest of the game",
                "这局余下的部分都由完美对弈表来下",
            ));
        if table.clicked() {
            actions.push(game::Action::SetOpponent(Opponent::Engine(Engine::Table)));
        }
    });
    true
}

/// Why the learner's `minimax` gave no move on the board, while the game waits there.
pub fn problem(seen: &Seen) -> Option<String> {
    let (_, said) = seen.tab.learner.no_move.as_ref().filter(|_| seen.learner_stuck())?;
    Some(said.get(seen.lang()).to_string())
}
