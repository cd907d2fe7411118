//! The culprit `check-cs50` names when minimax fails: the learner's own call that went wrong (the first
//! call of its search, children before parents, whose answer the course's search would not give), why,
//! and the line of the course's pseudocode it breaks; or why no call can be named.

use serde_json::{Value, json};
use tictactoe::{Board, Cell};

use crate::check_cs50::{assert_others_pass, children, function, json_report, learner, report_text, shown_on};

/// The line `number` of `tictactoe pseudocode --engine ENGINE`, without its number.
fn pseudocode_line(engine: &str, number: usize) -> String {
    let listing = crate::support::ok(&["pseudocode", "--engine", engine]);
    let prefix = format!("{number:>3}  ");
    let line = listing
        .lines()
        .find(|line| line.starts_with(&prefix))
        .unwrap_or_else(|| panic!("line {number} in:\n{listing}"));
    line[prefix.len()..].to_string()
}

/// The value (1, 0 or -1, from X's side) of the board after each move, as `tictactoe analyze` says.
fn values_after_moves(board: &str) -> Vec<(Value, Value)> {
    let analysis = crate::support::json(crate::support::ok(&["analyze", "--json", board]).trim());
    analysis["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| (entry["move"].clone(), entry["value"].clone()))
        .collect()
}

#[test]
fn a_swapped_max_and_min_is_traced_to_the_min_value_that_took_the_largest() {
    let (report, _) = json_report(&[&learner("swapped.py")], &[]);
    let failure = &function(&report, "minimax")["failure"];
    let culprit = &failure["culprit"];
    assert_eq!(culprit["function"], "min_value", "{culprit}");
    assert_eq!(culprit["board"], "OXOOXXX..", "{culprit}");
    assert_eq!(culprit["args"], json!({}), "{culprit}");
    assert_eq!(culprit["returned"], 1, "{culprit}");
    assert_eq!(culprit["expected"], 0, "{culprit}");
    assert_eq!(
        culprit["why"],
        "min_value returned 1 on this board, but its actions are worth 0 and 1: Min-Value takes the smallest, 0"
    );
    // What its calls returned is what each move is worth.
    assert_eq!(children(culprit), values_after_moves("OXOOXXX.."), "{culprit}");
    assert!(failure["visited"].as_u64().unwrap() > 0, "{failure}");
    let out = shown_on(
        "docs/check-cs50.md",
        "tictactoe check-cs50 swapped.py | tee report.txt | sed -n '1,30p'",
    );
    let code = pseudocode_line("course-minimax", 12);
    for line in [
        "  went wrong  min_value returned 1 on this board, but its actions are worth 0 and 1: Min-Value takes the \
         smallest, 0\n"
            .to_string(),
        "    its board O X O\n              O X X\n              X . .\n".to_string(),
        "    its calls 2,1 → 0   2,2 → 1\n".to_string(),
        format!(
            "    breaks    line 12 of tictactoe pseudocode --engine course-minimax: {}\n",
            code.trim()
        ),
        "  see         tictactoe steps --engine course-minimax OXOOXX...  (how the course's search finds the right \
         action, step by step)\n"
            .to_string(),
    ] {
        assert!(out.contains(&line), "{line:?} in:\n{out}");
    }
    assert_eq!(code.trim(), "v = Min(v, Max-Value(Result(s, a)))");
}

#[test]
fn a_wrong_cut_is_traced_to_the_max_value_that_stopped_early() {
    let (report, status) = json_report(&[&learner("wrong_prune.py")], &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["minimax"]);
    let culprit = &function(&report, "minimax")["failure"]["culprit"];
    assert_eq!(culprit["function"], "max_value", "{culprit}");
    let board = culprit["board"].as_str().unwrap();
    assert_eq!(board, "OXXXOO...", "{culprit}");
    assert_eq!(culprit["args"], json!({"alpha": "-inf", "beta": "inf"}), "{culprit}");
    assert_eq!(children(culprit), [(json!([2, 0]), json!(-1))], "{culprit}");
    // It stopped after the first of its three actions, though the board is worth a draw.
    let analysis = crate::support::json(crate::support::ok(&["analyze", "--json", board]).trim());
    assert_eq!(analysis["moves"].as_array().unwrap().len(), 3);
    assert_eq!(culprit["expected"], analysis["value"], "{culprit}");
    assert_eq!(
        culprit["why"],
        "max_value stopped after 1 of its 3 actions with v = -1 < β = inf: that is not a cut"
    );
    // The line to change is the comparison that decided to stop; the line it returned from is said
    // for what it is.
    assert_eq!(
        culprit["change"],
        json!({"line": 60, "source": "if v <= beta:"}),
        "{culprit}"
    );
    assert_eq!(
        (&culprit["line"], &culprit["source"]),
        (&json!(61), &json!("return v")),
        "{culprit}"
    );
    let (out, _) = report_text(&[&learner("wrong_prune.py")]);
    let code = pseudocode_line("course-alphabeta", 6);
    assert!(code.contains("if v ≥ β: return v"), "{code}");
    for line in [
        "  went wrong  max_value stopped after 1 of its 3 actions with v = -1 < β = inf: that is not a cut\n"
            .to_string(),
        format!("    returned  {}:61  return v\n", learner("wrong_prune.py")),
        format!("    change    {}:60  if v <= beta:\n", learner("wrong_prune.py")),
        "    breaks    line 6 of tictactoe pseudocode --engine course-alphabeta: if v ≥ β: return v\n".to_string(),
        "  see         tictactoe steps --engine course-alphabeta OXXXO....  ".to_string(),
    ] {
        assert!(out.contains(&line), "{line:?} in:\n{out}");
    }
}

#[test]
fn a_minimax_that_always_maximises_is_itself_the_call_that_went_wrong() {
    let (report, status) = json_report(&[&learner("always_max.py")], &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["minimax"]);
    let failure = &function(&report, "minimax")["failure"];
    assert_eq!(failure["pattern"], "o-to-move", "{failure}");
    let culprit = &failure["culprit"];
    assert_eq!(culprit["function"], "minimax", "{culprit}");
    assert_eq!(culprit["board"], failure["board"], "{culprit}");
    assert_eq!(culprit["board"], "OXOOXXX..", "{culprit}");
    assert_eq!(culprit["returned"], json!([2, 2]), "{culprit}");
    assert_eq!(culprit["expected"], json!({"one_of": [[2, 1]]}), "{culprit}");
    assert_eq!(
        children(culprit),
        [(json!([2, 1]), json!(0)), (json!([2, 2]), json!(1))],
        "{culprit}"
    );
    assert_eq!(
        culprit["why"],
        "minimax chose (2, 2), worth 1, but O is to move and its actions are worth 0 and 1: O takes the smallest"
    );
    let (out, _) = report_text(&[&learner("always_max.py")]);
    for line in [
        "  pattern     all 1,459 failures have O to move\n",
        "  went wrong  minimax chose (2, 2), worth 1, but O is to move and its actions are worth 0 and 1: O takes \
         the smallest\n",
        "    breaks    line 15 of tictactoe pseudocode --engine course-minimax: ▷ At the root, X plays the first \
         action a whose Min-Value(Result(s, a)) is its v; O the first whose Max-Value(Result(s, a)) is.\n",
    ] {
        assert!(out.contains(line), "{line:?} in:\n{out}");
    }
}

#[test]
fn a_min_value_called_on_xs_boards_is_its_callers_mistake() {
    // o_moves_twice.py's min_value takes the smallest, as its name says; its minimax calls it on the
    // boards after O's move, where X is to move.
    let (report, _) = json_report(&[&learner("o_moves_twice.py")], &[]);
    let failure = &function(&report, "minimax")["failure"];
    assert_eq!(failure["pattern"], "o-to-move", "{failure}");
    assert!(
        failure.get("fresh").is_none(),
        "the same answer in a fresh Python: {failure}"
    );
    let culprit = &failure["culprit"];
    assert_eq!(culprit["function"], "minimax", "{culprit}");
    assert_eq!(culprit["board"], failure["board"], "{culprit}");
    let why = culprit["why"].as_str().unwrap();
    assert!(
        why.starts_with("minimax scores O's actions with min_value, which takes the smallest")
            && why.ends_with(
                "after O's action X is to move, and the course scores it with Max-Value: the one-line fix is to call \
                 your Max-Value there, the function that makes X's choice"
            ),
        "{why}"
    );
    // Each child's value is what the course's Min-Value gives that board, though X is to move there.
    fn course(board: Board, maximise: bool) -> i8 {
        if board.is_terminal() {
            return board.utility().unwrap();
        }
        let values = board
            .actions()
            .into_iter()
            .map(|cell| course(board.play(cell).unwrap(), !maximise));
        if maximise { values.max() } else { values.min() }.unwrap()
    }
    let board: Board = failure["board"].as_str().unwrap().parse().unwrap();
    for child in culprit["children"].as_array().unwrap() {
        let cell = Cell::new(
            child["move"][0].as_u64().unwrap() as usize,
            child["move"][1].as_u64().unwrap() as usize,
        );
        assert_eq!(child["board"], board.play(cell).unwrap().to_string(), "{child}");
        assert_eq!(
            child["returned"],
            i64::from(course(board.play(cell).unwrap(), false)),
            "{child}"
        );
    }
}

#[test]
fn a_terminal_that_misses_the_full_board_is_traced_to_the_search_on_that_board() {
    // terminal_missing_full.py's min_value runs on a full board, finds no action and returns its infinity.
    let file = learner("terminal_missing_full.py");
    let (report, status) = json_report(&[&file], &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["terminal", "minimax"]);
    let failure = &function(&report, "minimax")["failure"];
    assert_eq!(failure["because_of"], "terminal", "{failure}");
    let culprit = &failure["culprit"];
    assert_eq!(culprit["function"], "min_value", "{culprit}");
    let board: Board = culprit["board"].as_str().unwrap().parse().unwrap();
    assert!(board.marks() == 9 && board.winner().is_none(), "{culprit}");
    assert_eq!(culprit["returned"], "inf", "{culprit}");
    assert_eq!(culprit["expected"], 0, "{culprit}");
    assert_eq!(children(culprit), [], "{culprit}");
    assert_eq!(
        culprit["why"],
        "min_value returned inf on this finished board, but Utility is 0 here (its values are from X's side, 1, 0 \
         or -1)"
    );
    let (out, _) = report_text(&[&file]);
    let line = format!(
        "    breaks    line 9 of tictactoe pseudocode --engine course-minimax: {}\n",
        pseudocode_line("course-minimax", 9).trim()
    );
    assert!(out.contains(&line), "{line:?} in:\n{out}");
}

#[test]
fn a_minimax_that_calls_no_search_is_told_so_and_no_call_is_named() {
    // terminal_always_true.py's minimax returns None at once: its right max_value and min_value never run.
    let file = learner("terminal_always_true.py");
    let (report, status) = json_report(&[&file], &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["terminal", "minimax"]);
    let failure = &function(&report, "minimax")["failure"];
    assert_eq!(failure["because_of"], "terminal", "{failure}");
    assert!(failure.get("culprit").is_none_or(Value::is_null), "{failure}");
    // The line it returned from, found by its trace.
    assert_eq!(
        (&failure["line"], &failure["source"]),
        (&json!(88), &json!("return None")),
        "{failure}"
    );
    let (out, _) = report_text(&[&file]);
    let line = "  went wrong  on this board minimax called only terminal, none of which returned a number, so no \
                call of its search can be named\n";
    assert!(out.contains(line), "{line:?} in:\n{out}");
    assert!(!out.contains("max_value") && !out.contains("min_value"), "{out}");
}

#[test]
fn a_root_searched_by_minimaxs_loop_or_by_max_value_is_counted_alike() {
    // The same search, its root's actions tried by minimax itself or by a max_value or min_value that
    // returns the move too: each visits the positions the course's minimax visits.
    let mut visited = Vec::new();
    for (file, named) in [("root_loop.py", "minimax"), ("root_value.py", "min_value")] {
        let (report, status) = json_report(&[&learner(file)], &[]);
        assert_eq!(status, 1, "{report}");
        assert_others_pass(&report, &["minimax"]);
        let failure = &function(&report, "minimax")["failure"];
        assert_eq!(failure["board"], "OXOOXXX..", "{failure}");
        assert_eq!(failure["culprit"]["function"], named, "{failure}");
        assert_eq!(
            children(&failure["culprit"]),
            values_after_moves("OXOOXXX.."),
            "{failure}"
        );
        visited.push(failure["visited"].clone());
        let (out, _) = report_text(&[&learner(file)]);
        assert!(
            out.contains("  visited     5 positions; the course's minimax visits 5,"),
            "{out}"
        );
    }
    assert_eq!(visited, [json!(5), json!(5)]);
}

#[test]
fn two_functions_each_right_only_once_the_other_is_are_tied_and_neither_is_fixed_first() {
    // tied_global.py's player reads a turn that its result flips on every call.
    let file = learner("tied_global.py");
    let (report, status) = json_report(&[&file], &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["player", "result", "minimax"]);
    for (name, other) in [("player", "result"), ("result", "player")] {
        let failure = &function(&report, name)["failure"];
        assert_eq!(failure["tied_to"], other, "{failure}");
        assert!(failure["because_of"].is_null(), "{failure}");
        assert_eq!(failure["fresh"]["right"], true, "{failure}");
    }
    // minimax's search got boards from the tied functions that are not one move apart: no call of it is
    // blamed.
    let minimax = &function(&report, "minimax")["failure"];
    assert!(minimax["culprit"].is_null(), "{minimax}");
    let (out, _) = report_text(&[&file]);
    let line = "  fix first   player and result are each right only once the other is: they depend on each other \
                through state kept between calls (a global); player must count the marks on the board it is given";
    assert!(out.contains(line), "{line:?} in:\n{out}");
    assert!(
        out.contains(
            "went on to search boards that are not one move away from the board it was given: player or result \
             goes wrong there, so the values it got back are not what its actions are worth. Fix player or result \
             first\n"
        ),
        "{out}"
    );
}

#[test]
fn an_alpha_beta_with_both_comparisons_wrong_is_traced_to_each() {
    // both_comparisons.py's max_value stops on v <= beta and its min_value on v >= alpha.
    let (report, status) = json_report(&[&learner("both_comparisons.py")], &[]);
    assert_eq!(status, 1, "{report}");
    assert_others_pass(&report, &["minimax"]);
    let failure = &function(&report, "minimax")["failure"];
    let first = &failure["culprit"];
    assert_eq!(first["function"], "min_value", "{first}");
    assert_eq!(
        first["change"],
        json!({"line": 72, "source": "if v >= alpha:"}),
        "{first}"
    );
    let others: Vec<&Value> = failure["others"].as_array().unwrap().iter().collect();
    assert_eq!(others.len(), 1, "{failure}");
    let second = &others[0]["culprit"];
    assert_eq!(second["function"], "max_value", "{second}");
    assert_eq!(
        second["change"],
        json!({"line": 60, "source": "if v <= beta:"}),
        "{second}"
    );
    assert!(
        second["why"].as_str().unwrap().ends_with("that is not a cut"),
        "{second}"
    );
    // A search each of whose mistakes is one: a single culprit.
    let (report, _) = json_report(&[&learner("wrong_prune.py")], &[]);
    let failure = &function(&report, "minimax")["failure"];
    assert_eq!(failure["others"], json!([]), "{failure}");
}

#[test]
fn a_call_of_the_other_sides_function_names_the_line_that_calls_it() {
    let (report, _) = json_report(&[&learner("o_moves_twice.py")], &[]);
    let culprit = &function(&report, "minimax")["failure"]["culprit"];
    let source = culprit["change"]["source"].as_str().unwrap();
    assert!(source.contains("min_value(result(board, action))"), "{culprit}");
    let file = std::fs::read_to_string(learner("o_moves_twice.py")).unwrap();
    let number = culprit["change"]["line"].as_u64().unwrap() as usize;
    assert_eq!(file.lines().nth(number - 1).unwrap().trim(), source);
}
