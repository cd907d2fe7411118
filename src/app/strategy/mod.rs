//! The Strategy tab: the strategy that never loses, drawn as a map.

pub mod strategy_view;
mod words;
