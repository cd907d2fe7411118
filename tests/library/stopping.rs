//! A search told to stop by its observer: it unwinds within a few calls of being told, and a
//! recording stopped so is dropped, never kept half made. Never told, it records the whole search.

use std::cell::Cell;

use tictactoe::Board;
use tictactoe::engines::Rung;

#[test]
fn a_recording_told_to_stop_stops_within_a_few_calls() {
    // Each call on an unfinished position asks once whether to stop; the 51st ask is told yes.
    const TOLD_AFTER: u64 = 50;
    for rung in Rung::ALL {
        let asked = Cell::new(0);
        let stop = || {
            asked.set(asked.get() + 1);
            asked.get() > TOLD_AFTER
        };
        assert!(
            rung.record(Board::EMPTY, stop).is_none(),
            "{rung:?}: a stopped recording is dropped"
        );
        // Once told, every call still open returns at once, and each asks only for the moves it had
        // left to try: at most eight at each of nine depths.
        let after = asked.get() - TOLD_AFTER;
        assert!(after >= 1, "{rung:?}: the search asked whether to stop");
        assert!(
            after <= 9 * 8 + 1,
            "{rung:?}: asked {after} more times after being told to stop"
        );
    }
}

#[test]
fn a_recording_never_told_to_stop_is_the_whole_search() {
    let board: Board = "XO./.X./...".parse().unwrap();
    for rung in Rung::ALL {
        let (trace, steps) = rung.record(board, || false).expect("never stopped");
        let nodes = rung.search(board).nodes;
        assert_eq!(trace.visited_in(0), nodes, "{rung:?}");
        assert_eq!(steps.calls().len() as u64, nodes, "{rung:?}");
    }
}
