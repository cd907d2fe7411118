//! `check-cs50` end to end: the built binary on a correct CS50 `tictactoe.py` and on copies of it with one bug
//! each (tests/cs50/), each reported with the right function and the first board where it goes wrong.
//! Needs `python3` on the PATH.

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;
use tictactoe::board::positions;

/// A file in tests/cs50/.
fn learner(name: &str) -> String {
    format!("{}/tests/cs50/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// Runs `tictactoe check-cs50 ARGS` in an English system (`LANG=C`) with `env` added to its environment.
fn check_with(args: &[&str], env: &[(&str, &str)]) -> Output {
    crate::support::program()
        .arg("check-cs50")
        .args(args)
        .envs(env.iter().copied())
        .stdin(Stdio::null())
        .output()
        .expect("the binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8")
}

/// Runs with `--json` and returns the report and the exit status, after checking that standard output
/// holds exactly one JSON object on one line.
fn json_report(args: &[&str], env: &[(&str, &str)]) -> (Value, i32) {
    let output = check_with(&[&["--json"], args].concat(), env);
    let (out, err) = (text(&output.stdout), text(&output.stderr));
    assert!(!err.contains("error:") && !err.contains("panicked"), "{args:?}: {err}");
    assert_eq!(out.lines().count(), 1, "{args:?}: {out}");
    let report: Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {out:?} is not JSON: {e}"));
    (report, output.status.code().expect("an exit status"))
}

/// How many calls each function gets when nothing stops it, in report order; `strict` counts the two
/// actions off the board that `result` is also called with.
fn full_counts(strict: bool) -> Vec<(&'static str, u64)> {
    let boards = positions::reachable().len() as u64;
    let unfinished = positions::unfinished().len() as u64;
    vec![
        ("player", unfinished),
        ("actions", unfinished),
        // Every cell of every unfinished board, and with --strict two actions off the board.
        ("result", unfinished * if strict { 11 } else { 9 }),
        ("winner", boards),
        ("terminal", boards),
        ("utility", boards - unfinished),
        ("minimax", boards),
    ]
}

/// Checks the report's shape, and that every function but those in `failing` passed every call.
fn assert_others_pass(report: &Value, failing: &[&str]) {
    let functions = report["functions"].as_array().expect("a list of functions");
    let names: Vec<&str> = functions.iter().map(|f| f["name"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        [
            "player", "actions", "result", "winner", "terminal", "utility", "minimax"
        ]
    );
    let strict = report["strict"].as_bool().expect("strict or not");
    for (function, (name, calls)) in functions.iter().zip(full_counts(strict)) {
        if failing.contains(&name) {
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

fn function<'a>(report: &'a Value, name: &str) -> &'a Value {
    let functions = report["functions"].as_array().unwrap();
    functions.iter().find(|f| f["name"] == name).unwrap()
}

/// Checks a file with one bug: exit 1, only `name` fails, first on `board`, with this call, got and expected.
fn assert_first_failure(file: &str, args: &[&str], name: &str, board: &str, call: &str, got: &str, expected: &str) {
    let (report, status) = json_report(&[args, &[learner(file).as_str()]].concat(), &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &[name]);
    let failure = &function(&report, name)["failure"];
    assert_eq!(failure["board"], board, "{failure}");
    assert_eq!(failure["call"], call, "{failure}");
    assert!(failure["got"].as_str().unwrap().starts_with(got), "{failure}");
    assert_eq!(failure["expected"], expected, "{failure}");
}

#[test]
fn a_correct_file_passes_every_function_on_every_reachable_position() {
    let file = learner("tictactoe.py");
    let (report, status) = json_report(&["--strict", &file], &[]);
    assert_eq!(status, 0, "{report}");
    assert_eq!(report["file"], file);
    assert_others_pass(&report, &[]);
}

#[test]
fn player_counting_two_rows_fails_on_the_first_board_with_a_mark_in_the_third() {
    assert_first_failure(
        "broken_player.py",
        &[],
        "player",
        "......X..",
        "player(board)",
        "X",
        "O",
    );
}

#[test]
fn actions_offering_os_cells_fails_on_the_first_board_with_an_o() {
    assert_first_failure(
        "broken_actions.py",
        &[],
        "actions",
        "XO.......",
        "actions(board)",
        "{(0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)}: (0, 1) not free",
        "{(0, 2), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)}",
    );
}

#[test]
fn result_overwriting_a_taken_cell_fails_on_the_first_taken_cell() {
    assert_first_failure(
        "broken_result.py",
        &[],
        "result",
        "X........",
        "result(board, (0, 0))",
        "O........",
        "an exception: (0, 0) is taken",
    );
}

#[test]
fn result_changing_the_board_it_was_given_fails_on_the_empty_board() {
    assert_first_failure(
        "broken_result_shallow_copy.py",
        &[],
        "result",
        ".........",
        "the board passed to result(board, (0, 0)), afterwards",
        "X........",
        ".........",
    );
}

#[test]
fn winner_stopping_at_an_empty_row_is_reported_for_people() {
    let output = check_with(&[&learner("broken_winner.py")], &[]);
    let out = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{out}");
    for line in [
        "player    ok    4,520/4,520",
        "result    ok   40,680/40,680",
        "utility   ok      958/958",
        "minimax   ok    5,478/5,478",
        "winner: first failure",
        "  board     . . .\n            X X X\n            O O .\n",
        "  call      winner(board)\n  got       None\n  expected  X\n",
        "1 of 7 functions fail.",
    ] {
        assert!(out.contains(line), "{line:?} in:\n{out}");
    }
    let winner = out.lines().find(|l| l.starts_with("winner ")).unwrap();
    assert!(
        winner.starts_with("winner    FAIL  ") && winner.ends_with("/5,478"),
        "{winner}"
    );
    // The same in JSON.
    assert_first_failure(
        "broken_winner.py",
        &[],
        "winner",
        "...XXXOO.",
        "winner(board)",
        "None",
        "X",
    );
}

#[test]
fn terminal_forgetting_the_tie_fails_on_the_first_full_board() {
    assert_first_failure(
        "broken_terminal.py",
        &[],
        "terminal",
        "XOXOXXOXO",
        "terminal(board)",
        "False",
        "True",
    );
}

#[test]
fn utility_forgetting_the_tie_fails_on_the_first_tie() {
    assert_first_failure(
        "broken_utility.py",
        &[],
        "utility",
        "XOXOXXOXO",
        "utility(board)",
        "-1",
        "0",
    );
}

#[test]
fn minimax_crashing_on_a_finished_board_fails_on_the_first_finished_board() {
    assert_first_failure(
        "broken_minimax.py",
        &[],
        "minimax",
        "XOOX..X..",
        "minimax(board)",
        "raised TypeError: cannot unpack non-iterable int object (broken_minimax.py, line 9)",
        "None",
    );
}

#[test]
fn a_minimax_in_no_hurry_passes_cs50_but_not_strict() {
    let (report, status) = json_report(&[&learner("unhurried_minimax.py")], &[]);
    assert_eq!(status, 0, "{report}");
    assert_others_pass(&report, &[]);
    assert_first_failure(
        "unhurried_minimax.py",
        &["--strict"],
        "minimax",
        "XO.X.....",
        "minimax(board)",
        "(0, 2): X wins in 2",
        "one of the best moves (X wins in 4): (2, 0)",
    );
}

#[test]
fn a_minimax_failure_names_the_steps_that_show_how_the_right_move_is_found() {
    let output = check_with(&["--strict", &learner("unhurried_minimax.py")], &[]);
    let report = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{report}");
    let command = "tictactoe steps --engine minimax XO.X.....";
    assert!(
        report.contains(&format!(
            "  see       {command}  (how the right move is found, step by step)\n"
        )),
        "{report}"
    );
    // The command it names runs, and its last step returns the position's true value: X wins on
    // move 7, +3.
    let steps = crate::support::ok(&["steps", "--engine", "minimax", "XO.X....."]);
    assert!(
        steps.ends_with("\n  15  return +3 (exact: X wins in 4)\n"),
        "{}",
        &steps[steps.len() - 200..]
    );
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
    for (name, board, got) in [
        ("terminal", "XO.......", "Python exited during the call (exit status 3)"),
        ("utility", "XXXOO....", "an unreadable reply: \"0\\treturn\\t1\\t=\""),
    ] {
        let function = function(&report, name);
        assert_eq!(function["failure"]["board"], board, "{function}");
        assert_eq!(function["failure"]["got"], got, "{function}");
        // Not called again after the call that could not be trusted.
        assert_eq!(
            function["checked"],
            function["passed"].as_u64().unwrap() + 1,
            "{function}"
        );
    }
}

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
    let env = [("CS50_CHECK_PIDS", pids.to_str().unwrap())];
    let (report, status) = json_report(&["--timeout", "1", &learner("hangs.py")], &env);
    assert_eq!(status, 1, "{report}");
    // The functions checked in the same batches as the winner that hung, in a fresh Python, pass in full.
    assert_others_pass(&report, &["winner", "minimax"]);
    for (name, board) in [("winner", "XX.OO...."), ("minimax", "X...O....")] {
        let function = function(&report, name);
        assert_eq!(function["failure"]["board"], board, "{function}");
        assert_eq!(
            function["failure"]["got"], "timed out after 1 s (see --timeout)",
            "{function}"
        );
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

/// Exit 2, one `error: ...` line on stderr, nothing on stdout; returns the line.
fn rejected(args: &[&str], env: &[(&str, &str)]) -> String {
    let output = check_with(args, env);
    let (out, err) = (text(&output.stdout), text(&output.stderr));
    assert_eq!(output.status.code(), Some(2), "{args:?}: {out}{err}");
    assert_eq!(out, "", "{args:?}");
    assert!(err.starts_with("error: ") && err.ends_with('\n'), "{args:?}: {err:?}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err:?}");
    err.trim_end().to_string()
}

#[test]
fn a_file_that_cannot_be_checked_is_an_error() {
    let syntax = rejected(&[&learner("syntax_error.py")], &[]);
    assert!(
        syntax.contains("does not import: SyntaxError") && syntax.contains("line 4"),
        "{syntax}"
    );
    let import = rejected(&[&learner("import_error.py")], &[]);
    assert!(
        import.contains("does not import: ModuleNotFoundError: No module named 'tictactoe_helpers'"),
        "{import}"
    );
    let missing = rejected(&["--json", &learner("missing_function.py")], &[]);
    assert!(missing.contains("has no function utility"), "{missing}");
    let absent = rejected(&[&learner("no_such_file.py")], &[]);
    assert!(
        absent.contains("cannot read") && absent.contains("no_such_file.py"),
        "{absent}"
    );
    let folder = rejected(&[&learner("")], &[]);
    assert!(folder.contains("is a directory"), "{folder}");
    let python = rejected(&["--python", "/nonexistent/python3", &learner("tictactoe.py")], &[]);
    assert!(python.contains("cannot run '/nonexistent/python3'"), "{python}");
}

#[test]
fn an_import_that_hangs_is_an_error_and_leaves_no_python_behind() {
    let pids = temporary("import-pids");
    let env = [("CS50_CHECK_PIDS", pids.to_str().unwrap())];
    let error = rejected(&["--timeout", "0.5", &learner("hangs_on_import.py")], &env);
    assert!(error.contains("took longer than 0.5 s"), "{error}");
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
        (vec![&file, &file], "check-cs50 needs one FILE.py"),
        (vec!["--jsn", &file], "check-cs50 has no option '--jsn'"),
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
    let got = minimax["failure"]["got"].as_str().unwrap();
    assert!(
        got.starts_with("ran out of the 256 MB it may use (MemoryError"),
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
        .args(["check-cs50", &learner("gil_hang.py")])
        .env("CS50_CHECK_PIDS", &pids)
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
    let env = [("CS50_CHECK_PIDS", pids.to_str().unwrap())];
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
        let got = function(&report, "result")["failure"]["got"]
            .as_str()
            .unwrap()
            .to_string();
        assert!(
            got.ends_with(": result must return a new board, a list of 3 lists"),
            "{file}: {got}"
        );
    }
}

#[test]
fn an_exception_is_an_exception_however_it_prints() {
    let (report, status) = json_report(&[&learner("raising_str.py")], &[]);
    assert_eq!(status, 0, "{report}");
    assert_others_pass(&report, &[]);
}

#[test]
fn an_action_off_the_board_is_a_warning_unless_strict() {
    let (report, status) = json_report(&[&learner("off_board.py")], &[]);
    assert_eq!(status, 0, "{report}");
    assert_others_pass(&report, &[]);
    let warnings = function(&report, "result")["warnings"].as_array().unwrap().clone();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert_eq!(warnings[0]["call"], "result(board, (-1, 0))");
    assert_eq!(warnings[0]["board"], ".........");
    assert!(warnings[0]["calls"].as_u64().unwrap() > 1_000);
    assert!(
        warnings[0]["why"]
            .as_str()
            .unwrap()
            .contains("if action not in actions(board)")
    );
    // The report for people says why, and that it is not a failure.
    let out = text(&check_with(&[&learner("off_board.py")], &[]).stdout);
    assert!(out.contains("result    ok   40,680/40,680  1 warning\n"), "{out}");
    assert!(out.contains("result: warning, on "), "{out}");
    assert!(out.contains("All 7 functions pass"), "{out}");
    // --strict makes it a failure.
    let (strict, status) = json_report(&["--strict", &learner("off_board.py")], &[]);
    assert_eq!(status, 1, "{strict}");
    assert_others_pass(&strict, &["result"]);
    let result = function(&strict, "result");
    assert_eq!(result["failure"]["call"], "result(board, (-1, 0))", "{result}");
    assert!(result["warnings"].as_array().unwrap().is_empty());
}

#[test]
fn the_failure_shown_is_one_a_game_can_reach_when_there_is_one() {
    for args in [vec![], vec!["--strict"]] {
        let (report, status) = json_report(&[&args[..], &[learner("any_cell.py").as_str()]].concat(), &[]);
        assert_eq!(status, 1, "{report}");
        let failure = &function(&report, "result")["failure"];
        assert_eq!(failure["call"], "result(board, (0, 0))", "{args:?}: {failure}");
        assert_eq!(failure["board"], "X........", "{args:?}: {failure}");
    }
}

#[test]
fn learner_text_reaches_the_terminal_escaped() {
    let output = check_with(&[&learner("escapes.py")], &[]);
    let out = text(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{out}");
    assert!(!out.contains(['\u{1b}', '\u{7}']), "{out:?}");
    assert!(
        out.contains("got       raised ValueError: \\u{1b}[2J\\u{1b}]0;pwned\\u{7}"),
        "{out}"
    );
    // JSON escapes them as JSON does.
    let (report, _) = json_report(&[&learner("escapes.py")], &[]);
    let got = function(&report, "player")["failure"]["got"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(got.contains("\u{1b}[2J"), "{got:?}");
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
    assert_eq!(winner["failure"]["got"], "timed out after 1 s (see --timeout)");
    assert_eq!(
        winner["stopped"], "timed out",
        "the JSON says why it was not called again"
    );
}

// ---------------------------------------------------------------- reports that teach

#[test]
fn a_move_written_as_a_list_is_told_it_must_be_a_tuple() {
    let (report, _) = json_report(&[&learner("minimax_list.py")], &[]);
    let minimax = function(&report, "minimax")["failure"]["got"]
        .as_str()
        .unwrap()
        .to_string();
    assert_eq!(minimax, "[0, 0]: a move is a tuple (i, j), not a list");
    let actions = function(&report, "actions")["failure"]["got"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        actions.ends_with(": each action is a tuple (i, j), not a list"),
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
    assert_eq!(
        player["failure"]["got"],
        "started more than 64 processes at once; they were all stopped"
    );
    assert_eq!(player["stopped"], "it started too many processes");
    // The other functions, checked in a fresh Python, pass in full.
    for name in ["actions", "result", "winner", "terminal", "utility", "minimax"] {
        let function = function(&report, name);
        assert_eq!(function["checked"], function["passed"], "{function}");
        assert!(function["failure"].is_null(), "{function}");
    }
}

#[test]
fn the_report_and_its_errors_speak_chinese_when_the_system_does_and_the_json_stays_the_same() {
    let chinese = [("LANG", "zh_CN.UTF-8")];
    let file = learner("broken_winner.py");
    let output = check_with(&[&file], &chinese);
    assert_eq!(output.status.code(), Some(1));
    let out = text(&output.stdout);
    for line in [
        "已在每个可达局面上检查（5,478 个棋盘，其中 4,520 个未终局）",
        "winner    失败  5,469/5,478",
        "player    通过  4,520/4,520",
        "winner：首个失败",
        "  棋盘      . . .",
        "  调用      winner(board)",
        "  得到      None",
        "  应为      X",
        "7 个函数中有 1 个失败。",
    ] {
        assert!(out.contains(line), "{line:?} in:\n{out}");
    }
    // --lang says which, whatever the system speaks.
    let english = text(&check_with(&["--lang", "en", &file], &chinese).stdout);
    assert!(english.contains("winner: first failure"), "{english}");
    let asked = text(&check_with(&["--lang", "zh", &file], &[]).stdout);
    assert_eq!(asked, out);
    // Scripts read the same in both languages.
    assert_eq!(json_report(&[&file], &chinese), json_report(&[&file], &[]));
    // An error is one line in the language too, after the same "error:".
    let err = rejected(&[&learner("missing_function.py")], &chinese);
    assert!(
        err.starts_with("error: ") && err.contains("中没有函数 utility"),
        "{err}"
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
