//! The one way errors reach standard error: an `error: ...` line, written whole or not at all, and
//! never a panic when standard error is closed or full (`eprintln!` would panic, and the release
//! build aborts on a panic).

use std::fmt;
use std::io::{self, Write};

use crate::output::quote::one_line;

/// Writes `error: {message}` as one line on standard error; a failure to write is ignored, since
/// there is nowhere left to tell it.
pub fn report_error(message: impl fmt::Display) {
    write_error(&mut io::stderr().lock(), message);
}

/// Writes `error: {message}` as one line to `out`, ignoring a failure to write. Control characters
/// in the message are escaped, so it stays one line.
pub fn write_error(out: &mut dyn Write, message: impl fmt::Display) {
    let line = format!("error: {}\n", one_line(&message.to_string()));
    let _ = out.write_all(line.as_bytes()).and_then(|()| out.flush());
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_error_is_one_line() {
        let mut out = Vec::new();
        write_error(&mut out, "first\nsecond\r");
        assert_eq!(out, b"error: first\\nsecond\\r\n");
    }

    #[test]
    fn a_failed_write_is_ignored() {
        struct Full;
        impl Write for Full {
            fn write(&mut self, _: &[u8]) -> io::Result<usize> {
                Err(io::Error::other("full"))
            }
            fn flush(&mut self) -> io::Result<()> {
                Err(io::Error::other("full"))
            }
        }
        write_error(&mut Full, "nobody hears this");
    }
}
