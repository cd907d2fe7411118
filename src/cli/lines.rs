//! Lines of standard input read with bounded memory: a line longer than a board could ever be is
//! kept only in part, and the rest of it is skipped, so a huge line costs no more than a short one.

use std::io::{self, BufRead};

/// How many bytes of a line are kept. A board with spaces around it fits many times over.
pub const LINE_LIMIT: usize = 4096;

/// The byte-order mark some editors put before the first line.
const BYTE_ORDER_MARK: &[u8] = "\u{feff}".as_bytes();

/// How many bytes of a line are read into memory: a line of [`LINE_LIMIT`] bytes whole with a
/// byte-order mark before it and a `\r` after it, or enough of a longer line to tell it is longer.
const KEPT: usize = BYTE_ORDER_MARK.len() + LINE_LIMIT + 2;

/// One line of input, without its end of line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// The whole line (invalid UTF-8 replaced by U+FFFD).
    Whole(String),
    /// A line longer than [`LINE_LIMIT`]: its start, and its whole length in characters.
    TooLong { start: String, characters: usize },
}

/// Reads lines numbered from 1, ignoring a byte-order mark at the start of the input.
pub struct Lines<'a> {
    input: &'a mut dyn BufRead,
    number: usize,
}

impl<'a> Lines<'a> {
    pub fn new(input: &'a mut dyn BufRead) -> Lines<'a> {
        Lines { input, number: 0 }
    }

    /// The next line and its number, or `None` at the end of the input.
    pub fn next_line(&mut self) -> io::Result<Option<(usize, Line)>> {
        let mut kept = Vec::new();
        let (mut length, mut characters, mut last) = (0, 0, None);
        loop {
            let available = match self.input.fill_buf() {
                Ok(bytes) => bytes,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if available.is_empty() {
                if length == 0 {
                    return Ok(None);
                }
                break;
            }
            let end = available.iter().position(|&b| b == b'\n');
            let part = &available[..end.unwrap_or(available.len())];
            let room = KEPT.saturating_sub(kept.len());
            kept.extend_from_slice(&part[..part.len().min(room)]);
            // Every byte but a UTF-8 continuation byte starts a character.
            characters += part.iter().filter(|&&b| b & 0xc0 != 0x80).count();
            length += part.len();
            last = part.last().copied().or(last);
            let used = part.len() + usize::from(end.is_some());
            self.input.consume(used);
            if end.is_some() {
                break;
            }
        }
        self.number += 1;
        if last == Some(b'\r') {
            if kept.len() == length {
                kept.pop();
            }
            length -= 1;
            characters -= 1;
        }
        if self.number == 1 && kept.starts_with(BYTE_ORDER_MARK) {
            kept.drain(..BYTE_ORDER_MARK.len());
            length -= BYTE_ORDER_MARK.len();
            characters -= 1;
        }
        let line = if length > LINE_LIMIT {
            kept.truncate(LINE_LIMIT);
            Line::TooLong {
                start: String::from_utf8_lossy(&kept).into_owned(),
                characters,
            }
        } else {
            Line::Whole(String::from_utf8_lossy(&kept).into_owned())
        };
        Ok(Some((self.number, line)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_all(input: &[u8]) -> Vec<(usize, Line)> {
        let mut reader = io::BufReader::with_capacity(16, input);
        let mut lines = Lines::new(&mut reader);
        let mut all = Vec::new();
        while let Some(line) = lines.next_line().unwrap() {
            all.push(line);
        }
        all
    }

    fn whole(number: usize, text: &str) -> (usize, Line) {
        (number, Line::Whole(text.to_string()))
    }

    #[test]
    fn lines_are_split_and_numbered() {
        assert_eq!(read_all(b""), []);
        assert_eq!(read_all(b"\n"), [whole(1, "")]);
        assert_eq!(
            read_all(b"X........\r\n\nXO.......\n.........longer than the buffer"),
            [
                whole(1, "X........"),
                whole(2, ""),
                whole(3, "XO......."),
                whole(4, ".........longer than the buffer")
            ]
        );
        assert_eq!(read_all(b"X\xff\n"), [whole(1, "X\u{fffd}")]);
    }

    #[test]
    fn a_byte_order_mark_is_ignored_before_the_first_line_only() {
        assert_eq!(
            read_all("\u{feff}X........\n\u{feff}X........\n".as_bytes()),
            [whole(1, "X........"), whole(2, "\u{feff}X........")]
        );
    }

    #[test]
    fn a_long_line_is_kept_in_part_and_counted() {
        let mut input = "é".repeat(LINE_LIMIT).into_bytes();
        input.extend_from_slice(b"\n.........\n");
        let all = read_all(&input);
        assert_eq!(all.len(), 2);
        let (number, Line::TooLong { start, characters }) = &all[0] else {
            panic!("{:?}", all[0]);
        };
        assert_eq!((*number, *characters), (1, LINE_LIMIT));
        assert!(start.starts_with("éé") && start.len() <= LINE_LIMIT, "{}", start.len());
        assert_eq!(all[1], whole(2, "........."));
        // Exactly at the limit is still whole.
        let at_limit = "X".repeat(LINE_LIMIT);
        assert_eq!(read_all(at_limit.as_bytes()), [whole(1, &at_limit)]);
        assert!(matches!(
            read_all("X".repeat(LINE_LIMIT + 1).as_bytes())[0].1,
            Line::TooLong { characters, .. } if characters == LINE_LIMIT + 1
        ));
        // A byte-order mark and an end of line in \r\n are not part of the length.
        let marked = format!("\u{feff}{}\r\n", "X".repeat(LINE_LIMIT + 1));
        assert!(matches!(
            &read_all(marked.as_bytes())[0].1,
            Line::TooLong { start, characters } if *characters == LINE_LIMIT + 1 && start.starts_with('X')
        ));
        let marked = format!("\u{feff}{}\r\n", "X".repeat(LINE_LIMIT));
        assert_eq!(read_all(marked.as_bytes()), [whole(1, &"X".repeat(LINE_LIMIT))]);
    }
}
