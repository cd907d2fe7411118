//! A line of text that fits its width: the first of its forms, longest first, that fits on one line,
//! with the longest on hover when a shorter one is shown; the shortest wraps rather than being cut.
//! Nothing is ever cut off with "…".

use egui::{Label, Response, RichText, Ui, WidgetText};

/// Shows the first of `forms` (longest first) that fits the width left on one line, given its look
/// by `look`; the first form on hover when another is shown. The last form wraps if even it does not
/// fit.
pub fn line(ui: &mut Ui, forms: &[impl AsRef<str>], look: impl Fn(RichText) -> RichText) -> Response {
    let width = ui.available_width();
    let chosen = forms
        .iter()
        .position(|form| natural_width(ui, &look(RichText::new(form.as_ref()))) <= width)
        .unwrap_or(forms.len().saturating_sub(1));
    let text = forms.get(chosen).map_or("", AsRef::as_ref);
    let response = ui.add(Label::new(look(RichText::new(text))).wrap());
    match chosen {
        0 => response,
        _ => response.on_hover_text(forms[0].as_ref()),
    }
}

/// The width of `text` laid out on one line, as a label would draw it.
pub fn natural_width(ui: &Ui, text: &RichText) -> f32 {
    let galley = WidgetText::from(text.clone()).into_galley(
        ui,
        Some(egui::TextWrapMode::Extend),
        f32::INFINITY,
        egui::TextStyle::Body,
    );
    galley.size().x
}
