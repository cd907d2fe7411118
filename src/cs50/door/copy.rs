//! The learner's folder as a sandboxed Python sees it: a copy of its files, made when the door opens and
//! removed when the last clone of the door goes, so nothing the learner's code does can reach the files
//! themselves, and a file changed during the check changes nothing of it.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// The most files copied: a folder holds a tictactoe.py, its runner and a few of their own modules.
const MOST_FILES: usize = 200;
/// The largest file copied, in bytes.
const LARGEST: u64 = 1 << 20;

/// A copy of the regular files directly in one folder (not its subfolders, nor what a link points at).
#[derive(Debug)]
pub struct FolderCopy {
    /// Where the copy is.
    pub path: PathBuf,
    /// The folder it is a copy of, where the sandbox shows it.
    pub of: PathBuf,
}

impl FolderCopy {
    /// Whether the sandbox may show a copy at `of` (absolute): not over the root or a system's own
    /// folder, as for a file read from `/dev/stdin`.
    pub fn may_show_at(of: &Path) -> bool {
        let system = ["/dev", "/proc", "/sys", "/run"]
            .iter()
            .any(|system| of.starts_with(system));
        of.parent().is_some() && !system
    }

    /// Copies the folder `of` (absolute) into a new folder of the system's temporary folder.
    pub fn make(of: &Path) -> std::io::Result<FolderCopy> {
        static MADE: AtomicU64 = AtomicU64::new(0);
        let name = format!(
            "tictactoe-learner-{}-{}",
            std::process::id(),
            MADE.fetch_add(1, Ordering::Relaxed)
        );
        let path = std::env::temp_dir().join(name);
        std::fs::create_dir(&path)?;
        let copy = FolderCopy {
            path,
            of: of.to_path_buf(),
        };
        let mut copied = 0;
        for entry in std::fs::read_dir(of)?.flatten() {
            let Ok(kind) = entry.file_type() else { continue };
            let small = entry.metadata().is_ok_and(|metadata| metadata.len() <= LARGEST);
            if !kind.is_file() || !small || copied == MOST_FILES {
                continue;
            }
            // A file that cannot be read is left out, as the learner's code could not read it either.
            if std::fs::copy(entry.path(), copy.path.join(entry.file_name())).is_ok() {
                copied += 1;
            }
        }
        Ok(copy)
    }
}

impl Drop for FolderCopy {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}
