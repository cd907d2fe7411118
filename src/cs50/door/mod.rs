//! The one door to the learner's Python: the file, read once, and how a Python is started on it. The
//! check, the game against the learner's program and the learner's search traced all open it, and
//! every Python they start carries the protocol (`protocol/`) over what the door names: a process in a
//! sandbox (`sandbox.rs`), or, where none can be made, a plain local process (see
//! `harness/process.rs`); in a browser page, Pyodide in a Web Worker (`harness/in_page.rs`).

mod copy;
mod sandbox;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::start_error::{RunError, StartError};
#[cfg(not(target_arch = "wasm32"))]
pub use sandbox::PROGRESS;
pub use sandbox::{Sandbox, Unsandboxed};

/// The learner's file, read once, and what runs it. Clones share the source.
#[derive(Clone, Debug)]
pub struct Door {
    file: PathBuf,
    /// What every Python started through the door runs, whatever happens to the file meanwhile (and a
    /// pipe such as <(cat tictactoe.py) can be read only once).
    source: Arc<[u8]>,
    transport: Transport,
}

/// What carries the protocol to the learner's Python, whose program is found once, by its absolute path.
#[derive(Clone, Debug)]
pub enum Transport {
    /// A process in a sandbox.
    Sandbox(Sandbox),
    /// A process of the Python as the person running the check, seeing what they see; and why it is
    /// not in a sandbox.
    Process { python: PathBuf, unsandboxed: Unsandboxed },
    /// Pyodide in a Web Worker of a browser page, which sees nothing of the person's files (see
    /// `harness/in_page.rs`).
    #[cfg(target_arch = "wasm32")]
    Page,
}

impl Door {
    /// Reads `file`, finds `python` (a path, or a name looked up on the `PATH` once, now), and makes a
    /// sandbox for it where one can be made.
    pub fn open(file: &Path, python: &Path) -> Result<Door, StartError> {
        if file.is_dir() {
            return Err(StartError::Directory(file.to_path_buf()));
        }
        let source = std::fs::read(file).map_err(|e| StartError::CannotRead {
            file: file.to_path_buf(),
            error: e.to_string(),
        })?;
        let python = found(python)?;
        let transport = match Sandbox::make(&python, file) {
            Ok(sandbox) => Transport::Sandbox(sandbox),
            Err(unsandboxed) => Transport::Process { python, unsandboxed },
        };
        Ok(Door {
            file: file.to_path_buf(),
            source: source.into(),
            transport,
        })
    }

    /// The learner's file as a browser page was given it (by name alone, and its bytes), run there.
    #[cfg(target_arch = "wasm32")]
    pub fn in_page(file: PathBuf, source: Arc<[u8]>) -> Door {
        Door {
            file,
            source,
            transport: Transport::Page,
        }
    }

    /// Why a file run by `python` (a path, or a name looked up on the `PATH`) would run without a
    /// sandbox; `None` when it would run in one. What a sandbox needs is found once, as for a door.
    pub fn sandbox_for(python: &Path) -> Result<Option<Unsandboxed>, StartError> {
        Ok(Sandbox::unsandboxed(&found(python)?))
    }

    /// Finds `python` and makes ready what its sandbox needs, ahead of the first door (which then opens
    /// without running anything): the window does it in the background as it opens.
    #[cfg(all(feature = "window", not(target_arch = "wasm32")))]
    pub fn prepare(python: &Path) {
        if let Ok(python) = found(python) {
            Sandbox::prepare(&python);
        }
    }

    /// Why the learner's Python runs without a sandbox; `None` when it runs in one.
    pub fn unsandboxed(&self) -> Option<&Unsandboxed> {
        match &self.transport {
            Transport::Process { unsandboxed, .. } => Some(unsandboxed),
            _ => None,
        }
    }

    /// The learner's file, as it was named.
    pub fn file(&self) -> &Path {
        &self.file
    }

    /// The file's source, as it was read.
    pub fn source(&self) -> &[u8] {
        &self.source
    }

    /// What carries the protocol.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn transport(&self) -> &Transport {
        &self.transport
    }

    /// The Python that runs the file.
    pub fn python(&self) -> &Path {
        match &self.transport {
            Transport::Sandbox(sandbox) => sandbox.python(),
            Transport::Process { python, .. } => python,
            #[cfg(target_arch = "wasm32")]
            Transport::Page => Path::new("Pyodide"),
        }
    }
}

/// The absolute path of `python`: itself made absolute when it names a path, else the first
/// executable file of that name in the `PATH`'s folders (a relative folder is skipped, as it would
/// name another file from another working folder).
fn found(python: &Path) -> Result<PathBuf, StartError> {
    let cannot_run = |error: RunError| StartError::CannotRun {
        python: python.to_path_buf(),
        error,
    };
    if python.as_os_str().is_empty() {
        return Err(cannot_run(RunError::Unnamed));
    }
    if python.components().count() > 1 || python.is_absolute() {
        let absolute = std::path::absolute(python).map_err(|e| cannot_run(RunError::Refused(e.to_string())))?;
        return match is_program(&absolute) {
            true => Ok(absolute),
            false if absolute.exists() => Err(cannot_run(RunError::NotAProgram)),
            false => Err(cannot_run(RunError::NoSuchFile)),
        };
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .filter(|folder| folder.is_absolute())
        .map(|folder| folder.join(python))
        .find(|candidate| is_program(candidate))
        .ok_or_else(|| cannot_run(RunError::NotOnPath))
}

/// Whether `path` is a file its owner, group or anyone may run.
fn is_program(path: &Path) -> bool {
    let Ok(metadata) = std::fs::metadata(path) else {
        return false;
    };
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        metadata.is_file() && metadata.permissions().mode() & 0o111 != 0
    }
    #[cfg(not(unix))]
    metadata.is_file()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_is_found_once_by_its_absolute_path() {
        let door = Door::open(Path::new("Cargo.toml"), Path::new("python3")).expect("python3 is on the PATH");
        let python = door.python();
        assert!(python.is_absolute() && python.ends_with("python3"), "{python:?}");
        let relative = found(Path::new("./Cargo.toml"));
        assert!(
            matches!(
                &relative,
                Err(StartError::CannotRun {
                    error: RunError::NotAProgram,
                    ..
                })
            ),
            "{relative:?}"
        );
        let absent = found(Path::new("no-such-python-anywhere"));
        assert!(
            matches!(
                &absent,
                Err(StartError::CannotRun {
                    error: RunError::NotOnPath,
                    ..
                })
            ),
            "{absent:?}"
        );
    }

    #[test]
    fn the_file_is_read_once_and_a_folder_or_a_missing_file_is_refused() {
        let door = Door::open(Path::new("Cargo.toml"), Path::new("python3")).expect("a door");
        assert_eq!(door.source(), std::fs::read("Cargo.toml").expect("read").as_slice());
        assert!(matches!(
            Door::open(Path::new("src"), Path::new("python3")),
            Err(StartError::Directory(_))
        ));
        assert!(matches!(
            Door::open(Path::new("no-such-file.py"), Path::new("python3")),
            Err(StartError::CannotRead { .. })
        ));
    }
}
