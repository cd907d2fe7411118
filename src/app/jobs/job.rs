//! The jobs of the window: each on a thread of its own, superseded by the next of its task, its answer
//! taken once; held unstarted and awaited in tests.

use std::fmt;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{self, Receiver, TryRecvError};

use super::{JobId, Progress, Task, Waker};

/// Work handed to a thread: it computes the answer and sends it.
type Work = Box<dyn FnOnce() + Send>;

/// One job, running or ended with its answer waiting to be taken.
pub struct Job<T> {
    /// The request it answers.
    pub id: JobId,
    /// What it is for.
    pub task: Task,
    /// Its progress, and whether it was asked to stop.
    pub progress: Arc<Progress>,
    answer: Receiver<T>,
    ended: Option<Finished<T>>,
    /// The work, while the job is held unstarted.
    held: Option<Work>,
}

impl<T> fmt::Debug for Job<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Job")
            .field("id", &self.id)
            .field("task", &self.task)
            .field("progress", &self.progress)
            .field("ended", &self.ended.is_some())
            .field("held", &self.held.is_some())
            .finish()
    }
}

impl<T> Drop for Job<T> {
    /// A job nobody waits for any more is told to stop.
    fn drop(&mut self) {
        self.progress.cancelled.store(true, Ordering::Relaxed);
    }
}

/// The jobs of the window, with the numbering of requests.
#[derive(Debug)]
pub struct Jobs<T> {
    pub(super) running: Vec<Job<T>>,
    next_id: JobId,
    /// Woken when an answer is ready.
    waker: Waker,
    /// Whether new jobs wait to be started by [`Jobs::wait`].
    hold: bool,
}

impl<T> Default for Jobs<T> {
    fn default() -> Self {
        Jobs {
            running: Vec::new(),
            next_id: 1,
            waker: Waker::default(),
            hold: false,
        }
    }
}

/// How a job ended.
#[derive(Debug)]
pub enum Finished<T> {
    /// The work returned this.
    Answered(T),
    /// The thread ended without an answer (it panicked).
    Failed,
}

impl<T: Send + 'static> Jobs<T> {
    /// The window to wake when answers arrive, to be handed its context.
    pub fn waker(&self) -> Waker {
        self.waker.clone()
    }

    /// Starts `work` on a thread of its own, superseding any job of the same task.
    pub fn spawn(&mut self, task: Task, work: impl FnOnce(&Progress) -> T + Send + 'static) -> JobId {
        let (id, progress, answered) = self.start(task);
        let run: Work = Box::new(move || answered(work(&progress)));
        let held = match self.hold {
            true => Some(run),
            false => {
                crate::host::spawn(run);
                None
            }
        };
        if let Some(job) = self.running.last_mut() {
            job.held = held;
        }
        id
    }

    /// Starts a job of `task` whose work runs elsewhere (in a browser page, a Web Worker), superseding
    /// any job of the same task: its answer is what is handed to the function returned, and the job
    /// failed if that is dropped unused.
    #[cfg(target_arch = "wasm32")]
    pub fn later(&mut self, task: Task) -> impl FnOnce(T) + Send + 'static {
        self.start(task).2
    }

    /// A new job of `task`, superseding any of the same task: its id, its progress, and what hands its
    /// answer over and wakes the window.
    fn start(&mut self, task: Task) -> (JobId, Arc<Progress>, impl FnOnce(T) + Send + 'static) {
        self.cancel(task);
        let id = self.next_id;
        self.next_id += 1;
        let progress = Arc::new(Progress {
            wake: self.waker.get(),
            ..Progress::default()
        });
        let (send, answer) = mpsc::channel();
        let wake = self.waker.get();
        let answered = move |answer: T| {
            let _ = send.send(answer);
            if let Some(ctx) = wake {
                ctx.request_repaint();
            }
        };
        self.running.push(Job {
            id,
            task,
            progress: progress.clone(),
            answer,
            ended: None,
            held: None,
        });
        (id, progress, answered)
    }

    /// Whether jobs started from now on wait, unstarted, for [`Jobs::wait`]: so a test can act on a
    /// job (cancel it, supersede it) before it has done anything.
    pub fn hold(&mut self, hold: bool) {
        self.hold = hold;
    }

    /// Starts the jobs held, and blocks until every job has answered (or its thread has ended
    /// without an answer). The answers wait to be taken, as if they had come in on their own.
    pub fn wait(&mut self) {
        self.wait_where(|_| true);
    }

    /// Blocks until the job of `task`, if there is one, has answered.
    pub fn wait_for(&mut self, task: Task) {
        self.wait_where(|job| job.task == task);
    }

    fn wait_where(&mut self, chosen: impl Fn(&Job<T>) -> bool) {
        for job in self.running.iter_mut().filter(|job| chosen(job)) {
            if let Some(run) = job.held.take() {
                crate::host::spawn(run);
            }
            if job.ended.is_none() {
                crate::host::settle();
                job.ended = Some(match job.answer.recv() {
                    Ok(answer) => Finished::Answered(answer),
                    Err(_) => Finished::Failed,
                });
            }
        }
    }

    /// Stops waiting for the job of `task`, if there is one: it is told to stop, and its answer,
    /// even one already in, is dropped.
    pub fn cancel(&mut self, task: Task) {
        self.running.retain(|job| job.task != task);
    }

    /// Asks the job of `task` to stop early; what it found so far still comes back as its answer.
    pub fn stop(&self, task: Task) {
        if let Some(job) = self.get(task) {
            job.progress.cancelled.store(true, Ordering::Relaxed);
        }
    }

    /// The job of `task`, if one runs or waits to be taken.
    pub fn get(&self, task: Task) -> Option<&Job<T>> {
        self.running.iter().find(|job| job.task == task)
    }

    /// Whether a job of `task` runs or waits to be taken.
    pub fn is_running(&self, task: Task) -> bool {
        self.get(task).is_some()
    }

    /// Collects the answers that have come in, to be taken.
    pub fn collect(&mut self) {
        for job in self.running.iter_mut().filter(|job| job.ended.is_none()) {
            job.ended = match job.answer.try_recv() {
                Ok(answer) => Some(Finished::Answered(answer)),
                Err(TryRecvError::Empty) => None,
                Err(TryRecvError::Disconnected) => Some(Finished::Failed),
            };
        }
    }

    /// The ids of the jobs that have ended, whose answers wait to be taken.
    pub fn ended(&self) -> Vec<JobId> {
        self.running
            .iter()
            .filter(|job| job.ended.is_some())
            .map(|job| job.id)
            .collect()
    }

    /// The answer of job `id`, taking the job off the list; `None` if that job was superseded or
    /// cancelled, or has not ended.
    pub fn take(&mut self, id: JobId) -> Option<(Task, Finished<T>)> {
        let at = self
            .running
            .iter()
            .position(|job| job.id == id && job.ended.is_some())?;
        let mut job = self.running.remove(at);
        Some((job.task, job.ended.take()?))
    }
}
