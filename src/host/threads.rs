//! Background work: each job on a thread of its own, so a frame never waits. A browser page has one
//! thread: there each job waits in a queue and runs once the frame that started it has been drawn.

/// Runs `work` on a thread of its own.
#[cfg(not(target_arch = "wasm32"))]
pub fn spawn(work: impl FnOnce() + Send + 'static) {
    std::thread::spawn(work);
}

/// Runs now the work still waiting for its turn, where it waits for the one thread there is: so an
/// answer waited for (the last save as the page closes) is there to be taken. Nothing waits on a desktop.
#[cfg(not(target_arch = "wasm32"))]
pub fn settle() {}

#[cfg(target_arch = "wasm32")]
pub use page::{settle, spawn};

#[cfg(target_arch = "wasm32")]
mod page {
    use std::cell::RefCell;
    use std::collections::VecDeque;

    use wasm_bindgen::JsCast as _;

    type Work = Box<dyn FnOnce()>;

    thread_local! {
        /// The work started and not yet run, oldest first.
        static WAITING: RefCell<VecDeque<Work>> = const { RefCell::new(VecDeque::new()) };
    }

    /// Queues `work` and asks the browser to run it once it has finished what it is doing (drawing
    /// the frame that asked for it).
    pub fn spawn(work: impl FnOnce() + Send + 'static) {
        WAITING.with(|waiting| waiting.borrow_mut().push_back(Box::new(work)));
        let later = wasm_bindgen::closure::Closure::once_into_js(run_one);
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback(later.unchecked_ref());
        }
    }

    /// Runs every work still waiting, oldest first.
    pub fn settle() {
        while run_one() {}
    }

    /// Runs the oldest work waiting, if any: whether there was one.
    fn run_one() -> bool {
        let next = WAITING.with(|waiting| waiting.borrow_mut().pop_front());
        next.map(|work| work()).is_some()
    }
}
