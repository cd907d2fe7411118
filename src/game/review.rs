//! Game review: every move on the board held against the table, yours and the computer's alike. A
//! move is best, inaccurate (it keeps the result but not the fastest win or the slowest loss) or a
//! mistake (it changes the result), and the review says what it changed and which move was best.

use super::{Game, Mode, Turn, mover};
use crate::board::{Board, Cell, Cells, Outcome, Player};
use crate::lang::Lang;
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
    pub fn word(self, lang: Lang) -> &'static str {
        match self {
            Mark::Best => lang.pick("best", "最佳"),
            Mark::Inaccurate => lang.pick("inaccurate", "欠佳"),
            Mark::Mistake => lang.pick("mistake", "失误"),
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

    /// What the move changed in a few words: "draw → loss", "slower win"; `None` for a best move.
    pub fn change(&self, lang: Lang) -> Option<String> {
        let (before, after) = (
            result(self.before, self.player, lang),
            result(self.after, self.player, lang),
        );
        let won = self.before.winner == Some(self.player);
        match self.mark {
            Mark::Best => None,
            Mark::Mistake => Some(format!("{before} → {after}")),
            Mark::Inaccurate if won => Some(lang.pick("slower win", "赢得更慢").to_string()),
            Mark::Inaccurate => Some(lang.pick("sooner loss", "输得更快").to_string()),
        }
    }

    /// What the move changed, as a sentence's end: "turned a draw into a loss: O wins in 5", "kept
    /// the win but slower: X wins in 5 instead of in 3"; `None` for a best move. A move's outcome is
    /// counted as in every sentence: from the position it was played in, the move included.
    pub fn explanation(&self, lang: Lang) -> Option<String> {
        let (before, after) = (
            result(self.before, self.player, lang),
            result(self.after, self.player, lang),
        );
        // The best move, played in the same position, counts as many moves as the position has left.
        let (made, best) = (self.after.of_move(), self.before.plies);
        let outcome = made.words(lang);
        match self.mark {
            Mark::Best => None,
            Mark::Mistake if self.after.winner.is_none() => Some(lang.pick(
                format!("turned a {before} into a {after}"),
                format!("把{before}变成了{after}"),
            )),
            Mark::Mistake => Some(lang.pick(
                format!("turned a {before} into a {after}: {outcome}"),
                format!("把{before}变成了{after}：{outcome}"),
            )),
            Mark::Inaccurate => {
                let winner = self
                    .before
                    .winner
                    .expect("only a win or a loss can come slower or sooner");
                let plies = made.plies;
                Some(match (winner == self.player, best) {
                    (true, 1) => lang.pick(
                        format!("kept the {before} but slower: {winner} wins in {plies} instead of at once"),
                        format!("保住了{before}，但赢得更慢：{winner} {plies} 步获胜，本可立即获胜"),
                    ),
                    (true, best) => lang.pick(
                        format!("kept the {before} but slower: {winner} wins in {plies} instead of in {best}"),
                        format!("保住了{before}，但赢得更慢：{winner} {plies} 步获胜，本可 {best} 步获胜"),
                    ),
                    (false, best) => lang.pick(
                        format!("kept the {before} but sooner: {winner} wins in {plies} instead of in {best}"),
                        format!("仍是{before}，但输得更快：{winner} {plies} 步获胜，本可拖到 {best} 步"),
                    ),
                })
            }
        }
    }

    /// The best moves, for a move that was not one: "best: 1,1", "best: 0,0 or 2,2 or 2,0" (cells
    /// hold commas of their own).
    pub fn best_instead(&self, lang: Lang) -> Option<String> {
        if self.mark == Mark::Best {
            return None;
        }
        let cells: Vec<String> = self.best.into_iter().map(|cell| cell.to_string()).collect();
        Some(match cells.is_empty() {
            true => lang.pick("no move was better", "没有更好的着法").to_string(),
            false => lang.pick(
                format!("best: {}", cells.join(" or ")),
                format!("最佳：{}", cells.join(" 或 ")),
            ),
        })
    }
}

/// "win", "draw" or "loss" for `player`.
fn result(outcome: Outcome, player: Player, lang: Lang) -> &'static str {
    match outcome.winner {
        None => lang.pick("draw", "平局"),
        Some(winner) if winner == player => lang.pick("win", "胜局"),
        Some(_) => lang.pick("loss", "负局"),
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
            level: m.level(),
        });
        board = after;
    }
    reviewed
}

/// One line on a finished game: "You made 1 mistake and 2 inaccuracies; the computer played
/// perfectly."; `None` while the game goes on.
pub fn summary(game: &Game, lang: Lang) -> Option<String> {
    if !matches!(game.turn(), Turn::Over(_)) {
        return None;
    }
    let moves = review(game);
    let of = |player: Player| -> Vec<Reviewed> { moves.iter().copied().filter(|m| m.player == player).collect() };
    let (first, second) = match game.mode() {
        Mode::PlayAsX | Mode::PlayAsO => {
            let you = game.mode().person_side().expect("a person plays one side");
            (
                (lang.pick("You", "你"), of(you)),
                (lang.pick("the computer", "电脑"), of(you.opponent())),
            )
        }
        Mode::TwoPlayers | Mode::SelfPlay => (
            (lang.pick("X", "X 方"), of(Player::X)),
            (lang.pick("O", "O 方"), of(Player::O)),
        ),
    };
    let clause = |who: &str, moves: &[Reviewed]| {
        let mistakes = moves.iter().filter(|m| m.mark == Mark::Mistake).count();
        let inaccuracies = moves.iter().filter(|m| m.mark == Mark::Inaccurate).count();
        let on_purpose =
            moves.iter().any(|m| m.mark != Mark::Best) && moves.iter().all(|m| m.mark == Mark::Best || m.on_purpose());
        let counted = (mistakes, inaccuracies);
        let mistakes = lang.pick(plural(mistakes, "mistake", "mistakes"), format!("失误 {mistakes} 次"));
        let inaccuracies = lang.pick(
            plural(inaccuracies, "inaccuracy", "inaccuracies"),
            format!("欠佳 {inaccuracies} 次"),
        );
        let made = match (counted.0, counted.1) {
            (0, 0) => return None,
            (_, 0) => mistakes,
            (0, _) => inaccuracies,
            _ => lang.pick(
                format!("{mistakes} and {inaccuracies}"),
                format!("{mistakes}、{inaccuracies}"),
            ),
        };
        Some(match on_purpose {
            true => lang.pick(format!("{who} made {made}, on purpose"), format!("{who}有意{made}")),
            false => lang.pick(format!("{who} made {made}"), format!("{who}{made}")),
        })
    };
    let ((first, first_moves), (second, second_moves)) = (first, second);
    Some(match (clause(first, &first_moves), clause(second, &second_moves)) {
        (None, None) => lang.pick(
            format!("{first} and {second} both played perfectly."),
            "双方都下得完美。".to_string(),
        ),
        (Some(one), None) => lang.pick(
            format!("{one}; {second} played perfectly."),
            format!("{one}；{second}下得完美。"),
        ),
        (None, Some(other)) => lang.pick(
            format!("{first} played perfectly; {other}."),
            format!("{first}下得完美；{other}。"),
        ),
        (Some(one), Some(other)) => lang.pick(format!("{one}; {other}."), format!("{one}；{other}。")),
    })
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}
