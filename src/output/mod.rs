//! How the program writes, the same in every layer: numbers as people read them, text wrapped to a
//! width, JSON, and files written whole or not at all.

pub mod files;
pub mod json;
pub mod numbers;
pub mod quote;
pub mod wrap;
