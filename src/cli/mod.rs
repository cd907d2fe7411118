//! The command line: std-only argument handling over the engine. Errors are one `error: ...` line on
//! standard error with exit status 2, and nothing half-printed on standard output.

mod args;
mod check_cs50;
mod class;
mod command;
mod common;
mod error_line;
mod exit_status;
mod interrupt;
mod json;
mod ladder;
mod lines;
mod match_report;
mod strategy;
mod strategy_args;

mod spec;
pub(crate) mod steps;
mod text;
pub(crate) mod tree;
mod usage_error;

use std::ffi::OsString;
use std::io::{self, BufRead, IsTerminal, Write};
use std::path::Path;

use crate::board::Board;
use crate::cs50;
use crate::engines::{Decision, Engine, Rung};
use crate::lang::Lang;
use crate::opponents::{Computer, Level, Random, tournament};
use crate::output::numbers::{count, thousands};
use crate::output::quote::{quote, quote_end, quote_start};
use crate::output::wrap::{columns, wrap};
use crate::table::{self, ExportedTable};
use args::{COMMANDS, Request};
use command::Command;
pub use error_line::report_error;
use error_line::write_error;
pub use exit_status::{ExitStatus, Next};
use lines::{LINE_LIMIT, Line, Lines};
use spec::Opt;

/// Runs the command the program's arguments (after its name) ask for, with the process's standard
/// streams: what to do next is exit with its status, or open the window when no command is given.
pub fn run_command_line(args: impl IntoIterator<Item = OsString>) -> Next {
    let status = match args::parse_os(args) {
        Ok(Request::Window) => return Next::OpenWindow,
        Ok(Request::Run(command, lang)) => run(
            command,
            lang.unwrap_or_else(Lang::of_system),
            &mut io::stdin().lock(),
            &mut io::BufWriter::new(io::stdout().lock()),
            &mut io::stderr(),
        ),
        Err(mistake) => {
            report_error(mistake.error.words(mistake.lang.unwrap_or_else(Lang::of_system)));
            ExitStatus::BadInput
        }
    };
    Next::Exit(status)
}

/// Where the help's descriptions start.
const HELP_COLUMN: usize = 45;
/// How wide the help's lines are at most, and how far a usage's second line is indented.
const HELP_WIDTH: usize = 100;
const HELP_INDENT: usize = 13;

/// The help in `lang`: every command's usage line from its entry, then the conventions.
pub fn help(lang: Lang) -> String {
    let mut out = format!(
        "{}\n\n{}\n",
        lang.pick(
            "Perfect-play tic-tac-toe: a table solved at build time, live searches, levels.",
            "完美博弈的井字棋：构建时解出的表、现场搜索、难度。"
        ),
        lang.pick("Usage:", "用法：")
    );
    let mut entry = |usage: &[String], about: &str| {
        // A usage too long for one line goes on, indented, on the next.
        let mut line = String::from("  tictactoe");
        for word in usage {
            if columns(&line) + 1 + columns(word) > HELP_WIDTH {
                out.push_str(&line);
                out.push('\n');
                line = " ".repeat(HELP_INDENT);
            }
            line.push(' ');
            line.push_str(word);
        }
        for text in wrap(about, HELP_WIDTH - HELP_COLUMN) {
            if columns(&line) + 2 > HELP_COLUMN {
                out.push_str(line.trim_end());
                out.push('\n');
                line.clear();
            }
            let pad = HELP_COLUMN - columns(&line);
            out.push_str(&format!("{line}{:pad$}{text}\n", ""));
            line.clear();
        }
    };
    entry(&[], lang.pick("open the window", "打开窗口"));
    for spec in COMMANDS {
        entry(&spec.usage(), spec.about.get(lang));
    }
    out.push_str("  tictactoe --help | --version\n\n");
    for paragraph in conventions(lang) {
        for line in wrap(&paragraph, HELP_WIDTH - 20) {
            out.push_str(&line);
            out.push('\n');
        }
    }
    out
}

/// The help's paragraphs after the commands: engines, levels, boards, options, languages, values,
/// exit statuses.
fn conventions(lang: Lang) -> [String; 7] {
    let (searches, levels) = (Rung::names(), crate::opponents::Level::names());
    [
        lang.pick(
            format!(
                "Engines (E): table, or a search: {searches}. analyze and best take either (the table by default); \
                 tree, pseudocode and steps take a search (alphabeta by default)."
            ),
            format!(
                "引擎（E）：table（查表），或一种搜索：{searches}。analyze 和 best 两者都接受（默认查表）；\
                 tree、pseudocode 和 steps 只接受搜索（默认 alphabeta）。"
            ),
        ),
        lang.pick(
            format!("Levels (L): {levels}; seeds (S): 0 or more, from the clock if none."),
            format!("难度（L）：{levels}；种子（S）：0 或更大的整数，不给时取自时钟。"),
        ),
        lang.pick(
            "Boards: 9 cells row-major, X, O and . (- and _ also mean empty), '/' allowed between rows: \
             X.O/.X./...  X moves first. Moves: R,C with rows and columns 0 to 2, e.g. 2,0."
                .to_string(),
            "棋盘：按行排列的 9 个格子，X、O 和 .（- 和 _ 也表示空位），行与行之间可以加 '/'：X.O/.X./...  \
             X 先走。着法：R,C，行和列都是 0 到 2，例如 2,0。"
                .to_string(),
        ),
        lang.pick(
            "Options may come before or after the other arguments; '--' ends the options, so a board after it \
             may start with '-': tictactoe analyze -- -X......."
                .to_string(),
            "选项可以放在其他参数之前或之后；'--' 结束选项，之后的棋盘可以以 '-' 开头：tictactoe analyze -- -X......."
                .to_string(),
        ),
        lang.pick(
            "Every command speaks the system's language (LC_ALL, LC_MESSAGES, LANG), English or Chinese; \
             --lang en|zh chooses. JSON, DOT and the 'error: ' prefix are the same in both."
                .to_string(),
            "每个命令都使用系统的语言（LC_ALL、LC_MESSAGES、LANG），英文或中文；--lang en|zh 可以指定。\
             JSON、DOT 和 'error: ' 前缀在两种语言中都一样。"
                .to_string(),
        ),
        lang.pick(
            "value is 1 when X wins, 0 for a draw, -1 when O wins; plies are the moves left when the winner wins \
             fastest and the loser loses slowest."
                .to_string(),
            "value：X 获胜为 1，平局为 0，O 获胜为 -1；plies：胜者以最快速度获胜、败者尽量拖延时剩下的步数。"
                .to_string(),
        ),
        lang.pick(
            "Exit status: 0 on success, 1 when check-cs50 finds a function (or a student) wrong, 2 on bad input with one \
             'error: ...' line on stderr, 3 when the window cannot open (no display, or built without it), \
             130 when Ctrl-C and 143 when SIGTERM stops check-cs50, with one 'error: ...' line once its Pythons ended."
                .to_string(),
            "退出状态：成功为 0，check-cs50 发现函数有错（或有学生未通过）为 1，输入有误为 2，并在标准错误上输出一行 'error: ...'；\
             窗口无法打开（没有显示器，或构建时未包含窗口）为 3；Ctrl-C 中止 check-cs50 时为 130，SIGTERM 中止时为 143，\
             在它启动的 Python 都结束后输出一行 'error: ...'。"
                .to_string(),
        ),
    ]
}

/// One command's help: its usage, what it does, and each of its options.
pub fn command_help(name: &str, lang: Lang) -> String {
    let Some(spec) = COMMANDS.iter().find(|spec| spec.name == name) else {
        return help(lang);
    };
    let mut out = format!("tictactoe {}\n\n", spec.usage().join(" "));
    for line in wrap(spec.about.get(lang), HELP_WIDTH - 20) {
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str(&format!("\n{}\n", lang.pick("Options:", "选项：")));
    let options: Vec<&Opt> = spec.options.iter().chain([&spec::LANG]).collect();
    let names = options.iter().flat_map(|opt| {
        [opt.shown()]
            .into_iter()
            .chain(opt.aliases.iter().map(|a| a.to_string()))
    });
    let width = names.map(|name| columns(&name)).max().unwrap_or(0) + 4;
    for opt in options {
        let shown = opt.shown();
        let mut first = true;
        for line in wrap(opt.about.get(lang), HELP_WIDTH - width - 2) {
            match first {
                true => out.push_str(&format!("  {shown:<width$}{line}\n")),
                false => out.push_str(&format!("  {:width$}{line}\n", "")),
            }
            first = false;
        }
        for alias in opt.aliases {
            let name = opt.name;
            let same = lang.pick(format!("the same as {name}"), format!("与 {name} 相同"));
            out.push_str(&format!("  {alias:<width$}{same}\n"));
        }
    }
    out.push_str(&format!("  {:<width$}{}\n", "--help", lang.pick("this help", "本帮助")));
    out
}

/// Runs a command, its text for people in `lang`, and returns its exit status.
fn run(
    command: Command,
    lang: Lang,
    stdin: &mut dyn BufRead,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> ExitStatus {
    let mut rejected = false;
    let result = execute(command, lang, stdin, stdout, stderr, &mut rejected)
        .and_then(|status| Ok(stdout.flush().map(|()| status)?));
    let status_so_far = if rejected {
        ExitStatus::BadInput
    } else {
        ExitStatus::Success
    };
    match result {
        Ok(status) => status.max(status_so_far),
        Err(Stopped::Input(message)) => {
            write_error(stderr, message);
            ExitStatus::BadInput
        }
        Err(Stopped::Interrupted(interrupt)) => {
            write_error(stderr, interrupt.words(lang));
            interrupt.status()
        }
        Err(Stopped::InterruptedClass { interrupt, done, of }) => {
            let kept = lang.pick(
                format!("; {done} of {of} students were graded and are kept: run the same command to go on"),
                format!("；{of} 名学生中已批改的 {done} 名已保存：再次运行同一命令即可继续"),
            );
            write_error(stderr, format!("{}{kept}", interrupt.words(lang)));
            interrupt.status()
        }
        // The reader went away (`| head`): nothing more to say, but what was rejected stays rejected.
        Err(Stopped::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => status_so_far,
        Err(Stopped::Output(e)) => {
            write_error(
                stderr,
                lang.pick(format!("cannot write output: {e}"), format!("无法写出输出：{e}")),
            );
            ExitStatus::BadInput
        }
    }
}

/// Runs a command and returns its status when it ran to the end: success, or failed when it found
/// something wrong (a failing `check-cs50`). `rejected` is set when part of the input was reported bad
/// and the rest went on.
fn execute(
    command: Command,
    lang: Lang,
    stdin: &mut dyn BufRead,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
    rejected: &mut bool,
) -> Result<ExitStatus, Stopped> {
    match command {
        Command::Help(None) => write!(stdout, "{}", help(lang))?,
        Command::Help(Some(name)) => write!(stdout, "{}", command_help(name, lang))?,
        Command::Version => writeln!(stdout, "tictactoe {}", env!("CARGO_PKG_VERSION"))?,
        Command::Analyze { json, engine, boards } => {
            analyze(json, engine, &boards, lang, stdin, stdout, stderr, rejected)?
        }
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
        } => play_match(x, o, games, seed, json, lang, stdout)?,
        Command::Play { board, cell, typed } => {
            let after = board.play(cell).map_err(|e| {
                let (typed, why) = (quote(&typed), e.words(lang));
                Stopped::Input(lang.pick(
                    format!("move {typed} on board {board}: {why}"),
                    format!("棋盘 {board} 上的着法 {typed}：{why}"),
                ))
            })?;
            writeln!(stdout, "{after}")?
        }
        Command::Tree {
            rung,
            depth,
            format,
            board,
        } => tree::write(&rung.trace(board).1, format, depth, lang, stdout)?,
        Command::Pseudocode { rung } => write!(stdout, "{}", rung.pseudocode().text(lang))?,
        Command::Steps { rung, json, board } => steps::write(&rung.steps(board).1, json, lang, stdout)?,
        Command::Ladder { json, board } => ladder::write(board, json, lang, stdout)?,
        Command::Strategy(asked) => strategy::write(&asked, lang, stdout).map_err(Stopped::Input)?,
        Command::ExportTable { file: None } => stdout.write_all(&ExportedTable::from_table().encode())?,
        Command::ExportTable { file: Some(path) } => export_table(&path, lang, stdout)?,
        Command::CheckCs50 { file, python, options } => {
            return check_cs50(&file, &python, &options, lang, stdout, stderr);
        }
        Command::CheckClass(asked) => return class::grade(asked, lang, stdout, stderr),
        Command::MergeClass { parts, out } => return class::merge(&parts, &out, lang, stdout),
    }
    Ok(ExitStatus::Success)
}

/// Plays a match between the levels `x` and `o` and writes its results.
fn play_match(
    x: Level,
    o: Level,
    games: u64,
    seed: Option<u64>,
    json: bool,
    lang: Lang,
    stdout: &mut dyn Write,
) -> io::Result<()> {
    let results = tournament::play(x, o, games, seed.unwrap_or_else(Random::clock_seed));
    match json {
        true => writeln!(stdout, "{}", match_report::json(&results)),
        false => write!(
            stdout,
            "{}",
            match_report::text(&results, &tournament::expected(x, o), lang)
        ),
    }
}

/// Writes the table to `path`, and says how many positions it wrote.
fn export_table(path: &std::path::Path, lang: Lang, stdout: &mut dyn Write) -> Result<(), Stopped> {
    let count = table::write_table(path).map_err(|e| {
        let path = quote_end(&path.to_string_lossy());
        Stopped::Input(lang.pick(format!("cannot write {path}: {e}"), format!("无法写入 {path}：{e}")))
    })?;
    let path = path.display();
    Ok(writeln!(
        stdout,
        "{}",
        lang.pick(
            format!("{count} positions written to {path}"),
            format!("已将 {count} 个局面写入 {path}"),
        )
    )?)
}

/// Checks a learner's file and writes its report: failed when a function fails. Ctrl-C or SIGTERM
/// during the check stops it, and nothing of the report is written.
fn check_cs50(
    file: &Path,
    python: &Path,
    options: &cs50::Options,
    lang: Lang,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<ExitStatus, Stopped> {
    let terminal = io::stderr().is_terminal();
    let mut interrupted = None;
    let checked = cs50::Door::open(file, python).and_then(|door| {
        if let Some(unsandboxed) = door.unsandboxed() {
            // A warning, not a failure: the person checking their own file is not hurt by it.
            let warning = cs50::unsandboxed_words(unsandboxed, lang);
            let _ = writeln!(
                stderr,
                "{}",
                lang.pick(format!("warning: {warning}"), format!("警告：{warning}"))
            );
        }
        let mut progress = cs50::progress::TextProgress::new(stderr, terminal, lang);
        let cancel = cs50::Cancel::default();
        let watch = interrupt::Watch::start(&cancel);
        let checked = cs50::check(&door, options, &mut progress, &cancel);
        interrupted = watch.end();
        // Dropped here, the progress clears its bar before the error line.
        checked
    });
    if let Some(interrupt) = interrupted {
        // Whatever the cancelled check returned (`StartError::Cancelled`, or a report finished as the
        // signal came) is not told: the one line says why the command stopped.
        return Err(Stopped::Interrupted(interrupt));
    }
    let report = match checked {
        Ok(report) => report,
        Err(error) => {
            // A file that does not import still gets check50's forecast: every check waits on "imports".
            if let Some(forecast) = cs50::unimported(&error, lang, options.json) {
                writeln!(stdout, "{}", forecast.trim_end())?;
            }
            return Err(Stopped::Input(cs50::error_words(&error, lang)));
        }
    };
    match options.json {
        true => writeln!(stdout, "{}", report.json())?,
        false => write!(stdout, "{}", report.text(lang))?,
    }
    Ok(match report.ok() {
        true => ExitStatus::Success,
        false => ExitStatus::Failed,
    })
}

/// Why a command stopped.
enum Stopped {
    /// Bad input: reported as `error: ...`.
    Input(String),
    /// Standard output failed.
    Output(io::Error),
    /// Ctrl-C or SIGTERM stopped `check-cs50`, whose Pythons have all ended: told in one `error: ...`
    /// line, with 128 and the signal's number as the status.
    Interrupted(interrupt::Interrupt),
    /// Ctrl-C or SIGTERM stopped a class run after `done` of `of` students, whose results are kept.
    InterruptedClass {
        interrupt: interrupt::Interrupt,
        done: usize,
        of: usize,
    },
}

impl From<io::Error> for Stopped {
    fn from(e: io::Error) -> Stopped {
        Stopped::Output(e)
    }
}

/// Analyzes the boards in order, reading `-` from standard input.
#[allow(clippy::too_many_arguments)]
fn analyze(
    json: bool,
    engine: Engine,
    boards: &[Option<Board>],
    lang: Lang,
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
            writeln!(out, "{}", text::analysis(board, search.as_ref(), lang))
        }
    };
    for board in boards {
        match board {
            Some(board) => show(*board, stdout)?,
            None => analyze_lines(&show, lang, stdin, stdout, stderr, rejected)?,
        }
    }
    Ok(())
}

/// Analyzes each line of standard input; blank lines are skipped, and a rejected line is reported
/// and sets `rejected` while the lines after it are still read.
fn analyze_lines(
    show: &dyn Fn(Board, &mut dyn Write) -> io::Result<()>,
    lang: Lang,
    stdin: &mut dyn BufRead,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
    rejected: &mut bool,
) -> Result<(), Stopped> {
    let mut lines = Lines::new(stdin);
    let read_error = |e: io::Error| {
        Stopped::Input(lang.pick(
            format!("cannot read standard input: {e}"),
            format!("无法读取标准输入：{e}"),
        ))
    };
    while let Some((number, line)) = lines.next_line().map_err(read_error)? {
        let problem = match line {
            Line::Whole(text) if text.trim().is_empty() => continue,
            Line::Whole(text) => match text.parse::<Board>() {
                Ok(board) => {
                    show(board, stdout)?;
                    continue;
                }
                Err(e) => {
                    let (text, why) = (quote(text.trim()), e.words(lang));
                    lang.pick(format!("board {text}: {why}"), format!("棋盘 {text}：{why}"))
                }
            },
            Line::TooLong { start, characters } => {
                let start = quote_start(&start, characters);
                lang.pick(
                    format!(
                        "board {start}: too long for a board (a line is read up to {})",
                        count(LINE_LIMIT as u64, "byte")
                    ),
                    format!(
                        "棋盘 {start}：作为棋盘太长了（每行最多读取 {} 字节）",
                        thousands(LINE_LIMIT as u64)
                    ),
                )
            }
        };
        *rejected = true;
        // What came before the bad line reaches the reader before the error does.
        let flushed = stdout.flush();
        write_error(
            stderr,
            lang.pick(
                format!("line {number}: {problem}"),
                format!("第 {number} 行：{problem}"),
            ),
        );
        flushed?;
    }
    Ok(())
}
