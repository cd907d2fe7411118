//! Starts the command line, or the window when no command is given.

use std::io;

use std::process::ExitCode;

use tictactoe::cli::{self, args};

fn main() -> ExitCode {
    let mut stderr = io::stderr();
    let words: Result<Vec<String>, _> = std::env::args_os().skip(1).map(|a| a.into_string()).collect();
    let command = match words {
        Ok(words) => args::parse(&words),
        Err(word) => Err(format!("argument {word:?} is not valid UTF-8")),
    };
    let status = match command {
        Ok(args::Command::Window) => tictactoe::app::run_window(),
        Ok(command) => cli::run(
            command,
            &mut io::stdin().lock(),
            &mut io::BufWriter::new(io::stdout().lock()),
            &mut stderr,
        ),
        Err(message) => {
            eprintln!("error: {message}");
            2
        }
    };
    ExitCode::from(status)
}
