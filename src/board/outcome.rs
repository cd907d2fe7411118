//! The perfect-play outcome of a position: who wins and how many moves it takes.

use std::fmt;

use super::Player;
use crate::lang::Lang;

/// Who wins with perfect play, and how many moves remain when the winner wins as fast as possible and
/// the loser loses as slowly as possible (a draw always fills the board).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The side that wins; `None` for a draw.
    pub winner: Option<Player>,
    /// Moves until the game ends; 0 on a finished board.
    pub plies: u8,
}

impl Outcome {
    /// CS50's value, from X's side: 1 X wins, 0 draw, -1 O wins.
    pub fn value(self) -> i8 {
        self.winner.map_or(0, Player::sign)
    }

    /// The outcome of a move, when `self` is the outcome of the position the move makes, counted as
    /// every sentence counts moves: from the position the move is played in, the move included ("X wins
    /// in 1" for a move that wins at once).
    pub fn of_move(self) -> Outcome {
        Outcome {
            plies: self.plies + 1,
            ..self
        }
    }
}

impl Outcome {
    /// "X wins in 3", "O has won" on a finished board, "draw"; in Chinese "X 3 步获胜", "O 已获胜",
    /// "平局".
    pub fn words(self, lang: Lang) -> String {
        match (self.winner, self.plies) {
            (None, _) => lang.pick("draw", "平局").to_string(),
            (Some(winner), 0) => lang.pick(format!("{winner} has won"), format!("{winner} 已获胜")),
            (Some(winner), plies) => lang.pick(format!("{winner} wins in {plies}"), format!("{winner} {plies} 步获胜")),
        }
    }
}

impl fmt::Display for Outcome {
    /// The outcome in English, as the command line writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

/// What a search found a position to be worth: who wins, and in how many moves when the search counts
/// them. The course's searches score every win alike, so they know the moves only for a draw, which
/// always fills the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Found {
    /// The side that wins; `None` for a draw.
    pub winner: Option<Player>,
    /// Moves until the game ends, when known.
    pub plies: Option<u8>,
}

impl Found {
    /// CS50's value, from X's side: 1 X wins, 0 draw, -1 O wins.
    pub fn value(self) -> i8 {
        self.winner.map_or(0, Player::sign)
    }

    /// The outcome, when the moves are known.
    pub fn outcome(self) -> Option<Outcome> {
        self.plies.map(|plies| Outcome {
            winner: self.winner,
            plies,
        })
    }

    /// As [`Outcome::words`], and "X wins" when the moves are not known.
    pub fn words(self, lang: Lang) -> String {
        match (self.outcome(), self.winner) {
            (Some(outcome), _) => outcome.words(lang),
            (None, Some(winner)) => lang.pick(format!("{winner} wins"), format!("{winner} 获胜")),
            (None, None) => lang.pick("draw", "平局").to_string(),
        }
    }
}

impl From<Outcome> for Found {
    fn from(outcome: Outcome) -> Found {
        Found {
            winner: outcome.winner,
            plies: Some(outcome.plies),
        }
    }
}

impl fmt::Display for Found {
    /// In English, as the command line writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}
