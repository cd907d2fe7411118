//! The window. Each frame: `logic` tells the state the time and collects what the background work and
//! the time ask for, the views draw the state and push what the person asks for, and `State::apply`
//! carries it all out. Nothing here holds a rule of its own: the board, the table, the engines and the
//! session do the thinking.

mod action;
mod autoplay;
mod board_widget;
mod compare_view;
mod engines_view;
mod explorer;
mod explorer_view;
mod fonts;
mod game_view;
mod icon;
mod jobs;
mod ladder_view;
mod leaving;
mod move_list;
mod node_view;
mod position_field;
mod program_view;
mod score_view;
mod shortcuts;
mod side_panel;
mod stack_view;
mod start_view;
mod state;
mod status_bar;
mod step_bar;
mod strength;
mod style;
mod toolbar;
mod tree_view;
mod verify_view;
mod view;

use std::path::PathBuf;
use std::time::Instant;

use egui::Ui;

pub use action::Action;
pub use autoplay::{Autoplay, Speed};
pub use explorer::{Explorer, StepSpeed};
pub use jobs::{JobId, Task};
pub use leaving::Leaving;
pub use state::{ChineseFont, Notice, NoticeKind, Screen, State};

use crate::game::session::{self, Session};
use crate::lang::Lang;
use crate::opponents::Random;
use engines_view::EnginesView;
use explorer_view::ExplorerView;
use game_view::GameView;
use leaving::ConfirmLeaving;
use side_panel::SidePanel;
use start_view::StartView;
use status_bar::StatusBar;
use toolbar::Toolbar;
use view::View;

/// The window: its state, and what the views keep between frames.
pub struct TicTacToe {
    state: State,
    /// The explorer's drawing state (what is typed, what is under the pointer).
    explorer_view: ExplorerView,
    /// The Engines tab's drawing state (what is typed).
    engines_view: EnginesView,
    /// Whether the window has been checked to fit its screen (a size kept from a larger one may not).
    fitted: bool,
    /// Whether the themes have been given the window's own touches.
    styled: bool,
    /// The language the title bar was last given.
    titled: Option<Lang>,
    /// Where a font for Chinese is looked for, when Chinese is asked for.
    font_paths: Vec<PathBuf>,
    /// Whether a missing Chinese font is also said on the terminal the window was started from.
    tell_terminal: bool,
}

impl TicTacToe {
    /// Opens the session saved at `session_path` at `now`, with the computer's dice seeded by `seed`,
    /// reporting (never failing on) a file it cannot read.
    pub fn new(session_path: Option<PathBuf>, now: Instant, seed: u64) -> TicTacToe {
        let session::Loaded {
            session,
            problem,
            keep_file,
        } = session_path
            .as_deref()
            .map_or_else(session::Loaded::default, session::load);
        // A file that could not be read stays as it is: this window saves nowhere.
        let save_to = session_path.filter(|_| !keep_file);
        let mut app = TicTacToe::from_session(session, save_to, now, seed);
        if let Some(problem) = problem {
            app.state.notify(NoticeKind::SessionUnreadable, problem);
        }
        app
    }

    /// A window on a session already in hand at `now`, saved to `session_path` when it changes.
    pub fn from_session(session: Session, session_path: Option<PathBuf>, now: Instant, seed: u64) -> TicTacToe {
        TicTacToe {
            state: State::new(session, session_path, now, seed),
            explorer_view: ExplorerView::default(),
            engines_view: EnginesView::default(),
            fitted: false,
            styled: false,
            titled: None,
            font_paths: fonts::system_paths(),
            tell_terminal: false,
        }
    }

    /// The window in a system whose language is `lang`: the window speaks it unless the person
    /// chose another.
    pub fn speaking(mut self, lang: Lang) -> TicTacToe {
        self.state.system_lang = lang;
        self
    }

    /// Looks for a Chinese font at `paths` instead of the system's usual places.
    pub fn with_font_paths(mut self, paths: Vec<PathBuf>) -> TicTacToe {
        self.font_paths = paths;
        self
    }

    /// What the window shows, for tests and views to read.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The background work, for tests to hold or await.
    pub fn jobs(&mut self) -> &mut jobs::Jobs<state::Answer> {
        &mut self.state.jobs
    }

    /// Carries out an action as if a view had pushed it.
    pub fn apply(&mut self, action: Action) {
        self.state.apply(action);
    }

    /// Everything that does not draw, at the time `now`: answers from the background, the computer's
    /// moves, saving. It runs even while the window is hidden, so the computer plays on.
    pub fn logic(&mut self, ctx: &egui::Context, now: Instant) {
        self.state.jobs.set_waker(ctx);
        self.apply(Action::Clock(now));
        if self.state.wanted_lang() == Lang::Zh && self.state.chinese_font == ChineseFont::NotLookedFor {
            self.look_for_chinese_font(ctx);
        }
        for action in self.state.due() {
            self.apply(action);
        }
        // The clock is the window's own, not the frames': they stop while the window is hidden.
        if let Some(left) = self.state.wake_in() {
            ctx.request_repaint_after(left);
        }
        let monitor = ctx.input(|i| i.viewport().monitor_size);
        if let (false, Some(monitor)) = (self.fitted, monitor) {
            self.fitted = true;
            let window = ctx.viewport_rect().size();
            if window.x > monitor.x || window.y > monitor.y {
                let fits = window.min(monitor * 0.9).max(egui::Vec2::from(MIN_SIZE));
                ctx.send_viewport_cmd(egui::ViewportCommand::InnerSize(fits));
            }
        }
        let size = ctx.viewport_rect().size().round();
        let size = (size.x as u16, size.y as u16);
        if size.0 > 0 && size.1 > 0 && Some(size) != self.state.session.window_size {
            self.apply(Action::Resized(size.0, size.1));
        }
    }

    /// Installs the first Chinese font found, or says in the window what to install (and on the
    /// terminal it was started from, in both languages).
    fn look_for_chinese_font(&mut self, ctx: &egui::Context) {
        let found = fonts::find(&self.font_paths);
        let installed = found.is_some();
        if let Some(font) = found {
            fonts::install(ctx, font);
        }
        self.apply(Action::ChineseFontFound(installed));
        if !installed && self.tell_terminal {
            eprintln!("{}\n{}", fonts::MISSING, fonts::MISSING_ZH);
        }
    }

    /// Saves what changed, the window's size included: run as the window closes.
    pub fn close(&mut self) {
        self.apply(Action::Close);
    }

    /// Draws one frame and carries out what the person asked for in it.
    pub fn show(&mut self, ui: &mut Ui) {
        if !std::mem::replace(&mut self.styled, true) {
            style::configure(ui.ctx());
        }
        ui.ctx().set_theme(if self.state.session.dark_theme {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        });
        // The title bar in the window's language, told again only when the language changes.
        let lang = self.state.lang();
        if self.titled != Some(lang) {
            self.titled = Some(lang);
            let title = lang.pick("Tic-Tac-Toe", "井字棋");
            ui.ctx()
                .send_viewport_cmd(egui::ViewportCommand::Title(title.to_string()));
        }
        let mut actions = Vec::new();
        let state = &self.state;
        egui::Panel::top("toolbar").show(ui, |ui| Toolbar.ui(ui, state, &mut actions));
        egui::Panel::bottom("status").show(ui, |ui| StatusBar.ui(ui, state, &mut actions));
        if matches!(state.screen, Screen::Start | Screen::Play) {
            // A share of the window, so it follows the window as it grows and shrinks; never less
            // than its controls need, nor more than the board can spare.
            let width = (ui.available_width() * 0.32).clamp(330.0, 440.0);
            egui::Panel::right("insight")
                .resizable(false)
                .exact_size(width)
                .show(ui, |ui| {
                    egui::ScrollArea::vertical().show(ui, |ui| SidePanel.ui(ui, state, &mut actions));
                });
        }
        let (explorer_view, engines_view) = (&mut self.explorer_view, &mut self.engines_view);
        egui::CentralPanel::default().show(ui, |ui| match state.screen {
            Screen::Start => StartView.ui(ui, state, &mut actions),
            Screen::Play => GameView.ui(ui, state, &mut actions),
            Screen::Explore => explorer_view.ui(ui, state, &mut actions),
            Screen::Engines => engines_view.ui(ui, state, &mut actions),
        });
        ConfirmLeaving.ui(ui, state, &mut actions);
        // While the window asks whether to leave a game, keys do not play on behind the question.
        if state.leaving.is_none() {
            actions.extend(shortcuts::read(ui.ctx(), state));
        }
        for action in actions {
            self.apply(action);
        }
        // The computer answers from the table in the very next frame, and a first change is saved there.
        if self.state.computer_move_due() {
            ui.ctx().request_repaint();
        } else if let Some(left) = self.state.wake_in() {
            ui.ctx().request_repaint_after(left);
        }
    }
}

impl eframe::App for TicTacToe {
    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.close();
    }

    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        TicTacToe::logic(self, ctx, Instant::now());
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }
}

/// The smallest the window gets: everything still shows, nothing is cut off.
const MIN_SIZE: [f32; 2] = [640.0, 460.0];

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
    // The size it had when it closed last, never below the smallest that holds everything.
    let (width, height) = app.state.session.window_size.unwrap_or((960, 640));
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Tic-Tac-Toe")
            .with_app_id("tictactoe")
            .with_inner_size([f32::from(width).max(MIN_SIZE[0]), f32::from(height).max(MIN_SIZE[1])])
            .with_min_inner_size(MIN_SIZE)
            .with_icon(icon::icon()),
        ..Default::default()
    };
    let started = eframe::run_native("Tic-Tac-Toe", options, Box::new(|_| Ok(Box::new(app))));
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
