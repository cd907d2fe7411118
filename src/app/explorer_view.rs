//! The search explorer: a position (the game's, or one typed in), the search to record from it, and the
//! program running: its pseudocode with the current line lit, the call stack, the current call's
//! board large, and the tree the search visited; a step-through below replays it step by step. Side by
//! side when the window is wide, one part at a time when it is narrow.

use std::sync::Arc;

use egui::{Key, RichText, Ui};

use super::action::Action;
use super::explorer::Explorer;
use super::state::State;
use super::style::count;
use super::tree_view::{self, ROW_HEIGHT};
use super::view::View;
use super::{node_view, program_view, stack_view, step_bar};
use crate::board::Board;
use crate::engines::Rung;
use crate::search::{NodeId, Trace};

/// The explorer's own drawing state: what is typed in the position field, what the pointer is on,
/// and, when the window is narrow, which part is shown.
#[derive(Default)]
pub struct ExplorerView {
    /// The text of the position field, and the root it was last set from.
    typed: String,
    typed_for: Option<Board>,
    /// Why the typed position was not explored.
    error: Option<String>,
    /// The row under the pointer in the last frame, shown large instead of the current call, until
    /// the pointer leaves the tree or the program steps on.
    hovered: Option<NodeId>,
    /// The step last shown, so the tree and the pseudocode bring a new one into view once.
    shown_step: Option<usize>,
    /// Which trace the two above belong to, so a new trace starts them afresh.
    shown_trace: usize,
    /// The part shown when the window is too narrow for all three side by side, and the one shown
    /// last, so a part just opened brings the current step into view.
    part: Part,
    shown_part: Option<Part>,
}

/// The parts of the explorer, side by side when there is room, one at a time when not.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Part {
    /// The pseudocode running.
    #[default]
    Program,
    /// The call stack and the current call's board.
    Stack,
    /// The tree of positions the search visited.
    Tree,
}

impl Part {
    const ALL: [(Part, &'static str); 3] = [
        (Part::Program, "Program"),
        (Part::Stack, "Call stack and board"),
        (Part::Tree, "Tree"),
    ];
}

/// The width below which the explorer shows its parts one at a time.
const SIDE_BY_SIDE: f32 = 1000.0;

impl View for ExplorerView {
    fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        let explorer = &state.explorer;
        if self.typed_for != Some(explorer.board) {
            self.typed = explorer.board.to_string();
            self.typed_for = Some(explorer.board);
            self.error = None;
        }
        self.controls(ui, state, actions);
        ui.separator();
        let (Some(trace), Some(steps)) = (explorer.trace.clone(), explorer.steps.clone()) else {
            return;
        };
        // Node ids name nodes of one trace only.
        if self.shown_trace != Arc::as_ptr(&trace) as usize {
            self.shown_trace = Arc::as_ptr(&trace) as usize;
            self.hovered = None;
            self.shown_step = None;
        }
        let follow = self.shown_step != Some(explorer.step);
        if follow {
            // The program stepped: the board shows the step, not a row the pointer rests on.
            self.hovered = None;
        }
        egui::Panel::bottom("step-through").show(ui, |ui| step_bar::show(ui, explorer, actions));
        let current = steps.steps().get(explorer.step).copied();
        let call_node = current
            .and_then(|step| explorer.visits.get(step.call as usize).copied())
            .unwrap_or(0);
        let shown = self.hovered.unwrap_or(call_node);
        let trying = current.filter(|_| self.hovered.is_none()).and_then(|step| step.action);
        let now = state.now;
        // Wide, the board leads; narrow, the stack does, as the part's name says.
        let board_and_stack = |ui: &mut Ui, actions: &mut Vec<Action>, stack_first: bool, follow: bool| {
            egui::ScrollArea::vertical().id_salt("board and stack").show(ui, |ui| {
                if stack_first {
                    stack_view::show(ui, &steps, explorer.step, follow);
                    ui.separator();
                }
                node_view::show(ui, &trace, explorer, now, shown, trying, actions);
                if !stack_first {
                    ui.separator();
                    stack_view::show(ui, &steps, explorer.step, follow);
                }
                ui.separator();
                node_view::facts(ui, &trace, shown);
            });
        };
        if ui.available_width() >= SIDE_BY_SIDE {
            // The pseudocode's longest line wants the middle's 40%; the board and the tree share the rest.
            // Shares of the window, so the parts follow it as it grows and shrinks.
            let side = ui.available_width() * 0.3;
            egui::Panel::right("explorer board")
                .resizable(false)
                .exact_size(side)
                .show(ui, |ui| board_and_stack(ui, actions, false, follow));
            egui::Panel::left("explorer tree")
                .resizable(false)
                .exact_size(side)
                .show(ui, |ui| self.tree(ui, &trace, explorer, follow, actions));
            egui::CentralPanel::default().show(ui, |ui| program_view::show(ui, &steps, explorer.step, follow));
        } else {
            ui.horizontal(|ui| {
                for (part, label) in Part::ALL {
                    if ui.selectable_label(self.part == part, label).clicked() {
                        self.part = part;
                    }
                }
            });
            let follow = follow || self.shown_part != Some(self.part);
            self.shown_part = Some(self.part);
            match self.part {
                Part::Program => program_view::show(ui, &steps, explorer.step, follow),
                Part::Stack => board_and_stack(ui, actions, true, follow),
                Part::Tree => self.tree(ui, &trace, explorer, follow, actions),
            }
        }
        self.shown_step = Some(explorer.step);
    }
}

impl ExplorerView {
    /// The position field, the search switch and what the search cost.
    fn controls(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        let explorer = &state.explorer;
        ui.horizontal_wrapped(|ui| {
            let name = ui.label("Position").id;
            let field = ui
                .add(
                    egui::TextEdit::singleline(&mut self.typed)
                        .desired_width(110.0)
                        .font(egui::TextStyle::Monospace)
                        .hint_text("X.O/.X./..."),
                )
                .labelled_by(name);
            let field = field.on_hover_text("Nine cells row by row: X, O and . for empty; / between rows is allowed");
            if field.changed() {
                self.error = None;
            }
            let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
            if ui.button("Show its tree").clicked() || entered {
                match self.typed.parse::<Board>() {
                    Ok(board) => actions.push(Action::Explore(board, explorer.wanted().1)),
                    Err(e) => self.error = Some(format!("Not a position: {e}")),
                }
            }
            if ui
                .button("The game's board")
                .on_hover_text("Explore the position on the game's board")
                .clicked()
            {
                actions.push(Action::ExploreGame);
            }
            ui.separator();
            let shown = explorer.wanted().1;
            // As wide as the longest choice, whichever is chosen, so nothing beside it moves.
            egui::ComboBox::from_id_salt("explorer search")
                .selected_text(shown.title())
                .width(300.0)
                .show_ui(ui, |ui| {
                    for rung in Rung::ALL {
                        let choice = ui
                            .selectable_label(shown == rung, rung.title())
                            .on_hover_text(rung.idea());
                        if choice.clicked() && shown != rung {
                            actions.push(Action::SetSearch(rung));
                        }
                    }
                })
                .response
                .on_hover_text("The search to trace: any rung of the enhancement ladder");
        });
        // One row for what is happening: the position refused, the recording, or what it cost; so
        // nothing below it moves whichever it is.
        ui.horizontal(|ui| {
            ui.set_min_height(ui.spacing().interact_size.y);
            match (&self.error, explorer.requested, &explorer.trace) {
                (Some(error), _, _) => {
                    ui.colored_label(ui.visuals().error_fg_color, error);
                }
                (None, Some((board, rung, _)), _) => {
                    ui.spinner();
                    ui.label(format!("Recording {} from {board}...", rung.title()));
                }
                (None, None, Some(trace)) => {
                    ui.label(RichText::new(summary(trace, explorer)).strong());
                }
                (None, None, None) => {}
            }
        });
    }

    /// The rows of the tree, only those that are open, drawn only where they can be seen; scrolled to
    /// the current row when `follow` (the program has just stepped).
    fn tree(&mut self, ui: &mut Ui, trace: &Trace, explorer: &Explorer, follow: bool, actions: &mut Vec<Action>) {
        let rows = tree_view::visible_rows(trace, explorer);
        let row_height = ROW_HEIGHT + ui.spacing().item_spacing.y;
        let mut scroll = egui::ScrollArea::both().id_salt("tree").auto_shrink([false, false]);
        if follow && let Some(at) = rows.iter().position(|&id| id == explorer.selected) {
            let offset = (at as f32 * row_height - ui.available_height() / 2.0).max(0.0);
            scroll = scroll.vertical_scroll_offset(offset);
        }
        let output = scroll.show_rows(ui, ROW_HEIGHT, rows.len(), |ui, range| {
            tree_view::show_rows(ui, trace, explorer, &rows, range, actions)
        });
        // A row previews while the pointer is on it; leaving the tree returns to the step.
        let over_tree = ui.rect_contains_pointer(output.inner_rect);
        self.hovered = output.inner.filter(|_| over_tree);
    }
}

/// "Alpha-beta with move ordering from XO..X....: 61 positions visited, 53 moves never searched".
fn summary(trace: &Trace, explorer: &Explorer) -> String {
    format!(
        "{} from {}: {} visited, {} never searched",
        explorer.rung.title(),
        explorer.board,
        count(trace.visited_in(0), "position"),
        count(trace.pruned_in(0), "move")
    )
}
