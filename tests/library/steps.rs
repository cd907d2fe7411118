//! The steps of every search, as its pseudocode runs: the same calls, windows, scores, bounds, cuts
//! and answers from memory as its trace; every step doing what the printed line it names says; every
//! returned score the table's where exact and on the right side of it where a bound.

use crate::support::{board, true_score_on, unfinished};
use tictactoe::board::{Board, Player};
use tictactoe::engines::Rung;
use tictactoe::search::{Bound, Cut, Event, Score, Steps, Trace, Visit};

/// Holds the steps against the trace of the same search: the calls are its visited positions in
/// order, with the same board, depth and window; each return carries its score and bound; each cut's
/// actions never tried are the pruned entries after that child; each answer from memory is marked.
fn assert_steps_replay_the_trace(rung: Rung, root: Board, steps: &Steps, trace: &Trace) {
    let visited: Vec<u32> = trace.visit_order().collect();
    assert_eq!(steps.calls().len(), visited.len(), "{} on {root}", rung.name());
    for (call, &id) in steps.calls().iter().zip(&visited) {
        let node = trace.node(id);
        let found = node.searched().unwrap();
        assert_eq!(
            (call.board, call.depth, call.window),
            (node.board, node.depth, found.window)
        );
        assert_eq!(call.cell, node.cell);
    }
    for step in steps.steps() {
        let id = visited[step.call as usize];
        let found = trace.node(id).searched().unwrap();
        match step.event {
            Event::Return { score, bound } => {
                assert_eq!((score, bound), (found.score, found.bound), "{} on {root}", rung.name());
            }
            Event::Remembered { .. } => assert!(found.remembered, "{} on {root}", rung.name()),
            Event::Cut { rest, .. } => {
                // The child searched last is the one whose call came last among this call's children.
                let pruned: Vec<_> = trace
                    .children(id)
                    .filter_map(|child| match trace.node(child).visit {
                        Visit::Pruned { .. } => trace.node(child).cell,
                        Visit::Searched(_) => None,
                    })
                    .collect();
                assert_eq!(rest.cells().collect::<Vec<_>>(), pruned, "{} on {root}", rung.name());
            }
            _ => {}
        }
    }
    let remembered = trace
        .nodes()
        .iter()
        .filter(|n| n.searched().is_some_and(|s| s.remembered))
        .count();
    let answered = steps
        .steps()
        .iter()
        .filter(|s| matches!(s.event, Event::Remembered { .. }))
        .count();
    assert_eq!(remembered, answered, "{} on {root}", rung.name());
}

#[test]
fn every_rungs_steps_replay_its_trace_on_every_unfinished_position() {
    let mut checked = 0;
    for root in unfinished() {
        for rung in Rung::ALL {
            let (found, steps) = rung.steps(root);
            let (traced, trace) = rung.trace(root);
            assert_eq!(found, traced);
            assert_eq!(steps.calls().len() as u64, found.nodes);
            assert_steps_replay_the_trace(rung, root, &steps, &trace);
            checked += 1;
        }
    }
    assert_eq!(checked, 4_520 * Rung::ALL.len());
}

#[test]
fn the_whole_minimax_tree_of_the_empty_board_is_replayed_step_by_step() {
    let (found, steps) = Rung::Minimax.steps(Board::EMPTY);
    assert_eq!(steps.calls().len(), 549_946);
    assert_eq!(found.nodes, 549_946);
    let (_, trace) = Rung::Minimax.trace(Board::EMPTY);
    assert_steps_replay_the_trace(Rung::Minimax, Board::EMPTY, &steps, &trace);
}

/// The printed pseudocode, as the command line prints it, line by line from 1.
fn printed(rung: Rung) -> Vec<String> {
    rung.pseudocode()
        .to_string()
        .lines()
        .filter(|line| line.get(..3).is_some_and(|n| n.trim().parse::<u8>().is_ok()))
        .map(|line| line[5..].to_string())
        .collect()
}

/// Checks that every step does what the printed line it names says, and that every score returned is
/// the table's where exact and on the right side of it where a bound.
fn assert_each_step_follows_its_line(rung: Rung, root: Board) -> usize {
    let lines = printed(rung);
    let (_, steps) = rung.steps(root);
    // The values of each call before its step.
    let mut before: Vec<(Option<Score>, Option<Score>, Option<Score>)> = Vec::new();
    let (scoring, course) = (rung.algorithm().scoring(), rung.is_course());
    for (at_step, step) in steps.steps().iter().enumerate() {
        let call = steps.call_of(step);
        let at = step.call as usize;
        let code = &lines[usize::from(step.line) - 1];
        let said = |needle: &str| {
            assert!(
                code.contains(needle),
                "{:?} names line {}: {code}",
                step.event,
                step.line
            )
        };
        let x = call.player() == Player::X;
        if matches!(step.event, Event::Call { .. }) {
            assert_eq!(at, before.len());
            before.push((step.alpha, step.beta, None));
        }
        let (alpha, beta, v) = before[at];
        match step.event {
            Event::Call { window } => {
                assert_eq!(window, call.window);
                said(if x {
                    "function Max-Value(s"
                } else {
                    "function Min-Value(s"
                })
            }
            Event::Terminal { score } => {
                said(match course {
                    true => "if Terminal(s): return Utility(s)",
                    false => "if Terminal(s): v = Utility(s)",
                });
                assert!(call.board.is_terminal());
                let truth = true_score_on(call.board, scoring);
                assert_eq!((step.v, score), (Some(truth), truth));
            }
            Event::Remembered { score, .. } => {
                said("else if T(s) decides (α, β): v = T(s).v");
                assert_eq!(step.v, Some(score));
            }
            Event::Try { action } => {
                said("for a in ");
                assert_eq!(call.board.get(action), None, "a legal action");
                assert_eq!(step.action, Some(action));
            }
            Event::Value { child, v: taken } => {
                said(if x {
                    "v = Max(v, Min-Value(Result(s, a)"
                } else {
                    "v = Min(v, Max-Value(Result(s, a)"
                });
                let expected = match v {
                    None => child,
                    Some(v) if x => v.max(child),
                    Some(v) => v.min(child),
                };
                assert_eq!((step.v, taken), (Some(expected), expected));
            }
            Event::Alpha { alpha: risen } => {
                said("α = Max(α, v)");
                assert!(x);
                assert_eq!(step.alpha, Some(risen));
                assert_eq!(step.alpha, alpha.max(step.v));
                assert_ne!(step.alpha, alpha, "α changed");
            }
            Event::Beta { beta: fallen } => {
                said("β = Min(β, v)");
                assert!(!x);
                assert_eq!(step.beta, Some(fallen));
                assert_eq!(step.beta, Some(beta.unwrap().min(step.v.unwrap())));
                assert_ne!(step.beta, beta, "β changed");
            }
            Event::Cut { reason, .. } => {
                let v = step.v.unwrap();
                let mover = if x { "X" } else { "O" };
                match course {
                    // The course's line, nothing added: a cut returns there.
                    true => said(if x {
                        "if v ≥ β: return v"
                    } else {
                        "if v ≤ α: return v"
                    }),
                    false => said(&format!("if a wins at once for {mover} or ")),
                }
                match (reason, x) {
                    (Cut::WinsAtOnce, _) if course => panic!("the course's search never stops on a win"),
                    (Cut::WinsAtOnce, _) => {
                        let after = call.board.play(step.action.unwrap()).unwrap();
                        assert_eq!(after.winner(), Some(call.player()), "the action won at once");
                    }
                    (Cut::Beta, true) => {
                        said("v ≥ β");
                        assert!(v >= step.beta.unwrap());
                    }
                    (Cut::Alpha, false) => {
                        said("v ≤ α");
                        assert!(v <= step.alpha.unwrap());
                    }
                    (reason, _) => panic!("{reason:?} in {}'s call", call.player()),
                }
            }
            Event::Return { score, bound } => {
                // The course's pseudocode returns where it stops: a finished board, a cut, or the end.
                let previous = steps.steps()[..at_step].iter().rev().find(|s| s.call == step.call);
                match previous.map(|s| s.event) {
                    Some(Event::Terminal { .. } | Event::Cut { .. }) if course => {
                        assert_eq!(
                            step.line,
                            previous.unwrap().line,
                            "{} returns where it stops",
                            rung.name()
                        )
                    }
                    _ => said("return v"),
                }
                let (v, truth) = (step.v.unwrap(), true_score_on(call.board, scoring));
                assert_eq!(score, v);
                let holds = match bound {
                    Bound::Exact => v == truth,
                    Bound::Lower => truth >= v,
                    Bound::Upper => truth <= v,
                };
                assert!(
                    holds,
                    "{} returned {v:?} {bound:?} for {}, truly {truth:?}",
                    rung.name(),
                    call.board
                );
            }
        }
        before[at] = (step.alpha, step.beta, step.v);
    }
    steps.steps().len()
}

#[test]
fn every_step_follows_the_printed_line_it_names_and_every_score_returned_is_true() {
    let mut total = 0;
    for root in unfinished()
        .into_iter()
        .step_by(7)
        .chain([Board::EMPTY, board("XXO/OO./X..")])
    {
        for rung in Rung::ALL {
            total += assert_each_step_follows_its_line(rung, root);
        }
    }
    assert!(total > 100_000, "{total}");
}

#[test]
fn a_given_event_in_a_given_function_always_names_the_same_line() {
    for rung in Rung::ALL {
        let (_, steps) = rung.steps(Board::EMPTY);
        let mut seen = std::collections::HashMap::new();
        for step in steps.steps() {
            // As JSON names the event: a cut is a cut, whatever its reason. The course's pseudocode
            // returns where it stops, so only its returns name more than one line.
            if rung.is_course() && matches!(step.event, Event::Return { .. }) {
                continue;
            }
            let key = (steps.call_of(step).player(), step.event.kind().name());
            assert_eq!(
                *seen.entry(key).or_insert(step.line),
                step.line,
                "{} {key:?}",
                rung.name()
            );
        }
        let events: std::collections::HashSet<_> = seen.keys().map(|&(_, event)| event).collect();
        let expected = match rung {
            Rung::CourseMinimax => 4,
            Rung::Minimax => 5,
            Rung::CourseAlphaBeta => 7,
            Rung::AlphaBetaCells | Rung::AlphaBeta => 8,
            Rung::AlphaBetaTTBoard | Rung::AlphaBetaTT => 9,
        };
        assert_eq!(events.len(), expected, "{}: {events:?}", rung.name());
    }
}

#[test]
fn the_stack_at_a_step_runs_from_the_root_to_its_call() {
    let (_, steps) = Rung::AlphaBeta.steps(board("XO./.X./..."));
    for (at, step) in steps.steps().iter().enumerate() {
        let stack = steps.stack(at);
        let (last, latest) = stack.last().unwrap();
        assert_eq!(**latest, *step);
        assert_eq!(last.depth as usize + 1, stack.len());
        assert_eq!(stack[0].0.depth, 0);
        // Each frame above is waiting on the action that led to the frame below it.
        for pair in stack.windows(2) {
            let ((_, waiting), (below, _)) = (pair[0], pair[1]);
            assert!(matches!(waiting.event, Event::Try { .. }));
            assert_eq!(waiting.action, below.cell);
        }
    }
}
