//! Text for a terminal: words filled into lines of a given width, in English or Chinese. A Chinese
//! character takes two columns, and Chinese is written without spaces, so a line may break between
//! any two of its characters, but never before closing punctuation nor after opening punctuation.

/// How many columns of a terminal `text` takes: two for a wide (Chinese) character, one for others.
pub fn columns(text: &str) -> usize {
    text.chars().map(|c| if is_wide(c) { 2 } else { 1 }).sum()
}

/// `text` in lines of at most `width` columns, broken between words or between two Chinese
/// characters (a piece longer than the width has a line of its own).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for (spaced, piece) in pieces(text) {
        let gap = if spaced { 1 } else { 0 };
        match lines.last_mut() {
            Some(line) if columns(line) + gap + columns(&piece) <= width => {
                if spaced {
                    line.push(' ');
                }
                line.push_str(&piece);
            }
            _ => lines.push(piece),
        }
    }
    lines
}

/// The pieces a line may break between, each with whether a space came before it: a word, or one
/// Chinese character with the punctuation that must stay beside it.
fn pieces(text: &str) -> Vec<(bool, String)> {
    let mut pieces: Vec<(bool, String)> = Vec::new();
    let mut spaced = false;
    for c in text.chars() {
        if c.is_whitespace() {
            spaced = !pieces.is_empty();
            continue;
        }
        let joins = match pieces.last() {
            None => false,
            Some(_) if spaced => false,
            Some((_, last)) => {
                let last_char = last.chars().last().unwrap_or(' ');
                CLOSING.contains(c) || OPENING.contains(last_char) || !(is_wide(c) || is_wide(last_char))
            }
        };
        match (joins, pieces.last_mut()) {
            (true, Some((_, last))) => last.push(c),
            _ => pieces.push((spaced, c.to_string())),
        }
        spaced = false;
    }
    pieces
}

/// Punctuation that never starts a line.
const CLOSING: &str = "，。、；：！？）》」』”’,.;:!?)]}";
/// Punctuation that never ends a line.
const OPENING: &str = "（《「『“‘";

/// Whether a character takes two columns: the CJK blocks and full-width forms.
fn is_wide(c: char) -> bool {
    matches!(c, '\u{1100}'..='\u{115F}' | '\u{2E80}'..='\u{A4CF}' | '\u{AC00}'..='\u{D7A3}' | '\u{F900}'..='\u{FAFF}' | '\u{FE30}'..='\u{FE4F}' | '\u{FF00}'..='\u{FF60}' | '\u{FFE0}'..='\u{FFE6}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_fill_lines_up_to_the_width() {
        assert_eq!(wrap("a bb ccc dddd", 6), ["a bb", "ccc", "dddd"]);
        assert_eq!(wrap("  spaced   out ", 20), ["spaced out"]);
        assert_eq!(wrap("", 5), Vec::<String>::new());
        assert_eq!(wrap("overlong word", 4), ["overlong", "word"]);
        assert_eq!(wrap("a, b.", 2), ["a,", "b."]);
    }

    #[test]
    fn chinese_breaks_between_characters_two_columns_each_never_before_closing_punctuation() {
        assert_eq!(columns("井字棋 X"), 8);
        assert_eq!(wrap("井字棋游戏", 6), ["井字棋", "游戏"]);
        assert_eq!(wrap("平局。结束", 6), ["平局。", "结束"]);
        assert_eq!(wrap("平局。结束", 4), ["平", "局。", "结束"]);
        assert_eq!(wrap("见（第 7 步）", 6), ["见（第", "7 步）"]);
        assert_eq!(wrap("运行 tictactoe steps 命令", 16), ["运行 tictactoe", "steps 命令"]);
        // A word beside Chinese stays whole.
        assert_eq!(wrap("用minimax搜索", 9), ["用minimax", "搜索"]);
    }
}
