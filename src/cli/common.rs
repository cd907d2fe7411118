//! What several commands share: the `--json` flag, and the reading of a board and of an option's value
//! into a one-line reason when they are bad.

use super::spec::Opt;
use super::usage_error::UsageError;
use crate::board::Board;
use crate::lang::{Both, Said};

pub(super) const JSON: Opt = Opt {
    name: "--json",
    value: None,
    required: false,
    aliases: &[],
    about: Both::new(
        "JSON for scripts instead of text for people",
        "输出供脚本使用的 JSON，而不是给人看的文字",
    ),
};

/// The byte-order mark an editor may leave before the first board.
const BYTE_ORDER_MARK: char = '\u{feff}';

/// Reads a board argument; a byte-order mark before the first board is ignored.
pub(super) fn board(text: &str, first: bool) -> Result<Board, UsageError> {
    let cells = match first {
        true => text.strip_prefix(BYTE_ORDER_MARK).unwrap_or(text),
        false => text,
    };
    cells.parse().map_err(|error| UsageError::Board {
        text: text.to_string(),
        error,
    })
}

/// An option's value that is not what the option `needs`.
pub(super) fn bad_value(opt: Opt, needs: Said, value: &str) -> UsageError {
    UsageError::BadValue {
        option: opt.name,
        needs,
        value: value.to_string(),
    }
}
