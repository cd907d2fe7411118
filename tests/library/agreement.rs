//! "Agrees with the table" must be able to come out false: a wrong value, wrong plies, a move
//! outside the best set, a move on a finished board; and a verification that meets such an answer
//! must report it and not pass.

use crate::support::board;
use std::time::Duration;

use tictactoe::engines::agrees_with_table;
use tictactoe::engines::{Decision, Engine};
use tictactoe::engines::{SEARCHES, Verification};
use tictactoe::{Board, Cell, Outcome, Player, probe};

/// XO./.X./... with O to move: X wins in 4, and O's only best move is 2,2.
fn position() -> Board {
    board("XO./.X./...")
}

#[test]
fn the_tables_own_answer_agrees() {
    let entry = probe(position());
    assert_eq!(
        entry.outcome,
        Outcome {
            winner: Some(Player::X),
            plies: 4
        }
    );
    assert!(agrees_with_table(
        position(),
        entry.outcome.into(),
        Some(Cell::new(2, 2))
    ));
    let finished = board("XXX/OO./...");
    assert!(agrees_with_table(finished, probe(finished).outcome.into(), None));
}

#[test]
fn a_wrong_value_disagrees() {
    let draw = Outcome { winner: None, plies: 4 };
    let o_wins = Outcome {
        winner: Some(Player::O),
        plies: 4,
    };
    for outcome in [draw, o_wins] {
        assert!(
            !agrees_with_table(position(), outcome.into(), Some(Cell::new(2, 2))),
            "{outcome}"
        );
    }
}

#[test]
fn wrong_plies_disagree() {
    for plies in [0, 2, 3, 5, 7] {
        let outcome = Outcome {
            winner: Some(Player::X),
            plies,
        };
        assert!(
            !agrees_with_table(position(), outcome.into(), Some(Cell::new(2, 2))),
            "{plies}"
        );
    }
}

#[test]
fn a_move_outside_the_best_set_disagrees() {
    let entry = probe(position());
    let others: Vec<Cell> = position()
        .actions()
        .into_iter()
        .filter(|&c| !entry.best.contains(c))
        .collect();
    assert_eq!(others.len(), 5);
    for cell in others {
        assert!(
            !agrees_with_table(position(), entry.outcome.into(), Some(cell)),
            "{cell}"
        );
    }
    // A taken cell is no best move either.
    assert!(!agrees_with_table(
        position(),
        entry.outcome.into(),
        Some(Cell::new(0, 0))
    ));
}

#[test]
fn a_move_on_a_finished_board_and_no_move_on_an_unfinished_one_disagree() {
    let finished = board("XXX/OO./...");
    let outcome = probe(finished).outcome;
    assert!(!agrees_with_table(finished, outcome.into(), Some(Cell::new(2, 2))));
    assert!(!agrees_with_table(position(), probe(position()).outcome.into(), None));
}

fn decision(engine: Engine, outcome: Outcome, choice: Option<Cell>) -> Decision {
    Decision::new(engine, position(), outcome.into(), choice, 10, Duration::from_micros(1))
}

#[test]
fn a_verification_reports_a_disagreement_and_does_not_pass() {
    let right = probe(position()).outcome;
    let mut report = Verification {
        total: 1,
        ..Verification::default()
    };
    for search in SEARCHES {
        report.count(decision(search, right, Some(Cell::new(2, 2))));
    }
    assert!(report.passed(), "{report:?}");

    let mut report = Verification {
        total: 1,
        ..Verification::default()
    };
    let wrong = decision(SEARCHES[1], right, Some(Cell::new(2, 0)));
    report.count(decision(SEARCHES[0], right, Some(Cell::new(2, 2))));
    report.count(wrong);
    assert!(!report.passed());
    assert_eq!(report.disagreements, [wrong]);
    assert_eq!((report.checks[1].checked, report.checks[1].agreed), (1, 0));
    assert_eq!((report.checks[0].checked, report.checks[0].agreed), (1, 1));
}

#[test]
fn a_verification_with_a_search_missing_does_not_pass() {
    let right = probe(position()).outcome;
    let mut report = Verification {
        total: 1,
        ..Verification::default()
    };
    report.count(decision(SEARCHES[0], right, Some(Cell::new(2, 2))));
    assert!(!report.passed(), "the second search never checked the position");
}
