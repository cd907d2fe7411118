//! The Strategy tab and the strategy hint: the map for X and O, the Perfect level's or the smallest,
//! a board of it opened in the explorer, the one-move hint on the game's board, and the Moves list
//! saying where the player left the strategy.

use super::*;

#[test]
fn the_strategy_tab_shows_each_strategy_with_what_it_needs_and_opens_a_board_in_the_explorer() {
    let mut harness = window(session_path("strategy-tab"));
    harness.run();
    click(&mut harness, "Strategy");
    harness.get_by_label_contains("X's smallest strategy: 22 positions to remember");
    harness.get_by_label_contains("over the 95 positions X may meet found none");
    harness.get_by_label_contains("X never loses, and a won position stays won");
    click(&mut harness, "O");
    harness.get_by_label_contains("O's smallest strategy: 72 positions to remember");
    click(&mut harness, "Perfect level");
    harness.get_by_label_contains("O at the Perfect level: 77 positions to remember");
    assert!(
        harness.query_by_label_contains("None is smaller").is_none(),
        "no proof for the Perfect level's"
    );
    click(&mut harness, "X");
    click(&mut harness, "Edge");
    harness.get_by_label_contains("X at the Perfect level: 55 positions");
    click(&mut harness, "Smallest");
    harness.get_by_label_contains("X's smallest strategy: 51 positions");
    // The empty board, where X opens on an edge, opened in the explorer.
    harness
        .get_by_label_contains("......... · X plays 0,1")
        .click_accesskit();
    harness.step();
    settle(&mut harness);
    assert_eq!(harness.state().state().screen, Screen::Explore);
    assert_eq!(harness.state().state().explore.explorer.wanted().board, Board::EMPTY);
}

#[test]
fn the_strategy_hint_shows_one_move_and_the_moves_list_says_where_the_player_left_the_strategy() {
    let mut harness = window(session_path("strategy-hint"));
    harness.run();
    click(&mut harness, "Play as X");
    click(&mut harness, "Strategy's move (S)");
    // Only the strategy's move is shown: X's smallest strategy opens in the centre.
    harness.get_by_label("Cell 1,1: empty, strategy");
    assert!(harness.query_by_label_contains("Cell 0,0: empty,").is_none());
    // Playing elsewhere leaves it, and the hint goes with the move.
    click(&mut harness, "Cell 0,0: empty");
    later(&mut harness, Duration::from_secs(2));
    harness.get_by_label_contains("left X's smallest strategy here: it plays 1,1");
    assert!(harness.query_by_label_contains(", strategy").is_none());
    // Asked again, off the strategy, the hint says why it shows no move: by the button, and by S.
    let said = "X's smallest strategy has no move here: X left it at move 1, playing 0,0 where it plays 1,1.";
    assert!(harness.query_by_label(said).is_none());
    click(&mut harness, "Strategy's move (S)");
    harness.get_by_label(said);
    assert!(harness.query_by_label_contains(", strategy").is_none());
    let board = harness.state().state().board();
    let cell = tictactoe::best_move(board).unwrap();
    click(&mut harness, &format!("Cell {cell}: empty"));
    later(&mut harness, Duration::from_secs(2));
    assert!(harness.query_by_label(said).is_none(), "the next move ends the hint");
    harness.key_press(Key::S);
    harness.run();
    harness.get_by_label(said);
}

#[test]
fn the_strategy_shown_and_the_learners_minimax_in_the_explorer_come_back_after_a_restart() {
    let path = session_path("strategy-restart");
    let file = super::code::learner_file("alphabeta.py");
    {
        let mut harness = window(path.clone());
        harness.run();
        click(&mut harness, "Strategy");
        click(&mut harness, "O");
        click(&mut harness, "Perfect level");
        super::code::open(&mut harness, &file, "Your code", "Open");
        harness.get_by_label("Cancel check").click();
        harness.step();
        click(&mut harness, "Explore");
        harness.get_by_role(egui::accesskit::Role::ComboBox).click();
        harness.run();
        click(&mut harness, "Your minimax, beside the course's");
        harness.state_mut().close();
    }
    let mut harness = window(path);
    // The file is checked again as the window opens; that check is not needed here.
    harness.step();
    harness.state_mut().apply(Action::Code(CodeAction::Cancel));
    settle(&mut harness);
    // The explorer opens on the learner's search, traced again.
    harness.get_by_label_contains("Your minimax from");
    click(&mut harness, "Strategy");
    harness.get_by_label_contains("O at the Perfect level: 77 positions to remember");
}
