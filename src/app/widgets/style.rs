//! The window's colours and the way it writes numbers, shared by every view.

use std::time::Duration;

use egui::{Color32, RichText, Ui, Visuals};

use crate::board::Player;
use crate::engines::Verdict;
use crate::lang::Lang;
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

/// The background of a best move, a winning line, a ladder's bar: the panel tinted green, light
/// enough that any text on it still reads at 4.5:1.
pub fn green_fill(visuals: &Visuals) -> Color32 {
    let share = if visuals.dark_mode { 0.15 } else { 0.2 };
    visuals.panel_fill.lerp_to_gamma(green(visuals), share)
}

/// Gives both themes a weak text (hints, help lines), a warning and an error colour that still read
/// at 4.5:1 or more: egui's own weak text fades to about 2.8:1, and its pure red and orange fall
/// short too.
pub fn configure(ctx: &egui::Context) {
    ctx.style_mut_of(egui::Theme::Dark, |style| {
        style.visuals.weak_text_color = Some(Color32::from_gray(150));
        style.visuals.error_fg_color = Color32::from_rgb(0xf8, 0x71, 0x71);
    });
    ctx.style_mut_of(egui::Theme::Light, |style| {
        style.visuals.weak_text_color = Some(Color32::from_gray(100));
        style.visuals.warn_fg_color = Color32::from_rgb(0xb4, 0x53, 0x09);
        style.visuals.error_fg_color = Color32::from_rgb(0xb9, 0x1c, 0x1c);
    });
}

/// "850 µs", "3.92 ms", "1.25 s"; "under 1 µs" for what the clock read as no time.
pub fn duration(d: Duration, lang: Lang) -> String {
    let micros = d.as_secs_f64() * 1e6;
    if micros < 0.5 && cfg!(target_arch = "wasm32") {
        // A browser's clock moves in steps (Chromium's of 0.1 ms): what ends within one reads as 0.
        lang.pick("too quick for the browser's clock", "快得浏览器的时钟测不出")
            .to_string()
    } else if micros < 0.5 {
        // Rounded to 0 it would read as no time at all.
        lang.pick("under 1 µs", "不到 1 µs").to_string()
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

/// The mark every engine's answer carries: a green tick when it keeps the table's outcome (its words
/// say when the move is not the fastest win or the slowest loss), a red cross and capitals when not.
/// Drawn rather than typed, since the bundled fonts have no such glyphs.
pub fn agreement(ui: &mut Ui, verdict: Verdict, lang: Lang) {
    let keeps = verdict.keeps_outcome();
    let color = if keeps {
        green(ui.visuals())
    } else {
        ui.visuals().error_fg_color
    };
    let size = ui.text_style_height(&egui::TextStyle::Body);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    let r = rect.shrink(size * 0.15);
    let stroke = egui::Stroke::new(size * 0.14, color);
    if keeps {
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
    let text = match verdict {
        Verdict::Disagrees => RichText::new(verdict.mark(lang)).strong(),
        _ => RichText::new(verdict.mark(lang)),
    };
    ui.label(text.color(color)).on_hover_text(verdict.words(lang));
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

#[cfg(test)]
mod tests {
    use super::*;

    /// WCAG's relative luminance of an sRGB colour.
    fn luminance(color: Color32) -> f64 {
        let channel = |c: u8| {
            let c = f64::from(c) / 255.0;
            if c <= 0.04045 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * channel(color.r()) + 0.7152 * channel(color.g()) + 0.0722 * channel(color.b())
    }

    /// WCAG's contrast ratio, from 1 (none) to 21 (black on white).
    fn contrast(a: Color32, b: Color32) -> f64 {
        let (a, b) = (luminance(a), luminance(b));
        (a.max(b) + 0.05) / (a.min(b) + 0.05)
    }

    #[test]
    fn the_contrast_of_black_on_white_is_21_and_of_a_colour_on_itself_1() {
        assert!((contrast(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 1e-9);
        assert!((contrast(Color32::from_gray(119), Color32::from_gray(119)) - 1.0).abs() < 1e-9);
        // The grey WCAG quotes as just passing on white: #767676 at 4.54:1.
        assert!((contrast(Color32::from_gray(0x76), Color32::WHITE) - 4.54).abs() < 0.01);
    }

    #[test]
    fn every_text_colour_reads_at_4_5_to_1_on_every_background_in_both_themes() {
        let ctx = egui::Context::default();
        configure(&ctx);
        for theme in [egui::Theme::Dark, egui::Theme::Light] {
            let visuals = ctx.style_of(theme).visuals.clone();
            let texts = [
                ("text", visuals.text_color()),
                ("strong text", visuals.strong_text_color()),
                ("weak text", visuals.weak_text_color()),
                ("warning", visuals.warn_fg_color),
                ("error", visuals.error_fg_color),
                ("green", green(&visuals)),
                ("X", player_color(&visuals, Player::X)),
                ("O", player_color(&visuals, Player::O)),
            ];
            // A striped row adds its faint colour to the panel's.
            let [r, g, b, _] = visuals.panel_fill.to_array();
            let [fr, fg, fb, _] = visuals.faint_bg_color.to_array();
            let striped = Color32::from_rgb(r.saturating_add(fr), g.saturating_add(fg), b.saturating_add(fb));
            for (text, color) in texts {
                for (background, fill) in [("panel", visuals.panel_fill), ("striped row", striped)] {
                    let ratio = contrast(color, fill);
                    assert!(ratio >= 4.5, "{theme:?}: {text} on {background} is {ratio:.2}:1");
                }
            }
            // On the green of a best move or a bar: the board's labels (a side's colour, or the
            // strong text) and the bars' counts (the strong text).
            for (text, color) in [&texts[1], &texts[6], &texts[7]] {
                let ratio = contrast(*color, green_fill(&visuals));
                assert!(ratio >= 4.5, "{theme:?}: {text} on the green fill is {ratio:.2}:1");
            }
            // The selection: the pseudocode's lit line, a chosen level or engine.
            let selection = visuals.selection;
            for (text, color) in [
                ("strong text", visuals.strong_text_color()),
                ("selected", selection.stroke.color),
            ] {
                let ratio = contrast(color, selection.bg_fill);
                assert!(ratio >= 4.5, "{theme:?}: {text} on the selection is {ratio:.2}:1");
            }
        }
    }
}
