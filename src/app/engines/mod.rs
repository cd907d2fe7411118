//! The Engines tab: every engine on one position compared, the enhancement ladder as a chart, and the
//! whole table verified by every search.

pub mod compare_view;
pub mod engines_view;
pub mod ladder_view;
pub mod run_button;
pub mod verify_view;
