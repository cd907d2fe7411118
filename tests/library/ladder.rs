//! The enhancement ladder: every rung right on every position, each fewer nodes than the one below
//! from the empty board, and every rung's trace counting exactly its nodes.

use crate::support::{reachable, unfinished};
use tictactoe::board::Board;
use tictactoe::engines::{Engine, Rung, ladder};
use tictactoe::lang::Lang;
use tictactoe::probe;

#[test]
fn from_the_empty_board_each_rung_visits_fewer_positions_than_the_one_below() {
    let nodes: Vec<u64> = ladder(Board::EMPTY).iter().map(|step| step.nodes).collect();
    assert_eq!(nodes, [549_946, 19_598, 2_038, 903, 240]);
    for pair in nodes.windows(2) {
        assert!(pair[1] < pair[0], "{nodes:?}");
    }
}

#[test]
fn every_rung_agrees_with_the_table_on_every_reachable_position() {
    for board in reachable() {
        for step in ladder(board) {
            assert!(step.agrees, "{} on {board}: {step:?}", step.engine.name());
            assert_eq!(step.outcome, probe(board).outcome);
        }
    }
}

#[test]
fn every_rungs_trace_visits_exactly_its_nodes() {
    for text in [
        ".........",
        "X........",
        "....X....",
        "XO./.X./...",
        "X.O.X....",
        "XXXOO....",
    ] {
        let board: Board = text.parse().unwrap();
        for rung in Rung::ALL {
            let (found, trace) = rung.trace(board);
            assert_eq!(found, rung.search(board), "{} on {board}", rung.name());
            assert_eq!(trace.visited_in(0), found.nodes, "{} on {board}", rung.name());
            assert_eq!(trace.visit_order().count() as u64, found.nodes);
            // Only a transposition table answers from memory.
            let remembered = trace.nodes().iter().any(|n| n.searched().is_some_and(|s| s.remembered));
            let has_table = matches!(rung, Rung::AlphaBetaTTBoard | Rung::AlphaBetaTT);
            assert!(!remembered || has_table, "{} on {board}", rung.name());
        }
    }
}

#[test]
fn the_top_rung_is_the_alphabeta_tt_engine_and_the_rungs_have_distinct_names() {
    for board in unfinished().into_iter().step_by(97) {
        let step = ladder(board)[4];
        let decision = Engine::ALPHABETA_TT.decide(board);
        assert_eq!(
            (step.outcome, step.choice, step.nodes),
            (decision.outcome, decision.choice, decision.nodes)
        );
    }
    let mut names: Vec<&str> = Rung::ALL.iter().map(|rung| rung.name()).collect();
    names.sort();
    names.dedup();
    assert_eq!(names.len(), Rung::ALL.len());
    assert!(
        Rung::ALL
            .iter()
            .all(|rung| rung.idea(Lang::En).ends_with('.') && rung.idea(Lang::Zh).ends_with('。'))
    );
}
