//! The window's colours and the way it writes numbers, shared by every view.

use std::time::Duration;

use egui::{Color32, RichText, Ui};

use crate::board::Player;
pub use crate::output::numbers::{count, thousands};

pub const X_COLOR: Color32 = Color32::from_rgb(0x3b, 0x82, 0xf6);
pub const O_COLOR: Color32 = Color32::from_rgb(0xf5, 0x9e, 0x0b);
/// Agreement with the table, the winning line, a best move.
pub const GREEN: Color32 = Color32::from_rgb(0x22, 0xc5, 0x5e);

/// The colour of a side's marks.
pub fn player_color(player: Player) -> Color32 {
    match player {
        Player::X => X_COLOR,
        Player::O => O_COLOR,
    }
}

/// "850 µs", "3.92 ms", "1.25 s".
pub fn duration(d: Duration) -> String {
    let micros = d.as_secs_f64() * 1e6;
    if micros < 1_000.0 {
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
    let color = if agrees { GREEN } else { ui.visuals().error_fg_color };
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
