//! The command line end to end, running the built binary: every command on good and bad input, its
//! errors, exports, the ladder, levels and matches, trees, every example of every page (the README,
//! the guides in `docs/`) and every link between them, and check-cs50 on the learner files in
//! `tests/cs50/`.

#[path = "../support/mod.rs"]
mod support;

mod change;
mod check_cs50;
mod chinese;
mod class;
mod classic;
mod commands;
mod culprit;
mod errors;
mod export;
mod hostile;
mod ladder;
mod levels;
mod links;
mod load;
mod readme;
mod recheck;
mod sandbox;
mod steps;
mod strategy;
mod tree;
