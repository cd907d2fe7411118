//! What Python writes, read as lines: each line whole, or dropped as it comes once it grows past the
//! longest reply awaited, so an endless line never grows the checker's memory.

use std::time::Duration;

/// A line Python wrote, as the checker reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// The line, without its end.
    Whole(String),
    /// A line longer than the replies awaited can be (see `Carrier::cap_lines`): dropped unread.
    TooLong(usize),
}

/// How often a wait for a line looks at the time spent.
pub const LOOK_EVERY: Duration = Duration::from_millis(50);

/// The line being read: its bytes so far, unless it grew past the cap.
#[derive(Default)]
pub struct Partial {
    bytes: Vec<u8>,
    dropped: bool,
}

impl Partial {
    /// Takes a piece of a line: the line, once `piece` ends it.
    fn take(&mut self, piece: &[u8], cap: usize) -> Option<Line> {
        let ends = piece.ends_with(b"\n");
        let piece = piece.strip_suffix(b"\n").unwrap_or(piece);
        if self.dropped {
        } else if self.bytes.len() + piece.len() > cap {
            self.bytes = Vec::new();
            self.dropped = true;
        } else {
            self.bytes.extend_from_slice(piece);
        }
        ends.then(|| self.finish(cap))
    }

    /// The lines `chunk` ends, as read with lines of at most `cap` bytes.
    pub fn lines(&mut self, chunk: &[u8], cap: usize) -> Vec<Line> {
        chunk
            .split_inclusive(|&byte| byte == b'\n')
            .filter_map(|piece| self.take(piece, cap))
            .collect()
    }

    /// The last line, when the stream ends without a newline; `None` if nothing of it was read.
    pub fn end(&mut self, cap: usize) -> Option<Line> {
        (self.dropped || !self.bytes.is_empty()).then(|| self.finish(cap))
    }

    /// The line read, which has ended.
    fn finish(&mut self, cap: usize) -> Line {
        let line = match std::mem::take(&mut self.dropped) {
            true => Line::TooLong(cap),
            false => Line::Whole(String::from_utf8_lossy(&self.bytes).trim_end_matches('\r').to_string()),
        };
        self.bytes.clear();
        line
    }
}

/// A line as long as a message may quote: its first 80 characters.
pub fn shortened(line: &str) -> String {
    match line.char_indices().nth(80) {
        Some((at, _)) => format!("{}...", &line[..at]),
        None => line.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lines `pieces` make, read as they come with lines of at most `cap` bytes.
    fn lines(pieces: &[&[u8]], cap: usize) -> Vec<Line> {
        let mut partial = Partial::default();
        let mut lines: Vec<Line> = pieces.iter().filter_map(|piece| partial.take(piece, cap)).collect();
        lines.extend(partial.end(cap));
        lines
    }

    #[test]
    fn a_line_longer_than_the_cap_is_dropped_as_it_comes() {
        let whole = |text: &str| Line::Whole(text.to_string());
        assert_eq!(lines(&[b"abc\n"], 3), [whole("abc")]);
        assert_eq!(lines(&[b"ab", b"cd\n"], 3), [Line::TooLong(3)]);
        // Past the cap, nothing more of the line is kept, however long it goes on.
        let mut partial = Partial::default();
        assert_eq!(partial.take(b"abcd", 3), None);
        assert_eq!(partial.take(&[b'x'; 4096], 3), None);
        assert!(partial.bytes.capacity() < 8, "{}", partial.bytes.capacity());
        assert_eq!(partial.take(b"x\n", 3), Some(Line::TooLong(3)));
        // The next line is read as before.
        assert_eq!(partial.take(b"ok\r\n", 3), Some(whole("ok")));
        assert_eq!(lines(&[b"last"], 8), [whole("last")]);
    }
}
