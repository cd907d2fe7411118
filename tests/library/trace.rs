//! Search traces held against the table: every visited position's score, every bound on the right
//! side of the true score, every pruned move after the sibling that closed the window, and the
//! principal lines.

use crate::support::{reachable, true_score, unfinished};
use tictactoe::engines::Engine;
use tictactoe::search::{Bound, Cut, NodeId, Score, Trace, Visit};
use tictactoe::table::{self, principal_line};
use tictactoe::{Board, Player, probe};

#[test]
fn the_minimax_trace_of_the_empty_board_is_the_whole_game_tree_scored_as_the_table() {
    let (found, trace) = Engine::MINIMAX.trace(Board::EMPTY).unwrap();
    assert_eq!(found.nodes, 549_946);
    assert_eq!(trace.nodes().len(), 549_946, "no move is pruned");
    assert_eq!(trace.visited_in(0), 549_946);
    assert_eq!(trace.pruned_in(0), 0);
    for node in trace.nodes() {
        let searched = node.searched().expect("minimax searches everything");
        assert_eq!(searched.window, None);
        assert_eq!(searched.bound, Bound::Exact);
        assert_eq!(searched.score, true_score(node.board), "{}", node.board);
    }
    // Depth by depth, the counts of perft.
    let mut at_depth = [0u64; 10];
    for node in trace.nodes() {
        at_depth[node.depth as usize] += 1;
    }
    assert_eq!(
        at_depth,
        [1, 9, 72, 504, 3_024, 15_120, 54_720, 148_176, 200_448, 127_872]
    );
}

/// Checks one alpha-beta trace against the table; returns how many bounds and cuts it saw.
fn check_alphabeta(board: Board, nodes: u64, trace: &Trace) -> (usize, usize) {
    assert_eq!(
        trace.visited_in(0),
        nodes,
        "visited positions are the node count on {board}"
    );
    assert_eq!(trace.node(0).board, board);
    let (mut bounds, mut cuts) = (0, 0);
    for (id, node) in trace.nodes().iter().enumerate() {
        let id = id as NodeId;
        match &node.visit {
            Visit::Searched(searched) => {
                let (truth, score) = (true_score(node.board).get(), searched.score.get());
                match searched.bound {
                    Bound::Exact => assert_eq!(score, truth, "exact score of {} under {board}", node.board),
                    Bound::Lower => assert!(truth >= score, "lower bound {score} of {} ({truth})", node.board),
                    Bound::Upper => assert!(truth <= score, "upper bound {score} of {} ({truth})", node.board),
                }
                bounds += (searched.bound != Bound::Exact) as usize;
                if let Some(parent) = node.parent {
                    assert_eq!(trace.node(parent).board.play(node.cell.unwrap()), Ok(node.board));
                }
            }
            Visit::Pruned { by, reason } => {
                cuts += 1;
                let parent = node.parent.expect("the root is never pruned");
                let sibling = trace.node(*by);
                assert_eq!(sibling.parent, Some(parent), "the cut comes from a sibling");
                assert!(*by < id, "the sibling comes first");
                let parent = trace.node(parent);
                let (alpha, beta) = parent.searched().unwrap().window.expect("alpha-beta has windows");
                let s = sibling.searched().expect("the sibling was searched").score;
                let mover = parent.board.to_move().unwrap();
                // Winning with the very next move: nothing can be better.
                let won_at_once = s == Score::new(mover.sign() * (10 - parent.board.marks() as i8 - 1)).unwrap();
                let closed = match mover {
                    Player::X => s >= beta,
                    Player::O => s <= alpha,
                };
                let said = match (won_at_once, mover) {
                    (true, _) => Cut::WinsAtOnce,
                    (false, Player::X) => Cut::Beta,
                    (false, Player::O) => Cut::Alpha,
                };
                assert_eq!(*reason, said, "why {} was pruned at {}", node.board, parent.board);
                assert!(
                    closed || won_at_once,
                    "{} pruned at {} after {} scored {s:?} in [{alpha:?}, {beta:?}]",
                    node.board,
                    parent.board,
                    sibling.board
                );
            }
        }
    }
    (bounds, cuts)
}

#[test]
fn every_alphabeta_trace_agrees_with_the_table_on_every_unfinished_position() {
    let (mut bounds, mut cuts) = (0, 0);
    for board in unfinished() {
        let (found, trace) = Engine::ALPHABETA.trace(board).unwrap();
        assert_eq!(found, tictactoe::search::alphabeta(board), "tracing changes nothing");
        let (b, c) = check_alphabeta(board, found.nodes, &trace);
        bounds += b;
        cuts += c;
    }
    assert!(
        bounds > 0 && cuts > 0,
        "the checks above met bounds ({bounds}) and cuts ({cuts})"
    );
}

#[test]
fn the_alphabeta_trace_of_the_empty_board() {
    let (found, trace) = Engine::ALPHABETA.trace(Board::EMPTY).unwrap();
    assert_eq!(found.nodes, 2_038);
    assert_eq!(trace.visited_in(0), 2_038);
    assert_eq!(trace.visit_order().count(), 2_038);
    assert_eq!(trace.nodes().len() as u64, 2_038 + trace.pruned_in(0));
    // The root's moves in the order searched: the centre first.
    let first = trace.children(0).next().unwrap();
    assert_eq!(trace.node(first).cell.unwrap().to_string(), "1,1");
    let children: u64 = trace
        .children(0)
        .map(|child| trace.visited_in(child) + trace.pruned_in(child))
        .sum();
    assert_eq!(
        children + 1,
        trace.nodes().len() as u64,
        "the root's subtrees make up the rest"
    );
}

#[test]
fn every_principal_line_is_legal_plies_long_made_of_best_moves_and_ends_right() {
    for board in reachable() {
        let outcome = probe(board).outcome;
        let line = principal_line(board);
        assert_eq!(line.len(), outcome.plies as usize, "{board}");
        let mut now = board;
        for cell in line {
            assert!(table::probe(now).best.contains(cell), "{cell} is a best move on {now}");
            now = now.play(cell).unwrap();
        }
        assert!(now.is_terminal(), "{board} ends at {now}");
        assert_eq!(now.winner(), outcome.winner, "{board} ends at {now}");
    }
}
