//! How a check tells the window how it goes: the counts into the check's `Live`, the window woken to
//! draw them.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::host::Instant;

use super::check::Live;
use crate::app::jobs::Waker;
use crate::cs50::Function;
use crate::cs50::progress::{Count, Listener, Phase};

/// Tells the window how a check goes: the counts into `live`, the window woken to draw them.
pub(super) struct Telling {
    pub(super) live: Arc<Mutex<Live>>,
    pub(super) waker: Waker,
    /// When the last answer came: read on the check's thread, never by the state.
    pub(super) answered: Instant,
}

/// How soon the window shows a change in a check under way: often enough for the bar to move, seldom
/// enough that drawing takes little from the Pythons (a browser without a graphics card draws on the
/// same cores).
const SHOWN_WITHIN: Duration = Duration::from_millis(250);

impl Telling {
    fn change(&mut self, change: impl FnOnce(&mut Live)) {
        change(&mut self.live.lock().unwrap_or_else(|poisoned| poisoned.into_inner()));
        self.waker.wake_within(SHOWN_WITHIN);
    }
}

impl Listener for Telling {
    fn phase(&mut self, phase: Phase, total: usize) {
        self.change(|live| (live.phase, live.done, live.total) = (Some(phase), 0, total));
    }

    fn advance(&mut self, by: usize) {
        if by > 0 {
            self.answered = Instant::now();
            self.change(|live| (live.done, live.silent) = (live.done + by, 0));
            return;
        }
        let silent = self.answered.elapsed().as_secs();
        let said = self.live.lock().unwrap_or_else(|poisoned| poisoned.into_inner()).silent;
        if silent != said {
            self.change(|live| live.silent = silent);
        }
    }

    fn counted(&mut self, function: Function, count: Count) {
        self.change(|live| live.counts[function.index()] = count);
    }

    fn slowest(&mut self, seconds: f64) {
        self.change(|live| live.slowest = Some(seconds));
    }

    /// Often enough that a cancel is seen at once.
    fn next_in(&self) -> Duration {
        Duration::from_millis(100)
    }
}
