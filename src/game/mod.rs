//! A game in progress: who plays which side, the moves with undo and redo, and whose turn it is.
//! Plain Rust with no knowledge of the window, so every rule of play is tested without one.

mod mode;
mod record;
pub mod session;

pub use mode::Mode;
pub use record::Record;

use std::fmt;

use crate::board::{Board, Cell, IllegalMove, Player};
use crate::engine::Decision;

/// One move of the game, with the computer's reasons when it made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// The cell marked.
    pub cell: Cell,
    /// How the computer chose it; `None` for a person's move or one restored from a saved session.
    pub decision: Option<Decision>,
}

/// Whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// A person is to move for this side.
    Person(Player),
    /// The computer is to move for this side.
    Computer(Player),
    /// The game is over: the winner, or `None` for a tie.
    Over(Option<Player>),
}

/// Why a person's move was not played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The rules refuse it.
    Illegal(IllegalMove),
    /// The computer is to move.
    ComputersTurn,
}

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refused::Illegal(e) => e.fmt(f),
            Refused::ComputersTurn => write!(f, "it is the computer's turn"),
        }
    }
}

/// A game: the mode and every move made, of which the first `played` are on the board (the rest
/// are there to redo).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    mode: Mode,
    moves: Vec<Move>,
    played: usize,
}

impl Game {
    /// A game with no move made yet.
    pub fn new(mode: Mode) -> Game {
        Game {
            mode,
            moves: Vec::new(),
            played: 0,
        }
    }

    /// A game rebuilt from its moves, of which the first `played` are on the board.
    pub fn replay(mode: Mode, cells: &[Cell], played: usize) -> Result<Game, IllegalMove> {
        let mut board = Board::EMPTY;
        for &cell in cells {
            board = board.play(cell)?;
        }
        Ok(Game {
            mode,
            moves: cells.iter().map(|&cell| Move { cell, decision: None }).collect(),
            played: played.min(cells.len()),
        })
    }

    /// Who plays which side.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The board after the moves played.
    pub fn board(&self) -> Board {
        self.board_after(self.played)
    }

    fn board_after(&self, count: usize) -> Board {
        self.moves[..count]
            .iter()
            .try_fold(Board::EMPTY, |board, m| board.play(m.cell))
            .expect("the moves of a game are legal in order")
    }

    /// The moves on the board, in order.
    pub fn played(&self) -> &[Move] {
        &self.moves[..self.played]
    }

    /// Every move made, including those undone and waiting to be redone.
    pub fn history(&self) -> (&[Move], usize) {
        (&self.moves, self.played)
    }

    /// Whose turn it is on the board now.
    pub fn turn(&self) -> Turn {
        self.turn_after(self.played)
    }

    fn turn_after(&self, count: usize) -> Turn {
        let board = self.board_after(count);
        match board.to_move() {
            None => Turn::Over(board.winner()),
            Some(player) if self.mode.computer_plays(player) => Turn::Computer(player),
            Some(player) => Turn::Person(player),
        }
    }

    /// A person's move. Refused on the computer's turn and where the rules refuse it; the game is
    /// then unchanged.
    pub fn play(&mut self, cell: Cell) -> Result<Board, Refused> {
        if let Turn::Computer(_) = self.turn() {
            return Err(Refused::ComputersTurn);
        }
        self.push(Move { cell, decision: None }).map_err(Refused::Illegal)
    }

    /// The computer's move, if `decision` was made for the board now on screen and it is the
    /// computer's turn; a decision for a board since undone or left is dropped.
    pub fn play_computer(&mut self, decision: Decision) -> bool {
        let (Turn::Computer(_), Some(cell)) = (self.turn(), decision.choice) else {
            return false;
        };
        decision.board == self.board()
            && self
                .push(Move {
                    cell,
                    decision: Some(decision),
                })
                .is_ok()
    }

    fn push(&mut self, new: Move) -> Result<Board, IllegalMove> {
        let board = self.board().play(new.cell)?;
        self.moves.truncate(self.played);
        self.moves.push(new);
        self.played += 1;
        Ok(board)
    }

    /// How many moves back undo goes: to the last position where a person was to move, so against
    /// the computer it takes back your move and its reply together. `None` when there is no such
    /// position (and always while the computer plays both sides).
    fn undo_steps(&self) -> Option<usize> {
        (1..=self.played).find(|&steps| matches!(self.turn_after(self.played - steps), Turn::Person(_)))
    }

    /// How many moves forward redo goes: to the next position where a person is to move, or the end.
    fn redo_steps(&self) -> Option<usize> {
        let ahead = self.moves.len() - self.played;
        (1..=ahead).find(|&steps| steps == ahead || !matches!(self.turn_after(self.played + steps), Turn::Computer(_)))
    }

    /// Whether undo would take anything back.
    pub fn can_undo(&self) -> bool {
        self.undo_steps().is_some()
    }

    /// Whether redo would play anything again.
    pub fn can_redo(&self) -> bool {
        self.redo_steps().is_some() && self.mode != Mode::AiVsAi
    }

    /// Takes back moves to the last position where a person was to move; whether it did.
    pub fn undo(&mut self) -> bool {
        self.undo_steps().map(|steps| self.played -= steps).is_some()
    }

    /// Plays again what undo took back, to a person's next turn; whether it did.
    pub fn redo(&mut self) -> bool {
        if !self.can_redo() {
            return false;
        }
        self.redo_steps().map(|steps| self.played += steps).is_some()
    }

    /// The status line: CS50's words where it has them.
    pub fn status(&self) -> String {
        match (self.turn(), self.mode) {
            (Turn::Over(Some(winner)), _) => format!("Game Over: {winner} wins."),
            (Turn::Over(None), _) => "Game Over: Tie.".to_string(),
            (Turn::Computer(player), Mode::AiVsAi) => format!("Computer thinking... ({player} to move)"),
            (Turn::Computer(_), _) => "Computer thinking...".to_string(),
            (Turn::Person(player), Mode::TwoPlayers) => format!("{player} to move"),
            (Turn::Person(player), _) => format!("Your turn as {player}"),
        }
    }
}
