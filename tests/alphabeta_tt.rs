//! Alpha-beta with a transposition table keyed by the symmetry class: what it remembers must be true,
//! what it answers from memory must be allowed, and it must stay within its budget.

use tictactoe::alphabeta_tt::{Key, alphabeta_tt, alphabeta_tt_observed};
use tictactoe::board::Board;
use tictactoe::outcome::Outcome;
use tictactoe::search::{Bound, Score, alphabeta};
use tictactoe::trace::{Searched, Trace};
use tictactoe::{Engine, positions, probe};

/// The true score of a position, from the table: what an exact search returns.
fn true_score(board: Board) -> Score {
    let Outcome { winner, plies } = probe(board).outcome;
    let end = board.marks() as i8 + plies as i8;
    let value = winner.map_or(0, |player| player.sign() * (10 - end));
    Score::new(value).expect("a score")
}

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
    assert_eq!(found.outcome, Outcome { winner: None, plies: 9 });
    assert!(probe(Board::EMPTY).best.contains(found.choice.unwrap()));
}

#[test]
fn every_score_and_bound_it_returns_is_true_and_every_answer_from_memory_decides_its_window() {
    let mut answered = 0;
    for root in positions::reachable() {
        for key in [Key::Board, Key::Symmetry] {
            let (_, trace) = Trace::record(|tracer| alphabeta_tt_observed(root, key, tracer));
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
    for board in positions::unfinished() {
        with_table += alphabeta_tt(board).nodes;
        without += alphabeta(board).nodes;
    }
    assert_eq!((with_table, without), (62_499, 80_220));
}

#[test]
fn its_trace_counts_its_nodes_and_marks_the_answers_from_memory() {
    for board in [".........", "X........", "....X....", "XO./.X./...", "XXXOO...."] {
        let board: Board = board.parse().unwrap();
        let (found, trace) = Engine::AlphaBetaTT.trace(board).unwrap();
        assert_eq!(found, alphabeta_tt(board), "{board}");
        assert_eq!(trace.visited_in(0), found.nodes, "{board}");
    }
    let (_, trace) = Engine::AlphaBetaTT.trace(Board::EMPTY).unwrap();
    let remembered = searched(&trace).filter(|(_, found)| found.remembered).count();
    assert_eq!(remembered, 59);
}
