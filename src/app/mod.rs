//! The window. Each frame: `logic` tells the state the time and collects what the background work and
//! the time ask for, the views draw the state and push what the person asks for, and `State::apply`
//! carries it all out. Nothing here holds a rule of its own: the board, the table, the engines and the
//! session do the thinking.

pub mod code;
pub mod engines;
pub mod explore;
mod fonts;
pub mod game;
#[cfg(not(target_arch = "wasm32"))]
mod icon;
mod jobs;
#[cfg(not(target_arch = "wasm32"))]
mod launch;
#[cfg(target_arch = "wasm32")]
mod page;
pub mod session_file;
mod shortcuts;
mod state;
mod status_bar;
pub mod strategy;
mod tabs;
mod toolbar;
mod widgets;

use crate::host::Instant;
use std::path::PathBuf;
use std::sync::Arc;

use egui::Ui;

pub use jobs::{Finished, Job, JobId, Jobs, Lane, Progress, Running, Spawn, Task, Waker};
#[cfg(not(target_arch = "wasm32"))]
pub use launch::run_window;
#[cfg(target_arch = "wasm32")]
pub use page::open_in_page;
pub use state::{Action, Answer, ChineseFont, Notice, NoticeKind, Screen, State};
pub use widgets::shared::Shared;
pub use widgets::speed::Speed;

use crate::game::session::Loaded;
use crate::lang::Lang;
use session_file::Saved;
use tabs::{Tab, Views};

/// The window: its state, and what the views keep between frames.
#[derive(Debug)]
pub struct TicTacToe {
    state: State,
    /// What the views with state of their own keep between frames.
    views: Views,
    /// Whether the window has been checked to fit its screen (a size kept from a larger one may not).
    fitted: bool,
    /// The language the title bar was last given.
    titled: Option<Lang>,
    /// Where a font for Chinese is looked for, when Chinese is asked for.
    font_paths: Vec<PathBuf>,
    /// Whether a missing Chinese font is also said on the terminal the window was started from.
    tell_terminal: bool,
    /// The CJK font found, if any.
    cjk: Option<Arc<egui::FontData>>,
    /// Whether the fonts last given to egui put the CJK font first; `None` before any were given.
    chinese_first: Option<bool>,
    /// Handed the window's context, so background work can wake it when it answers.
    waker: Waker,
}

impl TicTacToe {
    /// Opens the session saved at `session_path` at `now`, with the computer's dice seeded by `seed`,
    /// reporting (never failing on) a file it cannot read.
    pub fn new(session_path: Option<PathBuf>, now: Instant, seed: u64) -> TicTacToe {
        let Loaded {
            saved,
            problem,
            keep_file,
        } = session_path.as_deref().map_or_else(Loaded::default, session_file::load);
        // A file that could not be read stays as it is: this window saves nowhere.
        let save_to = session_path.filter(|_| !keep_file);
        let mut app = TicTacToe::from_saved(saved, save_to, now, seed);
        if let Some(problem) = problem {
            app.apply(Action::Notify(NoticeKind::SessionUnreadable, problem));
        }
        app
    }

    /// A window on a session (and the window's part) already in hand at `now`, saved to
    /// `session_path` when it changes.
    pub fn from_saved(saved: Saved, session_path: Option<PathBuf>, now: Instant, seed: u64) -> TicTacToe {
        let mut state = State::new(saved, session_path, now, seed);
        // The explorer shown when the window closed records its search again.
        state.apply(Action::Show(state.screen));
        TicTacToe {
            waker: state.jobs.waker(),
            state,
            views: Views::default(),
            fitted: false,
            titled: None,
            font_paths: fonts::system_paths(),
            tell_terminal: false,
            cjk: None,
            chinese_first: None,
        }
    }

    /// The window in a system whose language is `lang`: the window speaks it unless the person
    /// chose another.
    pub fn speaking(mut self, lang: Lang) -> TicTacToe {
        self.apply(Action::SystemLanguage(lang));
        self
    }

    /// Looks for a Chinese font at `paths` instead of the system's usual places.
    pub fn with_font_paths(mut self, paths: Vec<PathBuf>) -> TicTacToe {
        self.font_paths = paths;
        self
    }

    /// Runs the learner's file with `python` instead of `python3` on the `PATH`.
    pub fn with_python(mut self, python: PathBuf) -> TicTacToe {
        self.state.code.python = Some(python);
        self
    }

    /// What the window shows, for tests and views to read.
    pub fn state(&self) -> &State {
        &self.state
    }

    /// The background work, for tests to hold or await.
    pub fn jobs(&mut self) -> &mut Jobs<Answer> {
        &mut self.state.jobs
    }

    /// Gives `ctx` the window's style, once, as the window is created (eframe's creation context, or a
    /// test's harness): text colours that read on either theme.
    pub fn set_up(ctx: &egui::Context) {
        widgets::style::configure(ctx);
    }

    /// Carries out an action as if a view had pushed it.
    pub fn apply(&mut self, action: Action) {
        self.state.apply(action);
    }

    /// Everything that does not draw, at the time `now`: answers from the background, the computer's
    /// moves, saving. It runs even while the window is hidden, so the computer plays on.
    pub fn logic(&mut self, ctx: &egui::Context, now: Instant) {
        self.waker.set(ctx);
        self.apply(Action::Clock(now));
        // Looked for as the window opens, whatever its language: the language button names Chinese
        // in Chinese.
        if self.state.chinese_font == ChineseFont::NotLookedFor {
            self.look_for_chinese_font();
        }
        let chinese_first = self.cjk.is_some() && self.state.lang() == Lang::Zh;
        if self.chinese_first != Some(chinese_first) {
            self.chinese_first = Some(chinese_first);
            ctx.set_fonts(fonts::definitions(self.cjk.as_ref(), chinese_first));
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
        if size.0 > 0 && size.1 > 0 && Some(size) != self.state.size {
            self.apply(Action::Resized(size.0, size.1));
        }
    }

    /// Keeps the first Chinese font found, to be given to egui, or, when Chinese is asked for, says in
    /// the window what to install (and on the terminal it was started from, in both languages).
    fn look_for_chinese_font(&mut self) {
        self.cjk = fonts::find(&self.font_paths)
            .or_else(fonts::carried)
            .map(fonts::CjkFont::data);
        let installed = self.cjk.is_some();
        self.apply(Action::ChineseFontFound(installed));
        if !installed && self.tell_terminal && self.state.wanted_lang() == Lang::Zh {
            eprintln!("{}\n{}", fonts::MISSING, fonts::MISSING_ZH);
        }
    }

    /// Saves what changed, the window's size included: run as the window closes.
    pub fn close(&mut self) {
        self.apply(Action::Close);
    }

    /// Draws one frame and carries out what the person asked for in it.
    pub fn show(&mut self, ui: &mut Ui) {
        ui.ctx().set_theme(if self.state.dark_theme {
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
        egui::Panel::top("toolbar").show(ui, |ui| toolbar::show(ui, state, &mut actions));
        egui::Panel::bottom("status").show(ui, |ui| status_bar::show(ui, state, &mut actions));
        (Tab::of(state.screen).show)(&mut self.views, ui, state, &mut actions);
        let shared = state.shared();
        let mut leaving = Vec::new();
        game::leaving_view::show(ui, &state.seen(&shared), &mut leaving);
        actions.extend(leaving.into_iter().map(Action::Game));
        // While the window asks whether to leave a game, keys do not play on behind the question.
        if state.game.leaving.is_none() {
            actions.extend(shortcuts::read(ui.ctx(), state));
        }
        // A file dropped on the window is the learner's, opened in its tab.
        if let Some(open) = dropped(ui.ctx()) {
            actions.extend([Action::Show(Screen::Code), Action::Code(open)]);
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

/// A file dropped on the window, opened: by its path on a desktop; in a browser page, which is handed
/// its bytes later, by its name and bytes once they came (as a file chosen with the picker).
fn dropped(ctx: &egui::Context) -> Option<code::Action> {
    #[cfg(not(target_arch = "wasm32"))]
    return ctx.input(|i| {
        i.raw
            .dropped_files
            .first()
            .map(|file| code::Action::Open(file.path().to_path_buf()))
    });
    #[cfg(target_arch = "wasm32")]
    {
        if let Some(file) = ctx.input(|i| i.raw.dropped_files.first().cloned()) {
            code::picker::read_dropped(ctx, file);
        }
        code::picker::chosen().map(|(name, bytes)| code::Action::Given(name, bytes))
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

    /// So the page can reach the window as it closes, and save it (`page.rs`).
    #[cfg(target_arch = "wasm32")]
    fn as_any_mut(&mut self) -> Option<&mut dyn std::any::Any> {
        Some(self)
    }
}

/// The smallest the window gets: everything still shows, nothing is cut off.
const MIN_SIZE: [f32; 2] = [640.0, 460.0];
