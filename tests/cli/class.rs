//! `check-cs50 FOLDER --out REPORTS`: a class of fixtures graded at once, a hostile student among them,
//! each student's verdict held to their own check; the kept results read on a second run and a changed
//! file checked again; the parts of a class graded apart and joined; the page read by a browser; and
//! every bad input refused in one line or given a row with its reason.

use std::path::{Path, PathBuf};
use std::process::Output;

use serde_json::{Value, json};

use crate::check_cs50::{WITHOUT_SANDBOX, json_report, learner, python};
use crate::support::{program, text};

/// A folder of the test's own, made empty.
fn folder(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("tictactoe-class-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

/// Puts `source` at `class/student/tictactoe.py`.
fn hand_in(class: &Path, student: &str, source: &[u8]) -> PathBuf {
    let file = class.join(student).join("tictactoe.py");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, source).unwrap();
    file
}

fn fixture(name: &str) -> Vec<u8> {
    std::fs::read(learner(name)).unwrap()
}

/// A right file whose `player` first kills the process above it, the warden.
fn hostile() -> Vec<u8> {
    let mut source = fixture("tictactoe.py");
    source.extend_from_slice(
        b"\n\nimport os as _os, signal as _signal\n_player = player\n\n\ndef player(board):\n    try:\n        \
          _os.kill(_os.getppid(), _signal.SIGKILL)\n    except Exception:\n        pass\n    return _player(board)\n",
    );
    source
}

/// Runs `check-cs50 ARGS` with `env` added, with the Python `python3` runs (a version manager's
/// `python3` may be a script that finds it).
fn check(args: &[&str], env: &[(&str, &str)]) -> Output {
    let python: &[&str] = match args.contains(&"--python") || args.contains(&"--merge") {
        true => &[],
        false => &["--python", python()],
    };
    program()
        .arg("check-cs50")
        .args(python)
        .args(args)
        .envs(env.iter().copied())
        .output()
        .expect("the binary runs")
}

fn summary(reports: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(reports.join("summary.json")).unwrap()).unwrap()
}

fn student<'a>(summary: &'a Value, name: &str) -> &'a Value {
    summary["students"]
        .as_array()
        .unwrap()
        .iter()
        .find(|row| row["path"] == name)
        .unwrap_or_else(|| panic!("{name} in {summary}"))
}

#[test]
fn a_class_is_graded_each_student_as_their_own_check_with_a_summary_a_table_and_a_page() {
    let class = folder("graded");
    hand_in(&class, "alice", &fixture("tictactoe.py"));
    let bob = hand_in(&class, "section-2/bob", &fixture("swapped.py"));
    std::fs::write(class.join("section-2/bob/helper.py"), "HELP = 1\n").unwrap();
    hand_in(&class, "mallory", &hostile());
    std::fs::create_dir_all(class.join("dave")).unwrap();
    std::fs::write(class.join("dave/main.py"), "print('hello')\n").unwrap();
    std::fs::create_dir_all(class.join("erin")).unwrap();
    std::fs::create_dir_all(class.join("frank")).unwrap();
    std::os::unix::fs::symlink("/etc/passwd", class.join("frank/tictactoe.py")).unwrap();
    hand_in(&class, "gina", b"def player(board):\n    return '\xff'\n");
    let reports = class.with_extension("reports");
    let output = check(
        &[
            "--jobs",
            "2",
            class.to_str().unwrap(),
            "--out",
            reports.to_str().unwrap(),
        ],
        &[],
    );
    let (out, err) = (text(&output.stdout), text(&output.stderr));
    assert_eq!(output.status.code(), Some(1), "{out}{err}");
    assert_eq!(err, "", "quiet when standard error is not a terminal");
    assert!(out.starts_with("7 students: 1 pass, 6 fail."), "{out}");
    let summary = summary(&reports);
    let names: Vec<&str> = summary["students"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row["path"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["alice", "dave", "erin", "frank", "gina", "mallory", "section-2/bob"]
    );
    assert_eq!(student(&summary, "alice")["ok"], true);
    // Each student's numbers are those of their own check.
    let (own, _) = json_report(&[bob.to_str().unwrap()], &[]);
    let row = student(&summary, "section-2/bob");
    assert_eq!(row["mistakes"], own["mistakes"], "{row}");
    assert_eq!(row["mistakes"], json!(["swapped-max-min"]));
    assert_eq!(row["beside"], json!(["helper.py"]), "another file beside it is said");
    assert_eq!(row["check50"], own["check50"]);
    for (function, own) in row["functions"]
        .as_array()
        .unwrap()
        .iter()
        .zip(own["functions"].as_array().unwrap())
    {
        assert_eq!(
            (&function["passed"], &function["checked"]),
            (&own["passed"], &own["checked"])
        );
    }
    // The hostile student fails and is flagged; nothing of theirs reached the others.
    let mallory = student(&summary, "mallory");
    assert_eq!(
        (&mallory["ok"], &mallory["flags"], &mallory["reached"]),
        (&json!(false), &json!(["reached"]), &json!("os.kill"))
    );
    for (name, reason) in [
        ("dave", "no tictactoe.py in the folder, which holds main.py"),
        ("erin", "no tictactoe.py in the folder"),
        ("frank", "a symbolic link, not followed"),
        ("gina", "tictactoe.py is not UTF-8 text"),
    ] {
        let row = student(&summary, name);
        assert!(row["reason"]["en"].as_str().unwrap().starts_with(reason), "{row}");
        assert!(!row["reason"]["zh"].as_str().unwrap().is_empty(), "{row}");
    }
    assert_eq!(
        summary["mistakes"],
        json!([{"id": "swapped-max-min", "students": 1, "who": ["section-2/bob"]}])
    );
    // Each student checked has their reports beside the summary.
    let report = std::fs::read_to_string(reports.join(row["report"]["text"].as_str().unwrap())).unwrap();
    assert!(report.contains("minimax"), "{report}");
    let csv = std::fs::read_to_string(reports.join("summary.csv")).unwrap();
    assert_eq!(csv.lines().count(), 8, "{csv}");
    assert!(
        csv.contains("section-2/bob,false,4520/4520,4520/4520,49720/49720,5478/5478,5478/5478,958/958,"),
        "{csv}"
    );
    let page = std::fs::read_to_string(reports.join("index.html")).unwrap();
    for seen in [
        "swapped-max-min",
        "section-2/bob",
        "Copies to look at",
        "students/section-2/bob/report.txt",
    ] {
        assert!(page.contains(seen), "{seen}");
    }
    assert!(
        !page.contains("http://") && !page.contains("https://") && !page.contains("<script"),
        "self-contained"
    );
}

#[test]
fn a_second_run_reads_the_kept_results_and_a_changed_file_is_checked_again() {
    let class = folder("kept");
    hand_in(&class, "alice", &fixture("tictactoe.py"));
    let bob = hand_in(&class, "bob", &fixture("swapped.py"));
    let reports = class.with_extension("reports");
    let args = [class.to_str().unwrap(), "--out", reports.to_str().unwrap()];
    assert_eq!(check(&args, &[]).status.code(), Some(1));
    let kept: Vec<PathBuf> = std::fs::read_dir(reports.join("cache"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    assert_eq!(kept.len(), 2);
    // What is kept is what is read: a kept result changed by hand is what the next run reports.
    for file in &kept {
        let text = std::fs::read_to_string(file).unwrap();
        std::fs::write(file, text.replace("swapped-max-min", "shallow-copy")).unwrap();
    }
    assert_eq!(check(&args, &[]).status.code(), Some(1));
    assert_eq!(student(&summary(&reports), "bob")["mistakes"], json!(["shallow-copy"]));
    // bob fixes his file: checked again, and kept beside the old result.
    std::fs::write(&bob, fixture("tictactoe.py")).unwrap();
    let output = check(&args, &[]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stdout));
    assert_eq!(student(&summary(&reports), "bob")["mistakes"], json!([]));
    assert_eq!(
        std::fs::read_dir(reports.join("cache")).unwrap().count(),
        2,
        "the same file is kept once"
    );
}

#[test]
fn the_parts_of_a_class_graded_apart_join_into_the_whole() {
    let class = folder("parts");
    for (name, file) in [
        ("a", "tictactoe.py"),
        ("b", "swapped.py"),
        ("c", "always_max.py"),
        ("d", "tictactoe.py"),
    ] {
        hand_in(&class, name, &fixture(file));
    }
    let whole = class.with_extension("whole");
    check(&[class.to_str().unwrap(), "--out", whole.to_str().unwrap()], &[]);
    let parts: Vec<PathBuf> = (1..=3).map(|k| class.with_extension(format!("part{k}"))).collect();
    for (k, part) in parts.iter().enumerate() {
        let shard = format!("{}/3", k + 1);
        check(
            &[
                class.to_str().unwrap(),
                "--shard",
                &shard,
                "--out",
                part.to_str().unwrap(),
            ],
            &[],
        );
    }
    let counts: Vec<usize> = parts
        .iter()
        .map(|part| summary(part)["students"].as_array().unwrap().len())
        .collect();
    assert_eq!(counts.iter().sum::<usize>(), 4, "{counts:?}");
    let joined = class.with_extension("joined");
    let mut args = vec!["--merge", "--out", joined.to_str().unwrap()];
    args.extend(parts.iter().map(|part| part.to_str().unwrap()));
    let output = check(&args, &[]);
    assert_eq!(output.status.code(), Some(1), "{}", text(&output.stderr));
    let (whole, joined_summary) = (summary(&whole), summary(&joined));
    let verdicts = |summary: &Value| -> Vec<(Value, Value, Value)> {
        summary["students"]
            .as_array()
            .unwrap()
            .iter()
            .map(|row| (row["path"].clone(), row["ok"].clone(), row["mistakes"].clone()))
            .collect()
    };
    assert_eq!(verdicts(&joined_summary), verdicts(&whole));
    assert_eq!(joined_summary["mistakes"], whole["mistakes"]);
    assert!(joined.join("students/b/report.txt").exists());
    // A student in two parts is refused.
    let output = check(
        &[
            "--merge",
            "--out",
            class.with_extension("twice").to_str().unwrap(),
            whole_path(&class),
            whole_path(&class),
        ],
        &[],
    );
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).starts_with("error: student 'a' is in two of the parts"),
        "{}",
        text(&output.stderr)
    );
}

fn whole_path(class: &Path) -> &'static str {
    Box::leak(
        class
            .with_extension("whole")
            .to_str()
            .unwrap()
            .to_string()
            .into_boxed_str(),
    )
}

#[test]
fn a_class_is_refused_in_one_line_where_its_reports_cannot_go_or_its_words_make_none() {
    let class = folder("refused");
    hand_in(&class, "alice", &fixture("tictactoe.py"));
    let class_arg = class.to_str().unwrap();
    let file = class.with_extension("a-file");
    std::fs::write(&file, "keep me").unwrap();
    let below_a_file = file.join("reports");
    for (args, said) in [
        (
            vec![class_arg, "--out", file.to_str().unwrap()],
            "is a file: --out names the folder",
        ),
        (
            vec![class_arg, "--out", below_a_file.to_str().unwrap()],
            "cannot write the reports into",
        ),
        (
            vec![class_arg],
            "a folder is graded as a class: name the folder its reports go to with --out REPORTS",
        ),
        (
            vec![class_arg, "--out", "r", "--json"],
            "--json is for one FILE.py, not a class",
        ),
        (
            vec![class_arg, "--out", "r", "--shard", "3/2"],
            "--shard needs a part K of N",
        ),
        (vec![&learner("tictactoe.py"), "--out", "r"], "--out is for a class"),
        (
            vec![class_arg, class_arg, "--out", "r"],
            "check-cs50 takes one FILE.py or FOLDER",
        ),
        (vec!["--merge", class_arg], "--merge joins the parts into one folder"),
    ] {
        let output = check(&args, &[]);
        let err = text(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(text(&output.stdout), "", "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("error: ") && err.contains(said), "{args:?}: {err}");
    }
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "keep me");
    assert!(!Path::new("r").exists(), "nothing written");
    // An empty class is a summary of no students.
    let empty = folder("empty");
    let reports = empty.with_extension("reports");
    let output = check(&[empty.to_str().unwrap(), "--out", reports.to_str().unwrap()], &[]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(summary(&reports)["students"], json!([]));
}

#[test]
fn without_a_sandbox_a_class_is_refused_unless_unsafe_is_given_and_then_each_student_is_flagged() {
    let class = folder("unsandboxed");
    hand_in(&class, "alice", &fixture("tictactoe.py"));
    let reports = class.with_extension("reports");
    let args = [
        "--python",
        python(),
        class.to_str().unwrap(),
        "--out",
        reports.to_str().unwrap(),
    ];
    let output = check(&args, &[WITHOUT_SANDBOX]);
    let err = text(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{err}");
    assert!(
        err.starts_with("error: the file runs without a sandbox") && err.contains("give --unsafe"),
        "{err}"
    );
    assert!(!reports.join("summary.json").exists());
    let output = check(&[&args[..], &["--unsafe"]].concat(), &[WITHOUT_SANDBOX]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(student(&summary(&reports), "alice")["flags"], json!(["unsandboxed"]));
}

#[test]
fn the_page_opens_in_a_browser_with_nothing_loaded_from_elsewhere() {
    let class = folder("page");
    hand_in(&class, "alice", &fixture("tictactoe.py"));
    hand_in(&class, "bob <b>", &fixture("swapped.py"));
    let reports = class.with_extension("reports");
    check(
        &[
            class.to_str().unwrap(),
            "--out",
            reports.to_str().unwrap(),
            "--lang",
            "zh",
        ],
        &[],
    );
    let page = reports.join("index.html");
    let output = std::process::Command::new("chromium")
        .args(["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom"])
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("chromium runs (.ci/run installs it)");
    let dom = text(&output.stdout);
    assert!(dom.contains("全班概览"), "{dom}");
    assert!(
        dom.contains("bob &lt;b&gt;") && !dom.contains("<b>"),
        "a folder's name is text"
    );
    assert!(dom.contains("<svg"), "{dom}");
    assert!(dom.contains("swapped-max-min"), "{dom}");
}

#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_keeps_every_student_graded_and_the_same_command_goes_on_from_there() {
    use std::time::{Duration, Instant};
    let class = folder("stopped");
    hand_in(&class, "alice", &fixture("tictactoe.py"));
    let zed = hand_in(&class, "zed", &fixture("hangs_on_import.py"));
    let reports = class.with_extension("reports");
    let args = [
        "--python",
        python(),
        "--timeout",
        "60",
        class.to_str().unwrap(),
        "--out",
        reports.to_str().unwrap(),
    ];
    let checker = program()
        .arg("check-cs50")
        .args(args)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // Once alice's result is kept, the run is on zed, whose import never ends.
    let kept = || std::fs::read_dir(reports.join("cache")).map_or(0, |entries| entries.count());
    let start = Instant::now();
    while kept() == 0 {
        assert!(start.elapsed() < Duration::from_secs(120), "alice was never kept");
        std::thread::sleep(Duration::from_millis(50));
    }
    let pid = rustix::process::Pid::from_raw(checker.id() as i32).unwrap();
    rustix::process::kill_process(pid, rustix::process::Signal::INT).unwrap();
    let output = checker.wait_with_output().unwrap();
    let err = text(&output.stderr);
    assert_eq!(output.status.code(), Some(130), "{err}");
    assert_eq!(
        err,
        "error: stopped by Ctrl-C; every Python the check started has ended; 1 of 2 students were graded and are \
         kept: run the same command to go on\n"
    );
    assert!(!reports.join("summary.json").exists());
    // zed fixes his file; the same command checks him alone, alice's result read as kept.
    std::fs::write(&zed, [fixture("tictactoe.py"), b"# fixed\n".to_vec()].concat()).unwrap();
    let output = check(&args[2..], &[]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(kept(), 2);
}
