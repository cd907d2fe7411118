//! The library without the window or the command line: the rules and the counts, the table against
//! every search and against an oracle of its own, traces, the transposition table, the ladder, the
//! computer never losing, the levels, the game, its review and the saved session.

#[path = "../support/mod.rs"]
mod support;

mod agreement;
mod counts;
mod game;
mod ladder;
mod layers;
mod levels;
mod memory;
mod never_loses;
mod oracle;
mod review;
mod rules;
mod session;
mod steps;
mod stopping;
mod symmetry;
mod table_vs_search;
mod trace;
mod words;
