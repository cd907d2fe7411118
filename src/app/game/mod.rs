//! The Game tab: the start screen, the game on the board with the computer's controls, the side panel
//! (who the computer is, the verdict, the moves reviewed, the score), and the question asked before a
//! game in progress is left.

pub mod game_view;
pub mod learner_view;
pub mod leaving_view;
pub mod move_list;
pub mod score_view;
pub mod self_play_view;
pub mod side_panel;
pub mod start_view;
pub mod strength;
