//! The budgets of DESIGN.md as benchmarks: a table lookup, plain minimax and alpha-beta from the
//! empty board, verifying every position with every search, the whole game tree as JSON, and a
//! match. Kept light so that `cargo bench --bench engine` finishes in a few minutes on two cores.

use std::hint::black_box;
use std::io;
use std::time::Duration;

use criterion::{Criterion, SamplingMode, criterion_group, criterion_main};
use tictactoe::board::{Board, positions};
use tictactoe::engines::{Engine, Rung, verify};
use tictactoe::lang::Lang;
use tictactoe::opponents::{Level, tournament};
use tictactoe::search::{self, alphabeta_tt};
use tictactoe::{TreeFormat, table, write_steps, write_tree};

fn engine(c: &mut Criterion) {
    // The node counts go with the timings: they are what the budgets are about.
    eprintln!(
        "nodes from the empty board: minimax {}, alphabeta {}, alphabeta-tt {}",
        search::minimax(Board::EMPTY).nodes,
        search::alphabeta(Board::EMPTY).nodes,
        alphabeta_tt(Board::EMPTY).nodes
    );

    let mut group = c.benchmark_group("engine");
    group.warm_up_time(Duration::from_millis(500));

    // A different reachable board on every lookup, so the measured read is not one cached slot.
    let boards = positions::reachable();
    let mut next = 0;
    group.sample_size(50).measurement_time(Duration::from_secs(2));
    group.bench_function("table lookup", |b| {
        b.iter(|| {
            let board = boards[next];
            next += 1;
            if next == boards.len() {
                next = 0;
            }
            table::probe(black_box(board))
        })
    });

    group.sample_size(20).measurement_time(Duration::from_secs(3));
    group.bench_function("minimax empty board", |b| {
        b.iter(|| search::minimax(black_box(Board::EMPTY)))
    });
    group.bench_function("alphabeta empty board", |b| {
        b.iter(|| search::alphabeta(black_box(Board::EMPTY)))
    });

    // Each run is long next to the others (tens of milliseconds): few samples of equal size.
    group
        .sample_size(10)
        .sampling_mode(SamplingMode::Flat)
        .measurement_time(Duration::from_secs(3));
    group.bench_function("verify every position", |b| {
        b.iter(|| {
            let report = verify(|_, _| true);
            assert!(report.passed());
            report
        })
    });
    // `tictactoe tree --engine minimax --format json .........`: record the whole game tree and write
    // its 549,946 lines (to nowhere, so the disk is not measured).
    group.bench_function("minimax tree of the empty board as JSON", |b| {
        b.iter(|| {
            let (_, trace) = Engine::MINIMAX.trace(black_box(Board::EMPTY)).unwrap();
            write_tree(&trace, TreeFormat::Json, None, Lang::En, &mut io::sink()).unwrap();
            trace.nodes().len()
        })
    });
    // `tictactoe steps .........`: alpha-beta from the empty board recorded step by step and written
    // for people (9,847 lines).
    group.bench_function("steps of alpha-beta from the empty board", |b| {
        b.iter(|| {
            let (_, steps) = Rung::AlphaBeta.steps(black_box(Board::EMPTY));
            write_steps(&steps, false, Lang::En, &mut io::sink()).unwrap();
            steps.steps().len()
        })
    });
    // What the explorer records for plain minimax from the empty board: the tree and every step.
    group.bench_function("minimax from the empty board as tree and steps", |b| {
        b.iter(|| {
            let (trace, steps) = Rung::Minimax.record(black_box(Board::EMPTY), || false).unwrap();
            (trace.nodes().len(), steps.steps().len())
        })
    });
    // `tictactoe match --x perfect --o random --games 20000 --seed 1`.
    group.bench_function("match of 20,000 games", |b| {
        b.iter(|| tournament::play(Level::Perfect, Level::Random, black_box(20_000), 1))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default().without_plots();
    targets = engine
}
criterion_main!(benches);
