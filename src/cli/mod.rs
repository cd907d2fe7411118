//! The command line: std-only argument handling over the engine. Errors are one `error: ...` line on
//! standard error with exit status 2, and nothing half-printed on standard output.

pub mod args;
mod json;
mod text;

use std::io::{self, BufRead, Write};

use crate::board::Board;
use crate::cs50;
use crate::engine::{Decision, Engine};
use crate::export;
use args::Command;

pub const HELP: &str = "\
Perfect-play tic-tac-toe: a table solved at build time, live minimax and alpha-beta.

Usage:
  tictactoe                                  open the window
  tictactoe analyze [--json] [--engine E] BOARD...
                                             perfect-play facts of each board; BOARD '-' reads
                                             boards from standard input, one per line
  tictactoe best [--engine E] BOARD          the move the engine plays as R,C ('none' if finished)
  tictactoe play BOARD R,C                   the board after the move
  tictactoe export-table FILE                write the whole table with bincode
  tictactoe check-cs50 [--json] [--timeout SECONDS] [--python PATH] [--strict] FILE.py
                                             check a CS50 AI tictactoe.py; exit 1 if it fails
  tictactoe --help | --version

Engines (E): table (default), minimax, alphabeta.
Boards: 9 cells row-major, X, O and . (- and _ also mean empty), '/' allowed
        between rows: X.O/.X./...  X moves first.
Moves:  R,C with rows and columns 0 to 2, e.g. 2,0.
value is 1 when X wins, 0 for a draw, -1 when O wins; plies are the moves left
when the winner wins fastest and the loser loses slowest.
Exit status: 0 on success, 2 on bad input with one 'error: ...' line on stderr.
";

/// Runs a command other than opening the window, and returns the exit status.
pub fn run(command: Command, stdin: &mut dyn BufRead, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let result = execute(command, stdin, stdout, stderr).and_then(|status| Ok(stdout.flush().map(|_| status)?));
    match result {
        Ok(status) => status,
        Err(Failure::Input(message)) => {
            let _ = writeln!(stderr, "error: {message}");
            2
        }
        // The reader went away (`| head`): nothing more to say to anyone.
        Err(Failure::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => 0,
        Err(Failure::Output(e)) => {
            let _ = writeln!(stderr, "error: cannot write output: {e}");
            2
        }
    }
}

fn execute(
    command: Command,
    stdin: &mut dyn BufRead,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<u8, Failure> {
    match command {
        Command::Window | Command::Help => write!(stdout, "{HELP}")?,
        Command::Version => writeln!(stdout, "tictactoe {}", env!("CARGO_PKG_VERSION"))?,
        Command::Analyze { json, engine, boards } => return analyze(json, engine, &boards, stdin, stdout, stderr),
        Command::Best { engine, board } => {
            let choice = engine.decide(board).choice;
            writeln!(stdout, "{}", choice.map_or("none".to_string(), |c| c.to_string()))?
        }
        Command::Play { board, cell } => {
            let after = board
                .play(cell)
                .map_err(|e| Failure::Input(format!("move {cell} on board {board}: {e}")))?;
            writeln!(stdout, "{after}")?
        }
        Command::ExportTable { path } => {
            let count = export::write_table(&path)
                .map_err(|e| Failure::Input(format!("cannot write '{}': {e}", path.display())))?;
            writeln!(stdout, "{count} positions written to {}", path.display())?
        }
        Command::CheckCs50(options) => {
            let report = cs50::check(&options, stderr).map_err(Failure::Input)?;
            write!(stdout, "{}", if options.json { report.json() } else { report.text() })?;
            return Ok(report.status());
        }
    }
    Ok(0)
}

/// Why a command stopped.
enum Failure {
    /// Bad input: reported as `error: ...`.
    Input(String),
    /// Standard output failed.
    Output(io::Error),
}

impl From<io::Error> for Failure {
    fn from(e: io::Error) -> Failure {
        Failure::Output(e)
    }
}

/// Analyzes the boards in order, reading `-` from standard input. A rejected line of standard input
/// is reported and skipped; the status is 2 if any was.
fn analyze(
    json: bool,
    engine: Engine,
    boards: &[Option<Board>],
    stdin: &mut dyn BufRead,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<u8, Failure> {
    let show = |board: Board, out: &mut dyn Write| -> io::Result<()> {
        let search: Option<Decision> = (engine != Engine::Table).then(|| engine.decide(board));
        if json {
            writeln!(out, "{}", json::analysis(board, search.as_ref()))
        } else {
            writeln!(out, "{}", text::analysis(board, search.as_ref()))
        }
    };
    let mut status = 0;
    for board in boards {
        match board {
            Some(board) => show(*board, stdout)?,
            None => {
                for (number, line) in stdin.split(b'\n').enumerate() {
                    let line = line.map_err(|e| Failure::Input(format!("cannot read standard input: {e}")))?;
                    let text = String::from_utf8_lossy(&line);
                    if text.trim().is_empty() {
                        continue;
                    }
                    match text.parse::<Board>() {
                        Ok(board) => show(board, stdout)?,
                        Err(e) => {
                            status = 2;
                            stdout.flush()?;
                            let _ = writeln!(stderr, "error: line {}: board '{}': {e}", number + 1, text.trim());
                        }
                    }
                }
            }
        }
    }
    Ok(status)
}
