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

#[cfg(target_os = "linux")]
#[test]
fn nothing_the_file_starts_outlives_its_sandbox_whether_the_check_ends_or_is_killed() {
    for (case, signal) in [
        ("ends", None),
        ("term", Some(Signal::TERM)),
        ("kill", Some(Signal::KILL)),
    ] {
        // A folder of its own, with words no other process has.
        let folder = std::env::temp_dir().join(format!("tictactoe-outlives-{}-{case}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        for file in ["tictactoe.py", "hangs_marked.py"] {
            std::fs::copy(learner(file), folder.join(file)).unwrap();
        }
        let words = format!("outlives-{}-{case}", std::process::id());
        std::fs::write(folder.join("marker.txt"), &words).unwrap();
        let timeout = if signal.is_none() { "2" } else { "60" };
        let mut checker = crate::support::program()
            .args([
                "check-cs50",
                "--only",
                "minimax",
                "--board",
                "X...O....",
                "--timeout",
                timeout,
            ])
            .arg(folder.join("hangs_marked.py"))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the binary runs");
        within(60, "the learner's child never started", || {
            !running_with(&words).is_empty()
        });
        if let Some(signal) = signal {
            let pid = rustix::process::Pid::from_raw(checker.id() as i32).unwrap();
            rustix::process::kill_process(pid, signal).unwrap();
        }
        let _ = checker.wait();
        within(5, &format!("{case}: still running: {:?}", running_with(&words)), || {
            running_with(&words).is_empty()
        });
        let _ = std::fs::remove_dir_all(&folder);
    }
}
