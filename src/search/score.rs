//! The one number the searches compare, on the scale of its search, and what a search knows of it.

use crate::board::{Board, Found, Outcome, Player};
use crate::lang::Lang;

/// How a search scores a finished game, and what follows from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Scoring {
    /// The course's Utility: 1 when X has won, -1 when O has, 0 for a draw. Every win is worth the same,
    /// so the search finds who wins, not how soon.
    Course,
    /// Win fastest: a win by X that ends with m marks on the board is worth 10 - m, a win by O -(10 - m),
    /// a draw 0, so sooner wins lie further from zero; and a move that wins at once ends the loop, since
    /// nothing can beat it. The score counts the marks at the end of the game rather than moves from here,
    /// so it means the same in every position and alpha-beta's bounds pass down the tree unchanged.
    Fastest,
}

impl Scoring {
    /// Beyond every real score: where `player`'s search starts, and what stands for an infinite α or β
    /// (−2 and +2 for the course's, −10 and +10 for win fastest).
    pub const fn worst_for(self, player: Player) -> Score {
        let value = match self {
            Scoring::Course => 2,
            Scoring::Fastest => 10,
        };
        Score {
            value: match player {
                Player::X => -value,
                Player::O => value,
            },
            scoring: self,
        }
    }

    /// The score of a finished board.
    #[inline]
    pub fn of_finished(self, board: Board) -> Score {
        match board.winner() {
            Some(winner) => self.win(winner, board.marks()),
            None => self.draw(),
        }
    }

    /// The score of the board if the move `mover` just made ended the game: CS50's `terminal` and
    /// `utility` in one look. Only the side that just moved can have made a line, so only its marks are
    /// checked: plain minimax asks this at every one of its half a million positions.
    #[inline]
    pub(crate) fn if_finished_by(self, board: Board, mover: Player) -> Option<Score> {
        if board.cells_of(mover).has_line() {
            Some(self.win(mover, board.marks()))
        } else if board.empty_cells().is_empty() {
            Some(self.draw())
        } else {
            None
        }
    }

    /// The score of a move by `player` that wins at once on a board of `marks` marks, when a win at once
    /// ends the loop (win fastest); `None` when this scoring has no such rule (the course's).
    #[inline]
    pub(crate) fn wins_at_once(self, player: Player, marks: u32) -> Option<Score> {
        match self {
            Scoring::Course => None,
            Scoring::Fastest => Some(self.win(player, marks + 1)),
        }
    }

    /// A win by `winner` when the board holds `marks` marks.
    #[inline]
    fn win(self, winner: Player, marks: u32) -> Score {
        let value = match self {
            Scoring::Course => CourseScale::win(marks),
            Scoring::Fastest => FastestScale::win(marks),
        };
        Score {
            value: winner.sign() * value as i8,
            scoring: self,
        }
    }

    /// A draw.
    pub const fn draw(self) -> Score {
        Score {
            value: 0,
            scoring: self,
        }
    }
}

/// A score's number as the searches' loops hold it: a machine word, since bytes would be widened at
/// every comparison (a tenth of plain minimax's instructions).
pub(crate) type Number = i32;

/// A scoring known when the search is compiled, so that the loops of the searches test no scoring at
/// each of their positions: each search is built once for each scale, and dispatches on its
/// [`Scoring`] once, at the root.
pub(crate) trait Scale {
    /// The scoring this is.
    const SCORING: Scoring;
    /// Beyond every real score: where X's search starts, and an infinite α.
    const WORST_FOR_X: Number = Self::SCORING.worst_for(Player::X).value as Number;
    /// Where O's search starts, and an infinite β.
    const WORST_FOR_O: Number = Self::SCORING.worst_for(Player::O).value as Number;

    /// The number of a win by X that ends with `marks` marks on the board (O's is its negation).
    fn win(marks: u32) -> Number;

    /// The score with the number `number`, one of this scale's.
    #[inline(always)]
    fn score(number: Number) -> Score {
        Score {
            value: number as i8,
            scoring: Self::SCORING,
        }
    }
}

/// The course's scale: every win worth 1.
pub(crate) struct CourseScale;

impl Scale for CourseScale {
    const SCORING: Scoring = Scoring::Course;

    #[inline(always)]
    fn win(_: u32) -> Number {
        1
    }
}

/// Win fastest: a win worth 10 less the marks on the board at its end.
pub(crate) struct FastestScale;

impl Scale for FastestScale {
    const SCORING: Scoring = Scoring::Fastest;

    #[inline(always)]
    fn win(marks: u32) -> Number {
        10 - marks as Number
    }
}

/// A position's worth to X, on its search's scale (see [`Scoring`]). Scores of one search are compared
/// with each other only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Score {
    value: i8,
    scoring: Scoring,
}

impl Score {
    /// A draw, on the win-fastest scale.
    pub const DRAW: Score = Scoring::Fastest.draw();

    /// The number itself: -10 to 10 when winning fastest, -2 to 2 on the course's scale (±2 and ±10
    /// being the infinities).
    pub const fn get(self) -> i8 {
        self.value
    }

    /// How the score was counted.
    pub const fn scoring(self) -> Scoring {
        self.scoring
    }

    /// The win-fastest score with this number, if it is one (-10 to 10).
    pub const fn new(value: i8) -> Option<Score> {
        Score::on(Scoring::Fastest, value)
    }

    /// The score with this number on the scale of `scoring`, if it is one (-10 to 10 when winning
    /// fastest, -2 to 2 on the course's scale).
    pub const fn on(scoring: Scoring, value: i8) -> Option<Score> {
        let most = scoring.worst_for(Player::O).value;
        if -most <= value && value <= most {
            Some(Score { value, scoring })
        } else {
            None
        }
    }

    /// Whether `self` is better than `other` for `player`.
    #[inline]
    pub(crate) fn better_for(self, player: Player, other: Score) -> bool {
        match player {
            Player::X => self > other,
            Player::O => self < other,
        }
    }

    /// The number with its sign, as the explorer and `steps` write it: "+3", "+0", "-2".
    pub fn signed(self) -> String {
        format!("{:+}", self.value)
    }

    /// The winner this score names; `None` for a draw.
    pub fn winner(self) -> Option<Player> {
        match self.value.signum() {
            1 => Some(Player::X),
            -1 => Some(Player::O),
            _ => None,
        }
    }

    /// Whether this is one of the infinities a search starts from, beyond every real score.
    pub fn is_infinite(self) -> bool {
        self.value.abs() == self.scoring.worst_for(Player::O).value
    }

    /// What this score says of the position `board`: who wins, and in how many moves when the score
    /// counts them (always for a draw, which fills the board).
    pub fn found(self, board: Board) -> Found {
        let plies = match (self.scoring, self.value) {
            (_, 0) => Some(9 - board.marks() as u8),
            (Scoring::Course, _) => None,
            (Scoring::Fastest, value) => Some((10 - value.unsigned_abs() as u32 - board.marks()) as u8),
        };
        Found {
            winner: self.winner(),
            plies,
        }
    }

    /// The outcome this score means for `board`, when it says how soon the game ends.
    pub fn outcome(self, board: Board) -> Option<Outcome> {
        self.found(board).outcome()
    }

    /// For people, as the outcome of `board`: "a draw", "X wins in 3" ("X wins" on the course's scale),
    /// or for an infinity "nothing yet for X".
    pub fn words(self, board: Board, lang: Lang) -> String {
        match (self.is_infinite(), self.value) {
            (true, value) if value < 0 => lang.pick("nothing yet for X", "X 尚无所得").to_string(),
            (true, _) => lang.pick("nothing yet for O", "O 尚无所得").to_string(),
            (false, 0) => lang.pick("a draw", "平局").to_string(),
            (false, _) => self.found(board).words(lang),
        }
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
        Bound::of_numbers(score.value.into(), alpha.value.into(), beta.value.into())
    }

    /// The same of scores' numbers, all on one scale.
    #[inline(always)]
    pub(crate) fn of_numbers(score: Number, alpha: Number, beta: Number) -> Bound {
        if score <= alpha {
            Bound::Upper
        } else if score >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        }
    }

    /// What a score with this bound says of the position `board`, for people: the outcome when exact
    /// ("a draw", "X wins in 3"), else what the bound rules out: "a draw or
    /// better for X", "O wins in 2 or sooner", "at best for X, X wins in 4".
    pub fn says(self, score: Score, board: Board, lang: Lang) -> String {
        let found = score.found(board);
        let count = |winner: Player, soonest: bool| match (found.plies, soonest) {
            (None, _) => lang.pick(format!("{winner} wins"), format!("{winner} 获胜")),
            (Some(n), true) => lang.pick(
                format!("{winner} wins in {n} or sooner"),
                format!("{winner} 在 {n} 步之内获胜"),
            ),
            (Some(n), false) => lang.pick(format!("{winner} wins in {n}"), format!("{winner} {n} 步获胜")),
        };
        match (self, score.winner()) {
            (Bound::Exact, _) => score.words(board, lang),
            _ if score.is_infinite() => lang.pick("nothing learned", "一无所知").to_string(),
            (Bound::Lower, None) => lang.pick("a draw or better for X", "X 至少平局").to_string(),
            (Bound::Upper, None) => lang.pick("at most a draw for X", "X 至多平局").to_string(),
            (Bound::Lower, Some(Player::X)) | (Bound::Upper, Some(Player::O)) => {
                count(score.winner().expect("a win"), true)
            }
            (Bound::Lower, Some(Player::O)) => {
                let win = count(Player::O, false);
                lang.pick(format!("at best for O, {win}"), format!("对 O 最好的情况：{win}"))
            }
            (Bound::Upper, Some(Player::X)) => {
                let win = count(Player::X, false);
                lang.pick(format!("at best for X, {win}"), format!("对 X 最好的情况：{win}"))
            }
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
