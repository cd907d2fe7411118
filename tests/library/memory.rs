//! Alpha-beta with a transposition table keyed by the board or by the symmetry class: what it
//! remembers must be true, what it answers from memory must be allowed, a move remembered through a
//! symmetry must come back as a move of the board asked about, and it must stay within its budget.

use crate::support::{reachable, true_score, unfinished};
use tictactoe::board::{Board, Symmetry};
use tictactoe::engines::{Engine, Rung};
use tictactoe::search::{
    Bound, Key, MoveOrder, Quiet, Scoring, Searched, Trace, TranspositionTable, alphabeta, alphabeta_search,
    alphabeta_tt,
};
use tictactoe::{Outcome, probe};

/// Every position the search visited, with what it returned.
fn searched(trace: &Trace) -> impl Iterator<Item = (Board, &Searched)> {
    trace
        .nodes()
        .iter()
        .filter_map(|node| node.searched().map(|found| (node.board, found)))
}

#[test]
fn from_the_empty_board_it_visits_240_positions_within_the_budget_of_300() {
    let found = alphabeta_tt(Board::EMPTY);
    assert_eq!(found.nodes, 240);
    assert!(found.nodes <= 300);
    assert_eq!(found.found.outcome(), Some(Outcome { winner: None, plies: 9 }));
    assert!(probe(Board::EMPTY).best.contains(found.choice.unwrap()));
}

#[test]
fn every_score_and_bound_it_returns_is_true_and_every_answer_from_memory_decides_its_window() {
    let mut answered = 0;
    for root in reachable() {
        for rung in [Rung::AlphaBetaTTBoard, Rung::AlphaBetaTT] {
            let (_, trace) = rung.trace(root);
            for (board, found) in searched(&trace) {
                let truth = true_score(board);
                let holds = match found.bound {
                    Bound::Exact => truth == found.score,
                    Bound::Lower => truth >= found.score,
                    Bound::Upper => truth <= found.score,
                };
                assert!(holds, "{board} under {root}: {found:?}, truly {}", truth.get());
                if found.remembered {
                    answered += 1;
                    let (alpha, beta) = found.window.expect("alpha-beta searches with a window");
                    let decides = match found.bound {
                        Bound::Exact => true,
                        Bound::Lower => found.score >= beta,
                        Bound::Upper => found.score <= alpha,
                    };
                    assert!(decides, "{board} under {root}: {found:?} answered from memory");
                }
            }
        }
    }
    assert!(answered > 0, "the table answered somewhere");
}

#[test]
fn the_table_saves_nodes_over_plain_alpha_beta() {
    let (mut with_table, mut without) = (0, 0);
    for board in unfinished() {
        with_table += alphabeta_tt(board).nodes;
        without += alphabeta(board).nodes;
    }
    assert_eq!((with_table, without), (62_499, 80_220));
}

#[test]
fn its_trace_counts_its_nodes_and_marks_the_answers_from_memory() {
    for board in [".........", "X........", "....X....", "XO./.X./...", "XXXOO...."] {
        let board: Board = board.parse().unwrap();
        let (found, trace) = Engine::ALPHABETA_TT.trace(board).unwrap();
        assert_eq!(found, alphabeta_tt(board), "{board}");
        assert_eq!(trace.visited_in(0), found.nodes, "{board}");
    }
    let (_, trace) = Engine::ALPHABETA_TT.trace(Board::EMPTY).unwrap();
    let remembered = searched(&trace).filter(|(_, found)| found.remembered).count();
    assert_eq!(remembered, 59);
}

#[test]
fn a_root_answered_through_a_symmetric_position_still_plays_a_best_move_of_its_own_board() {
    // A table already holding an image of the root answers the root itself at once; the move it
    // remembered is in the image's cells, and must come back as a best move of this board.
    let mut answered = 0;
    for board in unfinished() {
        for symmetry in Symmetry::ALL {
            let mut table = TranspositionTable::new(Key::Symmetry);
            let fastest = Scoring::Fastest;
            alphabeta_search(
                symmetry.apply(board),
                fastest,
                MoveOrder::WinsFirst,
                &mut table,
                &mut Quiet,
            );
            let found = alphabeta_search(board, fastest, MoveOrder::WinsFirst, &mut table, &mut Quiet);
            assert_eq!(found.nodes, 1, "the table answered {board}");
            let entry = probe(board);
            assert_eq!(found.found.outcome(), Some(entry.outcome), "{board}");
            let choice = found.choice.expect("an unfinished board has a move");
            assert!(
                entry.best.contains(choice),
                "{choice} on {board} through the {symmetry}"
            );
            answered += 1;
        }
    }
    assert_eq!(answered, 4_520 * 8);
}
