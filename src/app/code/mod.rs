//! The Your code tab: the learner's `tictactoe.py` opened (typed, pasted, dropped or chosen from the
//! recent files), checked in the background as `check-cs50` checks it, its report drawn, and checked
//! again on every save.

pub mod changes;
pub mod code_view;
pub mod file_bar;
pub mod progress_view;
pub mod report_view;
