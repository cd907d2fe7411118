//! Who plays the computer's side of a game: one of the program's engines, at the level chosen, or
//! the learner's own `minimax`, which only the window can run (through its door to the learner's
//! Python).

use crate::engines::Engine;
use crate::lang::Lang;

/// Who plays the computer's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opponent {
    /// The engine judges every move and the level picks one.
    Engine(Engine),
    /// The learner's own `minimax`, from the file open in the window's Your code tab.
    LearnersMinimax,
}

impl Default for Opponent {
    fn default() -> Opponent {
        Opponent::Engine(Engine::Table)
    }
}

impl Opponent {
    /// The name people read: the engine's, or "Your minimax".
    pub fn label(self, lang: Lang) -> &'static str {
        match self {
            Opponent::Engine(engine) => engine.label(lang),
            Opponent::LearnersMinimax => lang.pick("Your minimax", "你的 minimax"),
        }
    }

    /// The engine that plays where this opponent cannot: the learner's `minimax` with no file open
    /// leaves the game to the table.
    pub fn engine(self) -> Engine {
        match self {
            Opponent::Engine(engine) => engine,
            Opponent::LearnersMinimax => Engine::Table,
        }
    }
}
