//! The keyboard: in the game, play a cell from the numeric keypad's layout, undo, redo, new game, and
//! walk back through the moves played; in the explorer, step through the search. Shortcuts are read after
//! the views have drawn and ignored while a text field has the keyboard, so typing a board never plays
//! it; the game's keys act only on the game's tab, so a key pressed on another never plays the game
//! hidden behind it.

use crate::app::explore;
use crate::app::game;
use crate::app::state::Action;
use crate::app::state::{Screen, State};
use crate::app::widgets::keys::{
    BACK, KEYPAD, NEW_GAME, NEXT, POSITION_BACK, POSITION_NEXT, PRESENT, REDO, REDO_SHIFT_Z, STRATEGY_HINT, UNDO,
};

/// The actions the keys pressed this frame ask for on the screen shown. Each key is matched with the
/// modifiers held when it was pressed, so a quick Ctrl+Z whose Ctrl is released within the frame still
/// counts.
pub fn read(ctx: &egui::Context, state: &State) -> Vec<Action> {
    if ctx.text_edit_focused() {
        return Vec::new();
    }
    if state.screen == Screen::Explore && state.explore.your_search.on {
        // The learner's calls beside the course's: a call at a time.
        let row = state.explore.your_search.row;
        return ctx.input_mut(|input| {
            let mut actions = Vec::new();
            if input.consume_shortcut(&BACK) && row > 0 {
                actions.push(Action::Explore(explore::Action::YourRow(row - 1)));
            }
            if input.consume_shortcut(&NEXT) {
                actions.push(Action::Explore(explore::Action::YourRow(row + 1)));
            }
            actions
        });
    }
    if state.screen == Screen::Explore {
        let explorer = &state.explore.explorer;
        let step = explorer.step;
        return ctx.input_mut(|input| {
            let mut actions = Vec::new();
            // The most specific first: Shift+← goes back a position, ← a step.
            if input.consume_shortcut(&POSITION_BACK) {
                actions.push(Action::Explore(explore::Action::Step(explorer.previous_call())));
            }
            if input.consume_shortcut(&POSITION_NEXT) {
                actions.push(Action::Explore(explore::Action::Step(explorer.next_call())));
            }
            if input.consume_shortcut(&BACK) && step > 0 {
                actions.push(Action::Explore(explore::Action::Step(step - 1)));
            }
            if input.consume_shortcut(&NEXT) {
                actions.push(Action::Explore(explore::Action::Step(step + 1)));
            }
            actions
        });
    }
    // The game's keys act only where its board is shown.
    if state.screen != Screen::Play {
        return Vec::new();
    }
    let played = state.game.played();
    ctx.input_mut(|input| {
        let mut actions: Vec<Action> = KEYPAD
            .iter()
            .filter(|(shortcut, _)| input.consume_shortcut(shortcut))
            .map(|&(_, cell)| Action::Game(game::Action::Play(cell)))
            .collect();
        // The most specific first: Ctrl+Shift+Z is redo, not undo.
        if input.consume_shortcut(&REDO_SHIFT_Z) || input.consume_shortcut(&REDO) {
            actions.push(Action::Game(game::Action::Redo));
        }
        if input.consume_shortcut(&UNDO) {
            actions.push(Action::Game(game::Action::Undo));
        }
        if input.consume_shortcut(&NEW_GAME) {
            actions.push(Action::Game(game::Action::NewGame));
        }
        if input.consume_shortcut(&STRATEGY_HINT) {
            actions.push(Action::Game(game::Action::StrategyHint));
        }
        // Back through the moves played, from the board as it is; on, to it again.
        let shown = state.game.looking_back.unwrap_or(played);
        if input.consume_shortcut(&BACK) && shown > 0 {
            actions.push(Action::Game(game::Action::LookBack(Some(shown - 1))));
        }
        if input.consume_shortcut(&NEXT) && state.game.looking_back.is_some() {
            actions.push(Action::Game(game::Action::LookBack(Some(shown + 1))));
        }
        if state.game.looking_back.is_some() && input.consume_shortcut(&PRESENT) {
            actions.push(Action::Game(game::Action::LookBack(None)));
        }
        actions
    })
}
