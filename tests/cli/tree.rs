//! `tictactoe tree` end to end: the JSON lines of the contract, the depth limit, the dot and text
//! forms, and bad input.

use crate::support::json_lines;

use crate::support::{ok, rejected};
use serde_json::Value;
use tictactoe::engines::Engine;
use tictactoe::{Board, probe, search};

#[test]
fn the_minimax_tree_of_the_empty_board_lists_every_position_in_visit_order() {
    let out = ok(&["tree", "--engine", "minimax", "--format", "json", "........."]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 549_946);
    assert_eq!(
        lines[0],
        r#"{"id":0,"parent":null,"move":null,"board":".........","depth":0,"alpha":null,"beta":null,"score":0,"bound":"exact","pruned":false}"#
    );
    // Pre-order: the first child of the root is 0,0, then the first child of that.
    let second: Value = serde_json::from_str(lines[1]).unwrap();
    assert_eq!(second["parent"], 0);
    assert_eq!(second["move"], serde_json::json!([0, 0]));
    assert_eq!(second["board"], "X........");
    let third: Value = serde_json::from_str(lines[2]).unwrap();
    assert_eq!(
        (third["parent"].clone(), third["board"].clone()),
        (1.into(), "XO.......".into())
    );
    let last: Value = serde_json::from_str(lines[lines.len() - 1]).unwrap();
    assert_eq!(last["id"], 549_945);
    assert!(lines.iter().all(|line| line.contains("\"pruned\":false")));
}

#[test]
fn the_alphabeta_tree_has_windows_bounds_and_pruned_moves() {
    let board: Board = "XO./.X./...".parse().unwrap();
    let out = ok(&["tree", "--format=json", "XO./.X./..."]);
    let lines = json_lines(&out);
    let visited: Vec<&Value> = lines.iter().filter(|v| v["pruned"] == false).collect();
    assert_eq!(visited.len() as u64, search::alphabeta(board).nodes);
    for (id, line) in lines.iter().enumerate() {
        assert_eq!(line["id"], id);
    }
    let root = &lines[0];
    assert_eq!(
        (root["alpha"].clone(), root["beta"].clone()),
        (Value::from(-10), Value::from(10))
    );
    assert_eq!(root["score"], 3, "X wins ending with 7 marks: 10 - 7");
    assert!(lines.iter().any(|v| v["bound"] == "upper"));
    let pruned: Vec<&Value> = lines.iter().filter(|v| v["pruned"] == true).collect();
    assert!(!pruned.is_empty());
    for p in &pruned {
        // A pruned entry carries where it is and nothing the search did not find.
        let mut keys: Vec<&str> = p.as_object().unwrap().keys().map(String::as_str).collect();
        keys.sort();
        assert_eq!(keys, ["board", "depth", "id", "move", "parent", "pruned"]);
        // It comes after at least one searched sibling.
        let id = p["id"].as_u64().unwrap() as usize;
        let siblings_before = lines[..id]
            .iter()
            .filter(|v| v["parent"] == p["parent"] && v["pruned"] == false);
        assert!(siblings_before.count() > 0);
    }
}

#[test]
fn depth_limits_what_is_listed_not_what_is_searched() {
    let all = json_lines(&ok(&["tree", "--format", "json", "--engine", "minimax", "XXO/OO./X.."]));
    let shallow = json_lines(&ok(&[
        "tree",
        "--format",
        "json",
        "--engine",
        "minimax",
        "--depth",
        "1",
        "XXO/OO./X..",
    ]));
    assert!(all.len() > shallow.len());
    assert_eq!(shallow.len(), 4, "the root and its three moves");
    assert!(shallow.iter().all(|v| v["depth"].as_u64().unwrap() <= 1));
    // The same entries, with the same ids and scores, as in the whole tree.
    for line in &shallow {
        assert_eq!(line, &all[line["id"].as_u64().unwrap() as usize]);
    }
    let deeper_than_any_game = ok(&[
        "tree",
        "--engine",
        "minimax",
        "--format",
        "json",
        "--depth",
        "99999999999999999999",
        "XXO/OO./X..",
    ]);
    assert_eq!(json_lines(&deeper_than_any_game).len(), all.len());
    let root_only = json_lines(&ok(&["tree", "--format", "json", "--depth", "0", "XXO/OO./X.."]));
    assert_eq!(root_only.len(), 1);
    assert_eq!(root_only[0]["score"], 0, "O blocks and it is a draw");
}

#[test]
fn dot_and_text_show_the_same_tree() {
    let dot = ok(&["tree", "--format", "dot", "--engine", "minimax", "XXO/OO./X.."]);
    assert!(dot.starts_with("digraph tree {\n"));
    assert!(dot.ends_with("}\n"));
    let (found, trace) = Engine::MINIMAX.trace("XXO/OO./X..".parse().unwrap()).unwrap();
    assert_eq!(
        dot.matches(" [label=\"").count(),
        trace.nodes().len() * 2 - 1,
        "a node each and an edge each"
    );
    assert_eq!(found.nodes as usize, trace.nodes().len());

    let text = ok(&["tree", "XXO/OO./X.."]);
    let (found, trace) = Engine::ALPHABETA.trace("XXO/OO./X..".parse().unwrap()).unwrap();
    let mut lines = text.lines();
    let summary = format!("{} positions visited, {} moves pruned", found.nodes, trace.pruned_in(0));
    assert_eq!(lines.next().unwrap(), summary, "{text}");
    assert_eq!(text.lines().count(), 1 + trace.nodes().len());
    assert!(lines.next().unwrap().starts_with("root XXOOO.X.."), "{text}");
    assert!(text.contains("cut: "), "{text}");
}

#[test]
fn a_finished_board_is_a_tree_of_one() {
    let out = ok(&["tree", "--format", "json", "XXX/OO./..."]);
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0]["score"], 5, "X won with 5 marks on the board");
    assert_eq!(probe("XXX/OO./...".parse().unwrap()).outcome.plies, 0);
}

#[test]
fn bad_input_is_one_error_line() {
    assert!(rejected(&["tree"]).contains("tree needs one BOARD"));
    assert!(rejected(&["tree", "--engine", "table", "........."]).contains("the table does not search"));
    assert!(rejected(&["tree", "--engine", "quick", "........."]).contains("unknown engine 'quick'"));
    assert!(rejected(&["tree", "--depth", "-1", "........."]).contains("--depth needs a number"));
    assert!(rejected(&["tree", "--depth", "x", "........."]).contains("--depth needs a number"));
    assert!(rejected(&["tree", "--format", "xml", "........."]).contains("unknown format 'xml'"));
    assert!(rejected(&["tree", "XX......."]).contains("X has 2 marks"));
    assert!(rejected(&["tree", "--depth"]).contains("--depth needs a value"));
}

#[test]
fn one_position_is_said_in_the_singular() {
    assert_eq!(
        ok(&["tree", "XXX/OO./..."]).lines().next(),
        Some("1 position visited, 0 moves pruned")
    );
}
