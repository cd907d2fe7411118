//! Starts the command line, or the window when no command is given.

use std::io;
use std::process::ExitCode;

use tictactoe::cli::{self, args};

fn main() -> ExitCode {
    let status = match args::parse_os(std::env::args_os().skip(1)) {
        Ok(args::Command::Window) => match tictactoe::app::run_window() {
            Ok(()) => 0,
            Err(message) => {
                cli::report_error(message);
                2
            }
        },
        Ok(command) => cli::run(
            command,
            &mut io::stdin().lock(),
            &mut io::BufWriter::new(io::stdout().lock()),
            &mut io::stderr(),
        ),
        Err(message) => {
            cli::report_error(message);
            2
        }
    };
    ExitCode::from(status)
}
