//! The students of a class folder: every folder beneath it that holds a `tictactoe.py` is one, named by
//! its path below the class folder; a folder directly in the class folder with none beneath it is one
//! too, with the reason it is not graded. Symbolic links are never followed, so nothing outside the
//! class folder is read.

use std::fs;
use std::path::{Path, PathBuf};

/// The file each student hands in.
pub const FILE: &str = "tictactoe.py";

/// The largest file graded: a tictactoe.py is a few kilobytes.
pub const MOST_BYTES: u64 = 1 << 20;

/// How deep below the class folder students are looked for.
const DEEPEST: usize = 8;

/// One student of the class.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Student {
    /// The student's folder below the class folder, its parts joined by `/`: `alice`, `section-1/bob`;
    /// `.` for the class folder itself.
    pub name: String,
    /// Their file, or why it is not graded.
    pub file: Result<PathBuf, NotGraded>,
    /// The other `.py` files beside their file, which it may import.
    pub beside: Vec<String>,
}

/// Why a student's file is not graded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotGraded {
    /// Their folder holds no `tictactoe.py`; these `.py` files instead, if any.
    NoFile(Vec<String>),
    /// Their folder, or their `tictactoe.py`, is a symbolic link: not followed.
    Link,
    /// Their folder or file cannot be read: what the system said.
    Unreadable(String),
    /// Their file is larger than [`MOST_BYTES`].
    TooLarge(u64),
    /// Their file is not UTF-8 text.
    NotText,
}

/// The students beneath `class`, by name; fails only when `class` itself cannot be read.
pub fn find(class: &Path) -> std::io::Result<Vec<Student>> {
    let mut found = Vec::new();
    let top = fs::read_dir(class)?;
    look(class, ".", 0, &mut found);
    // A folder directly in the class folder with no student beneath it is a student without a file.
    for entry in top.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let is_link = entry.file_type().is_ok_and(|kind| kind.is_symlink());
        let is_folder = entry.file_type().is_ok_and(|kind| kind.is_dir());
        let has_student = found
            .iter()
            .any(|student: &Student| student.name == name || student.name.starts_with(&format!("{name}/")));
        if has_student || !(is_folder || is_link && entry.path().is_dir()) {
            continue;
        }
        let file = match is_link {
            true => Err(NotGraded::Link),
            false => Err(NotGraded::NoFile(python_files(&entry.path(), 0))),
        };
        found.push(Student {
            name,
            file,
            beside: Vec::new(),
        });
    }
    found.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(found)
}

/// Looks for students in `folder` (named `name`) and below it.
fn look(folder: &Path, name: &str, depth: usize, found: &mut Vec<Student>) {
    let entries = match fs::read_dir(folder) {
        Ok(entries) => entries,
        Err(error) if depth > 0 => {
            return found.push(Student {
                name: name.to_string(),
                file: Err(NotGraded::Unreadable(error.to_string())),
                beside: Vec::new(),
            });
        }
        Err(_) => return,
    };
    let mut folders = Vec::new();
    let (mut file, mut beside) = (None, Vec::new());
    for entry in entries.flatten() {
        let (Ok(kind), entry_name) = (entry.file_type(), entry.file_name().to_string_lossy().into_owned()) else {
            continue;
        };
        if entry_name == FILE {
            file = Some(match kind.is_symlink() {
                true => Err(NotGraded::Link),
                false => readable(&entry.path()),
            });
        } else if kind.is_dir() {
            folders.push((entry.path(), entry_name));
        } else if entry_name.ends_with(".py") {
            beside.push(entry_name);
        }
    }
    if let Some(file) = file {
        beside.sort();
        found.push(Student {
            name: name.to_string(),
            file,
            beside,
        });
    }
    if depth < DEEPEST {
        for (path, entry_name) in folders {
            let below = match name {
                "." => entry_name,
                _ => format!("{name}/{entry_name}"),
            };
            look(&path, &below, depth + 1, found);
        }
    }
}

/// `file`, when it is a file of at most [`MOST_BYTES`] of UTF-8 text.
fn readable(file: &Path) -> Result<PathBuf, NotGraded> {
    let unreadable = |error: std::io::Error| NotGraded::Unreadable(error.to_string());
    let size = fs::metadata(file).map_err(unreadable)?.len();
    if size > MOST_BYTES {
        return Err(NotGraded::TooLarge(size));
    }
    let bytes = fs::read(file).map_err(unreadable)?;
    match std::str::from_utf8(&bytes) {
        Ok(_) => Ok(file.to_path_buf()),
        Err(_) => Err(NotGraded::NotText),
    }
}

/// The `.py` files in `folder` and below it, by their paths below it, for a folder without a student.
fn python_files(folder: &Path, depth: usize) -> Vec<String> {
    let Ok(entries) = fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        match entry.file_type() {
            Ok(kind) if kind.is_dir() && depth < DEEPEST => found.extend(
                python_files(&entry.path(), depth + 1)
                    .into_iter()
                    .map(|below| format!("{name}/{below}")),
            ),
            Ok(kind) if kind.is_file() && name.ends_with(".py") => found.push(name),
            _ => {}
        }
    }
    found.sort();
    found
}
