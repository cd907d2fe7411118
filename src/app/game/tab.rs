//! The Game tab's state: the session (settings, scores, the game in progress), where leaving goes, the
//! moves looked back at, the computer playing itself and against the learner's `minimax`, and the
//! computer's dice; and the questions its views and the clock ask of it.

use std::time::Duration;

use crate::host::Instant;

use super::{LearnerGame, Leaving, SelfPlay};
use crate::board::{Board, Player};
use crate::game::session::Session;
use crate::game::{Mode, Turn, mover};
use crate::lang::Lang;
use crate::opponents::Random;

/// The Game tab's state.
#[derive(Debug)]
pub struct GameTab {
    /// Settings, score and the game in progress: what survives a restart.
    pub session: Session,
    /// Where the person asked to go from a game in progress, while the window asks whether to
    /// leave it.
    pub leaving: Option<Leaving>,
    /// Whether the window asks whether to forget every score.
    pub resetting_scores: bool,
    /// The game as it was after this many moves, while the player walks back through its moves;
    /// `None` shows the board as it is.
    pub looking_back: Option<usize>,
    /// The computer playing itself: paused or not, and how fast.
    pub self_play: SelfPlay,
    /// The game against the learner's own `minimax`.
    pub learner: LearnerGame,
    /// When the computer may move next while it plays both sides, so people can follow.
    pub(super) next_computer_move_at: Option<Instant>,
    /// The computer's dice, seeded so games vary.
    pub(super) random: Random,
}

impl GameTab {
    /// The tab on `session`, its dice seeded with `seed`.
    pub fn new(session: Session, seed: u64) -> GameTab {
        GameTab {
            session,
            leaving: None,
            resetting_scores: false,
            looking_back: None,
            self_play: SelfPlay::default(),
            learner: LearnerGame::default(),
            next_computer_move_at: None,
            random: Random::new(seed),
        }
    }

    /// The board of the game on screen, or the empty board.
    pub fn board(&self) -> Board {
        self.session.game.as_ref().map(|g| g.board()).unwrap_or_default()
    }

    /// How many moves the game on screen has on its board (none without a game).
    pub fn played(&self) -> usize {
        self.session.game.as_ref().map_or(0, |g| g.played().len())
    }

    /// The board shown: the game's as it is, or as it was at the move looked back at.
    pub fn shown_board(&self) -> Board {
        match (&self.session.game, self.looking_back) {
            (Some(game), Some(moves)) => game.board_after(moves),
            _ => self.board(),
        }
    }

    /// The status line: the game's own, but while the computer plays itself, who plays whom at
    /// which levels first, then "Paused" when it is paused and only who is to move during the pause
    /// between its moves; "thinking" only while it searches (`thinking`).
    pub fn status(&self, lang: Lang, thinking: bool, file_open: bool) -> String {
        let Some(game) = &self.session.game else {
            return String::new();
        };
        let said = match game.turn() {
            Turn::Computer(_) if self.learner_stuck(file_open) => lang
                .pick("Your minimax gave no move", "你的 minimax 没有给出着法")
                .to_string(),
            Turn::Computer(player) if game.mode() == Mode::SelfPlay => {
                if self.self_play.paused {
                    lang.pick(format!("Paused: {player} to move"), format!("已暂停：轮到 {player}"))
                } else if thinking {
                    game.status(lang)
                } else {
                    lang.pick(format!("{player} to move"), format!("轮到 {player}"))
                }
            }
            _ => game.status(lang),
        };
        if game.mode() != Mode::SelfPlay {
            return said;
        }
        // The level each side last played at in this game; the chosen one until it has moved.
        let level = |side: Player| {
            let mut played = game.played().iter().enumerate();
            let last = played.rfind(|(number, _)| mover(*number) == side);
            let level = last.and_then(|(_, m)| m.level());
            level
                .unwrap_or(self.session.level_for(Mode::SelfPlay, side))
                .label(lang)
        };
        let (x, o) = (level(Player::X), level(Player::O));
        lang.pick(
            format!("X ({x}) vs O ({o}) · {said}"),
            format!("X（{x}）对 O（{o}）· {said}"),
        )
    }

    /// Whether the computer is to choose a move at `now`: its turn, no search running (`thinking`),
    /// its pause over.
    pub fn computer_move_due(&self, now: Instant, thinking: bool, file_open: bool) -> bool {
        self.computer_may_move(thinking, file_open) && self.next_computer_move_at.is_none_or(|at| now >= at)
    }

    /// How long from `now` until the computer's next move, while it waits out its pause (not while
    /// paused).
    pub fn pause_left(&self, now: Instant, thinking: bool, file_open: bool) -> Option<Duration> {
        let at = self
            .next_computer_move_at
            .filter(|_| self.computer_may_move(thinking, file_open))?;
        Some(at.saturating_duration_since(now)).filter(|left| !left.is_zero())
    }

    /// Whether the computer is to move and nothing holds it back but its pause: its turn, not
    /// paused, no search of its own running.
    fn computer_may_move(&self, thinking: bool, file_open: bool) -> bool {
        let game = self.session.game.as_ref();
        let computers_turn = game.is_some_and(|g| matches!(g.turn(), Turn::Computer(_)));
        let paused = self.self_play.paused && game.is_some_and(|g| g.mode() == Mode::SelfPlay);
        computers_turn && !paused && !thinking && !self.learner_stuck(file_open)
    }
}
