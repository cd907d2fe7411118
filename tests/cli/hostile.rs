//! Files written to fool the judge: nothing the learner's code says of its own values or of its progress is
//! believed, a kind is read by identity and a board as the harness reads marks.

use serde_json::json;

use crate::check_cs50::{WITHOUT_SANDBOX, function, json_report, learner, rejected};

#[test]
fn a_class_that_calls_itself_set_is_not_taken_for_one() {
    // set_in_name_only.py's actions returns a list of a class of its own named "set".
    let (report, status) = json_report(&["--only", "actions", &learner("set_in_name_only.py")], &[]);
    assert_eq!(status, 1, "{report}");
    let failure = &function(&report, "actions")["failure"];
    assert_eq!(
        failure["got"],
        json!({"returned": {"moves": [[2, 2]], "in": "set (not the built-in)"}}),
        "{failure}"
    );
    assert_eq!(report["check50"]["passed"], 0, "{report}");
}

#[test]
fn a_write_into_the_board_hidden_from_eq_is_seen() {
    // hides_a_write.py's terminal writes a row whose == always says yes into the board it was given.
    let (report, status) = json_report(&["--only", "terminal", &learner("hides_a_write.py")], &[]);
    assert_eq!(status, 1, "{report}");
    let terminal = function(&report, "terminal");
    assert_eq!(terminal["passed"], 0, "{terminal}");
    let failure = &terminal["failure"];
    assert_eq!(
        failure["call"], "the board passed to terminal(board), afterwards",
        "{failure}"
    );
    assert_eq!(failure["got"], json!({"changed": null}), "{failure}");
}

#[test]
fn marks_written_into_the_progress_file_do_not_extend_a_calls_time() {
    // extends_its_limit.py's actions spins 3 s on X........ while marking later requests as under way,
    // so a checker that believed the mark would restart the 1 s limit each time; its answers are right.
    let args = ["--only", "actions", "--timeout", "1", &learner("extends_its_limit.py")];
    let (report, status) = json_report(&args, &[]);
    assert_eq!(status, 1, "{report}");
    let failure = &function(&report, "actions")["failure"];
    assert_eq!(failure["board"], "X........", "{failure}");
    assert_eq!(failure["got"], json!({"timed_out": 1}), "{failure}");
}

#[test]
fn a_line_longer_than_any_reply_is_dropped_unread() {
    // endless_line.py's player writes 8 MiB with no newline into the reply pipe on the empty board.
    let (report, status) = json_report(&["--only", "player", &learner("endless_line.py")], &[]);
    assert_eq!(status, 1, "{report}");
    let failure = &function(&report, "player")["failure"];
    assert_eq!(failure["board"], ".........", "{failure}");
    assert_eq!(failure["got"], json!({"too_long": 1 << 20}), "{failure}");
    assert_eq!(
        failure["says"]["got"], "a reply longer than 1 MiB, not read",
        "{failure}"
    );
}

#[test]
fn a_file_that_ends_python_on_every_call_is_imported_no_more_than_a_check_starts_python() {
    // Without the sandbox, so that the file can count its imports in a file of the test's.
    let imports = std::env::temp_dir().join(format!("tictactoe-imports-{}", std::process::id()));
    let env = [("CS50_CHECK_IMPORTS", imports.to_str().unwrap()), WITHOUT_SANDBOX];
    let (report, status) = json_report(&[&learner("every_call_exits.py")], &env);
    assert_eq!(status, 1, "{report}");
    for name in ["player", "actions", "winner", "terminal", "utility", "minimax"] {
        let got = &function(&report, name)["failure"]["got"];
        assert_eq!(got, &json!({"exited": {"code": 3}}), "{name}: {report}");
    }
    let imported = std::fs::read_to_string(&imports).expect("the file counted its imports");
    let _ = std::fs::remove_file(&imports);
    // The most Pythons a check starts, as the guide says.
    assert_eq!(imported.lines().count(), 24, "{report}");
}

#[test]
fn a_check_longer_than_its_file_timeout_stops_with_one_line() {
    // hangs.py's winner and minimax each spin on one board, each call up to its 60 s limit.
    let file = learner("hangs.py");
    let error = rejected(&["--file-timeout", "2", "--timeout", "60", &file], &[]);
    assert_eq!(
        error,
        format!("error: checking {file} took longer than 2 s by the clock (see --file-timeout); stopped")
    );
}
