//! The score, kept apart by opponent: you against the computer at each level, against your own
//! `minimax`, two players on one screen, and the computer against itself. A win against `easy` says
//! little about `perfect`, and a win against a learner's program nothing.

use std::ops::Add;

use super::{Game, Mode, Record};
use crate::opponents::Level;

/// Your games against the computer at one level, from your side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct VsComputer {
    /// Games you won.
    pub wins: u32,
    /// Games the computer won.
    pub losses: u32,
    /// Games drawn.
    pub draws: u32,
}

impl VsComputer {
    /// How many games were played.
    pub fn games(self) -> u32 {
        self.wins.saturating_add(self.losses).saturating_add(self.draws)
    }
}

impl Add for VsComputer {
    type Output = VsComputer;

    fn add(self, other: VsComputer) -> VsComputer {
        VsComputer {
            wins: self.wins.saturating_add(other.wins),
            losses: self.losses.saturating_add(other.losses),
            draws: self.draws.saturating_add(other.draws),
        }
    }
}

/// Every finished game, counted by who played it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Scores {
    /// You against the computer, by level, in the order of [`Level::ALL`]. A game counts for the
    /// weakest level the computer played at in it, so a switch to `perfect` for the last move
    /// does not make a win against `easy` a win against `perfect`.
    pub vs_computer: [VsComputer; Level::ALL.len()],
    /// You against the learner's own `minimax`: a game in which it made a move.
    pub vs_learner: VsComputer,
    /// Two people on one screen.
    pub two_players: Record,
    /// The computer against itself.
    pub self_play: Record,
    /// Games counted before the score was kept by opponent (a session saved by an earlier version),
    /// as X wins, O wins and draws.
    pub before_levels: Record,
}

impl Scores {
    /// Your games against the computer at `level`.
    pub fn against(&self, level: Level) -> VsComputer {
        self.vs_computer[level_index(level)]
    }

    /// Adds `games` to your games against the computer at `level`.
    pub fn add_against(&mut self, level: Level, games: VsComputer) {
        let slot = &mut self.vs_computer[level_index(level)];
        *slot = *slot + games;
    }

    /// Whether no game has been counted.
    pub fn is_empty(&self) -> bool {
        *self == Scores::default()
    }

    /// These scores with `game` counted, if it is over and counts in the score.
    pub fn with(&self, game: &Game) -> Scores {
        let mut scores = self.clone();
        let board = game.board();
        if !game.scored() || !board.is_terminal() {
            return scores;
        }
        let record = Record::of(board);
        match game.mode() {
            Mode::TwoPlayers => scores.two_players = scores.two_players + record,
            Mode::SelfPlay => scores.self_play = scores.self_play + record,
            Mode::PlayAsX | Mode::PlayAsO => {
                let you = game.mode().person_side().expect("a person plays one side");
                let result = match board.winner() {
                    Some(winner) if winner == you => VsComputer {
                        wins: 1,
                        ..VsComputer::default()
                    },
                    Some(_) => VsComputer {
                        losses: 1,
                        ..VsComputer::default()
                    },
                    None => VsComputer {
                        draws: 1,
                        ..VsComputer::default()
                    },
                };
                if game.against_learner() {
                    scores.vs_learner = scores.vs_learner + result;
                } else {
                    // A game whose computer moves carry no level was played by the engine alone: as
                    // perfect.
                    scores.add_against(game.computer_level().unwrap_or(Level::Perfect), result);
                }
            }
        }
        scores
    }
}

fn level_index(level: Level) -> usize {
    Level::ALL
        .iter()
        .position(|&l| l == level)
        .expect("every level is in ALL")
}
