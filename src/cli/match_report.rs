//! `match` for people and for scripts: the counts of a match, and beside them the shares the two
//! levels give exactly, so a reader sees how close the sample came.

use std::fmt::Write as _;

use crate::opponents::tournament::{Expected, Results};
use crate::output::json::Object;
use crate::output::numbers::thousands;

/// The match as a small table: each result's games, share and exact expected share.
pub fn text(results: &Results, expected: &Expected) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "X {} against O {}: {} games, seed {}",
        results.x.name(),
        results.o.name(),
        thousands(results.games),
        results.seed
    );
    let rows = [
        ("X wins", results.x_wins, expected.x_wins),
        ("O wins", results.o_wins, expected.o_wins),
        ("draws", results.draws, expected.draws),
    ];
    let width = rows
        .iter()
        .map(|(_, n, _)| thousands(*n).len())
        .max()
        .unwrap_or(0)
        .max(5);
    let _ = writeln!(out, "{:<8}{:>width$}  {:>7}  {:>8}", "", "games", "share", "expected");
    for (label, count, exact) in rows {
        let share = count as f64 / results.games.max(1) as f64;
        let _ = writeln!(
            out,
            "{label:<8}{:>width$}  {:>7}  {:>8}",
            thousands(count),
            percent(share),
            percent(exact)
        );
    }
    out
}

/// The match as one JSON object, in the contract's field order.
pub fn json(results: &Results) -> Object {
    Object::new()
        .field("x", results.x.name())
        .field("o", results.o.name())
        .field("games", results.games)
        .field("seed", results.seed)
        .field("x_wins", results.x_wins)
        .field("o_wins", results.o_wins)
        .field("draws", results.draws)
}

/// `0.99479` as `99.48%`.
fn percent(share: f64) -> String {
    format!("{:.2}%", share * 100.0)
}
