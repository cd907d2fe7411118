//! The window to wake when an answer is ready.

use std::sync::{Arc, OnceLock};
use std::time::Duration;

/// The window to wake when an answer is ready, shared by the jobs and the window: the window hands it
/// its context once it has one (none in tests that never draw), without changing the state.
#[derive(Clone, Debug, Default)]
pub struct Waker(Arc<OnceLock<egui::Context>>);

impl Waker {
    /// Wakes the window from now on; the first context given stays.
    pub fn set(&self, ctx: &egui::Context) {
        let _ = self.0.set(ctx.clone());
    }

    pub(super) fn get(&self) -> Option<egui::Context> {
        self.0.get().cloned()
    }

    /// Wakes the window, once it has handed over its context, to draw what changed.
    pub fn wake(&self) {
        if let Some(ctx) = self.0.get() {
            ctx.request_repaint();
        }
    }

    /// Wakes the window within `within` to draw what changed: however often it is asked, it draws no
    /// more often than that.
    pub fn wake_within(&self, within: Duration) {
        if let Some(ctx) = self.0.get() {
            ctx.request_repaint_after(within);
        }
    }
}
