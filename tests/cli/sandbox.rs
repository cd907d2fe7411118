//! The learner's Python in its sandbox: nothing beyond its own folder's copy is in reach (the user's
//! files, the checker's environment and process, the network, the learner's own folder for writing),
//! and where no sandbox can be made the check says so in one line and still runs.

use std::net::TcpListener;
use std::process::Stdio;
use std::time::{Duration, Instant};

#[cfg(target_os = "linux")]
use rustix::process::Signal;

use serde_json::json;

use crate::check_cs50::{function, learner};

/// Runs `check-cs50 --json --only player reaches_out.py` with `env` added; its report, its standard error
/// and its exit status.
fn escapes(env: &[(&str, &str)]) -> (serde_json::Value, String, i32) {
    let output = crate::support::program()
        .args([
            "check-cs50",
            "--json",
            "--jobs",
            "1",
            "--only",
            "player",
            &learner("reaches_out.py"),
        ])
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    let report = serde_json::from_slice(&output.stdout).expect("one JSON object");
    let err = String::from_utf8(output.stderr).expect("UTF-8");
    (report, err, output.status.code().expect("an exit status"))
}

#[test]
fn a_file_in_the_sandbox_reaches_nothing_beyond_its_folders_copy() {
    // A server the file is told of, and a secret in the checker's environment.
    let listener = TcpListener::bind("127.0.0.1:0").expect("a port");
    let port = listener.local_addr().expect("its address").port().to_string();
    let marks = [
        "/tmp/tictactoe-reaches-out-wrote-here".to_string(),
        learner("reaches-out-wrote-here"),
    ];
    let (report, err, status) = escapes(&[("TICTACTOE_SECRET", "1"), ("TICTACTOE_PORT", &port)]);
    let written: Vec<&String> = marks
        .iter()
        .filter(|mark| std::path::Path::new(mark).exists())
        .collect();
    for mark in &marks {
        let _ = std::fs::remove_file(mark);
    }
    assert_eq!(function(&report, "player")["failure"], json!(null), "{report}");
    assert_eq!(status, 0, "{report}");
    assert!(written.is_empty(), "{written:?}");
    assert_eq!(err, "", "a sandbox was made");
}

#[test]
fn without_bubblewrap_the_check_says_in_one_line_what_the_file_can_reach_and_runs() {
    // No PATH: bubblewrap is not found, and python3 is named by its own path.
    let python = crate::check_cs50::python();
    let output = crate::support::program()
        .args(["check-cs50", "--jobs", "1", "--only", "player", "--python", python])
        .arg(learner("tictactoe.py"))
        .env("PATH", "/nonexistent")
        .env("LANG", "C")
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs");
    let err = String::from_utf8(output.stderr).expect("UTF-8");
    assert_eq!(output.status.code(), Some(0), "{err}");
    assert_eq!(
        err,
        "warning: the file runs without a sandbox, as you, able to read and write what you can and to use the \
         network: bubblewrap is not installed (on Debian or Ubuntu: sudo apt install bubblewrap)\n"
    );
}

/// The processes of the machine whose command line holds `words`, as seen from outside every sandbox.
fn running_with(words: &str) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .flatten()
        .filter_map(|entry| entry.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            let cmdline = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
            let state = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
            let zombie = matches!(
                state.rsplit(')').next().unwrap_or("").trim_start().chars().next(),
                Some('Z' | 'X')
            );
            !zombie && String::from_utf8_lossy(&cmdline).contains(words)
        })
        .collect()
}

/// Polls, against a deadline, until `done` holds (an outside process is watched, not raced).
fn within(seconds: u64, what: &str, mut done: impl FnMut() -> bool) {
    let start = Instant::now();
    while !done() {
        assert!(start.elapsed() < Duration::from_secs(seconds), "{what}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A check of `hangs_marked.py` whose `minimax` has started its marked child: the checker, the words on
/// that child's command line alone and the folder the file was copied to, which every command line of
/// the check names (the checker's, bubblewrap's, Python's). A test that fails leaves no checker running.
#[cfg(target_os = "linux")]
struct Hanging {
    /// Until waited for.
    checker: Option<std::process::Child>,
    words: String,
    folder: std::path::PathBuf,
}

#[cfg(target_os = "linux")]
impl Hanging {
    /// Starts `check-cs50 ARGS hangs_marked.py` in a folder of its own, named by `case`, with its standard
    /// streams piped, and returns once the learner's child runs.
    fn start(case: &str, args: &[&str]) -> Hanging {
        // A folder of its own, and words no other process has: not the folder's name, which the checker's
        // own command line holds from the start.
        let folder = std::env::temp_dir().join(format!("tictactoe-outlives-{}-{case}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        for file in ["tictactoe.py", "hangs_marked.py"] {
            std::fs::copy(learner(file), folder.join(file)).unwrap();
        }
        let words = format!("marked-child-{}-{case}", std::process::id());
        std::fs::write(folder.join("marker.txt"), &words).unwrap();
        let checker = Some(
            crate::support::program()
                .args(["check-cs50", "--only", "minimax", "--board", "X...O...."])
                .args(args)
                .arg(folder.join("hangs_marked.py"))
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .expect("the binary runs"),
        );
        let hanging = Hanging { checker, words, folder };
        within(60, "the learner's child never started", || {
            !running_with(&hanging.words).is_empty()
        });
        hanging
    }

    /// Sends `signal` to the checker.
    fn signal(&self, signal: Signal) {
        let checker = self.checker.as_ref().expect("not yet waited for");
        let pid = rustix::process::Pid::from_raw(checker.id() as i32).unwrap();
        rustix::process::kill_process(pid, signal).unwrap();
    }

    /// Waits `seconds` at most for the checker to exit by itself.
    fn exits_within(&mut self, seconds: u64, case: &str) {
        within(seconds, &format!("{case}: the checker still runs"), || {
            matches!(
                self.checker.as_mut().map(|checker| checker.try_wait()),
                Some(Ok(Some(_)))
            )
        });
    }

    /// Waits for the checker; what it wrote, once nothing of the check runs any more: neither the
    /// learner's child nor anything that names the folder.
    fn ended(mut self, case: &str) -> std::process::Output {
        let checker = self.checker.take().expect("not yet waited for");
        let output = checker.wait_with_output().expect("the checker is waited for");
        let folder = self.folder.to_string_lossy().into_owned();
        let left = || [running_with(&self.words), running_with(&folder)].concat();
        within(5, &format!("{case}: still running: {:?}", left()), || left().is_empty());
        output
    }
}

#[cfg(target_os = "linux")]
impl Drop for Hanging {
    fn drop(&mut self) {
        if let Some(mut checker) = self.checker.take() {
            let _ = checker.kill();
            let _ = checker.wait();
        }
        let _ = std::fs::remove_dir_all(&self.folder);
    }
}

#[cfg(target_os = "linux")]
#[test]
fn nothing_the_file_starts_outlives_its_sandbox_whether_the_check_ends_or_is_killed() {
    for (case, signal) in [("ends", None), ("kill", Some(Signal::KILL))] {
        let timeout = if signal.is_none() { "2" } else { "60" };
        let hanging = Hanging::start(case, &["--timeout", timeout]);
        if let Some(signal) = signal {
            hanging.signal(signal);
        }
        hanging.ended(case);
    }
}

#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_or_sigterm_ends_every_python_of_the_check_then_says_so_in_one_line() {
    use std::os::unix::process::ExitStatusExt;

    let ended = "every Python the check started has ended";
    let ended_zh = "检查启动的每个 Python 都已结束";
    for (case, signal, lang, status, line) in [
        (
            "int",
            Signal::INT,
            "en",
            130,
            format!("error: stopped by Ctrl-C; {ended}"),
        ),
        (
            "term",
            Signal::TERM,
            "en",
            143,
            format!("error: stopped by SIGTERM; {ended}"),
        ),
        (
            "term-zh",
            Signal::TERM,
            "zh",
            143,
            format!("error: 已被 SIGTERM 停止；{ended_zh}"),
        ),
    ] {
        let mut hanging = Hanging::start(case, &["--timeout", "60", "--lang", lang]);
        hanging.signal(signal);
        // Far sooner than the 60 s the hanging call may spend: the signal stopped the check.
        hanging.exits_within(10, case);
        let output = hanging.ended(case);
        let (out, err) = (
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr),
        );
        // Caught, not ended by the signal: the checker exits, with the status a shell gives the signal.
        assert_eq!(output.status.signal(), None, "{case}: {err}");
        assert_eq!(output.status.code(), Some(status), "{case}: {err}");
        assert_eq!(
            err.lines().rev().find(|l| !l.trim().is_empty()),
            Some(line.as_str()),
            "{case}: {err}"
        );
        assert_eq!(
            err.lines().filter(|l| l.starts_with("error:")).count(),
            1,
            "{case}: {err}"
        );
        assert_eq!(out, "", "{case}: nothing of the report");
    }
}
