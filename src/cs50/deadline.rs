//! The whole check of one file, limited by the clock: past `--file-timeout`, the check is cancelled, so
//! a file whose every call spends just under its own limit cannot hold the checker (or a class's run)
//! for hours.

#[cfg(not(target_arch = "wasm32"))]
use std::sync::Arc;
#[cfg(not(target_arch = "wasm32"))]
use std::sync::atomic::{AtomicBool, Ordering};
#[cfg(not(target_arch = "wasm32"))]
use std::sync::mpsc::{self, RecvTimeoutError, Sender};
#[cfg(not(target_arch = "wasm32"))]
use std::thread::{self, JoinHandle};
use std::time::Duration;

use super::cancel::Cancel;

/// A check's deadline, watched on a thread of its own until the check ends.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug)]
pub(super) struct Deadline {
    /// Dropped when the check ends, which ends the watch.
    ended: Option<Sender<()>>,
    watch: Option<JoinHandle<()>>,
    passed: Arc<AtomicBool>,
}

/// A browser page has no thread to watch the clock on: the deadline is read when the check ends, and
/// the page ends the check's Web Worker itself.
#[cfg(target_arch = "wasm32")]
#[derive(Debug)]
pub(super) struct Deadline {
    at: web_time::Instant,
}

#[cfg(target_arch = "wasm32")]
impl Deadline {
    pub(super) fn start(limit: Duration, _cancel: &Cancel) -> Deadline {
        Deadline {
            at: web_time::Instant::now() + limit,
        }
    }

    pub(super) fn passed(&self) -> bool {
        web_time::Instant::now() >= self.at
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Deadline {
    /// Cancels `cancel` once `limit` has passed, unless the check has ended by then.
    pub(super) fn start(limit: Duration, cancel: &Cancel) -> Deadline {
        let (ended, ending) = mpsc::channel::<()>();
        let passed = Arc::new(AtomicBool::new(false));
        let (flag, cancel) = (passed.clone(), cancel.clone());
        let watch = thread::spawn(move || {
            if let Err(RecvTimeoutError::Timeout) = ending.recv_timeout(limit) {
                flag.store(true, Ordering::SeqCst);
                cancel.cancel();
            }
        });
        Deadline {
            ended: Some(ended),
            watch: Some(watch),
            passed,
        }
    }

    /// Whether the deadline passed before the check ended: a cancel then was its doing.
    pub(super) fn passed(&self) -> bool {
        self.passed.load(Ordering::SeqCst)
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Drop for Deadline {
    fn drop(&mut self) {
        self.ended.take();
        if let Some(watch) = self.watch.take() {
            let _ = watch.join();
        }
    }
}
