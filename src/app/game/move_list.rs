//! The moves of the game on the board, yours and the computer's, each reviewed against the table:
//! best, inaccurate or a mistake, with what it changed and the best move instead. A click on a move
//! shows the board as it was after it. A computer move also shows what its engine found, what it
//! cost and whether it agrees with the table; a weaker move its level chose on purpose says so, and
//! is not a disagreement.

use std::time::Duration;

use egui::{Color32, RichText, Ui};

use crate::app::game::{self, Seen};
use crate::app::widgets::cost;
use crate::app::widgets::keys::keypad_number;
use crate::app::widgets::style::{agreement, duration, green, heading};
use crate::board::{Board, Cell, Player};
use crate::engines::Verdict;
use crate::game::review::{self, Mark, Reviewed};
use crate::game::{Game, Mode, Move, Picker};
use crate::lang::Lang;
use crate::opponents::Opponent;
use crate::strategy::Kind;
use crate::table;

/// Every move on the board, reviewed.
pub fn show(ui: &mut Ui, seen: &Seen, actions: &mut Vec<game::Action>) {
    let Some(game) = &seen.tab.session.game else { return };
    let lang = seen.lang();
    heading(ui, lang.pick("Moves", "着法"));
    let reviewed = review::review(game);
    if reviewed.is_empty() {
        ui.label(lang.pick("No move yet.", "还没有走棋。"));
    }
    let left = left_strategy(seen, game);
    for m in &reviewed {
        show_move(ui, seen, game, m, actions);
        if let Some((side, (_, planned))) = left.iter().find(|(_, (at, _))| *at + 1 == m.number) {
            let name = strategy_name(seen, *side, lang);
            ui.colored_label(
                ui.visuals().warn_fg_color,
                lang.pick(
                    format!("left {name} here: it plays {planned}"),
                    format!("在这里离开了 {name}：策略下 {planned}"),
                ),
            );
        }
    }
}

/// For each side a person plays, the first of its moves that left the strategy shown in the Strategy
/// tab (its kind, for that side), with the strategy's move there.
fn left_strategy(seen: &Seen, game: &Game) -> Vec<(Player, (usize, Cell))> {
    let played = game.played();
    [Player::X, Player::O]
        .into_iter()
        .filter(|&side| {
            let ours = |at: &usize| at.is_multiple_of(2) == (side == Player::X);
            (0..played.len()).filter(ours).all(|at| played[at].picker.is_none())
        })
        .filter_map(|side| Some((side, seen.strategy.left[side.index()]?)))
        .collect()
}

/// "X's smallest strategy", as the Strategy tab shows it.
pub fn strategy_name(seen: &Seen, side: Player, lang: Lang) -> String {
    match seen.strategy.kind {
        Kind::Smallest => lang.pick(format!("{side}'s smallest strategy"), format!("{side} 的最小策略")),
        Kind::Perfect => lang.pick(
            format!("{side}'s strategy at the Perfect level"),
            format!("{side} 的“完美”难度策略"),
        ),
    }
}

/// "3. X 2,2 (key 3)": the move's number, side and cell, with the key that plays that cell.
pub fn title(m: &Reviewed, lang: Lang) -> String {
    let (number, player, cell, key) = (m.number, m.player, m.cell, keypad_number(m.cell));
    lang.pick(
        format!("{number}. {player} {cell} (key {key})"),
        format!("{number}. {player} {cell}（键 {key}）"),
    )
}

/// One move: its title, to click to see the board as it was after it, who made it and how good it
/// was; for the computer's, what its engine found.
fn show_move(ui: &mut Ui, seen: &Seen, game: &Game, m: &Reviewed, actions: &mut Vec<game::Action>) {
    let (lang, looking_back) = (seen.lang(), seen.tab.looking_back);
    let (mark, color) = mark(ui, m, lang);
    ui.horizontal_wrapped(|ui| {
        let shown = looking_back == Some(m.number);
        let hint = match shown {
            true => lang.pick("Back to the game as it is", "回到当前对局"),
            false => lang.pick("Show the board as it was after this move", "显示这一步之后的棋盘"),
        };
        if ui
            .selectable_label(shown, RichText::new(title(m, lang)).strong())
            .on_hover_text(hint)
            .clicked()
        {
            actions.push(game::Action::LookBack((!shown).then_some(m.number)));
        }
        if let Some(who) = who(game.mode(), m, game.played()[m.number - 1], lang) {
            ui.label(who);
        }
        if m.mark == Mark::Best {
            ui.label(RichText::new(mark.clone()).color(color));
        }
    });
    // A move that was not best gets lines of its own: what it did, and what was best.
    if let (Some(explanation), Some(best)) = (m.explanation(lang), m.best_instead(lang)) {
        ui.label(RichText::new(mark).color(color));
        ui.label(lang.pick(format!("{explanation}; {best}"), format!("{explanation}；{best}")));
    }
    let played = game.played()[m.number - 1];
    if let Some(Picker::LearnersMinimax { elapsed }) = played.picker {
        let before = game.board_after(m.number - 1);
        learner_move(ui, seen, (before, played.cell, elapsed), lang);
        return;
    }
    let Some(d) = played.decision else {
        return;
    };
    ui.horizontal_wrapped(|ui| {
        let (engine, cost, time) = (d.engine.label(lang), cost::of_move(&d, lang), duration(d.elapsed, lang));
        ui.label(format!("{engine} · {cost}"))
            .on_hover_text(cost::of_move_why(&d, lang));
        // The time apart, so that a wrapped line never splits it from its unit.
        ui.label(format!("· {time}"));
        agreement(ui, d.verdict(), lang);
    });
    if !d.agrees {
        let entry = table::probe(d.board);
        let best: Vec<String> = entry.best.into_iter().map(|c| c.to_string()).collect();
        let (board, best) = (d.board, best.join(" "));
        let (found, table) = (d.found.words(lang), entry.outcome.words(lang));
        ui.colored_label(
            ui.visuals().error_fg_color,
            lang.pick(
                format!("on {board}: found {found}, the table says {table} (best {best})"),
                format!("在 {board} 上：搜索得出“{found}”，完美对弈表给出“{table}”（最佳 {best}）"),
            ),
        );
    }
}

/// A move of the learner's own `minimax`: how long it took, whether it keeps the table's outcome (the
/// review above says what a mistake changed), and where the learner's other functions broke the rules
/// on the position it moved from.
fn learner_move(ui: &mut Ui, seen: &Seen, (before, cell, elapsed): (Board, Cell, Duration), lang: Lang) {
    ui.horizontal_wrapped(|ui| {
        let (learner, time) = (Opponent::LearnersMinimax.label(lang), duration(elapsed, lang));
        ui.label(format!("{learner} · {time}"));
        agreement(ui, Verdict::of_move(before, cell), lang);
    });
    let slips = seen.tab.learner.slips.iter().find(|(board, _)| *board == before);
    for said in slips.into_iter().flat_map(|(_, slips)| slips) {
        ui.colored_label(ui.visuals().warn_fg_color, said.get(lang));
    }
}

/// Who made the move, where the mode leaves a doubt: "you", "computer, Hard", "your minimax".
fn who(mode: Mode, m: &Reviewed, played: Move, lang: Lang) -> Option<String> {
    if played.is_learners() {
        return Some(lang.pick("your minimax", "你的 minimax").to_string());
    }
    match (mode, m.by_computer, m.level) {
        (Mode::TwoPlayers, _, _) => None,
        (_, false, _) => Some(lang.pick("you", "你").to_string()),
        (_, true, Some(level)) => {
            let level = level.label(lang);
            Some(lang.pick(format!("computer, {level}"), format!("电脑（{level}）")))
        }
        (_, true, None) => Some(lang.pick("computer", "电脑").to_string()),
    }
}

/// The move's mark and its colour: a weaker move made on purpose says so.
fn mark(ui: &Ui, m: &Reviewed, lang: Lang) -> (String, Color32) {
    let change = m.change(lang).unwrap_or_default();
    let word = m.mark.word(lang);
    let visuals = ui.visuals();
    match m.mark {
        Mark::Best => (word.to_string(), green(visuals)),
        _ if m.on_purpose() => (
            lang.pick(
                format!("weaker move on purpose: {change}"),
                format!("有意走出的弱着：{change}"),
            ),
            visuals.strong_text_color(),
        ),
        Mark::Inaccurate => (
            lang.pick(format!("{word}: {change}"), format!("{word}：{change}")),
            visuals.warn_fg_color,
        ),
        Mark::Mistake => (
            lang.pick(format!("{word}: {change}"), format!("{word}：{change}")),
            visuals.error_fg_color,
        ),
    }
}
