//! The explorer's large board: the node under the pointer, or else the one selected, with its best
//! moves tinted and its principal line numbered, what the table and the search say of it, and "play
//! this line", which plays the line out on the board move by move.

use std::time::{Duration, Instant};

use egui::{RichText, Ui};

use super::action::Action;
use super::board_widget::{BoardWidget, CellView};
use super::explorer::{Explorer, LINE_STEP};
use super::style::{count, player_color};
use super::tree_view::{BEST_TINT, path_name};
use crate::board::Board;
use crate::search::{NodeId, Trace, Visit};
use crate::table;

/// Draws what is known of node `id`, the board as large as the space allows.
pub fn show(ui: &mut Ui, trace: &Trace, explorer: &Explorer, now: Instant, id: NodeId, actions: &mut Vec<Action>) {
    let Some(node) = trace.nodes().get(id as usize) else {
        return;
    };
    let entry = table::probe(node.board);
    // One line, however deep the node, so nothing below it moves.
    let title = format!("Position {}", path_name(trace, id));
    ui.add(egui::Label::new(RichText::new(&title).strong()).truncate())
        .on_hover_text(&title);
    // The buttons first, so they stay put whichever node is shown.
    ui.horizontal(|ui| {
        let live = node.board.to_move().is_some();
        if ui
            .add_enabled(live, egui::Button::new("Play this line"))
            .on_hover_text("Play the best moves out on the board, one by one")
            .clicked()
        {
            actions.push(Action::Select(id));
            actions.push(Action::PlayLine);
        }
        if ui
            .add_enabled(id != 0 && live, egui::Button::new("Explore from here"))
            .on_hover_text("Make this position the root and search it again")
            .clicked()
        {
            actions.push(Action::Explore(node.board, explorer.rung));
        }
    });
    let turn = match node.board.to_move() {
        Some(player) => format!("{player} to move"),
        None => "game over".to_string(),
    };
    ui.label(format!("{}  ·  {turn}  ·  perfect play: {}", node.board, entry.outcome));
    match &node.visit {
        Visit::Searched(found) => {
            let mut text = format!(
                "The search found {:+} ({}), {}",
                found.score.get(),
                found.score,
                found.bound.name()
            );
            if let Some((alpha, beta)) = found.window {
                text.push_str(&format!(", searched with α {:+} β {:+}", alpha.get(), beta.get()));
            }
            if found.remembered {
                text.push_str(", remembered from the transposition table");
            }
            ui.label(text);
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
    let line = table::principal_line(node.board);
    if !line.is_empty() {
        let moves: Vec<String> = line.iter().map(|c| c.to_string()).collect();
        ui.label(format!("Principal line: {}", moves.join("  ")));
    }
    ui.add_space(4.0);
    let playing = (explorer.selected == id).then_some(explorer.line_started).flatten();
    let widget = match playing {
        Some(started) => line_played(node.board, now.saturating_duration_since(started), ui.ctx()),
        None => annotated(node.board),
    };
    ui.vertical_centered(|ui| widget.show(ui));
}

/// The board with its best moves tinted and its principal line numbered in the movers' colours.
fn annotated(board: Board) -> BoardWidget {
    let mut widget = BoardWidget::of(board);
    widget.named = false;
    let entry = table::probe(board);
    for cell in entry.best {
        widget.cells[cell.place()].tint = Some(BEST_TINT);
    }
    let mut now = board;
    for (number, cell) in table::principal_line(board).into_iter().enumerate() {
        let mover = now.to_move().expect("a line move is played on an unfinished board");
        widget.cells[cell.place()].label = Some(((number + 1).to_string(), player_color(mover)));
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
    let mut widget = BoardWidget::of(after);
    widget.named = false;
    if let Some(&last) = line[..shown].last() {
        widget.cells[last.place()] = CellView {
            tint: Some(BEST_TINT),
            ..widget.cells[last.place()].clone()
        };
    }
    widget
}
