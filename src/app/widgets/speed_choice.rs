//! The speeds side by side, for the computer playing itself and the explorer's steps.

use egui::Ui;

use super::speed::Speed;
use crate::lang::Lang;

/// The speeds side by side, `chosen` marked, each with `hint` on hover; the one clicked, if any.
pub fn choose(ui: &mut Ui, chosen: Speed, lang: Lang, hint: impl Fn(Speed) -> String) -> Option<Speed> {
    let mut clicked = None;
    for speed in Speed::ALL {
        if ui
            .selectable_label(chosen == speed, speed.label(lang))
            .on_hover_text(hint(speed))
            .clicked()
        {
            clicked = Some(speed);
        }
    }
    clicked
}
