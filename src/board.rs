//! The rules of tic-tac-toe: a small `Copy` board with the CS50 functions as methods, text in and out,
//! and the checks that make every `Board` a position reachable in a real game.
//!
//! This file depends on nothing else in the crate: `build.rs` includes it by `#[path]`.

use std::fmt;
use std::str::FromStr;

/// A side. X moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    X,
    O,
}

impl Player {
    pub fn opponent(self) -> Player {
        match self {
            Player::X => Player::O,
            Player::O => Player::X,
        }
    }

    pub fn as_char(self) -> char {
        match self {
            Player::X => 'X',
            Player::O => 'O',
        }
    }

    /// CS50's utility of a win by this side: 1 for X, -1 for O.
    pub fn sign(self) -> i8 {
        match self {
            Player::X => 1,
            Player::O => -1,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.as_char())
    }
}

/// A cell as (row, col), 0-based. Any coordinates can be named, so that a move off the board
/// can be rejected with a reason when it is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    pub row: usize,
    pub col: usize,
}

impl Cell {
    pub const fn new(row: usize, col: usize) -> Cell {
        Cell { row, col }
    }

    /// The cell at a row-major index 0..9.
    pub const fn from_index(index: usize) -> Cell {
        Cell::new(index / 3, index % 3)
    }

    /// The row-major index 0..9, or `None` off the board.
    pub const fn index(self) -> Option<usize> {
        if self.row < 3 && self.col < 3 {
            Some(self.row * 3 + self.col)
        } else {
            None
        }
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.row, self.col)
    }
}

/// Why a move written as text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseCellError(pub String);

impl fmt::Display for ParseCellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move '{}' is not written as R,C (for example 2,0)", self.0)
    }
}

impl std::error::Error for ParseCellError {}

impl FromStr for Cell {
    type Err = ParseCellError;

    /// Reads `R,C`. Coordinates off the board are read, however large (too large for a `usize`
    /// reads as `usize::MAX`); playing them is what fails.
    fn from_str(text: &str) -> Result<Cell, ParseCellError> {
        let error = || ParseCellError(text.to_string());
        let (row, col) = text.trim().split_once(',').ok_or_else(error)?;
        let number = |part: &str| {
            let digits = part.trim();
            match !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()) {
                true => Ok(digits.parse::<usize>().unwrap_or(usize::MAX)),
                false => Err(error()),
            }
        };
        Ok(Cell::new(number(row)?, number(col)?))
    }
}

/// A set of cells as a 9-bit mask, bit `row * 3 + col`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cells(u16);

impl Cells {
    pub const NONE: Cells = Cells(0);
    pub const ALL: Cells = Cells(0x1ff);

    pub const fn from_bits(bits: u16) -> Cells {
        Cells(bits & 0x1ff)
    }

    pub const fn bits(self) -> u16 {
        self.0
    }

    pub fn contains(self, cell: Cell) -> bool {
        cell.index().is_some_and(|i| self.0 & (1 << i) != 0)
    }

    pub fn with(self, cell: Cell) -> Cells {
        match cell.index() {
            Some(i) => Cells(self.0 | 1 << i),
            None => self,
        }
    }

    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set holds a whole row, column or diagonal.
    #[inline]
    pub fn has_line(self) -> bool {
        has_line(self.0)
    }

    /// The row-major indices of the cells, in order.
    #[inline]
    pub fn indices(self) -> Indices {
        Indices(self.0)
    }

    /// The first cell in row-major order.
    pub fn first(self) -> Option<Cell> {
        self.into_iter().next()
    }
}

impl IntoIterator for Cells {
    type Item = Cell;
    type IntoIter = std::iter::Map<Indices, fn(u32) -> Cell>;

    fn into_iter(self) -> Self::IntoIter {
        self.indices().map(|index| Cell::from_index(index as usize))
    }
}

impl FromIterator<Cell> for Cells {
    fn from_iter<I: IntoIterator<Item = Cell>>(cells: I) -> Cells {
        cells.into_iter().fold(Cells::NONE, Cells::with)
    }
}

/// The row-major indices of a set's cells, lowest first.
pub struct Indices(u16);

impl Iterator for Indices {
    type Item = u32;

    #[inline]
    fn next(&mut self) -> Option<u32> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(index)
    }
}

/// The eight lines: three rows, three columns, two diagonals.
pub(crate) const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

/// Base-3 digit weight of each cell's bit, for every 9-bit mask: the board's index is
/// `BASE3[x] + 2 * BASE3[o]`, so computing it is two array reads.
const BASE3: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut mask = 0;
    while mask < 512 {
        let (mut bit, mut weight, mut sum) = (0, 1u16, 0u16);
        while bit < 9 {
            if mask & (1 << bit) != 0 {
                sum += weight;
            }
            weight *= 3;
            bit += 1;
        }
        table[mask] = sum;
        mask += 1;
    }
    table
};

/// The number of base-3 board indices: every way to fill nine cells with empty, X or O.
pub const INDEX_COUNT: usize = 19_683;

/// A position reachable in a real game: X's and O's marks as two 9-bit masks.
///
/// Every constructor checks reachability (`parse`, `from_index`) or keeps it (`play`),
/// so code that holds a `Board` never has to ask again.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board {
    x: u16,
    o: u16,
}

/// Why a move cannot be played. The board it was played on is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    OffBoard(Cell),
    Taken(Cell, Player),
    GameOver,
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IllegalMove::OffBoard(cell) => {
                write!(f, "cell {cell} is off the board (rows and columns are 0 to 2)")
            }
            IllegalMove::Taken(cell, player) => write!(f, "cell {cell} is taken by {player}"),
            IllegalMove::GameOver => write!(f, "the game is over"),
        }
    }
}

impl std::error::Error for IllegalMove {}

/// Why a text or an index is not a board reachable in a real game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// Not nine cells (the count found).
    Length(usize),
    /// A character that is not a cell (the character and its position in the text, from 1).
    Character(char, usize),
    /// A `/` that does not stand between two rows (its position in the text, from 1).
    Slash(usize),
    /// Counts that no game produces: (X's marks, O's marks).
    Counts(u32, u32),
    /// Both sides have a line.
    TwoWinners,
    /// Someone moved after this side had won.
    MoveAfterWin(Player),
    /// An index outside 0..19,683.
    Index(usize),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Length(n) => write!(f, "a board has 9 cells, this one has {n}"),
            BoardError::Character(c, at) => {
                write!(
                    f,
                    "character {c:?} at position {at} is not X, O or . (- and _ also mean empty)"
                )
            }
            BoardError::Slash(at) => write!(f, "'/' at position {at} does not stand between two rows of three"),
            BoardError::Counts(x, o) => write!(
                f,
                "X has {x} mark{} and O has {o}: X moves first, so X has as many marks as O or one more",
                if *x == 1 { "" } else { "s" }
            ),
            BoardError::TwoWinners => write!(f, "both X and O have a line, but the game ends at the first"),
            BoardError::MoveAfterWin(winner) => write!(
                f,
                "{winner} has a line, but {} moved after {winner} had won",
                winner.opponent()
            ),
            BoardError::Index(i) => write!(f, "board index {i} is not below {INDEX_COUNT}"),
        }
    }
}

impl std::error::Error for BoardError {}

impl Board {
    /// CS50's `initial_state`.
    pub const EMPTY: Board = Board { x: 0, o: 0 };

    /// Builds a board from two masks after checking it could occur in a real game.
    fn checked(x: u16, o: u16) -> Result<Board, BoardError> {
        let board = Board { x, o };
        let (xs, os) = (x.count_ones(), o.count_ones());
        if xs != os && xs != os + 1 {
            return Err(BoardError::Counts(xs, os));
        }
        match (has_line(x), has_line(o)) {
            (true, true) => Err(BoardError::TwoWinners),
            (true, false) if xs == os => Err(BoardError::MoveAfterWin(Player::X)),
            (false, true) if xs == os + 1 => Err(BoardError::MoveAfterWin(Player::O)),
            _ => Ok(board),
        }
    }

    /// The mark in a cell, if any (`None` also off the board).
    pub fn get(self, cell: Cell) -> Option<Player> {
        let bit = 1 << cell.index()?;
        if self.x & bit != 0 {
            Some(Player::X)
        } else if self.o & bit != 0 {
            Some(Player::O)
        } else {
            None
        }
    }

    /// CS50's `player`: whose turn it is, or `None` on a finished board.
    pub fn to_move(self) -> Option<Player> {
        (!self.is_terminal()).then(|| self.next_player())
    }

    /// Whose mark would come next by the counts, finished or not.
    pub(crate) fn next_player(self) -> Player {
        // X moves first, so X is to move exactly when the number of marks is even.
        if self.marks() % 2 == 1 { Player::O } else { Player::X }
    }

    /// The cells nobody has marked yet.
    pub fn empty_cells(self) -> Cells {
        Cells(!(self.x | self.o) & 0x1ff)
    }

    /// CS50's `actions`: the legal moves, none on a finished board.
    pub fn actions(self) -> Cells {
        if self.is_terminal() {
            Cells::NONE
        } else {
            self.empty_cells()
        }
    }

    /// CS50's `result`: the board after the side to move marks `cell`. `self` is unchanged.
    pub fn play(self, cell: Cell) -> Result<Board, IllegalMove> {
        cell.index().ok_or(IllegalMove::OffBoard(cell))?;
        if self.is_terminal() {
            return Err(IllegalMove::GameOver);
        }
        if let Some(owner) = self.get(cell) {
            return Err(IllegalMove::Taken(cell, owner));
        }
        Ok(self.with_move(cell))
    }

    /// The board after the side to move marks an empty cell on the board, for searches that
    /// already know the move is legal.
    #[inline]
    pub(crate) fn with_move(self, cell: Cell) -> Board {
        self.with_mark(self.next_player(), (cell.row * 3 + cell.col) as u32)
    }

    /// The board with `player`'s mark added at the empty row-major `index`, for the inner loop of
    /// plain minimax, which knows whose turn it is.
    #[inline]
    pub(crate) fn with_mark(self, player: Player, index: u32) -> Board {
        let bit = 1 << index;
        match player {
            Player::X => Board {
                x: self.x | bit,
                o: self.o,
            },
            Player::O => Board {
                x: self.x,
                o: self.o | bit,
            },
        }
    }

    /// CS50's `winner`.
    #[inline]
    pub fn winner(self) -> Option<Player> {
        if has_line(self.x) {
            Some(Player::X)
        } else if has_line(self.o) {
            Some(Player::O)
        } else {
            None
        }
    }

    /// The cells of the winner's line (the first one, if the last move made two).
    pub fn winning_line(self) -> Option<Cells> {
        LINES
            .iter()
            .find(|&&line| self.x & line == line || self.o & line == line)
            .map(|&line| Cells(line))
    }

    /// CS50's `terminal`: someone has a line, or the board is full.
    #[inline]
    pub fn is_terminal(self) -> bool {
        (self.x | self.o) == 0x1ff || has_line(self.x) || has_line(self.o)
    }

    /// CS50's `utility`: 1 if X has won, -1 if O has, 0 for a tie; `None` while the game goes on.
    pub fn utility(self) -> Option<i8> {
        self.is_terminal().then(|| self.winner().map_or(0, Player::sign))
    }

    /// How many marks are on the board.
    #[inline]
    pub fn marks(self) -> u32 {
        MARK_COUNT[((self.x | self.o) & 0x1ff) as usize] as u32
    }

    /// The cells a side has marked.
    pub fn cells_of(self, player: Player) -> Cells {
        match player {
            Player::X => Cells(self.x),
            Player::O => Cells(self.o),
        }
    }

    /// The base-3 number of the board (empty 0, X 1, O 2; cell 0 is the lowest digit), 0..19,683.
    #[inline]
    pub fn index(self) -> usize {
        BASE3[self.x as usize] as usize + 2 * BASE3[self.o as usize] as usize
    }

    /// The board with a given base-3 number, if that board is reachable.
    pub fn from_index(index: usize) -> Result<Board, BoardError> {
        if index >= INDEX_COUNT {
            return Err(BoardError::Index(index));
        }
        let (mut x, mut o, mut rest) = (0, 0, index);
        for bit in 0..9 {
            match rest % 3 {
                1 => x |= 1 << bit,
                2 => o |= 1 << bit,
                _ => {}
            }
            rest /= 3;
        }
        Board::checked(x, o)
    }
}

/// Whether a side's marks hold a line: one array read, since searches ask at every position.
#[inline]
fn has_line(marks: u16) -> bool {
    HAS_LINE[(marks & 0x1ff) as usize]
}

/// How many cells a 9-bit set holds: a table, since the portable x86-64 target has no popcount
/// instruction and searches count marks at every finished position.
const MARK_COUNT: [u8; 512] = {
    let mut table = [0; 512];
    let mut cells = 0;
    while cells < 512 {
        table[cells] = (cells as u16).count_ones() as u8;
        cells += 1;
    }
    table
};

/// `HAS_LINE[marks]` for every 9-bit set of marks.
const HAS_LINE: [bool; 512] = {
    let mut table = [false; 512];
    let mut marks = 0;
    while marks < 512 {
        let mut line = 0;
        while line < LINES.len() {
            if marks as u16 & LINES[line] == LINES[line] {
                table[marks] = true;
            }
            line += 1;
        }
        marks += 1;
    }
    table
};

impl FromStr for Board {
    type Err = BoardError;

    /// Reads nine cells row-major: `X`, `O` (either case), `.`, `-` or `_` for empty, with `/` allowed
    /// between rows. Surrounding white space is ignored.
    fn from_str(text: &str) -> Result<Board, BoardError> {
        let (mut x, mut o, mut cells) = (0u16, 0u16, 0usize);
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
            let bit = if cells < 9 { 1 << cells } else { 0 };
            match c {
                'X' | 'x' => x |= bit,
                'O' | 'o' => o |= bit,
                '.' | '-' | '_' => {}
                _ => return Err(BoardError::Character(c, at + 1)),
            }
            after_slash = false;
            cells += 1;
        }
        if cells != 9 {
            return Err(BoardError::Length(cells));
        }
        Board::checked(x, o)
    }
}

impl fmt::Display for Board {
    /// The canonical 9-character form, e.g. `X.O.X....`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for index in 0..9 {
            let c = self.get(Cell::from_index(index)).map_or('.', Player::as_char);
            write!(f, "{c}")?;
        }
        Ok(())
    }
}
