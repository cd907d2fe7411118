//! What can happen in the Your code tab: a person's request, or the clock's, and its check's answer.

use std::path::PathBuf;

use super::Checked;

/// A request in the Your code tab.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Open the learner's file, and check it.
    Open(PathBuf),
    /// Open a file a browser page was given (chosen or dropped), by its name and bytes, and check it.
    #[cfg(target_arch = "wasm32")]
    Given(PathBuf, std::sync::Arc<[u8]>),
    /// Check the open file again from the start.
    Check,
    /// Stop the check under way, ending every Python of it.
    Cancel,
    /// Close the open file.
    Close,
    /// Look at the open file: a save checks it again.
    Watch,
}

/// What the tab's background work hands back.
#[derive(Debug)]
pub enum Answer {
    /// The learner's file checked.
    Checked(Box<Checked>),
}
