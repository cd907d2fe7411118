//! The known counts of positions up to symmetry: the eight rotations and reflections fold the 5,478
//! reachable positions into 765 classes.

use tictactoe::board::positions;
use tictactoe::board::{Board, Player};
use tictactoe::board::{Symmetry, canonical};

/// The canonical board of every class, each once, by board number.
fn classes() -> Vec<Board> {
    let mut classes: Vec<Board> = positions::reachable().into_iter().map(|b| canonical(b).board).collect();
    classes.sort_by_key(|board| board.number());
    classes.dedup();
    classes
}

#[test]
fn the_reachable_positions_fall_into_765_classes() {
    assert_eq!(classes().len(), 765);
}

#[test]
fn the_classes_by_number_of_marks() {
    let mut by_marks = [0; 10];
    for board in classes() {
        by_marks[board.marks() as usize] += 1;
    }
    // The empty board; a centre, a corner or an edge; ... ; 15 full boards.
    assert_eq!(by_marks, [1, 3, 12, 38, 108, 174, 204, 153, 57, 15]);
}

#[test]
fn finished_classes_number_138_with_91_won_by_x_44_by_o_and_3_drawn() {
    let finished: Vec<Board> = classes().into_iter().filter(|b| b.is_terminal()).collect();
    let won_by = |player| finished.iter().filter(|b| b.winner() == Some(player)).count();
    let drawn = finished.iter().filter(|b| b.winner().is_none()).count();
    assert_eq!(
        (finished.len(), won_by(Player::X), won_by(Player::O), drawn),
        (138, 91, 44, 3)
    );
}

#[test]
fn a_class_holds_every_image_of_its_boards_and_nothing_else() {
    for board in positions::reachable() {
        let class = canonical(board);
        // The canonical board is the image with the smallest number.
        let images: Vec<Board> = Symmetry::ALL.iter().map(|s| s.apply(board)).collect();
        assert!(images.contains(&class.board), "{board}");
        assert_eq!(
            class.number(),
            images.iter().map(|b| b.number()).min().unwrap(),
            "{board}"
        );
    }
    let total: usize = classes()
        .iter()
        .map(|&class| {
            let mut images: Vec<usize> = Symmetry::ALL.iter().map(|s| s.apply(class).number()).collect();
            images.sort();
            images.dedup();
            images.len()
        })
        .sum();
    assert_eq!(
        total, 5_478,
        "the classes' images are the reachable positions, each once"
    );
}
