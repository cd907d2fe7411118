//! Opening the window in a web page (web/build.sh): the page's canvas holds it, the browser's storage
//! keeps the session, and a browser that cannot draw gets a sentence in the page instead of a blank one.

use std::path::PathBuf;

use eframe::wasm_bindgen::JsCast as _;

use super::TicTacToe;
use crate::host::Instant;
use crate::lang::Lang;
use crate::opponents::Random;

/// The id of the page's canvas (web/index.html).
const CANVAS: &str = "tictactoe";
/// The id of the page's line that says it is loading, and why it cannot start when it cannot.
const LOADING: &str = "loading";
/// Where the session is kept in the browser's storage.
const SESSION_KEY: &str = "tictactoe/session.bin";

/// Starts the window in the page's canvas; the page says why when it cannot.
pub fn open_in_page() {
    wasm_bindgen_futures::spawn_local(async {
        let Some(document) = web_sys::window().and_then(|window| window.document()) else {
            return;
        };
        let lang = browser_lang();
        let app = TicTacToe::new(Some(PathBuf::from(SESSION_KEY)), Instant::now(), Random::clock_seed()).speaking(lang);
        let canvas = document
            .get_element_by_id(CANVAS)
            .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok());
        let runner = eframe::WebRunner::new();
        let started = match canvas {
            Some(canvas) => runner
                .start(
                    canvas,
                    eframe::WebOptions::default(),
                    Box::new(|cc| {
                        TicTacToe::set_up(&cc.egui_ctx);
                        Ok(Box::new(app))
                    }),
                )
                .await
                .map_err(|e| format!("{e:?}")),
            None => Err(format!("the page has no canvas named {CANVAS}")),
        };
        if started.is_ok() {
            save_as_the_page_goes(runner);
        }
        if let Some(loading) = document.get_element_by_id(LOADING) {
            match started {
                Ok(()) => loading.remove(),
                Err(why) => loading.set_text_content(Some(&cannot_start(lang, &why))),
            }
        }
    });
}

/// Saves the session as the page is left (closed, reloaded, navigated away from), as the desktop
/// window saves as it closes: the saves made while it is open come at most once a second.
fn save_as_the_page_goes(runner: eframe::WebRunner) {
    let leaving = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || {
        if let Some(mut app) = runner.app_mut::<TicTacToe>() {
            app.close();
        }
    });
    if let Some(window) = web_sys::window() {
        let _ = window.add_event_listener_with_callback("pagehide", leaving.as_ref().unchecked_ref());
    }
    // The page holds it for as long as it lives.
    leaving.forget();
}

/// What the page says when the window cannot start: most often, no WebGL.
fn cannot_start(lang: Lang, why: &str) -> String {
    lang.pick(
        format!(
            "Tic-Tac-Toe cannot start in this browser: it draws with WebGL, which is turned off or missing here ({why}). Turn on hardware acceleration or WebGL, or open the page in another browser."
        ),
        format!(
            "井字棋无法在此浏览器中启动：它用 WebGL 绘制，而此处 WebGL 已关闭或不可用（{why}）。请开启硬件加速或 WebGL，或换一个浏览器打开本页。"
        ),
    )
}

/// The browser's language, as the system's is read on a desktop: Chinese when it begins with `zh`.
fn browser_lang() -> Lang {
    let tag = web_sys::window().and_then(|window| window.navigator().language());
    Lang::from_env(|name| (name == "LANG").then(|| tag.clone().map(Into::into)).flatten())
}
