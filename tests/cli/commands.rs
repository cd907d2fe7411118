//! The command line end to end: the built binary, its output, its exit status and its errors.

use std::path::{Path, PathBuf};
use std::process::{Output, Stdio};

use crate::support::{board, ok, rejected, text};
use serde_json::Value;
use tictactoe::board::positions;
use tictactoe::board::{Board, Cell};
use tictactoe::table;
use tictactoe::table::{ExportedTable, TableFileError};

/// Runs the binary with `args`, feeding `stdin` (empty if `None`).
fn run_with(args: &[&str], stdin: Option<&str>) -> Output {
    crate::support::run_with(args, stdin.unwrap_or("").as_bytes())
}

fn stdout(output: &Output) -> String {
    text(&output.stdout)
}

fn stderr(output: &Output) -> String {
    text(&output.stderr)
}

fn rejected_with(args: &[&str], stdin: Option<&str>) -> String {
    crate::support::rejected_with(args, stdin.unwrap_or("").as_bytes())
}

/// A fresh path in a folder of the test's own, not yet created.
fn temporary(name: &str) -> PathBuf {
    crate::support::scratch(name).join(name)
}

fn cell_json(cell: Cell) -> Value {
    serde_json::json!([cell.row(), cell.col()])
}

/// Parses one line of `analyze --json` and checks it against the rules and the table.
fn check_analysis(line: &str, expected: Board) -> Value {
    let v: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{line:?} is not JSON: {e}"));
    // The fields in the contract's order.
    let keys = [
        "board", "to_move", "winner", "terminal", "utility", "value", "plies", "best", "moves",
    ];
    let at: Vec<usize> = keys
        .iter()
        .map(|key| {
            line.find(&format!("\"{key}\":"))
                .unwrap_or_else(|| panic!("{key} in {line}"))
        })
        .collect();
    assert!(at.is_sorted(), "field order in {line}");
    assert_eq!(v["board"], expected.to_string(), "{line}");
    let player = |p: Option<tictactoe::board::Player>| p.map_or(Value::Null, |p| Value::from(p.to_string()));
    assert_eq!(v["to_move"], player(expected.to_move()), "{line}");
    assert_eq!(v["winner"], player(expected.winner()), "{line}");
    assert_eq!(v["terminal"], expected.is_terminal(), "{line}");
    assert_eq!(
        v["utility"],
        expected.utility().map_or(Value::Null, Value::from),
        "{line}"
    );
    // CS50 leaves to_move undefined on a finished board and utility on an unfinished one.
    assert_eq!(v["to_move"].is_null(), v["terminal"] == true, "{line}");
    assert_eq!(v["utility"].is_null(), v["terminal"] == false, "{line}");
    let entry = table::probe(expected);
    assert_eq!(v["value"], entry.outcome.value(), "{line}");
    assert_eq!(v["plies"], entry.outcome.plies, "{line}");
    let best: Vec<Value> = entry.best.into_iter().map(cell_json).collect();
    assert_eq!(v["best"], Value::Array(best), "{line}");
    let moves = v["moves"].as_array().expect("moves is a list");
    assert_eq!(moves.len(), expected.actions().len() as usize, "{line}");
    for (m, (cell, outcome)) in moves.iter().zip(table::moves(expected)) {
        assert_eq!(m["move"], cell_json(cell), "{line}");
        assert_eq!(m["value"], outcome.value(), "{line}");
        assert_eq!(m["plies"], outcome.plies, "{line}");
    }
    v
}

fn json_lines(out: &str) -> Vec<&str> {
    let lines: Vec<&str> = out.lines().collect();
    assert!(out.ends_with('\n') || out.is_empty(), "{out:?}");
    lines
}

// ---- analyze ----

#[test]
fn analyze_prints_the_verdict_for_people() {
    // X O . / . X . / . . .: O must block at (2,2); X then forks at (2,0) (column 0 and the
    // anti-diagonal) and wins on its second move: O, X, O, X = 4 moves.
    let out = ok(&["analyze", "XO..X...."]);
    assert!(out.contains("XO..X...."), "{out}");
    assert!(out.contains("O to move"), "{out}");
    assert!(out.contains("X wins in 4"), "{out}");
    assert!(out.contains("2,2"), "{out}");

    // X . O / . X . / . . .: O blocks at (2,2) and then threatens column 2 itself; X blocks at (1,2),
    // O blocks row 1 at (1,0), and nobody gets a line.
    // Each move's outcome counts that move: a move after which X wins with its next is "X wins in 2".
    let out = ok(&["analyze", "X.O.X...."]);
    assert!(out.contains("draw"), "{out}");
    assert!(out.contains("0,1 → X wins in 2"), "{out}");

    let out = ok(&["analyze", "........."]);
    assert!(out.contains("draw"), "{out}");
    assert!(out.contains("X to move"), "{out}");

    let out = ok(&["analyze", "XXXOO...."]);
    assert!(out.contains("X wins"), "{out}");
    assert!(out.contains("game over"), "{out}");

    let out = ok(&["analyze", "XOXXOOOXX"]);
    assert!(out.contains("game over: draw"), "{out}");

    // Several boards, in order.
    let out = ok(&["analyze", "XX.OO....", "OO.XX.X.."]);
    let (first, second) = (out.find("XX.OO....").unwrap(), out.find("OO.XX.X..").unwrap());
    assert!(first < second, "{out}");
    assert!(out.contains("X wins in 1"), "{out}");
    assert!(out.contains("O wins in 1"), "{out}");
}

#[test]
fn analyze_json_for_hand_checked_boards() {
    // The empty board: every first move draws, and a draw fills the board.
    let out = ok(&["analyze", "--json", "........."]);
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 1);
    let v = check_analysis(lines[0], Board::EMPTY);
    assert_eq!(v["board"], ".........");
    assert_eq!(v["to_move"], "X");
    assert_eq!(v["winner"], Value::Null);
    assert_eq!(v["terminal"], false);
    assert_eq!(v["utility"], Value::Null);
    assert_eq!(v["value"], 0);
    assert_eq!(v["plies"], 9);
    assert_eq!(v["best"].as_array().unwrap().len(), 9);
    assert_eq!(v["moves"].as_array().unwrap().len(), 9);
    for m in v["moves"].as_array().unwrap() {
        assert_eq!(m["value"], 0, "{m}");
        assert_eq!(m["plies"], 8, "{m}");
    }
    assert!(v.get("search").is_none(), "{v}");

    // X O . / . X . / . . . read with slashes and lower case (worked out in the text test above).
    let out = ok(&["analyze", "--json", "xo./.x./..."]);
    let v = check_analysis(out.trim_end(), board("XO..X...."));
    assert_eq!(v["board"], "XO..X....");
    assert_eq!(v["to_move"], "O");
    assert_eq!(v["value"], 1);
    assert_eq!(v["plies"], 4);
    assert_eq!(v["best"], serde_json::json!([[2, 2]]));
    let moves = v["moves"].as_array().unwrap();
    assert_eq!(moves.len(), 6);
    // O anywhere but (2,2) leaves X the diagonal at once.
    assert_eq!(moves[0], serde_json::json!({"move": [0, 2], "value": 1, "plies": 1}));
    // O at (2,2) blocks; X forks, O blocks one threat, X wins: 3 more moves.
    assert_eq!(moves[5], serde_json::json!({"move": [2, 2], "value": 1, "plies": 3}));

    // X . O / . X . / . . .: a draw (see the text test); a draw fills the 6 empty cells.
    let out = ok(&["analyze", "--json", "X-O/-X-/---"]);
    let v = check_analysis(out.trim_end(), board("X.O.X...."));
    assert_eq!(v["value"], 0);
    assert_eq!(v["plies"], 6);
    assert_eq!(v["best"], serde_json::json!([[2, 2]]));
    let moves = v["moves"].as_array().unwrap();
    assert_eq!(moves[0], serde_json::json!({"move": [0, 1], "value": 1, "plies": 1}));
    assert_eq!(moves[5], serde_json::json!({"move": [2, 2], "value": 0, "plies": 5}));

    // Finished boards: X won, O won, a tie.
    let out = ok(&["analyze", "--json", "XXXOO....", "OOOXX.X..", "XOXXOOOXX"]);
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 3);
    let expected = [("XXXOO....", "X", 1), ("OOOXX.X..", "O", -1)];
    for (line, (text, winner, value)) in lines.iter().zip(expected) {
        let v = check_analysis(line, board(text));
        assert_eq!(v["to_move"], Value::Null);
        assert_eq!(v["winner"], winner);
        assert_eq!(v["terminal"], true);
        assert_eq!(v["utility"], value);
        assert_eq!(v["value"], value);
        assert_eq!(v["plies"], 0);
        assert_eq!(v["best"], serde_json::json!([]));
        assert_eq!(v["moves"], serde_json::json!([]));
    }
    let v = check_analysis(lines[2], board("XOXXOOOXX"));
    assert_eq!(v["to_move"], Value::Null);
    assert_eq!(v["winner"], Value::Null);
    assert_eq!(v["terminal"], true);
    assert_eq!(v["utility"], 0);
    assert_eq!(v["value"], 0);
    assert_eq!(v["plies"], 0);
    assert_eq!(v["moves"], serde_json::json!([]));

    // O to move can win at once at (1,2).
    let out = ok(&["analyze", "--json", "--engine", "table", "XX.OO.X.."]);
    let v = check_analysis(out.trim_end(), board("XX.OO.X.."));
    assert_eq!(v["to_move"], "O");
    assert_eq!(v["value"], -1);
    assert_eq!(v["plies"], 1);
    assert_eq!(v["best"], serde_json::json!([[1, 2]]));
    assert!(v.get("search").is_none(), "{v}");
}

#[test]
fn analyze_json_with_a_live_search() {
    let boards = ["XX.OO.X..", "X.O.X....", "XXXOO....", "XOXXOOOXX"];
    for engine_args in [
        &["--engine", "minimax"][..],
        &["--engine", "alphabeta"][..],
        &["--engine=alphabeta"][..],
        &["--engine=minimax"][..],
        &["--engine", "alphabeta-tt"][..],
    ] {
        let mut args = vec!["analyze", "--json"];
        args.extend_from_slice(engine_args);
        args.extend_from_slice(&boards);
        let out = ok(&args);
        let lines = json_lines(&out);
        assert_eq!(lines.len(), boards.len(), "{args:?}");
        let name = engine_args.last().unwrap().trim_start_matches("--engine=");
        for (line, text) in lines.iter().zip(boards) {
            let b = board(text);
            let v = check_analysis(line, b);
            let search = &v["search"];
            assert!(search.is_object(), "{args:?}: {line}");
            assert_eq!(search["engine"], name, "{line}");
            assert_eq!(search["agrees"], true, "{line}");
            assert!(search["nodes"].as_u64().unwrap() > 0, "{line}");
            assert!(search["micros"].is_u64(), "{line}");
            assert_eq!(search["value"], v["value"], "{line}");
            assert_eq!(search["plies"], v["plies"], "{line}");
            if b.is_terminal() {
                assert_eq!(search["choice"], Value::Null, "{line}");
                assert_eq!(search["nodes"], 1, "{line}");
            } else {
                let best = v["best"].as_array().unwrap();
                assert!(best.contains(&search["choice"]), "{line}");
            }
        }
    }
    // Plain minimax from the empty board visits the whole game tree.
    let out = ok(&["analyze", "--json", "--engine", "minimax", "........."]);
    let v = check_analysis(out.trim_end(), Board::EMPTY);
    assert_eq!(v["search"]["nodes"], 549_946);
    assert_eq!(v["search"]["agrees"], true);
    // The engine is named in the text output too.
    let out = ok(&["analyze", "--engine", "alphabeta", "X.O.X...."]);
    assert!(out.contains("alphabeta"), "{out}");
    assert!(out.contains("agrees with the table"), "{out}");
}

#[test]
fn analyze_reads_boards_from_stdin() {
    let output = run_with(
        &["analyze", "--json", "-"],
        Some("X.O.X....\n\n  xx.oo....  \nXOXXOOOXX\n"),
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stderr(&output), "");
    let out = stdout(&output);
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 3, "a blank line is skipped: {out}");
    check_analysis(lines[0], board("X.O.X...."));
    check_analysis(lines[1], board("XX.OO...."));
    check_analysis(lines[2], board("XOXXOOOXX"));

    // Boards named on the command line and from stdin, in order.
    let output = run_with(
        &["analyze", "--json", ".........", "-", "XXXOO...."],
        Some("X........\n"),
    );
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let out = stdout(&output);
    let boards: Vec<Value> = json_lines(&out)
        .iter()
        .map(|l| serde_json::from_str::<Value>(l).unwrap()["board"].clone())
        .collect();
    assert_eq!(boards, [".........", "X........", "XXXOO...."]);
}

#[test]
fn a_rejected_stdin_line_is_reported_and_the_good_ones_still_printed() {
    let output = run_with(
        &["analyze", "--json", "-"],
        Some("X.O.X....\nO........\n.........\nZZZ\n"),
    );
    assert_eq!(output.status.code(), Some(2));
    let (out, err) = (stdout(&output), stderr(&output));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 2, "{out}");
    check_analysis(lines[0], board("X.O.X...."));
    check_analysis(lines[1], Board::EMPTY);
    assert!(!err.contains("panicked"), "{err}");
    let errors: Vec<&str> = err.lines().collect();
    assert_eq!(errors.len(), 2, "{err}");
    assert!(errors[0].starts_with("error: line 2: "), "{err}");
    assert!(errors[0].contains("O........"), "{err}");
    assert!(errors[1].starts_with("error: line 4: "), "{err}");
    assert!(errors[1].contains("ZZZ"), "{err}");
    assert!(errors[1].contains("'Z'"), "{err}");
}

#[test]
fn every_reachable_board_through_a_pipe() {
    let all = positions::reachable();
    assert_eq!(all.len(), 5_478);
    let input: String = all.iter().map(|b| format!("{b}\n")).collect();
    let output = run_with(&["analyze", "--json", "-"], Some(&input));
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stderr(&output), "");
    let out = stdout(&output);
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 5_478);
    for (line, &b) in lines.iter().zip(&all) {
        check_analysis(line, b);
    }
}

// ---- best, play ----

#[test]
fn best_prints_the_move_or_none() {
    for engine in ["table", "minimax", "alphabeta", "alphabeta-tt"] {
        // A win at once for X at (0,2).
        assert_eq!(ok(&["best", "--engine", engine, "XX.OO...."]), "0,2\n", "{engine}");
        // A win at once for O at (1,2).
        assert_eq!(ok(&["best", "--engine", engine, "XX.OO.X.."]), "1,2\n", "{engine}");
        // O's only move that does not lose at once.
        assert_eq!(ok(&["best", "--engine", engine, "X.O.X...."]), "2,2\n", "{engine}");
        // Finished boards.
        assert_eq!(ok(&["best", "--engine", engine, "XXXOO...."]), "none\n", "{engine}");
        assert_eq!(ok(&["best", "--engine", engine, "XOXXOOOXX"]), "none\n", "{engine}");
        // From the empty board every move draws: any cell on the board.
        let out = ok(&["best", &format!("--engine={engine}"), "........."]);
        // A move parses only if it is a cell of the board.
        let parsed: Result<Cell, _> = out.trim_end().parse();
        assert!(parsed.is_ok(), "{out}");
    }
    assert_eq!(ok(&["best", "XX.OO...."]), "0,2\n");
}

#[test]
fn play_prints_the_board_after_the_move() {
    assert_eq!(ok(&["play", ".........", "1,1"]), "....X....\n");
    assert_eq!(ok(&["play", "....X....", "0,0"]), "O...X....\n");
    assert_eq!(ok(&["play", "x.o/.x./...", "2,2"]), "X.O.X...O\n");
    assert_eq!(ok(&["play", "XX.OO....", " 0 , 2 "]), "XXXOO....\n");
    assert_eq!(ok(&["play", "XOXXOOOX.", "2,2"]), "XOXXOOOXX\n");
}

// ---- export-table ----

#[test]
fn export_table_writes_the_whole_table() {
    let dir = temporary("export");
    std::fs::create_dir(&dir).unwrap();
    let path = dir.join("table.bin");
    let out = ok(&["export-table", path.to_str().unwrap()]);
    assert!(out.contains("5478 positions"), "{out}");
    assert_eq!(out.lines().count(), 1, "{out}");
    let bytes = std::fs::read(&path).unwrap();
    let exported = ExportedTable::decode(&bytes).expect("the file decodes");
    assert_eq!(exported.positions.len(), 5_478);
    let expected: Vec<_> = table::entries().collect();
    assert_eq!(expected.len(), 5_478);
    for (position, (board, entry)) in exported.positions.iter().zip(&expected) {
        assert_eq!(position.board, board.to_string());
        assert_eq!(position.value, entry.outcome.value(), "{board}");
        assert_eq!(position.plies, entry.outcome.plies, "{board}");
        let best: Vec<(u8, u8)> = entry.best.into_iter().map(|c| (c.row() as u8, c.col() as u8)).collect();
        assert_eq!(position.best, best, "{board}");
    }
    // Nothing else was left beside it.
    let names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["table.bin"]);
    // A foreign file is not taken for a table.
    assert!(matches!(
        ExportedTable::decode(b"not a table"),
        Err(TableFileError::NotATable(_))
    ));
    assert!(matches!(
        ExportedTable::decode(&bytes[..bytes.len() - 1]),
        Err(TableFileError::NotATable(_))
    ));
    let mut longer = bytes.clone();
    longer.push(0);
    let error = ExportedTable::decode(&longer).unwrap_err();
    assert!(matches!(error, TableFileError::TrailingBytes(1)));
    assert_eq!(error.to_string(), "the table file has 1 byte after its end");
    let mut other = ExportedTable::decode(&bytes).unwrap();
    other.version = 7;
    let error = ExportedTable::decode(&other.encode()).unwrap_err();
    assert!(matches!(error, TableFileError::OtherVersion { version: 7, .. }));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn export_table_into_a_missing_directory_fails_and_creates_nothing() {
    let dir = temporary("missing");
    let path = dir.join("table.bin");
    let err = rejected(&["export-table", path.to_str().unwrap()]);
    assert!(err.contains("table.bin"), "{err}");
    assert!(!dir.exists(), "{} was created", dir.display());
    assert!(!Path::new(&format!("{}.partial", path.display())).exists());
}

// ---- help, version ----

#[test]
fn help_and_version() {
    for args in [&["--help"][..], &["-h"], &["help"]] {
        let out = ok(args);
        assert!(out.contains("Usage"), "{args:?}: {out}");
        assert!(out.contains("analyze"), "{args:?}");
        assert!(out.contains("export-table"), "{args:?}");
    }
    // A command's --help is that command's own, each option explained.
    let out = ok(&["analyze", "--help"]);
    assert!(
        out.starts_with("tictactoe analyze [--json] [--engine E] BOARD...\n"),
        "{out}"
    );
    assert!(out.contains("\nOptions:\n") && out.contains("  --engine E "), "{out}");
    assert!(!out.contains("export-table"), "{out}");
    let out = ok(&["--version"]);
    assert_eq!(out, format!("tictactoe {}\n", env!("CARGO_PKG_VERSION")));
}

// ---- bad input ----

#[test]
fn unknown_commands_and_options_are_rejected() {
    let err = rejected(&["frobnicate"]);
    assert!(err.contains("frobnicate"), "{err}");
    let err = rejected(&["--frobnicate"]);
    assert!(err.contains("--frobnicate"), "{err}");
    let err = rejected(&["analyze", "--frobnicate", "........."]);
    assert!(err.contains("--frobnicate"), "{err}");
    let err = rejected(&["play", "--json", ".........", "1,1"]);
    assert!(err.contains("--json"), "{err}");
    let err = rejected(&["best", "--json", "........."]);
    assert!(err.contains("--json"), "{err}");
    rejected(&["--version", "extra"]);
}

#[test]
fn a_bad_engine_is_rejected() {
    let err = rejected(&["analyze", "--engine", "deepblue", "........."]);
    assert!(err.contains("deepblue"), "{err}");
    let err = rejected(&["best", "--engine=deepblue", "........."]);
    assert!(err.contains("deepblue"), "{err}");
    rejected(&["analyze", "--engine=", "........."]);
    let err = rejected(&["analyze", ".........", "--engine"]);
    assert!(err.contains("--engine"), "{err}");
    let err = rejected(&["best", ".........", "--engine"]);
    assert!(err.contains("--engine"), "{err}");
}

#[test]
fn bad_boards_are_rejected_with_the_reason() {
    let err = rejected(&["analyze", "X.O"]);
    assert!(err.contains("X.O"), "{err}");
    assert!(err.contains("9 cells"), "{err}");
    let err = rejected(&["analyze", "X.O.Z...."]);
    assert!(err.contains("'Z'"), "{err}");
    let err = rejected(&["analyze", "X/.O....../"]);
    assert!(err.contains("'/'"), "{err}");
    let err = rejected(&["analyze", "O........"]);
    assert!(err.contains("X has 0 marks and O has 1"), "{err}");
    let err = rejected(&["analyze", "XXXOOO..."]);
    assert!(err.contains("both X and O"), "{err}");
    let err = rejected(&["analyze", "XXXOO.O.."]);
    assert!(err.contains("O moved after X had won"), "{err}");
    rejected(&["best", "OOOXX.XX."]);
    rejected(&["play", "XX.......", "2,2"]);
    // A good board before a bad one: nothing is printed for either.
    rejected(&["analyze", "--json", ".........", "O........"]);
}

#[test]
fn missing_or_extra_arguments_are_rejected() {
    let err = rejected(&["analyze"]);
    assert!(err.contains("BOARD"), "{err}");
    rejected(&["analyze", "--json"]);
    rejected(&["analyze", "--engine", "minimax"]);
    let err = rejected(&["best", ".........", "........."]);
    assert!(err.contains("2 arguments"), "{err}");
    rejected(&["best"]);
    rejected(&["play", "........."]);
    rejected(&["play", ".........", "1,1", "2,2"]);
    let err = rejected(&["export-table"]);
    assert!(err.contains("FILE"), "{err}");
    let dir = temporary("two-files");
    let (a, b) = (dir.join("a.bin"), dir.join("b.bin"));
    rejected(&["export-table", a.to_str().unwrap(), b.to_str().unwrap()]);
    assert!(!dir.exists());
}

#[test]
fn illegal_moves_are_rejected_with_the_reason() {
    let err = rejected(&["play", "X........", "0,0"]);
    assert!(err.contains("taken by X"), "{err}");
    let err = rejected(&["play", "X...O....", "1,1"]);
    assert!(err.contains("taken by O"), "{err}");
    let err = rejected(&["play", ".........", "3,0"]);
    assert!(err.contains("off the board"), "{err}");
    let err = rejected(&["play", ".........", "0,7"]);
    assert!(err.contains("off the board"), "{err}");
    let err = rejected(&["play", "XXXOO....", "2,2"]);
    assert!(err.contains("game is over"), "{err}");
    for text in ["a,b", "1", "1,2,3", "", "-1,0"] {
        let err = rejected(&["play", ".........", text]);
        assert!(err.contains("R,C"), "{text:?}: {err}");
    }
}

#[test]
fn a_rejected_stdin_board_alone_prints_nothing_on_stdout() {
    let err = rejected_with(&["analyze", "-"], Some("XXXXXXXXX\n"));
    assert!(err.starts_with("error: line 1: "), "{err}");
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_rejected() {
    use std::os::unix::ffi::OsStrExt;
    let output = crate::support::program()
        .args([
            std::ffi::OsStr::new("analyze"),
            std::ffi::OsStr::from_bytes(b"X.O\xff.X..."),
        ])
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    assert!(output.stdout.is_empty());
    let err = stderr(&output);
    assert!(err.starts_with("error: ") && err.lines().count() == 1, "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn a_stdin_line_that_is_not_utf8_is_rejected_and_reading_goes_on() {
    let output = crate::support::run_with(&["analyze", "--json", "-"], b"X\xff.......\r\nX........\n");
    assert_eq!(output.status.code(), Some(2));
    let err = stderr(&output);
    assert!(err.starts_with("error: line 1: board 'X\u{fffd}.......'"), "{err}");
    let out = stdout(&output);
    assert_eq!(json_lines(&out).len(), 1);
    check_analysis(json_lines(&out)[0], board("X........"));
}

#[test]
fn a_finished_game_is_named_before_a_taken_cell_and_moves_are_plain_numbers() {
    assert!(rejected(&["play", "XXXOO....", "0,0"]).ends_with("the game is over"));
    assert!(rejected(&["play", "X........", "+1,2"]).contains("is not written as R,C"));
    assert_eq!(ok(&["play", "X........", " 1 , 2 "]).trim(), "X....O...");
}

#[test]
fn help_is_a_command_only_in_first_place() {
    assert!(ok(&["help"]).contains("Usage:"));
    let path = temporary("help");
    std::fs::create_dir_all(&path).unwrap();
    let file = path.join("help");
    let out = ok(&["export-table", file.to_str().unwrap()]);
    assert!(out.starts_with("5478 positions written to"), "{out}");
    assert!(file.is_file());
    std::fs::remove_dir_all(&path).unwrap();
}
