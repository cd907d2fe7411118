//! Why a file cannot be checked, as the one `error:` line says it, and why its own board is not CS50's.

use super::super::door::Unsandboxed;
use super::super::harness::StartError;
use super::super::protocol::Foreign;
use super::super::start_error::RunError;
use super::words::{self, ended_words};
use crate::lang::Lang;
use crate::output::quote::one_line;

/// The `error:` line's words for a check that could not start.
pub fn error_words(error: &StartError, lang: Lang) -> String {
    match error {
        StartError::Directory(file) => {
            let shown = file.display();
            lang.pick(
                format!("'{shown}' is a directory, not a Python file"),
                format!("'{shown}' 是一个目录，不是 Python 文件"),
            )
        }
        StartError::CannotRead { file, error } => {
            let shown = file.display();
            lang.pick(
                format!("cannot read '{shown}': {error}"),
                format!("无法读取 '{shown}'：{error}"),
            )
        }
        StartError::CannotRun { python, error } => {
            let (shown, error) = (python.display(), run_error_words(error, lang));
            lang.pick(
                format!("cannot run '{shown}': {error} (install Python 3, or name it with --python PATH)"),
                format!("无法运行 '{shown}'：{error}（请安装 Python 3，或用 --python PATH 指定）"),
            )
        }
        StartError::ImportFailed { file, error } => {
            let (name, message) = (file.display(), words::error(error, &file.to_string_lossy()));
            lang.pick(
                format!("{name} does not import: {message}"),
                format!("无法导入 {name}：{message}"),
            )
        }
        StartError::Missing { file, names } => missing(&file.display().to_string(), names, lang),
        StartError::Python2 { python, version } => {
            let shown = python.display();
            lang.pick(
                format!("'{shown}' is Python {version}; check-cs50 needs Python 3 (name one with --python PATH)"),
                format!("'{shown}' 是 Python {version}；check-cs50 需要 Python 3（可用 --python PATH 指定）"),
            )
        }
        StartError::ImportTimedOut { file, limit } => {
            let (name, seconds, spent) = (file.display(), limit.as_secs_f64(), words::SPENT.get(lang));
            lang.pick(
                format!("importing {name} used more than {seconds} s {spent} (see --timeout)"),
                format!("导入 {name} 用了超过 {seconds} 秒的{spent}（见 --timeout）"),
            )
        }
        StartError::ImportWaited { file, waited } => {
            let (name, seconds) = (file.display(), waited.as_secs());
            lang.pick(
                format!(
                    "importing {name} gave no answer in {seconds} s while using almost no CPU time: it waits for \
                     something (a sleep, an input())"
                ),
                format!(
                    "导入 {name} 在 {seconds} 秒内没有完成，而且几乎没有使用 CPU 时间：它在等待什么（sleep、input()）"
                ),
            )
        }
        StartError::EndedEarly { .. } => ended_early(error, lang),
        StartError::DidNotStart { python, said } => {
            let shown = python.display();
            lang.pick(
                format!("'{shown}' did not start the checker: it said {said:?}; is it Python 3?"),
                format!("'{shown}' 没有启动检查程序：它输出了 {said:?}；它是 Python 3 吗？"),
            )
        }
        StartError::Cancelled => lang.pick("the check was stopped", "检查已停止").to_string(),
        StartError::FileTimedOut { file, limit } => {
            let (name, seconds) = (file.display(), limit.as_secs_f64());
            lang.pick(
                format!("checking {name} took longer than {seconds} s by the clock (see --file-timeout); stopped"),
                format!("检查 {name} 用时超过 {seconds} 秒（按时钟计，见 --file-timeout），已停止"),
            )
        }
    }
}

/// Why Python ended before it could say the file imported, with the last line it wrote.
fn ended_early(error: &StartError, lang: Lang) -> String {
    let StartError::EndedEarly {
        python,
        file,
        ended,
        said,
    } = error
    else {
        return String::new();
    };
    let (shown, name, how) = (python.display(), file.display(), ended_words(*ended, lang));
    let how = match said.is_empty() {
        true => how,
        false => lang.pick(format!("{how}: {said}"), format!("{how}：{said}")),
    };
    lang.pick(
        format!("'{shown}' stopped before it could check {name} ({how}); is it Python 3?"),
        format!("'{shown}' 在检查 {name} 之前就停止了（{how}）；它是 Python 3 吗？"),
    )
}

/// The functions of CS50's a file lacks.
fn missing(file: &str, names: &[String], lang: Lang) -> String {
    let (noun, list, zh) = match names {
        [one] => ("function", one.to_string(), one.to_string()),
        [rest @ .., last] => (
            "functions",
            format!("{} or {last}", rest.join(", ")),
            format!("{}、{last}", rest.join("、")),
        ),
        [] => ("function", String::new(), String::new()),
    };
    lang.pick(
        format!(
            "{file} has no {noun} {list} (CS50 asks for player, actions, result, winner, terminal, utility and minimax)"
        ),
        format!("{file} 中没有函数 {zh}（CS50 要求 player、actions、result、winner、terminal、utility 和 minimax）"),
    )
}

/// Why the Python named cannot be run.
pub fn run_error_words(error: &RunError, lang: Lang) -> String {
    match error {
        RunError::Unnamed => lang.pick("no program was named", "没有指定程序").to_string(),
        RunError::NoSuchFile => lang.pick("no such file", "没有这个文件").to_string(),
        RunError::NotAProgram => lang.pick("not an executable file", "不是可执行文件").to_string(),
        RunError::NotOnPath => lang.pick("not found on the PATH", "在 PATH 中找不到").to_string(),
        RunError::Refused(said) => one_line(said),
        RunError::NotLoaded => lang
            .pick("it could not be loaded into this page", "无法载入本网页")
            .to_string(),
    }
}

/// Why the learner's Python runs without a sandbox, and what that leaves it able to do.
pub fn unsandboxed_words(unsandboxed: &Unsandboxed, lang: Lang) -> String {
    let why = match unsandboxed {
        Unsandboxed::NotLinux => lang
            .pick("sandboxes are made on Linux only", "只有在 Linux 上才能建立沙箱")
            .to_string(),
        Unsandboxed::NoBubblewrap => lang
            .pick(
                "bubblewrap is not installed (on Debian or Ubuntu: sudo apt install bubblewrap)",
                "没有安装 bubblewrap（Debian 或 Ubuntu 上：sudo apt install bubblewrap）",
            )
            .to_string(),
        Unsandboxed::Refused(said) => {
            let said = one_line(said);
            lang.pick(
                format!("bubblewrap could not make a sandbox here ({said})"),
                format!("bubblewrap 无法在这里建立沙箱（{said}）"),
            )
        }
    };
    lang.pick(
        format!(
            "the file runs without a sandbox, as you, able to read and write what you can and to use the network: {why}"
        ),
        format!("这个文件在沙箱之外运行，身份是你：能读写你能读写的一切，也能联网：{why}"),
    )
}

/// Why the file's own board is not CS50's: X and O the same value, an exception from
/// initial_state(), or what it returned.
pub fn foreign(foreign: &Foreign, file: &str, lang: Lang) -> String {
    match foreign {
        Foreign::SameMarks => lang.pick("X and O are the same", "X 和 O 是同一个值").to_string(),
        Foreign::Raised(error) => {
            let detail = words::error(error, file);
            lang.pick(
                format!("initial_state() raised {detail}"),
                format!("initial_state() 抛出了 {detail}"),
            )
        }
        Foreign::Returns(shown) => {
            let shown = match shown {
                Some(shown) => shown.as_str(),
                None => lang.pick("a value whose repr raised", "一个调用 repr 时会抛出异常的值"),
            };
            lang.pick(
                format!("initial_state() returns {shown}, not CS50's board, a list of 3 lists of 3 EMPTY"),
                format!("initial_state() 返回的是 {shown}，不是 CS50 的棋盘（3 个列表组成的列表，每个含 3 个 EMPTY）"),
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_functions_are_named() {
        let names = |names: &[&str]| names.iter().map(|n| n.to_string()).collect::<Vec<_>>();
        assert!(missing("t.py", &names(&["utility"]), Lang::En).starts_with("t.py has no function utility ("));
        assert!(missing("t.py", &names(&["utility"]), Lang::Zh).starts_with("t.py 中没有函数 utility（"));
        assert!(
            missing("t.py", &names(&["player", "result", "minimax"]), Lang::En)
                .starts_with("t.py has no functions player, result or minimax (")
        );
    }
}
