//! `tictactoe pseudocode` and `tictactoe steps` end to end: the JSON steps agree with `tree --format
//! json` for the same search and board, the text reads like a debugger's log, and bad input is one
//! error line.

use serde_json::Value;

use crate::support::{RUNGS, json_lines, ok, one_error_line, program, rejected, run_with};

/// The JSON steps of `rung` on `board` held against its JSON tree, line by line.
fn assert_steps_agree_with_tree(rung: &str, board: &str) {
    let steps = json_lines(&ok(&["steps", "--engine", rung, "--format", "json", board]));
    let tree = json_lines(&ok(&["tree", "--engine", rung, "--format", "json", board]));
    let visited: Vec<&Value> = tree.iter().filter(|line| line["pruned"] == false).collect();
    // Each step belongs to the call innermost on the stack: a visited line of the tree, in order.
    let mut calls = 0;
    let mut stack: Vec<usize> = Vec::new();
    for (at, step) in steps.iter().enumerate() {
        assert_eq!(step["step"], at, "{rung} {board}: {step}");
        let event = step["event"].as_str().unwrap();
        if event == "call" {
            stack.push(calls);
            calls += 1;
        }
        let node = visited[*stack.last().expect("a step within a call")];
        for key in ["board", "depth"] {
            assert_eq!(step[key], node[key], "{rung} {board}: {step} against {node}");
        }
        match event {
            "call" => {
                assert_eq!(
                    (&step["alpha"], &step["beta"]),
                    (&node["alpha"], &node["beta"]),
                    "{rung} {board}"
                );
            }
            "return" => {
                assert_eq!(
                    (&step["v"], &step["bound"]),
                    (&node["score"], &node["bound"]),
                    "{rung} {board}"
                );
                stack.pop();
            }
            "remembered" => assert_eq!(node["tt"], true, "{rung} {board}: {node}"),
            "cut" => {
                let id = node["id"].as_u64().unwrap();
                let pruned: Vec<&Value> = tree
                    .iter()
                    .filter(|line| line["parent"] == id && line["pruned"] == true)
                    .map(|line| &line["move"])
                    .collect();
                let rest: Vec<&Value> = step["rest"].as_array().unwrap().iter().collect();
                assert_eq!(rest, pruned, "{rung} {board}: {step}");
            }
            _ => {}
        }
    }
    assert_eq!(calls, visited.len(), "{rung} {board}");
    assert!(stack.is_empty());
}

#[test]
fn steps_agree_with_tree_for_every_search() {
    for rung in RUNGS {
        for board in ["XXO/OO./X..", "XO./.X./...", "X...O....", "XXX/OO./..."] {
            assert_steps_agree_with_tree(rung, board);
        }
    }
    assert_steps_agree_with_tree("alphabeta-tt", ".........");
}

#[test]
fn the_steps_in_json_carry_the_contracts_fields_in_order() {
    let steps = ok(&["steps", "--format", "json", "XXO/OO./X.."]);
    let first = steps.lines().next().unwrap();
    assert_eq!(
        first,
        r#"{"step":0,"line":1,"event":"call","depth":0,"board":"XXOOO.X..","player":"X","alpha":-10,"beta":10,"v":null}"#
    );
    let lines = json_lines(&steps);
    let try_line = lines.iter().find(|s| s["event"] == "try").unwrap();
    assert_eq!(try_line["move"], serde_json::json!([1, 2]));
    let value = lines.iter().find(|s| s["event"] == "value").unwrap();
    assert!(value["child"].is_i64(), "{value}");
    let cut = lines.iter().find(|s| s["event"] == "cut").unwrap();
    assert!(["beta", "alpha", "wins-at-once"].contains(&cut["reason"].as_str().unwrap()));
    let ret = lines.iter().find(|s| s["event"] == "return").unwrap();
    assert!(["exact", "lower", "upper"].contains(&ret["bound"].as_str().unwrap()));
}

#[test]
fn the_steps_for_people_are_a_log_indented_by_depth_with_the_line_first() {
    let out = ok(&["steps", "XXO/OO./X.."]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        "10 calls and 48 steps; the lines are those of tictactoe pseudocode"
    );
    assert_eq!(lines[1], "   1  Max-Value(XXOOO.X.., α -10, β +10)");
    assert_eq!(lines[2], "   5  try 1,2");
    assert_eq!(lines[3], "  11    Min-Value(XXOOOXX.., α -10, β +10)");
    assert!(
        out.contains("   7      v = +0 ≥ β = +0: cut, no action left to try\n"),
        "{out}"
    );
    assert!(
        out.contains("  17    v = -2 wins at once: cut, never tried 2,1\n"),
        "{out}"
    );
    assert!(out.ends_with("   9  return +0 (exact: a draw)\n"), "{out}");
    let minimax = ok(&["steps", "--engine", "minimax", "XXO/OO./X.."]);
    assert!(minimax.contains("   1  Max-Value(XXOOO.X..)\n"), "{minimax}");
}

#[test]
fn the_courses_alphabeta_is_its_pseudocode_exactly_and_its_steps_name_where_it_returns() {
    let code = ok(&["pseudocode", "--engine", "course-alphabeta"]);
    let lines: Vec<&str> = code.lines().filter(|l| !l.starts_with("     ")).take(8).collect();
    let plain: Vec<String> = lines
        .iter()
        .map(|line| line[5..].split('▷').next().unwrap().trim_end().to_string())
        .collect();
    assert_eq!(
        plain,
        [
            "function Max-Value(s, α, β):",
            "    if Terminal(s): return Utility(s)",
            "    v = −∞",
            "    for a in Actions(s):",
            "        v = Max(v, Min-Value(Result(s, a), α, β))",
            "        if v ≥ β: return v",
            "        α = Max(α, v)",
            "    return v",
        ]
    );
    // The course scores 1, 0 and -1, with ±2 for the infinities; a cut returns where it stops.
    let out = ok(&["steps", "--engine", "course-alphabeta", "XOOX....."]);
    assert!(out.contains("   1  Max-Value(XOOX....., α -2, β +2)\n"), "{out}");
    assert!(out.contains("v = +1 ≤ α = +1: cut, never tried"), "{out}");
    assert!(
        out.contains("  15        return +1 (an upper bound: at best for X, X wins)\n"),
        "{out}"
    );
    assert!(!out.contains("wins at once"), "{out}");
    assert!(out.ends_with("   8  return +1 (exact: X wins)\n"), "{out}");
}

#[test]
fn the_pseudocode_of_each_search_is_numbered_and_names_what_it_adds() {
    let minimax = ok(&["pseudocode", "--engine", "minimax"]);
    assert!(minimax.starts_with("  1  function Max-Value(s):"), "{minimax}");
    assert!(!minimax.contains('α'), "plain minimax has no window");
    let default = ok(&["pseudocode"]);
    assert!(
        default.contains("  7              if a wins at once for X or v ≥ β: break"),
        "{default}"
    );
    assert!(default.contains("Order(Actions(s))"), "{default}");
    assert!(ok(&["pseudocode", "--engine", "alphabeta-cells"]).contains("for a in Actions(s):"));
    let tt = ok(&["pseudocode", "--engine", "alphabeta-tt"]);
    assert!(tt.contains("else if T(s) decides (α, β): v = T(s).v"), "{tt}");
    assert!(tt.contains("eight rotations and reflections"), "{tt}");
    for (at, line) in default
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with("     "))
        .take(20)
    {
        assert!(
            line.starts_with(&format!("{:>3}  ", at + 1)) || line.trim_start().starts_with('▷'),
            "{line}"
        );
    }
}

#[test]
fn steps_and_pseudocode_reject_bad_input_with_one_error_line() {
    assert!(rejected(&["steps", "--engine", "table", "X........"]).contains("the table does not search"));
    assert!(rejected(&["steps", "--format", "dot", "X........"]).contains("unknown format 'dot' (use text or json)"));
    assert!(rejected(&["steps", "XX......."]).contains("X has 2 marks"));
    assert!(rejected(&["steps"]).contains("steps needs one BOARD"));
    assert!(rejected(&["pseudocode", "X........"]).contains("pseudocode takes only --engine E"));
    assert!(rejected(&["pseudocode", "--engine", "deep"]).contains("unknown engine 'deep'"));
}

#[test]
fn json_is_asked_for_with_json_as_with_format_json() {
    for command in ["steps", "tree"] {
        let by_format = ok(&[command, "--format", "json", "XO./.X./..."]);
        assert_eq!(ok(&[command, "--json", "XO./.X./..."]), by_format, "{command}");
        assert_eq!(
            ok(&[command, "--json", "--format=json", "XO./.X./..."]),
            by_format,
            "{command}"
        );
        assert_eq!(
            rejected(&[command, "--json", "--format", "text", "XO./.X./..."]),
            "error: --json and --format 'text' ask for two formats: give one"
        );
    }
}

#[test]
fn every_command_takes_lang_and_tells_its_mistakes_in_the_language_asked_for() {
    let every = [
        &["analyze", "X........"][..],
        &["best", "X........"],
        &["play", "X........", "1,1"],
        &["tree", "--depth", "0", "X........"],
        &["pseudocode"],
        &["steps", "XXOOO.X.."],
        &["ladder", "XXOOO.X.."],
        &["match", "--x", "easy", "--o", "hard", "--games", "3", "--seed", "1"],
        &["export-table", "-"],
    ];
    for args in every {
        for lang in ["en", "zh"] {
            let with: Vec<&str> = args.iter().copied().chain(["--lang", lang]).collect();
            let output = run_with(&with, b"");
            assert_eq!(output.status.code(), Some(0), "{with:?}");
        }
    }
    assert_eq!(
        rejected(&["analyze", "--frob", "X........", "--lang=zh"]),
        "error: analyze 没有选项 '--frob'（见 tictactoe --help）"
    );
    assert_eq!(
        rejected(&["analyze", "--lang", "fr", "X........"]),
        "error: --lang needs en or zh, got 'fr'"
    );
    // Without --lang, the system's language.
    let output = program()
        .env("LANG", "zh_CN.UTF-8")
        .args(["best", "--seed", "1", "X........"])
        .output()
        .unwrap();
    assert_eq!(
        one_error_line(&output.stderr),
        "error: --seed 需要与 --level 一起使用：引擎自己的着法从不变化"
    );
}
