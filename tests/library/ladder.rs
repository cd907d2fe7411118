//! The enhancement ladder: every rung right on every position, from the empty board each fewer nodes
//! than the one below but winning fastest, which costs nodes, and every search's trace counting
//! exactly its nodes.

use crate::support::{reachable, unfinished};
use tictactoe::board::Board;
use tictactoe::engines::{Engine, Rung, ladder};
use tictactoe::lang::Lang;
use tictactoe::probe;

#[test]
fn from_the_empty_board_each_rung_visits_fewer_positions_than_the_one_below_but_winning_fastest() {
    let nodes: Vec<u64> = ladder(Board::EMPTY).iter().map(|step| step.nodes).collect();
    assert_eq!(nodes, [549_946, 18_297, 19_598, 2_038, 903, 240]);
    for (at, pair) in nodes.windows(2).enumerate() {
        // Winning fastest, the third rung, costs nodes: the ladder says why.
        let costs = Rung::LADDER[at + 1] == Rung::AlphaBetaCells;
        assert_eq!(pair[1] > pair[0], costs, "{nodes:?}");
    }
    assert!(Rung::AlphaBetaCells.idea(Lang::En).contains("costs nodes"));
}

#[test]
fn every_rung_agrees_with_the_table_on_every_reachable_position() {
    for board in reachable() {
        for step in ladder(board) {
            let (rung, outcome) = (step.engine.rung().unwrap(), probe(board).outcome);
            assert!(step.agrees, "{} on {board}: {step:?}", rung.name());
            assert_eq!(step.found.value(), outcome.value(), "{} on {board}", rung.name());
            // The course's searches know how soon only a draw ends; the others always, and play fastest.
            match rung.is_course() {
                true => assert_eq!(step.found.plies.is_some(), outcome.winner.is_none()),
                false => assert_eq!((step.found.outcome(), step.fastest), (Some(outcome), true)),
            }
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
        let step = ladder(board)[5];
        let decision = Engine::ALPHABETA_TT.decide(board);
        assert_eq!(
            (step.found, step.choice, step.nodes),
            (decision.found, decision.choice, decision.nodes)
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
