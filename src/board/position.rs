//! A position: X's and O's marks, with CS50's functions as methods. Every constructor checks that a
//! real game reaches the position (`parse`, `from_number`) or keeps it so (`play`), so code that
//! holds a `Board` never has to ask again.

use std::fmt;

use crate::lang::Lang;

use super::lookup::{BASE3, LINES};
use super::{Cell, Cells, Player};

/// How many base-3 board numbers there are: every way to fill nine cells with empty, X or O.
pub const BOARD_NUMBERS: usize = 19_683;

/// A position reachable in a real game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Board {
    x: Cells,
    o: Cells,
}

/// Why a move cannot be played. The board it was played on is unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    /// The cell holds this side's mark.
    Taken(Cell, Player),
    /// Someone has won or the board is full.
    GameOver,
}

impl IllegalMove {
    /// Why, in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            IllegalMove::Taken(cell, player) => lang.pick(
                format!("cell {cell} is taken by {player}"),
                format!("格子 {cell} 已被 {player} 占据"),
            ),
            IllegalMove::GameOver => lang.pick("the game is over", "对局已经结束").to_string(),
        }
    }
}

impl fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl std::error::Error for IllegalMove {}

/// Why a text or a number is not a board reachable in a real game.
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
    /// A number outside 0..19,683.
    Number(usize),
}

impl BoardError {
    /// Why, in `lang`.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            BoardError::Length(n) => lang.pick(
                format!("a board has 9 cells, this one has {n}"),
                format!("棋盘有 9 个格子，这里有 {n} 个"),
            ),
            BoardError::Character(c, at) => lang.pick(
                format!("character {c:?} at position {at} is not X, O or . (- and _ also mean empty)"),
                format!("第 {at} 个字符 {c:?} 不是 X、O 或 .（- 和 _ 也表示空位）"),
            ),
            BoardError::Slash(at) => lang.pick(
                format!("'/' at position {at} does not stand between two rows of three"),
                format!("第 {at} 个字符 '/' 不在两行（每行三格）之间"),
            ),
            BoardError::Counts(x, o) => lang.pick(
                format!(
                    "X has {x} mark{} and O has {o}: X moves first, so X has as many marks as O or one more",
                    if *x == 1 { "" } else { "s" }
                ),
                format!("X 有 {x} 子而 O 有 {o} 子：X 先走，所以 X 的子数与 O 相同或多一个"),
            ),
            BoardError::TwoWinners => lang
                .pick(
                    "both X and O have a line, but the game ends at the first",
                    "X 和 O 都连成了一线，但对局在第一条线出现时就已结束",
                )
                .to_string(),
            BoardError::MoveAfterWin(winner) => {
                let loser = winner.opponent();
                lang.pick(
                    format!("{winner} has a line, but {loser} moved after {winner} had won"),
                    format!("{winner} 已连成一线，但 {loser} 在 {winner} 获胜后又走了棋"),
                )
            }
            BoardError::Number(n) => lang.pick(
                format!("board number {n} is not below {BOARD_NUMBERS}"),
                format!("棋盘编号 {n} 不小于 {BOARD_NUMBERS}"),
            ),
        }
    }
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

impl std::error::Error for BoardError {}

impl Board {
    /// CS50's `initial_state`.
    pub const EMPTY: Board = Board {
        x: Cells::NONE,
        o: Cells::NONE,
    };

    /// Builds a board from the two sides' marks (no cell in both) after checking a real game could
    /// reach it.
    pub(crate) fn from_marks(x: Cells, o: Cells) -> Result<Board, BoardError> {
        debug_assert!((x & o).is_empty(), "a cell holds one mark");
        let (xs, os) = (x.len(), o.len());
        if xs != os && xs != os + 1 {
            return Err(BoardError::Counts(xs, os));
        }
        match (x.has_line(), o.has_line()) {
            (true, true) => Err(BoardError::TwoWinners),
            (true, false) if xs == os => Err(BoardError::MoveAfterWin(Player::X)),
            (false, true) if xs == os + 1 => Err(BoardError::MoveAfterWin(Player::O)),
            _ => Ok(Board { x, o }),
        }
    }

    /// The mark in a cell, if any.
    pub fn get(self, cell: Cell) -> Option<Player> {
        if self.x.contains(cell) {
            Some(Player::X)
        } else if self.o.contains(cell) {
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
    pub fn next_player(self) -> Player {
        // X moves first, so X is to move exactly when the number of marks is even.
        if self.marks() % 2 == 1 { Player::O } else { Player::X }
    }

    /// The cells nobody has marked yet.
    #[inline]
    pub fn empty_cells(self) -> Cells {
        !(self.x | self.o)
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
        if self.is_terminal() {
            return Err(IllegalMove::GameOver);
        }
        if let Some(owner) = self.get(cell) {
            return Err(IllegalMove::Taken(cell, owner));
        }
        Ok(self.with_mark(self.next_player(), cell))
    }

    /// The board with `player`'s mark added at an empty cell, for searches that already know the move
    /// is legal and whose turn it is.
    #[inline]
    pub(crate) fn with_mark(self, player: Player, cell: Cell) -> Board {
        match player {
            Player::X => Board {
                x: self.x.with(cell),
                o: self.o,
            },
            Player::O => Board {
                x: self.x,
                o: self.o.with(cell),
            },
        }
    }

    /// CS50's `winner`.
    #[inline]
    pub fn winner(self) -> Option<Player> {
        if self.x.has_line() {
            Some(Player::X)
        } else if self.o.has_line() {
            Some(Player::O)
        } else {
            None
        }
    }

    /// The cells of the winner's line (the first one, if the last move made two).
    pub fn winning_line(self) -> Option<Cells> {
        LINES
            .iter()
            .map(|&line| Cells::from_bits(line))
            .find(|&line| self.x & line == line || self.o & line == line)
    }

    /// CS50's `terminal`: someone has a line, or the board is full.
    #[inline]
    pub fn is_terminal(self) -> bool {
        self.empty_cells().is_empty() || self.x.has_line() || self.o.has_line()
    }

    /// CS50's `utility`: 1 if X has won, -1 if O has, 0 for a tie; `None` while the game goes on.
    pub fn utility(self) -> Option<i8> {
        self.is_terminal().then(|| self.winner().map_or(0, Player::sign))
    }

    /// How many marks are on the board.
    #[inline]
    pub fn marks(self) -> u32 {
        (self.x | self.o).len()
    }

    /// The cells a side has marked.
    #[inline]
    pub fn cells_of(self, player: Player) -> Cells {
        match player {
            Player::X => self.x,
            Player::O => self.o,
        }
    }

    /// The board's base-3 number (empty 0, X 1, O 2; cell 0,0 is the lowest digit), 0..19,683: where
    /// the table keeps it.
    #[inline]
    pub fn number(self) -> usize {
        number_of(self.x, self.o)
    }

    /// The board with a given base-3 number, if a real game reaches it.
    pub fn from_number(number: usize) -> Result<Board, BoardError> {
        if number >= BOARD_NUMBERS {
            return Err(BoardError::Number(number));
        }
        let (mut x, mut o, mut rest) = (Cells::NONE, Cells::NONE, number);
        for cell in Cell::ALL {
            match rest % 3 {
                1 => x = x.with(cell),
                2 => o = o.with(cell),
                _ => {}
            }
            rest /= 3;
        }
        Board::from_marks(x, o)
    }
}

/// The base-3 number of the board with X's marks `x` and O's `o`.
#[inline]
pub(super) fn number_of(x: Cells, o: Cells) -> usize {
    BASE3[x.bits() as usize] as usize + 2 * BASE3[o.bits() as usize] as usize
}
