//! Background work: every search, comparison, verification and save the window starts runs as a job on
//! a thread of its own, so a frame never waits. A job can report progress and be told to stop, which
//! its work sees through [`Progress::cancelled`]; its answer is taken only while the job is still the
//! current one of its kind: starting another job of that kind, or cancelling, supersedes it, tells it
//! to stop and drops its answer.
//!
//! Tests await jobs instead of racing them: [`Jobs::wait`] blocks until every job has answered, and
//! jobs can be held unstarted ([`Jobs::hold`]) so a test can cancel one before it does any work.

use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::sync::{Arc, OnceLock};

/// What a job is for; at most one job of each kind runs at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Task {
    /// A live search choosing the computer's move.
    ComputerMove,
    /// Every engine on the position on the board.
    Compare,
    /// Every search on every unfinished position, against the table.
    Verify,
    /// A search recorded for the explorer.
    Recording,
    /// Every rung of the enhancement ladder on the position on the board.
    Ladder,
    /// The session written to its file.
    Save,
    /// The learner's file checked as check-cs50 checks it.
    Check,
    /// The learner's `minimax` traced for the explorer.
    YourSearch,
}

impl Task {
    /// Every kind of job.
    pub const ALL: [Task; 8] = [
        Task::ComputerMove,
        Task::Compare,
        Task::Verify,
        Task::Recording,
        Task::Ladder,
        Task::Save,
        Task::Check,
        Task::YourSearch,
    ];
}

/// Which request a job answers: a number never used twice, so an answer names its request.
pub type JobId = u64;

/// What a job hands to its work: progress to report and whether to stop.
#[derive(Debug, Default)]
pub struct Progress {
    done: AtomicUsize,
    total: AtomicUsize,
    cancelled: AtomicBool,
    wake: Option<egui::Context>,
}

impl Progress {
    /// Reports `done` of `total`, waking the window now and then so the bar moves.
    pub fn report(&self, done: usize, total: usize) {
        self.total.store(total, Ordering::Relaxed);
        let before = self.done.swap(done, Ordering::Relaxed);
        if let Some(ctx) = &self.wake
            && done / 64 != before / 64
        {
            ctx.request_repaint();
        }
    }

    /// Whether the work should stop early.
    pub fn cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
    }

    /// (done, total) as last reported.
    pub fn get(&self) -> (usize, usize) {
        (self.done.load(Ordering::Relaxed), self.total.load(Ordering::Relaxed))
    }
}

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

/// The window to wake when an answer is ready, shared by the jobs and the window: the window hands it
/// its context once it has one (none in tests that never draw), without changing the state.
#[derive(Clone, Debug, Default)]
pub struct Waker(Arc<OnceLock<egui::Context>>);

impl Waker {
    /// Wakes the window from now on; the first context given stays.
    pub fn set(&self, ctx: &egui::Context) {
        let _ = self.0.set(ctx.clone());
    }

    fn get(&self) -> Option<egui::Context> {
        self.0.get().cloned()
    }

    /// Wakes the window, once it has handed over its context, to draw what changed.
    pub fn wake(&self) {
        if let Some(ctx) = self.0.get() {
            ctx.request_repaint();
        }
    }
}

/// The jobs of the window, with the numbering of requests.
#[derive(Debug)]
pub struct Jobs<T> {
    running: Vec<Job<T>>,
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
        self.cancel(task);
        let id = self.next_id;
        self.next_id += 1;
        let progress = Arc::new(Progress {
            wake: self.waker.get(),
            ..Progress::default()
        });
        let (send, answer) = mpsc::channel();
        let (shared, wake) = (progress.clone(), self.waker.get());
        let run: Work = Box::new(move || {
            let _ = send.send(work(&shared));
            if let Some(ctx) = wake {
                ctx.request_repaint();
            }
        });
        let held = match self.hold {
            true => Some(run),
            false => {
                std::thread::spawn(run);
                None
            }
        };
        self.running.push(Job {
            id,
            task,
            progress,
            answer,
            ended: None,
            held,
        });
        id
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
                std::thread::spawn(run);
            }
            if job.ended.is_none() {
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

/// A room's hold on the window's jobs: it starts and stops work whose answers are its own, which the
/// shell wraps into the window's answer, so a room never names another's.
pub trait Spawn<A> {
    /// Starts `work` on a thread of its own, superseding any job of the same task.
    fn spawn(&mut self, task: Task, work: Box<dyn FnOnce(&Progress) -> A + Send>) -> JobId;
    /// Stops waiting for the job of `task`, dropping its answer.
    fn cancel(&mut self, task: Task);
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

    fn cancel(&mut self, task: Task) {
        self.jobs.cancel(task);
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
