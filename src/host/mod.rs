//! What the window asks of the system it runs on, in one place: the clock, a thread for background
//! work, and files (the learner's file's stamp, a font's bytes). The window reaches the system only
//! through here, so a build for another host (a browser, where there are no threads to spawn and no
//! files to read, and `std::time::Instant` panics) fills these few functions differently and leaves
//! the window as it is. Std only.

mod clock;
pub mod files;
mod threads;

pub use clock::Instant;
pub use threads::{settle, spawn};
