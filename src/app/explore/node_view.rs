//! The explorer's large board: the row under the pointer, or else the call the program is in with the
//! action it is trying; its best moves tinted, what the table and the search say of it (a bound worded
//! as what it is), the table's principal line beside the search's own, and "Replay this line", which
//! replays the table's line on the board move by move.

use egui::{RichText, Ui};

use crate::app::explore::program_view::bound_sentence;
use crate::app::explore::replay::Replay;
use crate::app::explore::tree_view::path_name;
use crate::app::explore::{Action, Explorer, Known, REPLAY_STEP};
use crate::app::widgets::board_widget::{BoardWidget, CellView};
use crate::app::widgets::style::{count, steady_button, thousands};
use crate::board::{Board, Cell};
use crate::lang::Lang;
use crate::search::{NodeId, Trace, Visit};
use crate::table;

/// Draws node `id`'s board large, at most `largest` points on a side, with what to do from it.
/// `trying` is the action the program is trying there, when the node is the current call rather than
/// a row looked at; `replay`, the line replayed, whose board shows instead, `id` being the deepest
/// node of the line that the search visited.
pub fn show(
    ui: &mut Ui,
    (explorer, lang): (&Explorer, Lang),
    trace: &Trace,
    (id, trying): (NodeId, Option<Cell>),
    replay: Option<&Replay>,
    largest: f32,
    actions: &mut Vec<Action>,
) {
    let Some(node) = trace.nodes().get(id as usize) else {
        return;
    };
    let entry = table::probe(node.board);
    // One line, however deep the node, so nothing below it moves.
    let path = path_name(trace, id, lang);
    let title = lang.pick(format!("Position {path}"), format!("局面 {path}"));
    // Cut short, its whole text shows on hover (egui's own tooltip: one, not two).
    ui.add(egui::Label::new(RichText::new(&title).strong()).truncate());
    // The buttons first, so they stay put whichever node is shown.
    ui.horizontal(|ui| match replay {
        Some(replay) => replaying(ui, replay, lang, actions),
        None => from_here(ui, explorer, lang, (id, node.board), actions),
    });
    // The table's best moves and line answer the search: shown once it has returned from here.
    let done = explorer.known(id) == Known::Done;
    let mut widget = match (replay, trying) {
        (Some(replay), _) => {
            if replay.running() {
                ui.ctx().request_repaint_after(REPLAY_STEP / 4);
            }
            line_replayed(replay)
        }
        (None, Some(cell)) => trying_board(node.board, cell, done),
        (None, None) if done => annotated(node.board),
        (None, None) => BoardWidget::of(node.board),
    };
    // The one large board of the tab: a screen reader reads its cells.
    widget.named = Some(lang);
    let side = ui.available_width().min(largest).max(80.0);
    ui.vertical_centered(|ui| widget.show_sized(ui, side));
    let turn = match replay.map_or(node.board, |replay| replay.board).to_move() {
        Some(player) => lang.pick(format!("{player} to move"), format!("轮到 {player}")),
        None => lang.pick("game over", "对局结束").to_string(),
    };
    let board = replay.map_or(node.board, |replay| replay.board);
    let outcome = entry.outcome.words(lang);
    ui.label(match done {
        true => lang.pick(
            format!("{board}  ·  {turn}  ·  perfect play: {outcome}"),
            format!("{board}  ·  {turn}  ·  完美对弈：{outcome}"),
        ),
        false => format!("{board}  ·  {turn}"),
    });
}

/// While a line is replayed: stop it, and how far it has come.
fn replaying(ui: &mut Ui, replay: &Replay, lang: Lang, actions: &mut Vec<Action>) {
    // As wide whichever it says, so nothing beside it moves.
    let (stop, back) = (lang.pick("Stop", "停止"), lang.pick("Back to the search", "回到搜索"));
    let label = if replay.running() { stop } else { back };
    if steady_button(ui, true, &[stop, back], label)
        .on_hover_text(lang.pick(
            "Stop replaying the line and show the program's step again",
            "停止演示这条变例，重新显示程序当前的步骤",
        ))
        .clicked()
    {
        actions.push(Action::StopReplay);
    }
    let (shown, total) = (replay.shown, replay.line.len());
    ui.label(match replay.running() {
        true => lang.pick(
            format!("Replaying the table's line: move {shown} of {total}"),
            format!("正在演示完美对弈表的变例：第 {shown} 步，共 {total} 步"),
        ),
        false => lang.pick(
            format!("The table's line, replayed: {}", count(total as u64, "move")),
            format!("完美对弈表的变例已演示完：共 {total} 步"),
        ),
    });
}

/// Replay the table's line from node `id` (once the search has returned from it), or explore from it.
fn from_here(ui: &mut Ui, explorer: &Explorer, lang: Lang, (id, board): (NodeId, Board), actions: &mut Vec<Action>) {
    let live = board.to_move().is_some();
    // The table's line answers the search: replayed once the search has returned from here.
    let done = explorer.known(id) == Known::Done;
    if ui
        .add_enabled(
            live && done,
            egui::Button::new(lang.pick("Replay this line", "演示这条变例")),
        )
        .on_hover_text(lang.pick(
            "Replay the table's best moves on the board, one by one",
            "在棋盘上逐步走出完美对弈表的最佳着法",
        ))
        .on_disabled_hover_text(match live {
            true => lang.pick(
                "The table's line shows once the search has returned from here",
                "搜索从这里返回后才显示完美对弈表的变例",
            ),
            false => lang.pick(
                "The game is over here: there is no line to replay",
                "这里对局已经结束：没有可演示的变例",
            ),
        })
        .clicked()
    {
        actions.push(Action::ReplayLine(id));
    }
    if ui
        .add_enabled(
            id != 0 && live,
            egui::Button::new(lang.pick("Explore from here", "从这里探索")),
        )
        .on_hover_text(lang.pick(
            "Make this position the root and search it again",
            "以这个局面为根结点重新搜索",
        ))
        .on_disabled_hover_text(match live {
            true => lang.pick("This is already the root", "这已经是根结点"),
            false => lang.pick(
                "The game is over here: there is no move to search",
                "这里对局已经结束：没有可搜索的着法",
            ),
        })
        .clicked()
    {
        actions.push(Action::Record(board, explorer.shown().rung));
    }
}

/// What the table and the search say of node `id`: the score as exact or a bound, the window, what
/// lies below, the table's principal line and the search's own.
pub fn facts(ui: &mut Ui, explorer: &Explorer, trace: &Trace, id: NodeId, lang: Lang) {
    if trace.nodes().get(id as usize).is_none() {
        return;
    }
    // Each in a slot of its own height, whatever it says, so that nothing below them moves.
    slot(ui, "principal lines", 3.0, |ui| {
        if explorer.known(id) == Known::Done {
            lines(ui, trace, id, lang);
        }
    });
    ui.separator();
    slot(ui, "search facts", 4.0, |ui| {
        search_facts(ui, explorer, trace, id, lang)
    });
}

/// Draws `content` in a slot `rows` lines of text tall, scrolling when it holds more.
fn slot(ui: &mut Ui, name: &str, rows: f32, content: impl FnOnce(&mut Ui)) {
    let height = rows * ui.text_style_height(&egui::TextStyle::Body);
    let size = egui::vec2(ui.available_width(), height);
    ui.allocate_ui_with_layout(size, egui::Layout::top_down(egui::Align::Min), |ui| {
        ui.set_min_size(size);
        egui::ScrollArea::vertical()
            .id_salt(name)
            .max_height(height)
            .auto_shrink([false, true])
            .show(ui, content);
    });
}

/// What the search says of node `id`, as far as the program has come.
fn search_facts(ui: &mut Ui, explorer: &Explorer, trace: &Trace, id: NodeId, lang: Lang) {
    let node = trace.node(id);
    match (&node.visit, explorer.known(id)) {
        (_, Known::NotYet) => {
            ui.label(lang.pick(
                "Not yet tried: the program has not come to this move.",
                "尚未尝试：程序还没有走到这个着法。",
            ));
        }
        (Visit::Searched(found), Known::UnderWay) => {
            let mut text = lang.pick("Being searched", "正在搜索").to_string();
            if let Some((alpha, beta)) = found.window {
                let (alpha, beta) = (alpha.signed(), beta.signed());
                text.push_str(&lang.pick(
                    format!(", called with α {alpha} and β {beta}"),
                    format!("，调用时 α {alpha}，β {beta}"),
                ));
            }
            text.push_str(lang.pick(
                ": what it returns shows when the program gets there.",
                "：它的返回值要等程序执行到那里才显示。",
            ));
            ui.label(text);
        }
        (Visit::Searched(found), _) => {
            let (score, kind) = (found.score.signed(), found.bound.words(lang));
            let sentence = bound_sentence(found.score, found.bound, node.board, lang);
            let mut text = lang.pick(
                format!("The search returned {score} ({kind}): {sentence}"),
                format!("搜索返回 {score}（{kind}）：{sentence}"),
            );
            if let Some((alpha, beta)) = found.window {
                let (alpha, beta) = (alpha.signed(), beta.signed());
                text.push_str(&lang.pick(
                    format!(", called with α {alpha} and β {beta}"),
                    format!("；调用时 α {alpha}，β {beta}"),
                ));
            }
            if found.remembered {
                text.push_str(lang.pick(", remembered from the transposition table", "；取自置换表"));
            }
            text.push_str(lang.pick(".", "。"));
            ui.label(text);
            if trace.children(id).next().is_some() {
                let (visited, pruned) = (trace.visited_in(id) - 1, trace.pruned_in(id));
                ui.label(lang.pick(
                    format!(
                        "Below it: {} visited, {} pruned.",
                        count(visited, "position"),
                        count(pruned, "move")
                    ),
                    format!(
                        "其下：访问了 {} 个结点，剪去了 {} 个着法。",
                        thousands(visited),
                        thousands(pruned)
                    ),
                ));
            }
        }
        (Visit::Pruned { .. }, _) => {
            let why = trace.why_pruned(id, lang).unwrap_or_default();
            let said = lang.pick(format!("Never searched. {why}."), format!("从未搜索。{why}。"));
            ui.label(RichText::new(said).italics());
        }
    }
}

/// The table's principal line and the line this search chose, and whether they differ.
fn lines(ui: &mut Ui, trace: &Trace, id: NodeId, lang: Lang) {
    let board = trace.node(id).board;
    let table_line = table::principal_line(board);
    if table_line.is_empty() {
        return;
    }
    let written = |line: &[Cell]| line.iter().map(|c| c.to_string()).collect::<Vec<_>>().join("  ");
    let table_written = written(&table_line);
    ui.label(lang.pick(
        format!("Principal line, the table's: {table_written}"),
        format!("主要变例（完美对弈表）：{table_written}"),
    ));
    let searched = searched_line(trace, id);
    if searched.is_empty() {
        return;
    }
    let searched_written = written(&searched);
    ui.label(lang.pick(
        format!("The line this search chose: {searched_written}"),
        format!("这次搜索选择的变例：{searched_written}"),
    ));
    let differ = table_line.iter().zip(&searched).position(|(a, b)| a != b);
    if let Some(at) = differ {
        let mut now = board;
        for &cell in &searched[..at] {
            now = now.play(cell).expect("a line move is legal");
        }
        let entry = table::probe(now);
        let best = entry.best.contains(searched[at]);
        let after = now.play(searched[at]).expect("a line move is legal");
        let keeps = table::probe(after).outcome.value() == entry.outcome.value();
        let (number, chose, table_first) = (at + 1, searched[at], table_line[at]);
        let outcome = entry.outcome.words(lang);
        let note = match (best, keeps) {
            (true, _) => lang.pick(
                format!("They part at move {number}: the search plays {chose} where the table's first best move is {table_first}, another equally good move."),
                format!("两条变例在第 {number} 步出现分歧：搜索走 {chose}，完美对弈表的第一个最佳着法是 {table_first}，两步同样好。"),
            ),
            // The course's searches keep the outcome, not the fastest win: a slower win is still a win.
            (false, true) => lang.pick(
                format!("They part at move {number}: the search plays {chose}, which keeps the outcome ({outcome}) but not as fast as the table's {table_first}."),
                format!("两条变例在第 {number} 步出现分歧：搜索走 {chose}，结局不变（{outcome}），只是不如完美对弈表的 {table_first} 快。"),
            ),
            (false, false) => lang.pick(
                format!("They part at move {number}: the search chose {chose}, not a best move there."),
                format!("两条变例在第 {number} 步出现分歧：搜索选了 {chose}，但它在该局面下不是最佳着法。"),
            ),
        };
        ui.label(RichText::new(note).italics());
    }
}

/// The moves this search chose from `id` down its trace: at each position, the first child that gave
/// its value, as far as the search looked (a position answered from memory or cut short ends it).
fn searched_line(trace: &Trace, id: NodeId) -> Vec<Cell> {
    let mut line = Vec::new();
    let mut now = id;
    while let Some(found) = trace.node(now).searched() {
        let chosen = trace
            .children(now)
            .find(|&child| trace.node(child).searched().is_some_and(|c| c.score == found.score));
        let Some(child) = chosen else { break };
        line.extend(trace.node(child).cell);
        now = child;
    }
    line
}

/// The current call's board: the action being tried drawn faint, and its best moves tinted once
/// the search has returned from it (`done`).
fn trying_board(board: Board, cell: Cell, done: bool) -> BoardWidget {
    let mut widget = BoardWidget::of(board);
    for best in table::probe(board).best.into_iter().filter(|_| done) {
        widget.cells[best.place()].highlight = true;
    }
    if board.get(cell).is_none() {
        widget.cells[cell.place()].ghost = Some(board.next_player());
    }
    widget
}

/// The board with its best moves tinted and its principal line numbered in the movers' colours.
fn annotated(board: Board) -> BoardWidget {
    let mut widget = BoardWidget::of(board);
    let entry = table::probe(board);
    for cell in entry.best {
        widget.cells[cell.place()].highlight = true;
    }
    let mut now = board;
    for (number, cell) in table::principal_line(board).into_iter().enumerate() {
        let mover = now.to_move().expect("a line move is played on an unfinished board");
        widget.cells[cell.place()].label = Some(((number + 1).to_string(), Some(mover)));
        now = now.play(cell).expect("a line move is legal");
    }
    widget
}

/// The board of a line replayed, its last move marked.
fn line_replayed(replay: &Replay) -> BoardWidget {
    let mut widget = BoardWidget::of(replay.board);
    if let Some(&last) = replay.line[..replay.shown].last() {
        widget.cells[last.place()] = CellView {
            highlight: true,
            ..widget.cells[last.place()].clone()
        };
    }
    widget
}
