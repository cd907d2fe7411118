//! The line to change: beside the line a wrong value came back from (`returned`), the line where the fix
//! goes (`change`), found for each classic mistake (the copy that shares rows, the name given to the same
//! board, the statement with no effect, the expression that builds the wrong kind, the test a missing
//! check belongs beside, the comparison that decides the branch) and for the call of the learner's own
//! search that went wrong; and none named where none can be found, rather than a wrong one.

use crate::check_cs50::{function, json_report, learner, report_text};

/// The line to change the check names for `name`'s failure in `file`: its text, or `None`.
fn change_of(file: &str, name: &str) -> Option<String> {
    let (report, status) = json_report(&[&learner(file)], &[]);
    assert_eq!(status, 1, "{file}: {report}");
    let failure = &function(&report, name)["failure"];
    let change = &failure["change"];
    if change.is_null() {
        return None;
    }
    let (line, source) = (change["line"].as_u64().unwrap(), change["source"].as_str().unwrap());
    // The line number and its text agree with the file.
    let text = std::fs::read_to_string(learner(file)).unwrap();
    assert_eq!(
        text.lines().nth(line as usize - 1).map(str::trim),
        Some(source),
        "{file}"
    );
    Some(source.to_string())
}

/// The line to change the check names for the call of `file`'s `minimax` search that went wrong.
fn culprit_change(file: &str) -> Option<String> {
    let (report, _) = json_report(&[&learner(file)], &[]);
    let culprit = &function(&report, "minimax")["failure"]["culprit"];
    assert!(culprit.is_object(), "{file}: {report}");
    culprit["change"]["source"].as_str().map(str::to_string)
}

#[test]
fn the_rules_classic_mistakes_name_the_line_to_change() {
    let cases: [(&str, &str, &str); 15] = [
        // The copy that shares the rows, however it is written.
        ("shallow_copy.py", "result", "new_board = list(board)"),
        ("broken_result_shallow_copy.py", "result", "new = board.copy()"),
        // The same board given another name.
        ("result_alias.py", "result", "board_copy = board"),
        // == written for =.
        ("result_equals.py", "result", "new_board[i][j] == player(board)"),
        // The expression that builds the wrong kind: the list, or the lists inside it.
        (
            "actions_list.py",
            "actions",
            "return [(i, j) for i in range(3) for j in range(3) if board[i][j] is EMPTY]",
        ),
        ("actions_lists.py", "actions", "moves.append([i, j])"),
        // A test that is always true.
        (
            "terminal_board_in.py",
            "terminal",
            "return winner(board) is not None or EMPTY not in board",
        ),
        // The test a missing check belongs beside: the other diagonal's, the bounds' check beside which
        // the taken cell's is missing, the one test terminal makes.
        (
            "winner_no_anti.py",
            "winner",
            "if board[0][0] == board[1][1] == board[2][2] and board[1][1] != EMPTY:",
        ),
        (
            "only_winner_wrong.py",
            "winner",
            "lines.append([board[0][0], board[1][1], board[2][2]])",
        ),
        ("broken_result.py", "result", "if not (0 <= i < 3 and 0 <= j < 3):"),
        ("broken_terminal.py", "terminal", "return winner(board) is not None"),
        // The comparison that decides the branch.
        ("player_swapped.py", "player", "if x_count > o_count:"),
        ("broken_player.py", "player", "return X if xs == os_ else O"),
        ("broken_utility.py", "utility", "return 1 if winner(board) == X else -1"),
        ("broken_winner.py", "winner", "if row[0] == row[1] == row[2]:"),
    ];
    for (file, name, source) in cases {
        assert_eq!(change_of(file, name).as_deref(), Some(source), "{file}");
    }
}

#[test]
fn no_line_to_change_is_named_where_none_can_be_told() {
    // The value returned is wrong, and only the return says so: the returned line is named, and no
    // other. A result with no check at all has no test for the missing one to stand beside.
    for (file, name) in [("utility_draw.py", "utility"), ("any_cell.py", "result")] {
        assert_eq!(change_of(file, name), None, "{file}");
    }
    // A function right once another is has nothing of its own to change.
    for name in ["terminal", "utility"] {
        assert_eq!(change_of("winner_no_anti.py", name), None, "{name}");
    }
}

#[test]
fn the_learners_search_names_the_line_that_chooses_wrong() {
    let cases: [(&str, &str); 6] = [
        // min_value takes the largest of its actions' values: the line that chooses.
        ("swapped.py", "v = max(v, max_value(result(board, action)))"),
        ("min_uses_max.py", "v = max(v, max_value(result(board, action)))"),
        // The root takes the smallest for X.
        (
            "root_min_for_x.py",
            "return min(sorted(actions(board)), key=lambda action: min_value(result(board, action)))",
        ),
        // The cut's comparison.
        ("wrong_prune.py", "if v <= beta:"),
        // X's actions scored with its own max_value, and the largest taken: the call is the line.
        (
            "always_max.py",
            "return max(sorted(actions(board)), key=lambda action: max_value(result(board, action)))",
        ),
        // Each side runs the other's branch: the test that chose it, not the call in it.
        ("swapped_branch.py", "if player(board) == O:"),
    ];
    for (file, source) in cases {
        assert_eq!(culprit_change(file).as_deref(), Some(source), "{file}");
    }
}

#[test]
fn a_branch_run_for_the_wrong_side_is_not_advised_a_fix_that_fails_more() {
    // Calling min_value where swapped_branch.py's X branch calls max_value would leave X taking the
    // smallest: more positions would fail. The report names the branch's test and says why.
    let (out, status) = report_text(&[&learner("swapped_branch.py")]);
    assert_eq!(status, 1, "{out}");
    assert!(!out.contains("the one-line fix is to call your"), "{out}");
    assert!(
        out.contains("so the test that chooses the branch is what to change"),
        "{out}"
    );
    let change = out
        .lines()
        .find(|line| line.starts_with("    change    "))
        .unwrap_or_else(|| panic!("{out}"));
    assert!(
        change.ends_with("swapped_branch.py:126  if player(board) == O:"),
        "{change}"
    );
}

#[test]
fn the_report_says_returned_and_change_for_what_each_is() {
    let (out, _) = report_text(&[&learner("shallow_copy.py")]);
    let file = learner("shallow_copy.py");
    assert!(
        out.contains(&format!("  returned    {file}:14  return new_board\n")),
        "{out}"
    );
    assert!(
        out.contains(&format!("  change      {file}:12  new_board = list(board)\n")),
        "{out}"
    );
    // The statement with no effect and the test of the board itself are said whole where they are
    // found.
    let (out, _) = report_text(&[&learner("result_equals.py")]);
    assert!(
        out.contains("  why         this line compares with == and throws the answer away, so it does nothing"),
        "{out}"
    );
    let (out, _) = report_text(&[&learner("terminal_board_in.py")]);
    assert!(
        out.contains("  why         EMPTY not in board is always true for a list of rows"),
        "{out}"
    );
    // The other name of the same board is the file's own, quoted.
    let (report, _) = json_report(&[&learner("result_alias.py")], &[]);
    let why = function(&report, "result")["failure"]["why"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(
        why.starts_with("result returned the very board it was given: board_copy = board gives the same list"),
        "{why}"
    );
    assert!(why.contains("board_copy = copy.deepcopy(board)"), "{why}");
    assert!(!why.contains("new = board"), "{why}");
}
