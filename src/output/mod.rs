//! How the program writes, the same in every layer: numbers as people read them, and files written
//! whole or not at all.

pub mod files;
pub mod numbers;
