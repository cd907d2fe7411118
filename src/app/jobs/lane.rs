//! The jobs as one tab sees them: the work it starts, its answers wrapped into the shell's, and what
//! its views read of the work running.

use std::fmt;

use super::{JobId, Jobs, Progress, Task, Waker};

/// A room's hold on the window's jobs: it starts and stops work whose answers are its own, which the
/// shell wraps into the window's answer, so a room never names another's.
pub trait Spawn<A> {
    /// Starts `work` on a thread of its own, superseding any job of the same task.
    fn spawn(&mut self, task: Task, work: Box<dyn FnOnce(&Progress) -> A + Send>) -> JobId;
    /// Starts a job whose work runs elsewhere (a browser page's Web Worker), superseding any job of the
    /// same task: its answer is what is handed to the function returned.
    #[cfg(target_arch = "wasm32")]
    fn later(&mut self, task: Task) -> Box<dyn FnOnce(A) + Send>;
    /// Stops waiting for the job of `task`, dropping its answer.
    fn cancel(&mut self, task: Task);
    /// Asks the job of `task` to stop early; what it found so far still comes back as its answer.
    fn stop(&self, task: Task);
    /// Whether a job of `task` runs or waits to be taken.
    fn is_running(&self, task: Task) -> bool;
    /// The window to wake from another thread.
    fn waker(&self) -> Waker;
}

/// The window's jobs as one room sees them: its answers wrapped by `wrap`.
pub struct Lane<'a, T, A> {
    jobs: &'a mut Jobs<T>,
    wrap: fn(A) -> T,
}

impl<T, A> fmt::Debug for Lane<'_, T, A> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Lane").field("jobs", &self.jobs.running.len()).finish()
    }
}

impl<T: Send + 'static> Jobs<T> {
    /// The jobs as a room sees them, its answers wrapped by `wrap`.
    pub fn lane<A>(&mut self, wrap: fn(A) -> T) -> Lane<'_, T, A> {
        Lane { jobs: self, wrap }
    }

    /// The progress of the job of `task`, if one runs or waits to be taken.
    pub fn progress(&self, task: Task) -> Option<&Progress> {
        self.get(task).map(|job| &*job.progress)
    }
}

impl<T: Send + 'static, A: 'static> Spawn<A> for Lane<'_, T, A> {
    fn spawn(&mut self, task: Task, work: Box<dyn FnOnce(&Progress) -> A + Send>) -> JobId {
        let wrap = self.wrap;
        self.jobs.spawn(task, move |progress| wrap(work(progress)))
    }

    #[cfg(target_arch = "wasm32")]
    fn later(&mut self, task: Task) -> Box<dyn FnOnce(A) + Send> {
        let (wrap, answered) = (self.wrap, self.jobs.later(task));
        Box::new(move |answer| answered(wrap(answer)))
    }

    fn cancel(&mut self, task: Task) {
        self.jobs.cancel(task);
    }

    fn stop(&self, task: Task) {
        self.jobs.stop(task);
    }

    fn is_running(&self, task: Task) -> bool {
        self.jobs.is_running(task)
    }

    fn waker(&self) -> Waker {
        self.jobs.waker()
    }
}

/// The jobs as views read them: whether one runs, and how far it has got.
pub trait Running {
    /// The progress of the job of `task`, if one runs or waits to be taken.
    fn progress_of(&self, task: Task) -> Option<&Progress>;

    /// Whether a job of `task` runs or waits to be taken.
    fn running(&self, task: Task) -> bool {
        self.progress_of(task).is_some()
    }
}

impl<T: Send + 'static> Running for Jobs<T> {
    fn progress_of(&self, task: Task) -> Option<&Progress> {
        self.progress(task)
    }
}
