//! How the program writes, the same in every layer: numbers as people read them, text wrapped to a
//! width, JSON, PNG pictures, and files written whole or not at all.

pub mod files;
pub mod json;
pub mod numbers;
pub mod png;
pub mod quote;
pub mod shelf;
pub mod wrap;
