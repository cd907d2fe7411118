//! The enhancement ladder timed: each rung's search of the empty board, from plain minimax to
//! alpha-beta with a transposition table and symmetry. The node counts are printed with the timings,
//! since what each rung removes is the point. Kept light: `cargo bench --bench ladder` runs in well
//! under a minute once built.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use tictactoe::board::Board;
use tictactoe::engines::Rung;

fn ladder(c: &mut Criterion) {
    let nodes: Vec<String> = Rung::ALL
        .iter()
        .map(|rung| format!("{} {}", rung.name(), rung.search(Board::EMPTY).nodes))
        .collect();
    eprintln!("nodes from the empty board: {}", nodes.join(", "));

    let mut group = c.benchmark_group("ladder");
    group
        .warm_up_time(Duration::from_millis(500))
        .sample_size(20)
        .measurement_time(Duration::from_secs(3));
    for rung in Rung::ALL {
        group.bench_function(rung.name(), |b| b.iter(|| rung.search(black_box(Board::EMPTY))));
    }
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().without_plots();
    targets = ladder
}
criterion_main!(benches);
