//! The Explore tab: a position's search recorded and run step by step, its pseudocode with the line
//! lit, the call stack, the node shown large, the tree, the step bar, Predict, and the learner's own
//! search beside the course's. Its state, its actions and its views are here.

mod action;
mod explorer;
mod place;
mod record;
mod tab;
mod your_trace;

pub mod predict;

pub(crate) mod drawn_tree;
pub(crate) mod node_view;
pub(crate) mod predict_view;
pub(crate) mod program_view;
pub(crate) mod replay;
pub(crate) mod stack_view;
pub(crate) mod step_bar;
pub(crate) mod tree_view;
pub(crate) mod view;
pub(crate) mod your_search;

pub use action::{Action, Answer};
pub use explorer::{Explorer, Known, REPLAY_STEP, Recording, Request, Timeline};
pub use place::{ExplorerPlace, Predicted};
pub use predict::{Answered, Asked, Guess, Predict};
pub use record::{RECORD_VERSION, StoredAnswer, StoredExplorer, decode_record, encode_record, with_answers};
pub use tab::{Around, ExploreTab};
pub use your_trace::{Tracing, YourSearch, YourTrace};
