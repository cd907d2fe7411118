//! Stopping a check from another thread at once: every Python it started is asked to end (its warden
//! ends all the learner's code started), so even a call stuck in a loop ends, and no new Python starts.
//! The window cancels so when the file changes, the tab closes or the window quits; the command line
//! on Ctrl-C or SIGTERM.

use std::sync::Arc;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

/// A handle that stops a check; clones stop the same check.
#[derive(Clone, Debug, Default)]
pub struct Cancel(Arc<Shared>);

#[derive(Debug, Default)]
struct Shared {
    cancelled: AtomicBool,
    /// The Pythons running, by process id: an id leaves the list before its process is waited for, so
    /// an id signalled here is never another process's.
    #[cfg(not(target_arch = "wasm32"))]
    running: Mutex<Vec<u32>>,
}

impl Cancel {
    /// Stops the check: every Python of it is asked to end, on a thread of its own so the caller never
    /// waits, and none starts from now on.
    pub fn cancel(&self) {
        self.0.cancelled.store(true, Ordering::SeqCst);
        // A browser page starts no process: its Pythons are Web Workers, which the page ends itself.
        #[cfg(not(target_arch = "wasm32"))]
        let shared = self.0.clone();
        #[cfg(not(target_arch = "wasm32"))]
        std::thread::spawn(move || {
            let running = shared.running.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            for pid in running.iter() {
                super::harness::signal::terminate(*pid);
            }
        });
    }

    /// Whether the check was stopped.
    pub fn is_cancelled(&self) -> bool {
        self.0.cancelled.load(Ordering::SeqCst)
    }

    /// A Python started as `pid`: it is ended on a cancel. Returns false when the check was already
    /// stopped, and the Python is to be ended at once.
    #[cfg(not(target_arch = "wasm32"))]
    pub(super) fn started(&self, pid: u32) -> bool {
        let mut running = self.0.running.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        running.push(pid);
        !self.is_cancelled()
    }

    /// The Python `pid` is about to be waited for: not to be signalled any more.
    #[cfg(not(target_arch = "wasm32"))]
    pub(super) fn ending(&self, pid: u32) {
        let mut running = self.0.running.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        running.retain(|&running| running != pid);
    }
}
