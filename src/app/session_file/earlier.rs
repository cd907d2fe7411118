//! The formats before records, still read. Each began with the game's fields (read by the game
//! layer, the theme and size among them); formats 4 to 7 went on with the window's places, each
//! format adding to the one before:
//!
//! - 4: the tab shown and where the explorer was;
//! - 5: the Your code tab's file, the files opened before it, and its last verdicts;
//! - 6: the strategy the Strategy tab shows, and whether the explorer shows the learner's minimax;
//! - 7: your games against the learner's minimax (the game's, kept here then), and the questions of
//!   Predict answered on the explorer's position.

use bincode::{Decode, Encode};

use super::{Saved, Window};
use crate::app::code::StoredCode;
use crate::app::explore::{StoredAnswer, StoredExplorer, with_answers};
use crate::app::strategy::{StoredStrategy, StrategyPlace};
use crate::game::VsComputer;
use crate::game::session::{SessionError, decode_whole, read_beginning};

/// What format 4 adds.
#[derive(Encode, Decode)]
struct Rest4 {
    /// The tab shown, by the window's code; 0 for the one the game calls for.
    tab: u8,
    explorer: StoredExplorer,
}

/// What format 5 adds to format 4's.
#[derive(Encode, Decode)]
struct Rest5 {
    rest: Rest4,
    code: StoredCode,
}

/// What format 6 adds to format 5's.
#[derive(Encode, Decode)]
struct Rest6 {
    rest: Rest5,
    strategy: StoredStrategy,
    your_minimax: bool,
}

/// What format 7 adds to format 6's.
#[derive(Encode, Decode)]
struct Rest7 {
    rest: Rest6,
    /// Your wins, losses and draws against the learner's own minimax.
    vs_learner: [u32; 3],
    answered: Vec<StoredAnswer>,
}

/// Reads a file of format 1 to 7.
pub fn decode(bytes: &[u8]) -> Result<Saved, SessionError> {
    let beginning = read_beginning(bytes)?;
    let mut saved = Saved {
        session: beginning.session,
        window: Window {
            size: beginning.size,
            dark_theme: beginning.dark_theme,
            ..Window::default()
        },
    };
    let rest = &bytes[beginning.read..];
    match beginning.format {
        4 => rest4(decode_whole(rest)?, &mut saved)?,
        5 => rest5(decode_whole(rest)?, &mut saved)?,
        6 => rest6(decode_whole(rest)?, &mut saved)?,
        7 => rest7(decode_whole(rest)?, &mut saved)?,
        _ => {}
    }
    Ok(saved)
}

fn rest4(rest: Rest4, saved: &mut Saved) -> Result<(), SessionError> {
    saved.window.tab = rest.tab;
    saved.window.explorer = rest.explorer.into_place()?;
    Ok(())
}

fn rest5(rest: Rest5, saved: &mut Saved) -> Result<(), SessionError> {
    rest4(rest.rest, saved)?;
    saved.window.code = rest.code.into_place()?;
    Ok(())
}

fn rest6(rest: Rest6, saved: &mut Saved) -> Result<(), SessionError> {
    rest5(rest.rest, saved)?;
    saved.window.strategy = StrategyPlace::of_stored(rest.strategy)?;
    saved.window.your_minimax = rest.your_minimax;
    Ok(())
}

fn rest7(rest: Rest7, saved: &mut Saved) -> Result<(), SessionError> {
    rest6(rest.rest, saved)?;
    let [wins, losses, draws] = rest.vs_learner;
    saved.session.earlier.vs_learner = VsComputer { wins, losses, draws };
    let place = std::mem::take(&mut saved.window.explorer);
    saved.window.explorer = with_answers(place, rest.answered)?;
    Ok(())
}
