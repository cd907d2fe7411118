//! A match between two levels: many games from the empty board, the moves judged by the table and
//! picked by each side's level with one seeded generator, so a seed names a match exactly. Beside the
//! counts, the exact shares the levels' policies give, worked out over every reachable position
//! rather than sampled.

use super::level::{Judged, Level};
use super::random::Random;
use crate::board::{Board, Player};
use crate::table;

/// How a match went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Results {
    /// The level playing X.
    pub x: Level,
    /// The level playing O.
    pub o: Level,
    /// Games played.
    pub games: u64,
    /// The seed of the generator.
    pub seed: u64,
    /// Games X won.
    pub x_wins: u64,
    /// Games O won.
    pub o_wins: u64,
    /// Games drawn.
    pub draws: u64,
}

/// Plays `games` games of `x` against `o` with a generator seeded with `seed`.
pub fn play(x: Level, o: Level, games: u64, seed: u64) -> Results {
    let mut random = Random::new(seed);
    let mut results = Results {
        x,
        o,
        games,
        seed,
        x_wins: 0,
        o_wins: 0,
        draws: 0,
    };
    for _ in 0..games {
        match play_game(x, o, &mut random) {
            Some(Player::X) => results.x_wins += 1,
            Some(Player::O) => results.o_wins += 1,
            None => results.draws += 1,
        }
    }
    results
}

/// One game from the empty board; the winner, or `None` for a draw.
pub fn play_game(x: Level, o: Level, random: &mut Random) -> Option<Player> {
    let mut board = Board::EMPTY;
    while let Some(mover) = board.to_move() {
        let level = if mover == Player::X { x } else { o };
        let moves: Vec<Judged> = table::moves(board).collect();
        let cell = level
            .choose(board, &moves, random)
            .expect("an unfinished board has a move");
        board = board.play(cell).expect("a level plays a legal move");
    }
    board.winner()
}

/// The exact shares of a match's results that the two levels' policies give, from 0 to 1.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Expected {
    /// The share of games X wins.
    pub x_wins: f64,
    /// The share of games O wins.
    pub o_wins: f64,
    /// The share of games drawn.
    pub draws: f64,
}

/// The exact shares of `x` against `o`: each position's shares follow from its moves' shares,
/// weighted by the chance that the level to move plays each one.
pub fn expected(x: Level, o: Level) -> Expected {
    let mut known = vec![None; crate::board::BOARD_NUMBERS];
    let [x_wins, o_wins, draws] = expected_from(Board::EMPTY, [x, o], &mut known);
    Expected { x_wins, o_wins, draws }
}

fn expected_from(board: Board, levels: [Level; 2], known: &mut [Option<[f64; 3]>]) -> [f64; 3] {
    if let Some(shares) = known[board.number()] {
        return shares;
    }
    let shares = match board.to_move() {
        None => match board.winner() {
            Some(Player::X) => [1.0, 0.0, 0.0],
            Some(Player::O) => [0.0, 1.0, 0.0],
            None => [0.0, 0.0, 1.0],
        },
        Some(mover) => {
            let level = levels[usize::from(mover == Player::O)];
            let moves: Vec<Judged> = table::moves(board).collect();
            let mut shares = [0.0; 3];
            for (cell, chance) in level.odds(board, &moves) {
                if chance > 0.0 {
                    let after = expected_from(board.play(cell).expect("a legal move"), levels, known);
                    for (share, part) in shares.iter_mut().zip(after) {
                        *share += chance * part;
                    }
                }
            }
            shares
        }
    };
    known[board.number()] = Some(shares);
    shares
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::opponents::chances;

    #[test]
    fn the_same_seed_gives_the_same_match() {
        let first = play(Level::Medium, Level::Easy, 300, 9);
        assert_eq!(play(Level::Medium, Level::Easy, 300, 9), first);
        assert_eq!(first.x_wins + first.o_wins + first.draws, 300);
        assert_ne!(play(Level::Medium, Level::Easy, 300, 10), first);
    }

    #[test]
    fn random_against_random_is_the_known_split() {
        // Every game of uniformly random play: X wins 737/1260 of them, O 121/420, draws 8/63.
        let shares = expected(Level::Random, Level::Random);
        assert!((shares.x_wins - 737.0 / 1260.0).abs() < 1e-12, "{shares:?}");
        assert!((shares.o_wins - 121.0 / 420.0).abs() < 1e-12, "{shares:?}");
        assert!((shares.draws - 8.0 / 63.0).abs() < 1e-12, "{shares:?}");
    }

    #[test]
    fn perfects_expected_wins_are_its_chances() {
        let as_x = expected(Level::Perfect, Level::Random);
        assert!((as_x.x_wins - chances::share(Board::EMPTY, Player::X)).abs() < 1e-12);
        assert_eq!(as_x.o_wins, 0.0);
        let as_o = expected(Level::Random, Level::Perfect);
        assert!((as_o.o_wins - chances::share(Board::EMPTY, Player::O)).abs() < 1e-12);
        assert_eq!(as_o.x_wins, 0.0);
    }
}
