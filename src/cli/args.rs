//! The command line's words turned into a command, or a one-line reason they could not be.
//!
//! Each command is one entry in [`COMMANDS`]: the flags it takes, its positional arguments, its
//! help, and how its words become a [`Command`]. The words are read by [`Spec::read`], the same
//! for every command.

use std::ffi::OsString;

use super::check_cs50::{
    self, BOARD, FASTEST, FILE_TIMEOUT, JOBS, MEMORY, MERGE, ONLY, OUT, PYTHON, SHARD, TIMEOUT, UNSAFE,
};
use super::command::Command;
use super::common::{JSON, bad_value, board};
use super::spec::{Given, Mistake, Opt, Spec, is_option};
use super::strategy_args;
use super::tree;
use super::usage_error::UsageError;
use crate::board::ParseCellError;
use crate::engines::{Engine, Rung};
use crate::lang::{Both, Lang, Said};
use crate::opponents::Level;
use crate::output::numbers::thousands;

const ENGINE: Opt = Opt {
    name: "--engine",
    value: Some("E"),
    required: false,
    aliases: &[],
    about: Both::new(
        "the table or a search (see Engines in tictactoe --help)",
        "查表或一种搜索（见 tictactoe --help 中的引擎）",
    ),
};
const DEPTH: Opt = Opt {
    name: "--depth",
    value: Some("N"),
    required: false,
    aliases: &[],
    about: Both::new(
        "only the positions at most N moves below the root",
        "只列出根结点以下至多 N 步的局面",
    ),
};
const FORMAT: Opt = Opt {
    name: "--format",
    value: Some("F"),
    required: false,
    aliases: &[],
    about: Both::new(
        "how to write it (see the command's description)",
        "输出的格式（见命令的说明）",
    ),
};
const LEVEL: Opt = Opt {
    name: "--level",
    value: Some("L"),
    required: false,
    aliases: &[],
    about: Both::new(
        "the computer's level (see Levels in tictactoe --help)",
        "电脑的难度（见 tictactoe --help 中的难度）",
    ),
};
const SEED: Opt = Opt {
    name: "--seed",
    value: Some("S"),
    required: false,
    aliases: &[],
    about: Both::new(
        "the seed of the levels' dice: the same seed, the same games",
        "难度所用随机数的种子：种子相同，对局就相同",
    ),
};
const X_LEVEL: Opt = Opt {
    name: "--x",
    value: Some("L"),
    required: true,
    aliases: &[],
    about: Both::new("the level playing X", "执 X 的难度"),
};
const O_LEVEL: Opt = Opt {
    name: "--o",
    value: Some("L"),
    required: true,
    aliases: &[],
    about: Both::new("the level playing O", "执 O 的难度"),
};
const GAMES: Opt = Opt {
    name: "--games",
    value: Some("N"),
    required: false,
    aliases: &[],
    about: Both::new("how many games (default 1,000)", "对局数（默认 1,000）"),
};

/// The games a match plays unless `--games` says otherwise.
pub const DEFAULT_GAMES: u64 = 1_000;
/// The most games a match plays: a million take well under a minute.
pub const MOST_GAMES: u64 = 1_000_000;

/// Every command but opening the window, `help` and `--version`, in the order of the help.
pub const COMMANDS: &[Spec] = &[
    Spec {
        name: "analyze",
        options: &[JSON, ENGINE],
        positionals: &["BOARD..."],
        needs: Both::new(
            "analyze needs a BOARD (or - to read boards from standard input)",
            "analyze 需要一个 BOARD（或用 - 从标准输入读取棋盘）",
        ),
        about: Both::new(
            "perfect-play facts of each board, and a live search's answer with --engine; BOARD '-' reads boards from standard input, one per line",
            "每个棋盘的完美博弈结论，用 --engine 时再加上一次现场搜索的回答；BOARD 为 '-' 时从标准输入逐行读取棋盘",
        ),
        build: |given| {
            let engine = engine_of(given)?;
            let boards = given
                .positionals
                .iter()
                .enumerate()
                .map(|(at, text)| match text.as_str() {
                    "-" => Ok(None),
                    _ => board(text, at == 0).map(Some),
                })
                .collect::<Result<_, _>>()?;
            Ok(Command::Analyze {
                json: given.has(JSON),
                engine,
                boards,
            })
        },
    },
    Spec {
        name: "best",
        options: &[ENGINE, LEVEL, SEED],
        positionals: &["BOARD"],
        needs: Both::new("best needs one BOARD", "best 需要一个 BOARD"),
        about: Both::new(
            "the move the engine plays as R,C ('none' if finished); with --level, the move the computer plays at level L",
            "引擎所走的着法，写作 R,C（终局时为 'none'）；用 --level 时为电脑在难度 L 下所走的着法",
        ),
        build: |given| {
            let level = given.value(LEVEL).map(|name| level_named(name, LEVEL)).transpose()?;
            let seed = given.value(SEED).map(seed).transpose()?;
            if seed.is_some() && level.is_none() {
                return Err(UsageError::SeedWithoutLevel);
            }
            let engine = engine_of(given)?;
            if level.is_some() && !engine.counts_moves() {
                return Err(UsageError::LevelNeedsCounting(engine.name()));
            }
            Ok(Command::Best {
                engine,
                level,
                seed,
                board: board(&given.positionals[0], true)?,
            })
        },
    },
    Spec {
        name: "play",
        options: &[],
        positionals: &["BOARD", "R,C"],
        needs: Both::new(
            "play needs a BOARD and a move R,C",
            "play 需要一个 BOARD 和一个着法 R,C",
        ),
        about: Both::new("the board after the move", "走完这步之后的棋盘"),
        build: |given| {
            let board = board(&given.positionals[0], true)?;
            let typed = given.positionals[1].trim().to_string();
            let cell = typed.parse().map_err(|e| match e {
                ParseCellError::Form(_) => UsageError::MoveForm(typed.clone()),
                ParseCellError::OffBoard(_) => UsageError::MoveOffBoard {
                    typed: typed.clone(),
                    board,
                },
            })?;
            Ok(Command::Play { board, cell, typed })
        },
    },
    Spec {
        name: "tree",
        options: &[ENGINE, DEPTH, FORMAT, JSON],
        positionals: &["BOARD"],
        needs: Both::new("tree needs one BOARD", "tree 需要一个 BOARD"),
        about: Both::new(
            "the positions a search visits, in its order, with windows, scores, bounds and pruned moves; F: text (default), json, dot; --json is --format json",
            "一次搜索按其顺序访问的局面，附窗口、分数、上下界和被剪去的着法；F：text（默认）、json、dot；--json 即 --format json",
        ),
        build: |given| {
            let rung = searched(given)?;
            let depth = given
                .value(DEPTH)
                .map(|n| match !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) {
                    // Deeper than any game goes is the whole tree, however many digits it has.
                    true => Ok(n.parse::<u32>().unwrap_or(u32::MAX)),
                    false => Err(bad_value(
                        DEPTH,
                        Said::new("a number of moves, 0 or more", "一个步数，0 或更大"),
                        n,
                    )),
                })
                .transpose()?;
            let format = format_named(given, &tree::Format::ALL, tree::Format::Json)?.unwrap_or(tree::Format::Text);
            Ok(Command::Tree {
                rung,
                depth,
                format,
                board: board(&given.positionals[0], true)?,
            })
        },
    },
    Spec {
        name: "pseudocode",
        options: &[ENGINE],
        positionals: &[],
        needs: Both::new("pseudocode takes only --engine E", "pseudocode 只接受 --engine E"),
        about: Both::new(
            "a search's pseudocode as it runs here, its lines numbered as steps name them",
            "一种搜索在这里运行时的伪代码，行号与 steps 所指的一致",
        ),
        build: |given| Ok(Command::Pseudocode { rung: searched(given)? }),
    },
    Spec {
        name: "steps",
        options: &[ENGINE, FORMAT, JSON],
        positionals: &["BOARD"],
        needs: Both::new("steps needs one BOARD", "steps 需要一个 BOARD"),
        about: Both::new(
            "every step of a search as its pseudocode runs: calls, actions tried, values, α and β, cuts, the table's answers, returns; F: text (default), json; --json is --format json",
            "一次搜索按伪代码运行的每一步：调用、尝试的动作、值、α 与 β、剪枝、置换表的回答、返回；F：text（默认）、json；--json 即 --format json",
        ),
        build: |given| {
            let json = format_named(given, &[(false, "text"), (true, "json")], true)?.unwrap_or(false);
            Ok(Command::Steps {
                rung: searched(given)?,
                json,
                board: board(&given.positionals[0], true)?,
            })
        },
    },
    Spec {
        name: "ladder",
        options: &[JSON],
        positionals: &["BOARD"],
        needs: Both::new("ladder needs one BOARD", "ladder 需要一个 BOARD"),
        about: Both::new(
            "the same position searched by each rung of the enhancement ladder, from plain minimax to alpha-beta with a transposition table and symmetry",
            "用增强阶梯的每一级搜索同一个局面，从朴素极大极小到带置换表与对称的 α-β 剪枝",
        ),
        build: |given| {
            Ok(Command::Ladder {
                json: given.has(JSON),
                board: board(&given.positionals[0], true)?,
            })
        },
    },
    Spec {
        name: "strategy",
        options: &[
            strategy_args::AS,
            strategy_args::SMALLEST,
            strategy_args::OPENING,
            JSON,
            strategy_args::SVG,
            strategy_args::PNG,
        ],
        positionals: &[],
        needs: Both::new("strategy takes only options", "strategy 只接受选项"),
        about: Both::new(
            "the strategy that never loses, for X or O, as a map: at each position it meets, the move to make; how many positions it needs remembered, the smallest proved so, every strategy verified by playing every reply",
            "永不输棋的策略，以地图的形式给出 X 或 O 在遇到的每个局面上该下的着法；需要记住多少个局面，最小的策略并证明其最小，每个策略都通过下遍对方的每一种应对来验证",
        ),
        build: strategy_args::build,
    },
    Spec {
        name: "match",
        options: &[X_LEVEL, O_LEVEL, GAMES, SEED, JSON],
        positionals: &[],
        needs: Both::new(
            "match takes only options: --x L --o L [--games N] [--seed S] [--json]",
            "match 只接受选项：--x L --o L [--games N] [--seed S] [--json]",
        ),
        about: Both::new(
            "games between two levels (default 1,000 games): wins, draws and the exact expected shares",
            "两个难度之间的对局（默认 1,000 局）：胜局、平局，以及精确的期望比例",
        ),
        build: |given| {
            let side = |opt: Opt| level_named(given.value(opt).expect("a required option is given"), opt);
            let games = given.value(GAMES).map_or(Ok(DEFAULT_GAMES), |n| {
                n.parse::<u64>()
                    .ok()
                    .filter(|games| (1..=MOST_GAMES).contains(games))
                    .ok_or_else(|| {
                        let most = thousands(MOST_GAMES);
                        let needs = Said::new(
                            format!("a number of games from 1 to {most}"),
                            format!("一个从 1 到 {most} 的局数"),
                        );
                        bad_value(GAMES, needs, n)
                    })
            })?;
            Ok(Command::Match {
                x: side(X_LEVEL)?,
                o: side(O_LEVEL)?,
                games,
                seed: given.value(SEED).map(seed).transpose()?,
                json: given.has(JSON),
            })
        },
    },
    Spec {
        name: "export-table",
        options: &[],
        positionals: &["FILE"],
        needs: Both::new(
            "export-table needs a FILE to write (or - for standard output)",
            "export-table 需要一个要写入的 FILE（或用 - 写到标准输出）",
        ),
        about: Both::new(
            "write the whole table with bincode; FILE '-' writes it to standard output",
            "用 bincode 写出整张表；FILE 为 '-' 时写到标准输出",
        ),
        build: |given| {
            let file = &given.positionals[0];
            Ok(Command::ExportTable {
                file: (file != "-").then(|| file.into()),
            })
        },
    },
    Spec {
        name: "check-cs50",
        options: &[
            JSON,
            FASTEST,
            ONLY,
            BOARD,
            JOBS,
            TIMEOUT,
            FILE_TIMEOUT,
            MEMORY,
            PYTHON,
            OUT,
            UNSAFE,
            SHARD,
            MERGE,
        ],
        positionals: &["FILE.py|FOLDER..."],
        needs: Both::new(
            "check-cs50 needs one FILE.py to check, or a FOLDER of students' files with --out REPORTS",
            "check-cs50 需要一个要检查的 FILE.py，或者一个存放学生文件的 FOLDER 加上 --out REPORTS",
        ),
        about: Both::new(
            "check a CS50 AI tictactoe.py as check50 does and on every position, with what check50 will print; \
             exit 1 if a function fails. A FOLDER with --out REPORTS grades every tictactoe.py beneath it, one \
             student a folder, and summarises the class; exit 1 if a student fails",
            "像 check50 那样检查一份 CS50 AI 的 tictactoe.py，并在每个局面上检查，同时给出 check50 会输出什么；有函数失败时以 1 退出。\
             FOLDER 加上 --out REPORTS 时批改其下每个 tictactoe.py（每个文件夹一名学生）并汇总全班；有学生未通过时以 1 退出",
        ),
        build: check_cs50::build,
    },
];

/// What the words ask for: the window, or a command told in a language (`--lang`, if given).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Request {
    /// No command: open the window.
    Window,
    /// Run a command.
    Run(Command, Option<Lang>),
}

/// Reads the arguments after the program's name as the operating system gives them.
pub fn parse_os(args: impl IntoIterator<Item = OsString>) -> Result<Request, Mistake> {
    let words = args
        .into_iter()
        .map(|word| {
            word.into_string().map_err(|word| Mistake {
                error: UsageError::NotUtf8(word.to_string_lossy().into_owned()),
                lang: None,
            })
        })
        .collect::<Result<Vec<String>, Mistake>>()?;
    parse(&words)
}

/// Reads the arguments after the program's name.
pub fn parse(args: &[String]) -> Result<Request, Mistake> {
    let Some((name, rest)) = args.split_first() else {
        return Ok(Request::Window);
    };
    let unread = |error| Mistake { error, lang: None };
    if name == "--version" || name == "-V" {
        return match rest.first() {
            Some(extra) => Err(unread(UsageError::AfterVersion {
                word: extra.clone(),
                option: name.clone(),
            })),
            None => Ok(Request::Run(Command::Version, None)),
        };
    }
    match COMMANDS.iter().find(|spec| spec.name == name) {
        Some(spec) => {
            let given = spec.read(rest)?;
            if given.help {
                return Ok(Request::Run(Command::Help(Some(spec.name)), given.lang));
            }
            let command = (spec.build)(&given).map_err(|error| Mistake {
                error,
                lang: given.lang,
            })?;
            Ok(Request::Run(command, given.lang))
        }
        // The program's own words: help, in the language asked for.
        None if name == "help" || is_option(name) => {
            let words = if name == "help" { rest } else { args };
            match PROGRAM.read(words) {
                // `help` with anything after it, or `--lang` alone, is still a request for help.
                Ok(given) => Ok(Request::Run(Command::Help(None), given.lang)),
                Err(mistake) if name == "help" => Ok(Request::Run(Command::Help(None), mistake.lang)),
                Err(Mistake {
                    error: UsageError::NoSuchOption { option, .. },
                    lang,
                }) => Err(Mistake {
                    error: UsageError::UnknownOption(option),
                    lang,
                }),
                Err(mistake) => Err(mistake),
            }
        }
        None => Err(unread(UsageError::UnknownCommand(name.clone()))),
    }
}

/// The words after the program's name when no command comes first: `--help` and `--lang` alone.
const PROGRAM: Spec = Spec {
    name: "tictactoe",
    options: &[],
    positionals: &[],
    needs: Both::new("", ""),
    about: Both::new("", ""),
    build: |_| Ok(Command::Help(None)),
};

/// The search `--engine` names, alpha-beta if none: any rung of the ladder, never the table.
fn searched(given: &Given) -> Result<Rung, UsageError> {
    match given.value(ENGINE) {
        None => Ok(Rung::AlphaBeta),
        Some(name) => engine(name)?.rung().ok_or(UsageError::NotASearch),
    }
}

/// The format `--format` names among `known`, or `json` when `--json` asks for it; `None` if neither
/// is given.
fn format_named<T: Copy + PartialEq>(given: &Given, known: &[(T, &str)], json: T) -> Result<Option<T>, UsageError> {
    let named = given
        .value(FORMAT)
        .map(|name| {
            known
                .iter()
                .find(|(_, known)| *known == name)
                .map(|&(format, _)| format)
                .ok_or_else(|| {
                    let names: Vec<&str> = known.iter().map(|&(_, known)| known).collect();
                    let (last, rest) = names.split_last().expect("a command takes some format");
                    UsageError::UnknownFormat {
                        name: name.to_string(),
                        known: format!("{} or {last}", rest.join(", ")),
                    }
                })
        })
        .transpose()?;
    match (given.has(JSON), named) {
        (false, named) => Ok(named),
        (true, None) => Ok(Some(json)),
        (true, Some(format)) if format == json => Ok(Some(json)),
        (true, Some(_)) => Err(UsageError::JsonAndFormat {
            format: given.value(FORMAT).unwrap_or_default().to_string(),
        }),
    }
}

/// The engine `--engine` names, the table if none.
fn engine_of(given: &Given) -> Result<Engine, UsageError> {
    given.value(ENGINE).map_or(Ok(Engine::Table), engine)
}

/// Reads a level's name given to `opt`.
fn level_named(name: &str, opt: Opt) -> Result<Level, UsageError> {
    name.parse().map_err(|_| UsageError::UnknownLevel {
        option: opt.name,
        name: name.to_string(),
        known: Level::names(),
    })
}

/// Reads a seed: any whole number that fits in 64 bits.
fn seed(text: &str) -> Result<u64, UsageError> {
    text.parse().map_err(|_| {
        let most = thousands(u64::MAX);
        let needs = Said::new(
            format!("a whole number from 0 to {most}"),
            format!("一个从 0 到 {most} 的整数"),
        );
        bad_value(SEED, needs, text)
    })
}

/// Reads an engine's name.
fn engine(name: &str) -> Result<Engine, UsageError> {
    name.parse().map_err(|_| UsageError::UnknownEngine {
        name: name.to_string(),
        known: Engine::names(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(args: &[&str]) -> Vec<String> {
        args.iter().map(|a| a.to_string()).collect()
    }

    fn parsed(args: &[&str]) -> Command {
        match parse(&words(args)) {
            Ok(Request::Run(command, _)) => command,
            other => panic!("{args:?}: {other:?}"),
        }
    }

    fn error(args: &[&str]) -> String {
        match parse(&words(args)) {
            Ok(request) => panic!("{args:?} gave {request:?}"),
            Err(mistake) => mistake.error.to_string(),
        }
    }

    fn analyze(boards: &[&str], json: bool, engine: Engine) -> Command {
        Command::Analyze {
            json,
            engine,
            boards: boards.iter().map(|b| (*b != "-").then(|| b.parse().unwrap())).collect(),
        }
    }

    #[test]
    fn flags_go_anywhere_before_the_end_of_flags() {
        let expected = analyze(&["X........"], true, Engine::MINIMAX);
        for args in [
            &["analyze", "--json", "--engine", "minimax", "X........"][..],
            &["analyze", "X........", "--engine=minimax", "--json"],
            &[
                "analyze",
                "--engine",
                "table",
                "--json",
                "--engine",
                "minimax",
                "--",
                "X........",
            ],
        ] {
            assert_eq!(parsed(args), expected, "{args:?}");
        }
    }

    #[test]
    fn double_dash_ends_the_flags() {
        assert_eq!(
            parsed(&["analyze", "--", "-X.......", "-"]),
            analyze(&["-X.......", "-"], false, Engine::Table)
        );
        assert!(error(&["analyze", "--", "--json"]).starts_with("board '--json': "));
        assert!(error(&["analyze", "--", "--help"]).starts_with("board '--help': "));
        assert_eq!(
            parsed(&["export-table", "--", "--json"]),
            Command::ExportTable {
                file: Some("--json".into())
            }
        );
        assert_eq!(
            parsed(&["analyze", "--help", "--", "-X......."]),
            Command::Help(Some("analyze"))
        );
    }

    #[test]
    fn flag_errors_name_the_flag() {
        assert_eq!(
            error(&["analyze", "--frobnicate", "X........"]),
            "analyze has no option '--frobnicate' (see tictactoe --help)"
        );
        assert_eq!(
            error(&["best", "--json=yes", "X........"]),
            "best has no option '--json' (see tictactoe --help)"
        );
        assert_eq!(
            error(&["analyze", "--json=yes", "X........"]),
            "--json takes no value, got 'yes'"
        );
        assert_eq!(
            error(&["analyze", "X........", "--engine"]),
            "--engine needs a value: --engine E (see tictactoe --help)"
        );
        assert_eq!(
            error(&["analyze", "--engine=deep\nblue", "X........"]),
            "unknown engine 'deep\\nblue' (use table, course-minimax, course-alphabeta, minimax, alphabeta-cells, alphabeta, alphabeta-tt-board, alphabeta-tt)"
        );
    }

    #[test]
    fn positional_counts_are_checked() {
        assert_eq!(
            error(&["best", "X........", "X........"]),
            "best needs one BOARD, got 2 arguments"
        );
        assert_eq!(
            error(&["play", "X........"]),
            "play needs a BOARD and a move R,C, got 1 argument"
        );
        assert!(error(&["analyze", "--json"]).ends_with("got 0 arguments"));
    }

    #[test]
    fn a_byte_order_mark_is_ignored_before_the_first_board() {
        assert_eq!(parsed(&["best", "\u{feff}X........"]), parsed(&["best", "X........"]));
        assert_eq!(
            parsed(&["analyze", "\u{feff}X........", "-"]),
            analyze(&["X........", "-"], false, Engine::Table)
        );
        assert!(error(&["analyze", "X........", "\u{feff}X........"]).contains("\\u{feff}"));
    }

    #[test]
    fn usage_lines_come_from_the_entries() {
        let lines: Vec<String> = COMMANDS.iter().map(|spec| spec.usage().join(" ")).collect();
        assert_eq!(
            lines,
            [
                "analyze [--json] [--engine E] BOARD...",
                "best [--engine E] [--level L] [--seed S] BOARD",
                "play BOARD R,C",
                "tree [--engine E] [--depth N] [--format F] [--json] BOARD",
                "pseudocode [--engine E]",
                "steps [--engine E] [--format F] [--json] BOARD",
                "ladder [--json] BOARD",
                "strategy [--as x|o] [--smallest] [--opening O] [--json] [--svg FILE] [--png FILE]",
                "match --x L --o L [--games N] [--seed S] [--json]",
                "export-table FILE",
                "check-cs50 [--json] [--fastest] [--only FUNCTION] [--board BOARD] [--jobs N] [--timeout SECONDS] [--file-timeout SECONDS] [--memory MB] [--python PATH] [--out REPORTS] [--unsafe] [--shard K/N] [--merge] FILE.py|FOLDER..."
            ]
        );
    }

    #[test]
    fn each_mistake_is_its_own_kind_of_error() {
        let kinds = [
            (
                &["frobnicate"][..],
                UsageError::UnknownCommand("frobnicate".to_string()),
            ),
            (&["--frob"], UsageError::UnknownOption("--frob".to_string())),
            (&["tree", "--engine", "table", "........."], UsageError::NotASearch),
            (&["best", "--seed", "1", "........."], UsageError::SeedWithoutLevel),
            (&["play", ".........", "a,b"], UsageError::MoveForm("a,b".to_string())),
            (
                &["analyze", "--json=yes", "........."],
                UsageError::TakesNoValue {
                    option: "--json",
                    value: "yes".to_string(),
                },
            ),
            (
                &["best"],
                UsageError::Count {
                    needs: Both::new("best needs one BOARD", "best 需要一个 BOARD"),
                    got: 0,
                },
            ),
        ];
        for (args, kind) in kinds {
            assert_eq!(
                parse(&words(args)).map_err(|mistake| mistake.error),
                Err(kind),
                "{args:?}"
            );
        }
        assert!(matches!(
            parse(&words(&["play", "XX.......", "0,0"])).map_err(|mistake| mistake.error),
            Err(UsageError::Board {
                error: crate::board::BoardError::Counts(2, 0),
                ..
            })
        ));
        assert!(matches!(
            parse(&words(&["tree", "--depth", "-1", "........."])).map_err(|mistake| mistake.error),
            Err(UsageError::BadValue { option: "--depth", .. })
        ));
    }
}
