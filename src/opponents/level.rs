//! How strongly the computer plays: five levels, each a policy over the outcomes of the legal moves.
//! An engine (the table or a live search) says what every move leads to; the level picks among them.
//!
//! - `random`: any legal move, each with the same chance.
//! - `easy`: wins at once when it can, else blocks the opponent's win next move when it must, else
//!   any legal move at random. It misses forks and walks into them.
//! - `medium`: on each move, one time in two it plays as `easy` does; otherwise as `perfect`.
//! - `hard`: one time in five it plays as `easy` does; otherwise as `perfect`.
//! - `perfect`: a best move always (it never loses and wins as fast as it can), and among the best
//!   moves the one that gives the opponent the most chances to go wrong: the highest chance of
//!   winning against an opponent who picks at random (see [`chances`]), at random among
//!   equals, so games vary.

use std::fmt;
use std::str::FromStr;

use super::chances;
use super::random::Random;
use crate::board::{Board, Cell, Cells, Outcome, Player};
use crate::lang::Lang;

/// How strongly the computer plays, weakest first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    /// Any legal move at random.
    Random,
    /// Wins at once, blocks at once, else at random.
    Easy,
    /// As `easy` one move in two, else as `perfect`.
    Medium,
    /// As `easy` one move in five, else as `perfect`.
    Hard,
    /// Never loses, wins fastest, sets traps.
    #[default]
    Perfect,
}

/// A legal move and the outcome of the board after it, as an engine found it.
pub type Judged = (Cell, Outcome);

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [Level::Random, Level::Easy, Level::Medium, Level::Hard, Level::Perfect];

    /// Every level's name: "random, easy, medium, hard, perfect".
    pub fn names() -> String {
        Level::ALL.map(Level::name).join(", ")
    }

    /// The name the command line and JSON use.
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Perfect => "perfect",
        }
    }

    /// The name people read.
    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            Level::Random => lang.pick("Random", "随机"),
            Level::Easy => lang.pick("Easy", "简单"),
            Level::Medium => lang.pick("Medium", "中等"),
            Level::Hard => lang.pick("Hard", "困难"),
            Level::Perfect => lang.pick("Perfect", "完美"),
        }
    }

    /// The level's definition in one sentence.
    pub fn definition(self, lang: Lang) -> &'static str {
        match self {
            Level::Random => lang.pick("Plays any legal move at random.", "随机走任意一步合法的棋。"),
            Level::Easy => lang.pick(
                "Wins at once when it can, blocks your win when it must, otherwise plays at random.",
                "能立即获胜就获胜，必须堵截时就堵住你，否则随机落子。",
            ),
            Level::Medium => lang.pick(
                "One move in two as Easy, the others perfectly.",
                "每两步中有一步像“简单”那样走，其余按“完美”难度走。",
            ),
            Level::Hard => lang.pick(
                "One move in five as Easy, the others perfectly.",
                "每五步中有一步像“简单”那样走，其余按“完美”难度走。",
            ),
            Level::Perfect => lang.pick(
                "Never loses, wins as fast as it can, and picks the best moves that leave you the most ways to go wrong.",
                "从不输棋，能赢就以最快速度取胜，并在最佳着法中挑选让你最容易出错的那一步。",
            ),
        }
    }

    /// In how many moves out of 100 the level plays casually (as `easy` does, or at random for
    /// `random`) instead of perfectly.
    pub fn casual_percent(self) -> u64 {
        match self {
            Level::Random | Level::Easy => 100,
            Level::Medium => 50,
            Level::Hard => 20,
            Level::Perfect => 0,
        }
    }

    /// The move the level plays on `board`, given every legal move's outcome; `None` when there is
    /// no move. The same board, moves and generator state always give the same move.
    pub fn choose(self, board: Board, moves: &[Judged], random: &mut Random) -> Option<Cell> {
        let casual = match self.casual_percent() {
            0 => false,
            100 => true,
            percent => random.percent(percent),
        };
        let pool = if casual {
            self.casual_moves(board, moves)
        } else {
            perfect_moves(board, moves)
        };
        pool.into_iter()
            .nth(random.below(u64::from(pool.len()).max(1)) as usize)
    }

    /// Each legal move with the chance that the level plays it: what [`Level::choose`] does, as
    /// exact shares rather than a draw.
    pub fn odds(self, board: Board, moves: &[Judged]) -> Vec<(Cell, f64)> {
        let casual_share = self.casual_percent() as f64 / 100.0;
        let pools = [
            (casual_share, self.casual_moves(board, moves)),
            (1.0 - casual_share, perfect_moves(board, moves)),
        ];
        moves
            .iter()
            .map(|&(cell, _)| {
                let chance = pools
                    .iter()
                    .filter(|(share, pool)| *share > 0.0 && pool.contains(cell))
                    .map(|(share, pool)| share / f64::from(pool.len()))
                    .sum();
                (cell, chance)
            })
            .collect()
    }

    /// The moves the level picks from when it plays casually: every move for `random`; for the
    /// others the winning moves if any, else the moves that block a win next move, else every move.
    fn casual_moves(self, board: Board, moves: &[Judged]) -> Cells {
        let all: Cells = moves.iter().map(|&(cell, _)| cell).collect();
        let Some(mover) = board.to_move().filter(|_| self != Level::Random) else {
            return all;
        };
        let wins: Cells = moves
            .iter()
            .filter(|(_, after)| after.winner == Some(mover) && after.plies == 0)
            .map(|&(cell, _)| cell)
            .collect();
        let threats = board.cells_of(mover.opponent());
        let blocks: Cells = all.into_iter().filter(|&cell| threats.with(cell).has_line()).collect();
        [wins, blocks, all]
            .into_iter()
            .find(|pool| !pool.is_empty())
            .unwrap_or_default()
    }
}

/// The moves `perfect` picks from: those with the best outcome for the side to move (a win in the
/// fewest moves, else a draw, else a loss in the most), and among them those with the most chances
/// against a random opponent.
fn perfect_moves(board: Board, moves: &[Judged]) -> Cells {
    let Some(mover) = board.to_move() else {
        return Cells::NONE;
    };
    let Some(best) = moves.iter().map(|&(_, after)| worth(after, mover)).max() else {
        return Cells::NONE;
    };
    let best_moves: Vec<Cell> = moves
        .iter()
        .filter(|&&(_, after)| worth(after, mover) == best)
        .map(|&(cell, _)| cell)
        .collect();
    let chance = |cell: Cell| {
        board
            .play(cell)
            .map_or(0, |after| chances::against_random(after, mover))
    };
    let most = best_moves.iter().map(|&cell| chance(cell)).max().unwrap_or_default();
    best_moves.into_iter().filter(|&cell| chance(cell) == most).collect()
}

/// What the outcome after a move is worth to the side that made it: wins above draws above losses,
/// sooner wins and later losses higher.
pub(super) fn worth(after: Outcome, mover: Player) -> i8 {
    let plies = after.plies as i8;
    match after.winner {
        None => 0,
        Some(winner) if winner == mover => 20 - plies,
        Some(_) => plies - 20,
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label(Lang::En))
    }
}

/// Why a level's name was not understood.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown level '{}' (use {})", self.0, Level::names())
    }
}

impl std::error::Error for UnknownLevel {}

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(name: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|level| level.name().eq_ignore_ascii_case(name))
            .ok_or_else(|| UnknownLevel(name.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table;

    fn judged(board: Board) -> Vec<Judged> {
        table::moves(board).collect()
    }

    fn pool_of(level: Level, text: &str, seeds: u64) -> Cells {
        let board: Board = text.parse().unwrap();
        let moves = judged(board);
        (0..seeds)
            .map(|seed| level.choose(board, &moves, &mut Random::new(seed)).unwrap())
            .collect()
    }

    fn cells(list: &[(usize, usize)]) -> Cells {
        list.iter().map(|&(r, c)| Cell::new(r, c)).collect()
    }

    #[test]
    fn easy_wins_at_once_when_it_can() {
        // X to move: 0,2 wins; O also threatens 1,2.
        assert_eq!(pool_of(Level::Easy, "XX./OO./X.O", 200), cells(&[(0, 2)]));
    }

    #[test]
    fn easy_blocks_when_it_must() {
        // O to move, no win of its own: X threatens 0,2.
        assert_eq!(pool_of(Level::Easy, "XX./.O./...", 200), cells(&[(0, 2)]));
    }

    #[test]
    fn easy_otherwise_plays_anywhere() {
        assert_eq!(pool_of(Level::Easy, ".........", 500), Cells::ALL);
    }

    #[test]
    fn random_misses_wins() {
        assert_eq!(pool_of(Level::Random, "XX./OO./X.O", 500).len(), 3);
    }

    #[test]
    fn perfect_plays_only_best_moves() {
        for board in crate::board::positions::unfinished() {
            let best = table::probe(board).best;
            let moves = judged(board);
            for seed in 0..3 {
                let cell = Level::Perfect.choose(board, &moves, &mut Random::new(seed)).unwrap();
                assert!(best.contains(cell), "{board}: {cell}");
            }
        }
    }

    #[test]
    fn odds_add_up_to_one_and_match_the_pools() {
        for board in crate::board::positions::unfinished().into_iter().step_by(7) {
            let moves = judged(board);
            for level in Level::ALL {
                let odds = level.odds(board, &moves);
                let total: f64 = odds.iter().map(|(_, chance)| chance).sum();
                assert!((total - 1.0).abs() < 1e-12, "{level} on {board}: {total}");
                // Every move the level can play has a chance, and only those.
                let drawn: Cells = (0..64)
                    .filter_map(|seed| level.choose(board, &moves, &mut Random::new(seed)))
                    .collect();
                for (cell, chance) in odds {
                    assert!(chance > 0.0 || !drawn.contains(cell), "{level} on {board}: {cell}");
                }
            }
        }
    }

    #[test]
    fn names_round_trip() {
        for level in Level::ALL {
            assert_eq!(level.name().parse(), Ok(level));
            assert_eq!(level.label(Lang::En).parse(), Ok(level));
        }
        assert_eq!(
            "expert".parse::<Level>().unwrap_err().to_string(),
            "unknown level 'expert' (use random, easy, medium, hard, perfect)"
        );
    }

    #[test]
    fn there_is_no_move_on_a_finished_board() {
        let board: Board = "XXX/OO./...".parse().unwrap();
        for level in Level::ALL {
            assert_eq!(level.choose(board, &[], &mut Random::new(1)), None);
        }
    }
}
