//! check-cs50 timed on learners' files, as the program runs (a process of its own, built as the
//! release binary is): a plain CS50-style solution with one Python and with one per core, the budget
//! being at most 0.6 of the one-Python time; and every file of tests/cs50 once, the budget being 60 s
//! each besides the limit of a function that hangs. Slow by nature: `cargo bench --bench check_cs50`
//! takes several minutes.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group};
use tictactoe::{ExitStatus, Next};

/// The first argument that makes this bench the program itself: the benchmarks are a package of their
/// own, which cannot run the program's binary, so each check runs this executable as `tictactoe`.
const PROGRAM: &str = "--as-tictactoe";

fn learner(name: &str) -> String {
    folder().join(name).display().to_string()
}

/// tests/cs50, the learners' files.
fn folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/cs50")
}

/// The program, as this executable run with [`PROGRAM`] first.
fn program() -> Command {
    let mut command = Command::new(std::env::current_exe().expect("this executable"));
    command.arg(PROGRAM);
    command
}

/// Runs `check-cs50` with `args`, in English, and returns how long it took.
fn check(args: &[&str]) -> Duration {
    let started = Instant::now();
    let output = program()
        .arg("check-cs50")
        .args(args)
        .env("LANG", "C")
        .output()
        .expect("the program runs");
    assert!(
        output.status.code().is_some_and(|code| code < 2),
        "{args:?}: {output:?}"
    );
    started.elapsed()
}

fn plain_solution(c: &mut Criterion) {
    let plain = learner("plain.py");
    let mut group = c.benchmark_group("check-cs50 plain.py");
    group.sample_size(10).measurement_time(Duration::from_secs(200));
    group.bench_function("--jobs 1", |b| b.iter(|| check(&["--jobs", "1", &plain])));
    group.bench_function("one Python per core", |b| b.iter(|| check(&[&plain])));
    group.finish();
}

/// Every file of tests/cs50 checked once, the slowest first: printed, not asserted.
fn every_file(_: &mut Criterion) {
    let mut files: Vec<String> = std::fs::read_dir(folder())
        .expect("tests/cs50")
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".py") && name != "tictactoe.py")
        .collect();
    files.sort();
    let mut times: Vec<(Duration, String)> = Vec::new();
    for name in &files {
        let started = Instant::now();
        let _ = program().args(["check-cs50", &learner(name)]).env("LANG", "C").output();
        times.push((started.elapsed(), name.clone()));
    }
    times.sort_by_key(|time| std::cmp::Reverse(time.0));
    eprintln!("check-cs50 on every file of tests/cs50, the slowest first:");
    for (time, name) in &times {
        eprintln!("  {:>6.1} s  {name}", time.as_secs_f64());
    }
}

criterion_group! {
    name = benches;
    config = Criterion::default().without_plots();
    targets = plain_solution, every_file
}
fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1).peekable();
    if args.next_if(|first| first == OsStr::new(PROGRAM)).is_some() {
        return match tictactoe::run_command_line(args) {
            Next::Exit(status) => status.into(),
            Next::OpenWindow => ExitStatus::BadInput.into(),
        };
    }
    benches();
    Criterion::default().configure_from_args().final_summary();
    ExitCode::SUCCESS
}
