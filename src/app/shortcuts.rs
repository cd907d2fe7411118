//! The keyboard: in the game, play a cell from the numeric keypad's layout, undo, redo, new game, and
//! walk back through the moves played; in the explorer, step through the search. Shortcuts are read after
//! the views have drawn and ignored while a text field has the keyboard, so typing a board never plays
//! it; the game's keys act only on the game's tab, so a key pressed on another never plays the game
//! hidden behind it.

use egui::{Key, KeyboardShortcut, Modifiers};

use crate::app::explore;
use crate::app::game;
use crate::app::state::Action;
use crate::app::state::{Screen, State};
use crate::board::Cell;
use crate::lang::Lang;

pub const UNDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
pub const REDO: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND, Key::Y);
/// Redo as some platforms write it.
pub const REDO_SHIFT_Z: KeyboardShortcut = KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), Key::Z);
pub const NEW_GAME: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::N);
/// Show the strategy's move for the side to move.
pub const STRATEGY_HINT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::S);
/// One back and one on: a step of the explorer's search, a move of the game looked back at.
pub const BACK: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::ArrowLeft);
pub const NEXT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::ArrowRight);
/// Back to the game as it is, from a move looked back at.
pub const PRESENT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::NONE, Key::Escape);
/// The explorer: back to the start of the call, or the call before.
pub const POSITION_BACK: KeyboardShortcut = KeyboardShortcut::new(Modifiers::SHIFT, Key::ArrowLeft);
/// The explorer: on to the next call.
pub const POSITION_NEXT: KeyboardShortcut = KeyboardShortcut::new(Modifiers::SHIFT, Key::ArrowRight);

/// A shortcut as the window writes it: as egui does ("Ctrl+Z", "Shift+Left"), Escape as the key
/// says ("Esc"); in Chinese with the arrows drawn as arrows, which the Chinese font has and egui's own
/// fonts do not.
pub fn key_name(ctx: &egui::Context, shortcut: &KeyboardShortcut, lang: Lang) -> String {
    let name = ctx.format_shortcut(shortcut).replace("Escape", "Esc");
    match lang {
        Lang::En => name,
        Lang::Zh => name.replace("Left", "←").replace("Right", "→"),
    }
}

/// The key that plays `cell`, as the keypad below has it: "7" for the top left.
pub fn keypad_number(cell: Cell) -> &'static str {
    KEYPAD
        .iter()
        .find(|&&(_, at)| at == cell)
        .map_or("", |(shortcut, _)| shortcut.logical_key.name())
}

/// Keys 1-9 laid out as a numeric keypad: 7 is the top left, 3 the bottom right.
pub const KEYPAD: [(KeyboardShortcut, Cell); 9] = [
    (KeyboardShortcut::new(Modifiers::NONE, Key::Num7), Cell::new(0, 0)),
    (KeyboardShortcut::new(Modifiers::NONE, Key::Num8), Cell::new(0, 1)),
    (KeyboardShortcut::new(Modifiers::NONE, Key::Num9), Cell::new(0, 2)),
    (KeyboardShortcut::new(Modifiers::NONE, Key::Num4), Cell::new(1, 0)),
    (KeyboardShortcut::new(Modifiers::NONE, Key::Num5), Cell::new(1, 1)),
    (KeyboardShortcut::new(Modifiers::NONE, Key::Num6), Cell::new(1, 2)),
    (KeyboardShortcut::new(Modifiers::NONE, Key::Num1), Cell::new(2, 0)),
    (KeyboardShortcut::new(Modifiers::NONE, Key::Num2), Cell::new(2, 1)),
    (KeyboardShortcut::new(Modifiers::NONE, Key::Num3), Cell::new(2, 2)),
];

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
            actions.push(Action::StrategyHint);
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
