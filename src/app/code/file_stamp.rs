//! The learner's file as the tab sees it before a check: whether it can be opened, and its stamp, whose
//! change is a save.

use std::path::Path;

use crate::host::files::{self, Stamp};
use crate::lang::Said;
#[cfg(target_arch = "wasm32")]
use crate::output::numbers::thousands;

/// Why `path` cannot be opened as the learner's file, if it cannot.
pub(super) fn refusal(path: &Path) -> Option<Said> {
    let shown = path.display();
    let said = if path.as_os_str().is_empty() {
        Said::new(
            "Type or paste the path of your tictactoe.py.",
            "请输入或粘贴 tictactoe.py 的路径。",
        )
    } else if path.is_dir() {
        Said::new(
            format!("{shown} is a folder, not a Python file."),
            format!("{shown} 是一个文件夹，不是 Python 文件。"),
        )
    } else if let Err(e) = files::can_open(path) {
        Said::new(format!("Cannot read {shown}: {e}"), format!("无法读取 {shown}：{e}"))
    } else {
        return not_named_python(path);
    };
    Some(said)
}

/// Why a file named `name` is not taken for Python, if it is not: its name does not end in `.py`.
fn not_named_python(name: &Path) -> Option<Said> {
    let shown = name.display();
    name.extension().is_none_or(|extension| extension != "py").then(|| {
        Said::new(
            format!("{shown} is not a Python file: its name should end in .py."),
            format!("{shown} 不是 Python 文件：文件名应以 .py 结尾。"),
        )
    })
}

/// Why the bytes a browser page was given, from the file `name`, cannot be checked as the learner's
/// file, if they cannot.
#[cfg(target_arch = "wasm32")]
pub(super) fn given_refusal(name: &Path, bytes: &[u8]) -> Option<Said> {
    let shown = name.display();
    let most = crate::cs50::class::MOST_BYTES;
    if let Some(said) = not_named_python(name) {
        return Some(said);
    }
    let said = if bytes.len() as u64 > most {
        let most = thousands(most);
        Said::new(
            format!("{shown} is over {most} bytes: a tictactoe.py is far smaller, and the page checks none so large."),
            format!("{shown} 超过 {most} 字节：tictactoe.py 远比这小，网页不检查这么大的文件。"),
        )
    } else if std::str::from_utf8(bytes).is_err() {
        Said::new(
            format!("{shown} is not UTF-8 text, as Python source is: save it as UTF-8 and open it again."),
            format!("{shown} 不是 UTF-8 文本（Python 源文件应当是）：请另存为 UTF-8 后重新打开。"),
        )
    } else {
        return None;
    };
    Some(said)
}

/// The file's stamp, `None` when it cannot be read.
pub(super) fn stamp(path: &Path) -> Option<Stamp> {
    files::stamp(path)
}
