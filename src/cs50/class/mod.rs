//! `check-cs50 FOLDER --out REPORTS`: a class graded at once. Every student's `tictactoe.py` beneath
//! FOLDER is checked as `check-cs50` checks one file, in the sandbox, one student after another with
//! `--jobs` Pythons each; each result is kept (`cache.rs`), so a second run, or one stopped half way,
//! checks only what changed or was not done. REPORTS then holds each student's report, and the class's
//! summary as JSON, CSV and a page (`summary.rs`, `csv.rs`, `page.rs`). `--shard K/N` grades one part of
//! the class, and `--merge` joins the parts' summaries.

mod cache;
mod copies;
mod csv;
mod fingerprint;
mod page;
mod reports;
mod row;
mod sha256;
mod shard;
mod students;
mod summary;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::door::Unsandboxed;
use super::progress::{Listener, Phase};
use super::{Cancel, Door, Options, StartError, error_words};
use crate::lang::{Lang, Said};
use cache::{Cache, Kept, Outcome};
pub use reports::{Reports, Unwritable};
use row::{Checked, Flag, Row, Verdict};
pub use shard::Shard;
#[cfg(target_arch = "wasm32")]
pub use students::MOST_BYTES;
use students::{NotGraded, Student};
pub use summary::Summary;

/// What a class run is asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Class {
    /// The folder of students' folders.
    pub folder: PathBuf,
    /// Where the reports go.
    pub out: PathBuf,
    /// The Python 3 to run the files with.
    pub python: PathBuf,
    /// How each file is checked.
    pub options: Options,
    /// Whether to run the files without a sandbox where none can be made.
    pub unsafe_allowed: bool,
    /// The part of the class to grade; all of it when `None`.
    pub shard: Option<Shard>,
    /// The language of the page and of the students' reports for people.
    pub lang: Lang,
}

/// Why a class run could not start, or stopped.
#[derive(Clone, Debug)]
pub enum ClassError {
    /// FOLDER cannot be read: what the system said.
    Unreadable(PathBuf, String),
    /// REPORTS cannot take the reports.
    Unwritable(Unwritable),
    /// Python cannot be run.
    Python(StartError),
    /// No sandbox can be made, and `--unsafe` was not given.
    NoSandbox(Unsandboxed),
    /// A summary given to `--merge` cannot be read: the file, and why.
    NotASummary(PathBuf, String),
    /// The same student is in two summaries given to `--merge`.
    Twice(String),
    /// Ctrl-C or SIGTERM: how many students were graded, and kept, of how many.
    Stopped { done: usize, of: usize },
}

/// Told how a class run goes: a student starts, `done` of `of` finished so far, and about how long the
/// rest will take.
pub trait Progress {
    fn student(&mut self, name: &str, done: usize, of: usize, left: Option<Duration>);
}

/// Grades the class `class` asks for, telling `progress`; `cancel` stops it between two calls.
pub fn grade(class: &Class, progress: &mut dyn Progress, cancel: &Cancel) -> Result<Summary, ClassError> {
    let students = students::find(&class.folder)
        .map_err(|error| ClassError::Unreadable(class.folder.clone(), error.to_string()))?;
    let reports = Reports::open(&class.out).map_err(ClassError::Unwritable)?;
    let unsandboxed = Door::sandbox_for(&class.python).map_err(ClassError::Python)?;
    if let Some(why) = &unsandboxed
        && !class.unsafe_allowed
    {
        return Err(ClassError::NoSandbox(why.clone()));
    }
    let students: Vec<Student> = students
        .into_iter()
        .filter(|student| class.shard.is_none_or(|shard| shard.holds(&student.name)))
        .collect();
    let cache = Cache::in_reports(&reports.folder);
    let of = students.len();
    let mut rows = Vec::new();
    // What the students checked so far took, by the clock: kept results cost next to nothing.
    let mut checked = (0, Duration::ZERO);
    for (done, student) in students.iter().enumerate() {
        let left = (checked.0 > 0).then(|| checked.1 / checked.0 * (of - done) as u32);
        progress.student(&student.name, done, of, left);
        let began = Instant::now();
        let Some((row, fresh)) = grade_student(class, student, &cache, &reports, cancel) else {
            return Err(ClassError::Stopped { done, of });
        };
        // Stopped once this student's result was kept: it counts as graded.
        if cancel.is_cancelled() {
            return Err(ClassError::Stopped { done: done + 1, of });
        }
        if fresh {
            checked = (checked.0 + 1, checked.1 + began.elapsed());
        }
        rows.push(row);
    }
    progress.student("", of, of, None);
    let summary = Summary::of(rows);
    write_summary(&reports, &summary, class.lang)
        .map_err(|error| ClassError::Unwritable(Unwritable::Refused(reports.folder.clone(), error.to_string())))?;
    Ok(summary)
}

/// A student's line, and whether their file was checked now (not read from the cache); `None` when the
/// check was stopped before its result was kept.
fn grade_student(
    class: &Class,
    student: &Student,
    cache: &Cache,
    reports: &Reports,
    cancel: &Cancel,
) -> Option<(Row, bool)> {
    let not_checked = |why: Said| Row {
        name: student.name.clone(),
        verdict: Verdict::NotChecked(why),
        flags: Vec::new(),
        seconds: 0.0,
        fingerprints: Vec::new(),
        beside: Vec::new(),
    };
    let read = student.file.clone().and_then(|file| {
        let source = std::fs::read(&file).map_err(|error| NotGraded::Unreadable(error.to_string()))?;
        Ok((file, source))
    });
    let (file, source) = match read {
        Ok(read) => read,
        Err(not_graded) => return Some((not_checked(not_graded_words(&not_graded)), false)),
    };
    let key = Cache::key(&source, &class.options, &class.python);
    let (kept, fresh) = match cache.get(&key) {
        Some(kept) => (kept, false),
        None => {
            let kept = check(&file, &class.python, &class.options, cancel);
            if cancel.is_cancelled() {
                return None;
            }
            let _ = cache.put(&key, &kept);
            (kept, true)
        }
    };
    let _ = reports.write_student(
        &student.name,
        &kept.text(class.lang),
        &report_json(&kept, &student.name),
    );
    let (verdict, flags) = verdict(&kept);
    let row = Row {
        name: student.name.clone(),
        verdict,
        flags,
        seconds: kept.seconds,
        fingerprints: fingerprint::fingerprints(&String::from_utf8_lossy(&source)),
        beside: student.beside.clone(),
    };
    Some((row, fresh))
}

/// What a kept check found, and how it ran.
fn verdict(kept: &Kept) -> (Verdict, Vec<Flag>) {
    let mut flags = Vec::new();
    let verdict = match &kept.outcome {
        Outcome::Report { json, .. } => {
            let report = super::protocol::Json::parse(json);
            let reached = report
                .as_ref()
                .and_then(|report| report.get("reached")?.get("event")?.as_str());
            flags.extend(reached.map(|way| Flag::Reached(way.to_string())));
            match report.as_ref().and_then(Checked::of_report) {
                Some(checked) => Verdict::Checked(checked),
                None => Verdict::NotChecked(Said::new("its report could not be read", "无法读取它的报告")),
            }
        }
        Outcome::Failed { said, timed_out } => {
            if *timed_out {
                flags.push(Flag::TimedOut);
            }
            Verdict::NotChecked(said.clone())
        }
    };
    if kept.unsandboxed {
        flags.push(Flag::Unsandboxed);
    }
    (verdict, flags)
}

/// A student's report as JSON: `--json`'s, or for a file that could not be checked, why.
fn report_json(kept: &Kept, name: &str) -> String {
    match &kept.outcome {
        Outcome::Report { json, .. } => json.clone(),
        Outcome::Failed { said, .. } => crate::output::json::Object::new()
            .field("file", name)
            .field("ok", false)
            .field("error", said.en.as_str())
            .to_string(),
    }
}

/// Checks one file as `check-cs50 FILE` does, with nothing told as it goes.
fn check(file: &Path, python: &Path, options: &Options, cancel: &Cancel) -> Kept {
    let started = Instant::now();
    let door = Door::open(file, python);
    let unsandboxed = door.as_ref().ok().and_then(Door::unsandboxed).is_some();
    let checked = door.and_then(|door| super::check(&door, options, &mut Quiet, cancel));
    let outcome = match checked {
        Ok(report) => Outcome::Report {
            json: report.json().to_string(),
            text: Said::each(|lang| report.text(lang)),
        },
        Err(error) => Outcome::Failed {
            said: Said::each(|lang| error_words(&error, lang)),
            timed_out: matches!(
                error,
                StartError::FileTimedOut { .. } | StartError::ImportTimedOut { .. } | StartError::ImportWaited { .. }
            ),
        },
    };
    Kept {
        seconds: started.elapsed().as_secs_f64(),
        unsandboxed,
        outcome,
    }
}

/// Why a student's file was not checked, in both languages.
fn not_graded_words(not_graded: &NotGraded) -> Said {
    let file = students::FILE;
    match not_graded {
        NotGraded::NoFile(found) if found.is_empty() => {
            Said::new(format!("no {file} in the folder"), format!("文件夹中没有 {file}"))
        }
        NotGraded::NoFile(found) => {
            let found = found.join(", ");
            Said::new(
                format!("no {file} in the folder, which holds {found}: only a file named {file} is checked"),
                format!("文件夹中没有 {file}，只有 {found}：只检查名为 {file} 的文件"),
            )
        }
        NotGraded::Link => Said::new(
            "a symbolic link, not followed: it may lead out of the class folder",
            "符号链接，不跟随：它可能指向班级文件夹之外",
        ),
        NotGraded::Unreadable(error) => Said::new(format!("cannot be read: {error}"), format!("无法读取：{error}")),
        NotGraded::TooLarge(bytes) => {
            let (size, most) = (
                crate::output::numbers::thousands(*bytes),
                crate::output::numbers::thousands(students::MOST_BYTES),
            );
            Said::new(
                format!("{file} is {size} bytes, more than the {most} a file may have"),
                format!("{file} 有 {size} 字节，超过了上限 {most} 字节"),
            )
        }
        NotGraded::NotText => Said::new(format!("{file} is not UTF-8 text"), format!("{file} 不是 UTF-8 文本")),
    }
}

/// Writes `summary.json`, `summary.csv` and `index.html`.
fn write_summary(reports: &Reports, summary: &Summary, lang: Lang) -> std::io::Result<()> {
    let paths = |name: &str| {
        let held = reports.folder.join(Reports::student_paths(name).0).exists();
        held.then(|| Reports::student_paths(name))
    };
    reports.write("summary.json", format!("{}\n", summary.json(paths)).as_bytes())?;
    reports.write("summary.csv", csv::csv(summary).as_bytes())?;
    reports.write("index.html", page::page(summary, lang, paths).as_bytes())
}

/// Joins the summaries in `parts` (the REPORTS of the parts of a class) into `out`, with each
/// student's reports.
pub fn merge(parts: &[PathBuf], out: &Path, lang: Lang) -> Result<Summary, ClassError> {
    let mut rows: Vec<(Row, PathBuf)> = Vec::new();
    for part in parts {
        let file = part.join("summary.json");
        let text =
            std::fs::read_to_string(&file).map_err(|error| ClassError::NotASummary(file.clone(), error.to_string()))?;
        let summary = Summary::of_json(&text)
            .ok_or_else(|| ClassError::NotASummary(file.clone(), "not a class summary of check-cs50's".into()))?;
        for row in summary.rows {
            if rows.iter().any(|(known, _)| known.name == row.name) {
                return Err(ClassError::Twice(row.name));
            }
            rows.push((row, part.clone()));
        }
    }
    let reports = Reports::open(out).map_err(ClassError::Unwritable)?;
    let refused =
        |error: std::io::Error| ClassError::Unwritable(Unwritable::Refused(out.to_path_buf(), error.to_string()));
    for (row, part) in &rows {
        let (text, json) = Reports::student_paths(&row.name);
        if let (Ok(text), Ok(json)) = (
            std::fs::read_to_string(part.join(&text)),
            std::fs::read_to_string(part.join(&json)),
        ) {
            reports
                .write_student(&row.name, &text, json.trim_end())
                .map_err(refused)?;
        }
    }
    let summary = Summary::of(rows.into_iter().map(|(row, _)| row).collect());
    write_summary(&reports, &summary, lang).map_err(refused)?;
    Ok(summary)
}

/// A student's check, told to nobody: the class's progress is told between students.
pub(in crate::cs50) struct Quiet;

impl Listener for Quiet {
    fn phase(&mut self, _phase: Phase, _total: usize) {}
    fn advance(&mut self, _by: usize) {}
    fn next_in(&self) -> Duration {
        Duration::from_secs(1)
    }
}
