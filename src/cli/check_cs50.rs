//! `check-cs50`'s options, and the reading of its words into what the check is asked to do.

use super::command::Command;
use super::common::{JSON, bad_value, board};
use super::spec::{Given, Opt};
use super::usage_error::{ClassUsage, UsageError};
use crate::board::positions;
use crate::cs50::{self, Function, Scope};
use crate::lang::{Both, Said};
use crate::output::numbers::thousands;

pub(super) const FASTEST: Opt = Opt {
    name: "--fastest",
    value: None,
    required: false,
    // Its earlier name.
    aliases: &["--strict"],
    about: Both::new(
        "minimax must also win fastest and lose slowest (one of the table's best actions), which CS50 does not ask",
        "minimax 还须最快获胜、最慢落败（完美对弈表的最佳动作之一），CS50 并不要求这一点",
    ),
};
pub(super) const JOBS: Opt = Opt {
    name: "--jobs",
    value: Some("N"),
    required: false,
    aliases: &[],
    about: Both::new(
        "how many Pythons run the file at once, each under the same memory limit (default: one per core)",
        "同时运行这个文件的 Python 个数，每个都受同样的内存限制（默认每个核一个）",
    ),
};
pub(super) const TIMEOUT: Opt = Opt {
    name: "--timeout",
    value: Some("SECONDS"),
    required: false,
    aliases: &[],
    about: Both::new(
        "how much CPU time one call of minimax, or importing the file, may spend (default 60, check50's own); the \
         other functions answer in microseconds and get 2 s",
        "一次 minimax 调用或导入文件最多可花的 CPU 时间（默认 60 秒，与 check50 相同）；其他函数只需几微秒，各给 2 秒",
    ),
};
pub(super) const FILE_TIMEOUT: Opt = Opt {
    name: "--file-timeout",
    value: Some("SECONDS"),
    required: false,
    aliases: &[],
    about: Both::new(
        "how long, by the clock, the whole check of the file may take (default 1,800: half an hour)",
        "整个文件的检查按时钟计最多可用多久（默认 1,800 秒，即半小时）",
    ),
};
pub(super) const MEMORY: Opt = Opt {
    name: "--memory",
    value: Some("MB"),
    required: false,
    aliases: &[],
    about: Both::new(
        "how much memory each Python may use (default 2,048): all its processes together where a cgroup can be made, \
         each of them otherwise",
        "每个 Python 最多可用的内存（默认 2,048）：能建立 cgroup 时是它所有进程的合计，否则是每个进程各自的",
    ),
};
pub(super) const PYTHON: Opt = Opt {
    name: "--python",
    value: Some("PATH"),
    required: false,
    aliases: &[],
    about: Both::new(
        "the Python 3 to run the file with (default python3)",
        "运行这个文件所用的 Python 3（默认 python3）",
    ),
};
pub(super) const ONLY: Opt = Opt {
    name: "--only",
    value: Some("FUNCTION"),
    required: false,
    aliases: &[],
    about: Both::new(
        "check only this function (player, actions, result, winner, terminal, utility or minimax), to check it again \
         quickly after a fix",
        "只检查这一个函数（player、actions、result、winner、terminal、utility 或 minimax），修正之后可以很快再检查一遍",
    ),
};
pub(super) const BOARD: Opt = Opt {
    name: "--board",
    value: Some("BOARD"),
    required: false,
    aliases: &[],
    about: Both::new(
        "check only on this board (nine cells of X, O and ., row by row, as in OXOOXXX..: a position a game reaches)",
        "只在这个棋盘上检查（九个格子，由 X、O 和 . 逐行写出，如 OXOOXXX..；须是对局能走到的局面）",
    ),
};

pub(super) const OUT: Opt = Opt {
    name: "--out",
    value: Some("REPORTS"),
    required: false,
    aliases: &[],
    about: Both::new(
        "grade a FOLDER as a class: each student's report, and the class's summary.json, summary.csv and index.html, \
         go to the folder REPORTS, which keeps each result for the next run",
        "把 FOLDER 按全班批改：每个学生的报告以及全班的 summary.json、summary.csv 和 index.html 写入文件夹 REPORTS，\
         它也保存每个结果供下次运行使用",
    ),
};
pub(super) const UNSAFE: Opt = Opt {
    name: "--unsafe",
    value: None,
    required: false,
    aliases: &[],
    about: Both::new(
        "grade a class even where no sandbox can be made, running every student's file as you",
        "即使无法建立沙箱也批改全班，以你的身份运行每个学生的文件",
    ),
};
pub(super) const SHARD: Opt = Opt {
    name: "--shard",
    value: Some("K/N"),
    required: false,
    aliases: &[],
    about: Both::new(
        "grade only part K of N disjoint parts of the class (for N jobs on a batch system; join them with --merge)",
        "只批改全班 N 个互不相交部分中的第 K 部分（供批处理系统上的 N 个作业使用；用 --merge 合并）",
    ),
};
pub(super) const MERGE: Opt = Opt {
    name: "--merge",
    value: None,
    required: false,
    aliases: &[],
    about: Both::new(
        "join the REPORTS of the parts of a class, given in place of FILE.py, into the folder --out names",
        "把全班各部分的 REPORTS（代替 FILE.py 给出）合并到 --out 指定的文件夹中",
    ),
};

/// Reads check-cs50's words.
pub(super) fn build(given: &Given) -> Result<Command, UsageError> {
    let class = |usage: ClassUsage| Err(UsageError::Class(usage));
    let out = given.value(OUT).map(std::path::PathBuf::from);
    if given.has(MERGE) {
        let Some(out) = out else {
            return class(ClassUsage::MergeNeedsOut);
        };
        let parts = given.positionals.iter().map(std::path::PathBuf::from).collect();
        return Ok(Command::MergeClass { parts, out });
    }
    if given.positionals.len() > 1 {
        return class(ClassUsage::SeveralPaths);
    }
    let path = std::path::PathBuf::from(&given.positionals[0]);
    let python = std::path::PathBuf::from(given.value(PYTHON).unwrap_or(cs50::Options::DEFAULT_PYTHON));
    let options = options(given)?;
    if !path.is_dir() {
        if let Some(option) = [OUT, UNSAFE, SHARD].into_iter().find(|option| given.has(*option)) {
            return class(ClassUsage::OnlyForAClass(option.name));
        }
        return Ok(Command::CheckCs50 {
            file: path,
            python,
            options,
        });
    }
    if let Some(option) = [JSON, ONLY, BOARD].into_iter().find(|option| given.has(*option)) {
        return class(ClassUsage::NotForAClass(option.name));
    }
    let Some(out) = out else {
        return class(ClassUsage::FolderNeedsOut);
    };
    let shard = given
        .value(SHARD)
        .map(|text| {
            cs50::class::Shard::parse(text).ok_or_else(|| {
                let needs = Said::new(
                    "a part K of N, as 2/4 (1 ≤ K ≤ N ≤ 10,000)",
                    "N 个部分中的第 K 个，如 2/4（1 ≤ K ≤ N ≤ 10,000）",
                );
                bad_value(SHARD, needs, text)
            })
        })
        .transpose()?;
    Ok(Command::CheckClass(cs50::class::Class {
        folder: path,
        out,
        python,
        options,
        unsafe_allowed: given.has(UNSAFE),
        shard,
        lang: crate::lang::Lang::En,
    }))
}

/// How each file is checked, as the options say.
fn options(given: &Given) -> Result<cs50::Options, UsageError> {
    Ok(cs50::Options {
        json: given.has(JSON),
        fastest: given.has(FASTEST),
        jobs: given.value(JOBS).map_or(Ok(cs50::default_jobs()), |text| {
            cs50::jobs(text).ok_or_else(|| {
                let most = cs50::Options::MOST_JOBS;
                bad_value(
                    JOBS,
                    Said::new(
                        format!("a whole number of Pythons from 1 to {most}"),
                        format!("一个从 1 到 {most} 的整数"),
                    ),
                    text,
                )
            })
        })?,
        timeout: seconds(given, TIMEOUT, cs50::Options::DEFAULT_TIMEOUT)?,
        file_timeout: seconds(given, FILE_TIMEOUT, cs50::Options::DEFAULT_FILE_TIMEOUT)?,
        memory: given.value(MEMORY).map_or(Ok(cs50::Options::DEFAULT_MEMORY), |text| {
            cs50::memory(text).ok_or_else(|| {
                let (least, most) = (
                    thousands(*cs50::Options::MEMORY.start()),
                    thousands(*cs50::Options::MEMORY.end()),
                );
                let needs = Said::new(
                    format!("a whole number of megabytes from {least} to {most}"),
                    format!("一个从 {least} 到 {most} 的整数兆字节数"),
                );
                bad_value(MEMORY, needs, text)
            })
        })?,
        scope: scope(given)?,
    })
}

/// An option's SECONDS (`--timeout`, `--file-timeout`), or `default` when it is not given.
fn seconds(given: &Given, option: Opt, default: std::time::Duration) -> Result<std::time::Duration, UsageError> {
    given.value(option).map_or(Ok(default), |text| {
        cs50::timeout(text).ok_or_else(|| {
            let needs = Said::new("a number of seconds, at least 0.001", "一个秒数，至少 0.001");
            bad_value(option, needs, text)
        })
    })
}

/// The part of the check `--only` and `--board` ask for: a function, a board a game reaches, and when
/// both, a board the check calls that function on.
fn scope(given: &Given) -> Result<Scope, UsageError> {
    let names: Vec<&str> = Function::ALL.iter().map(|function| function.name()).collect();
    let only = given
        .value(ONLY)
        .map(|name| {
            Function::named(name).ok_or_else(|| {
                let (en, zh) = (names.join(", "), names.join("、"));
                bad_value(ONLY, Said::new(format!("one of {en}"), format!("{zh} 之一")), name)
            })
        })
        .transpose()?;
    let board = given.value(BOARD).map(|text| board(text, false)).transpose()?;
    if let Some(text) = given.value(BOARD)
        && board.is_some_and(|board| !positions::reachable().contains(&board))
    {
        let needs = Said::new("a position a game reaches", "一个对局能走到的局面");
        return Err(bad_value(BOARD, needs, text));
    }
    if let (Some(only), Some(board), Some(text)) = (only, board, given.value(BOARD))
        && !only.is_called_on(board)
    {
        let name = only.name();
        let needs = match board.is_terminal() {
            true => Said::new(
                format!("a board the game goes on from, where {name} is called"),
                format!("一个尚未终局的棋盘（{name} 只在这样的棋盘上调用）"),
            ),
            false => Said::new(
                format!("a finished board, where {name} is called"),
                format!("一个已终局的棋盘（{name} 只在这样的棋盘上调用）"),
            ),
        };
        return Err(bad_value(BOARD, needs, text));
    }
    Ok(Scope { only, board })
}
