//! Files written to fool the judge: nothing the learner's code says of its own values or of its progress is
//! believed, a kind is read by identity and a board as the harness reads marks; a file that reaches into the
//! checker's own objects in the Python they share fails from then on, and the report says so.

use serde_json::{Value, json};

use crate::check_cs50::{WITHOUT_SANDBOX, assert_others_pass, function, json_report, learner, rejected, report_text};

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

/// The line of a file in tests/cs50/ that holds `text`, from 1.
fn line_of(file: &str, text: &str) -> u64 {
    let source = std::fs::read_to_string(learner(file)).expect("the file reads");
    let at = source
        .lines()
        .position(|line| line.contains(text))
        .expect("the line is there");
    at as u64 + 1
}

/// Checks `actions` of a file that is wrong there but tries to answer with the checker's own right
/// rules, reached `event`'s way at the line holding `at`: it fails every call from then on, and the JSON
/// says where and how, once at the top and in the failure's `got`.
fn assert_reached(file: &str, event: &str, at: &str) {
    let line = line_of(file, at);
    let (report, status) = json_report(&["--only", "actions", &learner(file)], &[]);
    assert_eq!(status, 1, "{report}");
    let actions = function(&report, "actions");
    assert_eq!(
        (&actions["checked"], &actions["passed"]),
        (&json!(4520), &json!(0)),
        "{actions}"
    );
    let reached = json!({"event": event, "line": line});
    assert_eq!(actions["failure"]["got"], json!({"reached": reached}), "{actions}");
    assert_eq!(report["reached"]["event"], event, "{report}");
    assert_eq!(report["reached"]["line"], line, "{report}");
    let says = report["reached"]["says"].as_str().expect("a sentence");
    assert!(
        says.starts_with(&format!(
            "Warning: {file} line {line} reached into the checker ({event})."
        )),
        "{says}"
    );
    // Nothing of the function's own to fix: the warning says what is.
    assert_eq!(report["fix_order"], json!([]), "{report}");
    // check50 runs the file's code without keeping it out: what it prints cannot be foreseen.
    assert_eq!(report["check50"]["passed"], 0, "{report}");
}

#[test]
fn a_file_reaching_through_main_fails_from_then_on_and_says_so() {
    // reaches_main.py asks sys.modules['__main__'] for the checker's right_functions.
    assert_reached("reaches_main.py", "__main__", "checker.right_functions");
}

#[test]
fn a_file_reaching_through_frames_fails_from_then_on_and_says_so() {
    // reaches_frames.py walks from sys._getframe(1) to the frame whose globals hold right_functions.
    assert_reached("reaches_frames.py", "sys._getframe", "sys._getframe(1)");
}

#[test]
fn a_file_reaching_through_the_garbage_collector_fails_from_then_on_and_says_so() {
    // reaches_gc.py looks for right_functions among gc.get_objects().
    assert_reached("reaches_gc.py", "gc.get_objects", "gc.get_objects()");
}

#[test]
fn a_file_reaching_through_a_traceback_on_import_fails_every_call_and_says_so() {
    // reaches_on_import.py takes the importing frame from a traceback's tb_frame as it is imported.
    assert_reached("reaches_on_import.py", "tb_frame", "__traceback__.tb_frame");
}

#[test]
fn a_file_reaching_the_right_rules_through_a_class_fails_from_then_on_and_says_so() {
    // reaches_through_a_class.py finds right_functions in a method's globals, by way of
    // object.__subclasses__(), which Python reports to no one: making the right rules is what is seen.
    assert_reached("reaches_through_a_class.py", "right_functions", "[\"actions\"](board)");
}

#[test]
fn a_file_killing_its_warden_fails_from_then_on_and_says_so() {
    // kills_its_warden.py sends SIGKILL to the process above it, the warden that ends what it starts.
    assert_reached("kills_its_warden.py", "os.kill", "os.kill(os.getppid()");
}

#[test]
fn a_file_stopping_its_warden_through_c_fails_from_then_on_and_says_so() {
    // stops_its_warden_through_c.py calls the C library's kill through ctypes, which os.kill's event misses.
    assert_reached("stops_its_warden_through_c.py", "ctypes", "ctypes.CDLL(None)");
}

#[test]
fn a_file_ending_the_processes_it_started_is_no_reach() {
    // ends_its_own_children.py ends a child with os.kill and another's process group with os.killpg.
    let (report, status) = json_report(&["--only", "player", &learner("ends_its_own_children.py")], &[]);
    assert_eq!(status, 0, "{report}");
    assert_eq!(report["reached"], Value::Null, "{report}");
    let player = function(&report, "player");
    assert_eq!(player["passed"], player["checked"], "{player}");
}

#[test]
fn the_report_for_people_warns_once_where_and_how_the_file_reached() {
    let file = learner("reaches_frames.py");
    let line = line_of("reaches_frames.py", "sys._getframe(1)");
    for (lang, warning, check50) in [
        (
            "en",
            format!("Warning: reaches_frames.py line {line} reached into the checker (sys._getframe)."),
            "what check50 prints here cannot be foreseen",
        ),
        (
            "zh",
            format!("警告：reaches_frames.py 第 {line} 行越界访问了检查程序（sys._getframe）。"),
            "无法预知 check50 在这里会输出什么",
        ),
    ] {
        let (out, status) = report_text(&["--only", "actions", "--lang", lang, &file]);
        assert_eq!(status, 1, "{out}");
        assert_eq!(out.matches(&warning).count(), 1, "{out}");
        assert!(out.contains(check50), "{out}");
        // No block of a failure the warning explains, and nothing to fix in the function itself.
        assert!(!out.contains("actions: ") && !out.contains("actions："), "{out}");
        assert!(!out.contains("tictactoe check-cs50 --only"), "{out}");
    }
}

#[test]
fn the_standard_librarys_own_looks_at_frames_are_no_reach() {
    // uses_the_library.py builds a namedtuple, a typing.NamedTuple, an enum and a dataclass as it is
    // imported, deep-copies boards, formats tracebacks and logs: each of those takes a frame, or the
    // traceback's, inside the standard library.
    let (report, status) = json_report(&[&learner("uses_the_library.py")], &[]);
    assert_eq!(status, 0, "{report}");
    assert_eq!(report["reached"], Value::Null, "{report}");
    assert_others_pass(&report, &[]);
    assert_eq!(report["check50"]["passed"], 29, "{report}");
}
