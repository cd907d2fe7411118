//! The window driven headless through egui_kittest: every control is found by its accessible name
//! and clicked as a person would, with no display. Time is the test's own: each frame is told the
//! time, which only moves when a test moves it, and background work is awaited, never raced. Chinese
//! is drawn with the system's CJK font as a person's window draws it, or, where the system has none,
//! with the font subset kept in `tests/fonts/`: nothing is installed by hand to run these tests.

mod chinese;
mod code;
mod counting;
mod engines;
mod explorer;
mod glyphs;
mod looking_back;
mod play;
mod saving;
mod session_file;
mod sizes;
mod strategy;
mod your_minimax;
mod your_search;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use tictactoe::Outcome;
use tictactoe::app::code::{Action as CodeAction, WATCH_EVERY};
use tictactoe::app::engines::Action as EnginesAction;
use tictactoe::app::explore::Action as ExploreAction;
use tictactoe::app::game::Action as GameAction;
use tictactoe::app::session_file::{self as session, Saved};
use tictactoe::app::{Action, ChineseFont, NoticeKind, Screen, Speed, State, Task, TicTacToe};
use tictactoe::board::{Board, Cell, Player};
use tictactoe::engines::{Decision, Engine, Rung, Verdict};
use tictactoe::game::session::Session;
use tictactoe::game::{Game, Mode, Move, Turn};
use tictactoe::lang::Lang;
use tictactoe::opponents::{Computer, Level, Opponent, Random};
use tictactoe::search::{Event, function_name};

/// The window under test, with the time its frames are told.
struct Driven {
    app: TicTacToe,
    now: Instant,
}

impl Driven {
    fn state(&self) -> &State {
        self.app.state()
    }

    fn apply(&mut self, action: Action) {
        self.app.apply(action);
    }

    fn close(&mut self) {
        self.app.close();
    }
}

type Window = Harness<'static, Driven>;

/// A folder of its own for each test's session file.
fn session_path(test: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("tictactoe-window-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    folder.join("session.bin")
}

/// The dice of every window under test: the same games every run.
const SEED: u64 = 7;

/// A window on the session saved at `path`, as the program opens it.
fn window(path: PathBuf) -> Window {
    let now = Instant::now();
    harness_for(TicTacToe::new(Some(path), now, SEED), now, egui::vec2(1000.0, 700.0))
}

/// A window on a session set up in the test, saved nowhere.
fn window_on(session: Session) -> Window {
    let now = Instant::now();
    harness_for(
        TicTacToe::from_saved(
            Saved {
                session,
                window: session::Window::default(),
            },
            None,
            now,
            SEED,
        ),
        now,
        egui::vec2(1000.0, 700.0),
    )
}

/// The font the tests draw Chinese with where the system has no CJK font: Noto Sans CJK SC cut down
/// to the characters of the program's texts by `tests/fonts/make_subset.py`, its license beside it.
const FONT_SUBSET: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../fonts/NotoSansCJKsc-subset.otf");

/// Whether the window finds a CJK font on the system, looked for once as a window opening looks.
fn system_has_cjk_font() -> bool {
    static FOUND: OnceLock<bool> = OnceLock::new();
    *FOUND.get_or_init(|| {
        let now = Instant::now();
        let mut app = TicTacToe::new(None, now, SEED);
        app.logic(&egui::Context::default(), now);
        app.state().chinese_font == ChineseFont::Installed
    })
}

/// A harness on `app` drawing Chinese with the system's CJK font, as a person's window does, or with
/// the font subset in `tests/fonts/` where the system has none (in place of the paths `app` was given).
fn harness_for(app: TicTacToe, now: Instant, size: egui::Vec2) -> Window {
    let app = match system_has_cjk_font() {
        true => app,
        false => app.with_font_paths(vec![PathBuf::from(FONT_SUBSET)]),
    };
    harness_as_given(app, now, size)
}

/// A harness on `app` with the fonts it was given, for a window without any font for Chinese.
fn harness_as_given(app: TicTacToe, now: Instant, size: egui::Vec2) -> Window {
    Harness::builder()
        .with_size(size)
        .with_context_setup(TicTacToe::set_up)
        .build_ui_state(frame, Driven { app, now })
}

/// One frame as eframe runs it: the logic at the test's time, then the views.
fn frame(ui: &mut egui::Ui, driven: &mut Driven) {
    driven.app.logic(ui.ctx(), driven.now);
    driven.app.show(ui);
}

/// Awaits every job and runs frames until no job is left and the window is idle. Whatever waits on
/// the time (the computer's pause, a save within a second of the last) waits until a test moves it.
fn settle(harness: &mut Window) {
    let busy = |harness: &Window| {
        Task::ALL
            .into_iter()
            .any(|task| harness.state().state().jobs.is_running(task))
    };
    for _ in 0..100 {
        harness.state_mut().app.jobs().wait();
        // One frame takes the answers; it may start more work, awaited in the next round.
        harness.step();
        if !busy(harness) && harness.run_ok().is_some() && !busy(harness) {
            return;
        }
    }
    panic!("the window kept starting background work");
}

/// Moves the test's time on by `by`, and settles.
fn later(harness: &mut Window, by: Duration) {
    harness.state_mut().now += by;
    settle(harness);
}

fn click(harness: &mut Window, label: &str) {
    harness.get_by_label(label).click();
    harness.step();
    settle(harness);
}

/// Replaces the text of the screen's one text field (a position), as a screen reader or typing over
/// a selection would.
fn field_text(harness: &mut Window, text: &str) {
    harness
        .get_by_role(egui::accesskit::Role::TextInput)
        .set_text_value_accesskit(text);
    harness.run();
}

/// Rests the pointer on the widget named `label` until its tooltip has had time to show.
fn hover(harness: &mut Window, label: &str) {
    harness.get_by_label(label).hover();
    for _ in 0..4 {
        harness.step();
        harness.state_mut().now += Duration::from_millis(300);
    }
    harness.run();
}

fn played(harness: &Window) -> usize {
    harness
        .state()
        .state()
        .game
        .session
        .game
        .as_ref()
        .map_or(0, |g| g.played().len())
}

/// `549946` as `549,946`, as the window writes counts.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// The toolbar's controls that overlap another or run past the window's right edge, by name.
fn toolbar_crowding(harness: &Window) -> Vec<String> {
    let width = harness.ctx.content_rect().width();
    let controls: Vec<(String, egui::Rect)> = harness
        .query_all(egui_kittest::kittest::By::new())
        .filter_map(|node| Some((node.accesskit_node().label()?, node.rect())))
        .filter(|(_, rect)| rect.top() < 20.0 && rect.height() < 30.0)
        .collect();
    assert!(controls.len() >= 5, "the toolbar is found: {controls:?}");
    let mut crowded = Vec::new();
    for (at, (name, rect)) in controls.iter().enumerate() {
        if rect.right() > width {
            crowded.push(format!("{name} runs past the right edge"));
        }
        for (other, other_rect) in &controls[at + 1..] {
            if rect.intersects(*other_rect) {
                crowded.push(format!("{name} overlaps {other}"));
            }
        }
    }
    crowded
}
