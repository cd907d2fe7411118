//! The window: the game on the board, the engine toggle and the insight panel. It holds no rule of
//! its own: the board, the table, the engines and the session do the thinking.

mod background;
mod board_view;
mod compare;
mod format;
mod icon;
mod insight;
mod start_view;
mod verify_view;

use std::path::PathBuf;

use egui::{Key, Modifiers, RichText, Ui};

use crate::board::Cell;
use crate::engine::{Decision, Engine};
use crate::game::session::{self, Session};
use crate::game::{Mode, Turn};
use crate::verify::Report;
use background::{Background, Poll};
use board_view::BoardView;
use compare::CompareEngines;
use verify_view::VerifyTable;

/// How long the computer waits between its moves when it plays both sides, so people can follow.
const AI_VS_AI_PAUSE: f64 = 0.6;

pub struct TicTacToe {
    session: Session,
    /// Where the session is saved; `None` keeps it in memory only.
    session_path: Option<PathBuf>,
    /// The session as last saved, so it is written only when it changes.
    saved: Session,
    /// Something the player should know: an unreadable session, a failed save.
    notice: Option<String>,
    /// A live search choosing the computer's move.
    thinking: Option<Background<Decision>>,
    /// When the computer may make its next move while it plays both sides.
    next_ai_move_at: Option<f64>,
    compare: CompareEngines,
    verify: VerifyTable,
}

impl TicTacToe {
    /// Opens the session saved at `session_path`, reporting (never failing on) a file it cannot read.
    pub fn new(session_path: Option<PathBuf>) -> TicTacToe {
        let loaded = match &session_path {
            Some(path) => session::load(path),
            None => session::Loaded {
                session: Session::default(),
                problem: None,
            },
        };
        TicTacToe {
            saved: loaded.session.clone(),
            session: loaded.session,
            session_path,
            notice: loaded.problem,
            thinking: None,
            next_ai_move_at: None,
            compare: CompareEngines::default(),
            verify: VerifyTable::default(),
        }
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The session itself, for tests that set up a position directly.
    pub fn session_mut(&mut self) -> &mut Session {
        &mut self.session
    }

    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some()
    }

    pub fn verify_report(&self) -> Option<&Report> {
        self.verify.report()
    }

    pub fn is_verifying(&self) -> bool {
        self.verify.is_running()
    }

    pub fn compared(&self) -> &[Decision] {
        self.compare.results()
    }

    /// One frame.
    pub fn show(&mut self, ui: &mut Ui) {
        ui.ctx().set_theme(if self.session.dark_theme {
            egui::Theme::Dark
        } else {
            egui::Theme::Light
        });
        self.collect_answers();
        self.keyboard(ui);
        self.let_computer_move(ui.ctx());

        egui::Panel::top("toolbar").show(ui, |ui| self.toolbar(ui));
        egui::Panel::right("insight")
            .resizable(true)
            .default_size(360.0)
            .min_size(300.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| self.insight(ui));
            });
        egui::CentralPanel::default().show(ui, |ui| self.central(ui));

        self.save_if_changed();
    }

    fn collect_answers(&mut self) {
        self.compare.poll();
        self.verify.poll();
        let Some(job) = &self.thinking else { return };
        match job.poll() {
            Poll::Pending => {}
            Poll::Ready(decision) => {
                self.thinking = None;
                if let Some(game) = &mut self.session.game {
                    game.play_computer(decision);
                }
            }
            Poll::Failed => {
                self.thinking = None;
                self.session.engine = Engine::Table;
                self.notice = Some("The live search stopped unexpectedly; the computer went back to the table.".into());
            }
        }
    }

    /// Starts the computer's move when it is its turn: the table answers at once, a live search on
    /// a worker thread.
    fn let_computer_move(&mut self, ctx: &egui::Context) {
        let Some(game) = &mut self.session.game else { return };
        if self.thinking.is_some() || !matches!(game.turn(), Turn::Computer(_)) {
            return;
        }
        if game.mode() == Mode::AiVsAi {
            let now = ctx.input(|i| i.time);
            let at = *self.next_ai_move_at.get_or_insert(now + AI_VS_AI_PAUSE);
            if now < at {
                ctx.request_repaint_after_secs((at - now) as f32);
                return;
            }
            self.next_ai_move_at = None;
        }
        let (engine, board) = (self.session.engine, game.board());
        match engine {
            Engine::Table => {
                game.play_computer(engine.decide(board));
                ctx.request_repaint();
            }
            Engine::Minimax | Engine::AlphaBeta => {
                let wake = ctx.clone();
                self.thinking = Some(Background::spawn(
                    move || engine.decide(board),
                    move || wake.request_repaint(),
                ));
            }
        }
    }

    fn keyboard(&mut self, ui: &mut Ui) {
        const KEYPAD: [(Key, usize, usize); 9] = [
            (Key::Num7, 0, 0),
            (Key::Num8, 0, 1),
            (Key::Num9, 0, 2),
            (Key::Num4, 1, 0),
            (Key::Num5, 1, 1),
            (Key::Num6, 1, 2),
            (Key::Num1, 2, 0),
            (Key::Num2, 2, 1),
            (Key::Num3, 2, 2),
        ];
        // Each key is matched with the modifiers held when it was pressed, so a quick Ctrl+Z whose
        // Ctrl is already released by the end of the frame still counts.
        let (cell, new_game, undo, redo) = ui.input_mut(|i| {
            let cell = KEYPAD
                .iter()
                .find(|(key, _, _)| i.consume_key(Modifiers::NONE, *key))
                .map(|&(_, row, col)| Cell::new(row, col));
            let redo = i.consume_key(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z)
                || i.consume_key(Modifiers::COMMAND, Key::Y);
            let undo = i.consume_key(Modifiers::COMMAND, Key::Z);
            (cell, i.consume_key(Modifiers::NONE, Key::N), undo, redo)
        });
        if let Some(cell) = cell {
            self.person_plays(cell);
        }
        if new_game {
            self.new_game();
        }
        if undo {
            self.undo();
        }
        if redo {
            self.redo();
        }
    }

    /// A person's move; refused moves (a taken cell, a finished game, the computer's turn) do nothing.
    fn person_plays(&mut self, cell: Cell) {
        if let Some(game) = &mut self.session.game {
            let _ = game.play(cell);
        }
    }

    /// A new game in the same mode; the start screen if there is none.
    fn new_game(&mut self) {
        match self.session.game.as_ref().map(|g| g.mode()) {
            Some(mode) => self.session.start(mode),
            None => self.session.leave_game(),
        }
        self.next_ai_move_at = None;
    }

    fn undo(&mut self) {
        if let Some(game) = &mut self.session.game {
            game.undo();
        }
    }

    fn redo(&mut self) {
        if let Some(game) = &mut self.session.game {
            game.redo();
        }
    }

    fn toolbar(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            let game = self.session.game.as_ref();
            let (can_undo, can_redo, playing) = (
                game.is_some_and(|g| g.can_undo()),
                game.is_some_and(|g| g.can_redo()),
                game.is_some(),
            );
            if tool_button(ui, can_undo, "Undo", "Ctrl+Z") {
                self.undo();
            }
            if tool_button(ui, can_redo, "Redo", "Ctrl+Y") {
                self.redo();
            }
            if tool_button(ui, playing, "New game", "N: the same mode again") {
                self.new_game();
            }
            if tool_button(ui, playing, "Change mode", "Back to the start screen") {
                self.session.leave_game();
            }
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let label = if self.session.dark_theme {
                    "Light theme"
                } else {
                    "Dark theme"
                };
                if ui.button(label).clicked() {
                    self.session.dark_theme = !self.session.dark_theme;
                }
            });
        });
    }

    fn insight(&mut self, ui: &mut Ui) {
        ui.add_space(6.0);
        insight::engine_toggle(ui, &mut self.session.engine);
        ui.separator();
        let board = self.session.game.as_ref().map(|g| g.board()).unwrap_or_default();
        insight::verdict(ui, board);
        ui.checkbox(&mut self.session.hints, "Show hints")
            .on_hover_text("Each empty cell's outcome if the side to move plays there, counting that move");
        ui.separator();
        if let Some(game) = &self.session.game {
            insight::computer_moves(ui, game);
            ui.separator();
        }
        self.compare.show(ui, board);
        ui.separator();
        self.verify.show(ui);
        ui.separator();
        insight::score(ui, &self.session);
    }

    fn central(&mut self, ui: &mut Ui) {
        if let Some(notice) = self.notice.clone() {
            ui.horizontal_wrapped(|ui| {
                ui.colored_label(ui.visuals().warn_fg_color, notice.as_str());
                if ui.button("Dismiss").clicked() {
                    self.notice = None;
                }
            });
            ui.separator();
        }
        let Some(game) = &self.session.game else {
            if let Some(mode) = start_view::show(ui) {
                self.session.start(mode);
                self.next_ai_move_at = None;
            }
            return;
        };
        let (over, status) = (matches!(game.turn(), Turn::Over(_)), game.status());
        ui.horizontal(|ui| {
            ui.label(RichText::new(status).size(26.0).strong());
            if self.thinking.is_some() {
                ui.spinner();
            }
            if over && ui.button(RichText::new("Play Again").size(18.0)).clicked() {
                self.session.leave_game();
            }
        });
        ui.add_space(8.0);
        let Some(game) = &self.session.game else { return };
        let view = BoardView {
            board: game.board(),
            clickable_for: match game.turn() {
                Turn::Person(player) => Some(player),
                _ => None,
            },
            hints: self.session.hints,
        };
        if let Some(cell) = ui.vertical_centered(|ui| view.show(ui)).inner {
            self.person_plays(cell);
        }
    }

    /// Saves the session whenever it has changed; a failed save is reported once.
    fn save_if_changed(&mut self) {
        if self.session == self.saved {
            return;
        }
        if let Some(path) = &self.session_path
            && let Err(e) = session::save(&self.session, path)
        {
            self.notice = Some(format!("The session could not be saved to {}: {e}", path.display()));
        }
        self.saved = self.session.clone();
    }
}

/// A toolbar button with its shortcut or purpose on hover; whether it was clicked.
fn tool_button(ui: &mut Ui, enabled: bool, label: &str, hint: &str) -> bool {
    ui.add_enabled(enabled, egui::Button::new(label))
        .on_hover_text(hint)
        .clicked()
}

impl eframe::App for TicTacToe {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }
}

/// Opens the window and returns the exit status once it closes. Without a display it says so
/// and returns 2 instead of failing inside the windowing library.
pub fn run_window() -> u8 {
    if !display_available() {
        eprintln!(
            "error: no display found (DISPLAY and WAYLAND_DISPLAY are unset); the command line works without one: see tictactoe --help"
        );
        return 2;
    }
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("Tic-Tac-Toe")
            .with_app_id("tictactoe")
            .with_inner_size([960.0, 640.0])
            .with_min_inner_size([640.0, 460.0])
            .with_icon(icon::icon()),
        ..Default::default()
    };
    let started = eframe::run_native(
        "Tic-Tac-Toe",
        options,
        Box::new(|_| Ok(Box::new(TicTacToe::new(session::default_path())))),
    );
    match started {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("error: cannot open the window: {e}; the command line works without one: see tictactoe --help");
            2
        }
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
