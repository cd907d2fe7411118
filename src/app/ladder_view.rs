//! The enhancement ladder in the window: every rung's search of the position on the board as a bar on
//! a log scale of the positions it visited, with the numbers, and what each idea adds.

use egui::{Align2, FontId, Rect, RichText, Sense, Ui, WidgetInfo, vec2};

use super::action::Action;
use super::jobs::Task;
use super::state::State;
use super::style::{GREEN, agreement, duration, heading, thousands};
use super::view::View;
use crate::engines::{Decision, Rung};

pub struct LadderView;

impl View for LadderView {
    fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        heading(ui, "The enhancement ladder");
        ui.label("The same search made smarter one idea at a time: each rung visits fewer positions.");
        let running = state.jobs.is_running(Task::Ladder);
        ui.horizontal(|ui| {
            let idle = !running && !state.board().is_terminal();
            if ui
                .add_enabled(idle, egui::Button::new("Climb the ladder"))
                .on_hover_text("Search the position on the board with every rung")
                .clicked()
            {
                actions.push(Action::Climb);
            }
            if running {
                ui.spinner();
            }
        });
        let Some((_, rungs)) = &state.climbed else { return };
        let most = rungs.iter().map(|s| s.nodes).max().unwrap_or(1).max(2) as f32;
        for (rung, found) in Rung::ALL.into_iter().zip(rungs) {
            chart_row(ui, rung, found, most);
        }
    }
}

/// One rung: its name and idea, a bar as long as the log of its nodes, the count, time and agreement.
fn chart_row(ui: &mut Ui, rung: Rung, found: &Decision, most: f32) {
    ui.add_space(2.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(rung.title()).strong())
            .on_hover_text(rung.idea());
        ui.weak(format!("{} · {}", found.outcome, duration(found.elapsed)));
        agreement(ui, found.agrees);
    });
    let width = ui.available_width();
    let (rect, response) = ui.allocate_exact_size(vec2(width, 18.0), Sense::hover());
    let share = (found.nodes.max(1) as f32).ln() / most.ln();
    let bar = Rect::from_min_size(rect.min, vec2((rect.width() * share).max(2.0), rect.height()));
    let painter = ui.painter_at(rect);
    painter.rect_filled(bar, 3.0, GREEN.gamma_multiply(0.6));
    let count = thousands(found.nodes);
    let font = FontId::proportional(13.0);
    painter.text(
        rect.left_center() + vec2(6.0, 0.0),
        Align2::LEFT_CENTER,
        &count,
        font,
        ui.visuals().strong_text_color(),
    );
    let visited = format!("{count} positions visited");
    response.widget_info(|| WidgetInfo::labeled(egui::Role::Label, true, &visited));
    response.on_hover_text(format!("{visited} (the bar's length is on a log scale)"));
}
