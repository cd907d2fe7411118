//! CS50's own check50, predicted: the checks of the project as check50 runs them (ai50/projects, branch
//! 2024/x, tictactoe/__init__.py), each in a fresh Python as check50 runs each, compared as check50
//! compares. Two of the check functions written there reuse an earlier function's name, so the later
//! replaces the earlier and 29 checks of the learner's functions run (besides "exists" and "imports"):
//! these. The checks' bodies are in `harness.py`; here are their names, in check50's order, and their
//! descriptions as check50 prints them.

use super::calls::Function;
use crate::lang::Lang;
use crate::output::quote::one_line;

/// One of check50's checks: its name in the checks' file, the function it calls, and its description.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Check {
    /// The check function's name, which `harness.py` runs it by.
    pub name: &'static str,
    /// The learner's function it calls (`initial_state` counts as none of the seven).
    pub function: Option<Function>,
    /// What check50 prints for it.
    pub description: &'static str,
}

const fn check(name: &'static str, function: Option<Function>, description: &'static str) -> Check {
    Check {
        name,
        function,
        description,
    }
}

/// The checks check50 runs on the learner's functions, in the order it prints them.
pub const CHECKS: [Check; 29] = [
    check("test_initial", None, "initial_state returns empty board"),
    check(
        "test_player0",
        Some(Function::Player),
        "player returns X for initial position",
    ),
    check(
        "test_player1",
        Some(Function::Player),
        "player returns O after one move",
    ),
    check(
        "test_player2",
        Some(Function::Player),
        "player returns X after four moves",
    ),
    check(
        "test_player3",
        Some(Function::Player),
        "player returns O after five moves",
    ),
    check(
        "test_actions0",
        Some(Function::Actions),
        "actions returns all actions on first move",
    ),
    check(
        "test_actions1",
        Some(Function::Actions),
        "actions returns valid actions for second move",
    ),
    check(
        "test_actions2",
        Some(Function::Actions),
        "actions returns valid actions for fifth move",
    ),
    check(
        "test_result0",
        Some(Function::Result),
        "result returns correct result on X's first move",
    ),
    check(
        "test_result1",
        Some(Function::Result),
        "result returns correct result on O's first move",
    ),
    check(
        "test_result2",
        Some(Function::Result),
        "result returns correct result on third move",
    ),
    check(
        "test_result_exception0",
        Some(Function::Result),
        "result raises exception on taken move",
    ),
    check(
        "test_result_exception1",
        Some(Function::Result),
        "result raises exception on negative out-of-bounds move",
    ),
    check(
        "test_result_unchanged",
        Some(Function::Result),
        "result does not change the original board",
    ),
    check(
        "test_winner0",
        Some(Function::Winner),
        "winner finds no winner on initial board",
    ),
    check(
        "test_winner1",
        Some(Function::Winner),
        "winner finds winner when X wins horizontally",
    ),
    check(
        "test_winner2",
        Some(Function::Winner),
        "winner finds winner when O wins vertically",
    ),
    check(
        "test_winner3",
        Some(Function::Winner),
        "winner finds winner when X wins diagonally",
    ),
    check(
        "test_winner4",
        Some(Function::Winner),
        "winner finds no winner in tied game",
    ),
    check(
        "test_terminal0",
        Some(Function::Terminal),
        "terminal returns True in tied game",
    ),
    check(
        "test_terminal1",
        Some(Function::Terminal),
        "terminal returns False in initial state",
    ),
    check(
        "test_terminal2",
        Some(Function::Terminal),
        "terminal returns True if X has won the game",
    ),
    check(
        "test_terminal3",
        Some(Function::Terminal),
        "terminal returns False in middle of game",
    ),
    check(
        "test_utility0",
        Some(Function::Utility),
        "utility returns 0 in tied game",
    ),
    check(
        "test_utility1",
        Some(Function::Utility),
        "utility returns 1 when X wins",
    ),
    check(
        "test_minimax0",
        Some(Function::Minimax),
        "minimax blocks immediate three-in-a-row threat",
    ),
    check(
        "test_minimax1",
        Some(Function::Minimax),
        "minimax finds only winning move",
    ),
    check(
        "test_minimax2",
        Some(Function::Minimax),
        "minimax finds best move near end of game",
    ),
    check(
        "test_minimax_none0",
        Some(Function::Minimax),
        "minimax returns None after X wins",
    ),
];

/// What check50 would print for one check.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// `:)`: it passed.
    Passed,
    /// `:(`: it failed, with check50's rationale ("expected "(2, 1)", not "(1, 2)"").
    Failed(String),
    /// `:|`: the learner's code raised, which check50 reports as an error (and counts as not passed).
    Errored(String),
}

/// check50's verdict on the file, predicted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Prediction {
    /// Each check with what check50 would print for it, in check50's order.
    pub checks: Vec<(Check, Outcome)>,
}

impl Prediction {
    /// How many checks pass.
    pub fn passed(&self) -> usize {
        self.checks
            .iter()
            .filter(|(_, outcome)| *outcome == Outcome::Passed)
            .count()
    }

    /// The descriptions of the checks that do not pass, failed or errored, in check50's order.
    pub fn failed(&self) -> Vec<&'static str> {
        self.checks
            .iter()
            .filter(|(_, outcome)| *outcome != Outcome::Passed)
            .map(|(check, _)| check.description)
            .collect()
    }

    /// The prediction as check50 prints it: `:)` passed, `:(` failed with its rationale, `:|` an error
    /// in the learner's code; a heading in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let (passed, all) = (self.passed(), self.checks.len());
        let mut out = lang.pick(
            format!(
                "check50 will print (its {all} checks of your functions, besides exists and imports; {passed} pass):\n"
            ),
            format!("check50 会输出（它对你的函数的 {all} 项检查，不计 exists 和 imports；通过 {passed} 项）：\n"),
        );
        for (check, outcome) in &self.checks {
            match outcome {
                Outcome::Passed => out.push_str(&format!("  :) {}\n", check.description)),
                // The rationale and the error quote the learner's values and messages: escaped, as
                // everywhere in the report.
                Outcome::Failed(why) => out.push_str(&format!("  :( {}\n      {}\n", check.description, one_line(why))),
                Outcome::Errored(error) => out.push_str(&format!(
                    "  :| {}\n      check50 ran into an error while running checks!\n      {}\n",
                    check.description,
                    one_line(error)
                )),
            }
        }
        out
    }
}

/// What a check's reply from `harness.py` says: `pass`, `fail RATIONALE` or `error TYPE: MESSAGE`.
pub fn outcome_of(reply: &str) -> Outcome {
    match reply.split_once(' ') {
        _ if reply == "pass" => Outcome::Passed,
        Some(("fail", why)) => Outcome::Failed(why.to_string()),
        Some(("error", error)) => Outcome::Errored(error.to_string()),
        _ => Outcome::Errored(reply.to_string()),
    }
}

/// check50's words for a check that ran out of its time.
pub fn timed_out(seconds: f64) -> Outcome {
    Outcome::Failed(format!("check timed out after {seconds} seconds"))
}
