//! The Game tab: the start screen, the game on the board with the computer's controls, the side panel
//! (who the computer is, the verdict, the moves reviewed, the score), the question asked before a game
//! in progress is left, and the game against the learner's own `minimax`. Its state, its actions and
//! its views are here.

mod action;
mod changes;
mod learner;
mod leaving;
mod seen;
mod self_play;
mod tab;

pub(crate) mod board_view;
pub(crate) mod learner_view;
pub(crate) mod leaving_view;
pub(crate) mod move_list;
pub(crate) mod score_view;
pub(crate) mod self_play_view;
pub(crate) mod side_panel;
pub(crate) mod start_view;
pub(crate) mod strength;

pub use action::{Action, Answer, GameChange};
pub use changes::Outside;
pub use learner::{LearnerAnswer, LearnerGame, MOVE_LIMIT, Thinking};
pub use leaving::Leaving;
pub use seen::{Seen, StrategyHints};
pub use self_play::SelfPlay;
pub use tab::GameTab;
