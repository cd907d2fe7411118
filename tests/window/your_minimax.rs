//! A game against the learner's own `minimax` (files from `tests/cs50`), as runner.py plays it: each of
//! its moves judged by the table in the Moves list, and one that hangs stopped while the window answers.

use super::code::{learner_file, open};
use super::*;

/// A window with `name` open in the Your code tab and its minimax chosen to play; its check is not
/// needed for that, and is cancelled.
fn against(test: &str, name: &str) -> Window {
    let mut harness = window(session_path(test));
    harness.run();
    open(&mut harness, &learner_file(name), "Your code", "Open");
    harness.get_by_label("Cancel check").click();
    harness.step();
    click(&mut harness, "Game");
    click(&mut harness, "Your minimax");
    assert_eq!(harness.state().state().game.session.opponent, Opponent::LearnersMinimax);
    harness
}

#[test]
fn a_losing_move_of_your_minimax_is_marked_in_the_moves_list() {
    let mut harness = against("learner-mistake", "swapped.py");
    click(&mut harness, "Play as O");
    // Its first move, then O's mistake, then its own: it lets a won game go to a draw.
    harness.get_by_label("Cell 0,0: X");
    click(&mut harness, "Cell 0,1: empty");
    harness.get_by_label("Cell 0,2: X");
    let game = harness.state().state().game.session.game.clone().unwrap();
    let third = game.played()[2];
    assert!(third.is_learners() && third.level().is_none(), "its move, at no level");
    let verdict = Verdict::of_move(game.board_after(2), third.cell);
    assert!(!verdict.keeps_outcome(), "0,2 gives away X's win");
    assert_eq!(harness.query_all_by_label("your minimax").count(), 2);
    harness.get_by_label("3. X 0,2 (key 9)");
    // O's 0,1 and its own 0,2 are both mistakes; its own turned a win into a draw.
    assert_eq!(harness.query_all_by_label_contains("mistake").count(), 2);
    harness.get_by_label_contains("best: 1,1");
}

#[test]
fn a_minimax_that_hangs_leaves_the_window_answering_and_can_be_stopped() {
    let mut harness = against("learner-hangs", "hangs.py");
    click(&mut harness, "Play as O");
    harness.get_by_label("Cell 0,0: X");
    // Its next search is held unstarted, as one stuck in a loop: the window goes on answering.
    harness.state_mut().app.jobs().hold(true);
    harness.get_by_label("Cell 1,1: empty").click();
    // The frame of the click plays it; the next asks for the reply.
    harness.step();
    harness.step();
    harness.state_mut().now += Duration::from_secs(3);
    harness.step();
    harness.get_by_label("your minimax is thinking… 3.0 s");
    harness.get_by_label("Show hints").click();
    harness.step();
    assert!(
        harness.state().state().game.session.hints,
        "a click is answered while it thinks"
    );
    harness.get_by_label("Stop").click();
    harness.step();
    harness.step();
    harness.get_by_label("You stopped your minimax after 3.0 s.");
    assert!(!harness.state().state().is_thinking());
    // The player goes on with the table's move.
    harness.get_by_label("Play the table's move").click();
    harness.step();
    harness.step();
    assert_eq!(played(&harness), 3);
}

#[test]
fn where_the_learners_rules_break_on_a_position_the_move_says_so() {
    let mut harness = against("learner-rules", "broken_actions.py");
    click(&mut harness, "Play as O");
    harness.get_by_label("Cell 0,0: X");
    click(&mut harness, "Cell 1,1: empty");
    assert_eq!(played(&harness), 3, "its minimax, right, played on");
    // Its actions offers O's cell 1,1 on the position its third move was asked on.
    harness.get_by_label_contains("actions(board) gave");
    assert_eq!(harness.query_all_by_label_contains("actions(board) gave").count(), 1);
}

#[test]
fn a_game_against_your_minimax_has_a_score_line_of_its_own_whatever_the_level() {
    let mut harness = against("learner-score", "swapped.py");
    click(&mut harness, "Hard");
    click(&mut harness, "Play as O");
    // The person plays the table's best moves; its moves are its own, at no level.
    while let Some(board) = Some(harness.state().state().board()).filter(|board| !board.is_terminal()) {
        assert!(
            harness.query_by_label_contains("The level changed").is_none(),
            "nothing changed on {board}"
        );
        let cell = tictactoe::best_move(board).expect("O to move");
        click(&mut harness, &format!("Cell {cell}: empty"));
    }
    let scores = harness.state().state().game.session.scores();
    assert_eq!(scores.vs_learner.games(), 1);
    assert_eq!(scores.vs_learner.losses, 0, "the table's moves never lose");
    harness.get_by_label("You vs your minimax");
    assert!(harness.query_by_label_contains("You vs Perfect").is_none());
    assert!(harness.query_by_label_contains("You vs Hard").is_none());
}

#[test]
fn choosing_another_engine_while_your_minimax_thinks_stops_it_and_that_engine_moves() {
    let mut harness = against("learner-switch", "plain.py");
    click(&mut harness, "Play as X");
    // Its search is held unstarted, as one that takes its time.
    harness.state_mut().app.jobs().hold(true);
    harness.get_by_label("Cell 1,1: empty").click();
    harness.step();
    harness.step();
    assert!(harness.state().state().game.learner.thinking.is_some());
    harness.get_by_label("Table").click();
    harness.step();
    assert!(
        harness.state().state().game.learner.thinking.is_none(),
        "its Python is stopped"
    );
    harness.state_mut().app.jobs().hold(false);
    settle(&mut harness);
    // The table, chosen, made the reply; nothing of the learner's came after it.
    let game = harness.state().state().game.session.game.clone().unwrap();
    assert_eq!(game.played().len(), 2);
    assert_eq!(game.played()[1].decision.map(|d| d.engine), Some(Engine::Table));
    assert!(!harness.state().state().jobs.is_running(Task::ComputerMove));
}
