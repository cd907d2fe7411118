//! The compiled-in table against the live searches, which never read it, on every reachable position.

use crate::support::{reachable, unfinished};
use tictactoe::board::{Board, Cells, Player};
use tictactoe::engines::Engine;
use tictactoe::search::{alphabeta, alphabeta_tt, minimax};
use tictactoe::{Outcome, table};

#[test]
fn plain_minimax_agrees_with_the_table_everywhere() {
    for board in reachable() {
        let entry = table::probe(board);
        let found = minimax(board);
        assert_eq!(found.found.outcome(), Some(entry.outcome), "value and plies of {board}");
        match found.choice {
            Some(cell) => assert!(
                entry.best.contains(cell),
                "minimax plays {cell} on {board}, not a best move"
            ),
            None => assert!(board.is_terminal() && entry.best.is_empty(), "{board}"),
        }
    }
}

#[test]
fn alphabeta_agrees_with_the_table_everywhere() {
    for board in reachable() {
        let entry = table::probe(board);
        let found = alphabeta(board);
        assert_eq!(found.found.outcome(), Some(entry.outcome), "value and plies of {board}");
        match found.choice {
            Some(cell) => assert!(
                entry.best.contains(cell),
                "alpha-beta plays {cell} on {board}, not a best move"
            ),
            None => assert!(board.is_terminal() && entry.best.is_empty(), "{board}"),
        }
        assert!(
            found.nodes <= minimax(board).nodes,
            "alpha-beta visits no more than minimax on {board}"
        );
    }
}

#[test]
fn alphabeta_with_a_transposition_table_agrees_with_the_table_everywhere() {
    for board in reachable() {
        let entry = table::probe(board);
        let found = alphabeta_tt(board);
        assert_eq!(found.found.outcome(), Some(entry.outcome), "value and plies of {board}");
        match found.choice {
            Some(cell) => assert!(
                entry.best.contains(cell),
                "alpha-beta with a transposition table plays {cell} on {board}, not a best move"
            ),
            None => assert!(board.is_terminal() && entry.best.is_empty(), "{board}"),
        }
    }
}

/// Better for `player`: a win over a draw over a loss; a sooner win, a later loss.
fn rank(outcome: Outcome, player: Player) -> (i8, i8) {
    let value = outcome.value() * player.sign();
    let speed = if value > 0 {
        -(outcome.plies as i8)
    } else {
        outcome.plies as i8
    };
    (value, speed)
}

#[test]
fn the_best_moves_are_every_move_a_search_finds_optimal() {
    for board in unfinished() {
        let player = board.to_move().unwrap();
        let children: Vec<_> = board
            .actions()
            .into_iter()
            .map(|cell| (cell, alphabeta(board.play(cell).unwrap()).found.outcome().unwrap()))
            .collect();
        let top = children.iter().map(|&(_, o)| rank(o, player)).max().unwrap();
        let best: Cells = children
            .iter()
            .filter(|&&(_, o)| rank(o, player) == top)
            .map(|&(c, _)| c)
            .collect();
        assert_eq!(table::probe(board).best, best, "best moves of {board}");
    }
}

#[test]
fn every_search_engine_agrees_on_every_unfinished_position() {
    // The table's own engine is left out: it would be the table checked against itself.
    let searches: Vec<Engine> = Engine::OFFERED.into_iter().filter(|&e| e != Engine::Table).collect();
    assert_eq!(searches.len(), Engine::OFFERED.len() - 1);
    for board in unfinished() {
        for &engine in &searches {
            let decision = engine.decide(board);
            assert!(decision.agrees, "{engine} on {board}: {decision:?}");
            assert!(decision.nodes >= 1);
            let cell = decision.choice.expect("an unfinished board has a move");
            assert!(board.play(cell).is_ok());
        }
    }
}

#[test]
fn alphabeta_from_the_empty_board_visits_2038_positions() {
    let found = alphabeta(Board::EMPTY);
    assert_eq!(found.nodes, 2_038);
    assert_eq!(found.found.outcome(), Some(Outcome { winner: None, plies: 9 }));
}
