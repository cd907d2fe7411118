//! The learner's file run by one Python process at a time: the calls made, each within its time limit,
//! the process ended (with everything it started) when a call hangs, when it dies, and when the check
//! ends, and a new one started for the next call. On Linux the process keeps a warden (see
//! `python/warden.py`) that ends every process the learner's code started even when the checker itself
//! is killed; asked with SIGTERM, it ends them all before it exits. What goes over the pipes, both
//! ways, is the protocol's (`protocol/`). In a browser page each Python is Pyodide in a Web Worker,
//! ended by the page (`in_page.rs`).

mod carrier;
#[cfg(target_os = "linux")]
mod cgroup;
#[cfg_attr(
    target_arch = "wasm32",
    allow(dead_code, reason = "a browser page reads no CPU time: only the watch")
)]
mod cpu;
mod exchange;
#[cfg(target_arch = "wasm32")]
mod in_page;
mod lines;
#[cfg(not(target_arch = "wasm32"))]
mod process;
#[cfg(not(target_arch = "wasm32"))]
pub(super) mod signal;
#[cfg(not(target_arch = "wasm32"))]
mod spawner;

/// Where there are no cgroups, nothing limits a Python's tree as a whole.
#[cfg(not(any(target_os = "linux", target_arch = "wasm32")))]
mod cgroup {
    /// Never made.
    #[derive(Debug)]
    pub struct TreeLimits;

    impl TreeLimits {
        pub fn make(_megabytes: u64) -> Option<TreeLimits> {
            None
        }

        pub fn join_on_start(&self, _command: &mut std::process::Command) {}

        pub fn out_of_memory(&self) -> bool {
            false
        }
    }
}

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use super::calls::{Call, Function};
use super::cancel::Cancel;
use super::door::Door;
use super::protocol::{self, Ended, Foreign, Imported, Locate, Look, Reply, Request, Traced, Verdict};
use crate::board::Board;
use carrier::Carrier;

/// Why a call has no reply. The process is gone afterwards; the next call starts a new one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lost {
    /// The call spent its time limit: CPU time, where it can be measured.
    TimedOut(Duration),
    /// The call waited this long while spending almost no CPU time (sleeping, reading an input).
    Waited(Duration),
    /// Python ended during the call.
    Ended(Ended),
    /// A line that is not the reply to this call (the line, shortened).
    Unreadable(String),
    /// A line longer than the reply can be, in bytes.
    TooLong(usize),
    /// Python was not started again: the check had started it [`MOST_STARTS`] times.
    NotStarted,
}

/// The most Pythons one check starts. A file needs a few (one per job, one more after each call that
/// hangs or ends its Python: 15 for `tests/cs50/fails_slowly.py`); one that ends Python on every call
/// would otherwise be imported again for each call the check makes and looks into.
pub const MOST_STARTS: usize = 24;

pub use super::start_error::StartError;

/// What every Python of a check runs, the same for each: the program (see `protocol/`) on the learner's
/// file through its door, under the same limits.
#[derive(Debug)]
pub struct Setup {
    pub program: String,
    pub door: Door,
    /// How long importing the file may take.
    pub timeout: Duration,
    /// How many megabytes the Python may use.
    pub memory: u64,
    /// Stops every Python of the check at once.
    pub cancel: Cancel,
    /// How many Pythons the check has started.
    pub starts: AtomicUsize,
}

/// Calls sent to Python whose replies are still to be read.
pub struct Sent {
    batch: exchange::Batch,
    /// The CPU time Python had spent when they were sent, where it can be measured.
    spent: Option<Duration>,
}

/// The learner's file, run by one Python process at a time.
pub struct Harness {
    setup: Arc<Setup>,
    running: Option<Box<dyn Carrier>>,
    /// The id of the next request: counted across batches and processes, so that a stray line (the learner's
    /// code can find the protocol's file descriptor) is not taken for a reply.
    next_id: u64,
    /// What Python found of the file on importing it.
    imported: Imported,
}

impl Harness {
    /// A harness that runs `setup`.
    pub fn new(setup: Arc<Setup>) -> Harness {
        Harness {
            setup,
            running: None,
            next_id: 0,
            imported: Imported::default(),
        }
    }

    /// Starts Python and imports the file, unless that is done already.
    pub fn start(&mut self) -> Result<(), StartError> {
        if self.running.is_none() {
            self.setup.starts.fetch_add(1, Ordering::Relaxed);
            let (running, imported) = start(&self.setup)?;
            self.running = Some(running);
            self.imported = imported;
        }
        Ok(())
    }

    /// Whether a Python runs, or another may be started for the check (see [`MOST_STARTS`]).
    fn may_run(&self) -> bool {
        self.running.is_some() || self.setup.starts.load(Ordering::Relaxed) < MOST_STARTS
    }

    /// Why the file's own board is not CS50's, as Python found it on starting; `None` when it is.
    pub fn foreign(&self) -> Option<&Foreign> {
        self.imported.foreign.as_ref()
    }

    /// The functions of CS50's seven the file lacks, as Python found on starting.
    pub fn missing(&self) -> &[Function] {
        &self.imported.missing
    }

    /// Makes the calls in order, each within `limit` of the reply before, handing each reply over as it
    /// comes. Returns why a call got no reply, if one did not: the calls after it were not made. Fails
    /// only when Python cannot be started.
    #[cfg(feature = "window")]
    pub fn call(
        &mut self,
        calls: &[Call],
        limit: Duration,
        on_reply: impl FnMut(&Call, Reply),
    ) -> Result<Option<Lost>, StartError> {
        let sent = self.send_calls(calls)?;
        self.read_calls(sent, calls, limit, on_reply)
    }

    /// Sends `calls` to Python, starting it if need be, and returns at once: their replies are read by
    /// [`Harness::read_calls`] or [`Harness::read_timed`], so that several Pythons can work while one
    /// thread waits on each in turn (as in a browser page). Fails only when Python cannot be started.
    pub fn send_calls(&mut self, calls: &[Call]) -> Result<Sent, StartError> {
        if !calls.is_empty() && self.may_run() {
            self.start()?;
        }
        // Python waits for its next request before it comes, so the clock does not move then.
        let spent = self.running.as_ref().and_then(|running| running.spent());
        let requests: Vec<Request> = calls.iter().map(Request::Call).collect();
        let batch = self.send_batch(&requests)?;
        Ok(Sent { batch, spent })
    }

    /// The replies to `calls`, sent by [`Harness::send_calls`], as [`Harness::call`] reads them.
    pub fn read_calls(
        &mut self,
        sent: Sent,
        calls: &[Call],
        limit: Duration,
        mut on_reply: impl FnMut(&Call, Reply),
    ) -> Result<Option<Lost>, StartError> {
        let requests: Vec<Request> = calls.iter().map(Request::Call).collect();
        self.exchange_sent(sent.batch, &requests, limit, |at, line, id| {
            match protocol::reply(line, id) {
                Some(reply) => {
                    on_reply(&calls[at], reply);
                    true
                }
                None => false,
            }
        })
    }

    /// One call, its reply or why it got none.
    pub fn call_one(&mut self, call: &Call, limit: Duration) -> Result<Result<Reply, Lost>, StartError> {
        self.ask(Request::Call(call), limit, protocol::reply)
    }

    /// One call, its reply with the CPU time it spent as the checker measured it, or why it got none.
    #[cfg(feature = "window")]
    pub fn call_timed(&mut self, call: &Call, limit: Duration) -> Result<Result<Reply, Lost>, StartError> {
        let sent = self.send_calls(std::slice::from_ref(call))?;
        self.read_timed(sent, call, limit)
    }

    /// The reply to the one call sent by [`Harness::send_calls`], with the CPU time it spent as the
    /// checker measured it, or why it got none.
    pub fn read_timed(&mut self, sent: Sent, call: &Call, limit: Duration) -> Result<Result<Reply, Lost>, StartError> {
        let before = sent.spent;
        let mut answer = None;
        let lost = self.read_calls(sent, std::slice::from_ref(call), limit, |_, reply| answer = Some(reply))?;
        // Python waits for its next request after the call, so the clock does not move then.
        let after = self.running.as_ref().and_then(|running| running.spent());
        Ok(match lost {
            Some(lost) => Err(lost),
            None => Ok(Reply {
                seconds: before
                    .zip(after)
                    .map(|(before, after)| after.saturating_sub(before).as_secs_f64()),
                ..answer.expect("read above")
            }),
        })
    }

    /// One call whose reply says the line of the file it returned from, which costs Python more.
    pub fn call_where(&mut self, call: &Call, limit: Duration) -> Result<Result<Reply, Lost>, StartError> {
        self.ask(Request::Where(call), limit, protocol::reply)
    }

    /// Makes one request, its reply read by `read` (`None` for a line that is not its reply), or why it
    /// got none.
    fn ask<T>(
        &mut self,
        request: Request,
        limit: Duration,
        read: impl Fn(&str, u64) -> Option<T>,
    ) -> Result<Result<T, Lost>, StartError> {
        let mut answer = None;
        let lost = self.exchange(&[request], limit, |_, line, id| {
            answer = read(line, id);
            answer.is_some()
        })?;
        Ok(match lost {
            Some(lost) => Err(lost),
            None => Ok(answer.expect("read above")),
        })
    }

    /// Runs `work` in a fresh copy of Python, as it was when it had just imported the file: nothing the
    /// calls before did is left in it (a cache, a global). `right` names the functions replaced there by
    /// right ones, to see whether another fails only because of them. The copy is made from one kept
    /// since the import, so the file is not imported again.
    pub fn fresh<T>(
        &mut self,
        right: &[Function],
        limit: Duration,
        work: impl FnOnce(&mut Harness) -> Result<Result<T, Lost>, StartError>,
    ) -> Result<Result<T, Lost>, StartError> {
        let done = |line: &str, id| protocol::done(line, id).then_some(());
        for request in [Request::Fresh, Request::Right(right)] {
            if let Err(lost) = self.ask(request, limit, done)? {
                return Ok(Err(lost));
            }
        }
        let worked = work(self)?;
        // A copy that hung or died is gone with its process; one that answered ends its session.
        if worked.is_ok()
            && let Err(lost) = self.ask(Request::End, limit, done)?
        {
            return Ok(Err(lost));
        }
        Ok(worked)
    }

    /// Runs the learner's `minimax` on `board`, recording every call of the file's own functions that
    /// takes a board.
    pub fn trace(&mut self, board: Board, limit: Duration) -> Result<Result<Traced, Lost>, StartError> {
        self.ask(Request::Trace(board), limit, protocol::traced)
    }

    /// Makes `call` again, watched, and looks for the line to change in each of `looks` in turn: the
    /// line, and the look that found it.
    pub fn change(
        &mut self,
        call: &Call,
        looks: &[Look],
        limit: Duration,
    ) -> Result<Result<Option<(u32, Look)>, Lost>, StartError> {
        let found = self.ask(Request::Change(call, looks), limit, protocol::change)?;
        Ok(found.map(|found| found.and_then(|(line, by)| Some((line, *looks.get(by)?)))))
    }

    /// Looks for the line to change in the source alone.
    pub fn locate(&mut self, locate: Locate, limit: Duration) -> Result<Result<Option<u32>, Lost>, StartError> {
        self.ask(Request::Locate(locate), limit, protocol::located)
    }

    /// Runs CS50's check `name` as check50 does.
    pub fn check50(&mut self, name: &'static str, limit: Duration) -> Result<Result<Verdict, Lost>, StartError> {
        self.ask(Request::Check50(name), limit, protocol::verdict)
    }
}

/// Starts a Python on the setup's file as its door says; with it, what Python found of the file.
fn start(setup: &Setup) -> Result<(Box<dyn Carrier>, Imported), StartError> {
    #[cfg(not(target_arch = "wasm32"))]
    let (running, imported) = process::Running::start(setup)?;
    #[cfg(target_arch = "wasm32")]
    let (running, imported) = in_page::InPage::start(setup)?;
    Ok((Box::new(running), imported))
}
