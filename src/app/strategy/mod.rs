//! The Strategy tab: the strategy that never loses, drawn as a map. Its state, its action and its
//! views are here; the game's strategy hint reads the same strategies.

mod action;
mod place;
mod shown;
mod tab;
mod worked;

pub(crate) mod map_view;
pub(crate) mod words;

pub use action::Action;
pub use place::{RECORD_VERSION, StoredStrategy, StrategyPlace};
pub use shown::ShownStrategy;
pub use tab::StrategyTab;
pub use worked::Worked;
