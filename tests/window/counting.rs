//! One way of counting moves: the window's hints, `analyze`'s list of moves and check-cs50's report
//! say the same "wins in N" for the same move on the same board, counted from the position the move
//! is played in, the move included.

use std::process::Command;

use crate::*;

/// The program's output for `args`, in English.
fn program(args: &[&str]) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_tictactoe"))
        .args(args)
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .output()
        .expect("the program runs");
    String::from_utf8(output.stdout).expect("UTF-8")
}

#[test]
fn hints_analyze_and_check_cs50_count_a_move_the_same_way() {
    // check-cs50 on a minimax that keeps a win but not the fastest: the move it played, counted.
    let learner = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/cs50/unhurried_minimax.py");
    let report = program(&["check-cs50", "--json", "--strict", learner]);
    let at = report.find("\"name\":\"minimax\"").expect("minimax's report");
    let field = |name: &str| {
        let from = report[at..].find(&format!("\"{name}\":\"")).expect(name) + at + name.len() + 4;
        report[from..from + report[from..].find('"').unwrap()].to_string()
    };
    let (board, got) = (field("board"), field("got"));
    // "(0, 2): X wins in 2": the move, and how soon X wins after it, the move included.
    let (cell, count) = got.split_once(": ").expect("a move and its outcome");
    let cell = cell.trim_matches(['(', ')']).replace(", ", ",");
    let wins_in = count.rsplit(' ').next().unwrap();
    assert!(count.starts_with("X wins in "), "{got}");

    let analyzed = program(&["analyze", &board]);
    assert!(analyzed.contains(&format!("{cell} → {count}")), "{analyzed}");

    let moves: Vec<Move> = board_moves(&board);
    let game = Game::restore(Mode::TwoPlayers, moves, usize::MAX).unwrap();
    let harness = window_on(Session {
        hints: true,
        game: Some(game),
        ..Session::default()
    });
    harness.get_by_label(&format!("Cell {cell}: empty, X in {wins_in}"));
}

/// Moves that reach `board`, X's and O's in turn.
fn board_moves(board: &str) -> Vec<Move> {
    let marks: Vec<(usize, char)> = board.chars().enumerate().filter(|&(_, c)| c != '.').collect();
    let (xs, os): (Vec<_>, Vec<_>) = marks.into_iter().partition(|&(_, c)| c == 'X');
    let mut moves = Vec::new();
    for (at, x) in xs.iter().enumerate() {
        moves.push(x.0);
        if let Some(o) = os.get(at) {
            moves.push(o.0);
        }
    }
    moves
        .into_iter()
        .map(|place| Move {
            cell: Cell::at(place).unwrap(),
            decision: None,
            level: None,
        })
        .collect()
}
