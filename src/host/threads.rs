//! Background work: each job on a thread of its own, so a frame never waits.

/// Runs `work` on a thread of its own.
pub fn spawn(work: impl FnOnce() + Send + 'static) {
    std::thread::spawn(work);
}
