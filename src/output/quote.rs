//! User input quoted in an error: one line, no raw control characters reaching the terminal, and
//! a long input cut short with its length, so an error stays short whatever was typed or piped in.

use crate::output::numbers::thousands;
use std::fmt::Write as _;

/// How many characters of an input an error shows.
pub const SHOWN_CHARACTERS: usize = 40;

/// `text` between single quotes, escaped as Rust writes a `char` (`\n`, `\u{1b}`, `\'`, `\\`), and
/// cut after [`SHOWN_CHARACTERS`] with `... (131,072 characters)` giving its whole length.
pub fn quote(text: &str) -> String {
    quote_start(text, text.chars().count())
}

/// Quotes the start of an input whose whole length is `characters`, for an input too long to keep.
pub fn quote_start(start: &str, characters: usize) -> String {
    let mut out = String::from("'");
    for c in start.chars().take(SHOWN_CHARACTERS) {
        push_escaped(&mut out, c);
    }
    out.push('\'');
    if characters > SHOWN_CHARACTERS {
        let _ = write!(out, "... ({} characters)", thousands(characters as u64));
    }
    out
}

/// Like [`quote`], but a long text is cut at its start: the end of a file's path names the file.
pub fn quote_end(text: &str) -> String {
    let characters = text.chars().count();
    let skipped = characters.saturating_sub(SHOWN_CHARACTERS);
    let mut out = String::from(if skipped > 0 { "'..." } else { "'" });
    for c in text.chars().skip(skipped) {
        push_escaped(&mut out, c);
    }
    out.push('\'');
    if skipped > 0 {
        let _ = write!(out, " ({} characters)", thousands(characters as u64));
    }
    out
}

/// Escapes control characters alone (and the line and paragraph separators U+2028 and U+2029, which
/// some terminals and editors take for line ends, and the characters that reorder or hide text), for a
/// message already made of quoted parts: it keeps one line, and reads as it is written.
pub fn one_line(message: &str) -> String {
    let mut out = String::with_capacity(message.len());
    for c in message.chars() {
        if must_escape(c) {
            push_escaped(&mut out, c);
        } else {
            out.push(c);
        }
    }
    out
}

/// Whether a character is never shown as itself: a control character, a line or paragraph separator,
/// or one that reorders the text around it or takes no room (the bidirectional embeddings, overrides
/// and isolates, U+202A to U+202E and U+2066 to U+2069; the marks and zero-width characters U+061C,
/// U+200B to U+200F, U+2060 to U+2064 and U+FEFF), which could make a line read as something it is not.
pub fn must_escape(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{2028}'
                | '\u{2029}'
                | '\u{202a}'..='\u{202e}'
                | '\u{2066}'..='\u{2069}'
                | '\u{061c}'
                | '\u{200b}'..='\u{200f}'
                | '\u{2060}'..='\u{2064}'
                | '\u{feff}'
        )
}

/// A character as Rust's `{:?}` writes it inside `'...'` (a double quote left as it is), and one that
/// reorders or hides text as `\u{202e}`.
fn push_escaped(out: &mut String, c: char) {
    match c {
        '"' => out.push(c),
        c if must_escape(c) && !c.is_control() => out.extend(c.escape_unicode()),
        c => out.extend(c.escape_debug()),
    }
}

/// A word as a POSIX shell reads it back: itself when it holds only characters no shell treats
/// specially, else between single quotes (a single quote inside written `'\''`).
pub fn shell_word(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "_-./+=:,@%".contains(c);
    match !word.is_empty() && word.chars().all(plain) {
        true => word.to_string(),
        false => format!("'{}'", word.replace('\'', "'\\''")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_escaped() {
        assert_eq!(quote("X...\n....."), r"'X...\n.....'");
        assert_eq!(quote("\u{1b}[31mX\r\0\t"), r"'\u{1b}[31mX\r\0\t'");
        assert_eq!(quote("a'b\"c\\d"), r#"'a\'b"c\\d'"#);
        assert_eq!(quote("\u{feff}X\u{202e}"), r"'\u{feff}X\u{202e}'");
        assert_eq!(quote("é ü 井"), "'é ü 井'");
    }

    #[test]
    fn a_long_input_is_cut_with_its_length() {
        let long = "X".repeat(131_072);
        let quoted = quote(&long);
        assert_eq!(quoted, format!("'{}'... (131,072 characters)", "X".repeat(40)));
        assert_eq!(quote(&"X".repeat(40)), format!("'{}'", "X".repeat(40)));
        assert_eq!(
            quote(&"é".repeat(41)),
            format!("'{}'... (41 characters)", "é".repeat(40))
        );
        assert_eq!(quote_start("XO", 5_000), "'XO'... (5,000 characters)");
        let path = format!("/tmp/{}/out\n.bin", "d".repeat(40));
        assert_eq!(
            quote_end(&path),
            format!("'...{}/out\\n.bin' (54 characters)", "d".repeat(31))
        );
        assert_eq!(quote_end("out.bin"), "'out.bin'");
    }

    #[test]
    fn one_line_escapes_only_control_characters_and_line_separators() {
        assert_eq!(
            one_line("board 'X\\n': bad\nnext\u{1b}"),
            r"board 'X\n': bad\nnext\u{1b}"
        );
        assert_eq!(one_line("a\u{2028}b\u{2029}c 井"), r"a\u{2028}b\u{2029}c 井");
        // What would reorder or hide the text around it is written out, and nothing else is.
        assert_eq!(
            one_line("x\u{202e}y\u{2066}z\u{2069}\u{200b}\u{feff}é"),
            r"x\u{202e}y\u{2066}z\u{2069}\u{200b}\u{feff}é"
        );
        assert_eq!(quote("a\u{202e}b"), r"'a\u{202e}b'");
    }

    #[test]
    fn a_shell_word_reads_back_as_itself() {
        assert_eq!(shell_word("tests/cs50/tictactoe.py"), "tests/cs50/tictactoe.py");
        assert_eq!(shell_word("my file.py"), "'my file.py'");
        assert_eq!(shell_word("it's.py"), "'it'\\''s.py'");
        assert_eq!(shell_word(""), "''");
    }
}
