//! Files the window reads: whether one can be opened, its stamp (a save changes it), its bytes.

use std::path::Path;
use std::time::SystemTime;

/// A file's modification time and length: another is a save.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stamp {
    modified: Option<SystemTime>,
    length: u64,
}

/// The stamp of the file at `path`, `None` when it cannot be read.
pub fn stamp(path: &Path) -> Option<Stamp> {
    let metadata = std::fs::metadata(path).ok()?;
    Some(Stamp {
        modified: metadata.modified().ok(),
        length: metadata.len(),
    })
}

/// Whether the file at `path` can be opened for reading; why not, when it cannot.
pub fn can_open(path: &Path) -> std::io::Result<()> {
    std::fs::File::open(path).map(|_| ())
}

/// The bytes of the file at `path`.
pub fn read(path: &Path) -> std::io::Result<Vec<u8>> {
    std::fs::read(path)
}
