//! How the program ends, as a type: every status it exits with is one of six.

/// The status a command exits with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum ExitStatus {
    /// 0: it did what was asked.
    Success = 0,
    /// 1: `check-cs50` found a function wrong.
    Failed = 1,
    /// 2: bad input (or output that could not be written), told in one `error: ...` line.
    BadInput = 2,
    /// 3: the window cannot open (no display, or the program was built without it), told in one
    /// `error: ...` line that says what is missing. The input was fine: the command line still works.
    WindowUnavailable = 3,
    /// 130 (128 + SIGINT): Ctrl-C stopped `check-cs50`, told in one `error: ...` line once every Python
    /// it started has ended.
    Interrupted = 130,
    /// 143 (128 + SIGTERM): SIGTERM stopped `check-cs50`, told as Ctrl-C is.
    Terminated = 143,
}

impl From<ExitStatus> for std::process::ExitCode {
    fn from(status: ExitStatus) -> std::process::ExitCode {
        std::process::ExitCode::from(status as u8)
    }
}

/// What the program does after reading its arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Next {
    /// Open the window: no command was given.
    OpenWindow,
    /// Exit with this status: a command ran.
    Exit(ExitStatus),
}
