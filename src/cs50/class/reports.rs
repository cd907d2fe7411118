//! REPORTS, the folder a class's results go to: `summary.json`, `summary.csv`, `index.html`, each
//! student's report as text and JSON under `students/`, and the checks kept under `cache/`. Each file
//! is written whole.

use std::io;
use std::path::{Path, PathBuf};

use crate::output::files::write_whole;

/// A folder of reports, ready to be written.
pub struct Reports {
    pub folder: PathBuf,
}

/// Why REPORTS cannot take the reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unwritable {
    /// It is a file, not a folder.
    File(PathBuf),
    /// It cannot be made or written to: what the system said.
    Refused(PathBuf, String),
}

impl Reports {
    /// `folder`, made if it is not there; refused when it is not a folder or cannot be written to, and
    /// then nothing is left written.
    pub fn open(folder: &Path) -> Result<Reports, Unwritable> {
        if folder.exists() && !folder.is_dir() {
            return Err(Unwritable::File(folder.to_path_buf()));
        }
        let refused = |error: io::Error| Unwritable::Refused(folder.to_path_buf(), error.to_string());
        std::fs::create_dir_all(folder).map_err(refused)?;
        let probe = folder.join(format!(".written-{}", std::process::id()));
        write_whole(&probe, b"").map_err(refused)?;
        std::fs::remove_file(&probe).map_err(refused)?;
        Ok(Reports {
            folder: folder.to_path_buf(),
        })
    }

    /// Where the student named `name` has their reports, as text and as JSON, relative to the folder.
    pub fn student_paths(name: &str) -> (String, String) {
        let folder = student_folder(name);
        (format!("{folder}/report.txt"), format!("{folder}/report.json"))
    }

    /// Writes a student's reports.
    pub fn write_student(&self, name: &str, text: &str, json: &str) -> io::Result<()> {
        let (text_path, json_path) = Reports::student_paths(name);
        let (text_path, json_path) = (self.folder.join(text_path), self.folder.join(json_path));
        if let Some(parent) = text_path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        write_whole(&text_path, text.as_bytes())?;
        write_whole(&json_path, format!("{json}\n").as_bytes())
    }

    /// Writes one file of the folder's own, `name`.
    pub fn write(&self, name: &str, bytes: &[u8]) -> io::Result<()> {
        write_whole(&self.folder.join(name), bytes)
    }
}

/// The folder below `students/` of the student named `name`: each part of the name kept, a character
/// no file name should hold (a control character, `\`, `:`) as `_`, and the class folder itself `_`.
fn student_folder(name: &str) -> String {
    let parts: Vec<String> = name
        .split('/')
        .map(|part| match part {
            "." | ".." | "" => "_".to_string(),
            part => part
                .chars()
                .map(
                    |c| match c.is_control() || matches!(c, '\\' | ':' | '*' | '?' | '"' | '<' | '>' | '|') {
                        true => '_',
                        false => c,
                    },
                )
                .collect(),
        })
        .collect();
    format!("students/{}", parts.join("/"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_students_folder_stays_below_students() {
        assert_eq!(student_folder("alice"), "students/alice");
        assert_eq!(student_folder("section-1/bob"), "students/section-1/bob");
        assert_eq!(student_folder("."), "students/_");
        assert_eq!(student_folder("a/../b"), "students/a/_/b");
        assert_eq!(student_folder("x\u{7}:y"), "students/x__y");
    }

    #[test]
    fn a_file_or_a_folder_that_cannot_be_written_is_refused_and_nothing_is_written() {
        let base = std::env::temp_dir().join(format!("tictactoe-reports-{}", std::process::id()));
        std::fs::create_dir_all(&base).unwrap();
        let file = base.join("a-file");
        std::fs::write(&file, "x").unwrap();
        assert_eq!(Reports::open(&file).err(), Some(Unwritable::File(file.clone())));
        assert!(matches!(
            Reports::open(&file.join("below")),
            Err(Unwritable::Refused(..))
        ));
        let fresh = base.join("fresh/reports");
        Reports::open(&fresh).unwrap();
        assert_eq!(std::fs::read_dir(&fresh).unwrap().count(), 0);
        let _ = std::fs::remove_dir_all(&base);
    }
}
