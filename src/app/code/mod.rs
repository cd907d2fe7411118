//! The Your code tab: the learner's `tictactoe.py` opened (typed, pasted, dropped or chosen from the
//! recent files), checked in the background as `check-cs50` checks it, its report drawn, and checked
//! again on every save. Its state, its actions and its views are here.

mod action;
mod check;
mod file_stamp;
#[cfg(target_arch = "wasm32")]
pub(crate) mod picker;
mod place;
mod record;
mod tab;
mod telling;

pub(crate) mod file_bar;
pub(crate) mod progress_view;
pub(crate) mod report_view;
pub(crate) mod view;

pub use action::{Action, Answer};
pub use check::{Checked, Checking, Live};
pub use place::{CodePlace, Verdicts};
pub use record::{RECORD_VERSION, StoredCode, decode_record, encode_record};
pub use tab::{CodeTab, FileChange, WATCH_EVERY};
