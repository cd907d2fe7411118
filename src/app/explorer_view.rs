//! The search explorer: a position (the game's, or one typed in), the search to trace from it, the tree
//! the search visited, a large board of the node in view, and a step-through that replays the search
//! one visited position at a time, in its real order.

use std::sync::Arc;

use egui::{Key, RichText, Slider, Ui};

use super::action::Action;
use super::explorer::Explorer;
use super::node_view;
use super::state::State;
use super::style::{count, heading, thousands};
use super::tree_view::{self, ROW_HEIGHT};
use super::view::View;
use crate::board::Board;
use crate::engines::Rung;
use crate::search::{NodeId, Trace};

/// The explorer's own drawing state: what is typed in the position field, and what the pointer is on.
#[derive(Default)]
pub struct ExplorerView {
    /// The text of the position field, and the root it was last set from.
    typed: String,
    typed_for: Option<Board>,
    /// Why the typed position was not explored.
    error: Option<String>,
    /// The row under the pointer in the last frame, shown large.
    hovered: Option<NodeId>,
    /// The selection last scrolled to, so a new one is brought into view once.
    shown_selected: Option<NodeId>,
    /// Which trace the two above belong to, so a new trace starts them afresh.
    shown_trace: usize,
}

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
        let Some(trace) = explorer.trace.clone() else { return };
        // Node ids name nodes of one trace only.
        if self.shown_trace != Arc::as_ptr(&trace) as usize {
            self.shown_trace = Arc::as_ptr(&trace) as usize;
            self.hovered = None;
            self.shown_selected = None;
        }
        egui::Panel::bottom("step-through").show(ui, |ui| step_through(ui, &trace, explorer, actions));
        // The tree keeps at least half the width.
        let widest = (ui.available_width() / 2.0).max(200.0);
        egui::Panel::right("explorer board")
            .resizable(true)
            .default_size(300.0_f32.min(widest))
            .size_range(200.0..=widest)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    let id = self.hovered.unwrap_or(explorer.selected);
                    node_view::show(ui, &trace, explorer, state.now, id, actions);
                });
            });
        egui::CentralPanel::default().show(ui, |ui| self.tree(ui, &trace, explorer, actions));
    }
}

impl ExplorerView {
    /// The position field, the search switch and what the search cost.
    fn controls(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        let explorer = &state.explorer;
        ui.horizontal_wrapped(|ui| {
            ui.label("Position");
            let field = ui.add(
                egui::TextEdit::singleline(&mut self.typed)
                    .desired_width(110.0)
                    .font(egui::TextStyle::Monospace)
                    .hint_text("X.O/.X./..."),
            );
            let field = field.on_hover_text("Nine cells row by row: X, O and . for empty; / between rows is allowed");
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
            egui::ComboBox::from_id_salt("explorer search")
                .selected_text(shown.title())
                .width(250.0)
                .show_ui(ui, |ui| {
                    for rung in Rung::ALL {
                        let choice = ui
                            .selectable_label(explorer.rung == rung, rung.title())
                            .on_hover_text(rung.idea());
                        if choice.clicked() && explorer.rung != rung {
                            actions.push(Action::Explore(explorer.board, rung));
                        }
                    }
                })
                .response
                .on_hover_text("The search to trace: any rung of the enhancement ladder");
        });
        if let Some(error) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, error);
        }
        ui.horizontal(|ui| match (explorer.requested, &explorer.trace) {
            (Some((board, rung, _)), _) => {
                ui.spinner();
                ui.label(format!("Recording {} from {board}...", rung.title()));
            }
            (None, Some(trace)) => {
                ui.label(RichText::new(summary(trace, explorer)).strong());
            }
            (None, None) => {}
        });
    }

    /// The rows of the tree, only those that are open, drawn only where they can be seen.
    fn tree(&mut self, ui: &mut Ui, trace: &Trace, explorer: &Explorer, actions: &mut Vec<Action>) {
        let rows = tree_view::visible_rows(trace, explorer);
        let row_height = ROW_HEIGHT + ui.spacing().item_spacing.y;
        let mut scroll = egui::ScrollArea::both().auto_shrink([false, false]);
        if self.shown_selected != Some(explorer.selected) {
            self.shown_selected = Some(explorer.selected);
            if let Some(at) = rows.iter().position(|&id| id == explorer.selected) {
                let offset = (at as f32 * row_height - ui.available_height() / 2.0).max(0.0);
                scroll = scroll.vertical_scroll_offset(offset);
            }
        }
        self.hovered = scroll
            .show_rows(ui, ROW_HEIGHT, rows.len(), |ui, range| {
                tree_view::show_rows(ui, trace, explorer, &rows, range, actions)
            })
            .inner;
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

/// Back, next and a slider over the search's visits in order, and what the search saw at the step.
fn step_through(ui: &mut Ui, trace: &Trace, explorer: &Explorer, actions: &mut Vec<Action>) {
    let steps = explorer.visits.len();
    let step = explorer.step();
    ui.add_space(4.0);
    heading(ui, "Step through the search");
    ui.horizontal(|ui| {
        if ui.add_enabled(step > 0, egui::Button::new("Back")).clicked() {
            actions.push(Action::Step(step - 1));
        }
        if ui.add_enabled(step + 1 < steps, egui::Button::new("Next")).clicked() {
            actions.push(Action::Step(step + 1));
        }
        let mut shown = step + 1;
        let slider = Slider::new(&mut shown, 1..=steps.max(1)).text(format!("of {}", thousands(steps as u64)));
        if ui
            .add(slider)
            .on_hover_text("The positions in the order the search visited them")
            .changed()
        {
            actions.push(Action::Step(shown - 1));
        }
    });
    let id = explorer.visits.get(step).copied().unwrap_or(0);
    let node = trace.node(id);
    let window = node
        .searched()
        .and_then(|found| found.window)
        .map_or(String::new(), |(alpha, beta)| {
            format!(" with α {:+} β {:+}", alpha.get(), beta.get())
        });
    let found = node.searched().map_or(String::new(), |found| {
        format!("; it returned {:+} {}", found.score.get(), found.bound.name())
    });
    // One line whatever the step, so the buttons above never move; the whole text on hover.
    let text = format!(
        "Step {}: visiting {} ({}){window}{found}.",
        thousands(step as u64 + 1),
        node.board,
        tree_view::path_name(trace, id)
    );
    ui.add(egui::Label::new(&text).truncate()).on_hover_text(&text);
    ui.add_space(4.0);
}
