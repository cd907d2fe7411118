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

/// Where a cgroup can be made below the test's own, as the checker makes one for each Python (the
/// memory and pids hierarchies of cgroup v1, or cgroup v2): the directory of the test's memory cgroup,
/// in which the checker's would be; `None` where none can be made.
#[cfg(target_os = "linux")]
fn cgroup_parent() -> Option<std::path::PathBuf> {
    let own = std::fs::read_to_string("/proc/self/cgroup").ok()?;
    let path_of = |wanted: &str| {
        own.lines().find_map(|line| {
            let mut fields = line.splitn(3, ':').skip(1);
            let (controllers, path) = (fields.next()?, fields.next()?);
            controllers
                .split(',')
                .any(|c| c == wanted)
                .then(|| path.trim_start_matches('/').to_string())
        })
    };
    let root = std::path::Path::new("/sys/fs/cgroup");
    let dirs = match (path_of("memory"), path_of("pids")) {
        (Some(memory), Some(pids)) => vec![root.join("memory").join(memory), root.join("pids").join(pids)],
        _ => {
            let path = own.lines().find_map(|line| line.strip_prefix("0::"))?;
            vec![root.join(path.trim_start_matches('/'))]
        }
    };
    // Tests run at once in one process: each probe has a name of its own.
    static PROBES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let probe = PROBES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    for dir in &dirs {
        let probe = dir.join(format!("tictactoe-probe-{}-{probe}", std::process::id()));
        std::fs::create_dir(&probe).ok()?;
        let _ = std::fs::remove_dir(&probe);
    }
    dirs.into_iter().next()
}

/// The cgroups the checker `pid` has made that are still there.
#[cfg(target_os = "linux")]
fn cgroups_of(parent: &std::path::Path, pid: u32) -> Vec<String> {
    let prefix = format!("tictactoe-check-{pid}-");
    std::fs::read_dir(parent)
        .map(|entries| {
            entries
                .flatten()
                .filter_map(|entry| entry.file_name().into_string().ok())
                .filter(|name| name.starts_with(&prefix))
                .collect()
        })
        .unwrap_or_default()
}

#[test]
#[cfg(target_os = "linux")]
fn processes_that_together_pass_the_memory_limit_are_stopped_where_a_cgroup_holds_the_tree() {
    let Some(parent) = cgroup_parent() else {
        println!("skipped: no cgroup can be made here, so each process's own limit is what holds");
        return;
    };
    let checker = crate::support::program()
        .args(["check-cs50", "--json", "--memory", "256"])
        .arg(learner("memory_tree.py"))
        .env("LANG", "C")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let pid = checker.id();
    within(20, "a cgroup is made for the Python", || {
        !cgroups_of(&parent, pid).is_empty()
    });
    let output = checker.wait_with_output().expect("the checker ends");
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).expect("one JSON object");
    assert_eq!(output.status.code(), Some(1), "{report}");
    // 4 x 150 MB, each within its own 256 MB: only the limit over the whole tree fails the call.
    let player = function(&report, "player");
    assert_eq!(player["failure"]["board"], ".........", "{player}");
    assert!(player["failure"]["got"].get("returned").is_none(), "{player}");
    // Where Python itself was the one killed, the report says why.
    let winner = function(&report, "winner");
    assert_eq!(winner["failure"]["board"], ".........", "{winner}");
    assert_eq!(winner["failure"]["got"], json!({"out_of_memory": true}), "{winner}");
    assert_eq!(
        winner["failure"]["says"]["got"],
        "used more than 256 MB in all its processes together; the system stopped it"
    );
    assert_eq!(
        running_with("memory_tree.py holds"),
        Vec::<u32>::new(),
        "nothing outlives the check"
    );
    assert_eq!(
        cgroups_of(&parent, pid),
        Vec::<String>::new(),
        "no cgroup is left behind"
    );
}

#[test]
#[cfg(target_os = "linux")]
fn no_cgroup_of_a_check_is_left_behind() {
    let Some(parent) = cgroup_parent() else {
        println!("skipped: no cgroup can be made here");
        return;
    };
    // A checker killed with SIGKILL cannot remove its own: the next check does.
    let mut killed = crate::support::program()
        .args(["check-cs50", "--json", "--jobs", "1"])
        .arg(learner("tictactoe.py"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let killed_pid = killed.id();
    within(20, "a cgroup is made for the Python", || {
        !cgroups_of(&parent, killed_pid).is_empty()
    });
    killed.kill().expect("the checker is killed");
    let _ = killed.wait();
    let checker = crate::support::program()
        .args(["check-cs50", "--json", "--only", "winner"])
        .arg(learner("tictactoe.py"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .spawn()
        .expect("the binary runs");
    let pid = checker.id();
    let status = checker.wait_with_output().expect("the checker ends").status;
    assert_eq!(status.code(), Some(0));
    assert_eq!(cgroups_of(&parent, pid), Vec::<String>::new());
    assert_eq!(
        cgroups_of(&parent, killed_pid),
        Vec::<String>::new(),
        "the killed checker's"
    );
}
