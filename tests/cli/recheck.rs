//! Checking again after a fix: the order to fix the failing functions in, with the command that checks
//! each again; `--only` and `--board`, which check one function or one board; and the slowest search
//! beside check50's limit.

use serde_json::json;

use crate::check_cs50::{function, json_report, learner, rejected, report_text};

#[test]
fn the_report_says_what_to_fix_first_and_how_to_check_it_again() {
    let file = learner("only_winner_wrong.py");
    let (report, _) = json_report(&[&file], &[]);
    assert_eq!(report["fix_order"], json!(["winner", "terminal", "utility", "minimax"]));
    let (out, _) = report_text(&[&file]);
    let start = out.find("To fix, in this order").unwrap_or_else(|| panic!("{out}"));
    let list: Vec<&str> = out[start..]
        .lines()
        .skip(1)
        .take_while(|line| !line.is_empty())
        .collect();
    assert_eq!(
        list,
        [
            format!("  1. winner    tictactoe check-cs50 --only winner {file}"),
            "  2. terminal  right once winner is: check it again after fixing winner".to_string(),
            "  3. utility   right once winner is: check it again after fixing winner".to_string(),
            "  4. minimax   right once winner is: check it again after fixing winner".to_string(),
        ]
    );
    // Independent mistakes in the order the functions build on each other; none when all pass.
    let (report, _) = json_report(
        &[
            &learner("fails_slowly.py"),
            "--memory",
            "128",
            "--timeout",
            "1",
            "--jobs",
            "2",
        ],
        &[],
    );
    assert_eq!(report["fix_order"], json!(["player", "result", "minimax"]), "{report}");
    let (report, _) = json_report(&[&learner("tictactoe.py")], &[]);
    assert_eq!(report["fix_order"], json!([]));
}

#[test]
fn only_checks_one_function_and_check50s_checks_of_it() {
    let file = learner("only_winner_wrong.py");
    let (report, status) = json_report(&["--only", "winner", &file], &[]);
    assert_eq!(status, 1, "{report}");
    assert_eq!((&report["only"], &report["board"]), (&json!("winner"), &json!(null)));
    let functions = report["functions"].as_array().unwrap();
    assert_eq!(functions.len(), 1, "{report}");
    // The same calls and the same failure as in the whole check.
    let (whole, _) = json_report(&[&file], &[]);
    assert_eq!(functions[0], *function(&whole, "winner"));
    assert_eq!(
        report["check50"],
        json!({"passed": 4, "failed": ["winner finds winner when X wins diagonally"]})
    );
    // Fixed, it passes, and exits 0.
    let (fixed, status) = json_report(&["--only", "winner", &learner("tictactoe.py")], &[]);
    assert_eq!((status, &fixed["ok"]), (0, &json!(true)), "{fixed}");
    let (out, _) = report_text(&["--only", "winner", &file]);
    assert!(
        out.starts_with(&format!("{file}: winner alone, checked on every reachable position\n")),
        "{out}"
    );
    assert!(
        out.contains("check50 will print (its 5 checks of winner; 4 pass):\n"),
        "{out}"
    );
    assert!(
        out.trim_end()
            .ends_with("The function checked fails; check50 will fail 1 of its 5 checks of it."),
        "{out}"
    );
}

#[test]
fn board_checks_every_function_on_one_board_and_predicts_no_check50_check() {
    let file = learner("only_winner_wrong.py");
    let board = "O.X.X.X.O";
    let (report, status) = json_report(&["--board", board, &file], &[]);
    assert_eq!(status, 1, "{report}");
    // On a finished board: winner, terminal, utility and minimax, one call each.
    let names: Vec<&str> = report["functions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["winner", "terminal", "utility", "minimax"]);
    for f in report["functions"].as_array().unwrap() {
        assert_eq!(f["checked"], 1, "{f}");
        assert_eq!(f["failure"]["board"], board, "{f}");
    }
    assert_eq!(report["check50"], json!({"passed": 0, "failed": []}));
    let (out, _) = report_text(&["--board", board, "--only", "utility", &file]);
    assert!(
        out.starts_with(&format!(
            "{file}: utility alone, checked on this board alone:\n  O . X\n  . X .\n  X . O\n\n"
        )),
        "{out}"
    );
    assert!(!out.contains("check50 will print"), "{out}");
    assert!(out.trim_end().ends_with("The function checked fails."), "{out}");
    // A board no game reaches, or one the function is not called on, is bad input.
    let err = rejected(&["--board", "XXXOOO...", &file], &[]);
    assert!(err.contains("both X and O have a line"), "{err}");
    let err = rejected(&["--board", board, "--only", "player", &file], &[]);
    assert_eq!(
        err,
        format!("error: --board needs a board the game goes on from, where player is called, got '{board}'")
    );
    let err = rejected(&["--only", "max_value", &file], &[]);
    assert!(
        err.starts_with("error: --only needs one of player, actions, result, winner"),
        "{err}"
    );
}

#[test]
fn the_slowest_search_is_said_beside_check50s_limit() {
    let (report, _) = json_report(&[&learner("tictactoe.py")], &[]);
    let slowest = &report["slowest"];
    // The search from the empty board is the largest.
    assert_eq!(slowest["board"], ".........", "{slowest}");
    assert!(slowest["seconds"].as_f64().unwrap() > 0.0, "{slowest}");
    let (out, _) = report_text(&[&learner("tictactoe.py")]);
    let line = out
        .lines()
        .find(|line| line.starts_with("minimax's slowest call used "))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        line.ends_with(
            " s of CPU time, from the empty board; check50 allows 60 s for each of its checks, as wall-clock time \
             on its own machine: about as much, if that machine is as fast as this one"
        ),
        "{line}"
    );
    // A minimax that answers at once everywhere (terminal says every board is over) has no time worth
    // saying.
    let (out, _) = report_text(&[&learner("terminal_always_true.py")]);
    assert!(!out.contains("minimax's slowest call"), "{out}");
    // A check of a board without minimax says nothing of it.
    let (report, _) = json_report(
        &["--only", "winner", "--board", "X........", &learner("tictactoe.py")],
        &[],
    );
    assert_eq!(report["slowest"], json!(null));
}

#[test]
fn a_search_cut_off_by_its_time_limit_is_said_so_and_not_blamed_on_check50s_few_boards() {
    // plain.py is right, but its search from the empty board takes seconds: 0.2 s cuts it off.
    let args = ["--timeout", "0.2", "--jobs", "2", &learner("plain.py")];
    let (report, status) = json_report(&args, &[]);
    assert_eq!(status, 1, "{report}");
    assert_eq!(
        report["slowest"],
        json!({"board": ".........", "seconds": 0.2, "finished": false}),
        "{report}"
    );
    let (out, _) = report_text(&args);
    for line in [
        "minimax's call from the empty board did not end within the 0.2 s of CPU time it was given (--timeout); \
         check50 allows 60 s for each of its checks\n",
        "1 of 7 functions fail here only by taking longer than they were given (--timeout); check50, which allows 60 \
         s for each check, will pass all 29.\n",
    ] {
        assert!(out.contains(line), "{line:?} in:\n{out}");
    }
}
