//! The words for a file whose code reached into the checker (see `protocol/reach.rs`): said once, at the
//! top of the report, for the person who runs the check (often a teacher), and briefly wherever a call,
//! a search or a check of check50's got nothing to trust because of it.

use std::path::Path;

use super::super::protocol::Reach;
use crate::lang::Lang;

/// Where the reach came from: `tictactoe.py line 12`, or the file's code outside its own lines.
fn from(reach: Reach, file: &str, lang: Lang) -> String {
    let name = Path::new(file)
        .file_name()
        .map_or(file.into(), |name| name.to_string_lossy());
    match reach.line {
        Some(line) => lang.pick(format!("{name} line {line}"), format!("{name} 第 {line} 行")),
        None => lang.pick(
            format!("{name}'s code outside its own lines (code it made, or a module beside it)"),
            format!("{name} 自身各行以外的代码（它生成的代码，或它旁边的模块）"),
        ),
    }
}

/// The warning at the top of the report: where the file reached, how, and what follows.
pub fn warning(reach: Reach, file: &str, lang: Lang) -> String {
    let (from, way) = (from(reach, file, lang), reach.way.name());
    lang.pick(
        format!(
            "Warning: {from} reached into the checker ({way}). A file shares its Python process with the checker and \
             may not take frames, the garbage collector's objects, a tracer, an audit hook, __main__ or the \
             checker's own functions from it, signal a process it did not start, or call C through ctypes: nothing \
             the file answered from then on can be trusted, so every call \
             from then on fails."
        ),
        format!(
            "警告：{from}越界访问了检查程序（{way}）。文件与检查程序共用一个 Python 进程，不得从中取用栈帧、垃圾回收器的对象、\
             跟踪函数、审计钩子、__main__ 或检查程序自己的函数，不得向不是它启动的进程发信号，也不得通过 ctypes 调用 C 函数：从那时起文件的任何回答都不可信，所以从那时起的每次调用都算失败。"
        ),
    )
}

/// What a call got once the file had reached, in a few words.
pub fn got(reach: Reach, file: &str, lang: Lang) -> String {
    let (from, way) = (from(reach, file, lang), reach.way.name());
    lang.pick(
        format!("no answer to trust: {from} had reached into the checker ({way})"),
        format!("没有可信的回答：{from}已越界访问了检查程序（{way}）"),
    )
}

/// What check50 prints for one of its checks during which the file reached: nobody can tell.
pub fn check50(reach: Reach, file: &str, lang: Lang) -> String {
    let (from, way) = (from(reach, file, lang), reach.way.name());
    lang.pick(
        format!("what check50 prints here cannot be foreseen: in this check {from} reached into the checker ({way})"),
        format!("无法预知 check50 在这里会输出什么：在这项检查中，{from}越界访问了检查程序（{way}）"),
    )
}

#[cfg(test)]
mod tests {
    use super::super::super::protocol::Way;
    use super::*;

    #[test]
    fn a_reach_names_the_files_line_and_the_way_in_either_language() {
        let reach = Reach {
            way: Way::GetFrame,
            line: Some(12),
        };
        let file = "class/ana/tictactoe.py";
        assert!(
            warning(reach, file, Lang::En)
                .starts_with("Warning: tictactoe.py line 12 reached into the checker (sys._getframe)."),
            "{}",
            warning(reach, file, Lang::En)
        );
        assert!(
            warning(reach, file, Lang::Zh)
                .starts_with("警告：tictactoe.py 第 12 行越界访问了检查程序（sys._getframe）。")
        );
        let elsewhere = Reach { line: None, ..reach };
        assert!(got(elsewhere, file, Lang::En).contains("tictactoe.py's code outside its own lines"));
    }
}
