//! The enhancement ladder and the transposition-table engine on the command line, end to end:
//! `ladder` in text and JSON, `tree --engine alphabeta-tt`, and `analyze --engine alphabeta-tt` over
//! every reachable position.

use crate::support::*;
use serde_json::Value;
use tictactoe::board::positions;

#[test]
fn ladder_json_is_one_object_per_rung_in_the_contracts_order() {
    let out = ok(&["ladder", "--json", "........."]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), LADDER.len(), "{out}");
    let nodes = [549_946, 18_297, 19_598, 2_038, 903, 240];
    for ((line, rung), nodes) in lines.iter().zip(LADDER).zip(nodes) {
        assert!(
            line.starts_with(&format!("{{\"rung\":\"{rung}\",\"nodes\":{nodes},\"micros\":")),
            "{line}"
        );
        let v = json(line);
        let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
        let mut expected = ["rung", "nodes", "micros", "value", "plies", "choice", "agrees"];
        let mut sorted = keys.clone();
        sorted.sort();
        expected.sort();
        assert_eq!(sorted, expected, "{line}");
        assert!(v["micros"].is_u64(), "{line}");
        assert_eq!(
            (&v["value"], &v["plies"], &v["agrees"]),
            (&0.into(), &9.into(), &true.into())
        );
        let choice = v["choice"].as_array().expect("a move");
        assert!(choice.iter().all(|n| n.as_u64().is_some_and(|n| n < 3)), "{line}");
    }
}

#[test]
fn ladder_json_on_a_won_position_and_a_finished_one() {
    // O to move loses in 4 whatever it does; its only best move, the slowest loss, is 2,2. The
    // course's searches find that X wins, not how soon: their plies are null, and they play the first
    // action, which loses too.
    for (line, rung) in ok(&["ladder", "--json", "XO./.X./..."]).lines().zip(LADDER) {
        let v = json(line);
        let course = rung.starts_with("course");
        let (plies, choice) = match course {
            true => (Value::Null, serde_json::json!([0, 2])),
            false => (4.into(), serde_json::json!([2, 2])),
        };
        assert_eq!((&v["value"], &v["plies"]), (&1.into(), &plies), "{line}");
        assert_eq!(v["choice"], choice, "{line}");
        assert_eq!(v["agrees"], true, "{line}");
    }
    let out = ok(&["ladder", "--json", "--", "XXX/OO-/..."]);
    assert_eq!(out.lines().count(), LADDER.len());
    for line in out.lines() {
        let v = json(line);
        assert_eq!(
            (&v["nodes"], &v["choice"], &v["agrees"]),
            (&1.into(), &Value::Null, &true.into())
        );
    }
}

#[test]
fn ladder_text_shows_every_rung_with_its_nodes_a_bar_and_its_idea() {
    let out = ok(&["ladder", "X.O.X...."]);
    assert!(
        out.starts_with("board    X.O.X....  O to move; perfect play: draw\n"),
        "{out}"
    );
    let header = out.lines().nth(2).unwrap();
    let rows: Vec<&str> = out.lines().skip(3).take(6).collect();
    // Columns line up under their headings (counted in characters: the bars are not ASCII).
    let column = |line: &str, text: &str| line[..line.find(text).unwrap()].chars().count();
    for row in &rows {
        assert_eq!(column(row, "2,2"), column(header, "move"), "{header}\n{row}");
        assert_eq!(column(row, "agrees"), column(header, "table"), "{header}\n{row}");
    }
    let labels = [
        "Course minimax",
        "Course alpha-beta",
        "+ win fastest",
        "+ move ordering",
        "+ transposition table",
        "+ symmetry",
    ];
    let mut bars = Vec::new();
    for (row, label) in rows.iter().zip(labels) {
        assert!(row.starts_with(label), "{row}");
        assert!(row.contains("  draw   2,2   agrees  "), "{row}");
        assert!(row.ends_with(" µs"), "{row}");
        bars.push(row.chars().filter(|&c| c == '█').count());
    }
    assert!(bars[0] > bars[5], "{bars:?}");
    // One idea per rung after the table, each under its label.
    for label in labels {
        assert_eq!(out.lines().filter(|line| line.starts_with(label)).count(), 2, "{label}");
    }
    assert!(out.contains("symmetry class"), "{out}");
}

#[test]
fn ladder_rejects_bad_input_with_one_error_line() {
    let err = rejected(&["ladder", "XX......."]);
    assert!(err.starts_with("error: board 'XX.......': X has 2 marks"), "{err}");
    let err = rejected(&["ladder", "--frobnicate", "........."]);
    assert_eq!(err, "error: ladder has no option '--frobnicate' (see tictactoe --help)");
    let err = rejected(&["ladder", "--engine", "minimax", "........."]);
    assert_eq!(err, "error: ladder has no option '--engine' (see tictactoe --help)");
    let err = rejected(&["ladder", "--json=yes", "........."]);
    assert_eq!(err, "error: --json takes no value, got 'yes'");
    let err = rejected(&["ladder"]);
    assert_eq!(err, "error: ladder needs one BOARD, got 0 arguments");
    let err = rejected(&["ladder", "--json", ".........", "X........"]);
    assert_eq!(err, "error: ladder needs one BOARD, got 2 arguments");
    rejected(&["ladder", "--json", "X.O/.X/..."]);
}

#[test]
fn tree_with_the_transposition_table_lists_its_nodes_and_its_answers_from_memory() {
    let out = ok(&["tree", "--engine", "alphabeta-tt", "--format", "json", "........."]);
    let mut visited = 0;
    let mut remembered = 0;
    for line in out.lines() {
        let v = json(line);
        if v["pruned"] == false {
            visited += 1;
            if v.get("tt").is_some() {
                assert_eq!(v["tt"], true, "{line}");
                remembered += 1;
            }
        } else {
            assert!(v.get("tt").is_none(), "a pruned move was never looked up: {line}");
        }
    }
    assert_eq!(visited, 240);
    assert_eq!(remembered, 59);
    let text = ok(&["tree", "--engine=alphabeta-tt", "--depth", "1", "........."]);
    assert!(text.starts_with("240 positions visited, 243 moves pruned\n"), "{text}");
    assert!(text.contains("remembered"), "{text}");
    let err = rejected(&["tree", "--engine", "alphabeta-tx", "........."]);
    assert!(err.contains("alphabeta-tt"), "the error lists the engines: {err}");
}

#[test]
fn analyze_with_alphabeta_tt_agrees_on_every_reachable_board() {
    let boards = positions::reachable();
    let input: String = boards.iter().map(|b| format!("{b}\n")).collect();
    let out = ok_with(
        &["analyze", "--json", "--engine", "alphabeta-tt", "-"],
        input.as_bytes(),
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5_478);
    for (line, board) in lines.iter().zip(&boards) {
        let v = json(line);
        assert_eq!(v["board"], board.to_string(), "{line}");
        assert_eq!(v["search"]["engine"], "alphabeta-tt", "{line}");
        assert_eq!(v["search"]["agrees"], true, "{line}");
    }
}
