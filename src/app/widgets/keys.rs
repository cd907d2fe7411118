//! The window's keys, named once: the shortcuts the keyboard reads (`shortcuts.rs`) and the views name
//! in their hints, and how a shortcut is written in each language.

use egui::{Key, KeyboardShortcut, Modifiers};

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
