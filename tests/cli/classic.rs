//! The course's classic mistakes, each explained where it shows with its one-line fix and the line of
//! the learner's file it returned from, and every kind of a function's failures shown, each on its own
//! smallest board.

use serde_json::{Value, json};

use crate::check_cs50::{assert_others_pass, function, json_report, learner, report_text};

/// The line of the report for people that starts with `start`, whole.
fn line_starting<'a>(out: &'a str, start: &str) -> &'a str {
    out.lines()
        .find(|line| line.starts_with(start))
        .unwrap_or_else(|| panic!("{start:?} in:\n{out}"))
}

#[test]
fn a_shallow_copy_is_told_it_shares_the_rows_with_the_fix() {
    // shallow_copy.py copies the board with list(board), which keeps the rows.
    let file = learner("shallow_copy.py");
    let (report, status) = json_report(&[&file], &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["result"]);
    let failure = &function(&report, "result")["failure"];
    assert_eq!(failure["board"], "OOXOOXXX.", "{failure}");
    assert_eq!(failure["got"], json!({"changed": "OOXOOXXXX"}), "{failure}");
    assert_eq!(
        (&failure["line"], &failure["source"]),
        (&json!(14), &json!("return new_board")),
        "{failure}"
    );
    let why = failure["why"].as_str().unwrap();
    assert!(
        why.starts_with("the board result returned shares its rows with the board it was given")
            && why.contains("copy the rows too, where the copy is made: copy.deepcopy(board)"),
        "{why}"
    );
    // Copying the board right but writing into the one given is not this mistake.
    let (other, _) = json_report(&[&learner("broken_result.py")], &[]);
    let failure = &function(&other, "result")["failure"];
    assert!(failure.get("why").is_none(), "{failure}");
}

#[test]
fn a_winner_missing_a_line_is_told_which_line() {
    let file = learner("only_winner_wrong.py");
    let (report, _) = json_report(&[&file], &[]);
    for name in ["winner", "terminal", "utility"] {
        let failure = &function(&report, name)["failure"];
        assert_eq!(failure["pattern"], "won-on-anti-diagonal", "{name}: {failure}");
    }
    let (out, _) = report_text(&[&file]);
    assert_eq!(
        line_starting(&out, "  pattern     all 133 failures"),
        "  pattern     all 133 failures have three in a row on the anti-diagonal, (0, 2), (1, 1), (2, 0), a line \
         winner misses: the one-line fix is to check that line too"
    );
    // The functions that fail because of it are told the line, and to fix winner first.
    assert_eq!(
        line_starting(&out, "  pattern     all 125 failures"),
        "  pattern     all 125 failures have three in a row on the anti-diagonal, (0, 2), (1, 1), (2, 0)"
    );
}

#[test]
fn a_result_failing_two_ways_shows_each_on_its_smallest_board() {
    // result_two_kinds.py checks nothing: (-1, 0) writes on row 2, and a taken cell is overwritten.
    let file = learner("result_two_kinds.py");
    let (report, status) = json_report(&[&file], &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["result"]);
    let result = function(&report, "result");
    let failure = &result["failure"];
    assert_eq!(failure["board"], "OOXOOXXX.", "{failure}");
    assert_eq!(failure["call"], "result(board, (0, 0))", "{failure}");
    assert_eq!(failure["expected"], json!({"raises": true}), "{failure}");
    assert_eq!(failure["line"], 14, "{failure}");
    let others = failure["others"].as_array().unwrap();
    assert_eq!(others.len(), 1, "{failure}");
    // The write through (-1, 0) is shown on a board where it shows: the smallest of all holds the mark
    // to move on (2, 0) already, and the board would come back as it was.
    let off = &others[0];
    assert_eq!(off["call"], "result(board, (-1, 0))", "{off}");
    assert_ne!(off["board"], "OOXOOXXX.", "{off}");
    assert_ne!(off["got"]["returned"], off["board"], "{off}");
    assert!(
        off["why"]
            .as_str()
            .unwrap()
            .contains("a negative index counts from the end"),
        "{off}"
    );
    // Every failure is of one kind or the other: (-1, 0) on each unfinished board (the other action off
    // the board, (0, 3), raises IndexError, as it should).
    let failed = result["checked"].as_u64().unwrap() - result["passed"].as_u64().unwrap();
    assert_eq!(off["count"].as_u64().unwrap(), 4520, "{result}");
    let taken = failed - 4520;
    let (out, _) = report_text(&[&file]);
    let heading = line_starting(&out, "result: another kind of failure");
    let counts = |text: &str| text.replace(',', "").parse::<u64>().unwrap();
    let (count, of) = heading["result: another kind of failure, on its smallest board (".len()..]
        .trim_end_matches(')')
        .split_once(" of the ")
        .unwrap_or_else(|| panic!("{heading}"));
    assert_eq!((counts(count), counts(of)), (4520, failed), "{heading}");
    assert!(taken > 0, "{result}");
    assert!(out.contains("  expected    an exception: (0, 0) is taken\n"), "{out}");
}

#[test]
fn a_small_functions_time_limit_is_said_with_what_sets_it() {
    // fails_slowly.py's player loops: --timeout 5 leaves it the small functions' 2 s, and says so.
    let (out, _) = report_text(&[
        "--timeout",
        "5",
        "--memory",
        "128",
        "--jobs",
        "2",
        &learner("fails_slowly.py"),
    ]);
    assert_eq!(
        line_starting(&out, "  got         timed out"),
        "  got         timed out after 2 s of CPU time (the six small functions answer in microseconds and get 2 s \
         each, less when --timeout is less)"
    );
    let (report, _) = json_report(
        &[
            "--timeout",
            "0.5",
            "--memory",
            "128",
            "--jobs",
            "2",
            &learner("fails_slowly.py"),
        ],
        &[],
    );
    let player: &Value = function(&report, "player");
    assert_eq!(player["failure"]["got"], json!({"timed_out": 0.5}), "{player}");
}

#[test]
fn a_mark_of_another_string_type_is_told_why_check50_accepts_it() {
    // player_str_subclass.py returns its marks as a str subclass, as a numpy board gives np.str_.
    let (report, status) = json_report(&[&learner("player_str_subclass.py")], &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["player"]);
    let failure = &function(&report, "player")["failure"];
    assert_eq!(
        failure["got"],
        json!({"returned": {"type": "str_", "repr": "np.str_('X')"}}),
        "{failure}"
    );
    assert!(
        failure["says"]["got"]
            .as_str()
            .unwrap()
            .contains("np.str_('X') equals 'X', so check50 accepts it"),
        "{failure}"
    );
    assert_eq!(report["check50"]["failed"], json!([]), "{report}");
    let (out, _) = report_text(&[&learner("player_str_subclass.py")]);
    assert!(
        out.ends_with(
            "1 of 7 functions fail here, though check50 will pass all 29 checks: it compares values with ==, and \
             what they return equals what it expects.\n"
        ),
        "{out}"
    );
}
