//! `check-cs50` end to end: the built binary on a correct CS50 `tictactoe.py` and on copies of it with one
//! bug each (tests/cs50/), each reported with the right function and its failure on the smallest board
//! (the fewest empty cells), what that failure means, and what CS50's own check50 will print.
//! Needs `python3` on the PATH.
//!
//! A check takes seconds, so each distinct run is made once for the whole test binary and shared by the
//! tests that look at it (see `check_with`), and a report's text that the README or the guide shows is
//! read from the page (see `shown_on`).

use std::collections::HashMap;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tictactoe::board::positions;
use tictactoe::{Board, probe};

/// A file in tests/cs50/.
pub(crate) fn learner(name: &str) -> String {
    format!("{}/tests/cs50/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// Runs `tictactoe check-cs50 ARGS` in an English system (`LANG=C`) with `env` added to its environment,
/// with one Python unless ARGS say `--jobs`: the tests run two checks at once on two cores, where a
/// second Python per check would only add its start (the Pythons sharing a check are tested where a
/// test asks for them, and by the guides' examples). The Python is `python3`, by its own path unless
/// ARGS say `--python` (see `python`). The same arguments and environment are run once: the tests that
/// read the same report share it, in whatever order they give its arguments.
fn check_with(args: &[&str], env: &[(&str, &str)]) -> Output {
    static RUNS: OnceLock<Mutex<HashMap<String, Arc<OnceLock<Output>>>>> = OnceLock::new();
    // The same check whatever the order its options were given in.
    let mut sorted = args.to_vec();
    sorted.sort_unstable();
    let key = format!("{sorted:?} {env:?}");
    let run = {
        let mut runs = RUNS.get_or_init(Default::default).lock().unwrap();
        runs.entry(key).or_default().clone()
    };
    run.get_or_init(|| {
        let jobs: &[&str] = match args.contains(&"--jobs") {
            true => &[],
            false => &["--jobs", "1"],
        };
        let python: &[&str] = match args.contains(&"--python") {
            true => &[],
            false => &["--python", python()],
        };
        crate::support::program()
            .arg("check-cs50")
            .args(jobs)
            .args(python)
            .args(args)
            .envs(env.iter().copied())
            .stdin(Stdio::null())
            .output()
            .expect("the binary runs")
    })
    .clone()
}

/// The path of the program `python3` on the PATH runs: a version manager's `python3` may be a shell
/// script that finds it (pyenv's is), which each of some hundred checks would pay for again.
pub(crate) fn python() -> &'static str {
    static PYTHON: OnceLock<String> = OnceLock::new();
    PYTHON.get_or_init(|| {
        let output = Command::new("python3")
            .args(["-c", "import sys; print(sys.executable)"])
            .output()
            .expect("python3 runs");
        text(&output.stdout).trim().to_string()
    })
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8")
}

/// The report for people and the exit status.
pub(crate) fn report_text(args: &[&str]) -> (String, i32) {
    let output = check_with(args, &[]);
    let (out, err) = (text(&output.stdout), text(&output.stderr));
    assert!(!err.contains("error:") && !err.contains("panicked"), "{args:?}: {err}");
    (out, output.status.code().expect("an exit status"))
}

/// Runs with `--json` and returns the report and the exit status, after checking that standard output
/// holds exactly one JSON object on one line.
pub(crate) fn json_report(args: &[&str], env: &[(&str, &str)]) -> (Value, i32) {
    let output = check_with(&[&["--json"], args].concat(), env);
    let (out, err) = (text(&output.stdout), text(&output.stderr));
    assert!(!err.contains("error:") && !err.contains("panicked"), "{args:?}: {err}");
    assert_eq!(out.lines().count(), 1, "{args:?}: {out}");
    let report: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {out:?} is not JSON: {e}"));
    (report, output.status.code().expect("an exit status"))
}

/// How many calls each function gets when nothing stops it, in report order.
fn full_counts() -> Vec<(&'static str, u64)> {
    let boards = positions::reachable().len() as u64;
    let unfinished = positions::unfinished().len() as u64;
    vec![
        ("player", unfinished),
        ("actions", unfinished),
        // Every cell of every unfinished board, and two actions off the board, as check50 tries one.
        ("result", unfinished * 11),
        ("winner", boards),
        ("terminal", boards),
        ("utility", boards - unfinished),
        ("minimax", boards),
    ]
}

/// Checks the report's shape, and that every function but those in `failing` passed every call.
pub(crate) fn assert_others_pass(report: &Value, failing: &[&str]) {
    let functions = report["functions"].as_array().expect("a list of functions");
    let names: Vec<&str> = functions.iter().map(|f| f["name"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        [
            "player", "actions", "result", "winner", "terminal", "utility", "minimax"
        ]
    );
    assert!(report["fastest"].is_boolean(), "{report}");
    assert!(report["check50"]["passed"].as_u64().unwrap() <= 29, "{report}");
    for (function, (name, calls)) in functions.iter().zip(full_counts()) {
        if failing.contains(&name) && function["missing"] == true {
            assert_eq!(function["checked"], 0, "{function}");
        } else if failing.contains(&name) {
            assert!(!function["failure"].is_null(), "{function}");
            assert!(function["passed"].as_u64() < function["checked"].as_u64(), "{function}");
        } else {
            assert_eq!(function["checked"], calls, "{function}");
            assert_eq!(function["passed"], calls, "{function}");
            assert!(function["failure"].is_null(), "{function}");
        }
    }
    assert_eq!(report["ok"], failing.is_empty(), "{report}");
}

pub(crate) fn function<'a>(report: &'a Value, name: &str) -> &'a Value {
    let functions = report["functions"].as_array().unwrap();
    functions.iter().find(|f| f["name"] == name).unwrap()
}

/// What a failure got and expected: as the values a script compares, and as the sentences that say
/// them (what it got, the start of it).
struct Shown<'a> {
    got: Value,
    says: &'a str,
    expected: Value,
    expected_says: &'a str,
}

/// Checks a file with one bug: exit 1, only `name` fails, shown on `board` (its smallest failing board)
/// with this call, got and expected. Returns the report.
fn assert_shown_failure(file: &str, args: &[&str], name: &str, board: &str, call: &str, shown: Shown) -> Value {
    let (report, status) = json_report(&[args, &[learner(file).as_str()]].concat(), &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &[name]);
    let failure = &function(&report, name)["failure"];
    assert_eq!(failure["board"], board, "{failure}");
    assert_eq!(failure["call"], call, "{failure}");
    assert_eq!(sorted_moves(&failure["got"]), sorted_moves(&shown.got), "{failure}");
    assert!(said(failure, "got").starts_with(shown.says), "{failure}");
    assert_eq!(
        sorted_moves(&failure["expected"]),
        sorted_moves(&shown.expected),
        "{failure}"
    );
    assert_eq!(said(failure, "expected"), shown.expected_says, "{failure}");
    report
}

/// A culprit's calls for its actions: each one's move and what it returned.
pub(crate) fn children(culprit: &Value) -> Vec<(Value, Value)> {
    let children = culprit["children"]
        .as_array()
        .unwrap_or_else(|| panic!("children: {culprit}"));
    children
        .iter()
        .map(|child| (child["move"].clone(), child["returned"].clone()))
        .collect()
}

/// What a failure's `says` says of `what` (`got`, `expected`).
fn said<'a>(failure: &'a Value, what: &str) -> &'a str {
    failure["says"][what]
        .as_str()
        .unwrap_or_else(|| panic!("says {what}: {failure}"))
}

/// A value with every list of moves sorted: a set's moves come in Python's order.
fn sorted_moves(value: &Value) -> Value {
    match value {
        Value::Object(fields) => Value::Object(
            fields
                .iter()
                .map(|(name, field)| {
                    let mut field = sorted_moves(field);
                    if let (true, Some(moves)) = (name == "moves", field.as_array_mut()) {
                        moves.sort_by_key(|m| m.to_string());
                    }
                    (name.clone(), field)
                })
                .collect(),
        ),
        value => value.clone(),
    }
}

/// What `page` (README.md, docs/check-cs50.md, ...) shows `command` printing. Every example of a page
/// is run as written and must print exactly what the page shows (tests/cli/readme.rs), so a check of
/// a report's text a page shows needs no run of its own.
pub(crate) fn shown_on(page: &str, command: &str) -> String {
    let text = std::fs::read_to_string(format!("{}/{page}", env!("CARGO_MANIFEST_DIR"))).unwrap();
    crate::readme::examples(&text)
        .into_iter()
        .flatten()
        .find(|example| example.command == command)
        .unwrap_or_else(|| panic!("{page} shows `{command}`"))
        .shown
}

/// The check50 lines of a report for people: from its heading to the blank line after it.
fn check50_part(out: &str) -> &str {
    let start = out.find("check50 will print").expect("check50's prediction");
    let end = out[start..].find("\n\n").map_or(out.len(), |end| start + end);
    &out[start..end]
}

#[test]
fn a_correct_file_passes_every_function_on_every_reachable_position() {
    let file = learner("tictactoe.py");
    // --strict is --fastest by its earlier name.
    let (report, status) = json_report(&["--strict", &file], &[]);
    assert_eq!(status, 0, "{report}");
    assert_eq!(report["file"], file);
    assert_eq!(report["fastest"], true);
    assert_others_pass(&report, &[]);
    assert_eq!(report["check50"], json!({"passed": 29, "failed": []}));
}

#[test]
fn player_counting_two_rows_fails_on_a_board_with_a_mark_in_the_third() {
    assert_shown_failure(
        "broken_player.py",
        &[],
        "player",
        "OOXOOXXX.",
        "player(board)",
        Shown {
            got: json!({"returned": "O"}),
            says: "O",
            expected: json!("X"),
            expected_says: "X",
        },
    );
}

#[test]
fn actions_offering_taken_cells_fails_and_names_them() {
    assert_shown_failure(
        "broken_actions.py",
        &[],
        "actions",
        "OOXOOXXX.",
        "actions(board)",
        Shown {
            got: json!({"returned": {"moves": [[0, 0], [0, 1], [1, 0], [1, 1], [2, 2]], "in": "set"}}),
            says: "{(0, 0), (0, 1), (1, 0), (1, 1), (2, 2)}: (0, 0), (0, 1), (1, 0), (1, 1) not free",
            expected: json!({"moves": [[2, 2]], "in": "set"}),
            expected_says: "{(2, 2)}",
        },
    );
}

#[test]
fn result_overwriting_a_taken_cell_fails_on_a_taken_cell() {
    assert_shown_failure(
        "broken_result.py",
        &[],
        "result",
        "OOXOOXXX.",
        "result(board, (0, 0))",
        Shown {
            got: json!({"returned": "XOXOOXXX."}),
            says: "XOXOOXXX.",
            expected: json!({"raises": true}),
            expected_says: "an exception: (0, 0) is taken",
        },
    );
}

#[test]
fn result_changing_the_board_it_was_given_fails() {
    let report = assert_shown_failure(
        "broken_result_shallow_copy.py",
        &[],
        "result",
        "OOXOOXXX.",
        "the board passed to result(board, (2, 2)), afterwards",
        Shown {
            got: json!({"changed": "OOXOOXXXX"}),
            says: "OOXOOXXXX",
            expected: json!("OOXOOXXX."),
            expected_says: "OOXOOXXX.",
        },
    );
    // check50 compares the board with a shallow copy of it, which changes with it: it passes.
    assert_eq!(report["check50"], json!({"passed": 29, "failed": []}));
}

#[test]
fn winner_stopping_at_an_empty_row_is_reported_for_people() {
    let out = shown_on("README.md", "tictactoe check-cs50 broken_winner.py | grep -v '^  :)'");
    for line in [
        "player    ok    4,520/4,520\n",
        "result    ok   49,720/49,720\n",
        "winner    FAIL  5,469/5,478\n",
        "utility   ok      958/958\n",
        "minimax   ok    5,478/5,478\n",
        "\nwinner: the failure on the smallest board (of 9)\n",
        "  board       . . .\n              X X X\n              O O .\n",
        "  call        winner(board)\n  got         None\n  expected    X\n",
        "  returned    broken_winner.py:10  return row[0]\n  change      broken_winner.py:9  if row[0] == row[1] == row[2]:\n",
        "  pattern     all 9 failures have a win on the board and a line of three EMPTY cells, which winner takes \
         for a line of one player's: the one-line fix is to check that a line's first cell is not EMPTY, board[i][0] \
         is not EMPTY and board[i][0] == board[i][1] == board[i][2]\n",
        "  :( winner finds winner when X wins horizontally\n      expected \"X\", not \"None\"\n",
        "\n1 of 7 functions fail here; check50 will fail 1 of its 29 checks.\n",
    ] {
        assert!(out.contains(line), "{line:?} in:\n{out}");
    }
    // The same in JSON, with the 28 checks that pass.
    let report = assert_shown_failure(
        "broken_winner.py",
        &[],
        "winner",
        "...XXXOO.",
        "winner(board)",
        Shown {
            got: json!({"returned": null}),
            says: "None",
            expected: json!("X"),
            expected_says: "X",
        },
    );
    let failure = &function(&report, "winner")["failure"];
    assert_eq!(failure["pattern"], "won-beside-empty-line", "{failure}");
    assert_eq!(
        (&failure["line"], &failure["source"]),
        (&json!(10), &json!("return row[0]")),
        "{failure}"
    );
    assert_eq!(
        report["check50"],
        json!({"passed": 28, "failed": ["winner finds winner when X wins horizontally"]})
    );
}

#[test]
fn terminal_forgetting_the_tie_fails_on_a_tie() {
    let report = assert_shown_failure(
        "broken_terminal.py",
        &[],
        "terminal",
        "OOXXXOOXX",
        "terminal(board)",
        Shown {
            got: json!({"returned": false}),
            says: "False",
            expected: json!(true),
            expected_says: "True",
        },
    );
    assert_eq!(function(&report, "terminal")["failure"]["pattern"], "finished");
}

#[test]
fn utility_forgetting_the_tie_fails_on_a_tie() {
    assert_shown_failure(
        "broken_utility.py",
        &[],
        "utility",
        "OOXXXOOXX",
        "utility(board)",
        Shown {
            got: json!({"returned": -1}),
            says: "-1",
            expected: json!(0),
            expected_says: "0",
        },
    );
}

#[test]
fn minimax_crashing_on_a_finished_board_fails_on_a_full_one() {
    let report = assert_shown_failure(
        "broken_minimax.py",
        &[],
        "minimax",
        "OOXOOXXXX",
        "minimax(board)",
        Shown {
            got: json!({"raised": {
                "type": "TypeError",
                "message": "cannot unpack non-iterable int object",
                "line": 9,
                "says": "TypeError: cannot unpack non-iterable int object (broken_minimax.py, line 9)"
            }}),
            says: "raised TypeError: cannot unpack non-iterable int object (broken_minimax.py, line 9)",
            expected: json!(null),
            expected_says: "None",
        },
    );
    assert_eq!(function(&report, "minimax")["failure"]["pattern"], "finished");
}

#[test]
fn a_minimax_in_no_hurry_passes_cs50_but_not_fastest_and_is_shown_a_search_that_wins_fastest() {
    let (report, status) = json_report(&[&learner("unhurried_minimax.py")], &[]);
    assert_eq!(status, 0, "{report}");
    assert_eq!(report["fastest"], false);
    assert_others_pass(&report, &[]);
    let (out, status) = report_text(&["--fastest", &learner("unhurried_minimax.py")]);
    assert_eq!(status, 1, "{out}");
    for line in [
        "minimax must win fastest)\n",
        "minimax   FAIL  4,993/5,478\n",
        "  board       X X O\n              O X .\n              O . .\n",
        "  got         (1, 2): X wins in 3\n  expected    one of the best actions (X wins in 1): (2, 1), (2, 2)\n",
        "  see         tictactoe steps --engine minimax XXOOX.O..  (how a search that wins fastest finds the best \
         action, step by step)\n",
        "though check50 will pass all 29 checks",
    ] {
        assert!(out.contains(line), "{line:?} in:\n{out}");
    }
    // One way of counting moves: `analyze` says of each move what the report says, counted from the
    // position the move is played in, the move included (the window's hints too: see
    // tests/window/counting.rs).
    let analyzed = crate::support::ok(&["analyze", "XXOOX.O.."]);
    for line in ["1,2 → X wins in 3\n", "2,1 → X wins in 1", "2,2 → X wins in 1"] {
        assert!(analyzed.contains(line), "{line:?} in:\n{analyzed}");
    }
    // The command it names runs, and wins as fast as the report expects: the course's minimax, which
    // takes any winning move, would play (1, 2) as the file does.
    let steps = crate::support::ok(&["steps", "--engine", "minimax", "XXOOX.O.."]);
    assert!(
        steps.ends_with(" return +3 (exact: X wins in 1)\n"),
        "{}",
        &steps[steps.len().saturating_sub(200)..]
    );
    let course = crate::support::ok(&["best", "--engine", "course-minimax", "XXOOX.O.."]);
    assert_eq!(course.trim(), "1,2");
}

#[test]
fn what_the_learners_code_prints_or_reads_does_not_reach_the_report() {
    let output = check_with(&["--json", &learner("chatty.py")], &[]);
    let (out, err) = (text(&output.stdout), text(&output.stderr));
    assert_eq!(output.status.code(), Some(0), "{out}{err}");
    let report: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{out:?}: {e}"));
    assert_others_pass(&report, &[]);
    for printed in ["loading", "thinking", "fd 2", "your move"] {
        assert!(
            !out.contains(printed) && !err.contains(printed),
            "{printed}: {out}{err}"
        );
    }
}

#[test]
fn a_stray_line_on_the_checkers_channel_or_a_python_that_exits_fails_that_call_and_the_check_goes_on() {
    let (report, status) = json_report(&[&learner("meddles.py")], &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["terminal", "utility"]);
    // The line utility writes is shaped like a reply, but to a request of another id.
    let forged = r#"{"id":0,"returned":["int",1],"after":["same"]}"#;
    let unreadable = format!("an unreadable reply: {forged:?}");
    for (name, board, got, says, stopped) in [
        (
            "terminal",
            "XO.......",
            json!({"exited": {"code": 3}}),
            "Python exited during the call (exit status 3)",
            "after Python exited during a call",
        ),
        (
            "utility",
            "XXXOO....",
            json!({"unreadable": forged}),
            unreadable.as_str(),
            "after a reply that could not be read",
        ),
    ] {
        let function = function(&report, name);
        assert_eq!(function["failure"]["board"], board, "{function}");
        assert_eq!(function["failure"]["got"], got, "{function}");
        assert_eq!(said(&function["failure"], "got"), says, "{function}");
        assert_eq!(function["stopped"], stopped, "{function}");
        // Not called again after the call that could not be trusted.
        assert_eq!(
            function["checked"],
            function["passed"].as_u64().unwrap() + 1,
            "{function}"
        );
    }
}

/// The environment of a check run without its sandbox (bubblewrap is not found on an empty `PATH`), so
/// that the learner's code can say what it started through a file named in its environment, and the
/// warden alone is seen to end it.
pub(crate) const WITHOUT_SANDBOX: (&str, &str) = ("PATH", "/nonexistent");

/// A fresh file name in the temporary directory.
fn temporary(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("tictactoe-check-cs50-{}-{name}", std::process::id()))
}

/// Waits until none of the processes in `pids` is alive (an exited one not yet reaped by its new parent
/// counts as gone), and fails after a few seconds.
fn assert_all_gone(pids: &[u32]) {
    assert!(!pids.is_empty());
    let alive = |pid: &u32| {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        // The state follows the command's closing parenthesis: Z is a zombie, X dead.
        !stat.is_empty()
            && !matches!(
                stat.rsplit(')').next().unwrap().trim_start().chars().next(),
                Some('Z' | 'X')
            )
    };
    let start = Instant::now();
    while pids.iter().any(alive) {
        let left: Vec<&u32> = pids.iter().filter(|pid| alive(pid)).collect();
        assert!(start.elapsed() < Duration::from_secs(5), "still running: {left:?}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn pids_in(file: &PathBuf) -> Vec<u32> {
    let pids = std::fs::read_to_string(file).expect("the learner's file wrote its process ids");
    let _ = std::fs::remove_file(file);
    pids.split_whitespace().map(|pid| pid.parse().unwrap()).collect()
}

#[test]
fn a_call_that_hangs_times_out_the_check_goes_on_and_no_python_is_left_behind() {
    let pids = temporary("hangs-pids");
    let env = [("CS50_CHECK_PIDS", pids.to_str().unwrap()), WITHOUT_SANDBOX];
    let (report, status) = json_report(&["--timeout", "1", &learner("hangs.py")], &env);
    assert_eq!(status, 1, "{report}");
    // The functions checked in the same batches as the winner that hung, in a fresh Python, pass in full.
    assert_others_pass(&report, &["winner", "minimax"]);
    for (name, board) in [("winner", "XX.OO...."), ("minimax", "X...O....")] {
        let function = function(&report, name);
        assert_eq!(function["failure"]["board"], board, "{function}");
        assert_eq!(function["failure"]["got"], json!({"timed_out": 1}), "{function}");
        // A search that ran out of time leaves the smaller boards to be checked still.
        let stopped = match name {
            "minimax" => "on boards of 7 or more empty cells, after a call that timed out on one",
            _ => "after a call that timed out",
        };
        assert_eq!(function["stopped"], stopped, "{function}");
        // A call that cost a time-out is not made again to look into it.
        assert!(function["failure"].get("fresh").is_none(), "{function}");
        assert_eq!(
            function["checked"],
            function["passed"].as_u64().unwrap() + 1,
            "{function}"
        );
    }
    // Each hang started a child process; both Pythons and both children are gone.
    let pids = pids_in(&pids);
    assert_eq!(pids.len(), 4, "{pids:?}");
    if cfg!(target_os = "linux") {
        assert_all_gone(&pids);
    }
}

#[test]
fn a_python_that_hangs_is_ended_without_running_a_kill_found_on_the_path() {
    // A `kill` first on the PATH would run whenever a Python is ended, as the user: a file could plant one.
    let planted = temporary("planted-kill");
    let ran = planted.join("ran");
    std::fs::create_dir_all(&planted).unwrap();
    let kill = planted.join("kill");
    std::fs::write(&kill, format!("#!/bin/sh\necho \"$@\" >> '{}'\n", ran.display())).unwrap();
    #[cfg(unix)]
    std::fs::set_permissions(&kill, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let path = format!("{}:{}", planted.display(), std::env::var("PATH").unwrap_or_default());
    let args = ["--only", "winner", "--timeout", "0.5", &learner("hangs.py")];
    let (report, status) = json_report(&args, &[("PATH", &path)]);
    assert_eq!(status, 1, "{report}");
    assert_eq!(
        function(&report, "winner")["failure"]["got"],
        json!({"timed_out": 0.5}),
        "{report}"
    );
    let said = std::fs::read_to_string(&ran).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&planted);
    assert_eq!(said, "", "the planted kill ran");
}

#[test]
fn a_call_that_hangs_holding_pythons_lock_is_the_one_that_times_out() {
    // winner hangs in a regular expression, where Python runs nothing else, not even a signal handler:
    // the replies before it in its batch, which Python holds back until the batch is done, never come,
    // yet the call that timed out is the one on the board it hangs on.
    let (report, status) = json_report(&["--timeout", "1", &learner("gil_hang.py")], &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["winner"]);
    let winner = function(&report, "winner");
    assert_eq!(winner["failure"]["board"], "XX.OO....", "{winner}");
    assert_eq!(winner["failure"]["got"], json!({"timed_out": 1}), "{winner}");
    assert_eq!(winner["checked"], winner["passed"].as_u64().unwrap() + 1, "{winner}");
}

/// Exit 2, one `error: ...` line on stderr (after the warning of a check run without its sandbox, when
/// `env` asks for one), nothing on stdout; returns the line.
pub(crate) fn rejected(args: &[&str], env: &[(&str, &str)]) -> String {
    let output = check_with(args, env);
    let (out, mut err) = (text(&output.stdout), text(&output.stderr));
    if env.contains(&WITHOUT_SANDBOX) {
        let warning = err.lines().next().unwrap_or("").to_string();
        assert!(warning.starts_with("warning: the file runs without a sandbox"), "{err}");
        err = err[warning.len() + 1..].to_string();
    }
    assert_eq!(output.status.code(), Some(2), "{args:?}: {out}{err}");
    assert_eq!(out, "", "{args:?}");
    assert!(err.starts_with("error: ") && err.ends_with('\n'), "{args:?}: {err:?}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err:?}");
    err.trim_end().to_string()
}

/// Exit 2 with one `error: ...` line on stderr, for a file that does not import, and check50's forecast
/// on stdout; returns the line and the forecast.
fn unimported(args: &[&str], env: &[(&str, &str)]) -> (String, String) {
    let output = check_with(args, env);
    let (out, err) = (text(&output.stdout), text(&output.stderr));
    assert_eq!(output.status.code(), Some(2), "{args:?}: {out}{err}");
    assert!(
        err.starts_with("error: ") && err.lines().count() == 1,
        "{args:?}: {err:?}"
    );
    (err.trim_end().to_string(), out)
}

#[test]
fn a_file_that_cannot_be_checked_is_an_error() {
    let (syntax, forecast) = unimported(&[&learner("syntax_error.py")], &[]);
    assert!(
        syntax.contains("does not import: SyntaxError") && syntax.contains("line 4"),
        "{syntax}"
    );
    // check50 fails the file at "imports", and runs none of its checks of the functions.
    let lines: Vec<&str> = forecast.lines().collect();
    assert_eq!(
        lines[..4],
        [
            "check50 will print (the file does not import, so none of its checks of your functions runs):",
            "  :) tictactoe.py exists",
            "  :( tictactoe.py imports",
            "      expected ':' (tictactoe.py, line 4)",
        ],
        "{forecast}"
    );
    assert_eq!(forecast.matches("  :| ").count(), 29, "{forecast}");
    assert_eq!(
        forecast
            .matches("      can't check until a frown turns upside down\n")
            .count(),
        29,
        "{forecast}"
    );
    let (import, forecast) = unimported(&["--json", &learner("import_error.py")], &[]);
    assert!(
        import.contains("does not import: ModuleNotFoundError: No module named 'tictactoe_helpers'"),
        "{import}"
    );
    let forecast: Value = serde_json::from_str(&forecast).unwrap_or_else(|e| panic!("{forecast}: {e}"));
    assert_eq!(forecast["ok"], false, "{forecast}");
    assert_eq!(forecast["check50"]["passed"], 0, "{forecast}");
    assert_eq!(
        forecast["check50"]["failed"].as_array().map(Vec::len),
        Some(29),
        "{forecast}"
    );
    assert_eq!(
        forecast["check50"]["imports"], "No module named 'tictactoe_helpers'",
        "{forecast}"
    );
    let absent = rejected(&[&learner("no_such_file.py")], &[]);
    assert!(
        absent.contains("cannot read") && absent.contains("no_such_file.py"),
        "{absent}"
    );
    // A folder is a class, whose reports need a place.
    let folder = rejected(&[&learner("")], &[]);
    assert!(folder.contains("a folder is graded as a class"), "{folder}");
    let python = rejected(&["--python", "/nonexistent/python3", &learner("tictactoe.py")], &[]);
    assert!(python.contains("cannot run '/nonexistent/python3'"), "{python}");
}

#[test]
fn a_file_lacking_a_function_is_checked_for_the_others_and_fails_that_one() {
    // missing_function.py has everything but utility (and initial_state).
    let (report, status) = json_report(&[&learner("missing_function.py")], &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["utility"]);
    let utility = function(&report, "utility");
    assert_eq!(
        (&utility["missing"], &utility["checked"], &utility["failure"]),
        (&json!(true), &json!(0), &json!(null)),
        "{utility}"
    );
    assert_eq!(report["fix_order"], json!(["utility"]), "{report}");
    // check50 runs it too, and its checks of the functions the file lacks run into an error.
    assert_eq!(
        report["check50"]["failed"],
        json!([
            "initial_state returns empty board",
            "utility returns 0 in tied game",
            "utility returns 1 when X wins"
        ]),
        "{report}"
    );
    let (out, _) = report_text(&[&learner("missing_function.py")]);
    let file = learner("missing_function.py");
    assert!(
        out.contains(&format!(
            "\nutility   FAIL  missing: {file} defines no function utility\n"
        )),
        "{out}"
    );
    assert!(
        out.contains("  :| utility returns 0 in tied game\n      check50 ran into an error while running checks!\n"),
        "{out}"
    );
}

#[test]
fn an_import_that_hangs_is_an_error_and_leaves_no_python_behind() {
    let pids = temporary("import-pids");
    let env = [("CS50_CHECK_PIDS", pids.to_str().unwrap()), WITHOUT_SANDBOX];
    let error = rejected(&["--timeout", "0.5", &learner("hangs_on_import.py")], &env);
    assert!(error.contains("used more than 0.5 s of CPU time"), "{error}");
    let pids = pids_in(&pids);
    if cfg!(target_os = "linux") {
        assert_all_gone(&pids);
    }
}

#[test]
fn bad_arguments_are_errors() {
    let file = learner("tictactoe.py");
    for (args, says) in [
        (
            vec!["--timeout", "0", &file],
            "--timeout needs a number of seconds, at least 0.001, got '0'",
        ),
        (vec!["--timeout", "1e-300", &file], "got '1e-300'"),
        (vec!["--timeout", "-1", &file], "got '-1'"),
        (
            vec!["--memory", "10", &file],
            "--memory needs a whole number of megabytes from 64 to 1,048,576, got '10'",
        ),
        (vec!["--memory", "2.5", &file], "got '2.5'"),
        (vec!["--timeout", "abc", &file], "got 'abc'"),
        (vec!["--timeout", "inf", &file], "got 'inf'"),
        (vec![&file, "--timeout"], "--timeout needs a value"),
        (vec!["--python"], "--python needs a value"),
        (vec![], "check-cs50 needs one FILE.py"),
        (vec![&file, &file], "check-cs50 takes one FILE.py or FOLDER"),
        (vec!["--jsn", &file], "check-cs50 has no option '--jsn'"),
        (
            vec!["--jobs", "0", &file],
            "--jobs needs a whole number of Pythons from 1 to 64, got '0'",
        ),
        (vec!["--jobs", "65", &file], "got '65'"),
        (vec!["--jobs", "two", &file], "got 'two'"),
        (vec!["--fastest=1", &file], "--fastest takes no value, got '1'"),
    ] {
        let error = rejected(&args, &[]);
        assert!(error.contains(says), "{args:?}: {error}");
    }
}

// ---------------------------------------------------------------- safe with the learner's mistakes

#[test]
fn code_that_grows_without_end_runs_out_of_its_memory_and_the_check_goes_on() {
    let (report, status) = json_report(&["--memory", "256", &learner("memory_hog.py")], &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["minimax"]);
    let minimax = function(&report, "minimax");
    assert_eq!(minimax["failure"]["got"]["raised"]["type"], "MemoryError", "{minimax}");
    assert!(
        said(&minimax["failure"], "got").starts_with("ran out of the 256 MB it may use (MemoryError"),
        "{minimax}"
    );
    // Only that call failed: the next ones ran, in the same Python, with their memory back.
    assert_eq!(minimax["checked"], 5_478);
    assert_eq!(minimax["passed"], 5_477);
    assert!(minimax["stopped"].is_null(), "{minimax}");
}

/// Starts the checker on gil_hang.py, waits until the learner's code is stuck in its regular expression,
/// and returns the checker with the process ids of the stuck Python and its child.
fn stuck_checker(test: &str) -> (std::process::Child, Vec<u32>) {
    let pids = temporary(test);
    let _ = std::fs::remove_file(&pids);
    let checker = crate::support::program()
        .args(["check-cs50", "--python", python(), &learner("gil_hang.py")])
        .env("CS50_CHECK_PIDS", &pids)
        .env(WITHOUT_SANDBOX.0, WITHOUT_SANDBOX.1)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("the binary runs");
    // An outside process, polled against a deadline.
    let start = Instant::now();
    while std::fs::metadata(&pids).map_or(true, |m| m.len() == 0) {
        assert!(
            start.elapsed() < Duration::from_secs(60),
            "the learner's code never hung"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    std::thread::sleep(Duration::from_millis(100));
    (checker, pids_in(&pids))
}

#[cfg(target_os = "linux")]
#[test]
fn a_checker_killed_by_any_signal_leaves_nothing_of_the_learners_running() {
    for signal in ["-KILL", "-TERM", "-INT"] {
        let (mut checker, pids) = stuck_checker(&format!("gil{signal}"));
        assert_eq!(pids.len(), 2, "{pids:?}");
        let killed = Command::new("kill")
            .args([signal, &checker.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        let _ = checker.wait();
        assert_all_gone(&pids);
    }
}

#[cfg(target_os = "linux")]
#[test]
fn a_child_in_a_session_of_its_own_and_a_daemon_do_not_outlive_the_check() {
    let pids = temporary("leaves");
    let _ = std::fs::remove_file(&pids);
    let env = [("CS50_CHECK_PIDS", pids.to_str().unwrap()), WITHOUT_SANDBOX];
    let (report, status) = json_report(&[&learner("leaves_processes.py")], &env);
    assert_eq!(status, 0, "{report}");
    let pids = pids_in(&pids);
    assert_eq!(pids.len(), 2, "{pids:?}");
    assert_all_gone(&pids);
}

// ---------------------------------------------------------------- right and fair in its verdicts

#[test]
fn result_must_return_a_new_list_of_lists() {
    for file in ["result_generator.py", "result_tuples.py"] {
        let (report, status) = json_report(&[&learner(file)], &[]);
        assert_eq!(status, 1, "{report}");
        assert_others_pass(&report, &["result"]);
        let failure = &function(&report, "result")["failure"];
        let type_name = failure["got"]["returned"]["type"]
            .as_str()
            .unwrap_or_else(|| panic!("{failure}"));
        assert_eq!(
            type_name,
            if file == "result_generator.py" {
                "generator"
            } else {
                "list"
            },
            "{failure}"
        );
        let got = said(failure, "got");
        assert!(
            got.ends_with(": result must return a new board, a list of 3 lists"),
            "{file}: {got}"
        );
        // A fresh Python returns the same (a generator at another address is the same answer): the
        // answer does not depend on the calls before.
        assert!(failure.get("fresh").is_none(), "{file}: {failure}");
    }
}

#[test]
fn an_exception_is_an_exception_however_it_prints() {
    let (report, status) = json_report(&[&learner("raising_str.py")], &[]);
    assert_eq!(status, 0, "{report}");
    assert_others_pass(&report, &[]);
}

/// Why an action off the board that did not raise is a failure.
const BOARD_MINUS_ONE: &str = "in Python board[-1] does not fail: a negative index counts from the end, so the \
                               write lands on the board. CS50 asks result to raise for an action that is not \
                               valid; the one-line fix is to check the action is among actions(board): if \
                               action not in actions(board): raise ValueError(\"invalid action\")";

#[test]
fn an_action_off_the_board_that_does_not_raise_fails_as_in_check50_and_says_why() {
    let file = learner("off_board.py");
    let report = assert_shown_failure(
        "off_board.py",
        &[],
        "result",
        "OXOOOX.XX",
        "result(board, (-1, 0))",
        Shown {
            got: json!({"returned": "OXOOOXXXX"}),
            says: "OXOOOXXXX",
            expected: json!({"raises": true}),
            expected_says: "an exception: (-1, 0) is off the board",
        },
    );
    let result = function(&report, "result");
    assert_eq!(result["failure"]["why"], BOARD_MINUS_ONE, "{result}");
    // Only (-1, 0) fails, on every unfinished board where board[-1][0], the cell (2, 0), is empty (where
    // it is taken the file raises); (0, 3) raises an IndexError.
    let failures = result["checked"].as_u64().unwrap() - result["passed"].as_u64().unwrap();
    let open = positions::unfinished()
        .into_iter()
        .filter(|board| board.to_string().as_bytes()[6] == b'.')
        .count() as u64;
    assert_eq!(failures, open, "{result}");
    assert_eq!(
        report["check50"],
        json!({"passed": 28, "failed": ["result raises exception on negative out-of-bounds move"]})
    );
    let (out, status) = report_text(&[&file]);
    assert_eq!(status, 1, "{out}");
    for line in [
        "result    FAIL 47,902/49,720\n",
        "  call        result(board, (-1, 0))\n",
        &format!("  why         {BOARD_MINUS_ONE}\n"),
        "  :( result raises exception on negative out-of-bounds move\n      expected exception, none caught\n",
        "1 of 7 functions fail here; check50 will fail 1 of its 29 checks.",
    ] {
        assert!(out.contains(line), "{line:?} in:\n{out}");
    }
}

#[test]
fn actions_returning_a_list_fails_as_check50_compares_with_a_set() {
    let why = "every action is right, but actions must return a set of tuples, {(i, j), ...}: CS50's check \
               compares actions(board) with a set, and a list never equals a set";
    let report = assert_shown_failure(
        "actions_list.py",
        &[],
        "actions",
        "OOXOOXXX.",
        "actions(board)",
        Shown {
            got: json!({"returned": {"moves": [[2, 2]], "in": "list"}}),
            says: "list [(2, 2)]",
            expected: json!({"moves": [[2, 2]], "in": "set"}),
            expected_says: "{(2, 2)}",
        },
    );
    let actions = function(&report, "actions");
    assert_eq!(actions["passed"], 0, "{actions}");
    assert_eq!(actions["failure"]["why"], why, "{actions}");
    // A fresh Python returns the same list: nothing about state to say.
    assert!(actions["failure"].get("fresh").is_none(), "{actions}");
    let failed = [
        "actions returns all actions on first move",
        "actions returns valid actions for second move",
        "actions returns valid actions for fifth move",
    ];
    assert_eq!(report["check50"], json!({"passed": 26, "failed": failed}));
    let (out, status) = report_text(&[&learner("actions_list.py")]);
    assert_eq!(status, 1, "{out}");
    for line in [
        "actions   FAIL      0/4,520\n".to_string(),
        "  got         list [(2, 2)]\n  expected    {(2, 2)}\n".to_string(),
        format!("  why         {why}\n"),
    ] {
        assert!(out.contains(&line), "{line:?} in:\n{out}");
    }
    assert!(!out.contains("  fresh "), "{out}");
    for description in failed {
        assert!(
            out.contains(&format!("  :( {description}\n      expected \"{{(")),
            "{description}: {out}"
        );
    }
}

#[test]
fn a_result_failing_on_taken_cells_and_off_the_board_is_shown_on_its_smallest_board() {
    // any_cell.py overwrites a taken cell and writes through board[-1]: both fail, on every unfinished
    // board, so each is shown on a board with one empty cell, the write through board[-1] on one where it
    // shows (on the smallest of all, (2, 0) holds X already, and X is to move), and says why.
    let (report, status) = json_report(&[&learner("any_cell.py")], &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["result"]);
    let failure = &function(&report, "result")["failure"];
    assert_eq!(failure["call"], "result(board, (0, 0))", "{failure}");
    let off = &failure["others"][0];
    let board = off["board"].as_str().unwrap();
    assert_eq!(board.matches('.').count(), 1, "{off}");
    assert_eq!(off["call"], "result(board, (-1, 0))", "{off}");
    assert_eq!(off["why"], BOARD_MINUS_ONE, "{off}");
    assert_ne!(off["got"]["returned"].as_str(), Some(board), "the write shows: {off}");
    assert_eq!(
        report["check50"]["failed"],
        json!([
            "result raises exception on taken move",
            "result raises exception on negative out-of-bounds move"
        ])
    );
}

/// check50's lines in a report for people: each check's mark (`:)`, `:(` or `:|`), its description, and
/// what it printed under it.
fn check50_lines(out: &str) -> Vec<(String, String, String)> {
    let mut checks: Vec<(String, String, String)> = Vec::new();
    for line in check50_part(out).lines().skip(1) {
        match line.strip_prefix("  ").and_then(|line| line.split_once(' ')) {
            Some((mark, description)) if mark.starts_with(':') => {
                checks.push((mark.to_string(), description.to_string(), String::new()))
            }
            _ => {
                let said = &mut checks.last_mut().expect("a check first").2;
                said.push_str(line.trim());
                said.push('\n');
            }
        }
    }
    checks
}

#[test]
fn check50s_verdict_is_predicted_check_by_check() {
    let failed = [
        ("actions returns all actions on first move", "not \"[(0, 0), (0, 1...\""),
        (
            "actions returns valid actions for second move",
            "not \"[(0, 0), (0, 1...\"",
        ),
        (
            "actions returns valid actions for fifth move",
            "not \"[(0, 1), (1, 1...\"",
        ),
        (
            "result raises exception on negative out-of-bounds move",
            "expected exception, none caught",
        ),
        (
            "winner finds winner when X wins diagonally",
            "expected \"X\", not \"None\"",
        ),
    ];
    let (report, status) = json_report(&[&learner("check50_fails.py")], &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["actions", "result", "winner"]);
    let descriptions: Vec<&str> = failed.iter().map(|(description, _)| *description).collect();
    assert_eq!(report["check50"], json!({"passed": 24, "failed": descriptions}));
    let (out, status) = report_text(&[&learner("check50_fails.py")]);
    assert_eq!(status, 1, "{out}");
    assert!(
        out.contains("check50 will print (its 29 checks of your functions, besides exists and imports; 24 pass):\n"),
        "{out}"
    );
    let checks = check50_lines(&out);
    assert_eq!(checks.len(), 29, "{out}");
    assert_eq!(checks.iter().filter(|(mark, ..)| mark == ":)").count(), 24, "{out}");
    let sad: Vec<&(String, String, String)> = checks.iter().filter(|(mark, ..)| mark != ":)").collect();
    assert_eq!(sad.len(), failed.len(), "{out}");
    for ((mark, description, said), (expected, rationale)) in sad.into_iter().zip(failed) {
        assert_eq!((mark.as_str(), description.as_str()), (":(", expected), "{out}");
        assert!(said.trim_end().ends_with(rationale), "{expected}: {said:?}");
    }
    assert!(
        out.ends_with("\n3 of 7 functions fail here; check50 will fail 5 of its 29 checks.\n"),
        "{out}"
    );
}

#[test]
fn check50_can_pass_a_minimax_that_fails_here() {
    let (report, status) = json_report(&[&learner("o_moves_twice.py")], &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["minimax"]);
    assert_eq!(report["check50"], json!({"passed": 29, "failed": []}));
    let out = shown_on(
        "docs/check-cs50.md",
        "tictactoe check-cs50 o_moves_twice.py | grep -E '^minimax|went wrong|functions fail'",
    );
    assert!(
        out.ends_with(
            "\n1 of 7 functions fail here, though check50 will pass all 29 checks: it tries only a few boards.\n"
        ),
        "{out}"
    );
}

/// What `file`'s own `minimax` returns on each of `boards`, in a Python of the test's own: a move `I,J`
/// or `None`.
fn learners_moves(file: &str, boards: &[Board]) -> Vec<String> {
    let driver = r#"
import importlib.util, sys
spec = importlib.util.spec_from_file_location("learner", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
marks = {"X": module.X, "O": module.O, ".": module.EMPTY}
for line in sys.stdin:
    cells = line.strip()
    board = [[marks[c] for c in cells[row * 3 : row * 3 + 3]] for row in range(3)]
    move = module.minimax(board)
    print("None" if move is None else "%d,%d" % move)
"#;
    let input: String = boards.iter().map(|board| format!("{board}\n")).collect();
    let mut python = Command::new("python3")
        .args(["-c", driver, &learner(file)])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("python3 runs");
    std::io::Write::write_all(&mut python.stdin.take().unwrap(), input.as_bytes()).unwrap();
    let output = python.wait_with_output().unwrap();
    assert!(output.status.success());
    let moves: Vec<String> = text(&output.stdout).lines().map(str::to_string).collect();
    assert_eq!(moves.len(), boards.len());
    moves
}

#[test]
fn the_failure_shown_is_on_the_smallest_failing_board() {
    // swapped.py's minimax fails on 1,202 boards; the check asks the largest first, so the first failure
    // to come back is on a board with many empty cells. The one shown must be the smallest.
    let (report, status) = json_report(&[&learner("swapped.py")], &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["minimax"]);
    let failure = &function(&report, "minimax")["failure"];
    let shown: Board = failure["board"].as_str().unwrap().parse().unwrap();
    // Counted apart from the checker: the file's minimax, run here on every unfinished board with at
    // most that many empty cells, and judged by the table.
    let empty = shown.empty_cells().len();
    let boards: Vec<Board> = positions::unfinished()
        .into_iter()
        .filter(|board| board.empty_cells().len() <= empty)
        .collect();
    let failing: Vec<Board> = boards
        .iter()
        .zip(learners_moves("swapped.py", &boards))
        .filter(|(board, played)| {
            let (i, j) = played.split_once(',').expect("a move");
            let cell = tictactoe::Cell::new(i.parse().unwrap(), j.parse().unwrap());
            let after = board.play(cell).expect("a legal move");
            probe(after).outcome.value() != probe(**board).outcome.value()
        })
        .map(|(board, _)| *board)
        .collect();
    // The fewest empty cells of any failure, and among those the lowest board number.
    let smallest = failing
        .iter()
        .min_by_key(|board| (board.empty_cells().len(), board.number()))
        .expect("failures that small");
    assert_eq!(*smallest, shown, "{failure}");
    // Two empty cells are too few for the swap to matter: the one choice left is made on finished boards.
    assert_eq!(empty, 3, "{failure}");
    assert_eq!(failure["got"], json!({"returned": [2, 0]}), "{failure}");
    assert_eq!(said(failure, "got"), "(2, 0): draw", "{failure}");
    assert_eq!(
        failure["expected"],
        json!({"one_of": [[2, 1]], "value": 1}),
        "{failure}"
    );
}

#[test]
fn a_function_failing_only_because_of_another_is_told_to_fix_that_one_first() {
    let (report, status) = json_report(&[&learner("only_winner_wrong.py")], &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["winner", "terminal", "utility", "minimax"]);
    assert!(
        function(&report, "winner")["failure"]["because_of"].is_null(),
        "{report}"
    );
    for name in ["terminal", "utility", "minimax"] {
        let failure = &function(&report, name)["failure"];
        assert_eq!(failure["because_of"], "winner", "{name}: {failure}");
        // Indeed: every failure shown is on a board whose anti-diagonal, the line winner misses, is full.
        let cells = failure["board"].as_str().unwrap().as_bytes();
        assert!(
            cells[2] != b'.' && cells[2] == cells[4] && cells[4] == cells[6],
            "{name}: {failure}"
        );
    }
    assert_eq!(
        report["check50"],
        json!({"passed": 28, "failed": ["winner finds winner when X wins diagonally"]})
    );
    let (out, status) = report_text(&[&learner("only_winner_wrong.py")]);
    assert_eq!(status, 1, "{out}");
    let section = |name: &str| {
        let start = out
            .find(&format!("\n{name}: the failure on the smallest board"))
            .unwrap_or_else(|| panic!("{name} in:\n{out}"));
        let end = out[start + 1..].find("\n\n").map_or(out.len(), |end| start + 1 + end);
        out[start..end].to_string()
    };
    assert!(!section("winner").contains("fix first"), "{out}");
    for name in ["terminal", "utility", "minimax"] {
        let line = format!("\n  fix first   {name} is right once winner is: fix winner first\n");
        assert!(format!("{}\n", section(name)).contains(&line), "{line:?} in:\n{out}");
    }
}

#[test]
fn code_that_keeps_state_between_calls_is_told_so_by_a_fresh_python() {
    // global_cache.py remembers moves by id(board): which of its answers are wrong depends on the calls
    // before, so only what they have in common is asserted.
    let (report, status) = json_report(&[&learner("global_cache.py")], &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["minimax"]);
    let failure = &function(&report, "minimax")["failure"];
    let fresh = &failure["fresh"];
    assert_ne!(failure["got"], fresh["got"], "{failure}");
    // What the fresh Python answered is right there.
    assert_eq!(fresh["right"], true, "{failure}");
    let board: Board = failure["board"].as_str().unwrap().parse().unwrap();
    let played = &fresh["got"]["returned"];
    match board.is_terminal() {
        true => assert!(played.is_null(), "{failure}"),
        false => assert!(
            failure["expected"]["one_of"].as_array().unwrap().contains(played),
            "{failure}"
        ),
    }
    // check50 runs each check in a fresh Python: all pass.
    assert_eq!(report["check50"], json!({"passed": 29, "failed": []}));
    let out = shown_on(
        "docs/check-cs50.md",
        "tictactoe check-cs50 global_cache.py | grep -E 'fresh|functions fail'",
    );
    let line = out
        .lines()
        .find(|line| line.starts_with("  fresh       "))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        line.starts_with("  fresh       a fresh Python, making this call first, returned ")
            && line.ends_with(
                ", which is right: your code keeps state between calls (a cache, a global), so its answer \
                 depends on the calls before"
            ),
        "{line}"
    );
    assert!(out.contains("though check50 will pass all 29 checks"), "{out}");
}

#[test]
fn a_file_failing_every_call_slowly_is_stopped_after_a_few_calls_of_each_function() {
    // Limits lower than the defaults, so that the check spends less time waiting for them.
    let (report, status) = json_report(
        &[
            "--memory",
            "128",
            "--timeout",
            "1",
            "--jobs",
            "2",
            &learner("fails_slowly.py"),
        ],
        &[],
    );
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["player", "result", "minimax"]);
    let failed = |f: &Value| f["checked"].as_u64().unwrap() - f["passed"].as_u64().unwrap();
    // player loops: each Python's first call of it times out, and it is called no more.
    let player = function(&report, "player");
    assert_eq!(player["stopped"], "after a call that timed out", "{player}");
    assert_eq!(player["failure"]["got"], json!({"timed_out": 1}), "{player}");
    assert!(player["checked"].as_u64().unwrap() <= 4, "{player}");
    // result recurses without end: stopped after 20 such failures (and the calls already sent), of
    // 49,720.
    let result = function(&report, "result");
    assert_eq!(
        result["stopped"], "after 20 calls that each recursed too deep",
        "{result}"
    );
    assert_eq!(result["failure"]["got"]["raised"]["type"], "RecursionError", "{result}");
    assert!(
        said(&result["failure"], "got").starts_with("raised RecursionError"),
        "{result}"
    );
    assert!(failed(result) >= 20, "{result}");
    assert!(result["checked"].as_u64().unwrap() <= 4 * 64, "{result}");
    // minimax runs out of memory on every board: stopped after 20, of 5,478.
    let minimax = function(&report, "minimax");
    assert_eq!(
        minimax["stopped"], "after 20 calls that each ran out of memory",
        "{minimax}"
    );
    assert_eq!(minimax["failure"]["got"]["raised"]["type"], "MemoryError", "{minimax}");
    assert!(
        said(&minimax["failure"], "got").starts_with("ran out of the 128 MB it may use (MemoryError"),
        "{minimax}"
    );
    assert!(failed(minimax) >= 20, "{minimax}");
    assert!(minimax["checked"].as_u64().unwrap() <= 20 + 2 * 2 * 4, "{minimax}");
    // None is made again to be looked into: each would cost as much again.
    for function in [player, result, minimax] {
        let failure = &function["failure"];
        assert!(
            failure.get("fresh").is_none() && failure["because_of"].is_null(),
            "{function}"
        );
    }
}

#[test]
fn learner_text_reaches_the_terminal_escaped() {
    let output = check_with(&[&learner("escapes.py")], &[]);
    let out = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{out}");
    assert!(!out.contains(['\u{1b}', '\u{7}']), "{out:?}");
    assert!(
        out.contains("  got         raised ValueError: \\u{1b}[2J\\u{1b}]0;pwned\\u{7} ALL TESTS PASSED"),
        "{out}"
    );
    // JSON escapes them as JSON does.
    let (report, _) = json_report(&[&learner("escapes.py")], &[]);
    let got = &function(&report, "player")["failure"]["got"]["raised"];
    assert!(got["message"].as_str().unwrap().contains("\u{1b}[2J"), "{got:?}");
}

#[test]
fn line_and_paragraph_separators_are_escaped_in_the_report_check50s_part_and_json() {
    let escaped = "ValueError: one\\u{2028}two\\u{2029}three\\u{1b}[2J (line_separator.py, line 13)";
    let (out, status) = report_text(&[&learner("line_separator.py")]);
    assert_eq!(status, 1, "{out}");
    assert!(!out.contains(['\u{2028}', '\u{2029}', '\u{1b}']), "{out:?}");
    assert!(out.contains(&format!("  got         raised {escaped}\n")), "{out}");
    // check50's first check of player is on the empty board: it errors, with the same message.
    assert!(
        out.contains(&format!(
            "  :| player returns X for initial position\n      check50 ran into an error while running checks!\n      \
             {escaped}\n"
        )),
        "{out}"
    );
    let output = check_with(&["--json", &learner("line_separator.py")], &[]);
    let raw = text(&output.stdout);
    assert!(!raw.contains(['\u{2028}', '\u{2029}', '\u{1b}']), "{raw:?}");
    assert!(raw.contains("one\\u2028two\\u2029three\\u001b[2J"), "{raw}");
    let (report, _) = json_report(&[&learner("line_separator.py")], &[]);
    let failure = &function(&report, "player")["failure"];
    assert_eq!(failure["board"], ".........", "{failure}");
    assert_eq!(
        failure["got"]["raised"]["message"], "one\u{2028}two\u{2029}three\u{1b}[2J",
        "{failure}"
    );
    assert_eq!(
        report["check50"]["failed"],
        json!(["player returns X for initial position"])
    );
}

#[test]
fn the_file_is_read_once_even_from_a_pipe_and_each_python_runs_that_source() {
    // The correct file with a winner that hangs on one board, given as standard input: after the time-out
    // a fresh Python runs, and must get the same source, not an empty pipe.
    let correct = std::fs::read_to_string(learner("tictactoe.py")).unwrap();
    let source = format!(
        "{correct}\n\n_winner = winner\n\n\ndef winner(board):\n    if board == [[X, X, EMPTY], [O, O, EMPTY], [EMPTY, EMPTY, EMPTY]]:\n        while True:\n            pass\n    return _winner(board)\n"
    );
    let output = crate::support::run_with(
        &["check-cs50", "--json", "--timeout", "1", "/dev/stdin"],
        source.as_bytes(),
    );
    let out = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{out}{}", text(&output.stderr));
    let report: Value = serde_json::from_str(&out).unwrap();
    // player and actions, called on every board before and after the time-out, pass in full: the fresh
    // Python had the source. (The file's own terminal and minimax call its winner, and hang with it.)
    for name in ["player", "actions"] {
        let function = function(&report, name);
        assert_eq!(function["checked"], 4_520, "{function}");
        assert_eq!(function["passed"], 4_520, "{function}");
    }
    let winner = function(&report, "winner");
    assert_eq!(winner["failure"]["got"], json!({"timed_out": 1}));
    assert_eq!(
        winner["stopped"], "after a call that timed out",
        "the JSON says why it was not called again"
    );
}

// ---------------------------------------------------------------- reports that teach

#[test]
fn a_move_written_as_a_list_is_told_it_must_be_a_tuple() {
    let (report, _) = json_report(&[&learner("minimax_list.py")], &[]);
    let minimax = &function(&report, "minimax")["failure"];
    assert_eq!(
        minimax["got"],
        json!({"returned": {"type": "list", "repr": "[2, 2]"}}),
        "{minimax}"
    );
    assert!(
        said(minimax, "got").ends_with("]: an action is a tuple (i, j), not a list"),
        "{minimax}"
    );
    let actions = &function(&report, "actions")["failure"];
    assert_eq!(actions["got"]["returned"]["type"], "list", "{actions}");
    assert!(
        said(actions, "got")
            .ends_with(": actions must return a set of tuples, {(i, j), ...}, and here each action is a list [i, j]"),
        "{actions}"
    );
}

#[test]
fn a_result_that_always_raises_is_told_it_never_returned_a_board() {
    let (report, _) = json_report(&[&learner("result_always_raises.py")], &[]);
    let result = function(&report, "result");
    assert!(
        result["note"]
            .as_str()
            .unwrap()
            .starts_with("result never returned a board"),
        "{result}"
    );
}

#[test]
fn a_board_that_is_not_cs50s_is_said_once_first() {
    let (report, _) = json_report(&[&learner("flat_board.py")], &[]);
    assert!(
        report["note"]
            .as_str()
            .unwrap()
            .starts_with("initial_state() returns [None, None"),
        "{report}"
    );
    let out = text(&check_with(&[&learner("flat_board.py")], &[]).stdout);
    let note = out.find("Note: initial_state() returns").expect("the note");
    assert!(note < out.find("player ").unwrap(), "said before the functions:\n{out}");
}

#[cfg(target_os = "linux")]
#[test]
fn code_that_starts_too_many_processes_is_stopped_and_the_check_goes_on() {
    let (report, status) = json_report(&[&learner("many_processes.py")], &[]);
    assert_eq!(status, 1, "{report}");
    let player = function(&report, "player");
    assert_eq!(player["failure"]["board"], "XO.......", "{player}");
    assert_eq!(player["failure"]["got"], json!({"too_many_processes": 64}));
    assert_eq!(
        said(&player["failure"], "got"),
        "started more than 64 processes at once; they were all stopped"
    );
    assert_eq!(player["stopped"], "after it started too many processes");
    // The other functions, checked in a fresh Python, pass in full.
    for name in ["actions", "result", "winner", "terminal", "utility", "minimax"] {
        let function = function(&report, name);
        assert_eq!(function["checked"], function["passed"], "{function}");
        assert!(function["failure"].is_null(), "{function}");
    }
}

#[test]
fn the_help_explains_each_option() {
    let output = crate::support::program()
        .args(["check-cs50", "--help"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(text(&output.stderr), "");
    // Read as one line: the help wraps its explanations.
    let help = text(&output.stdout).split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        help.starts_with("tictactoe check-cs50 [--json] [--fastest] [--only FUNCTION] [--board BOARD] [--jobs N]"),
        "{help}"
    );
    for said in [
        "--fastest minimax must also win fastest and lose slowest",
        "--jobs N how many Pythons run the file at once",
        "(default: one per core)",
        "--timeout SECONDS how much CPU time one call of minimax, or importing the file, may spend (default 60",
        "the other functions answer in microseconds and get 2 s",
        "--memory MB how much memory each Python may use (default 2,048): all its processes together where a cgroup can be made, each of them otherwise",
        "--strict the same as --fastest",
        "--only FUNCTION check only this function (player, actions, result, winner, terminal, utility or minimax)",
        "--board BOARD check only on this board",
    ] {
        assert!(help.contains(said), "{said:?} in:\n{help}");
    }
    let chinese = crate::support::ok(&["check-cs50", "--help", "--lang", "zh"]);
    for option in [
        "--fastest",
        "--jobs N",
        "--timeout SECONDS",
        "--memory MB",
        "默认 60 秒",
        "2 秒",
    ] {
        assert!(chinese.contains(option), "{option:?} in:\n{chinese}");
    }
}

#[test]
fn the_report_and_its_errors_speak_chinese_when_the_system_does_and_the_json_stays_the_same() {
    let chinese = [("LANG", "zh_CN.UTF-8")];
    let file = learner("broken_winner.py");
    let out = shown_on(
        "README.zh-CN.md",
        "tictactoe check-cs50 broken_winner.py | grep -v '^  :)'",
    );
    for line in [
        "已在每个可达局面上检查（5,478 个棋盘，其中 4,520 个未终局）",
        "winner    失败  5,469/5,478",
        "player    通过  4,520/4,520",
        "winner：共 9 个失败，下面是空格最少的一个",
        "  棋盘        . . .\n              X X X\n              O O .\n",
        "  调用        winner(board)\n",
        "  得到        None\n",
        "  应为        X\n",
        "  返回的行    broken_winner.py:10  return row[0]\n",
        "  要改的行    broken_winner.py:9  if row[0] == row[1] == row[2]:\n",
        "  规律        全部 9 个失败的棋盘上都已有一方连成一线，同时还有一条三格全空的线，而 winner 把这条空线当成了某一方连成的线：\
         只需改一行，先检查这条线的第一格不是 EMPTY，board[i][0] is not EMPTY and board[i][0] == board[i][1] == \
         board[i][2]\n",
        "check50 会输出（它对你的函数的 29 项检查，不计 exists 和 imports；通过 28 项）：",
        "7 个函数中有 1 个在这里失败；check50 的 29 项检查中会有 1 项失败。",
    ] {
        assert!(out.contains(line), "{line:?} in:\n{out}");
    }
    // --lang says which, whatever the system speaks (the report in Chinese in an English system:
    // the_chinese_report_says_each_label_once).
    let (err, _) = unimported(&["--lang", "en", &learner("syntax_error.py")], &chinese);
    assert!(err.contains("does not import: SyntaxError"), "{err}");
    // Scripts read the same in both languages.
    let without_time = |(mut report, status): (Value, i32)| {
        report["slowest"]["seconds"] = json!(null);
        (report, status)
    };
    assert_eq!(
        without_time(json_report(&[&file], &chinese)),
        without_time(json_report(&[&file], &[]))
    );
    // An error is one line in the language too, after the same "error:".
    let (err, forecast) = unimported(&[&learner("syntax_error.py")], &chinese);
    assert!(err.starts_with("error: 无法导入 "), "{err}");
    assert!(
        forecast.starts_with("check50 会输出（文件无法导入，所以它对你的函数的检查一项也不会运行）：\n"),
        "{forecast}"
    );
    let err = rejected(&["--lang", "fr", &file], &[]);
    assert!(err.contains("--lang") && err.contains("en or zh"), "{err}");
    // Mistakes in its arguments too, in the language the report would have been in.
    let err = rejected(&["--timeout", "soon", &file], &chinese);
    assert_eq!(err, "error: --timeout 需要一个秒数，至少 0.001，却给了 'soon'");
    let err = rejected(&["--lang=zh", "--memory", "3", &file], &[]);
    assert!(
        err.contains("--memory 需要一个从 64 到 1,048,576 的整数兆字节数"),
        "{err}"
    );
    let err = rejected(&["--lang", "en", "--strict=yes", &file], &chinese);
    assert_eq!(err, "error: --strict takes no value, got 'yes'");
}

#[test]
fn the_chinese_report_says_each_label_once() {
    let (out, status) = report_text(&["--lang", "zh", &learner("broken_result_shallow_copy.py")]);
    assert_eq!(status, 1, "{out}");
    assert!(
        out.contains("\n  调用        result(board, (2, 2)) 之后，传给它的棋盘\n"),
        "{out}"
    );
    // No line of a failure says its label twice (调用 调用 ...).
    let labelled = |line: &&str| line.starts_with("  ") && !line.starts_with("   ") && !line.starts_with("  :");
    for line in out.lines().filter(labelled) {
        let label = line.split_whitespace().next().unwrap();
        assert_eq!(line.matches(label).count(), 1, "{line}");
    }
}

#[test]
fn characters_that_reorder_or_hide_text_reach_the_report_escaped() {
    // reorders.py raises a message holding U+202E, U+2066, U+2069, U+200B and U+FEFF, written raw in its
    // own source line, which the report quotes too.
    let hidden = ['\u{202e}', '\u{2066}', '\u{2069}', '\u{200b}', '\u{feff}'];
    let escaped = r"\u{202e}DESSAP STSET LLA\u{2066} ok\u{2069}\u{200b}\u{feff}";
    let (out, status) = report_text(&[&learner("reorders.py")]);
    assert_eq!(status, 1, "{out}");
    assert!(!out.contains(hidden), "{out:?}");
    assert!(
        out.contains(&format!(
            "  got         raised ValueError: {escaped} (reorders.py, line 12)\n"
        )),
        "{out}"
    );
    assert!(out.contains(&format!("raise ValueError(\"{escaped}\")\n")), "{out}");
    // JSON writes them as \u escapes, which any reader turns back into the same text.
    let output = check_with(&["--json", &learner("reorders.py")], &[]);
    let raw = text(&output.stdout);
    assert!(!raw.contains(hidden), "{raw:?}");
    assert!(raw.contains(r"\u202eDESSAP"), "{raw}");
}

#[test]
fn the_json_names_each_files_classic_mistakes_and_none_of_a_function_that_fails_because_of_another() {
    for (file, only, mistakes) in [
        ("tictactoe.py", None, json!([])),
        ("shallow_copy.py", Some("result"), json!(["shallow-copy"])),
        ("actions_list.py", Some("actions"), json!(["list-for-set"])),
        (
            "winner_no_anti.py",
            Some("winner"),
            json!(["winner-misses-anti-diagonal"]),
        ),
        // Min-Value takes the largest of its actions' values, Max-Value the smallest.
        ("swapped.py", Some("minimax"), json!(["swapped-max-min"])),
        // min_value never lowers v from +inf: a wrong value, not the other side's pick.
        ("min_uses_max.py", Some("minimax"), json!(["wrong-best"])),
        // terminal and utility fail only because winner does.
        ("broken_winner.py", None, json!(["empty-line-wins"])),
        ("missing_function.py", None, json!(["missing-utility"])),
    ] {
        let file = learner(file);
        let args: Vec<&str> = match only {
            Some(function) => vec!["--only", function, &file],
            None => vec![&file],
        };
        let (report, _) = json_report(&args, &[]);
        assert_eq!(report["mistakes"], mistakes, "{file}: {report}");
    }
}
