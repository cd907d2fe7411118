//! Text for a terminal: words filled into lines of a given width.

/// `text` in lines of at most `width` characters, broken between words (a word longer than the
/// width has a line of its own).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for word in text.split_whitespace() {
        match lines.last_mut() {
            Some(line) if line.chars().count() + 1 + word.chars().count() <= width => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn words_fill_lines_up_to_the_width() {
        assert_eq!(wrap("a bb ccc dddd", 6), ["a bb", "ccc", "dddd"]);
        assert_eq!(wrap("  spaced   out ", 20), ["spaced out"]);
        assert_eq!(wrap("", 5), Vec::<String>::new());
        assert_eq!(wrap("overlong word", 4), ["overlong", "word"]);
    }
}
