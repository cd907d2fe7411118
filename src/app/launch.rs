//! Opening the window: its size and icon, the style given as it is created, and what is said when no
//! display lets it open.

use crate::host::Instant;

use super::MIN_SIZE;
use super::TicTacToe;
use crate::app::icon;
use crate::game::session;
use crate::lang::Lang;
use crate::opponents::Random;

/// Opens the window and returns once it closes, or why it could not open: no display is named (it says
/// so rather than failing inside the windowing library), or the windowing library's own reason.
pub fn run_window() -> Result<(), String> {
    if !display_available() {
        return Err(
            "no display found (DISPLAY and WAYLAND_DISPLAY are unset); the command line works without one: see tictactoe --help"
                .to_string(),
        );
    }
    let mut app =
        TicTacToe::new(session::default_path(), Instant::now(), Random::clock_seed()).speaking(Lang::of_system());
    app.tell_terminal = true;
    // The learner's Python's sandbox is made ready before a check of Your code waits for it.
    crate::host::spawn(|| crate::cs50::Door::prepare(crate::cs50::Options::DEFAULT_PYTHON.as_ref()));
    // The size it had when it closed last, never below the smallest that holds everything.
    let (width, height) = app.state.size.unwrap_or((960, 640));
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Tic-Tac-Toe")
            .with_app_id("tictactoe")
            .with_inner_size([f32::from(width).max(MIN_SIZE[0]), f32::from(height).max(MIN_SIZE[1])])
            .with_min_inner_size(MIN_SIZE)
            .with_icon(icon::icon()),
        ..Default::default()
    };
    let started = eframe::run_native(
        "Tic-Tac-Toe",
        options,
        Box::new(|cc| {
            TicTacToe::set_up(&cc.egui_ctx);
            Ok(Box::new(app))
        }),
    );
    started.map_err(|e| {
        format!(
            "cannot open the window: {}; the command line works without one: see tictactoe --help",
            display_problem(&e.to_string())
        )
    })
}

/// What went wrong opening the window, in one line without the windowing library's source paths:
/// "Failed to open connection to X server (DISPLAY ':99')".
fn display_problem(error: &str) -> String {
    // The library writes "... os error at /path/to/file.rs:788: Failed to ...": keep what follows.
    let reason = match error.rfind(".rs:") {
        Some(at) => error[at..].split_once(": ").map_or(error, |(_, rest)| rest),
        None => error,
    };
    let named: Vec<String> = ["DISPLAY", "WAYLAND_DISPLAY"]
        .iter()
        .filter_map(|name| {
            let value = std::env::var_os(name).filter(|v| !v.is_empty())?;
            Some(format!("{name} '{}'", value.to_string_lossy()))
        })
        .collect();
    match named.is_empty() {
        true => reason.to_string(),
        false => format!("{reason} ({})", named.join(", ")),
    }
}

/// Whether a display server is named in the environment (always assumed off X11/Wayland systems).
fn display_available() -> bool {
    if cfg!(any(windows, target_os = "macos")) {
        return true;
    }
    ["DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET"]
        .iter()
        .any(|name| std::env::var_os(name).is_some_and(|v| !v.is_empty()))
}
