//! The command line: std-only argument handling over the engine. Errors are one `error: ...` line on
//! standard error with exit status 2, and nothing half-printed on standard output.

mod args;
mod error_line;
mod json;
mod ladder;
mod lines;
mod match_report;

mod spec;
pub(crate) mod steps;
mod text;
pub(crate) mod tree;
mod usage_error;

use std::ffi::OsString;
use std::io::{self, BufRead, Write};

use crate::board::Board;
use crate::cs50;
use crate::engines::{Decision, Engine, Rung};
use crate::lang::Lang;
use crate::opponents::{Computer, Random, tournament};
use crate::output::numbers::count;
use crate::output::quote::{quote, quote_end, quote_start};
use crate::table::{self, ExportedTable};
use args::{COMMANDS, Command};
pub use error_line::report_error;
use error_line::write_error;
use lines::{LINE_LIMIT, Line, Lines};

/// Runs the command the program's arguments (after its name) ask for, with the process's standard
/// streams, and returns its exit status; `None` when no command is given, which opens the window.
pub fn run_command_line(args: impl IntoIterator<Item = OsString>) -> Option<u8> {
    let args: Vec<OsString> = args.into_iter().collect();
    let status = match args::parse_os(args.clone()) {
        Ok(Command::Window) => return None,
        Ok(_) if stdout_closed() => {
            report_error("cannot write output: standard output is closed");
            2
        }
        Ok(command) => run(
            command,
            &mut io::stdin().lock(),
            &mut io::BufWriter::new(io::stdout().lock()),
            &mut io::stderr(),
        ),
        Err(mistake) => {
            report_error(mistake.words(mistake_lang(&args)));
            2
        }
    };
    Some(status)
}

/// The language a mistake in the arguments is told in: check-cs50's in its report's language (its
/// `--lang`, else the system's), every other command's in English.
fn mistake_lang(args: &[OsString]) -> Lang {
    let words: Vec<&str> = args.iter().filter_map(|arg| arg.to_str()).collect();
    if words.first() != Some(&"check-cs50") {
        return Lang::En;
    }
    let asked = words
        .iter()
        .enumerate()
        .find_map(|(at, word)| match word.strip_prefix("--lang") {
            Some("") => words.get(at + 1).and_then(|value| value.parse().ok()),
            Some(rest) => rest.strip_prefix('=').and_then(|value| value.parse().ok()),
            None => None,
        });
    asked.unwrap_or_else(Lang::of_system)
}

/// Where the help's descriptions start.
const HELP_COLUMN: usize = 45;
/// How wide the help's lines are at most, and how far a usage's second line is indented.
const HELP_WIDTH: usize = 100;
const HELP_INDENT: usize = 13;

/// The help: every command's usage line from its entry, then the conventions.
pub fn help() -> String {
    let mut out =
        String::from("Perfect-play tic-tac-toe: a table solved at build time, live searches, levels.\n\nUsage:\n");
    let mut entry = |usage: &[String], about: &[&str]| {
        // A usage too long for one line goes on, indented, on the next.
        let mut line = String::from("  tictactoe");
        for word in usage {
            if line.chars().count() + 1 + word.chars().count() > HELP_WIDTH {
                out.push_str(&line);
                out.push('\n');
                line = " ".repeat(HELP_INDENT);
            }
            line.push(' ');
            line.push_str(word);
        }
        for text in about {
            if line.chars().count() + 2 > HELP_COLUMN {
                out.push_str(line.trim_end());
                out.push('\n');
                line.clear();
            }
            out.push_str(&format!("{line:<HELP_COLUMN$}{text}\n"));
            line.clear();
        }
    };
    entry(&[], &["open the window"]);
    for spec in COMMANDS {
        entry(&spec.usage(), spec.about);
    }
    out.push_str("  tictactoe --help | --version\n\n");
    let (first, rest) = Rung::ALL.split_first().expect("the ladder has rungs");
    let rest: Vec<&str> = rest.iter().map(|rung| rung.name()).collect();
    out.push_str(&format!(
        "Engines (E): table (default), or a search (a rung of the ladder): {},\n              {}.\n",
        first.name(),
        rest.join(", ")
    ));
    out.push_str(&format!(
        "Levels (L): {}; seeds (S): 0 or more, from the clock if none.\n",
        crate::opponents::Level::names()
    ));
    out.push_str(
        "\
Boards: 9 cells row-major, X, O and . (- and _ also mean empty), '/' allowed
        between rows: X.O/.X./...  X moves first.
Moves:  R,C with rows and columns 0 to 2, e.g. 2,0.
Flags may come before or after the other arguments; '--' ends the flags, so
a board after it may start with '-': tictactoe analyze -- -X.......
value is 1 when X wins, 0 for a draw, -1 when O wins; plies are the moves left
when the winner wins fastest and the loser loses slowest.
Exit status: 0 on success, 1 when check-cs50 finds a function wrong, 2 on bad
input with one 'error: ...' line on stderr.
",
    );
    out
}

/// Whether standard output was closed (`>&-`): writes to it would vanish without an error, so a
/// command would seem to succeed with its output lost. A program finding its standard output closed
/// has it opened on /dev/null for reading and writing before `main`; a shell's `>/dev/null` opens it
/// for writing only, and is left alone. Linux only, where /proc says how the file was opened.
fn stdout_closed() -> bool {
    if !cfg!(target_os = "linux") {
        return false;
    }
    let on_null = std::fs::read_link("/proc/self/fd/1").is_ok_and(|target| target == std::path::Path::new("/dev/null"));
    let read_and_write = std::fs::read_to_string("/proc/self/fdinfo/1").is_ok_and(|info| {
        info.lines()
            .find_map(|line| line.strip_prefix("flags:"))
            .and_then(|flags| u32::from_str_radix(flags.trim(), 8).ok())
            .is_some_and(|flags| flags & 0o3 == 0o2)
    });
    on_null && read_and_write
}

/// Runs a command other than opening the window, and returns the exit status.
fn run(command: Command, stdin: &mut dyn BufRead, stdout: &mut dyn Write, stderr: &mut dyn Write) -> u8 {
    let mut rejected = false;
    let result = execute(command, stdin, stdout, stderr, &mut rejected)
        .and_then(|status| Ok(stdout.flush().map(|()| status)?));
    let status_so_far = if rejected { 2 } else { 0 };
    match result {
        Ok(status) => status.max(status_so_far),
        Err(Stopped::Input(message)) => {
            write_error(stderr, message);
            2
        }
        // The reader went away (`| head`): nothing more to say, but what was rejected stays rejected.
        Err(Stopped::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => status_so_far,
        Err(Stopped::Output(e)) => {
            write_error(stderr, format!("cannot write output: {e}"));
            2
        }
    }
}

/// Runs a command and returns its status when it ran to the end: 0, or 1 when it found something
/// wrong (a failing `check-cs50`). `rejected` is set when part of the input was reported bad and the
/// rest went on.
fn execute(
    command: Command,
    stdin: &mut dyn BufRead,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
    rejected: &mut bool,
) -> Result<u8, Stopped> {
    match command {
        Command::Window | Command::Help => write!(stdout, "{}", help())?,
        Command::Version => writeln!(stdout, "tictactoe {}", env!("CARGO_PKG_VERSION"))?,
        Command::Analyze { json, engine, boards } => analyze(json, engine, &boards, stdin, stdout, stderr, rejected)?,
        Command::Best {
            engine,
            level,
            seed,
            board,
        } => {
            let choice = match level {
                None => engine.decide(board).choice,
                Some(level) => {
                    let mut random = Random::new(seed.unwrap_or_else(Random::clock_seed));
                    Computer { engine, level }.choose(board, &mut random).map(|c| c.cell)
                }
            };
            writeln!(stdout, "{}", choice.map_or("none".to_string(), |c| c.to_string()))?
        }
        Command::Match {
            x,
            o,
            games,
            seed,
            json,
        } => {
            let results = tournament::play(x, o, games, seed.unwrap_or_else(Random::clock_seed));
            match json {
                true => writeln!(stdout, "{}", match_report::json(&results))?,
                false => write!(stdout, "{}", match_report::text(&results, &tournament::expected(x, o)))?,
            }
        }
        Command::Play { board, cell, typed } => {
            let after = board
                .play(cell)
                .map_err(|e| Stopped::Input(format!("move {} on board {board}: {e}", quote(&typed))))?;
            writeln!(stdout, "{after}")?
        }
        Command::Tree {
            rung,
            depth,
            format,
            board,
        } => tree::write(&rung.trace(board).1, format, depth, stdout)?,
        Command::Pseudocode { rung } => write!(stdout, "{}", rung.pseudocode())?,
        Command::Steps { rung, json, board } => steps::write(&rung.steps(board).1, json, stdout)?,
        Command::Ladder { json, board } => ladder::write(board, json, stdout)?,
        Command::ExportTable { file: None } => stdout.write_all(&ExportedTable::from_table().encode())?,
        Command::ExportTable { file: Some(path) } => {
            let count = table::write_table(&path)
                .map_err(|e| Stopped::Input(format!("cannot write {}: {e}", quote_end(&path.to_string_lossy()))))?;
            writeln!(stdout, "{count} positions written to {}", path.display())?
        }
        Command::CheckCs50(options) => {
            let lang = options.lang.unwrap_or_else(Lang::of_system);
            let report =
                cs50::check(&options, lang, stderr).map_err(|said| Stopped::Input(said.get(lang).to_string()))?;
            match options.json {
                true => writeln!(stdout, "{}", report.json())?,
                false => write!(stdout, "{}", report.text(lang))?,
            }
            return Ok(report.status());
        }
    }
    Ok(0)
}

/// Why a command stopped.
enum Stopped {
    /// Bad input: reported as `error: ...`.
    Input(String),
    /// Standard output failed.
    Output(io::Error),
}

impl From<io::Error> for Stopped {
    fn from(e: io::Error) -> Stopped {
        Stopped::Output(e)
    }
}

/// Analyzes the boards in order, reading `-` from standard input.
fn analyze(
    json: bool,
    engine: Engine,
    boards: &[Option<Board>],
    stdin: &mut dyn BufRead,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
    rejected: &mut bool,
) -> Result<(), Stopped> {
    let show = |board: Board, out: &mut dyn Write| -> io::Result<()> {
        let search: Option<Decision> = engine.rung().map(|_| engine.decide(board));
        if json {
            writeln!(out, "{}", json::analysis(board, search.as_ref()))
        } else {
            writeln!(out, "{}", text::analysis(board, search.as_ref()))
        }
    };
    for board in boards {
        match board {
            Some(board) => show(*board, stdout)?,
            None => analyze_lines(&show, stdin, stdout, stderr, rejected)?,
        }
    }
    Ok(())
}

/// Analyzes each line of standard input; blank lines are skipped, and a rejected line is reported
/// and sets `rejected` while the lines after it are still read.
fn analyze_lines(
    show: &dyn Fn(Board, &mut dyn Write) -> io::Result<()>,
    stdin: &mut dyn BufRead,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
    rejected: &mut bool,
) -> Result<(), Stopped> {
    let mut lines = Lines::new(stdin);
    let read_error = |e: io::Error| Stopped::Input(format!("cannot read standard input: {e}"));
    while let Some((number, line)) = lines.next_line().map_err(read_error)? {
        let problem = match line {
            Line::Whole(text) if text.trim().is_empty() => continue,
            Line::Whole(text) => match text.parse::<Board>() {
                Ok(board) => {
                    show(board, stdout)?;
                    continue;
                }
                Err(e) => format!("board {}: {e}", quote(text.trim())),
            },
            Line::TooLong { start, characters } => format!(
                "board {}: too long for a board (a line is read up to {})",
                quote_start(&start, characters),
                count(LINE_LIMIT as u64, "byte")
            ),
        };
        *rejected = true;
        // What came before the bad line reaches the reader before the error does.
        let flushed = stdout.flush();
        write_error(stderr, format!("line {number}: {problem}"));
        flushed?;
    }
    Ok(())
}
