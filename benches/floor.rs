//! Plain minimax against the floor a plain bitboard minimax sets, in the same run: the course's
//! utility, a 512-entry table of the sets of marks that hold a line, every move of every position
//! down to the end of every game, as anyone would write it in C. The project's minimax does the same
//! work with an observer that compiles away, both scorings and the node count; `cargo bench --bench
//! floor` prints each one's median and the ratio is in docs/performance.md.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use tictactoe::board::Board;
use tictactoe::search;

/// Whether a 9-bit set of marks holds a line.
const HAS_LINE: [bool; 512] = {
    const LINES: [u16; 8] = [0o007, 0o070, 0o700, 0o111, 0o222, 0o444, 0o421, 0o124];
    let mut table = [false; 512];
    let mut marks = 0;
    while marks < 512 {
        let mut line = 0;
        while line < 8 {
            table[marks] |= marks as u16 & LINES[line] == LINES[line];
            line += 1;
        }
        marks += 1;
    }
    table
};

/// The course's minimax value of the position with X's marks `x` and O's `o`, counting each
/// position visited in `nodes`.
fn floor(x: u16, o: u16, x_to_move: bool, nodes: &mut u64) -> i32 {
    *nodes += 1;
    if HAS_LINE[x as usize] {
        return 1;
    }
    if HAS_LINE[o as usize] {
        return -1;
    }
    let mut empty = !(x | o) & 0x1ff;
    if empty == 0 {
        return 0;
    }
    let mut best = if x_to_move { -2 } else { 2 };
    while empty != 0 {
        let cell = empty & empty.wrapping_neg();
        empty ^= cell;
        best = match x_to_move {
            true => best.max(floor(x | cell, o, false, nodes)),
            false => best.min(floor(x, o | cell, true, nodes)),
        };
    }
    best
}

fn minimax_against_the_floor(c: &mut Criterion) {
    let mut nodes = 0;
    assert_eq!(
        (floor(0, 0, true, &mut nodes), nodes),
        (0, 549_946),
        "the floor searches the whole tree"
    );
    assert_eq!(search::course_minimax(Board::EMPTY).nodes, 549_946);

    let mut group = c.benchmark_group("minimax against the floor");
    group.warm_up_time(Duration::from_millis(500));
    group.sample_size(30).measurement_time(Duration::from_secs(3));
    group.bench_function("plain bitboard minimax (the floor)", |b| {
        b.iter(|| {
            let mut nodes = 0;
            (floor(black_box(0), black_box(0), true, &mut nodes), nodes)
        })
    });
    group.bench_function("course-minimax", |b| {
        b.iter(|| search::course_minimax(black_box(Board::EMPTY)))
    });
    group.bench_function("minimax (win fastest)", |b| {
        b.iter(|| search::minimax(black_box(Board::EMPTY)))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().without_plots();
    targets = minimax_against_the_floor
}
criterion_main!(benches);
