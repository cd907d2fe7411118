//! The canonical counts, in the manner of a perft test: they fail if a rule, the walk over the game
//! or the plain search is off by one position.

use tictactoe::board::positions;
use tictactoe::board::{BOARD_NUMBERS, Board};
use tictactoe::search::minimax;
use tictactoe::table;

#[test]
fn reachable_positions_number_5478() {
    assert_eq!(positions::reachable().len(), 5_478);
}

#[test]
fn finished_positions_number_958_and_unfinished_4520() {
    let all = positions::reachable();
    assert_eq!(all.iter().filter(|b| b.is_terminal()).count(), 958);
    assert_eq!(positions::unfinished().len(), 4_520);
}

#[test]
fn plain_minimax_visits_the_whole_game_tree_from_the_empty_board() {
    assert_eq!(minimax(Board::EMPTY).nodes, 549_946);
}

#[test]
fn the_rules_accept_exactly_the_positions_the_game_reaches() {
    // Every one of the 3^9 ways to fill the cells, written as text: the ones parsing accepts must be
    // exactly the ones the walk over the game found.
    let mut walked: Vec<String> = positions::reachable().iter().map(Board::to_string).collect();
    walked.sort();
    let mut accepted = Vec::new();
    for mut number in 0..BOARD_NUMBERS {
        let text: String = (0..9)
            .map(|_| {
                let c = ['.', 'X', 'O'][number % 3];
                number /= 3;
                c
            })
            .collect();
        if let Ok(board) = text.parse::<Board>() {
            assert_eq!(board.to_string(), text);
            accepted.push(text);
        }
    }
    accepted.sort();
    assert_eq!(walked.len(), 5_478);
    assert_eq!(accepted, walked);
}

#[test]
fn the_table_holds_exactly_the_reachable_positions() {
    let mut in_table: Vec<Board> = table::entries().map(|(board, _)| board).collect();
    let mut walked = positions::reachable();
    in_table.sort_by_key(|b| b.number());
    walked.sort_by_key(|b| b.number());
    assert_eq!(walked.len(), 5_478);
    assert_eq!(in_table, walked);
}
