//! Writing a file whole or not at all.

use std::fs;
use std::io;
use std::path::Path;

/// Writes `bytes` to `path` through a temporary file beside it and a rename, so a failed write
/// never leaves half a file where a good one was. A path that exists and is not a regular file
/// (a pipe, /dev/stdout) is written directly.
pub fn write_whole(path: &Path, bytes: &[u8]) -> io::Result<()> {
    if path.exists() && !path.is_file() {
        return fs::write(path, bytes);
    }
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".partial");
    fs::write(&temporary, bytes)?;
    fs::rename(&temporary, path).inspect_err(|_| {
        let _ = fs::remove_file(&temporary);
    })
}
