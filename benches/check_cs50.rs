//! check-cs50 timed on learners' files, as the program runs (the built binary): a plain CS50-style
//! solution with one Python and with one per core, the budget being at most 0.6 of the one-Python time;
//! and every file of tests/cs50 once, the budget being 60 s each besides the limit of a function that
//! hangs. Slow by nature: `cargo bench --bench check_cs50` takes several minutes.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};

fn learner(name: &str) -> String {
    format!("{}/tests/cs50/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// Runs `check-cs50` with `args`, in English, and returns how long it took.
fn check(args: &[&str]) -> Duration {
    let started = Instant::now();
    let output = Command::new(env!("CARGO_BIN_EXE_tictactoe"))
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
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cs50");
    let mut files: Vec<String> = std::fs::read_dir(folder)
        .expect("tests/cs50")
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".py") && name != "tictactoe.py")
        .collect();
    files.sort();
    let mut times: Vec<(Duration, String)> = Vec::new();
    for name in &files {
        let started = Instant::now();
        let _ = Command::new(env!("CARGO_BIN_EXE_tictactoe"))
            .args(["check-cs50", &learner(name)])
            .env("LANG", "C")
            .output();
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
criterion_main!(benches);
