//! The learner's Python in a sandbox made by bubblewrap (Debian's `bwrap`, what Flatpak uses): its own
//! user, PID, mount, network and IPC namespaces; a clean environment; a read-only view of only the system
//! and the Python installation, and a read-only copy of the learner's folder at the folder's own path; a
//! private temporary folder; no network; and nothing of it outliving the checker (`--die-with-parent`:
//! the namespace's first process dies with bubblewrap, and every process of the namespace with it). The
//! checker's own program is hidden where those views would show it.

use std::collections::HashMap;
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex, OnceLock};

use super::copy::FolderCopy;
use super::found;

/// Where the progress file (see `harness/process.rs`) is inside the sandbox.
pub const PROGRESS: &str = "/tmp/.request-under-way";

/// How to start a Python in a sandbox.
#[derive(Clone, Debug)]
pub struct Sandbox {
    bwrap: PathBuf,
    python: PathBuf,
    /// The Python installation's folders outside `/usr`, shown read-only.
    installation: Vec<PathBuf>,
    /// The learner's folder, copied; `None` for a file of none (`/dev/stdin`, say).
    folder: Option<Arc<FolderCopy>>,
}

/// Why the learner's Python runs without a sandbox.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unsandboxed {
    /// Not on Linux.
    NotLinux,
    /// bubblewrap is not installed.
    NoBubblewrap,
    /// bubblewrap could not make the sandbox here (user namespaces turned off, say): what it said.
    Refused(String),
}

impl Sandbox {
    /// A sandbox for `python` (absolute) on the learner's `file`; why there is none when it cannot be
    /// made. What it needs of `python` is found and tried once for the whole run (see [`Sandbox::prepare`]).
    pub fn make(python: &Path, file: &Path) -> Result<Sandbox, Unsandboxed> {
        let sandbox = prepared(python)?;
        let refused = |error: std::io::Error| Unsandboxed::Refused(error.to_string());
        let file = std::path::absolute(file).map_err(refused)?;
        let folder = match file.parent().filter(|of| FolderCopy::may_show_at(of)) {
            Some(of) => Some(Arc::new(FolderCopy::make(of).map_err(refused)?)),
            None => None,
        };
        Ok(Sandbox { folder, ..sandbox })
    }

    /// Finds and tries what a sandbox for `python` (absolute) needs, once for the whole run: bubblewrap,
    /// the interpreter, its installation's folders, and one start of the sandbox. It runs Python, so the
    /// window does it in the background as it opens, before any check waits for it.
    #[cfg(all(feature = "window", not(target_arch = "wasm32")))]
    pub fn prepare(python: &Path) {
        let _ = prepared(python);
    }

    /// Why `python` (absolute) runs without a sandbox here; `None` when one can be made.
    pub fn unsandboxed(python: &Path) -> Option<Unsandboxed> {
        prepared(python).err()
    }

    /// A sandbox for `python` with no folder shown, tried: once for each Python, then remembered.
    fn tried(python: &Path) -> Result<Sandbox, Unsandboxed> {
        if !cfg!(target_os = "linux") {
            return Err(Unsandboxed::NotLinux);
        }
        let bwrap = found(Path::new("bwrap")).map_err(|_| Unsandboxed::NoBubblewrap)?;
        let refused = |error: String| Unsandboxed::Refused(error);
        // A version manager's `python3` may be a script that finds the interpreter: the sandbox runs the
        // interpreter itself.
        let (python, installation) = installation(python);
        let sandbox = Sandbox {
            installation,
            bwrap,
            python,
            folder: None,
        };
        let tried = sandbox
            .command(&[OsString::from("-c"), OsString::from("pass")], None)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .output()
            .map_err(|e| refused(e.to_string()))?;
        match tried.status.success() {
            true => Ok(sandbox),
            false => {
                let said = String::from_utf8_lossy(&tried.stderr);
                Err(refused(said.lines().next().unwrap_or("").trim().to_string()))
            }
        }
    }

    /// The Python it runs.
    pub fn python(&self) -> &Path {
        &self.python
    }

    /// The command that runs the Python with `args` in the sandbox, with `progress` (a file of the
    /// checker's) shown at [`PROGRESS`].
    pub fn command(&self, args: &[OsString], progress: Option<&Path>) -> Command {
        let mut command = Command::new(&self.bwrap);
        command
            .args(self.views(progress))
            .arg("--")
            .arg(&self.python)
            .args(args);
        command
    }

    /// What the sandbox shows and how it is cut off, as bubblewrap's arguments.
    fn views(&self, progress: Option<&Path>) -> Vec<OsString> {
        let mut args: Vec<OsString> = Vec::new();
        let mut add = |words: &[&std::ffi::OsStr]| args.extend(words.iter().map(|word| word.to_os_string()));
        let python_folder = self.python.parent().unwrap_or(Path::new("/usr/bin"));
        let path = format!("{}:/usr/bin:/bin", python_folder.display());
        add(&[
            "--unshare-all".as_ref(),
            "--die-with-parent".as_ref(),
            "--new-session".as_ref(),
        ]);
        add(&[
            "--clearenv".as_ref(),
            "--setenv".as_ref(),
            "PATH".as_ref(),
            path.as_ref(),
        ]);
        add(&["--setenv".as_ref(), "HOME".as_ref(), "/tmp".as_ref()]);
        add(&["--setenv".as_ref(), "LANG".as_ref(), "C.UTF-8".as_ref()]);
        add(&["--ro-bind".as_ref(), "/usr".as_ref(), "/usr".as_ref()]);
        for top in ["/bin", "/sbin", "/lib", "/lib32", "/lib64"] {
            match std::fs::read_link(top) {
                Ok(target) => add(&["--symlink".as_ref(), target.as_os_str(), top.as_ref()]),
                Err(_) if Path::new(top).is_dir() => add(&["--ro-bind".as_ref(), top.as_ref(), top.as_ref()]),
                Err(_) => {}
            }
        }
        add(&["--proc".as_ref(), "/proc".as_ref(), "--dev".as_ref(), "/dev".as_ref()]);
        add(&["--tmpfs".as_ref(), "/tmp".as_ref()]);
        // After the private /tmp, which would hide an installation in /tmp.
        for folder in &self.installation {
            add(&["--ro-bind".as_ref(), folder.as_os_str(), folder.as_os_str()]);
        }
        if let Some(folder) = &self.folder {
            let (copy, of) = (folder.path.as_os_str(), folder.of.as_os_str());
            add(&["--ro-bind".as_ref(), copy, of, "--chdir".as_ref(), of]);
        }
        if let Some(progress) = progress {
            add(&["--bind".as_ref(), progress.as_os_str(), PROGRESS.as_ref()]);
        }
        if let Some(own) = self.own_program_shown() {
            add(&["--ro-bind".as_ref(), "/dev/null".as_ref(), own.as_os_str()]);
        }
        args
    }

    /// The checker's own program, when one of the folders shown holds it: it is hidden there, so that
    /// no right answer is in reach.
    fn own_program_shown(&self) -> Option<PathBuf> {
        let own = std::env::current_exe().ok()?.canonicalize().ok()?;
        let shown = |folder: &Path| own.starts_with(folder);
        let shown = shown(Path::new("/usr"))
            || self.installation.iter().any(|folder| shown(folder))
            || self.folder.as_ref().is_some_and(|folder| shown(&folder.of));
        shown.then_some(own)
    }
}

/// What [`Sandbox::tried`] found for each Python, remembered for the whole run.
fn prepared(python: &Path) -> Result<Sandbox, Unsandboxed> {
    type Found = HashMap<PathBuf, Result<Sandbox, Unsandboxed>>;
    static PREPARED: OnceLock<Mutex<Found>> = OnceLock::new();
    let mut prepared = PREPARED
        .get_or_init(Mutex::default)
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    prepared
        .entry(python.to_path_buf())
        .or_insert_with(|| Sandbox::tried(python))
        .clone()
}

/// The interpreter `python` runs, and the folders of its installation outside `/usr` (its prefixes), which
/// the sandbox must show for it to run at all, as it says itself.
fn installation(python: &Path) -> (PathBuf, Vec<PathBuf>) {
    let said = Command::new(python)
        .args([
            "-I",
            "-c",
            "import sys\nprint(sys.executable)\nfor p in {sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix}: print(p)",
        ])
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output();
    let said = said
        .map(|said| String::from_utf8_lossy(&said.stdout).into_owned())
        .unwrap_or_default();
    let mut lines = said.lines().map(PathBuf::from);
    let python = lines
        .next()
        .filter(|executable| executable.is_absolute())
        .unwrap_or_else(|| python.to_path_buf());
    let mut folders: Vec<PathBuf> = lines
        .filter(|folder| folder.is_absolute() && !folder.starts_with("/usr"))
        .collect();
    if let Ok(real) = python.canonicalize()
        && let Some(folder) = real.parent()
        && !folder.starts_with("/usr")
        && !folders.iter().any(|known| folder.starts_with(known))
    {
        folders.push(folder.to_path_buf());
    }
    folders.sort();
    folders.dedup();
    (python, folders)
}
