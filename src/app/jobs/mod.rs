//! Background work: every search, comparison, verification and save the window starts runs as a job on
//! a thread of its own, so a frame never waits. A job can report progress and be told to stop, which
//! its work sees through [`Progress::cancelled`]; its answer is taken only while the job is still the
//! current one of its kind: starting another job of that kind, or cancelling, supersedes it, tells it
//! to stop and drops its answer.
//!
//! Tests await jobs instead of racing them: [`Jobs::wait`] blocks until every job has answered, and
//! jobs can be held unstarted ([`Jobs::hold`]) so a test can cancel one before it does any work.
//!
//! The jobs lie below the tabs and the shell: the shell holds them, and each tab starts its own work
//! through a [`Spawn`], its answers wrapped into the shell's.

#[cfg(target_arch = "wasm32")]
pub mod in_page;
mod job;
mod lane;
mod progress;
mod task;
mod waker;

pub use job::{Finished, Job, Jobs};
pub use lane::{Lane, Running, Spawn};
pub use progress::Progress;
pub use task::{JobId, Task};
pub use waker::Waker;
