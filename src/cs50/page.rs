//! A check in a browser page: the page has one thread, which draws, so the check runs in a Web Worker
//! of its own (`web/js/check-worker.js`), this same program loaded there, and each learner's Python in
//! another (`harness/in_page.rs`). What crosses between the page and the check's worker is typed: the
//! job and the events below, encoded with bincode.

use bincode::{Decode, Encode};

use super::progress::{Count, Listener, Phase};
use super::{Function, Report, StartError};

/// A check asked of the check's worker: the learner's file by name, and its bytes.
#[derive(Clone, Debug, PartialEq, Encode, Decode)]
pub struct PageJob {
    pub file: String,
    pub source: Vec<u8>,
}

/// What the check's worker tells the page, as the check goes and when it ends.
#[derive(Clone, Debug, PartialEq, Encode, Decode)]
pub enum PageEvent {
    /// A phase begins, of this many calls.
    Phase(Phase, usize),
    /// This many more calls are done.
    Advance(usize),
    /// A function's counts.
    Counted(Function, Count),
    /// The slowest `minimax` so far took this many seconds.
    Slowest(f64),
    /// The check ended: its report, or why the file could not be checked.
    Ended(Result<Report, StartError>),
}

impl PageEvent {
    /// The event as bytes.
    pub fn encoded(&self) -> Vec<u8> {
        bincode::encode_to_vec(self, bincode::config::standard()).expect("encoding into memory cannot fail")
    }

    /// An event from its bytes; `None` for bytes that are not one.
    pub fn decoded(bytes: &[u8]) -> Option<PageEvent> {
        bincode::decode_from_slice(bytes, bincode::config::standard())
            .ok()
            .map(|(event, _)| event)
    }

    /// Tells `listener` what the event tells, for every event but the end.
    pub fn tell(self, listener: &mut dyn Listener) -> Option<Result<Report, StartError>> {
        match self {
            PageEvent::Phase(phase, total) => listener.phase(phase, total),
            PageEvent::Advance(by) => listener.advance(by),
            PageEvent::Counted(function, count) => listener.counted(function, count),
            PageEvent::Slowest(seconds) => listener.slowest(seconds),
            PageEvent::Ended(outcome) => return Some(outcome),
        }
        None
    }
}

impl PageJob {
    /// The job as bytes.
    pub fn encoded(&self) -> Vec<u8> {
        bincode::encode_to_vec(self, bincode::config::standard()).expect("encoding into memory cannot fail")
    }
}

#[cfg(target_arch = "wasm32")]
mod worker {
    use std::time::Duration;

    use wasm_bindgen::prelude::wasm_bindgen;

    use super::super::progress::{Count, Listener, Phase};
    use super::super::{Cancel, Door, Function, Options, check};
    use super::{PageEvent, PageJob};

    /// Runs the check `job` (a [`PageJob`]'s bytes) in the check's worker, handing each event's
    /// bytes to `post` as it comes, the last one the check's end.
    #[wasm_bindgen]
    pub fn check_in_worker(job: &[u8], post: &js_sys::Function) {
        let mut posting = Posting(post);
        let Ok((PageJob { file, source }, _)) = bincode::decode_from_slice(job, bincode::config::standard()) else {
            return;
        };
        let door = Door::in_page(file.into(), source);
        let outcome = check(&door, &Options::defaults(), &mut posting, &Cancel::default());
        posting.post(PageEvent::Ended(outcome));
    }

    /// Hands the check's events to the page.
    struct Posting<'a>(&'a js_sys::Function);

    impl Posting<'_> {
        fn post(&mut self, event: PageEvent) {
            let bytes = js_sys::Uint8Array::from(event.encoded().as_slice());
            let _ = self.0.call1(&wasm_bindgen::JsValue::NULL, &bytes);
        }
    }

    impl Listener for Posting<'_> {
        fn phase(&mut self, phase: Phase, total: usize) {
            self.post(PageEvent::Phase(phase, total));
        }

        /// The page keeps its own clock of how long no answer came.
        fn advance(&mut self, by: usize) {
            if by > 0 {
                self.post(PageEvent::Advance(by));
            }
        }

        fn counted(&mut self, function: Function, count: Count) {
            self.post(PageEvent::Counted(function, count));
        }

        fn slowest(&mut self, seconds: f64) {
            self.post(PageEvent::Slowest(seconds));
        }

        fn next_in(&self) -> Duration {
            Duration::from_millis(100)
        }
    }
}
