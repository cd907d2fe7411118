//! The command line's words turned into a command, or a one-line reason they could not be.

use std::path::PathBuf;

use crate::board::{Board, Cell};
use crate::cs50;
use crate::engine::Engine;

/// What the command line asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Window,
    Help,
    Version,
    Analyze {
        json: bool,
        engine: Engine,
        /// The boards named on the command line, in order; `None` where `-` asks for standard input.
        boards: Vec<Option<Board>>,
    },
    Best {
        engine: Engine,
        board: Board,
    },
    Play {
        board: Board,
        cell: Cell,
    },
    ExportTable {
        path: PathBuf,
    },
    CheckCs50(cs50::Options),
}

/// Reads the arguments after the program's name.
pub fn parse(args: &[String]) -> Result<Command, String> {
    let Some((name, rest)) = args.split_first() else {
        return Ok(Command::Window);
    };
    if name == "help" || args.iter().any(|arg| arg == "--help" || arg == "-h") {
        return Ok(Command::Help);
    }
    match name.as_str() {
        "--version" | "-V" => no_more(rest, "--version").map(|_| Command::Version),
        "analyze" => {
            let (options, positional) = split(rest, "analyze")?;
            if positional.is_empty() {
                return Err("analyze needs a BOARD (or - to read boards from standard input)".to_string());
            }
            let boards = positional
                .iter()
                .map(|text| if text == "-" { Ok(None) } else { board(text).map(Some) })
                .collect::<Result<_, _>>()?;
            Ok(Command::Analyze {
                json: options.json,
                engine: options.engine,
                boards,
            })
        }
        "best" => {
            let (options, positional) = split(rest, "best")?;
            let [text] = exactly(positional, "best needs one BOARD")?;
            Ok(Command::Best {
                engine: options.engine,
                board: board(&text)?,
            })
        }
        "play" => {
            let (_, positional) = split(rest, "play")?;
            let [text, cell] = exactly(positional, "play needs a BOARD and a move R,C")?;
            Ok(Command::Play {
                board: board(&text)?,
                cell: cell.parse().map_err(|e| format!("{e}"))?,
            })
        }
        "export-table" => {
            let (_, positional) = split(rest, "export-table")?;
            let [path] = exactly(positional, "export-table needs a FILE to write")?;
            Ok(Command::ExportTable { path: path.into() })
        }
        "check-cs50" => {
            let (mut json, mut strict) = (false, false);
            let (mut timeout, mut python) = (
                cs50::Options::DEFAULT_TIMEOUT,
                PathBuf::from(cs50::Options::DEFAULT_PYTHON),
            );
            let (mut files, mut args) = (Vec::new(), rest.iter());
            while let Some(arg) = args.next() {
                let mut value = |flag: &str| args.next().ok_or(format!("{flag} needs a value"));
                match arg.as_str() {
                    "--json" => json = true,
                    "--strict" => strict = true,
                    "--timeout" => timeout = cs50::timeout(value("--timeout")?)?,
                    "--python" => python = PathBuf::from(value("--python")?),
                    other if is_option(other) => {
                        return Err(format!("check-cs50 has no option '{other}' (see tictactoe --help)"));
                    }
                    _ => files.push(arg.clone()),
                }
            }
            let [file] = exactly(files, "check-cs50 needs one FILE.py to check")?;
            Ok(Command::CheckCs50(cs50::Options {
                file: file.into(),
                json,
                strict,
                timeout,
                python,
            }))
        }
        other if is_option(other) => Err(format!("unknown option '{other}' (see tictactoe --help)")),
        other => Err(format!("unknown command '{other}' (see tictactoe --help)")),
    }
}

/// Whether an argument is an option. Boards may start with `-` (an empty cell), so only `--`
/// followed by a letter, or a dash and one letter, is taken for an option.
fn is_option(arg: &str) -> bool {
    let mut chars = arg.chars();
    match (chars.next(), chars.next(), chars.next()) {
        (Some('-'), Some('-'), Some(c)) => c.is_ascii_alphabetic(),
        (Some('-'), Some(c), None) => c.is_ascii_alphabetic(),
        _ => false,
    }
}

/// The options a command was given.
struct Options {
    json: bool,
    engine: Engine,
}

/// Separates options from positional arguments: `analyze` takes `--json` and `--engine`, `best`
/// takes `--engine`, the others take none.
fn split(args: &[String], command: &str) -> Result<(Options, Vec<String>), String> {
    let takes_engine = matches!(command, "analyze" | "best");
    let takes_json = command == "analyze";
    let mut options = Options {
        json: false,
        engine: Engine::Table,
    };
    let mut positional = Vec::new();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        if !is_option(arg) {
            positional.push(arg.clone());
        } else if takes_json && arg == "--json" {
            options.json = true;
        } else if takes_engine && arg == "--engine" {
            let name = args
                .next()
                .ok_or("--engine needs a name: table, minimax or alphabeta")?;
            options.engine = name.parse().map_err(|e| format!("{e}"))?;
        } else if let (true, Some(name)) = (takes_engine, arg.strip_prefix("--engine=")) {
            options.engine = name.parse().map_err(|e| format!("{e}"))?;
        } else {
            return Err(format!("{command} has no option '{arg}' (see tictactoe --help)"));
        }
    }
    Ok((options, positional))
}

fn exactly<const N: usize>(positional: Vec<String>, needs: &str) -> Result<[String; N], String> {
    let count = positional.len();
    positional
        .try_into()
        .map_err(|_| format!("{needs}, got {count} argument{}", if count == 1 { "" } else { "s" }))
}

fn no_more(rest: &[String], after: &str) -> Result<(), String> {
    match rest.first() {
        Some(extra) => Err(format!("unexpected '{extra}' after {after}")),
        None => Ok(()),
    }
}

fn board(text: &str) -> Result<Board, String> {
    text.parse().map_err(|e| format!("board '{text}': {e}"))
}
