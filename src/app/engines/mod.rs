//! The Engines tab: every engine on one position compared, the enhancement ladder as a chart, and the
//! whole table verified by every search. Its state, its actions and its views are here.

mod action;
mod tab;

pub(crate) mod compare_view;
pub(crate) mod ladder_view;
pub(crate) mod run_button;
pub(crate) mod verify_view;
pub(crate) mod view;

pub use action::{Action, Answer};
pub use tab::EnginesTab;
