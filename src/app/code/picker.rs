//! The files a browser page is given, chosen with its picker or dropped on it: their bytes come after
//! the frame that asked for them, and the file is opened in a later one.

use std::cell::RefCell;
use std::path::PathBuf;
use std::sync::Arc;

use wasm_bindgen::JsValue;
use wasm_bindgen::prelude::{Closure, wasm_bindgen};

// What `web/js/door.js` offers the page.
#[wasm_bindgen(js_namespace = tictactoeDoor)]
extern "C" {
    /// Shows the browser's file picker; `chosen` is called with the file's name and its first
    /// `most` bytes, if one is chosen.
    #[wasm_bindgen(js_name = choose)]
    fn choose_file(most: f64, chosen: &JsValue);
}

thread_local! {
    /// The file chosen and not yet opened: its name and bytes.
    static CHOSEN: RefCell<Option<(PathBuf, Arc<[u8]>)>> = const { RefCell::new(None) };
}

/// Shows the picker; the window is woken when a file is chosen. A file is read only so far as it can
/// be checked, and one byte more, so a file too large is refused without being read whole.
pub fn choose(ctx: &egui::Context) {
    let ctx = ctx.clone();
    let chosen = Closure::once_into_js(move |name: String, bytes: JsValue| {
        keep(&ctx, name.into(), js_sys::Uint8Array::new(&bytes).to_vec());
    });
    choose_file((crate::cs50::class::MOST_BYTES + 1) as f64, &chosen);
}

/// Reads a file dropped on the page, whose bytes a browser hands over only later: it is then opened
/// as a chosen one is.
pub fn read_dropped(ctx: &egui::Context, file: egui::DroppedFileHandle) {
    let ctx = ctx.clone();
    wasm_bindgen_futures::spawn_local(async move {
        if let Ok(bytes) = file.bytes_async().await {
            keep(&ctx, file.path().to_path_buf(), bytes);
        }
    });
}

/// Keeps the file given until the next frame takes it, and wakes the window for it.
fn keep(ctx: &egui::Context, name: PathBuf, bytes: Vec<u8>) {
    CHOSEN.with(|chosen| *chosen.borrow_mut() = Some((name, bytes.into())));
    ctx.request_repaint();
}

/// The file chosen since the last time this was asked, if any.
pub fn chosen() -> Option<(PathBuf, Arc<[u8]>)> {
    CHOSEN.with(|chosen| chosen.borrow_mut().take())
}
