//! The window's colours and the way it writes numbers, shared by every view.

use std::time::Duration;

use egui::{Color32, RichText, Ui, Visuals};

use crate::board::Player;
pub use crate::output::numbers::{count, thousands};

/// The colour of a side's marks and words: bright on the dark theme, deep on the light one, so text
/// in it reads at 4.5:1 or more (WCAG AA) on either background.
pub fn player_color(visuals: &Visuals, player: Player) -> Color32 {
    match (visuals.dark_mode, player) {
        (true, Player::X) => Color32::from_rgb(0x60, 0xa5, 0xfa),
        (true, Player::O) => Color32::from_rgb(0xf5, 0x9e, 0x0b),
        (false, Player::X) => Color32::from_rgb(0x1d, 0x4e, 0xd8),
        (false, Player::O) => Color32::from_rgb(0x92, 0x40, 0x0e),
    }
}

/// Agreement with the table, the winning line, a best move: green that reads at 4.5:1 or more on
/// either theme's background.
pub fn green(visuals: &Visuals) -> Color32 {
    match visuals.dark_mode {
        true => Color32::from_rgb(0x22, 0xc5, 0x5e),
        false => Color32::from_rgb(0x16, 0x65, 0x34),
    }
}

/// Gives both themes a weak text (hints, help lines) that still reads at 4.5:1 or more: egui's own
/// fades the normal text to about 2.8:1.
pub fn configure(ctx: &egui::Context) {
    ctx.style_mut_of(egui::Theme::Dark, |style| {
        style.visuals.weak_text_color = Some(Color32::from_gray(150));
    });
    ctx.style_mut_of(egui::Theme::Light, |style| {
        style.visuals.weak_text_color = Some(Color32::from_gray(100));
    });
}

/// "850 µs", "3.92 ms", "1.25 s".
pub fn duration(d: Duration) -> String {
    let micros = d.as_secs_f64() * 1e6;
    if micros < 0.5 {
        // Rounded to 0 it would read as no time at all.
        "under 1 µs".to_string()
    } else if micros < 1_000.0 {
        format!("{micros:.0} µs")
    } else if micros < 1_000_000.0 {
        format!("{:.2} ms", micros / 1e3)
    } else {
        format!("{:.2} s", micros / 1e6)
    }
}

/// A section's heading in the side panel.
pub fn heading(ui: &mut Ui, text: &str) {
    ui.label(RichText::new(text).strong());
}

/// The mark every computer answer carries: a green tick when it is the table's answer, a red cross
/// and capitals when not. Drawn rather than typed, since the bundled fonts have no such glyphs.
pub fn agreement(ui: &mut Ui, agrees: bool) {
    let color = if agrees {
        green(ui.visuals())
    } else {
        ui.visuals().error_fg_color
    };
    let size = ui.text_style_height(&egui::TextStyle::Body);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    let r = rect.shrink(size * 0.15);
    let stroke = egui::Stroke::new(size * 0.14, color);
    if agrees {
        let points = [
            r.left_center(),
            egui::pos2(r.left() + r.width() * 0.38, r.bottom()),
            r.right_top(),
        ];
        ui.painter().line(points.to_vec(), stroke);
    } else {
        ui.painter().line_segment([r.left_top(), r.right_bottom()], stroke);
        ui.painter().line_segment([r.right_top(), r.left_bottom()], stroke);
    }
    let text = if agrees {
        RichText::new("agrees")
    } else {
        RichText::new("DISAGREES").strong()
    };
    ui.label(text.color(color));
}

/// A button whose label changes (Pause and Resume, Play and Pause) at the width of its widest label,
/// so the controls beside it never move.
pub fn steady_button(ui: &mut Ui, enabled: bool, labels: &[&str], shown: &str) -> egui::Response {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let widest = ui.fonts_mut(|fonts| {
        labels
            .iter()
            .map(|label| {
                fonts
                    .layout_no_wrap(label.to_string(), font.clone(), Color32::WHITE)
                    .size()
                    .x
            })
            .fold(0.0, f32::max)
    });
    let width = widest + 2.0 * ui.spacing().button_padding.x;
    ui.add_enabled(enabled, egui::Button::new(shown).min_size(egui::vec2(width, 0.0)))
}
