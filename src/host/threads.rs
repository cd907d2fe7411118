//! Background work: each job on a thread of its own, so a frame never waits. A browser page has one
//! thread: there the job runs on it as soon as the frame that started it has been drawn.

/// Runs `work` on a thread of its own.
#[cfg(not(target_arch = "wasm32"))]
pub fn spawn(work: impl FnOnce() + Send + 'static) {
    std::thread::spawn(work);
}

/// Runs `work` once the browser has finished what it is doing (drawing the frame that asked for it).
#[cfg(target_arch = "wasm32")]
pub fn spawn(work: impl FnOnce() + Send + 'static) {
    use wasm_bindgen::JsCast as _;
    let later = wasm_bindgen::closure::Closure::once_into_js(work);
    if let Some(window) = web_sys::window() {
        let _ = window.set_timeout_with_callback(later.unchecked_ref());
    }
}
