//! The learner's file as the tab sees it before a check: whether it can be opened, and its stamp, whose
//! change is a save.

use std::path::Path;

use crate::host::files::{self, Stamp};
use crate::lang::Said;

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
    } else if path.extension().is_none_or(|extension| extension != "py") {
        Said::new(
            format!("{shown} is not a Python file: its name should end in .py."),
            format!("{shown} 不是 Python 文件：文件名应以 .py 结尾。"),
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
