//! Verdicts that do not depend on the machine's load: a call's time is the CPU time the learner's Python
//! spends, measured by the checker, so a search well within its limit passes on a machine kept busy by
//! other processes as on a quiet one, and after a search runs out of time the smaller boards are still
//! checked, so a mistake besides slowness still shows.

use std::process::{Child, Command, Stdio};

use serde_json::json;

use crate::check_cs50::{function, json_report, learner};

/// Processes that keep every core busy until dropped: `per_core` of them for each core.
struct Busy(Vec<Child>);

impl Busy {
    fn start(per_core: usize) -> Busy {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Busy(
            (0..cores * per_core)
                .map(|_| {
                    Command::new("python3")
                        .args(["-c", "while True: pass"])
                        .stdin(Stdio::null())
                        .spawn()
                        .expect("python3 runs")
                })
                .collect(),
        )
    }
}

impl Drop for Busy {
    fn drop(&mut self) {
        for child in &mut self.0 {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

#[test]
fn a_search_within_its_cpu_time_passes_on_a_busy_machine_as_on_a_quiet_one() {
    // slow_search.py's minimax spends 0.3 s of CPU time from the empty board. With three busy processes
    // a core beside it, that takes a second and more of wall-clock time, past a 1 s limit of wall-clock
    // time, but not past a second of CPU time.
    let args = ["--only", "minimax", "--timeout", "1", "--jobs", "2"];
    let file = learner("slow_search.py");
    let (quiet, quiet_status) = json_report(&[&args[..], &[&file]].concat(), &[]);
    let (busy, busy_status) = {
        let _busy = Busy::start(3);
        // Another environment makes it a run of its own, not the quiet one's kept result.
        json_report(&[&args[..], &[&file]].concat(), &[("TICTACTOE_TEST_RUN", "busy")])
    };
    for (report, status) in [(&quiet, quiet_status), (&busy, busy_status)] {
        assert_eq!(status, 0, "{report}");
        let minimax = function(report, "minimax");
        assert_eq!(minimax["passed"], minimax["checked"], "{minimax}");
        let slowest = &report["slowest"];
        assert_eq!(slowest["board"], ".........", "{slowest}");
        let seconds = slowest["seconds"].as_f64().unwrap();
        assert!((0.25..1.0).contains(&seconds), "{slowest}");
    }
    assert_eq!(quiet["functions"], busy["functions"]);
    assert_eq!(quiet["check50"], busy["check50"]);
}

#[test]
fn after_a_search_runs_out_of_time_the_smaller_boards_are_still_checked() {
    // slow_and_wrong.py never ends on a board of six or more empty cells, and plays the first action on
    // the others.
    let (report, status) = json_report(&["--timeout", "0.5", &learner("slow_and_wrong.py")], &[]);
    assert_eq!(status, 1, "{report}");
    let minimax = function(&report, "minimax");
    assert_eq!(
        minimax["stopped"], "on boards of 6 or more empty cells, after a call that timed out on one",
        "{minimax}"
    );
    // The failure shown is a wrong move on a small board, and the time-outs another kind of failure.
    let failure = &minimax["failure"];
    assert_eq!(failure["board"], "XOOOXXX..", "{failure}");
    assert_eq!(failure["got"], json!({"returned": [2, 1]}), "{failure}");
    let others = failure["others"].as_array().unwrap();
    assert!(
        others.iter().any(|other| other["got"] == json!({"timed_out": 0.5})),
        "{failure}"
    );
    // Every board of five or fewer empty cells was searched.
    let small = tictactoe::board::positions::reachable()
        .into_iter()
        .filter(|board| board.empty_cells().len() <= 5)
        .count() as u64;
    assert!(minimax["checked"].as_u64().unwrap() >= small, "{minimax}");
}
