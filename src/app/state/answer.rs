//! What a background job hands back to the state: each tab's answers, wrapped, and the shell's save.

use crate::app::{code, engines, explore, game};
use crate::lang::Said;

/// What a background job hands back.
#[derive(Debug)]
pub enum Answer {
    /// The Game tab's work: the computer's move.
    Game(game::Answer),
    /// The Engines tab's work.
    Engines(Box<engines::Answer>),
    /// The Explore tab's work.
    Explore(explore::Answer),
    /// The session written to its file, or why it could not be.
    Saved(Result<(), Said>),
    /// The Your code tab's check.
    Code(code::Answer),
}

impl Answer {
    /// The Engines tab's answer, boxed: a ladder is large beside the other answers.
    pub fn of_engines(answer: engines::Answer) -> Answer {
        Answer::Engines(Box::new(answer))
    }
}
