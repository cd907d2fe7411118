//! `match` for people and for scripts: the counts of a match, and beside them the shares the two
//! levels give exactly, so a reader sees how close the sample came.

use std::fmt::Write as _;

use crate::lang::Lang;
use crate::opponents::tournament::{Expected, Results};
use crate::output::json::Object;
use crate::output::numbers::thousands;
use crate::output::wrap::columns;

/// The match as a small table in `lang`: each result's games, share and exact expected share.
pub fn text(results: &Results, expected: &Expected, lang: Lang) -> String {
    let mut out = String::new();
    let (x, o, games, seed) = (
        results.x.name(),
        results.o.name(),
        thousands(results.games),
        results.seed,
    );
    let _ = writeln!(
        out,
        "{}",
        lang.pick(
            format!("X {x} against O {o}: {games} games, seed {seed}"),
            format!("X {x} 对 O {o}：{games} 局，种子 {seed}"),
        )
    );
    let rows = [
        (lang.pick("X wins", "X 胜"), results.x_wins, expected.x_wins),
        (lang.pick("O wins", "O 胜"), results.o_wins, expected.o_wins),
        (lang.pick("draws", "平局"), results.draws, expected.draws),
    ];
    let heading = [
        lang.pick("games", "局数"),
        lang.pick("share", "比例"),
        lang.pick("expected", "期望"),
    ];
    let width = rows
        .iter()
        .map(|(_, n, _)| thousands(*n).len())
        .max()
        .unwrap_or(0)
        .max(columns(heading[0]));
    // Each column right-aligned to its widest entry, counted in terminal columns.
    let right = |text: &str, width: usize| format!("{:pad$}{text}", "", pad = width.saturating_sub(columns(text)));
    let left = |text: &str| format!("{text}{:pad$}", "", pad = 8usize.saturating_sub(columns(text)));
    let _ = writeln!(
        out,
        "{}{}  {}  {}",
        left(""),
        right(heading[0], width),
        right(heading[1], 7),
        right(heading[2], 8)
    );
    for (label, count, exact) in rows {
        let share = count as f64 / results.games.max(1) as f64;
        let _ = writeln!(
            out,
            "{}{}  {}  {}",
            left(label),
            right(&thousands(count), width),
            right(&percent(share), 7),
            right(&percent(exact), 8)
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
