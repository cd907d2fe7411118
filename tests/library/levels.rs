//! The computer's levels: `perfect` never loses and wins fastest against every opponent, with every
//! engine, and wins as often as any never-losing player can against a random one; the levels are
//! strictly ordered against a random opponent, exactly and in seeded matches; a seed names a match;
//! the playing guide's cross-table is a real seeded run.

use std::collections::HashMap;
use std::path::Path;

use crate::support::every_game;
use tictactoe::board::{Board, Cell, Player};
use tictactoe::engines::Engine;
use tictactoe::opponents::Level;
use tictactoe::opponents::chances::{self, OUT_OF};
use tictactoe::opponents::judge;
use tictactoe::opponents::tournament::{self, Results};
use tictactoe::table;

/// How the games against every opponent ended, from the computer's side.
#[derive(Debug, Default)]
struct Tally {
    games: u64,
    wins: u64,
    draws: u64,
    losses: u64,
    /// Moves the computer might make, once per position, that are not among the table's best (a slow
    /// win, a lost draw).
    not_best: u64,
}

/// Plays out every game where the computer, moving for `side`, tries every move its level might
/// play (every move with a chance) and the opponent tries every legal move.
fn walk(engine: Engine, level: Level, side: Player) -> Tally {
    let mut tally = Tally::default();
    let mut not_best = 0;
    let choose = |board: Board| {
        let (moves, decision) = judge(engine, board);
        assert!(decision.agrees, "{engine} on {board}");
        let pool: Vec<Cell> = level
            .odds(board, &moves)
            .into_iter()
            .filter(|&(_, chance)| chance > 0.0)
            .map(|(cell, _)| cell)
            .collect();
        let best = table::probe(board).best;
        not_best += pool.iter().filter(|&&cell| !best.contains(cell)).count() as u64;
        pool
    };
    every_game(side, choose, |_, end| {
        tally.games += 1;
        match end.winner() {
            Some(winner) if winner == side => tally.wins += 1,
            Some(_) => tally.losses += 1,
            None => tally.draws += 1,
        }
    });
    tally.not_best = not_best;
    tally
}

#[test]
fn perfect_never_loses_and_plays_only_best_moves_with_every_engine() {
    for engine in Engine::OFFERED {
        for side in Player::BOTH {
            let tally = walk(engine, Level::Perfect, side);
            assert_eq!(tally.losses, 0, "{engine} as {side}: {tally:?}");
            // Only best moves: never a slow win, never a draw let go.
            assert_eq!(tally.not_best, 0, "{engine} as {side}: {tally:?}");
            assert!(tally.wins > 0 && tally.draws > 0, "{engine} as {side}: {tally:?}");
            assert_eq!(tally.games, tally.wins + tally.draws);
        }
    }
}

#[test]
fn the_walk_catches_a_level_that_loses() {
    // The same walk finds the losses of the levels below perfect, so the check above can fail.
    for level in [Level::Random, Level::Easy, Level::Medium, Level::Hard] {
        for side in Player::BOTH {
            let tally = walk(Engine::Table, level, side);
            assert!(tally.losses > 0 && tally.not_best > 0, "{level} as {side}: {tally:?}");
        }
    }
}

/// The most often a player that never loses can win against a uniformly random opponent, out of
/// 9!: worked out here on its own, over every move that does not lose (not only the best ones).
fn most_a_never_losing_player_wins(board: Board, side: Player, memo: &mut HashMap<Board, u64>) -> u64 {
    if let Some(&known) = memo.get(&board) {
        return known;
    }
    let chance = match board.to_move() {
        None => u64::from(board.winner() == Some(side)) * u64::from(OUT_OF),
        Some(mover) if mover == side => board
            .actions()
            .into_iter()
            .map(|cell| board.play(cell).unwrap())
            .filter(|after| table::probe(*after).outcome.winner != Some(side.opponent()))
            .map(|after| most_a_never_losing_player_wins(after, side, memo))
            .max()
            .unwrap(),
        Some(_) => {
            let moves = board.actions();
            let total: u64 = moves
                .into_iter()
                .map(|cell| most_a_never_losing_player_wins(board.play(cell).unwrap(), side, memo))
                .sum();
            total / u64::from(moves.len())
        }
    };
    memo.insert(board, chance);
    chance
}

#[test]
fn perfect_wins_as_often_as_any_never_losing_player_can_against_random() {
    for (side, at_least) in [(Player::X, 0.990), (Player::O, 0.905)] {
        let most = most_a_never_losing_player_wins(Board::EMPTY, side, &mut HashMap::new());
        let perfect = chances::against_random(Board::EMPTY, side);
        assert_eq!(u64::from(perfect), most, "{side}");
        let share = chances::share(Board::EMPTY, side);
        assert!(share >= at_least, "{side}: {share}");
        // And the same from the level's own odds, played out exactly.
        let expected = match side {
            Player::X => tournament::expected(Level::Perfect, Level::Random).x_wins,
            Player::O => tournament::expected(Level::Random, Level::Perfect).o_wins,
        };
        assert!((expected - share).abs() < 1e-12, "{side}: {expected} against {share}");
    }
    // 99.48% as X and 91.64% as O: 360,990 and 332,544 games in 362,880 (9!).
    assert_eq!(chances::against_random(Board::EMPTY, Player::X), 360_990);
    assert_eq!(chances::against_random(Board::EMPTY, Player::O), 332_544);
}

#[test]
fn perfect_beats_random_in_a_seeded_match_at_least_as_often_as_required() {
    let as_x = tournament::play(Level::Perfect, Level::Random, 20_000, 1);
    let as_o = tournament::play(Level::Random, Level::Perfect, 20_000, 1);
    assert_eq!((as_x.o_wins, as_o.x_wins), (0, 0), "perfect never loses");
    assert!(as_x.x_wins as f64 / 20_000.0 >= 0.990, "{as_x:?}");
    assert!(as_o.o_wins as f64 / 20_000.0 >= 0.905, "{as_o:?}");
}

/// Each level's share of wins against a random opponent, as X and as O, exactly.
fn exact_wins_against_random(level: Level) -> (f64, f64) {
    (
        tournament::expected(level, Level::Random).x_wins,
        tournament::expected(Level::Random, level).o_wins,
    )
}

#[test]
fn each_level_wins_more_often_against_random_than_the_one_below_it() {
    let shares: Vec<(f64, f64)> = Level::ALL.into_iter().map(exact_wins_against_random).collect();
    for (pair, levels) in shares.windows(2).zip(Level::ALL.windows(2)) {
        assert!(pair[0].0 < pair[1].0, "{levels:?} as X: {shares:?}");
        assert!(pair[0].1 < pair[1].1, "{levels:?} as O: {shares:?}");
    }
    // And it loses less often.
    let losses: Vec<f64> = Level::ALL
        .into_iter()
        .map(|level| tournament::expected(level, Level::Random).o_wins)
        .collect();
    assert!(losses.windows(2).all(|w| w[0] > w[1]), "{losses:?}");
}

#[test]
fn each_level_wins_more_often_against_random_in_seeded_matches_too() {
    for seed in 1..=3 {
        let as_x: Vec<u64> = Level::ALL
            .into_iter()
            .map(|level| tournament::play(level, Level::Random, 1_000, seed).x_wins)
            .collect();
        let as_o: Vec<u64> = Level::ALL
            .into_iter()
            .map(|level| tournament::play(Level::Random, level, 1_000, seed).o_wins)
            .collect();
        assert!(as_x.windows(2).all(|w| w[0] < w[1]), "seed {seed}: {as_x:?}");
        assert!(as_o.windows(2).all(|w| w[0] < w[1]), "seed {seed}: {as_o:?}");
    }
}

#[test]
fn a_seed_names_a_match() {
    for (x, o) in [(Level::Hard, Level::Medium), (Level::Random, Level::Perfect)] {
        let first = tournament::play(x, o, 2_000, 42);
        assert_eq!(tournament::play(x, o, 2_000, 42), first);
        assert_ne!(tournament::play(x, o, 2_000, 43), first, "another seed, other games");
        assert_eq!(first.x_wins + first.o_wins + first.draws, 2_000);
    }
}

#[test]
fn perfect_games_vary() {
    // Among its equally good moves perfect picks at random: its games against itself are not all one.
    let mut random = tictactoe::opponents::Random::new(8);
    let openings: std::collections::HashSet<Vec<Cell>> = (0..50)
        .map(|_| {
            let mut board = Board::EMPTY;
            let mut cells = Vec::new();
            while board.to_move().is_some() {
                let moves: Vec<_> = table::moves(board).collect();
                let cell = Level::Perfect.choose(board, &moves, &mut random).unwrap();
                cells.push(cell);
                board = board.play(cell).unwrap();
            }
            assert_eq!(board.winner(), None, "perfect against itself draws");
            cells
        })
        .collect();
    assert!(openings.len() > 5, "{} different games", openings.len());
}

/// The playing guide's cross-table (docs/playing.md), as `match` writes each cell: X wins / draws / O wins in 1,000 games
/// with seed 1.
fn cross_table() -> String {
    let mut out = String::from("| X \\ O | random | easy | medium | hard | perfect |\n");
    out.push_str("| --- | --- | --- | --- | --- | --- |\n");
    for x in Level::ALL {
        out.push_str(&format!("| **{}** |", x.name()));
        for o in Level::ALL {
            let Results {
                x_wins, o_wins, draws, ..
            } = tournament::play(x, o, 1_000, 1);
            out.push_str(&format!(" {x_wins} / {draws} / {o_wins} |"));
        }
        out.push('\n');
    }
    out
}

#[test]
fn the_playing_guides_cross_table_is_a_real_seeded_run() {
    let guide = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/playing.md")).unwrap();
    let table = cross_table();
    assert!(
        guide.contains(&table),
        "the playing guide's cross-table should read:\n{table}"
    );
    // Perfect loses to nobody: its row has no O win, its column no X win.
    for x in Level::ALL {
        assert_eq!(tournament::play(x, Level::Perfect, 1_000, 1).x_wins, 0, "{x}");
        assert_eq!(tournament::play(Level::Perfect, x, 1_000, 1).o_wins, 0, "{x}");
    }
}
