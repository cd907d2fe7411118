//! Starts the command line, or the window when no command is given.

use std::process::ExitCode;

fn main() -> ExitCode {
    let status = tictactoe::run_command_line(std::env::args_os().skip(1)).unwrap_or_else(open_window);
    ExitCode::from(status)
}

/// Opens the window and returns the exit status once it closes.
#[cfg(feature = "window")]
fn open_window() -> u8 {
    match tictactoe::app::run_window() {
        Ok(()) => 0,
        Err(message) => {
            tictactoe::report_error(message);
            2
        }
    }
}

/// Without the window compiled in, says so.
#[cfg(not(feature = "window"))]
fn open_window() -> u8 {
    tictactoe::report_error(
        "this tictactoe was built without the window (cargo feature `window`); the command line works: see tictactoe --help",
    );
    2
}
