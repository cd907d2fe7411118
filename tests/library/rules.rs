//! Every CS50 rule on `tictactoe::board`, the illegal moves, and every malformed or unreachable board
//! text with the reason it is rejected. Expected values are worked out by hand from the rules.

use crate::support::board;
use tictactoe::board::{BOARD_NUMBERS, Board, BoardError, Cell, Cells, IllegalMove, OffBoard, ParseCellError, Player};

/// A board the test knows is reachable.
/// The set of the given (row, col) cells.
fn cells(list: &[(usize, usize)]) -> Cells {
    list.iter().map(|&(r, c)| Cell::new(r, c)).collect()
}

/// The cells of a set, as (row, col), in row-major order.
fn listed(set: Cells) -> Vec<(usize, usize)> {
    set.into_iter().map(|c| (c.row(), c.col())).collect()
}

fn parse_error(text: &str) -> BoardError {
    match text.parse::<Board>() {
        Ok(b) => panic!("{text:?} should be rejected, but parsed as {b}"),
        Err(e) => e,
    }
}

// ---- the empty board and whose turn it is ----

#[test]
fn the_empty_board_has_nine_empty_cells_and_x_to_move() {
    let empty = Board::EMPTY;
    assert_eq!(empty.to_string(), ".........");
    assert_eq!(empty, Board::default());
    assert_eq!(empty.marks(), 0);
    assert_eq!(empty.to_move(), Some(Player::X));
    assert_eq!(empty.winner(), None);
    assert!(!empty.is_terminal());
    assert_eq!(empty.utility(), None);
    assert_eq!(empty.winning_line(), None);
    assert_eq!(empty.actions(), Cells::ALL);
    assert_eq!(empty.actions().len(), 9);
    assert_eq!(empty.empty_cells(), Cells::ALL);
    for row in 0..3 {
        for col in 0..3 {
            assert_eq!(empty.get(Cell::new(row, col)), None);
        }
    }
    assert_eq!(board("........."), Board::EMPTY);
}

#[test]
fn x_moves_first_and_the_turn_alternates() {
    let mut b = Board::EMPTY;
    let expected = [
        Player::X,
        Player::O,
        Player::X,
        Player::O,
        Player::X,
        Player::O,
        Player::X,
        Player::O,
        Player::X,
    ];
    // A game that fills the board without a line: X O X / X O O / O X X, played in an order that
    // never completes a line before the end.
    let order = [(0, 0), (0, 1), (0, 2), (1, 1), (1, 0), (1, 2), (2, 1), (2, 0), (2, 2)];
    for (i, &(r, c)) in order.iter().enumerate() {
        assert_eq!(b.to_move(), Some(expected[i]), "turn {i} on {b}");
        b = b.play(Cell::new(r, c)).unwrap();
        assert_eq!(b.get(Cell::new(r, c)), Some(expected[i]));
    }
    assert_eq!(b.to_string(), "XOXXOOOXX");
    assert_eq!(b.to_move(), None, "nobody moves on a full board");
}

#[test]
fn to_move_follows_the_counts() {
    assert_eq!(board("X........").to_move(), Some(Player::O));
    assert_eq!(board("X...O....").to_move(), Some(Player::X));
    assert_eq!(board("XO.X.O...").to_move(), Some(Player::X));
    assert_eq!(board("XO.XO.X..").to_move(), None, "X has won");
    assert_eq!(board("OOOXX.X..").to_move(), None, "O has won");
    assert_eq!(board("XOXXOOOXX").to_move(), None, "tie");
}

#[test]
fn player_helpers() {
    assert_eq!(Player::X.opponent(), Player::O);
    assert_eq!(Player::O.opponent(), Player::X);
    assert_eq!(Player::X.sign(), 1);
    assert_eq!(Player::O.sign(), -1);
    assert_eq!(Player::X.to_string(), "X");
    assert_eq!(Player::O.to_string(), "O");
}

// ---- actions ----

#[test]
fn actions_are_every_empty_cell() {
    assert_eq!(
        listed(board("X........").actions()),
        vec![(0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)]
    );
    // X O . / X . O / . . .
    assert_eq!(
        listed(board("XO.X.O...").actions()),
        vec![(0, 2), (1, 1), (2, 0), (2, 1), (2, 2)]
    );
    assert_eq!(
        board("XO.X.O...").actions(),
        cells(&[(0, 2), (1, 1), (2, 0), (2, 1), (2, 2)])
    );
    // X O X / X O O / . X .: two cells left.
    assert_eq!(listed(board("XOXXOO.X.").actions()), vec![(2, 0), (2, 2)]);
}

#[test]
fn a_finished_board_has_no_actions_even_with_empty_cells() {
    let won = board("XXXOO....");
    assert_eq!(won.actions(), Cells::NONE);
    assert!(won.actions().is_empty());
    assert_eq!(won.empty_cells(), cells(&[(1, 2), (2, 0), (2, 1), (2, 2)]));
    assert_eq!(board("OOOXX.X..").actions(), Cells::NONE);
    assert_eq!(board("XOXXOOOXX").actions(), Cells::NONE);
}

// ---- play (CS50's result) ----

#[test]
fn play_returns_a_new_board_and_leaves_the_input_unchanged() {
    let before = Board::EMPTY;
    let after = before.play(Cell::new(1, 1)).unwrap();
    assert_eq!(after.to_string(), "....X....");
    assert_eq!(before.to_string(), ".........");
    assert_eq!(before, Board::EMPTY);

    let second = after.play(Cell::new(0, 0)).unwrap();
    assert_eq!(second.to_string(), "O...X....");
    assert_eq!(after.to_string(), "....X....");
    assert_eq!(second.get(Cell::new(0, 0)), Some(Player::O));
    assert_eq!(second.get(Cell::new(1, 1)), Some(Player::X));

    // Two different moves from the same board.
    let a = after.play(Cell::new(2, 2)).unwrap();
    let b = after.play(Cell::new(0, 2)).unwrap();
    assert_eq!(a.to_string(), "....X...O");
    assert_eq!(b.to_string(), "..O.X....");

    // The move that wins.
    let won = board("XX.OO....").play(Cell::new(0, 2)).unwrap();
    assert_eq!(won.to_string(), "XXXOO....");
    assert_eq!(won.winner(), Some(Player::X));
}

#[test]
fn a_taken_cell_is_an_illegal_move_naming_its_owner() {
    let b = board("O...X....");
    assert_eq!(
        b.play(Cell::new(1, 1)),
        Err(IllegalMove::Taken(Cell::new(1, 1), Player::X))
    );
    assert_eq!(
        b.play(Cell::new(0, 0)),
        Err(IllegalMove::Taken(Cell::new(0, 0), Player::O))
    );
    assert_eq!(b.to_string(), "O...X....", "the board is unchanged");
    let message = IllegalMove::Taken(Cell::new(1, 1), Player::X).to_string();
    assert!(message.contains("taken by X"), "{message}");
    assert!(message.contains("1,1"), "{message}");
    let message = IllegalMove::Taken(Cell::new(0, 0), Player::O).to_string();
    assert!(message.contains("taken by O"), "{message}");
}

#[test]
fn coordinates_off_the_board_make_no_cell() {
    for (r, c) in [(3, 0), (0, 7), (0, 3), (3, 3), (usize::MAX, 1), (1, usize::MAX)] {
        assert_eq!(Cell::try_from((r, c)), Err(OffBoard { row: r, col: c }), "({r},{c})");
    }
    let message = OffBoard { row: 0, col: 7 }.to_string();
    assert!(message.contains("off the board"), "{message}");
    assert!(message.contains("0,7"), "{message}");
    for (r, c) in [(0, 0), (2, 2), (1, 0)] {
        assert_eq!(Cell::try_from((r, c)), Ok(Cell::new(r, c)));
    }
}

#[test]
#[should_panic(expected = "0 to 2")]
fn a_cell_written_off_the_board_in_code_panics() {
    let _ = Cell::new(3, 0);
}

#[test]
fn no_move_is_legal_once_the_game_is_over() {
    // X has won, empty cells remain.
    assert_eq!(board("XXXOO....").play(Cell::new(2, 2)), Err(IllegalMove::GameOver));
    assert_eq!(board("XXXOO....").play(Cell::new(1, 2)), Err(IllegalMove::GameOver));
    // O has won.
    assert_eq!(board("OOOXX.X..").play(Cell::new(1, 2)), Err(IllegalMove::GameOver));
    assert_eq!(board("OOOXX.X..").play(Cell::new(2, 2)), Err(IllegalMove::GameOver));
    let message = IllegalMove::GameOver.to_string();
    assert!(message.contains("game is over"), "{message}");
}

// ---- winner, winning_line ----

/// A line with a reachable board where X has it (3 X, 2 O) and one where O has it (3 X, 3 O, X
/// without a line).
struct Line {
    name: &'static str,
    cells: [(usize, usize); 3],
    x_wins: &'static str,
    o_wins: &'static str,
}

const fn line(name: &'static str, cells: [(usize, usize); 3], x_wins: &'static str, o_wins: &'static str) -> Line {
    Line {
        name,
        cells,
        x_wins,
        o_wins,
    }
}

const LINES: [Line; 8] = [
    line("row 0", [(0, 0), (0, 1), (0, 2)], "XXXOO....", "OOOXX.X.."),
    line("row 1", [(1, 0), (1, 1), (1, 2)], "OO.XXX...", "XX.OOOX.."),
    line("row 2", [(2, 0), (2, 1), (2, 2)], "OO....XXX", "XX.X..OOO"),
    line("column 0", [(0, 0), (1, 0), (2, 0)], "XO.XO.X..", "OXXO..OX."),
    line("column 1", [(0, 1), (1, 1), (2, 1)], "OX..XO.X.", "XOX.O.XO."),
    line("column 2", [(0, 2), (1, 2), (2, 2)], "O.XO.X..X", "XXO.XO..O"),
    line("diagonal", [(0, 0), (1, 1), (2, 2)], "XO..XO..X", "OXX.O.X.O"),
    line("anti-diagonal", [(0, 2), (1, 1), (2, 0)], "O.X.X.XO.", "XXO.O.OX."),
];

#[test]
fn x_wins_with_each_of_the_eight_lines() {
    for line in &LINES {
        let (name, text) = (line.name, line.x_wins);
        let b = board(text);
        assert_eq!(b.winner(), Some(Player::X), "{name}: {text}");
        assert!(b.is_terminal(), "{name}");
        assert_eq!(b.utility(), Some(1), "{name}");
        assert_eq!(b.to_move(), None, "{name}");
        assert_eq!(b.winning_line(), Some(cells(&line.cells)), "{name}");
        assert_eq!(b.cells_of(Player::X).len(), 3, "{name}");
        assert_eq!(b.cells_of(Player::O).len(), 2, "{name}");
    }
}

#[test]
fn o_wins_with_each_of_the_eight_lines() {
    for line in &LINES {
        let (name, text) = (line.name, line.o_wins);
        let b = board(text);
        assert_eq!(b.winner(), Some(Player::O), "{name}: {text}");
        assert!(b.is_terminal(), "{name}");
        assert_eq!(b.utility(), Some(-1), "{name}");
        assert_eq!(b.to_move(), None, "{name}");
        assert_eq!(b.winning_line(), Some(cells(&line.cells)), "{name}");
        assert_eq!(b.cells_of(Player::X).len(), 3, "{name}");
        assert_eq!(b.cells_of(Player::O).len(), 3, "{name}");
    }
}

#[test]
fn two_marks_in_a_line_are_not_a_win() {
    for text in ["XX.OO....", "X..X..O.O", "X...X.O.O", "XO.XO...."] {
        let b = board(text);
        assert_eq!(b.winner(), None, "{text}");
        assert_eq!(b.winning_line(), None, "{text}");
        assert!(!b.is_terminal(), "{text}");
    }
}

#[test]
fn a_last_move_that_makes_two_lines_still_wins_once() {
    // X O X / O X O / X O X: X's ninth mark completes both diagonals.
    let b = board("XOXOXOXOX");
    assert_eq!(b.winner(), Some(Player::X));
    assert_eq!(b.utility(), Some(1));
    let line = b.winning_line().expect("X has a line");
    assert!(
        line == cells(&[(0, 0), (1, 1), (2, 2)]) || line == cells(&[(0, 2), (1, 1), (2, 0)]),
        "{:?}",
        listed(line)
    );
    // X X X / X O O / X O O: X's fifth mark completes row 0 and column 0 together.
    let b = board("XXXXOOXOO");
    assert_eq!(b.winner(), Some(Player::X));
    let line = b.winning_line().unwrap();
    assert!(
        line == cells(&[(0, 0), (0, 1), (0, 2)]) || line == cells(&[(0, 0), (1, 0), (2, 0)]),
        "{:?}",
        listed(line)
    );
}

// ---- is_terminal, utility ----

#[test]
fn a_full_board_without_a_line_is_a_tie() {
    // X O X / X O O / O X X
    let b = board("XOXXOOOXX");
    assert_eq!(b.winner(), None);
    assert!(b.is_terminal());
    assert_eq!(b.utility(), Some(0));
    assert_eq!(b.winning_line(), None);
    assert_eq!(b.marks(), 9);
    assert_eq!(b.actions(), Cells::NONE);
}

#[test]
fn a_full_board_with_a_line_is_a_win_not_a_tie() {
    // X O X / O X O / O X X: X's fifth mark completes the diagonal and fills the board.
    let b = board("XOXOXOOXX");
    assert_eq!(b.winner(), Some(Player::X));
    assert!(b.is_terminal());
    assert_eq!(b.utility(), Some(1));
    assert_eq!(b.winning_line(), Some(cells(&[(0, 0), (1, 1), (2, 2)])));
}

#[test]
fn unfinished_boards_are_not_terminal_and_have_no_utility() {
    for text in ["X........", "X...O....", "XO.X.O...", "XOXXOO.X."] {
        let b = board(text);
        assert!(!b.is_terminal(), "{text}");
        assert_eq!(b.utility(), None, "{text}");
        assert_eq!(b.winner(), None, "{text}");
        assert!(b.to_move().is_some(), "{text}");
    }
    // Eight marks, no line, one cell left: still unfinished.
    let b = board("XOXXOOOX.");
    assert!(!b.is_terminal());
    assert_eq!(b.to_move(), Some(Player::X));
    assert_eq!(listed(b.actions()), vec![(2, 2)]);
    let last = b.play(Cell::new(2, 2)).unwrap();
    assert_eq!(last.to_string(), "XOXXOOOXX");
    assert_eq!(last.utility(), Some(0));
}

// ---- board text ----

#[test]
fn boards_read_either_case_and_three_empty_marks() {
    let expected = "X.O.X....";
    for text in [
        "X.O.X....",
        "x.o.x....",
        "X.o.x....",
        "X-O_X-___",
        "x_o-x-.-_",
        "X.O/.X./...",
        "x-o/-x-/---",
        "  X.O.X....  ",
        "\tX.O/.X./...\n",
    ] {
        let b = board(text);
        assert_eq!(b.to_string(), expected, "{text:?}");
        assert_eq!(b.get(Cell::new(0, 0)), Some(Player::X));
        assert_eq!(b.get(Cell::new(0, 2)), Some(Player::O));
        assert_eq!(b.get(Cell::new(1, 1)), Some(Player::X));
    }
    // A single slash between rows is fine too.
    assert_eq!(board("X.O/.X....").to_string(), "X.O.X....");
    assert_eq!(board("X.O.X./...").to_string(), "X.O.X....");
}

#[test]
fn display_is_the_canonical_nine_characters() {
    assert_eq!(board("xo./.X./..o").to_string(), "XO..X...O");
    assert_eq!(board("xo./.X./..o").to_string().len(), 9);
    assert_eq!(format!("{}", board("___/___/___")), ".........");
    // Text out reads back in as the same board.
    let b = board("OX-/xo_/X--");
    assert_eq!(b.to_string(), "OX.XO.X..");
    assert_eq!(board(&b.to_string()), b);
}

#[test]
fn a_board_has_nine_cells() {
    assert_eq!(parse_error(""), BoardError::Length(0));
    assert_eq!(parse_error("   "), BoardError::Length(0));
    assert_eq!(parse_error("X.O"), BoardError::Length(3));
    assert_eq!(parse_error("X.O.X..."), BoardError::Length(8));
    assert_eq!(parse_error("X.O.X....."), BoardError::Length(10));
    assert_eq!(parse_error(&format!("X.O.X{}", ".".repeat(20))), BoardError::Length(25));
    assert_eq!(parse_error("X.O/.X./.."), BoardError::Length(8));
    assert_eq!(parse_error("X.O/.X./...."), BoardError::Length(10));
    let message = BoardError::Length(3).to_string();
    assert!(message.contains("9 cells"), "{message}");
    assert!(message.contains('3'), "{message}");
}

#[test]
fn a_character_that_is_not_a_cell_is_named_with_its_position() {
    assert_eq!(parse_error("X.O.Z...."), BoardError::Character('Z', 5));
    assert_eq!(parse_error("Z........"), BoardError::Character('Z', 1));
    assert_eq!(parse_error("X.O .X..."), BoardError::Character(' ', 4));
    assert_eq!(parse_error("X.O/.Z./..."), BoardError::Character('Z', 6));
    assert_eq!(parse_error("X.O.X...0"), BoardError::Character('0', 9));
    assert_eq!(parse_error("X.O,.X...."), BoardError::Character(',', 4));
    assert_eq!(parse_error("X.O.X...é"), BoardError::Character('é', 9));
    let message = BoardError::Character('Z', 5).to_string();
    assert!(message.contains("'Z'"), "{message}");
    assert!(message.contains("position 5"), "{message}");
}

#[test]
fn a_slash_stands_only_between_two_rows() {
    assert_eq!(parse_error("//"), BoardError::Slash(1));
    assert_eq!(parse_error("X/.O....../"), BoardError::Slash(2));
    assert_eq!(parse_error("X/........"), BoardError::Slash(2));
    assert_eq!(parse_error("/X.O.X...."), BoardError::Slash(1));
    assert_eq!(parse_error("X.O.X..../"), BoardError::Slash(10));
    assert_eq!(parse_error("X.O//.X./..."), BoardError::Slash(5));
    assert_eq!(parse_error("X.O./X..../"), BoardError::Slash(5));
    assert_eq!(parse_error("X.O/.X../..."), BoardError::Slash(9));
    let message = BoardError::Slash(2).to_string();
    assert!(message.contains("'/'"), "{message}");
    assert!(message.contains("position 2"), "{message}");
    assert!(message.contains("between two rows"), "{message}");
}

#[test]
fn the_counts_must_fit_x_moving_first() {
    assert_eq!(parse_error("O........"), BoardError::Counts(0, 1));
    assert_eq!(parse_error("OO.X....."), BoardError::Counts(1, 2));
    assert_eq!(parse_error("XX......."), BoardError::Counts(2, 0));
    assert_eq!(parse_error("XXX.O...."), BoardError::Counts(3, 1));
    assert_eq!(parse_error("XXXXXXXXX"), BoardError::Counts(9, 0));
    assert_eq!(parse_error("OOOOOOOOO"), BoardError::Counts(0, 9));
    let message = BoardError::Counts(0, 1).to_string();
    assert!(message.contains("X has 0 marks and O has 1"), "{message}");
    assert!(message.contains("X moves first"), "{message}");
}

#[test]
fn both_sides_cannot_have_a_line() {
    assert_eq!(parse_error("XXXOOO..."), BoardError::TwoWinners);
    assert_eq!(parse_error("XXXOOOX.."), BoardError::TwoWinners);
    assert_eq!(parse_error("XO.XO.XO."), BoardError::TwoWinners);
    let message = BoardError::TwoWinners.to_string();
    assert!(message.contains("both X and O have a line"), "{message}");
}

#[test]
fn nobody_moves_after_a_win() {
    // X has row 0 and O has as many marks: O moved after X won.
    assert_eq!(parse_error("XXXOO.O.."), BoardError::MoveAfterWin(Player::X));
    assert_eq!(parse_error("XOOXO.X.."), BoardError::MoveAfterWin(Player::X));
    // O has row 0 and X has one more mark: X moved after O won.
    assert_eq!(parse_error("OOOXX.XX."), BoardError::MoveAfterWin(Player::O));
    assert_eq!(parse_error("XOX.OXXO."), BoardError::MoveAfterWin(Player::O));
    let message = BoardError::MoveAfterWin(Player::X).to_string();
    assert!(message.contains("O moved after X had won"), "{message}");
    let message = BoardError::MoveAfterWin(Player::O).to_string();
    assert!(message.contains("X moved after O had won"), "{message}");
}

#[test]
fn board_numbers_are_base_three_and_checked() {
    assert_eq!(Board::EMPTY.number(), 0);
    assert_eq!(board("X........").number(), 1);
    assert_eq!(board(".X.......").number(), 3);
    assert_eq!(board("XO.......").number(), 1 + 2 * 3);
    assert_eq!(board("........X").number(), 6_561);
    assert_eq!(Board::from_number(0), Ok(Board::EMPTY));
    assert_eq!(Board::from_number(7), Ok(board("XO.......")));
    assert_eq!(Board::from_number(2), Err(BoardError::Counts(0, 1)));
    assert_eq!(Board::from_number(BOARD_NUMBERS), Err(BoardError::Number(19_683)));
    assert!(BoardError::Number(19_683).to_string().contains("19683"));
}

// ---- cells ----

#[test]
fn cells_are_written_row_comma_column() {
    assert_eq!("2,0".parse::<Cell>(), Ok(Cell::new(2, 0)));
    assert_eq!(" 1 , 2 ".parse::<Cell>(), Ok(Cell::new(1, 2)));
    assert_eq!("0,0".parse::<Cell>(), Ok(Cell::new(0, 0)));
    assert_eq!(Cell::new(2, 0).to_string(), "2,0");
    assert_eq!((Cell::new(2, 0).row(), Cell::new(2, 0).col()), (2, 0));
    assert_eq!(Cell::new(2, 0).place(), 6);
    assert_eq!(Cell::at(5), Some(Cell::new(1, 2)));
    assert_eq!(Cell::at(9), None);
    assert_eq!(Cell::ALL.len(), 9);
    assert!(Cell::ALL.iter().enumerate().all(|(place, cell)| cell.place() == place));
}

#[test]
fn moves_off_the_board_are_read_as_off_the_board() {
    for (text, cell) in [
        ("3,0", "3,0"),
        (" 0 , 3 ", "0,3"),
        ("9,9", "9,9"),
        ("99999999999999999999,0", "99999999999999999999,0"),
    ] {
        assert_eq!(
            text.parse::<Cell>(),
            Err(ParseCellError::OffBoard(cell.to_string())),
            "{text}"
        );
    }
    let message = "9,9".parse::<Cell>().unwrap_err().to_string();
    assert!(message.contains("off the board"), "{message}");
}

#[test]
fn malformed_cells_are_rejected() {
    for text in [
        "a,b", "1", "1,2,3", "", ",", "1,", ",2", "-1,0", "1;2", "1 2", "one,two",
    ] {
        assert_eq!(
            text.parse::<Cell>(),
            Err(ParseCellError::Form(text.to_string())),
            "{text:?}"
        );
    }
    let message = ParseCellError::Form("a,b".to_string()).to_string();
    assert!(message.contains("a,b"), "{message}");
    assert!(message.contains("R,C"), "{message}");
}
