//! A check in a browser page: the learner's file, as the page was given it, checked in a Web Worker
//! (`web/js/door.js` starts it and the Pythons it asks for), its events told to the tab as they come
//! and its end handed to the job that waits for it.

use std::fmt;
use std::path::PathBuf;

use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::{Closure, wasm_bindgen};

use super::Answer;
use super::check::Checked;
use super::telling::Telling;
use crate::cs50::page::{PageEvent, PageJob};
use crate::host::Instant;

// What `web/js/door.js` offers the page.
#[wasm_bindgen(js_namespace = tictactoeDoor)]
extern "C" {
    /// A check started in the page's workers.
    type Started;
    /// Starts a check of `job` (a [`PageJob`]'s bytes); `heard` is called with each event's bytes, or
    /// with null if the check's worker failed.
    #[wasm_bindgen(js_name = check)]
    fn start_check(job: &[u8], heard: &Closure<dyn FnMut(JsValue)>) -> Started;
    /// Ends the check's worker and its Pythons.
    #[wasm_bindgen(method)]
    fn stop(this: &Started);
}

/// A check under way in the page's workers: dropped, it is stopped and every worker of it ended.
pub struct PageCheck {
    started: Started,
    _heard: Closure<dyn FnMut(JsValue)>,
}

impl fmt::Debug for PageCheck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("PageCheck")
    }
}

impl Drop for PageCheck {
    fn drop(&mut self) {
        self.started.stop();
    }
}

/// Starts checking `source`, the file `file`: `telling` hears how it goes, and `answered` is handed
/// its end (dropped unanswered if the check's worker fails).
pub fn check(
    file: PathBuf,
    source: &[u8],
    mut telling: Telling,
    answered: Box<dyn FnOnce(Answer) + Send>,
) -> PageCheck {
    let job = PageJob {
        file: file.display().to_string(),
        source: source.to_vec(),
    };
    let started = Instant::now();
    let mut answered = Some(answered);
    let heard = Closure::<dyn FnMut(JsValue)>::new(move |bytes: JsValue| {
        let event = match bytes.is_null() {
            true => None,
            false => PageEvent::decoded(&js_sys::Uint8Array::new(&bytes).to_vec()),
        };
        let Some(event) = event else {
            answered.take();
            return;
        };
        if let Some(outcome) = event.tell(&mut telling)
            && let Some(answered) = answered.take()
        {
            let seconds = started.elapsed().as_secs_f64();
            let file = file.clone();
            answered(Answer::Checked(Box::new(Checked { file, outcome, seconds })));
        }
    });
    PageCheck {
        started: start_check(&job.encoded(), &heard),
        _heard: heard,
    }
}
