//! The learner's file in a browser page: the page has one thread, which draws, so the check (and a
//! move asked of the file's `minimax`, and its trace) runs in a Web Worker of its own
//! (`web/js/check-worker.js`), this same program loaded there, and each learner's Python in another
//! (`harness/in_page.rs`). What crosses between the page and that worker is typed: the job and the
//! events below, encoded with bincode.

use std::time::Duration;

use bincode::{Decode, Encode};

use super::play::{Asked, NoMove};
use super::progress::{Count, Listener, Phase};
use super::protocol::Traced;
use super::{Door, Function, Report, StartError};
use crate::board::Board;

/// Work asked of the check's worker on the learner's file, by name, and its bytes.
#[derive(Clone, Debug, PartialEq, Encode, Decode)]
pub struct PageJob {
    pub file: String,
    pub source: Vec<u8>,
    pub work: PageWork,
}

/// What is to be done with the learner's file.
#[derive(Clone, Copy, Debug, PartialEq, Encode, Decode)]
pub enum PageWork {
    /// The whole check, as the window makes it.
    Check,
    /// Its `minimax`'s move on the board, within the limit (see [`super::ask_minimax`]).
    Ask(Board, Duration),
    /// Its `minimax` traced from the board, within the limit (see [`super::trace_minimax`]).
    Trace(Board, Duration),
}

/// What the check's worker tells the page, as the check goes and when it ends.
#[derive(Clone, Debug, Encode, Decode)]
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
    /// What asking the file's `minimax` for its move came to.
    Asked(Asked),
    /// The file's `minimax` traced, or why it could not be.
    Traced(Result<Traced, NoMove>),
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

    /// Tells `listener` what a check's event tells: the event itself when it is not one of a check
    /// under way.
    pub fn tell(self, listener: &mut dyn Listener) -> Option<PageEvent> {
        match self {
            PageEvent::Phase(phase, total) => listener.phase(phase, total),
            PageEvent::Advance(by) => listener.advance(by),
            PageEvent::Counted(function, count) => listener.counted(function, count),
            PageEvent::Slowest(seconds) => listener.slowest(seconds),
            other => return Some(other),
        }
        None
    }
}

impl PageJob {
    /// `work` on the file behind `door`.
    pub fn of(door: &Door, work: PageWork) -> PageJob {
        PageJob {
            file: door.file().display().to_string(),
            source: door.source().to_vec(),
            work,
        }
    }

    /// The job as bytes.
    pub fn encoded(&self) -> Vec<u8> {
        bincode::encode_to_vec(self, bincode::config::standard()).expect("encoding into memory cannot fail")
    }
}

#[cfg(target_arch = "wasm32")]
mod worker {
    use std::time::Duration;

    use wasm_bindgen::prelude::wasm_bindgen;
    use web_time::Instant;

    use super::super::progress::{Count, Listener, Phase};
    use super::super::{Cancel, Door, Function, Options, ask_minimax, check, trace_minimax};
    use super::{PageEvent, PageJob, PageWork};

    /// How often the page is told how a check goes: each event costs the page a message, and the
    /// window shows no more than a few changes a second.
    const TOLD_EVERY: Duration = Duration::from_millis(50);

    /// Does `job` (a [`PageJob`]'s bytes) in the check's worker, handing each event's bytes to `post`
    /// as it comes, the last one its end.
    #[wasm_bindgen]
    pub fn work_in_worker(job: &[u8], post: &js_sys::Function) {
        let Ok((PageJob { file, source, work }, _)) = bincode::decode_from_slice(job, bincode::config::standard())
        else {
            return;
        };
        let mut posting = Posting {
            post,
            held: Held::default(),
            told: Instant::now(),
        };
        let (door, cancel) = (Door::in_page(file.into(), source.into()), Cancel::default());
        let ended = match work {
            PageWork::Check => PageEvent::Ended(check(&door, &Options::defaults(), &mut posting, &cancel)),
            PageWork::Ask(board, limit) => PageEvent::Asked(ask_minimax(&door, board, limit, &cancel)),
            PageWork::Trace(board, limit) => PageEvent::Traced(trace_minimax(&door, board, limit, &cancel)),
        };
        posting.tell();
        posting.post(ended);
    }

    /// Hands the check's events to the page: a phase at once, the counts that change within a phase
    /// gathered and told together every [`TOLD_EVERY`].
    struct Posting<'a> {
        post: &'a js_sys::Function,
        held: Held,
        /// When the page was last told.
        told: Instant,
    }

    /// What the page has not been told yet.
    #[derive(Default)]
    struct Held {
        advanced: usize,
        counts: [Option<Count>; 7],
        slowest: Option<f64>,
    }

    impl Posting<'_> {
        fn post(&mut self, event: PageEvent) {
            let bytes = js_sys::Uint8Array::from(event.encoded().as_slice());
            let _ = self.post.call1(&wasm_bindgen::JsValue::NULL, &bytes);
        }

        /// Tells the page all that is held.
        fn tell(&mut self) {
            let held = std::mem::take(&mut self.held);
            for (function, count) in Function::ALL.into_iter().zip(held.counts) {
                if let Some(count) = count {
                    self.post(PageEvent::Counted(function, count));
                }
            }
            if let Some(seconds) = held.slowest {
                self.post(PageEvent::Slowest(seconds));
            }
            if held.advanced > 0 {
                self.post(PageEvent::Advance(held.advanced));
            }
            self.told = Instant::now();
        }

        /// Tells the page what is held once it has waited long enough.
        fn tell_in_time(&mut self) {
            if self.told.elapsed() >= TOLD_EVERY {
                self.tell();
            }
        }
    }

    impl Listener for Posting<'_> {
        fn phase(&mut self, phase: Phase, total: usize) {
            self.tell();
            self.post(PageEvent::Phase(phase, total));
        }

        /// The page keeps its own clock of how long no answer came.
        fn advance(&mut self, by: usize) {
            self.held.advanced += by;
            self.tell_in_time();
        }

        fn counted(&mut self, function: Function, count: Count) {
            self.held.counts[function.index()] = Some(count);
            self.tell_in_time();
        }

        fn slowest(&mut self, seconds: f64) {
            self.held.slowest = Some(seconds);
            self.tell_in_time();
        }

        fn next_in(&self) -> Duration {
            Duration::from_millis(100)
        }
    }
}
