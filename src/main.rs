//! Starts the command line, or the window when no command is given.

#[cfg(not(target_arch = "wasm32"))]
use std::process::ExitCode;

#[cfg(not(target_arch = "wasm32"))]
use tictactoe::{ExitStatus, Next};

/// In a browser there is no command line: the page's canvas holds the window (web/build.sh).
#[cfg(target_arch = "wasm32")]
fn main() {
    tictactoe::app::open_in_page();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    let status = match tictactoe::run_command_line(std::env::args_os().skip(1)) {
        Next::Exit(status) => status,
        Next::OpenWindow => open_window(),
    };
    status.into()
}

/// Opens the window and returns the exit status once it closes.
#[cfg(all(feature = "window", not(target_arch = "wasm32")))]
fn open_window() -> ExitStatus {
    match tictactoe::app::run_window() {
        Ok(()) => ExitStatus::Success,
        Err(message) => {
            tictactoe::report_error(message);
            ExitStatus::WindowUnavailable
        }
    }
}

/// Without the window compiled in, says so.
#[cfg(all(not(feature = "window"), not(target_arch = "wasm32")))]
fn open_window() -> ExitStatus {
    tictactoe::report_error(
        "this tictactoe was built without the window (cargo feature `window`); the command line works: see tictactoe --help",
    );
    ExitStatus::WindowUnavailable
}
