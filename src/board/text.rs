//! Boards and moves as text: the 9-character form in and out, and `R,C` moves.

use std::fmt;
use std::str::FromStr;

use super::{Board, BoardError, Cell, Cells, Player};

impl FromStr for Board {
    type Err = BoardError;

    /// Reads nine cells row-major: `X`, `O` (either case), `.`, `-` or `_` for empty, with `/` allowed
    /// between rows. Surrounding white space is ignored.
    fn from_str(text: &str) -> Result<Board, BoardError> {
        let (mut x, mut o, mut cells) = (Cells::NONE, Cells::NONE, 0usize);
        let mut after_slash = false;
        let skipped = text.chars().take_while(|c| c.is_whitespace()).count();
        for (at, c) in text.trim().chars().enumerate() {
            let at = at + skipped;
            if c == '/' {
                if after_slash || cells % 3 != 0 || !(1..9).contains(&cells) {
                    return Err(BoardError::Slash(at + 1));
                }
                after_slash = true;
                continue;
            }
            let cell = Cell::at(cells);
            match (c, cell) {
                ('X' | 'x', Some(cell)) => x = x.with(cell),
                ('O' | 'o', Some(cell)) => o = o.with(cell),
                ('X' | 'x' | 'O' | 'o' | '.' | '-' | '_', _) => {}
                _ => return Err(BoardError::Character(c, at + 1)),
            }
            after_slash = false;
            cells += 1;
        }
        if cells != 9 {
            return Err(BoardError::Length(cells));
        }
        Board::from_marks(x, o)
    }
}

impl fmt::Display for Board {
    /// The canonical 9-character form, e.g. `X.O.X....`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for cell in Cell::ALL {
            write!(f, "{}", self.get(cell).map_or('.', Player::as_char))?;
        }
        Ok(())
    }
}

/// Why a move written as text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseCellError {
    /// Not two numbers joined by a comma (the text).
    Form(String),
    /// Two numbers, but no cell of the board (the numbers as written, `R,C`).
    OffBoard(String),
}

impl fmt::Display for ParseCellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseCellError::Form(text) => write!(f, "move '{text}' is not written as R,C (for example 2,0)"),
            ParseCellError::OffBoard(cell) => {
                write!(f, "cell {cell} is off the board (rows and columns are 0 to 2)")
            }
        }
    }
}

impl std::error::Error for ParseCellError {}

impl FromStr for Cell {
    type Err = ParseCellError;

    /// Reads `R,C`: two plain decimal numbers. Numbers too large for any board are off the board.
    fn from_str<'a>(text: &'a str) -> Result<Cell, ParseCellError> {
        let form = || ParseCellError::Form(text.to_string());
        let (row, col) = text.trim().split_once(',').ok_or_else(form)?;
        let digits = |part: &'a str| {
            let digits = part.trim();
            match !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
                true => Ok(digits),
                false => Err(form()),
            }
        };
        let (row, col) = (digits(row)?, digits(col)?);
        // A number too large for usize is as far off the board as 9.
        let number = |digits: &str| digits.parse::<usize>().unwrap_or(usize::MAX);
        Cell::try_from((number(row), number(col))).map_err(|_| ParseCellError::OffBoard(format!("{row},{col}")))
    }
}
