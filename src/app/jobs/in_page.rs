//! Work on the learner's file in a browser page: done in the page's Web Workers (`web/js/door.js`
//! starts them, the check's worker and the Pythons it asks for), its events handed over as they come.

use std::fmt;

use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::{Closure, wasm_bindgen};

use crate::cs50::Door;
use crate::cs50::page::{PageEvent, PageJob, PageWork};

// What `web/js/door.js` offers the page.
#[wasm_bindgen(js_namespace = tictactoeDoor)]
extern "C" {
    /// Work started in the page's workers.
    type Started;
    /// Starts `job` (a [`PageJob`]'s bytes); `heard` is called with each event's bytes, or with null
    /// if the worker failed.
    #[wasm_bindgen(js_name = work)]
    fn start_work(job: &[u8], heard: &Closure<dyn FnMut(JsValue)>) -> Started;
    /// Ends the worker and its Pythons.
    #[wasm_bindgen(method)]
    fn stop(this: &Started);
    /// Keeps `count` Pythons ready ahead of the work that will ask for them.
    fn warm(count: u32);
}

/// Makes as many Pythons ready, loading Pyodide, as a check runs at once, ahead of the work that will
/// ask for them (Your code opened).
pub fn warm_python() {
    warm(crate::cs50::default_jobs() as u32);
}

/// Work under way in the page's workers: dropped, it is stopped and every worker of it ended.
pub struct PageRun {
    started: Started,
    _heard: Closure<dyn FnMut(JsValue)>,
}

impl fmt::Debug for PageRun {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PageRun")
    }
}

impl Drop for PageRun {
    fn drop(&mut self) {
        self.started.stop();
    }
}

/// Starts `work` on the file behind `door`: `heard` is told each event as it comes, and `None` if
/// the worker failed.
pub fn run(door: &Door, work: PageWork, mut heard: impl FnMut(Option<PageEvent>) + 'static) -> PageRun {
    let heard = Closure::<dyn FnMut(JsValue)>::new(move |bytes: JsValue| {
        heard(match bytes.is_null() {
            true => None,
            false => PageEvent::decoded(&js_sys::Uint8Array::new(&bytes).to_vec()),
        })
    });
    PageRun {
        started: start_work(&PageJob::of(door, work).encoded(), &heard),
        _heard: heard,
    }
}

/// Starts `work` on the file behind `door`, whose one event is its end: the job is answered with what
/// `answer` makes of it, and fails if the worker failed or `answer` makes nothing of it.
pub fn ended<A: 'static>(
    door: &Door,
    work: PageWork,
    answered: Box<dyn FnOnce(A) + Send>,
    answer: impl FnOnce(PageEvent) -> Option<A> + 'static,
) -> PageRun {
    let mut waiting = Some((answered, answer));
    run(door, work, move |event| {
        if let Some((answered, answer)) = waiting.take()
            && let Some(answer) = event.and_then(answer)
        {
            answered(answer);
        }
    })
}
