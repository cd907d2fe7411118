//! The game review on known games: each move marked best, inaccurate or a mistake against the table,
//! what it changed, the best move instead, and the summary once the game is over.

use crate::support::{c, replayed, replayed_with_levels};
use tictactoe::board::Cell;
use tictactoe::game::review::{self, Mark};
use tictactoe::game::{Game, Mode};
use tictactoe::lang::Lang;
use tictactoe::opponents::Level;

fn two_players(moves: &[(usize, usize)]) -> Game {
    let cells: Vec<Cell> = moves.iter().map(|&(r, col)| c(r, col)).collect();
    replayed(Mode::TwoPlayers, &cells, cells.len()).unwrap()
}

/// X 0,0 (best)  O 0,1 (loses: only 1,1 holds)  X 1,1 (best)  O 1,0 (loses sooner than 2,2 would)
/// X 2,2 (wins).
const LOST_SOONER: [(usize, usize); 5] = [(0, 0), (0, 1), (1, 1), (1, 0), (2, 2)];

#[test]
fn each_move_is_marked_against_the_table() {
    let reviewed = review::review(&two_players(&LOST_SOONER));
    let marks: Vec<Mark> = reviewed.iter().map(|m| m.mark).collect();
    use Mark::{Best, Inaccurate, Mistake};
    assert_eq!(marks, [Best, Mistake, Best, Inaccurate, Best]);
    assert_eq!(reviewed[1].number, 2);
    assert_eq!(reviewed[1].cell, c(0, 1));
    assert!(reviewed.iter().all(|m| !m.by_computer && !m.on_purpose()));
}

#[test]
fn a_mistake_says_what_it_changed_and_the_best_move() {
    let reviewed = review::review(&two_players(&LOST_SOONER));
    let mistake = &reviewed[1];
    assert_eq!(mistake.change(Lang::En).as_deref(), Some("draw → loss"));
    assert_eq!(
        mistake.explanation(Lang::En).as_deref(),
        Some("turned a draw into a loss: X wins in 6")
    );
    assert_eq!(mistake.best_instead(Lang::En).as_deref(), Some("best: 1,1"));
}

#[test]
fn an_inaccuracy_keeps_the_result_but_not_the_slowest_loss() {
    let reviewed = review::review(&two_players(&LOST_SOONER));
    let slow = &reviewed[3];
    assert_eq!(slow.change(Lang::En).as_deref(), Some("sooner loss"));
    assert_eq!(
        slow.explanation(Lang::En).as_deref(),
        Some("kept the loss but sooner: X wins in 2 instead of in 4")
    );
    assert_eq!(slow.best_instead(Lang::En).as_deref(), Some("best: 2,2"));
}

#[test]
fn a_best_move_has_nothing_to_explain() {
    let reviewed = review::review(&two_players(&LOST_SOONER));
    assert_eq!(reviewed[0].explanation(Lang::En), None);
    assert_eq!(reviewed[0].best_instead(Lang::En), None);
    assert_eq!(reviewed[0].change(Lang::En), None);
}

#[test]
fn throwing_away_a_win_and_a_slower_win() {
    // X 0,0  O 0,1  X 0,2: X could win (1,0, 1,1 or 2,0) but lets it go to a draw.
    let reviewed = review::review(&two_players(&[(0, 0), (0, 1), (0, 2)]));
    let thrown = &reviewed[2];
    assert_eq!(thrown.mark, Mark::Mistake);
    assert_eq!(thrown.change(Lang::En).as_deref(), Some("win → draw"));
    assert_eq!(
        thrown.explanation(Lang::En).as_deref(),
        Some("turned a win into a draw")
    );
    assert_eq!(
        thrown.best_instead(Lang::En).as_deref(),
        Some("best: 1,0 or 1,1 or 2,0")
    );

    // X 0,0  O 0,1  X 0,2  O 1,1  X 2,0  O 1,0: O can win at once at 2,1, but makes a second threat
    // instead and wins two moves later.
    let game = two_players(&[(0, 0), (0, 1), (0, 2), (1, 1), (2, 0), (1, 0)]);
    let reviewed = review::review(&game);
    let slow = &reviewed[5];
    assert_eq!(slow.mark, Mark::Inaccurate);
    assert_eq!(slow.change(Lang::En).as_deref(), Some("slower win"));
    assert_eq!(
        slow.explanation(Lang::En).as_deref(),
        Some("kept the win but slower: O wins in 3 instead of at once")
    );
}

#[test]
fn the_summary_counts_each_sides_mistakes_once_the_game_is_over() {
    let game = two_players(&LOST_SOONER);
    assert_eq!(
        review::summary(&game, Lang::En).as_deref(),
        Some("X played perfectly; O made 1 mistake and 1 inaccuracy.")
    );
    // Not while the game goes on.
    let unfinished = two_players(&LOST_SOONER[..4]);
    assert_eq!(review::summary(&unfinished, Lang::En), None);
}

#[test]
fn against_the_computer_the_summary_says_you_and_marks_weaker_moves_made_on_purpose() {
    // You are O against the computer at Easy: X 0,0, your 0,1 loses (only 1,1 holds), X 1,1, your
    // 1,0 loses sooner than 2,2 would, X 0,2 wins more slowly than 2,2 would, your 2,2, X 2,0 wins.
    let moves = [
        (c(0, 0), Some(Level::Easy)),
        (c(0, 1), None),
        (c(1, 1), Some(Level::Easy)),
        (c(1, 0), None),
        (c(0, 2), Some(Level::Easy)),
        (c(2, 2), None),
        (c(2, 0), Some(Level::Easy)),
    ];
    let game = replayed_with_levels(Mode::PlayAsO, &moves, moves.len()).unwrap();
    let reviewed = review::review(&game);
    let marks: Vec<Mark> = reviewed.iter().map(|m| m.mark).collect();
    use Mark::{Best, Inaccurate, Mistake};
    assert_eq!(marks, [Best, Mistake, Best, Inaccurate, Inaccurate, Best, Best]);
    // The computer's slower win was its level's doing.
    assert!(reviewed[4].by_computer && reviewed[4].on_purpose());
    assert!(!reviewed[3].on_purpose(), "your moves are never on purpose");
    assert_eq!(
        review::summary(&game, Lang::En).as_deref(),
        Some("You made 1 mistake and 1 inaccuracy; the computer made 1 inaccuracy, on purpose.")
    );
}

#[test]
fn the_review_reads_the_same_in_chinese() {
    let reviewed = review::review(&two_players(&LOST_SOONER));
    let (mistake, slow) = (&reviewed[1], &reviewed[3]);
    assert_eq!(mistake.mark.word(Lang::Zh), "失误");
    assert_eq!(mistake.change(Lang::Zh).as_deref(), Some("平局 → 负局"));
    assert_eq!(
        mistake.explanation(Lang::Zh).as_deref(),
        Some("把平局变成了负局：X 6 步获胜")
    );
    assert_eq!(mistake.best_instead(Lang::Zh).as_deref(), Some("最佳：1,1"));
    assert_eq!(slow.change(Lang::Zh).as_deref(), Some("输得更快"));
    assert_eq!(
        slow.explanation(Lang::Zh).as_deref(),
        Some("仍是负局，但输得更快：X 2 步获胜，本可拖到 4 步")
    );
    assert_eq!(
        review::summary(&two_players(&LOST_SOONER), Lang::Zh).as_deref(),
        Some("X 方下得完美；O 方失误 1 次、欠佳 1 次。")
    );
    let game = two_players(&[(0, 0), (0, 1), (0, 2), (1, 1), (2, 0), (1, 0)]);
    assert_eq!(
        review::review(&game)[5].explanation(Lang::Zh).as_deref(),
        Some("保住了胜局，但赢得更慢：O 3 步获胜，本可立即获胜")
    );
}
