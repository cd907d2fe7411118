//! Writing a file whole or not at all.

use std::ffi::OsString;
use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// Writes `bytes` to `path` through a fresh temporary file beside it and a rename, so a failed
/// write never leaves half a file where a good one was, and writers racing for one path each
/// leave a whole file. A symbolic link is followed: the file it names is the one replaced, beside
/// itself, and the link stays. A file replaced keeps its permissions, and a read-only one is refused,
/// as the shell's `>` refuses it. A path that exists and is neither a regular file nor a directory
/// (a pipe, /dev/stdout) is written directly.
pub fn write_whole(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let path = &followed(path)?;
    let existing = fs::metadata(path).ok();
    if let Some(metadata) = &existing
        && !metadata.is_file()
        && !metadata.is_dir()
    {
        return fs::write(path, bytes);
    }
    if existing
        .as_ref()
        .is_some_and(|m| m.is_file() && m.permissions().readonly())
    {
        return Err(io::Error::new(io::ErrorKind::PermissionDenied, "the file is read-only"));
    }
    let directory = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let (temporary, file) = create_temporary(directory).map_err(|e| match e.kind() {
        io::ErrorKind::PermissionDenied => io::Error::new(
            e.kind(),
            format!("the folder {} cannot be written to ({e})", directory.display()),
        ),
        _ => e,
    })?;
    let kept = existing.filter(|m| m.is_file()).map(|m| m.permissions());
    let written = kept
        .map_or(Ok(()), |permissions| file.set_permissions(permissions))
        .and_then(|()| fill(file, bytes))
        .and_then(|()| fs::rename(&temporary, path));
    if written.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    written?;
    sync_directory(directory);
    Ok(())
}

/// The file `path` names, a symbolic link followed to the end of its chain (a dangling one to the
/// file it would name); `path` itself when it is not a link.
fn followed(path: &Path) -> io::Result<PathBuf> {
    let mut now = path.to_path_buf();
    for _ in 0..40 {
        match fs::symlink_metadata(&now) {
            Ok(metadata) if metadata.file_type().is_symlink() => {
                let target = fs::read_link(&now)?;
                now = match now.parent() {
                    Some(parent) => parent.join(target),
                    None => target,
                };
            }
            _ => return Ok(now),
        }
    }
    Err(io::Error::other("too many levels of symbolic links"))
}

/// Writes the bytes and makes sure they are on the disk before the file takes the target's place.
fn fill(mut file: File, bytes: &[u8]) -> io::Result<()> {
    file.write_all(bytes)?;
    file.sync_all()
}

/// How many times a name is tried before giving up: a clash means a name left by another
/// process with the same id, which the counter and the clock move past at once.
const ATTEMPTS: u32 = 100;

/// Creates a new, empty file in `directory` under a name no one else uses.
fn create_temporary(directory: &Path) -> io::Result<(PathBuf, File)> {
    let mut attempt = 0;
    loop {
        let path = directory.join(temporary_name());
        match create_new(&path) {
            Ok(file) => return Ok((path, file)),
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists && attempt < ATTEMPTS => attempt += 1,
            Err(e) => return Err(e),
        }
    }
}

/// Opens a file that must not exist yet. Nothing already there is opened, a symbolic link
/// included (dangling or not), so a link planted at the name cannot redirect the write.
fn create_new(path: &Path) -> io::Result<File> {
    OpenOptions::new().write(true).create_new(true).open(path)
}

/// A hidden name that differs between processes (the process id), between calls in one process
/// (a counter) and between runs that reuse a process id (the clock).
fn temporary_name() -> OsString {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let count = NEXT.fetch_add(1, Ordering::Relaxed);
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_nanos());
    format!(".tictactoe-{}-{count}-{:08x}.partial", std::process::id(), nanos as u32).into()
}

/// Makes the rename itself durable where the system allows it; a failure only loses durability.
fn sync_directory(directory: &Path) {
    if cfg!(unix)
        && let Ok(handle) = File::open(directory)
    {
        let _ = handle.sync_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh, empty directory for one test.
    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("tictactoe-files-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir(&dir).unwrap();
        dir
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_file_is_written_and_replaced_whole() {
        let dir = scratch("replace");
        let path = dir.join("out.bin");
        write_whole(&path, b"first").unwrap();
        write_whole(&path, b"second").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"second");
        assert_eq!(names(&dir), ["out.bin"]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn temporary_names_differ() {
        let (a, b) = (temporary_name(), temporary_name());
        assert_ne!(a, b);
        assert!(a.to_string_lossy().starts_with(".tictactoe-"), "{a:?}");
    }

    #[cfg(unix)]
    #[test]
    fn a_link_at_a_new_files_name_is_not_followed() {
        let dir = scratch("link");
        let target = dir.join("target");
        fs::write(&target, b"keep").unwrap();
        let link = dir.join("planted");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        let error = create_new(&link).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::AlreadyExists);
        // A dangling link is not followed either.
        let dangling = dir.join("dangling");
        std::os::unix::fs::symlink(dir.join("nowhere"), &dangling).unwrap();
        assert_eq!(create_new(&dangling).unwrap_err().kind(), io::ErrorKind::AlreadyExists);
        assert!(!dir.join("nowhere").exists());
        assert_eq!(fs::read(&target).unwrap(), b"keep");
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_failed_rename_leaves_no_temporary_file() {
        // Renaming a file over a directory fails, for root too.
        let dir = scratch("over-directory");
        let target = dir.join("taken");
        fs::create_dir(&target).unwrap();
        assert!(write_whole(&target, b"bytes").is_err());
        assert_eq!(names(&dir), ["taken"]);
        assert!(target.is_dir());
        fs::remove_dir_all(&dir).unwrap();
    }
}
