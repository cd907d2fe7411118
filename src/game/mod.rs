//! The game layer: a game in progress (who plays which side, the moves with undo and redo, whose turn
//! it is), the review of its moves, the scores by opponent and the saved session. Plain Rust with no
//! knowledge of the window, so every rule of play is tested without one.

mod mode;
mod picker;
mod record;
pub mod review;
mod scores;
pub mod session;

pub use mode::Mode;
pub use picker::Picker;
pub use record::Record;
pub use scores::{Scores, VsComputer};

use std::fmt;
use std::time::Duration;

use crate::board::{Board, Cell, IllegalMove, Player};
use crate::engines::Decision;
use crate::lang::Lang;
use crate::opponents::{Choice, Level};

/// One move of the game, with the computer's reasons when it made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    /// The cell marked.
    pub cell: Cell,
    /// What the engine found on the position when the computer moved, with its agreement with the
    /// table; `None` for a person's move, the learner's `minimax`'s, or one restored from a session
    /// saved before format 3.
    pub decision: Option<Decision>,
    /// What picked the computer's move; `None` for a person's move.
    pub picker: Option<Picker>,
}

impl Move {
    /// A person's move.
    pub fn person(cell: Cell) -> Move {
        Move {
            cell,
            decision: None,
            picker: None,
        }
    }

    /// The level that picked the computer's move; `None` for a person's move or the learner's
    /// `minimax`'s.
    pub fn level(&self) -> Option<Level> {
        self.picker.and_then(Picker::level)
    }

    /// Whether the learner's own `minimax` chose it.
    pub fn is_learners(&self) -> bool {
        matches!(self.picker, Some(Picker::LearnersMinimax { .. }))
    }
}

/// The side that makes a game's move number `number` (from 0): X first, then in turn.
pub fn mover(number: usize) -> Player {
    if number.is_multiple_of(2) { Player::X } else { Player::O }
}

/// Whose turn it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// A person is to move for this side.
    Person(Player),
    /// The computer is to move for this side.
    Computer(Player),
    /// The game is over: the winner, or `None` for a draw.
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
    /// Whether the game's result counts in the score; a reset of the score leaves out the game
    /// on the board.
    scored: bool,
}

impl Game {
    /// A game with no move made yet.
    pub fn new(mode: Mode) -> Game {
        Game {
            mode,
            moves: Vec::new(),
            played: 0,
            scored: true,
        }
    }

    /// A game rebuilt from its moves as they were made, the computer's reasons included, of which
    /// the first `played` are on the board. Refused if a move cannot follow the ones before it.
    pub fn restore(mode: Mode, moves: Vec<Move>, played: usize) -> Result<Game, IllegalMove> {
        moves.iter().try_fold(Board::EMPTY, |board, m| board.play(m.cell))?;
        Ok(Game {
            mode,
            played: played.min(moves.len()),
            moves,
            scored: true,
        })
    }

    /// Whether the game's result counts in the score.
    pub fn scored(&self) -> bool {
        self.scored
    }

    /// Leaves the game's result out of the score, as a reset of the score does for the game on the
    /// board.
    pub fn leave_out_of_score(&mut self) {
        self.scored = false;
    }

    /// Whether leaving the game now would lose something: it is not over and a person has moved.
    pub fn in_progress(&self) -> bool {
        let person_moved = (0..self.played).any(|number| !self.mode.computer_plays(mover(number)));
        !matches!(self.turn(), Turn::Over(_)) && person_moved
    }

    /// The weakest level the computer played at in the moves on the board: the level a game
    /// against it counts for. `None` when the computer has not moved at a level (the learner's own
    /// `minimax` chooses its moves at none).
    pub fn computer_level(&self) -> Option<Level> {
        self.played().iter().filter_map(Move::level).min()
    }

    /// Whether the learner's own `minimax` made a move on the board: the game is then one against
    /// the learner's program, whatever else played.
    pub fn against_learner(&self) -> bool {
        self.played().iter().any(Move::is_learners)
    }

    /// Who plays which side.
    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// The board after the moves played.
    pub fn board(&self) -> Board {
        self.board_after(self.played)
    }

    /// The board after the first `count` moves made (all of them when there are fewer), those
    /// waiting to be redone included.
    pub fn board_after(&self, count: usize) -> Board {
        self.moves[..count.min(self.moves.len())]
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
        self.push(Move::person(cell)).map_err(Refused::Illegal)
    }

    /// The computer's move as a level picked it, if it was picked for the board now on screen and
    /// it is the computer's turn; a choice for a board since undone or left is dropped.
    pub fn play_choice(&mut self, choice: Choice) -> bool {
        matches!(self.turn(), Turn::Computer(_))
            && choice.decision.board == self.board()
            && self
                .push(Move {
                    cell: choice.cell,
                    decision: Some(choice.decision),
                    picker: Some(Picker::Level(choice.level)),
                })
                .is_ok()
    }

    /// The move the learner's own `minimax` chose on `board` in `elapsed`, if `board` is the one now
    /// on screen, it is the computer's turn and the move is legal; otherwise the game is unchanged.
    pub fn play_learners(&mut self, board: Board, cell: Cell, elapsed: Duration) -> bool {
        matches!(self.turn(), Turn::Computer(_))
            && board == self.board()
            && self
                .push(Move {
                    cell,
                    decision: None,
                    picker: Some(Picker::LearnersMinimax { elapsed }),
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
        self.redo_steps().is_some() && self.mode != Mode::SelfPlay
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

    /// The status line: CS50's words where it has them, "draw" where CS50 says "tie", as everywhere
    /// else here.
    pub fn status(&self, lang: Lang) -> String {
        match (self.turn(), self.mode) {
            (Turn::Over(Some(winner)), _) => lang.pick(
                format!("Game Over: {winner} wins."),
                format!("对局结束：{winner} 获胜。"),
            ),
            (Turn::Over(None), _) => lang.pick("Game Over: Draw.", "对局结束：平局。").to_string(),
            (Turn::Computer(player), Mode::SelfPlay) => lang.pick(
                format!("Computer thinking... ({player} to move)"),
                format!("电脑思考中……（轮到 {player}）"),
            ),
            (Turn::Computer(_), _) => lang.pick("Computer thinking...", "电脑思考中……").to_string(),
            (Turn::Person(player), Mode::TwoPlayers) => {
                lang.pick(format!("{player} to move"), format!("轮到 {player}"))
            }
            (Turn::Person(player), _) => lang.pick(format!("Your turn as {player}"), format!("轮到你（{player}）")),
        }
    }
}
