//! Everything that can happen in the window, as one type, and `State::apply`, the only code that
//! changes the state. Views push actions; the frame applies them in order. Whatever an action changes,
//! `apply` keeps the rules that go with it: work for a board that is gone is cancelled and the
//! computer's pause restarts. What is to be saved is never marked: it is whatever differs from what was
//! saved last.

use std::time::{Duration, Instant};

use super::explorer::{Recording, Request};
use super::fonts;
use super::jobs::{Finished, JobId, Progress, Task};
use super::leaving::Leaving;
use super::predict::Guess;
use super::speed::Speed;
use super::state::{Answer, ChineseFont, Notice, NoticeKind, Screen, State};
use crate::board::{Board, Cell, Player};
use crate::engines::{self, Engine, Rung};
use crate::game::session::{self, Saved};
use crate::game::{Mode, Turn};
use crate::lang::{Lang, Said};
use crate::opponents::{Choice, Computer, Level, Random};
use crate::search::NodeId;

/// Saves come at most this often, so a crash loses at most this much.
pub const SAVE_EVERY: Duration = Duration::from_secs(1);

#[derive(Clone, Copy, Debug, PartialEq)]
/// Something that happens in the window: a person's request, or the background's or the clock's.
pub enum Action {
    /// The time is now this: the window says so before anything else in a frame.
    Clock(Instant),
    /// Start a game in this mode (asking first if one is in progress).
    Start(Mode),
    /// Back to the start screen ("Change mode"), keeping the score (asking first if a game is in
    /// progress).
    Leave,
    /// A new game in the same mode: "Play Again", "New game" (asking first if one is in progress).
    NewGame,
    /// A new game with the sides swapped (asking first if one is in progress).
    SwapSides,
    /// Leave the game in progress after all, as asked.
    ConfirmLeave,
    /// Keep playing the game in progress instead of leaving it.
    KeepPlaying,
    /// A person marks a cell; refused moves (a taken cell, the computer's turn) do nothing.
    Play(Cell),
    /// Show the board as it was after this many moves, or (`None`) as it is; the game goes on.
    LookBack(Option<usize>),
    /// Take back the last move (against the computer: your move and its reply).
    Undo,
    /// Play again what undo took back.
    Redo,
    /// The computer's turn has come and its pause is over: it chooses its move.
    ComputerMove,
    /// A background job ended; its answer is taken only if it is still the current job of its task.
    Finished(JobId),
    /// Choose how the computer judges its moves.
    SetEngine(Engine),
    /// Choose how strongly the computer plays against you.
    SetLevel(Level),
    /// Choose how strongly the computer plays one side when it plays itself.
    SetSideLevel(Player, Level),
    /// Ask whether to forget every score.
    ResetScores,
    /// Forget every score after all, as asked.
    ConfirmResetScores,
    /// Keep the scores after all.
    KeepScores,
    /// Stop or resume the computer playing itself.
    SetPaused(bool),
    /// While the computer playing itself is paused, play its next move now.
    StepSelfPlay,
    /// How fast the computer plays itself.
    SetSpeed(Speed),
    /// Show or hide each empty cell's outcome on the board.
    SetHints(bool),
    /// Switch between the dark and the light theme.
    SetDarkTheme(bool),
    /// Speak this language from now on, and in the sessions to come.
    SetLanguage(Lang),
    /// Whether a font for Chinese was found on the system and installed, as the window opened.
    ChineseFontFound(bool),
    /// Which position the Engines tab works on: one of its own, or (`None`) the game's board.
    SetEnginesPosition(Option<Board>),
    /// Run every engine on the Engines tab's position.
    Compare,
    /// Run every rung of the enhancement ladder on the Engines tab's position.
    RunLadder,
    /// Run every search on every unfinished position, against the table.
    Verify,
    /// Ask a background job to stop early, keeping what it found so far.
    Stop(Task),
    /// Hide a notice.
    Dismiss(NoticeKind),
    /// Show a view in the window's centre.
    Show(Screen),
    /// The window has this size (width, height, in points): kept with the next save, so it opens the same.
    Resized(u16, u16),
    /// Record a search of a position for the explorer: any rung of the enhancement ladder.
    Record(Board, Rung),
    /// Record the position on the game's board for the explorer, with the explorer's search.
    RecordGame,
    /// Record the position asked for with another search, following the game if it did.
    SetSearch(Rung),
    /// Open or close a row of the explorer's tree.
    Expand(NodeId, bool),
    /// Select a node of the explorer's tree (its rows above open so it shows) and take the program
    /// to it.
    Select(NodeId),
    /// Go to a step of the program: the search's steps in order.
    Step(usize),
    /// Let the steps run on their own, or stop them.
    RunSteps(bool),
    /// The next step, run on its own.
    RunStep,
    /// How fast the steps run.
    SetStepSpeed(Speed),
    /// Replay the selected node's principal line on the explorer's board.
    ReplayLine,
    /// Stop replaying the line, or leave the line replayed, and show the program's step again.
    StopReplay,
    /// Show the explorer's whole finished search at every step, or only what the program has reached.
    ShowFinished(bool),
    /// Ask for a prediction before each step that reveals a return or a cut, or stop asking.
    SetPredict(bool),
    /// The learner's prediction for the question waiting.
    Predict(Guess),
    /// Reveal the step asked about without predicting it.
    SkipQuestion,
    /// Record the explorer's search from a small position (3 to 5 empty cells), another each time.
    SuggestPosition,
    /// Write the session to its file in the background, if it changed.
    Save,
    /// The window closes: what changed is saved now, after any save under way.
    Close,
}

impl State {
    /// What the clock and the background work ask for now: answers that have come in, the
    /// computer's move when it is its turn, a save when one is due, and the explorer's next step
    /// while its steps run.
    pub fn due(&mut self) -> Vec<Action> {
        let mut due: Vec<Action> = self.jobs.ended().into_iter().map(Action::Finished).collect();
        if due.is_empty() && self.computer_move_due() {
            due.push(Action::ComputerMove);
        }
        if self.save_left() == Some(Duration::ZERO) {
            due.push(Action::Save);
        }
        if self.step_left() == Some(Duration::ZERO) {
            due.push(Action::RunStep);
        }
        due
    }

    /// How long until the explorer's next step runs, while they run and the explorer is shown.
    pub fn step_left(&self) -> Option<Duration> {
        let at = self.explorer.running.filter(|_| self.screen == Screen::Explore)?;
        Some(at.saturating_duration_since(self.now))
    }

    /// How long until a change can be saved, if one waits to be (zero: now).
    pub fn save_left(&self) -> Option<Duration> {
        if !self.unsaved() || self.save_to.is_none() || self.jobs.is_running(Task::Save) {
            return None;
        }
        Some(self.saved_at.map_or(Duration::ZERO, |at| {
            (at + SAVE_EVERY).saturating_duration_since(self.now)
        }))
    }

    /// How long until the window has something to do without being asked: the computer's next move,
    /// a save, or the explorer's next step.
    pub fn wake_in(&self) -> Option<Duration> {
        [self.pause_left(), self.save_left(), self.step_left()]
            .into_iter()
            .flatten()
            .min()
    }

    /// Whether the computer is to choose a move now: its turn, no search running, its pause over.
    pub fn computer_move_due(&self) -> bool {
        self.computer_may_move() && self.next_computer_move_at.is_none_or(|at| self.now >= at)
    }

    /// How long until the computer's next move, while it waits out its pause (not while paused).
    pub fn pause_left(&self) -> Option<Duration> {
        let at = self.next_computer_move_at.filter(|_| self.computer_may_move())?;
        Some(at.saturating_duration_since(self.now)).filter(|left| !left.is_zero())
    }

    /// Whether the computer is to move and nothing holds it back but its pause: its turn, not
    /// paused, no search of its own running.
    fn computer_may_move(&self) -> bool {
        let computers_turn = self
            .session
            .game
            .as_ref()
            .is_some_and(|g| matches!(g.turn(), Turn::Computer(_)));
        let paused = self.self_play.paused && self.session.game.as_ref().is_some_and(|g| g.mode() == Mode::SelfPlay);
        computers_turn && !paused && !self.is_thinking()
    }

    /// Carries out `action`: the only code that changes the state.
    pub fn apply(&mut self, action: Action) {
        match action {
            Action::Clock(now) => self.now = now,
            Action::Start(mode) => self.leave_to(Leaving::Start(mode)),
            Action::Leave => self.leave_to(Leaving::StartScreen),
            Action::NewGame => self.leave_to(Leaving::Rematch),
            Action::SwapSides => self.leave_to(Leaving::SwapSides),
            Action::ConfirmLeave => self.confirm_leaving(),
            Action::KeepPlaying => self.leaving = None,
            Action::Play(cell) => {
                // A board of the past is only looked at: a move is played on the board as it is.
                if self.looking_back.is_none()
                    && let Some(game) = &mut self.session.game
                    && game.play(cell).is_ok()
                {
                    self.game_changed();
                }
            }
            Action::LookBack(moves) => {
                self.looking_back = moves.filter(|&moves| moves < self.played());
            }
            Action::Undo => {
                if self.session.game.as_mut().is_some_and(|g| g.undo()) {
                    self.game_changed();
                }
            }
            Action::Redo => {
                if self.session.game.as_mut().is_some_and(|g| g.redo()) {
                    self.game_changed();
                }
            }
            Action::ComputerMove => self.computer_move(),
            Action::Finished(id) => match self.jobs.take(id) {
                Some((_, Finished::Answered(answer))) => self.answered(answer),
                Some((task, Finished::Failed)) => self.job_failed(task),
                None => {}
            },
            Action::SetEngine(engine) => self.session.engine = engine,
            Action::SetLevel(level) => self.session.level = level,
            Action::SetSideLevel(side, level) => self.session.self_play_levels[side.index()] = level,
            Action::ResetScores => self.resetting_scores = true,
            Action::ConfirmResetScores => {
                self.resetting_scores = false;
                self.session.reset_scores();
            }
            Action::KeepScores => self.resetting_scores = false,
            Action::SetPaused(paused) => self.self_play.paused = paused,
            Action::StepSelfPlay => {
                if self.self_play.paused && !self.is_thinking() {
                    self.computer_move();
                }
            }
            Action::SetSpeed(speed) => {
                self.self_play.speed = speed;
                if self.next_computer_move_at.is_some() {
                    self.next_computer_move_at = Some(self.now + speed.between_moves());
                }
            }
            Action::SetHints(on) => self.session.hints = on,
            Action::SetDarkTheme(on) => self.window.dark_theme = on,
            Action::SetLanguage(lang) => {
                self.session.language = Some(lang);
                self.chinese_font_said();
            }
            Action::ChineseFontFound(true) => self.chinese_font = ChineseFont::Installed,
            Action::ChineseFontFound(false) => {
                self.chinese_font = ChineseFont::Missing;
                self.chinese_font_said();
            }
            Action::SetEnginesPosition(board) => {
                self.engines_board = board;
                self.drop_other_positions_results();
            }
            Action::Compare => {
                let board = self.engines_position();
                if !board.is_terminal() {
                    self.jobs.spawn(Task::Compare, move |_| {
                        Answer::Comparison(board, Engine::COMPARED.map(|engine| engine.decide(board)).to_vec())
                    });
                }
            }
            Action::RunLadder => {
                let board = self.engines_position();
                self.jobs
                    .spawn(Task::Ladder, move |_| Answer::Ladder(board, engines::ladder(board)));
            }
            Action::Verify => {
                if !self.jobs.is_running(Task::Verify) {
                    self.verified = None;
                    self.jobs.spawn(Task::Verify, |progress| {
                        Answer::Verification(engines::verify(|done, total| {
                            progress.report(done, total);
                            !progress.cancelled()
                        }))
                    });
                }
            }
            Action::Stop(task) => self.jobs.stop(task),
            Action::Dismiss(kind) => {
                self.notices.retain(|n| n.kind != kind);
                self.silenced.push(kind);
            }
            Action::Show(screen) => self.show(screen),
            Action::Resized(width, height) => self.window.size = Some((width, height)),
            Action::Record(board, rung) => self.record(Request {
                board,
                rung,
                follows_game: false,
            }),
            Action::RecordGame => self.record(Request {
                board: self.board(),
                follows_game: true,
                ..self.explorer.wanted()
            }),
            Action::SetSearch(rung) => self.record(Request {
                rung,
                ..self.explorer.wanted()
            }),
            Action::Expand(id, open) => {
                match open {
                    true => self.explorer.expanded.insert(id),
                    false => self.explorer.expanded.remove(&id),
                };
            }
            Action::Select(id) => self.explorer.select(id),
            Action::Step(step) => self.explorer.step_to(step),
            Action::RunSteps(on) => {
                let explorer = &mut self.explorer;
                let can_run = explorer.step + 1 < explorer.step_count();
                explorer.running = (on && can_run).then(|| self.now + explorer.speed.between_steps());
            }
            Action::RunStep => {
                let explorer = &mut self.explorer;
                if explorer.running.is_some() {
                    explorer.running = Some(self.now + explorer.speed.between_steps());
                    explorer.step_to(explorer.step + 1);
                }
            }
            Action::SetStepSpeed(speed) => {
                let explorer = &mut self.explorer;
                explorer.speed = speed;
                if explorer.running.is_some() {
                    explorer.running = Some(self.now + speed.between_steps());
                }
            }
            Action::ReplayLine => self.explorer.replay_started = Some(self.now),
            Action::StopReplay => self.explorer.replay_started = None,
            Action::ShowFinished(on) => self.explorer.show_finished = on,
            Action::SetPredict(on) => {
                self.explorer.predict.on = on;
                self.explorer.predict.question = None;
            }
            Action::Predict(guess) => self.explorer.predicted(guess),
            Action::SkipQuestion => {
                if let Some(step) = self.explorer.predict.question {
                    self.explorer.go_to(step);
                }
            }
            Action::SuggestPosition => {
                let board = self.explorer.suggest();
                self.record(Request {
                    board,
                    rung: self.explorer.wanted().rung,
                    follows_game: false,
                });
            }
            Action::Save => self.save(),
            Action::Close => self.save_before_closing(),
        }
    }

    /// Whether the session differs from the one last handed to be saved, or read if none was: the
    /// window's size alone does not count, it goes with the next save.
    pub fn unsaved(&self) -> bool {
        self.session != self.last_saved.session || self.window.dark_theme != self.last_saved.window.dark_theme
    }

    /// What is saved now: the session and the window's part, as they are, with the tab shown and
    /// where the explorer is.
    fn to_save(&self) -> Saved {
        Saved {
            session: self.session.clone(),
            window: session::Window {
                tab: self.screen.code(),
                explorer: self.explorer.place(),
                ..self.window
            },
        }
    }

    /// Hands the session to a job that writes it, if it changed and has somewhere to go.
    fn save(&mut self) {
        let Some(path) = self.save_to.clone() else { return };
        if !self.unsaved() {
            return;
        }
        self.saved_at = Some(self.now);
        self.last_saved = self.to_save();
        let saved = self.last_saved.clone();
        self.jobs.spawn(Task::Save, move |_| {
            Answer::Saved(session::save(&saved, &path).map_err(|e| failed_save(&path, e)))
        });
    }

    /// Saves what changed on this thread, after the save under way: the window is closing, and a job
    /// might not finish before the process ends. The window's size always changes what is saved.
    fn save_before_closing(&mut self) {
        self.jobs.wait_for(Task::Save);
        let Some(path) = self.save_to.clone() else { return };
        self.last_saved = self.to_save();
        if let Err(e) = session::save(&self.last_saved, &path) {
            let text = failed_save(&path, e);
            self.notify(NoticeKind::SaveFailed, text);
        }
    }

    /// Shows a view. The explorer, opened while it follows the game, records the game's board.
    fn show(&mut self, screen: Screen) {
        self.screen = match (screen, &self.session.game) {
            (Screen::Play, None) => Screen::Start,
            (Screen::Start, Some(_)) => Screen::Play,
            _ => screen,
        };
        let explorer = &self.explorer;
        let wanted = explorer.wanted();
        let behind = wanted.follows_game && wanted.board != self.board();
        let none = explorer.recording.is_none() && explorer.requested.is_none();
        if self.screen == Screen::Explore && (behind || none) {
            let board = if wanted.follows_game {
                self.board()
            } else {
                wanted.board
            };
            self.record(Request { board, ..wanted });
        }
    }

    /// Records `request`'s search in the background for the explorer. A recording still under way
    /// is superseded: its job is told to stop, and its search stops at once.
    fn record(&mut self, request: Request) {
        let generation = self.explorer.request(request);
        self.jobs.spawn(Task::Recording, recording_job(request, generation));
    }

    /// Drops the Engines tab's results that are for another position than the one it shows.
    fn drop_other_positions_results(&mut self) {
        let shown = self.engines_position();
        if self.compared.as_ref().is_some_and(|(board, _)| *board != shown) {
            self.compared = None;
        }
        if self.ladder.as_ref().is_some_and(|(board, _)| *board != shown) {
            self.ladder = None;
        }
    }

    /// After any change to the game: the computer's search was for a board that is gone, so it is
    /// cancelled and its answer will be dropped, as is the Engines tab's work when it follows the
    /// game; the computer's pause starts again.
    pub(super) fn game_changed(&mut self) {
        self.jobs.cancel(Task::ComputerMove);
        // A move looked back at that is no longer on the board (an undo, a new game) leaves the past.
        self.looking_back = self.looking_back.filter(|&moves| moves < self.played());
        // Following the game, the Engines tab's work is for a board that is gone; its results stay
        // while they are for the position it shows.
        if self.engines_board.is_none() {
            self.jobs.cancel(Task::Compare);
            self.jobs.cancel(Task::Ladder);
        }
        self.drop_other_positions_results();
        let self_play = self.session.game.as_ref().is_some_and(|g| g.mode() == Mode::SelfPlay);
        self.next_computer_move_at = self_play.then(|| self.now + self.self_play.speed.between_moves());
    }

    /// The engine judges the moves and the level picks one: the table at once, a live search on a
    /// worker thread, with dice of its own drawn from the window's so the game stays the same
    /// whichever thread plays it.
    fn computer_move(&mut self) {
        let Some(game) = &self.session.game else { return };
        let Turn::Computer(side) = game.turn() else {
            return;
        };
        let computer = Computer {
            engine: self.session.engine,
            level: self.session.level_for(game.mode(), side),
        };
        let Some(game) = &mut self.session.game else { return };
        let board = game.board();
        let mut random = Random::new(self.random.next_u64());
        if computer.engine.rung().is_some() {
            self.jobs.spawn(Task::ComputerMove, move |_| {
                Answer::ComputerMove(
                    computer
                        .choose(board, &mut random)
                        .expect("the computer moves on an unfinished board"),
                )
            });
        } else if let Some(choice) = computer.choose(board, &mut random)
            && game.play_choice(choice)
        {
            self.game_changed();
        }
    }

    fn answered(&mut self, answer: Answer) {
        match answer {
            Answer::ComputerMove(choice) => self.computer_moved(choice),
            Answer::Comparison(board, results) => self.compared = Some((board, results)),
            Answer::Verification(report) => self.verified = Some(report),
            Answer::Ladder(board, rungs) => self.ladder = Some((board, rungs)),
            Answer::Recording(Some(recording)) => self.explorer.recorded(recording),
            // Stopped before it ended: nothing to show, and nothing is being recorded any more.
            Answer::Recording(None) => self.explorer.requested = None,
            Answer::Saved(Ok(())) => self.cleared(NoticeKind::SaveFailed),
            Answer::Saved(Err(text)) => self.notify(NoticeKind::SaveFailed, text),
        }
    }

    fn computer_moved(&mut self, choice: Choice) {
        if self.session.game.as_mut().is_some_and(|g| g.play_choice(choice)) {
            self.game_changed();
        }
    }

    fn job_failed(&mut self, task: Task) {
        let text = match task {
            Task::ComputerMove => {
                self.session.engine = Engine::Table;
                Said::new(
                    "The live search stopped unexpectedly; the computer went back to the table.",
                    "实时搜索意外中止；电脑改回查表。",
                )
            }
            Task::Compare => Said::new("Comparing the engines stopped unexpectedly.", "引擎对比意外中止。"),
            Task::Verify => Said::new("The verification stopped unexpectedly.", "验证意外中止。"),
            Task::Recording => {
                self.explorer.requested = None;
                Said::new("Recording the search stopped unexpectedly.", "记录搜索意外中止。")
            }
            Task::Ladder => Said::new("The ladder stopped unexpectedly.", "优化阶梯意外中止。"),
            Task::Save => Said::new("Saving the session stopped unexpectedly.", "保存会话意外中止。"),
        };
        self.notify(NoticeKind::JobFailed, text);
    }

    /// Says what to install while Chinese is asked for and no font has its characters.
    fn chinese_font_said(&mut self) {
        if self.wanted_lang() == Lang::Zh && self.chinese_font == ChineseFont::Missing {
            self.notify(NoticeKind::NoChineseFont, Said::new(fonts::MISSING, fonts::MISSING_ZH));
        }
    }

    /// Shows a notice, replacing an earlier one of the same kind, unless the player dismissed that
    /// problem and it has not cleared since.
    pub(super) fn notify(&mut self, kind: NoticeKind, text: Said) {
        if self.silenced.contains(&kind) {
            return;
        }
        self.notices.retain(|n| n.kind != kind);
        self.notices.push(Notice { text, kind });
    }

    /// The problem behind a kind of notice no longer holds: its notice goes, and a new one will show.
    pub(super) fn cleared(&mut self, kind: NoticeKind) {
        self.notices.retain(|n| n.kind != kind);
        self.silenced.retain(|&k| k != kind);
    }
}

/// What the window says when the session could not be saved.
fn failed_save(path: &std::path::Path, e: std::io::Error) -> Said {
    let path = path.display();
    Said::new(
        format!("The session could not be saved to {path}: {e}"),
        format!("无法把会话保存到 {path}：{e}"),
    )
}

/// The work of a recording's job: `request` recorded as request number `generation`, stopping as soon
/// as the job is told to.
fn recording_job(request: Request, generation: u64) -> impl FnOnce(&Progress) -> Answer + Send + 'static {
    move |progress| Answer::Recording(Recording::make(request, generation, || progress.cancelled()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::session::Window;

    fn state() -> State {
        let save_to = std::env::temp_dir().join("tictactoe-never-written").join("session.bin");
        State::new(Saved::default(), Some(save_to), Instant::now(), 1)
    }

    #[test]
    fn a_recording_superseded_by_a_newer_request_is_told_to_stop_and_ends_without_finishing() {
        let mut state = state();
        state.jobs.hold(true);
        state.apply(Action::Record(Board::EMPTY, Rung::Minimax));
        let first = state
            .explorer
            .requested
            .expect("plain minimax from the empty board is asked for");
        let told = state.jobs.get(Task::Recording).expect("its job").progress.clone();
        let newer: Board = "X...O....".parse().unwrap();
        state.apply(Action::Record(newer, Rung::AlphaBeta));
        assert!(told.cancelled(), "superseded, its job is told to stop");
        // Its work, told so, stops at once: no recording of the 549,946 positions comes back.
        let answer = recording_job(first, 1)(&told);
        assert!(matches!(answer, Answer::Recording(None)), "{answer:?}");
        // The newer request is recorded and shown.
        state.jobs.wait();
        for action in state.due() {
            state.apply(action);
        }
        let shown = state.explorer.shown();
        assert_eq!((shown.board, shown.rung), (newer, Rung::AlphaBeta));
        assert_eq!(state.explorer.requested, None);
    }

    #[test]
    fn a_change_undone_leaves_nothing_to_save() {
        let mut state = state();
        assert!(!state.unsaved());
        state.apply(Action::SetHints(true));
        assert!(state.unsaved());
        assert_eq!(state.save_left(), Some(Duration::ZERO));
        state.apply(Action::SetHints(false));
        assert!(!state.unsaved(), "back as it was saved");
        assert_eq!(state.save_left(), None);
        // The theme, the window's part, counts as well; the window's size alone does not.
        state.apply(Action::SetDarkTheme(false));
        assert!(state.unsaved());
        state.apply(Action::SetDarkTheme(true));
        state.apply(Action::Resized(800, 600));
        assert!(!state.unsaved());
        assert_eq!(state.window.size, Some((800, 600)));
        // A game started and left again is the session as it was.
        state.apply(Action::Start(Mode::TwoPlayers));
        assert!(state.unsaved());
        state.apply(Action::Leave);
        assert!(!state.unsaved());
    }

    #[test]
    fn what_is_saved_last_is_what_a_change_is_measured_against() {
        let mut state = state();
        state.jobs.hold(true);
        state.apply(Action::SetEngine(Engine::ALPHABETA));
        state.apply(Action::Save);
        assert!(state.jobs.is_running(Task::Save), "handed to be saved");
        assert!(!state.unsaved());
        assert_eq!(state.last_saved.session.engine, Engine::ALPHABETA);
        assert_eq!(state.last_saved.window, Window::default());
        // Changed back, the table is now the change to save.
        state.apply(Action::SetEngine(Engine::Table));
        assert!(state.unsaved());
    }
}
