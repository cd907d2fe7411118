//! The game's side panel: who the computer is (engine and strength, hidden when two people play), the
//! perfect-play verdict and the hint switch, the moves reviewed and the score. The engines compared,
//! the ladder and the verification have a tab of their own.

use egui::{RichText, Ui};

use crate::app::game::move_list;
use crate::app::game::score_view;
use crate::app::game::strength;
use crate::app::game::{self, Seen};
use crate::app::widgets::keys::{STRATEGY_HINT, key_name};
use crate::app::widgets::style::{heading, player_color};
use crate::engines::Engine;
use crate::game::Mode;
use crate::opponents::Opponent;
use crate::table;

/// The side panel beside the game.
pub fn show(ui: &mut Ui, seen: &Seen, actions: &mut Vec<game::Action>) {
    ui.add_space(6.0);
    let two_players = seen
        .tab
        .session
        .game
        .as_ref()
        .is_some_and(|g| g.mode() == Mode::TwoPlayers);
    if !two_players {
        engine_toggle(ui, seen, actions);
        ui.add_space(4.0);
        strength::show(ui, seen, actions);
        ui.separator();
    }
    verdict(ui, seen, actions);
    ui.separator();
    if seen.tab.session.game.is_some() {
        move_list::show(ui, seen, actions);
        ui.separator();
    }
    score_view::show(ui, seen, actions);
}

/// Which engine judges the computer's moves.
fn engine_toggle(ui: &mut Ui, seen: &Seen, actions: &mut Vec<game::Action>) {
    let lang = seen.lang();
    heading(ui, lang.pick("Computer engine", "电脑引擎"));
    ui.horizontal_wrapped(|ui| {
        // Close together, so the four fit on one line at the panel's narrowest.
        ui.spacing_mut().item_spacing.x = 2.0;
        // The learner's own minimax, once a file is open in the Your code tab.
        let engines = Engine::OFFERED.into_iter().map(Opponent::Engine);
        let learner = seen.shared.file_open.then_some(Opponent::LearnersMinimax);
        for opponent in engines.chain(learner) {
            let hint = match opponent.engine() {
                _ if opponent == Opponent::LearnersMinimax => lang.pick(
                    "The minimax of the file open in Your code, as runner.py plays it; each move judged by the table",
                    "“你的代码”中打开的文件里的 minimax，像 runner.py 那样对弈；每一步都由完美对弈表评判",
                ),
                Engine::Table => lang.pick(
                    "Read the perfect-play table solved at build time",
                    "查构建时求解好的完美对弈表",
                ),
                Engine::MINIMAX => lang.pick(
                    "Search live with plain minimax: every move to the end of every game",
                    "用朴素极大极小实时搜索：每一步都搜到每局终了",
                ),
                Engine::ALPHABETA => lang.pick(
                    "Search live with alpha-beta pruning and move ordering",
                    "用带着法排序的 α-β 剪枝实时搜索",
                ),
                _ => lang.pick(
                    "Search live with alpha-beta and a transposition table keyed by symmetry",
                    "用 α-β 剪枝和按对称类存放的置换表实时搜索",
                ),
            };
            if ui
                .selectable_label(seen.tab.session.opponent == opponent, opponent.label(lang))
                .on_hover_text(hint)
                .clicked()
            {
                actions.push(game::Action::SetOpponent(opponent));
            }
        }
    });
}

/// The perfect-play verdict of the board shown, from the table, and the switch for the hint overlay.
fn verdict(ui: &mut Ui, seen: &Seen, actions: &mut Vec<game::Action>) {
    let lang = seen.lang();
    let board = seen.shown_board();
    let outcome = table::probe(board).outcome;
    let words = outcome.words(lang);
    let text = if board.is_terminal() {
        lang.pick(format!("Result: {words}"), format!("结果：{words}"))
    } else {
        lang.pick(format!("Perfect play: {words}"), format!("完美对弈：{words}"))
    };
    let color = outcome.winner.map_or(ui.visuals().strong_text_color(), |winner| {
        player_color(ui.visuals(), winner)
    });
    ui.label(RichText::new(text).size(16.0).strong().color(color));
    let mut hints = seen.tab.session.hints;
    if ui
        .checkbox(&mut hints, lang.pick("Show hints", "显示提示"))
        .on_hover_text(lang.pick(
            "Each empty cell's outcome if the side to move plays there, counting that move",
            "轮到的一方若下在某个空位，该格显示之后的结局（步数含这一步）",
        ))
        .changed()
    {
        actions.push(game::Action::SetHints(hints));
    }
    if seen.tab.session.game.is_some() && !board.is_terminal() && !seen.is_thinking() {
        let key = key_name(ui.ctx(), &STRATEGY_HINT, lang);
        if ui
            .button(lang.pick(format!("Strategy's move ({key})"), format!("策略的着法（{key}）")))
            .on_hover_text(lang.pick(
                "The move the strategy shown in the Strategy tab makes here, and nothing else",
                "“策略”页所示策略在这里下的那一步，不显示其他格的结局",
            ))
            .clicked()
        {
            actions.push(game::Action::StrategyHint);
        }
    }
    if let Some((side, left)) = seen.strategy.left_hint {
        let name = move_list::strategy_name(seen, side, lang);
        let said = match left {
            Some((at, planned)) => {
                let (number, cell) = (at + 1, seen.tab.session.game.as_ref().map(|g| g.played()[at].cell));
                let cell = cell.map_or(String::new(), |cell| cell.to_string());
                lang.pick(
                    format!("{name} has no move here: {side} left it at move {number}, playing {cell} where it plays {planned}."),
                    format!("{name}在这里没有着法：{side} 在第 {number} 步离开了它，下了 {cell}，而策略下 {planned}。"),
                )
            }
            None => lang.pick(
                format!("{name} has no move here: this game has left it."),
                format!("{name}在这里没有着法：这局棋已经离开了它。"),
            ),
        };
        ui.label(RichText::new(said).italics());
    }
}
