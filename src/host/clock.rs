//! The clock: the window is told the time, and reads it only through this type.

/// A moment of the host's monotonic clock.
pub use web_time::Instant;
