//! Game review: every move on the board held against the table, yours and the computer's alike. A
//! move is best, inaccurate (it keeps the result but not the fastest win or the slowest loss) or a
//! mistake (it changes the result), and the review says what it changed and which move was best.

use super::{Game, Mode, Turn, mover};
use crate::board::{Board, Cell, Cells, Outcome, Player};
use crate::opponents::Level;
use crate::table;

/// How a move compares with the best move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// One of the table's best moves.
    Best,
    /// Keeps the result, but wins more slowly or loses sooner than the best move.
    Inaccurate,
    /// Changes the result: a win into a draw or a loss, a draw into a loss.
    Mistake,
}

impl Mark {
    /// The word for it: "best", "inaccurate", "mistake".
    pub fn word(self) -> &'static str {
        match self {
            Mark::Best => "best",
            Mark::Inaccurate => "inaccurate",
            Mark::Mistake => "mistake",
        }
    }
}

/// One move of the game, reviewed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reviewed {
    /// The move's number in the game, from 1.
    pub number: usize,
    /// The side that made it.
    pub player: Player,
    /// The cell marked.
    pub cell: Cell,
    /// The position's perfect-play outcome before the move.
    pub before: Outcome,
    /// The outcome after it.
    pub after: Outcome,
    /// The moves that were best.
    pub best: Cells,
    /// How it compares with them.
    pub mark: Mark,
    /// Whether the computer made it.
    pub by_computer: bool,
    /// The level that picked it, for a computer move picked by a level.
    pub level: Option<Level>,
}

impl Reviewed {
    /// Whether the computer played below its best on purpose, at a level below `perfect`.
    pub fn on_purpose(&self) -> bool {
        self.mark != Mark::Best && self.level.is_some_and(|level| level < Level::Perfect)
    }

    /// What the move changed in a few words: "draw -> loss", "slower win"; `None` for a best move.
    pub fn change(&self) -> Option<String> {
        match self.mark {
            Mark::Best => None,
            Mark::Mistake => Some(format!(
                "{} -> {}",
                result(self.before, self.player),
                result(self.after, self.player)
            )),
            Mark::Inaccurate if self.before.winner == Some(self.player) => Some("slower win".to_string()),
            Mark::Inaccurate => Some("sooner loss".to_string()),
        }
    }

    /// What the move changed, as a sentence's end: "turned a draw into a loss: O wins in 4", "kept
    /// the win but slower: X wins in 4 instead of in 2"; `None` for a best move. Moves are counted from
    /// the position the move made, in every sentence, as the outcome of a position is.
    pub fn explanation(&self) -> Option<String> {
        let (before, after) = (result(self.before, self.player), result(self.after, self.player));
        // After the best move, as many moves are left as before it, less that move.
        let best = self.before.plies.saturating_sub(1);
        match self.mark {
            Mark::Best => None,
            Mark::Mistake if self.after.winner.is_none() => Some(format!("turned a {before} into a {after}")),
            Mark::Mistake => Some(format!("turned a {before} into a {after}: {}", self.after)),
            Mark::Inaccurate => {
                let winner = self
                    .before
                    .winner
                    .expect("only a win or a loss can come slower or sooner");
                let how = if winner == self.player { "slower" } else { "sooner" };
                let instead = match best {
                    0 => "at once".to_string(),
                    best => format!("in {best}"),
                };
                Some(format!(
                    "kept the {before} but {how}: {winner} wins in {} instead of {instead}",
                    self.after.plies
                ))
            }
        }
    }

    /// The best moves, for a move that was not one: "best: 1,1", "best: 0,0 or 2,2 or 2,0" (cells
    /// hold commas of their own).
    pub fn best_instead(&self) -> Option<String> {
        if self.mark == Mark::Best {
            return None;
        }
        let cells: Vec<String> = self.best.into_iter().map(|cell| cell.to_string()).collect();
        Some(match cells.split_last() {
            Some((last, [])) => format!("best: {last}"),
            Some((last, rest)) => format!("best: {} or {last}", rest.join(" or ")),
            None => "no move was better".to_string(),
        })
    }
}

/// "win", "draw" or "loss" for `player`.
fn result(outcome: Outcome, player: Player) -> &'static str {
    match outcome.winner {
        None => "draw",
        Some(winner) if winner == player => "win",
        Some(_) => "loss",
    }
}

/// Every move on the board, reviewed in order.
pub fn review(game: &Game) -> Vec<Reviewed> {
    let mut board = Board::EMPTY;
    let mut reviewed = Vec::new();
    for (index, m) in game.played().iter().enumerate() {
        let entry = table::probe(board);
        let after = board.play(m.cell).expect("the moves of a game are legal");
        let after_outcome = table::probe(after).outcome;
        let player = mover(index);
        let mark = if entry.best.contains(m.cell) {
            Mark::Best
        } else if after_outcome.winner == entry.outcome.winner {
            Mark::Inaccurate
        } else {
            Mark::Mistake
        };
        reviewed.push(Reviewed {
            number: index + 1,
            player,
            cell: m.cell,
            before: entry.outcome,
            after: after_outcome,
            best: entry.best,
            mark,
            by_computer: game.mode().computer_plays(player),
            level: m.level,
        });
        board = after;
    }
    reviewed
}

/// One line on a finished game: "You made 1 mistake and 2 inaccuracies; the computer made none.";
/// `None` while the game goes on.
pub fn summary(game: &Game) -> Option<String> {
    if !matches!(game.turn(), Turn::Over(_)) {
        return None;
    }
    let moves = review(game);
    let of = |player: Player| -> Vec<Reviewed> { moves.iter().copied().filter(|m| m.player == player).collect() };
    let (first, second) = match game.mode() {
        Mode::PlayAsX | Mode::PlayAsO => {
            let you = game.mode().human_side().expect("a person plays one side");
            (("You", of(you)), ("the computer", of(you.opponent())))
        }
        Mode::TwoPlayers | Mode::AiVsAi => (("X", of(Player::X)), ("O", of(Player::O))),
    };
    let clause = |who: &str, moves: &[Reviewed]| {
        let mistakes = moves.iter().filter(|m| m.mark == Mark::Mistake).count();
        let inaccuracies = moves.iter().filter(|m| m.mark == Mark::Inaccurate).count();
        let on_purpose =
            moves.iter().any(|m| m.mark != Mark::Best) && moves.iter().all(|m| m.mark == Mark::Best || m.on_purpose());
        let made = match (mistakes, inaccuracies) {
            (0, 0) => return None,
            (m, 0) => plural(m, "mistake", "mistakes"),
            (0, i) => plural(i, "inaccuracy", "inaccuracies"),
            (m, i) => format!(
                "{} and {}",
                plural(m, "mistake", "mistakes"),
                plural(i, "inaccuracy", "inaccuracies")
            ),
        };
        let purpose = if on_purpose { ", on purpose" } else { "" };
        Some(format!("{who} made {made}{purpose}"))
    };
    let ((first, first_moves), (second, second_moves)) = (first, second);
    Some(match (clause(first, &first_moves), clause(second, &second_moves)) {
        (None, None) => format!("{first} and {second} both played perfectly."),
        (Some(one), None) => format!("{one}; {second} played perfectly."),
        (None, Some(other)) => format!("{first} played perfectly; {other}."),
        (Some(one), Some(other)) => format!("{one}; {other}."),
    })
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}
