//! Limits over the whole tree of one learner's Python, not each process: a cgroup of its own, made
//! below the checker's own cgroup where the system lets it (cgroup v1's memory and pids hierarchies,
//! or a delegated cgroup v2), holding the memory of all its processes together and how many may run.
//! Where none can be made, each process's address-space limit and the warden's count of processes
//! (`python/warden.py`) are what hold.

use std::ffi::CString;
use std::fs;
use std::io;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU64, Ordering};
use std::thread;
use std::time::{Duration, Instant};

use super::super::protocol::PROCESSES;

/// How many tasks (processes and threads: the kernel counts both) the tree may hold: four times the
/// warden's count. The warden looks a few times a second, stops code past its count and says so; the
/// cgroup is the hard cap that a loop of forks cannot outrun, with room for bubblewrap and threads.
const TASKS: u32 = 4 * PROCESSES;

/// How long removing a cgroup waits for its last processes to leave.
const LEAVING: Duration = Duration::from_secs(2);

/// The cgroups made for one Python's tree, one per hierarchy that holds a controller it needs; the
/// Python joins them as it starts (`join_on_start`), and they are removed on drop.
#[derive(Debug)]
pub struct TreeLimits {
    /// The directories made, each a cgroup.
    dirs: Vec<PathBuf>,
    /// Each directory's `cgroup.procs`, made before the child starts, which must not allocate.
    procs: Vec<CString>,
    /// Where the kernel counts the tree's out-of-memory kills.
    oom: Option<PathBuf>,
}

impl TreeLimits {
    /// A cgroup of `megabytes` in all and at most [`TASKS`] tasks, or `None`
    /// where the memory and pids controllers cannot both be had below the checker's own cgroups.
    pub fn make(megabytes: u64) -> Option<TreeLimits> {
        static MADE: AtomicU64 = AtomicU64::new(0);
        let name = format!(
            "tictactoe-check-{}-{}-{}",
            std::process::id(),
            MADE.fetch_add(1, Ordering::Relaxed),
            namespace()
        );
        let own = Own::read()?;
        let bytes = megabytes.saturating_mul(1024 * 1024).to_string();
        let most = TASKS.to_string();
        let mut limits = TreeLimits {
            dirs: Vec::new(),
            procs: Vec::new(),
            oom: None,
        };
        match (own.v1("memory"), own.v1("pids")) {
            (Some(memory), Some(pids)) => {
                let memory = limits.child(&memory, &name)?;
                fs::write(memory.join("memory.limit_in_bytes"), &bytes).ok()?;
                limits.oom = Some(memory.join("memory.oom_control"));
                let pids = limits.child(&pids, &name)?;
                fs::write(pids.join("pids.max"), &most).ok()?;
            }
            _ => {
                let parent = own.v2.as_ref()?;
                // Lets the children have the controllers, where the parent holds no process itself.
                let _ = fs::write(parent.join("cgroup.subtree_control"), "+memory +pids");
                let child = limits.child(parent, &name)?;
                let controllers = fs::read_to_string(child.join("cgroup.controllers")).ok()?;
                let has = |wanted: &str| controllers.split_whitespace().any(|c| c == wanted);
                if !has("memory") || !has("pids") {
                    return None;
                }
                fs::write(child.join("memory.max"), &bytes).ok()?;
                // Without swap, where the system has the file: the limit is memory, not memory and swap.
                let _ = fs::write(child.join("memory.swap.max"), "0");
                fs::write(child.join("pids.max"), &most).ok()?;
                limits.oom = Some(child.join("memory.events"));
            }
        }
        Some(limits)
    }

    /// Makes `name` below `parent`, kept to be joined and removed.
    fn child(&mut self, parent: &Path, name: &str) -> Option<PathBuf> {
        sweep(parent);
        let dir = parent.join(name);
        fs::create_dir(&dir).ok()?;
        self.dirs.push(dir.clone());
        self.procs
            .push(CString::new(dir.join("cgroup.procs").as_os_str().as_bytes()).ok()?);
        Some(dir)
    }

    /// Has `command`'s process join every cgroup before it runs anything, so nothing it starts is
    /// outside them.
    #[allow(unsafe_code)]
    pub fn join_on_start(&self, command: &mut Command) {
        let procs = self.procs.clone();
        let join = move || -> io::Result<()> {
            use rustix::fs::{Mode, OFlags};
            for path in &procs {
                // "0" is the process that writes it.
                let file = rustix::fs::open(path.as_c_str(), OFlags::WRONLY | OFlags::CLOEXEC, Mode::empty())?;
                rustix::io::write(&file, b"0")?;
            }
            Ok(())
        };
        // SAFETY: between fork and exec the hook only opens, writes and closes files by paths made
        // before the fork; it neither allocates nor takes a lock.
        unsafe {
            std::os::unix::process::CommandExt::pre_exec(command, join);
        }
    }

    /// Whether the kernel has killed a process of the tree for going past the memory limit.
    pub fn out_of_memory(&self) -> bool {
        let Some(said) = self.oom.as_ref().and_then(|path| fs::read_to_string(path).ok()) else {
            return false;
        };
        said.lines()
            .filter_map(|line| line.split_once(' '))
            .any(|(key, count)| key == "oom_kill" && count.trim().parse::<u64>().is_ok_and(|count| count > 0))
    }
}

impl Drop for TreeLimits {
    /// Removes the cgroups, ending first whatever is still in them (a process that left the Python's
    /// process group cannot leave its cgroup).
    fn drop(&mut self) {
        for dir in self.dirs.iter().rev() {
            let deadline = Instant::now() + LEAVING;
            let mut killed = false;
            while let Err(error) = fs::remove_dir(dir) {
                if error.kind() == io::ErrorKind::NotFound || Instant::now() >= deadline {
                    break;
                }
                if !killed {
                    end_everything_in(dir);
                    killed = true;
                }
                thread::sleep(Duration::from_millis(5));
            }
        }
    }
}

/// The checker's PID namespace, which ends each cgroup's name: a hierarchy may be shared with other
/// namespaces (containers), where the process ids in other names mean nothing.
fn namespace() -> String {
    use std::os::unix::fs::MetadataExt;
    fs::metadata("/proc/self/ns/pid").map_or_else(|_| "ns".to_string(), |ns| format!("ns{}", ns.ino()))
}

/// Removes the empty cgroups that checkers of the same PID namespace, no longer running, left below
/// `parent`: a checker killed with SIGKILL cannot remove its own.
fn sweep(parent: &Path) {
    let Ok(entries) = fs::read_dir(parent) else {
        return;
    };
    let (own, namespace) = (std::process::id().to_string(), namespace());
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(rest) = name.to_str().and_then(|name| name.strip_prefix("tictactoe-check-")) else {
            continue;
        };
        let mut parts = rest.split('-');
        let (pid, _, ns) = (parts.next().unwrap_or(""), parts.next(), parts.next());
        let ours = ns == Some(namespace.as_str()) && !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit());
        if ours && pid != own && !Path::new("/proc").join(pid).exists() {
            // Fails, and is left, while a process is still in it.
            let _ = fs::remove_dir(entry.path());
        }
    }
}

/// Kills every process in the cgroup `dir`.
fn end_everything_in(dir: &Path) {
    if fs::write(dir.join("cgroup.kill"), "1").is_ok() {
        return;
    }
    let Ok(procs) = fs::read_to_string(dir.join("cgroup.procs")) else {
        return;
    };
    for pid in procs.lines().filter_map(|line| line.trim().parse::<i32>().ok()) {
        if let Some(pid) = rustix::process::Pid::from_raw(pid) {
            let _ = rustix::process::kill_process(pid, rustix::process::Signal::KILL);
        }
    }
}

/// The checker's own cgroups: the directory of each cgroup v1 hierarchy's, by its controllers, and
/// of the cgroup v2 one.
struct Own {
    /// The controllers of each v1 hierarchy, and the checker's cgroup's directory in it.
    v1: Vec<(Vec<String>, PathBuf)>,
    /// The checker's cgroup v2 directory, where v2 is mounted.
    v2: Option<PathBuf>,
}

impl Own {
    /// From /proc/self/cgroup (where the checker is in each hierarchy) and /proc/self/mountinfo (where
    /// each hierarchy is mounted).
    fn read() -> Option<Own> {
        let cgroups = fs::read_to_string("/proc/self/cgroup").ok()?;
        let mounts = fs::read_to_string("/proc/self/mountinfo").ok()?;
        let mounts: Vec<Mount> = mounts.lines().filter_map(Mount::parse).collect();
        let mut own = Own {
            v1: Vec::new(),
            v2: None,
        };
        for line in cgroups.lines() {
            let mut fields = line.splitn(3, ':');
            let (Some(_), Some(controllers), Some(path)) = (fields.next(), fields.next(), fields.next()) else {
                continue;
            };
            if controllers.is_empty() {
                own.v2 = mounts
                    .iter()
                    .filter(|mount| mount.kind == "cgroup2")
                    .find_map(|mount| mount.dir_of(path));
            } else {
                let controllers: Vec<String> = controllers.split(',').map(str::to_string).collect();
                let dir = mounts
                    .iter()
                    .filter(|mount| mount.kind == "cgroup")
                    .filter(|mount| controllers.iter().all(|c| mount.options.split(',').any(|o| o == c)))
                    .find_map(|mount| mount.dir_of(path));
                if let Some(dir) = dir {
                    own.v1.push((controllers, dir));
                }
            }
        }
        Some(own)
    }

    /// The checker's directory in the v1 hierarchy that has `controller`.
    fn v1(&self, controller: &str) -> Option<PathBuf> {
        self.v1
            .iter()
            .find(|(controllers, _)| controllers.iter().any(|c| c == controller))
            .map(|(_, dir)| dir.clone())
    }
}

/// A line of /proc/self/mountinfo, as far as a cgroup needs it.
struct Mount {
    /// The directory of the hierarchy that is mounted.
    root: String,
    /// Where it is mounted.
    point: PathBuf,
    /// `cgroup` (v1) or `cgroup2`.
    kind: String,
    /// For v1, the controllers among the options.
    options: String,
}

impl Mount {
    /// `36 25 0:31 / /sys/fs/cgroup/memory rw,relatime shared:14 - cgroup cgroup rw,memory`.
    fn parse(line: &str) -> Option<Mount> {
        let (before, after) = line.split_once(" - ")?;
        let before: Vec<&str> = before.split(' ').collect();
        let mut after = after.split(' ');
        let kind = after.next()?.to_string();
        let _source = after.next()?;
        Some(Mount {
            root: before.get(3)?.to_string(),
            point: PathBuf::from(before.get(4)?.replace("\\040", " ")),
            kind,
            options: after.next().unwrap_or("").to_string(),
        })
    }

    /// The directory of the cgroup at `path` of the hierarchy, if this mount shows it.
    fn dir_of(&self, path: &str) -> Option<PathBuf> {
        let below = path.strip_prefix(self.root.trim_end_matches('/'))?;
        let below = below.trim_start_matches('/');
        let dir = self.point.join(below);
        dir.is_dir().then_some(dir)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mount_line_is_read() {
        let mount = Mount::parse("36 25 0:31 / /sys/fs/cgroup/memory rw,relatime shared:14 - cgroup cgroup rw,memory")
            .expect("a mount");
        assert_eq!((mount.root.as_str(), mount.kind.as_str()), ("/", "cgroup"));
        assert_eq!(mount.point, PathBuf::from("/sys/fs/cgroup/memory"));
        assert!(mount.options.split(',').any(|o| o == "memory"));
        assert!(Mount::parse("36 25 0:31 / /proc rw").is_none());
    }
}
