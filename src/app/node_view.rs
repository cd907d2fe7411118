//! The explorer's large board: the row under the pointer, or else the call the program is in with the
//! action it is trying; its best moves tinted, what the table and the search say of it (a bound worded
//! as what it is), the table's principal line beside the search's own, and "play this line", which
//! plays the table's line out on the board move by move.

use std::time::{Duration, Instant};

use egui::{RichText, Ui};

use super::action::Action;
use super::board_widget::{BoardWidget, CellView};
use super::explorer::{Explorer, LINE_STEP};
use super::program_view::bound_sentence;
use super::style::count;
use super::tree_view::path_name;
use crate::board::{Board, Cell};
use crate::search::{NodeId, Trace, Visit};
use crate::table;

/// Draws node `id`'s board large, with what to do from it. `trying` is the action the program is trying
/// there, when the node is the current call rather than a row looked at.
pub fn show(
    ui: &mut Ui,
    trace: &Trace,
    explorer: &Explorer,
    now: Instant,
    id: NodeId,
    trying: Option<Cell>,
    actions: &mut Vec<Action>,
) {
    let Some(node) = trace.nodes().get(id as usize) else {
        return;
    };
    let entry = table::probe(node.board);
    // One line, however deep the node, so nothing below it moves.
    let title = format!("Position {}", path_name(trace, id));
    // Cut short, its whole text shows on hover (egui's own tooltip: one, not two).
    ui.add(egui::Label::new(RichText::new(&title).strong()).truncate());
    // The buttons first, so they stay put whichever node is shown.
    ui.horizontal(|ui| {
        let live = node.board.to_move().is_some();
        if ui
            .add_enabled(live, egui::Button::new("Play this line"))
            .on_hover_text("Play the table's best moves out on the board, one by one")
            .on_disabled_hover_text("The game is over here: there is no line to play")
            .clicked()
        {
            actions.push(Action::Select(id));
            actions.push(Action::PlayLine);
        }
        if ui
            .add_enabled(id != 0 && live, egui::Button::new("Explore from here"))
            .on_hover_text("Make this position the root and search it again")
            .on_disabled_hover_text(match live {
                true => "This is already the root",
                false => "The game is over here: there is nothing to search",
            })
            .clicked()
        {
            actions.push(Action::Explore(node.board, explorer.rung));
        }
    });
    let playing = (explorer.selected == id).then_some(explorer.line_started).flatten();
    let widget = match (playing, trying) {
        (Some(started), _) => line_played(node.board, now.saturating_duration_since(started), ui.ctx()),
        (None, Some(cell)) => trying_board(node.board, cell),
        (None, None) => annotated(node.board),
    };
    let side = ui.available_width().clamp(120.0, 180.0);
    ui.vertical_centered(|ui| widget.show_sized(ui, side));
    let turn = match node.board.to_move() {
        Some(player) => format!("{player} to move"),
        None => "game over".to_string(),
    };
    ui.label(format!("{}  ·  {turn}  ·  perfect play: {}", node.board, entry.outcome));
}

/// What the table and the search say of node `id`: the score as exact or a bound, the window, what
/// lies below, the table's principal line and the search's own.
pub fn facts(ui: &mut Ui, trace: &Trace, id: NodeId) {
    let Some(node) = trace.nodes().get(id as usize) else {
        return;
    };
    match &node.visit {
        Visit::Searched(found) => {
            let mut text = format!(
                "The search returned {} ({}): {}",
                found.score.signed(),
                found.bound.words(),
                bound_sentence(Some(found.score), found.bound)
            );
            if let Some((alpha, beta)) = found.window {
                text.push_str(&format!(", called with α {} and β {}", alpha.signed(), beta.signed()));
            }
            if found.remembered {
                text.push_str(", remembered from the transposition table");
            }
            ui.label(format!("{text}."));
            if trace.children(id).next().is_some() {
                ui.label(format!(
                    "Below it: {} visited, {} pruned.",
                    count(trace.visited_in(id) - 1, "position"),
                    count(trace.pruned_in(id), "move")
                ));
            }
        }
        Visit::Pruned { .. } => {
            let why = trace.why_pruned(id).unwrap_or_default();
            ui.label(RichText::new(format!("Never searched. {why}.")).italics());
        }
    }
    lines(ui, trace, id);
}

/// The table's principal line and the line this search chose, and whether they differ.
fn lines(ui: &mut Ui, trace: &Trace, id: NodeId) {
    let board = trace.node(id).board;
    let table_line = table::principal_line(board);
    if table_line.is_empty() {
        return;
    }
    let written = |line: &[Cell]| line.iter().map(|c| c.to_string()).collect::<Vec<_>>().join("  ");
    ui.label(format!("Principal line, the table's: {}", written(&table_line)));
    let searched = searched_line(trace, id);
    if searched.is_empty() {
        return;
    }
    ui.label(format!("The line this search chose: {}", written(&searched)));
    let differ = table_line.iter().zip(&searched).position(|(a, b)| a != b);
    if let Some(at) = differ {
        let mut now = board;
        for &cell in &searched[..at] {
            now = now.play(cell).expect("a line move is legal");
        }
        let best = table::probe(now).best.contains(searched[at]);
        let note = match best {
            true => format!(
                "They part at move {}: the search plays {} where the table's first best move is {}, another equally good move.",
                at + 1,
                searched[at],
                table_line[at]
            ),
            false => format!(
                "They part at move {}: the search chose {}, not a best move there.",
                at + 1,
                searched[at]
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

/// The current call's board: its best moves tinted, the action being tried drawn faint.
fn trying_board(board: Board, cell: Cell) -> BoardWidget {
    let mut widget = BoardWidget::of(board);
    widget.named = false;
    for best in table::probe(board).best {
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
    widget.named = false;
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

/// The board with as much of its principal line played as `playing` has given, one move per step.
fn line_played(board: Board, playing: Duration, ctx: &egui::Context) -> BoardWidget {
    let line = table::principal_line(board);
    let shown = ((playing.as_secs_f32() / LINE_STEP.as_secs_f32()) as usize + 1).min(line.len());
    let after = line[..shown]
        .iter()
        .fold(board, |now, &cell| now.play(cell).expect("a line move is legal"));
    if shown < line.len() {
        ctx.request_repaint_after(LINE_STEP / 4);
    }
    // Named, so people with a screen reader (and tests) can follow the line as it plays.
    let mut widget = BoardWidget::of(after);
    if let Some(&last) = line[..shown].last() {
        widget.cells[last.place()] = CellView {
            highlight: true,
            ..widget.cells[last.place()].clone()
        };
    }
    widget
}
