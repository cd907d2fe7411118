//! The learner's file as the check read it, by line: what a report quotes where it names a line.

use bincode::{Decode, Encode};

/// The file's lines.
#[derive(Clone, Debug, Default, PartialEq, Eq, Encode, Decode)]
pub struct Source {
    lines: Vec<String>,
}

impl Source {
    /// The lines of the file's bytes, read as UTF-8 (a byte that is not becomes U+FFFD).
    pub fn of(bytes: &[u8]) -> Source {
        Source {
            lines: String::from_utf8_lossy(bytes).lines().map(str::to_string).collect(),
        }
    }

    /// The text of line `number` (counted from 1, as Python counts), without its indentation; `None`
    /// when the file has no such line or it is blank.
    pub fn line(&self, number: u32) -> Option<&str> {
        let index = usize::try_from(number).ok()?.checked_sub(1)?;
        Some(self.lines.get(index)?.trim()).filter(|text| !text.is_empty())
    }
}

#[cfg(test)]
mod tests {
    use super::Source;

    #[test]
    fn lines_are_counted_from_one_and_quoted_without_their_indentation() {
        let source = Source::of(b"def f(board):\n\n    if v <= beta:\r\n        return v\n");
        assert_eq!(source.line(1), Some("def f(board):"));
        assert_eq!(source.line(2), None);
        assert_eq!(source.line(3), Some("if v <= beta:"));
        assert_eq!(source.line(4), Some("return v"));
        assert_eq!((source.line(0), source.line(5)), (None, None));
    }
}
