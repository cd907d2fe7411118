//! One learner's Python in a browser page: Pyodide in a Web Worker of its own
//! (`web/js/python-worker.js`), started by the page at this check's asking and talked to through two
//! pipes in memory both workers share (`web/js/pipe.js`). The check runs in a worker too, so waiting
//! for a line blocks it and never the page; a Python that hangs is ended by the page terminating its
//! worker, and the next call starts another.

use std::collections::VecDeque;
use std::sync::mpsc::RecvTimeoutError;
use std::time::Duration;

use wasm_bindgen::prelude::wasm_bindgen;

use super::carrier::{Carrier, imported};
use super::cpu::{CpuClock, Overrun, Watch};
use super::lines::{LOOK_EVERY, Line, Partial};
use super::{Lost, Setup, StartError};
use crate::cs50::protocol::{Ended, Imported, REPLY_CAP, Request};
use crate::cs50::start_error::RunError;

// What the check's worker offers (`web/js/check-worker.js`): each Python it runs by a number of its own.
#[wasm_bindgen(js_namespace = tictactoePython)]
extern "C" {
    /// Asks the page for a Python that runs `program` on `file`, waiting at most `wait_ms` for it to
    /// load: its number, or a negative one when it could not be loaded.
    #[wasm_bindgen(js_name = start)]
    fn start_python(program: &str, file: &str, megabytes: u32, wait_ms: f64) -> i32;
    /// Writes `bytes` to the Python: false once it has ended.
    #[wasm_bindgen(js_name = send)]
    fn send_bytes(python: i32, bytes: &[u8]) -> bool;
    /// Up to `most` bytes the Python wrote, waiting at most `wait_ms` for some: empty when none came,
    /// `None` once it has ended and all it wrote was read.
    #[wasm_bindgen(js_name = read)]
    fn read_bytes(python: i32, most: usize, wait_ms: f64) -> Option<Vec<u8>>;
    /// The exit status the Python ended with; `None` when it runs, or the page ended it.
    #[wasm_bindgen(js_name = exited)]
    fn exit_status(python: i32) -> Option<i32>;
    /// The id of the request the Python last started on, as it marked it.
    #[wasm_bindgen(js_name = underWay)]
    fn under_way_id(python: i32) -> f64;
    /// Ends the Python: the page terminates its worker.
    #[wasm_bindgen(js_name = end)]
    fn end_python(python: i32);
}

/// How long the page may take to load Python (Pyodide: its runtime and standard library) before the
/// file is imported, whose own limit starts then.
const LOADING: Duration = Duration::from_secs(120);
/// How much is read at once.
const CHUNK: usize = 64 * 1024;
/// How a Python the page ended is said to have ended: killed, as a process would be.
const KILLED: i32 = 9;

/// A Python the page runs, that has imported the file.
pub struct InPage {
    /// Its number in the check's worker.
    number: i32,
    partial: Partial,
    pending: VecDeque<Line>,
    cap: usize,
    /// How it ended, once it has, and the request it had marked as under way then: the mark outlives
    /// the Python, as a progress file outlives a process.
    ended: Option<(Ended, u64)>,
}

impl InPage {
    /// Starts a Python on the learner's source; with it, what Python found of the file.
    pub fn start(setup: &Setup) -> Result<(InPage, Imported), StartError> {
        if setup.cancel.is_cancelled() {
            return Err(StartError::Cancelled);
        }
        let (file, python) = (setup.door.file().to_path_buf(), setup.door.python().to_path_buf());
        let name = file.to_string_lossy();
        let number = start_python(
            &setup.program,
            &name,
            setup.memory as u32,
            LOADING.as_secs_f64() * 1000.0,
        );
        if number < 0 {
            let error = RunError::NotLoaded;
            return Err(StartError::CannotRun { python, error });
        }
        let mut running = InPage {
            number,
            partial: Partial::default(),
            pending: VecDeque::new(),
            cap: REPLY_CAP,
            ended: None,
        };
        let head = format!("{}\n", Request::source(setup.door.source().len()));
        let _ = running
            .send(head.as_bytes())
            .and_then(|()| running.send(setup.door.source()));
        let limit = setup.timeout;
        let mut watch = Watch::start();
        let line = loop {
            match running.line(LOOK_EVERY) {
                Ok(Line::Whole(line)) => break line,
                Ok(Line::TooLong(_)) => break String::new(),
                Err(RecvTimeoutError::Disconnected) => {
                    let ended = running.stop();
                    let said = String::new();
                    return Err(StartError::EndedEarly {
                        python,
                        file,
                        ended,
                        said,
                    });
                }
                Err(RecvTimeoutError::Timeout) => match watch.overrun(None, limit) {
                    Some(Overrun::Spent) => return Err(StartError::ImportTimedOut { file, limit }),
                    Some(Overrun::Waited(waited)) => return Err(StartError::ImportWaited { file, waited }),
                    None => {}
                },
            }
        };
        Ok((running, imported(&line, python, file)?))
    }

    /// Ends the Python, and says how it ended.
    fn stop(&mut self) -> Ended {
        self.ended
            .get_or_insert_with(|| {
                let (status, marked) = (exit_status(self.number), under_way_id(self.number) as u64);
                end_python(self.number);
                (status.map_or(Ended::Signal(KILLED), Ended::Code), marked)
            })
            .0
    }
}

impl Carrier for InPage {
    fn send(&mut self, requests: &[u8]) -> std::io::Result<()> {
        match send_bytes(self.number, requests) {
            true => Ok(()),
            false => Err(std::io::ErrorKind::BrokenPipe.into()),
        }
    }

    fn cap_lines(&mut self, bytes: usize) {
        self.cap = bytes;
    }

    fn line(&mut self, wait: Duration) -> Result<Line, RecvTimeoutError> {
        if self.pending.is_empty() {
            match read_bytes(self.number, CHUNK, wait.as_secs_f64() * 1000.0) {
                Some(chunk) => self.pending.extend(self.partial.lines(&chunk, self.cap)),
                None => {
                    self.pending.extend(self.partial.end(self.cap));
                    if self.pending.is_empty() {
                        return Err(RecvTimeoutError::Disconnected);
                    }
                }
            }
        }
        self.pending.pop_front().ok_or(RecvTimeoutError::Timeout)
    }

    /// As Python marked it, in memory the page shares (see `web/js/pipe.js`).
    fn under_way(&mut self) -> Option<Option<u64>> {
        Some(Some(match self.ended {
            Some((_, marked)) => marked,
            None => under_way_id(self.number) as u64,
        }))
    }

    /// A page cannot read the CPU time a worker spends: limits are counted in the page's own clock.
    fn clock(&self) -> Option<CpuClock> {
        None
    }

    fn spent(&self) -> Option<Duration> {
        None
    }

    fn lost(&mut self) -> Lost {
        Lost::Ended(self.stop())
    }
}

impl Drop for InPage {
    fn drop(&mut self) {
        self.stop();
    }
}
