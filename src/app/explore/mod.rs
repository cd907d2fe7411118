//! The Explore tab: a position's search recorded and run step by step, its pseudocode with the line
//! lit, the call stack, the node shown large, the tree, the step bar, and Predict.

pub mod drawn_tree;
pub mod explorer_view;
pub mod node_view;
pub mod predict_view;
pub mod program_view;
pub mod replay;
pub mod stack_view;
pub mod step_bar;
pub mod tree_view;
pub mod your_search;
