//! Signals sent to the learner's Python by kill(2) itself: no program named `kill` is looked for on the
//! `PATH`, where a file could have planted one.

/// Asks the process `pid` to end (SIGTERM): the warden ends every process of the learner's, then itself.
pub fn terminate(pid: u32) {
    #[cfg(unix)]
    if let Some(pid) = pid_of(pid) {
        let _ = rustix::process::kill_process(pid, rustix::process::Signal::TERM);
    }
    #[cfg(not(unix))]
    let _ = pid;
}

/// Kills every process of the group `pid` leads (SIGKILL): the learner's Python and whatever it started
/// that stayed in its group.
#[cfg(unix)]
pub fn kill_group(pid: u32) {
    if let Some(pid) = pid_of(pid) {
        let _ = rustix::process::kill_process_group(pid, rustix::process::Signal::KILL);
    }
}

/// A process id as kill(2) takes it; never 0 or negative, which would name the checker's own group or
/// every process.
#[cfg(unix)]
fn pid_of(pid: u32) -> Option<rustix::process::Pid> {
    rustix::process::Pid::from_raw(i32::try_from(pid).ok()?)
}
