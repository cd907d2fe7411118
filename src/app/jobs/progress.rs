//! What a job hands to its work: progress to report, and whether to stop.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// What a job hands to its work: progress to report and whether to stop.
#[derive(Debug, Default)]
pub struct Progress {
    pub(super) done: AtomicUsize,
    pub(super) total: AtomicUsize,
    pub(super) cancelled: AtomicBool,
    pub(super) wake: Option<egui::Context>,
}

impl Progress {
    /// Reports `done` of `total`, waking the window now and then so the bar moves.
    pub fn report(&self, done: usize, total: usize) {
        self.total.store(total, Ordering::Relaxed);
        let before = self.done.swap(done, Ordering::Relaxed);
        if let Some(ctx) = &self.wake
            && done / 64 != before / 64
        {
            ctx.request_repaint();
        }
    }

    /// Whether the work should stop early.
    pub fn cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
    }

    /// (done, total) as last reported.
    pub fn get(&self) -> (usize, usize) {
        (self.done.load(Ordering::Relaxed), self.total.load(Ordering::Relaxed))
    }
}
