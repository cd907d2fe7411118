//! A check of the learner's file: under way (how far it has got, as its thread tells) or ended (its
//! report, or why the file could not be checked), and the verdicts a report comes to in numbers.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use super::Verdicts;
use crate::cs50::progress::{Count, Phase};
use crate::cs50::{Cancel, Report, StartError};

/// A check under way.
#[derive(Debug)]
pub struct Checking {
    /// How far it has got, as its thread tells.
    pub live: Arc<Mutex<Live>>,
    /// Ends every Python of it.
    pub(super) cancel: Cancel,
    /// In a browser page, the check's workers: held only to be ended when the check is dropped.
    #[cfg(target_arch = "wasm32")]
    pub(super) _page: Option<crate::app::jobs::in_page::PageRun>,
}

/// How far a check has got, as it goes.
#[derive(Clone, Debug, Default)]
pub struct Live {
    /// The phase under way.
    pub(crate) phase: Option<Phase>,
    /// Of the phase's calls, how many are done.
    pub done: usize,
    /// How many calls the phase makes.
    pub total: usize,
    /// Each function's counts, in `Function::ALL` order.
    pub(crate) counts: [Count; 7],
    /// How many seconds the slowest `minimax` took so far.
    pub slowest: Option<f64>,
    /// How many whole seconds the check has waited for an answer (0 while answers come).
    pub silent: u64,
}

/// A check that ended: its report, or why the file could not be checked.
#[derive(Debug)]
pub struct Checked {
    /// The file checked.
    pub file: PathBuf,
    /// The report, or why there is none.
    pub(crate) outcome: Result<Report, StartError>,
    /// How long it took.
    pub seconds: f64,
}

impl Checked {
    /// The report, when the check ran.
    pub(crate) fn report(&self) -> Option<&Report> {
        self.outcome.as_ref().ok()
    }
}

/// The verdicts of a report, in numbers.
pub(crate) fn verdicts(report: &Report) -> Verdicts {
    let mut functions = [[0; 2]; 7];
    for f in &report.functions {
        functions[f.function.index()] = [f.passed as u32, f.checked as u32];
    }
    let checks = report.check50.checks.len() as u32;
    Verdicts {
        functions,
        check50: [checks - report.check50.failed().len() as u32, checks],
    }
}
