//! Work on a thread of its own, so a frame never waits for a search: the frame polls for the answer,
//! and the thread wakes the window when it is ready.

use std::sync::mpsc::{self, Receiver, TryRecvError};

/// A job running on its own thread.
pub struct Background<T> {
    answer: Receiver<T>,
}

impl<T: Send + 'static> Background<T> {
    /// Starts `work`; `wake` is called once it has answered.
    pub fn spawn(work: impl FnOnce() -> T + Send + 'static, wake: impl Fn() + Send + 'static) -> Background<T> {
        let (send, answer) = mpsc::channel();
        std::thread::spawn(move || {
            let _ = send.send(work());
            wake();
        });
        Background { answer }
    }

    /// Whether the answer has come.
    pub fn poll(&self) -> Poll<T> {
        match self.answer.try_recv() {
            Ok(answer) => Poll::Ready(answer),
            Err(TryRecvError::Empty) => Poll::Pending,
            Err(TryRecvError::Disconnected) => Poll::Failed,
        }
    }
}

/// Where a background job is.
pub enum Poll<T> {
    Pending,
    Ready(T),
    /// The thread ended without answering (it panicked).
    Failed,
}
