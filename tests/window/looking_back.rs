//! Walking back through the moves played: a move of the Moves list shows the board as it was after
//! it, ← and → go a move earlier or later, Esc or one click comes back; the game goes on meanwhile
//! and takes no move on a board of the past.

use super::*;

/// A two-player game of four moves: X 0,0  O 1,1  X 2,2  O 0,2.
fn four_moves(test: &str) -> Window {
    let mut harness = window(session_path(test));
    harness.run();
    click(&mut harness, "Two players");
    for cell in ["0,0", "1,1", "2,2", "0,2"] {
        click(&mut harness, &format!("Cell {cell}: empty"));
    }
    harness
}

fn looking_back(harness: &Window) -> Option<usize> {
    harness.state().state().game.looking_back
}

#[test]
fn a_move_of_the_list_shows_the_board_as_it_was_and_one_click_comes_back() {
    let mut harness = four_moves("look-click");
    // Each move says the key that plays its cell, as on a numeric keypad.
    for name in [
        "1. X 0,0 (key 7)",
        "2. O 1,1 (key 5)",
        "3. X 2,2 (key 3)",
        "4. O 0,2 (key 9)",
    ] {
        harness.get_by_label(name);
    }
    click(&mut harness, "2. O 1,1 (key 5)");
    assert_eq!(looking_back(&harness), Some(2));
    harness.get_by_label("After move 2 of 4");
    harness.get_by_label("Cell 1,1: O");
    harness.get_by_label("Cell 2,2: empty");
    harness.get_by_label("2. O 1,1 (key 5): best.");
    // The board of the past takes no move, by click or by key.
    click(&mut harness, "Cell 2,0: empty");
    harness.key_press(Key::Num1);
    harness.run();
    assert_eq!(played(&harness), 4);
    // One click on the same move, and the board is as it is again.
    click(&mut harness, "2. O 1,1 (key 5)");
    assert_eq!(looking_back(&harness), None);
    harness.get_by_label("Cell 2,2: X");
    harness.get_by_label("X to move");
}

#[test]
fn the_arrows_walk_through_the_moves_and_escape_comes_back() {
    let mut harness = four_moves("look-keys");
    let key = |harness: &mut Window, key: Key| {
        harness.key_press(key);
        harness.run();
    };
    key(&mut harness, Key::ArrowLeft);
    assert_eq!(looking_back(&harness), Some(3));
    harness.get_by_label("Cell 0,2: empty");
    for expected in [2, 1, 0, 0] {
        key(&mut harness, Key::ArrowLeft);
        assert_eq!(looking_back(&harness), Some(expected), "never before the first move");
    }
    harness.get_by_label("Before the first move, of 4");
    assert!(harness.get_by_label("Earlier").accesskit_node().is_disabled());
    key(&mut harness, Key::ArrowRight);
    click(&mut harness, "Later");
    assert_eq!(looking_back(&harness), Some(2));
    key(&mut harness, Key::Escape);
    assert_eq!(looking_back(&harness), None);
    // From the last move but one, later is the board as it is.
    click(&mut harness, "3. X 2,2 (key 3)");
    click(&mut harness, "Later");
    assert_eq!(looking_back(&harness), None);
    click(&mut harness, "1. X 0,0 (key 7)");
    click(&mut harness, "Back to the game");
    assert_eq!(looking_back(&harness), None);
    // And the game goes on from where it is.
    click(&mut harness, "Cell 2,0: empty");
    assert_eq!(played(&harness), 5);
}

#[test]
fn undoing_the_move_looked_at_or_a_new_game_comes_back_to_the_board() {
    let mut harness = four_moves("look-undo");
    click(&mut harness, "4. O 0,2 (key 9)");
    // The last move is the board as it is: nothing to look back at.
    assert_eq!(looking_back(&harness), None);
    click(&mut harness, "3. X 2,2 (key 3)");
    assert_eq!(looking_back(&harness), Some(3));
    // Two players: undo takes back one move, leaving three on the board, the one looked at the last.
    harness.state_mut().apply(Action::Game(GameAction::Undo));
    harness.run();
    assert_eq!(looking_back(&harness), None);
    click(&mut harness, "1. X 0,0 (key 7)");
    harness.key_press(Key::N);
    harness.run();
    click(&mut harness, "Leave game");
    assert_eq!(looking_back(&harness), None);
    assert_eq!(played(&harness), 0);
}

#[test]
fn the_computer_plays_on_while_a_move_is_looked_at() {
    let mut harness = window(session_path("look-self-play"));
    harness.run();
    click(&mut harness, "Computer plays itself");
    later(&mut harness, Speed::Normal.between_moves());
    later(&mut harness, Speed::Normal.between_moves());
    assert_eq!(played(&harness), 2);
    let first = harness.state().state().game.session.game.as_ref().unwrap().played()[0].cell;
    let key = 3 * (2 - first.row()) + first.col() + 1;
    click(&mut harness, &format!("1. X {first} (key {key})"));
    later(&mut harness, Speed::Normal.between_moves());
    assert_eq!(played(&harness), 3, "the game goes on");
    assert_eq!(looking_back(&harness), Some(1), "and the board shown stays in the past");
    harness.get_by_label("After move 1 of 3");
}
