//! What carries the protocol's lines between the checker and one learner's Python: the seam behind the
//! door (`door.rs`). A local process carries them (`process.rs`), or in a browser page a Web Worker
//! (`in_page.rs`); each answers the same few questions.

use std::path::PathBuf;
use std::sync::mpsc::RecvTimeoutError;
use std::time::Duration;

use super::cpu::CpuClock;
use super::lines::{Line, shortened};
use super::{Lost, StartError};
use crate::cs50::protocol::{self, Imported, Ready};

/// One learner's Python that has imported the file, as the harness talks to it.
pub trait Carrier: Send {
    /// Sends requests: whole lines.
    fn send(&mut self, requests: &[u8]) -> std::io::Result<()>;
    /// How many bytes the lines read from now on may have: the longest reply of the requests sent.
    fn cap_lines(&mut self, bytes: usize);
    /// The next line Python wrote, waiting at most `wait` for it; `Disconnected` once it has ended.
    fn line(&mut self, wait: Duration) -> Result<Line, RecvTimeoutError>;
    /// The id of the request Python last started on; `None` when it cannot be known.
    fn under_way(&mut self) -> Option<Option<u64>>;
    /// The clock of the CPU time the learner's Python spends, where it can be read.
    fn clock(&self) -> Option<CpuClock>;
    /// The CPU time the Python has spent in its own calls so far, where it can be read.
    fn spent(&self) -> Option<Duration>;
    /// Ends the Python and everything it started: why the call under way got no reply.
    fn lost(&mut self) -> Lost;
}

/// What Python's first `line` says: the file imported (what Python found of it), or why it was not.
pub fn imported(line: &str, python: PathBuf, file: PathBuf) -> Result<Imported, StartError> {
    match protocol::ready(line) {
        Some(Ready::Imported(imported)) => Ok(imported),
        Some(Ready::ImportFailed(error)) => Err(StartError::ImportFailed { file, error }),
        Some(Ready::Python2(version)) => Err(StartError::Python2 { python, version }),
        None => Err(StartError::DidNotStart {
            python,
            said: shortened(line),
        }),
    }
}
