//! One way of counting moves: the window's hint on each empty cell says what `analyze` says of that
//! move ("X wins in 2" is "X in 2" on the cell), counted from the position the move is played in, the
//! move included. The command-line tests hold `analyze` and check-cs50's report to the same count.

use tictactoe::moves;

use crate::*;

#[test]
fn every_hint_says_what_analyze_says_of_its_move() {
    // O to move, with a draw and wins in 2 against it; X to move, with wins in 5, draws and a loss in 6;
    // X to move, with wins in 1 and in 3.
    for board in ["XX./.O./...", "X../..O/...", "XXO/OX./O.."] {
        let board: Board = board.parse().unwrap();
        let game = Game::restore(Mode::TwoPlayers, board_moves(board), usize::MAX).unwrap();
        let harness = window_on(Session {
            hints: true,
            game: Some(game),
            ..Session::default()
        });
        for (cell, outcome) in moves(board) {
            // As `analyze` words it.
            let said = outcome.of_move().words(Lang::En);
            let hint = said.replace(" wins in ", " in ");
            harness.get_by_label(&format!("Cell {cell}: empty, {hint}"));
        }
    }
}

/// Moves that reach `board`, X's and O's in turn.
fn board_moves(board: Board) -> Vec<Move> {
    let marked = |player: Player| {
        Cell::ALL
            .into_iter()
            .filter(move |&cell| board.get(cell) == Some(player))
    };
    let (xs, os): (Vec<Cell>, Vec<Cell>) = (marked(Player::X).collect(), marked(Player::O).collect());
    let mut cells = Vec::new();
    for (at, x) in xs.iter().enumerate() {
        cells.push(*x);
        cells.extend(os.get(at));
    }
    cells
        .into_iter()
        .map(|cell| Move {
            cell,
            decision: None,
            picker: None,
        })
        .collect()
}
