//! The button that starts background work on the Engines tab (Compare, the ladder): off while its work
//! runs, with a spinner beside it, or while there is nothing to work on, saying why on hover.

use egui::Ui;

/// What the button says and when it is off.
pub struct RunButton<'a> {
    /// Its label.
    pub label: &'a str,
    /// What it does, on hover.
    pub hint: &'a str,
    /// Why it is off, if there is nothing to work on.
    pub refused: Option<&'a str>,
    /// What is happening, while its work runs.
    pub running: Option<&'a str>,
}

impl RunButton<'_> {
    /// Draws the button, and the spinner while its work runs; whether it was clicked.
    pub fn show(self, ui: &mut Ui) -> bool {
        ui.horizontal(|ui| {
            let off = self.refused.or(self.running);
            let button = ui
                .add_enabled(off.is_none(), egui::Button::new(self.label))
                .on_hover_text(self.hint)
                .on_disabled_hover_text(off.unwrap_or_default());
            if self.running.is_some() {
                ui.spinner();
            }
            button.clicked()
        })
        .inner
    }
}
