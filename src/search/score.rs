//! The one number the searches compare, and what a search knows of it.

use std::fmt;

use crate::board::{Board, Outcome, Player};
use crate::lang::Lang;

/// A position's worth to X: `10 - marks at the end` for a win by X, its negative for a win by O, 0 for
/// a draw. Sooner wins score further from zero. Since it counts the marks at the end of the game rather
/// than moves from here, it means the same in every position, so alpha-beta bounds pass down the tree
/// unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score(i8);

impl Score {
    /// Below every real score: where X's search starts.
    pub const WORST_FOR_X: Score = Score(-10);
    /// Above every real score: where O's search starts.
    pub const WORST_FOR_O: Score = Score(10);
    /// A draw.
    pub const DRAW: Score = Score(0);

    /// The number itself, -10 to 10.
    pub const fn get(self) -> i8 {
        self.0
    }

    /// The score with this number, if it is one (-10 to 10).
    pub const fn new(value: i8) -> Option<Score> {
        if -10 <= value && value <= 10 {
            Some(Score(value))
        } else {
            None
        }
    }

    /// The score of a finished board.
    #[inline]
    pub fn of_finished(board: Board) -> Score {
        match board.winner() {
            Some(winner) => Score::win(winner, board.marks()),
            None => Score::DRAW,
        }
    }

    /// The score of the board if the move `mover` just made ended the game: CS50's `terminal` and
    /// `utility` in one look. Only the side that just moved can have made a line, so only its marks are
    /// checked: plain minimax asks this at every one of its half a million positions.
    #[inline]
    pub(crate) fn if_finished_by(board: Board, mover: Player) -> Option<Score> {
        if board.cells_of(mover).has_line() {
            Some(Score::win(mover, board.marks()))
        } else if board.empty_cells().is_empty() {
            Some(Score::DRAW)
        } else {
            None
        }
    }

    /// A win by `winner` when the board holds `marks` marks.
    #[inline]
    pub(crate) fn win(winner: Player, marks: u32) -> Score {
        Score(winner.sign() * (10 - marks as i8))
    }

    /// Whether `self` is better than `other` for `player`.
    #[inline]
    pub(crate) fn better_for(self, player: Player, other: Score) -> bool {
        match player {
            Player::X => self > other,
            Player::O => self < other,
        }
    }

    /// Where `player`'s search of a position starts, below anything it can find.
    pub(crate) fn worst_for(player: Player) -> Score {
        match player {
            Player::X => Score::WORST_FOR_X,
            Player::O => Score::WORST_FOR_O,
        }
    }

    /// The number with its sign, as the explorer and `steps` write it: "+3", "+0", "-2".
    pub fn signed(self) -> String {
        format!("{:+}", self.0)
    }

    /// The winner this score names; `None` for a draw.
    pub fn winner(self) -> Option<Player> {
        match self.0.signum() {
            1 => Some(Player::X),
            -1 => Some(Player::O),
            _ => None,
        }
    }

    /// The outcome this score means for the position `board`.
    pub fn outcome(self, board: Board) -> Outcome {
        Outcome {
            winner: self.winner(),
            plies: (self.end_marks() - board.marks()) as u8,
        }
    }

    /// How many marks the board holds when the game ends: a draw fills it.
    fn end_marks(self) -> u32 {
        match self.0 {
            0 => 9,
            score => 10 - score.unsigned_abs() as u32,
        }
    }
}

impl Score {
    /// For people: "a draw", "X wins on move 7" (the move of the game on which it ends).
    pub fn words(self, lang: Lang) -> String {
        match self.winner() {
            None if self.0.abs() < 10 => lang.pick("a draw", "平局").to_string(),
            Some(winner) if self.0.abs() < 10 => {
                let end = self.end_marks();
                lang.pick(
                    format!("{winner} wins on move {end}"),
                    format!("{winner} 在第 {end} 步获胜"),
                )
            }
            _ if self.0 < 0 => lang.pick("nothing yet for X", "X 尚无所得").to_string(),
            _ => lang.pick("nothing yet for O", "O 尚无所得").to_string(),
        }
    }
}

impl fmt::Display for Score {
    /// The score in English, as the command line writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(Lang::En))
    }
}

/// What a search knows of a position's score: the score itself, or only a bound on it, when alpha-beta
/// learned enough to know the position could not matter. Scores are X's, so which bound a cut gives
/// depends on whose move was cut: a cut at X's move (v ≥ β) gives a lower bound, a cut at O's move
/// (v ≤ α) an upper bound; a loop that ends without a cut gives the same bound when every move landed
/// outside the window on that side.
///
/// Here X's first move, 1,1, already wins on move 7 (+3), so α = +3. After X's 1,2, O's first reply
/// (1,1) also leaves X +3: Min-Value needs to look no further, since O can hold X to +3 at most
/// here and X has that elsewhere. The call returns +3 as an upper bound, not as the position's score.
///
/// ```
/// use tictactoe::engines::Rung;
/// use tictactoe::search::{Bound, Cut, Event, Score};
///
/// let (_, steps) = Rung::AlphaBetaCells.steps("XOOX.....".parse()?);
/// let cut = steps.steps().iter().position(|step| matches!(step.event, Event::Cut { reason: Cut::Alpha, .. }));
/// let cut = &steps.steps()[cut.expect("a cut at O's move")];
/// let returned = steps.steps().iter().skip_while(|step| *step != cut).find(|step| {
///     step.call == cut.call && matches!(step.event, Event::Return { .. })
/// });
/// let returned = returned.expect("the call returns");
/// assert_eq!(steps.call_of(returned).board.to_string(), "XOOX.X...");
/// assert_eq!(returned.event, Event::Return { score: Score::new(3).unwrap(), bound: Bound::Upper });
/// # Ok::<(), tictactoe::BoardError>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bound {
    /// The position's score.
    Exact,
    /// The score is at least this: X's move reached β (a cut at X's move), or every one of O's moves
    /// stayed at or above β.
    Lower,
    /// The score is at most this: O's move fell to α (a cut at O's move), or every one of X's moves
    /// stayed at or below α.
    Upper,
}

impl Bound {
    /// What a fail-soft alpha-beta's `score` tells of a position searched with the window
    /// `(alpha, beta)`: exact inside it, a bound at or beyond its edges.
    pub fn of(score: Score, alpha: Score, beta: Score) -> Bound {
        if score <= alpha {
            Bound::Upper
        } else if score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        }
    }

    /// "exact", "a lower bound", "an upper bound", for people.
    pub fn words(self, lang: Lang) -> &'static str {
        match self {
            Bound::Exact => lang.pick("exact", "精确值"),
            Bound::Lower => lang.pick("a lower bound", "下界"),
            Bound::Upper => lang.pick("an upper bound", "上界"),
        }
    }

    /// `exact`, `lower` or `upper`, as the command line's JSON writes it.
    pub fn name(self) -> &'static str {
        match self {
            Bound::Exact => "exact",
            Bound::Lower => "lower",
            Bound::Upper => "upper",
        }
    }
}
