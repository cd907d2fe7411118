//! Perfect-play tic-tac-toe: the rules, plain minimax and alpha-beta, and a perfect-play table solved
//! at build time, behind one engine call; a game session, the command line and the window sit on top.

pub mod app;
pub mod board;
pub mod cli;
pub mod cs50;
pub mod engine;
pub mod export;
mod files;
pub mod game;
pub mod positions;
pub mod search;
pub mod table;
pub mod verify;
