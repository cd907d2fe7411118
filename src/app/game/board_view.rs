//! The game: the status line in CS50's words; under it who plays, the controls of the computer playing
//! itself, or "Play Again" and the review's summary once it is over; and the board with the hint
//! overlay when it is on.

use egui::{Align, Color32, FontId, Layout, RichText, Ui, vec2};

use crate::app::game::learner_view;
use crate::app::game::move_list;
use crate::app::game::self_play_view;
use crate::app::game::{self, Seen};
use crate::app::widgets::board_widget::{BoardWidget, CellView};
use crate::app::widgets::fit;
use crate::app::widgets::keys::{BACK, NEXT, PRESENT, key_name};
use crate::board::Outcome;
use crate::board::{Board, Cell, Player};
use crate::game::review;
use crate::game::{Game, Mode, Turn};
use crate::lang::Lang;
use crate::table;

/// The game on the board: its status, the row under it, the review's line and the board.
pub fn show(ui: &mut Ui, seen: &Seen, actions: &mut Vec<game::Action>) {
    let Some(game) = &seen.tab.session.game else { return };
    if let Some(moves) = seen.tab.looking_back {
        looking_back(ui, seen, game, moves, actions);
        return;
    }
    let turn = game.turn();
    let lang = seen.lang();
    status_line(ui, &seen.status(), seen.is_thinking());
    // Two rows of the same height whatever they hold, so the board never moves under the mouse
    // as a game ends or controls come and go.
    fixed_height(ui, row_height(ui), |ui| match turn {
        Turn::Over(_) => play_again(ui, game.mode(), lang, actions),
        _ if game.mode() == Mode::SelfPlay => self_play_view::show(ui, seen, actions),
        _ if learner_view::row(ui, seen, actions) => {}
        _ => {
            fit::line(ui, &opponent(seen), |text| text);
        }
    });
    match learner_view::problem(seen) {
        Some(problem) => two_lines(ui, Some(problem)),
        None => two_lines(ui, review::summary(game, lang)),
    }
    let board = game.board();
    let mut widget = BoardWidget::of(board);
    if let Turn::Person(player) = turn {
        widget.clickable_for = Some(player);
    }
    show_board(ui, seen, widget, actions);
}

/// The game as it was after `moves` moves: what the move did, the way back and forth, and the
/// board then, which takes no move.
fn looking_back(ui: &mut Ui, seen: &Seen, game: &Game, moves: usize, actions: &mut Vec<game::Action>) {
    let played = game.played().len();
    let lang = seen.lang();
    let status = match moves {
        0 => lang.pick(
            format!("Before the first move, of {played}"),
            format!("第 1 步之前（共 {played} 步）"),
        ),
        _ => lang.pick(
            format!("After move {moves} of {played}"),
            format!("第 {moves} 步之后（共 {played} 步）"),
        ),
    };
    status_line(ui, &status, false);
    fixed_height(ui, row_height(ui), |ui| {
        ui.horizontal(|ui| {
            let key = |shortcut| key_name(ui.ctx(), &shortcut, lang);
            let (back, next, present) = (key(BACK), key(NEXT), key(PRESENT));
            if ui
                .add_enabled(moves > 0, egui::Button::new(lang.pick("Earlier", "前一步")))
                .on_hover_text(lang.pick(
                    format!("The board one move earlier ({back})"),
                    format!("前一步的棋盘（{back}）"),
                ))
                .on_disabled_hover_text(lang.pick("This is the board before the first move", "这是第 1 步之前的棋盘"))
                .clicked()
            {
                actions.push(game::Action::LookBack(Some(moves - 1)));
            }
            if ui
                .button(lang.pick("Later", "后一步"))
                .on_hover_text(lang.pick(
                    format!("The board one move later ({next})"),
                    format!("后一步的棋盘（{next}）"),
                ))
                .clicked()
            {
                actions.push(game::Action::LookBack(Some(moves + 1)));
            }
            if ui
                .button(lang.pick("Back to the game", "回到对局"))
                .on_hover_text(lang.pick(
                    format!("The board as it is now ({present})"),
                    format!("现在的棋盘（{present}）"),
                ))
                .clicked()
            {
                actions.push(game::Action::LookBack(None));
            }
        });
    });
    let reviewed = review::review(game);
    let said = moves
        .checked_sub(1)
        .and_then(|at| reviewed.get(at))
        .map(|m| move_sentence(m, lang));
    two_lines(ui, said);
    show_board(ui, seen, BoardWidget::of(game.board_after(moves)), actions);
}

/// "3. X 0,1 (key 8): mistake, turned a draw into a loss: O wins in 4; best: 1,1".
fn move_sentence(m: &review::Reviewed, lang: Lang) -> String {
    let (head, word) = (move_list::title(m, lang), m.mark.word(lang));
    match (m.explanation(lang), m.best_instead(lang)) {
        (Some(explanation), Some(best)) => lang.pick(
            format!("{head}: {word}, {explanation}; {best}"),
            format!("{head}：{word}，{explanation}；{best}"),
        ),
        _ => lang.pick(format!("{head}: {word}."), format!("{head}：{word}。")),
    }
}

/// The height of the row under the status line, whatever it holds.
fn row_height(ui: &Ui) -> f32 {
    ui.spacing().interact_size.y + 4.0
}

/// Two lines at most, the rest on hover, so a long text never reaches the board.
fn two_lines(ui: &mut Ui, text: Option<String>) {
    fixed_height(ui, 2.0 * ui.text_style_height(&egui::TextStyle::Body) + 4.0, |ui| {
        let Some(text) = text else { return };
        let laid_out = ui.painter().layout(
            text.clone(),
            egui::TextStyle::Body.resolve(ui.style()),
            Color32::WHITE,
            ui.available_width(),
        );
        if laid_out.rows.len() <= 2 {
            ui.add(egui::Label::new(&text).wrap_mode(egui::TextWrapMode::Wrap));
        } else {
            ui.add(egui::Label::new(&text).truncate());
        }
    });
}

/// The board centred, with each empty cell's outcome when hints are on; a click on it is a move.
fn show_board(ui: &mut Ui, seen: &Seen, mut widget: BoardWidget, actions: &mut Vec<game::Action>) {
    widget.named = Some(seen.lang());
    if seen.tab.session.hints {
        for (cell, hint) in hints(seen.shown_board(), seen.lang()) {
            widget.cells[cell.place()] = hint;
        }
    }
    // The strategy's move alone, as asked: no other cell's outcome.
    if let Some(cell) = seen.hinted_move().filter(|_| seen.tab.looking_back.is_none()) {
        let view = &mut widget.cells[cell.place()];
        view.highlight = true;
        view.label = Some((seen.lang().pick("strategy", "策略").to_string(), None));
    }
    if let Some(cell) = ui.vertical_centered(|ui| widget.show(ui)).inner {
        actions.push(game::Action::Play(cell));
    }
}

/// The status line, in a strip of the same height whatever it says, so the board stays put: one
/// line at its full size, or smaller when the words would not fit; two small lines when even the
/// smallest one line would not.
fn status_line(ui: &mut Ui, status: &str, thinking: bool) {
    const SIZE: f32 = 26.0;
    const SMALLEST: f32 = 14.0;
    let font = FontId::proportional(SIZE);
    let full = ui
        .painter()
        .layout_no_wrap(status.to_string(), font, Color32::WHITE)
        .size();
    // Room for the spinner is kept whether it shows or not, so the text never changes size.
    let room = ui.available_width() - ui.spacing().interact_size.y - ui.spacing().item_spacing.x;
    let shrunk = SIZE * room / full.x;
    let (size, two_lines) = match full.x > room {
        false => (SIZE, false),
        true if shrunk >= SMALLEST => (shrunk, false),
        true => (12.0, true),
    };
    fixed_height(ui, full.y, |ui| {
        ui.horizontal_centered(|ui| {
            let text = RichText::new(status).size(size).strong();
            match two_lines {
                false => ui.label(text),
                true => {
                    ui.allocate_ui(vec2(room, full.y), |ui| ui.add(egui::Label::new(text).wrap()))
                        .inner
                }
            };
            if thinking {
                ui.spinner();
            }
        });
    });
}

/// Lays `content` out in a strip of exactly `height`, the whole width.
fn fixed_height(ui: &mut Ui, height: f32, content: impl FnOnce(&mut Ui)) {
    let size = vec2(ui.available_width(), height);
    ui.allocate_ui_with_layout(size, Layout::top_down(Align::Min), |ui| {
        ui.set_min_size(size);
        ui.set_max_height(height);
        content(ui);
    });
}

/// "Play Again" in the same mode, and against the computer the same with the sides swapped.
fn play_again(ui: &mut Ui, mode: Mode, lang: Lang, actions: &mut Vec<game::Action>) {
    ui.horizontal(|ui| {
        if ui
            .button(RichText::new(lang.pick("Play Again", "再来一局")).size(16.0))
            .on_hover_text(lang.pick("A new game, the same sides", "新的一局，双方不变"))
            .clicked()
        {
            actions.push(game::Action::NewGame);
        }
        if let Some(you) = mode.swapped().person_side().filter(|_| mode.swapped() != mode)
            && ui
                .button(RichText::new(lang.pick(format!("Play Again as {you}"), format!("换执 {you} 再来"))).size(16.0))
                .on_hover_text(lang.pick("A new game with the sides swapped", "交换双方，新的一局"))
                .clicked()
        {
            actions.push(game::Action::SwapSides);
        }
    });
}

/// Who is playing, in full and short: "You are X; the computer plays at Hard (Table).", "You are X ·
/// Hard · Table".
fn opponent(seen: &Seen) -> Vec<String> {
    let lang = seen.lang();
    let (engine, level) = (
        seen.tab.session.opponent.label(lang),
        seen.tab.session.level.label(lang),
    );
    match seen
        .tab
        .session
        .game
        .as_ref()
        .and_then(|game| game.mode().person_side())
    {
        Some(you) if seen.learner_plays() => {
            let computer = you.opponent();
            vec![
                lang.pick(
                    format!("You are {you}; your minimax plays {computer}, as runner.py plays it."),
                    format!("你执 {you}；你的 minimax 执 {computer}，就像 runner.py 那样。"),
                ),
                lang.pick(
                    format!("You are {you} · your minimax"),
                    format!("你执 {you} · 你的 minimax"),
                ),
            ]
        }
        Some(you) => vec![
            lang.pick(
                format!("You are {you}; the computer plays at {level} ({engine})."),
                format!("你执 {you}；电脑以“{level}”难度下棋（{engine}）。"),
            ),
            lang.pick(
                format!("You are {you} · {level} · {engine}"),
                format!("你执 {you} · {level} · {engine}"),
            ),
        ],
        None => vec![
            lang.pick("Two players on one screen.", "两人在同一屏幕上对弈。")
                .to_string(),
        ],
    }
}

/// Each empty cell's outcome if the side to move plays there, counting that move: "X in 3", "draw".
fn hints(board: Board, lang: Lang) -> impl Iterator<Item = (Cell, CellView)> {
    table::moves(board).map(move |(cell, after)| {
        (
            cell,
            CellView {
                label: Some(hint_text(after, lang)),
                ..CellView::default()
            },
        )
    })
}

fn hint_text(after: Outcome, lang: Lang) -> (String, Option<Player>) {
    let made = after.of_move();
    match made.winner {
        Some(winner) => {
            let plies = made.plies;
            (
                lang.pick(format!("{winner} in {plies}"), format!("{winner} {plies} 步获胜")),
                Some(winner),
            )
        }
        None => (lang.pick("draw", "平局").to_string(), None),
    }
}
