//! What `check-cs50` is asked to do, and the reading of its options' values.

use std::time::Duration;

use bincode::{Decode, Encode};

use super::calls::{Call, Function};
use super::check50::Check;
use crate::board::Board;

/// What `check-cs50` was asked to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Options {
    /// One JSON object for scripts instead of the report for people.
    pub json: bool,
    /// `minimax` must also play one of the table's best moves (the fastest win, the slowest loss), not
    /// just any move that keeps the outcome, as CS50 asks.
    pub fastest: bool,
    /// How long one call of `minimax` may take, and importing the file.
    pub timeout: Duration,
    /// How many Pythons run at once.
    pub jobs: usize,
    /// How many megabytes of memory the learner's Python may use.
    pub memory: u64,
    /// How long, by the clock, the whole check of the file may take.
    pub file_timeout: Duration,
    /// What the check covers: all of it, or a part to check again quickly after a fix.
    pub scope: Scope,
}

/// What a check covers: every function on every reachable board, or one function (`--only`), or one
/// board (`--board`), or both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Encode, Decode)]
pub struct Scope {
    pub only: Option<Function>,
    pub board: Option<Board>,
}

impl Scope {
    /// Whether it covers every function on every board.
    pub fn is_whole(self) -> bool {
        self == Scope::default()
    }

    /// Whether it covers the call.
    pub fn covers(self, call: &Call) -> bool {
        self.only.is_none_or(|only| call.function == only) && self.board.is_none_or(|board| call.board == board)
    }

    /// Whether it covers one of check50's checks: those of its function, and none when it is one board
    /// (each check has a board of its own).
    pub fn covers_check(self, check: &Check) -> bool {
        self.board.is_none() && self.only.is_none_or(|only| check.function == Some(only))
    }
}

impl Options {
    /// How long one call of `minimax` may take unless `--timeout` says otherwise: check50's own limit.
    pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);
    /// How long one call of the six small functions may take: they answer in microseconds, so one that
    /// takes seconds has hung.
    pub const QUICK_LIMIT: Duration = Duration::from_secs(2);
    /// How long the whole check of a file may take unless `--file-timeout` says otherwise: a good file
    /// takes seconds, a slow one minutes.
    pub const DEFAULT_FILE_TIMEOUT: Duration = Duration::from_secs(30 * 60);
    /// The most Pythons `--jobs` runs at once.
    pub const MOST_JOBS: usize = 64;
    /// The Python run unless `--python` says otherwise.
    pub const DEFAULT_PYTHON: &str = "python3";
    /// How much memory the learner's Python may use unless `--memory` says otherwise: plenty for any
    /// tic-tac-toe, and far from what takes a machine down.
    pub const DEFAULT_MEMORY: u64 = 2_048;
    /// The megabytes `--memory` takes: below 64 Python itself cannot start.
    pub const MEMORY: std::ops::RangeInclusive<u64> = 64..=1_048_576;

    /// A whole check for people, each option as it is unless told otherwise: what the window checks
    /// with, on the desktop and in a browser page.
    #[cfg(feature = "window")]
    pub fn defaults() -> Options {
        Options {
            json: false,
            fastest: false,
            timeout: Options::DEFAULT_TIMEOUT,
            jobs: default_jobs(),
            memory: Options::DEFAULT_MEMORY,
            file_timeout: Options::DEFAULT_FILE_TIMEOUT,
            scope: Scope::default(),
        }
    }

    /// How long one call of the six small functions may take: no longer than `minimax`'s.
    pub fn quick(&self) -> Duration {
        self.timeout.min(Options::QUICK_LIMIT)
    }
}

/// Reads `--timeout`'s SECONDS: a number of seconds, fractions allowed, at least a millisecond (less
/// could not mean anything).
pub fn timeout(text: &str) -> Option<Duration> {
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|seconds| *seconds >= 0.001)
        .and_then(|seconds| Duration::try_from_secs_f64(seconds).ok())
}

/// Reads `--memory`'s MB: a whole number of megabytes in [`Options::MEMORY`].
pub fn memory(text: &str) -> Option<u64> {
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|mb| Options::MEMORY.contains(mb))
}

/// How many Pythons run at once unless `--jobs` says otherwise: one per core.
#[cfg(not(target_arch = "wasm32"))]
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// How many Pythons run at once in a browser page: one per core the browser says it has, but at most
/// [`PAGE_MOST_JOBS`].
#[cfg(target_arch = "wasm32")]
pub fn default_jobs() -> usize {
    use js_sys::Reflect;
    let cores = Reflect::get(&js_sys::global(), &"navigator".into())
        .and_then(|navigator| Reflect::get(&navigator, &"hardwareConcurrency".into()))
        .ok()
        .and_then(|cores| cores.as_f64())
        .unwrap_or(1.0);
    (cores as usize).clamp(1, PAGE_MOST_JOBS)
}

/// The most Pythons a page runs at once: each is a whole Pyodide, tens of megabytes loaded in seconds,
/// and one thread hands them their calls.
#[cfg(target_arch = "wasm32")]
const PAGE_MOST_JOBS: usize = 4;

/// Reads `--jobs`'s N: a whole number from 1 to [`Options::MOST_JOBS`].
pub fn jobs(text: &str) -> Option<usize> {
    text.trim()
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=Options::MOST_JOBS).contains(n))
}
