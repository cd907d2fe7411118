//! `check-cs50 FOLDER --out REPORTS` and `check-cs50 --merge`: a class graded, or its parts joined, with a
//! progress bar on a terminal (students done of all, and about how long the rest will take), quiet
//! otherwise, and a few lines at the end that say how the class did and where its reports are. Ctrl-C
//! or SIGTERM stops the run; every student graded by then is kept for the next one.

use std::io::{self, Write};
use std::time::Duration;

use super::interrupt;
use super::{ExitStatus, Stopped};
use crate::cs50::class::{self, Class, ClassError, Summary, Unwritable};
use crate::cs50::{Cancel, unsandboxed_words};
use crate::lang::Lang;
use crate::output::quote::quote;

/// Grades `class` and says how it went.
pub(super) fn grade(
    mut class: Class,
    lang: Lang,
    stdout: &mut dyn Write,
    stderr: &mut dyn Write,
) -> Result<ExitStatus, Stopped> {
    class.lang = lang;
    let cancel = Cancel::default();
    let watch = interrupt::Watch::start(&cancel);
    let graded = {
        let mut bar = Bar {
            out: stderr,
            shown: io::IsTerminal::is_terminal(&io::stderr()),
            lang,
        };
        let graded = class::grade(&class, &mut bar, &cancel);
        bar.clear();
        graded
    };
    let interrupted = watch.end();
    match (graded, interrupted) {
        (Err(ClassError::Stopped { done, of }), Some(interrupt)) => {
            Err(Stopped::InterruptedClass { interrupt, done, of })
        }
        (_, Some(interrupt)) => Err(Stopped::Interrupted(interrupt)),
        (Err(error), None) => Err(Stopped::Input(words(&error, lang))),
        (Ok(summary), None) => told(&summary, &class.out, lang, stdout),
    }
}

/// Joins the parts' reports into `out`, and says how the class did.
pub(super) fn merge(
    parts: &[std::path::PathBuf],
    out: &std::path::Path,
    lang: Lang,
    stdout: &mut dyn Write,
) -> Result<ExitStatus, Stopped> {
    let summary = class::merge(parts, out, lang).map_err(|error| Stopped::Input(words(&error, lang)))?;
    told(&summary, out, lang, stdout)
}

/// The lines at the end: how many students pass, fail and were not checked, and where the page is.
fn told(summary: &Summary, out: &std::path::Path, lang: Lang, stdout: &mut dyn Write) -> Result<ExitStatus, Stopped> {
    let students = summary.rows.len();
    let passed = summary.rows.iter().filter(|row| row.ok()).count();
    let page = out.join("index.html");
    let page = quote(&page.display().to_string());
    writeln!(
        stdout,
        "{}",
        lang.pick(
            format!(
                "{students} students: {passed} pass, {} fail. The class's page: {page}",
                students - passed
            ),
            format!(
                "{students} 名学生：{passed} 名通过，{} 名未通过。全班的页面：{page}",
                students - passed
            ),
        )
    )?;
    Ok(match summary.ok() {
        true => ExitStatus::Success,
        false => ExitStatus::Failed,
    })
}

/// Why a class run could not start or go on, in one line.
fn words(error: &ClassError, lang: Lang) -> String {
    let shown = |path: &std::path::Path| quote(&path.display().to_string());
    match error {
        ClassError::Unreadable(folder, why) => lang.pick(
            format!("cannot read the class folder {}: {why}", shown(folder)),
            format!("无法读取班级文件夹 {}：{why}", shown(folder)),
        ),
        ClassError::Unwritable(Unwritable::File(folder)) => lang.pick(
            format!("{} is a file: --out names the folder the reports go to", shown(folder)),
            format!("{} 是一个文件：--out 应当指定存放报告的文件夹", shown(folder)),
        ),
        ClassError::Unwritable(Unwritable::Refused(folder, why)) => lang.pick(
            format!("cannot write the reports into {}: {why}", shown(folder)),
            format!("无法把报告写入 {}：{why}", shown(folder)),
        ),
        ClassError::Python(error) => crate::cs50::error_words(error, lang),
        ClassError::NoSandbox(why) => {
            let why = unsandboxed_words(why, lang);
            lang.pick(
                format!("{why}; a class is graded only in a sandbox, as its files were written by others: give --unsafe to run them as you all the same"),
                format!("{why}；全班的文件出自他人之手，只在沙箱中批改：如仍要以你的身份运行它们，请加上 --unsafe"),
            )
        }
        ClassError::NotASummary(file, why) => lang.pick(
            format!("cannot join {}: {why}", shown(file)),
            format!("无法合并 {}：{why}", shown(file)),
        ),
        ClassError::Twice(name) => {
            let name = quote(name);
            lang.pick(
                format!("student {name} is in two of the parts: each student belongs to one"),
                format!("学生 {name} 同时出现在两个部分中：每名学生只能属于一个部分"),
            )
        }
        ClassError::Stopped { done, of } => lang.pick(
            format!("stopped after {done} of {of} students"),
            format!("在 {of} 名学生中批改了 {done} 名后停止"),
        ),
    }
}

/// The class's progress on standard error: a line redrawn in place on a terminal, nothing elsewhere.
struct Bar<'a> {
    out: &'a mut dyn Write,
    shown: bool,
    lang: Lang,
}

impl Bar<'_> {
    fn clear(&mut self) {
        if self.shown {
            let _ = write!(self.out, "\r\x1b[2K");
            let _ = self.out.flush();
        }
    }
}

impl class::Progress for Bar<'_> {
    fn student(&mut self, name: &str, done: usize, of: usize, left: Option<Duration>) {
        if !self.shown {
            return;
        }
        let width = 24;
        let filled = (done * width).checked_div(of).unwrap_or(width);
        let bar = format!("{}{}", "#".repeat(filled), "-".repeat(width - filled));
        let left = left.map_or(String::new(), |left| {
            let minutes = left.as_secs().div_ceil(60);
            self.lang
                .pick(format!(", about {minutes} min left"), format!("，约剩 {minutes} 分钟"))
        });
        let name = crate::output::quote::quote_end(name);
        let line = self.lang.pick(
            format!("[{bar}] {done} of {of} students{left}  {name}"),
            format!("[{bar}] 已完成 {done}/{of} 名学生{left}  {name}"),
        );
        let _ = write!(self.out, "\r\x1b[2K{line}");
        let _ = self.out.flush();
    }
}
