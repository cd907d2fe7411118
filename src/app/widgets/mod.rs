//! What the tabs share: the board as a widget, a line that fits its width, the field a position is typed
//! into, the cost of an engine's answer in words, the choice of speed, a slider over a count, and the
//! window's colours.

pub mod board_widget;
pub mod cost;
pub mod count_slider;
pub mod fit;
pub mod keys;
pub mod position_field;
pub mod shared;
pub mod speed;
pub mod speed_choice;
pub mod style;
