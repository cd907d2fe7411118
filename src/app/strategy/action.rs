//! What can happen in the Strategy tab.

use super::ShownStrategy;

/// A request in the Strategy tab.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Show another strategy, working it out the first time.
    Choose(ShownStrategy),
}
