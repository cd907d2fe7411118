//! Why the learner's file cannot be checked at all: the check stops before it starts.

use std::path::PathBuf;
use std::time::Duration;

use bincode::{Decode, Encode};

use super::protocol::{Ended, PythonError};

/// Why the Python named cannot be run.
#[derive(Clone, Debug, PartialEq, Eq, Encode, Decode)]
pub enum RunError {
    /// No program was named.
    Unnamed,
    /// The path names no file.
    NoSuchFile,
    /// The path names a file that is not a program.
    NotAProgram,
    /// No folder of the `PATH` holds a program of that name.
    NotOnPath,
    /// The system refused to start it: what it said.
    Refused(String),
    /// A browser page could not load it: its files could not be fetched, or would not start.
    NotLoaded,
}

/// Why the file cannot be checked: the check stops before it starts.
#[derive(Clone, Debug, PartialEq, Eq, Encode, Decode)]
pub enum StartError {
    /// The file is a directory.
    Directory(PathBuf),
    /// The file cannot be read.
    CannotRead { file: PathBuf, error: String },
    /// The Python cannot be run.
    CannotRun { python: PathBuf, error: RunError },
    /// Importing the file raised.
    ImportFailed { file: PathBuf, error: PythonError },
    /// The file lacks some of CS50's functions that are needed: playing against it needs `minimax`
    /// (a check checks what is there).
    #[cfg_attr(not(feature = "window"), allow(dead_code))]
    Missing { file: PathBuf, names: Vec<String> },
    /// The Python is Python 2.
    Python2 { python: PathBuf, version: String },
    /// Importing the file spent longer than the time limit.
    ImportTimedOut { file: PathBuf, limit: Duration },
    /// Importing the file waited this long while spending almost no CPU time.
    ImportWaited { file: PathBuf, waited: Duration },
    /// Python ended before it could say the file imported, with the last line it wrote on standard
    /// error.
    EndedEarly {
        python: PathBuf,
        file: PathBuf,
        ended: Ended,
        said: String,
    },
    /// Python's first line was not the checker's (shortened).
    DidNotStart { python: PathBuf, said: String },
    /// The check was cancelled.
    Cancelled,
    /// The whole check took longer than `--file-timeout` by the clock.
    FileTimedOut { file: PathBuf, limit: Duration },
}
