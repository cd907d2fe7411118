//! One Python process running the learner's file: started with the program and the file's source, its
//! reply lines read on a thread so that waiting for one can time out, the request under way read from
//! a file it shares, and its end (with everything it started) when it hangs, dies or is done with.

use std::collections::VecDeque;
use std::ffi::OsString;
use std::fs::File;
use std::io::{ErrorKind, Read, Seek, SeekFrom, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::Duration;

use super::super::cancel::Cancel;
use super::super::door::{PROGRESS, Transport};
use super::super::protocol::{Ended, Imported, REPLY_CAP, Request};
use super::super::start_error::RunError;
use super::carrier::{Carrier, imported};
use super::cgroup::TreeLimits;
use super::cpu::{CpuClock, Overrun, Watch};
use super::lines::{LOOK_EVERY, Line, Partial};
use super::{Lost, Setup, StartError, spawner};

/// A started Python process that has imported the file.
pub struct Running {
    child: Child,
    requests: ChildStdin,
    /// Lines from Python's standard output, read on a thread so that waiting for one can time out;
    /// those read together come together.
    replies: Receiver<Vec<Line>>,
    /// How long a line the thread reads; a longer one is dropped as it comes.
    line_cap: Arc<AtomicUsize>,
    /// Lines come but not yet taken.
    pending: VecDeque<Line>,
    /// Where Python marks the request under way; `None` if it could not be made (Python then sends each
    /// reply at once).
    progress: Option<ProgressFile>,
    /// How it ended, once it has been stopped.
    ended: Option<ExitStatus>,
    /// The check's cancel, which ends this process too while it runs.
    cancel: Cancel,
    /// The CPU time the learner's Python has spent, where it can be read.
    clock: Option<CpuClock>,
    /// How many processes down from the one started the warden is (see `python/warden.py`).
    warden_depth: usize,
    /// The cgroup that limits the whole tree, where one could be made; removed once the process has
    /// been stopped (fields drop after `drop`).
    limits: Option<TreeLimits>,
}

impl Running {
    /// Starts a Python on the learner's source as the door says; with it, what Python found of the file.
    pub fn start(setup: &Setup) -> Result<(Running, Imported), StartError> {
        if setup.cancel.is_cancelled() {
            return Err(StartError::Cancelled);
        }
        let (file, timeout) = (&setup.door.file().to_path_buf(), setup.timeout);
        let python = &setup.door.python().to_path_buf();
        let progress = ProgressFile::create();
        let limits = TreeLimits::make(setup.memory);
        let mut child =
            spawner::spawn(command(setup, progress.as_ref(), limits.as_ref())).map_err(|e| StartError::CannotRun {
                python: python.clone(),
                error: RunError::Refused(e.to_string()),
            })?;
        let line_cap = Arc::new(AtomicUsize::new(REPLY_CAP));
        let replies = lines_of(child.stdout.take().expect("piped"), line_cap.clone());
        let errors = text_of(child.stderr.take().expect("piped"));
        let requests = child.stdin.take().expect("piped");
        let mut running = Running {
            child,
            requests,
            replies,
            line_cap,
            pending: VecDeque::new(),
            progress,
            ended: None,
            cancel: setup.cancel.clone(),
            clock: None,
            warden_depth: match setup.door.transport() {
                Transport::Process { .. } => 0,
                // bubblewrap, then the first process of its namespace, then Python.
                Transport::Sandbox(_) => 2,
            },
            limits,
        };
        if !setup.cancel.started(running.child.id()) {
            return Err(StartError::Cancelled);
        }
        // The source first, read by Python before anything else; a Python that cannot take it has
        // already ended, which the first line below says.
        let head = format!("{}\n", Request::source(setup.door.source().len()));
        let _ = running
            .requests
            .write_all(head.as_bytes())
            .and_then(|()| running.requests.write_all(setup.door.source()))
            .and_then(|()| running.requests.flush());
        let (python, file) = (python.clone(), file.clone());
        let line = match running.first_line(timeout) {
            Ok(Line::Whole(line)) => line,
            // Not the line that says the file is imported, whatever it was.
            Ok(Line::TooLong(_)) => String::new(),
            Err(Awaited::Overrun(Overrun::Spent)) => return Err(StartError::ImportTimedOut { file, limit: timeout }),
            Err(Awaited::Overrun(Overrun::Waited(waited))) => return Err(StartError::ImportWaited { file, waited }),
            Err(Awaited::Ended) if running.cancel.is_cancelled() => return Err(StartError::Cancelled),
            Err(Awaited::Ended) => {
                let ended = Ended::of(running.stop());
                // Python has exited, so its standard error is closed and read to the end.
                let said = errors.recv_timeout(Duration::from_secs(1)).unwrap_or_default();
                let said = said.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").trim();
                let said = said.to_string();
                return Err(StartError::EndedEarly {
                    python,
                    file,
                    ended,
                    said,
                });
            }
        };
        Ok((running, imported(&line, python, file)?))
    }

    /// Python's first line, once it has imported the file, which may spend `limit`; the warden has
    /// forked the worker by then, so the clock is read from then on.
    fn first_line(&mut self, limit: Duration) -> Result<Line, Awaited> {
        let mut watch = Watch::start();
        loop {
            let clock = CpuClock::below(self.child.id(), self.warden_depth);
            match self.line(LOOK_EVERY) {
                Ok(line) => {
                    self.clock = CpuClock::below(self.child.id(), self.warden_depth);
                    return Ok(line);
                }
                Err(RecvTimeoutError::Disconnected) => return Err(Awaited::Ended),
                Err(RecvTimeoutError::Timeout) => {
                    if let Some(overrun) = watch.overrun(clock, limit) {
                        return Err(Awaited::Overrun(overrun));
                    }
                }
            }
        }
    }

    /// Ends the process and everything it started, waits for it, and says how it ended. The warden is
    /// asked first (SIGTERM), and given a moment to end every process below it; then the process group
    /// is killed in any case. Only the first call kills: after the wait, its id may belong to another
    /// process.
    fn stop(&mut self) -> ExitStatus {
        if let Some(ended) = self.ended {
            return ended;
        }
        self.cancel.ending(self.child.id());
        #[cfg(unix)]
        {
            use super::signal;
            use std::time::Instant;
            if matches!(self.child.try_wait(), Ok(None)) {
                signal::terminate(self.child.id());
                let deadline = Instant::now() + WARDEN_GRACE;
                while matches!(self.child.try_wait(), Ok(None)) && Instant::now() < deadline {
                    thread::sleep(Duration::from_millis(5));
                }
            }
            // The group's id is the process's id, still ours until we wait for it.
            signal::kill_group(self.child.id());
        }
        let _ = self.child.kill();
        let status = self.child.wait();
        *self.ended.insert(status.unwrap_or_else(|_| killed()))
    }
}

impl Carrier for Running {
    fn send(&mut self, requests: &[u8]) -> std::io::Result<()> {
        self.requests.write_all(requests)?;
        self.requests.flush()
    }

    fn cap_lines(&mut self, bytes: usize) {
        self.line_cap.store(bytes, Ordering::Relaxed);
    }

    fn line(&mut self, wait: Duration) -> Result<Line, RecvTimeoutError> {
        if self.pending.is_empty() {
            self.pending.extend(self.replies.recv_timeout(wait)?);
        }
        self.pending.pop_front().ok_or(RecvTimeoutError::Timeout)
    }

    /// As the progress file says; `None` when there is no progress file.
    fn under_way(&mut self) -> Option<Option<u64>> {
        self.progress.as_mut().map(ProgressFile::read)
    }

    fn clock(&self) -> Option<CpuClock> {
        self.clock
    }

    /// The worker's own, not the fresh copies' it makes.
    fn spent(&self) -> Option<Duration> {
        self.clock.and_then(|clock| clock.worker_spent())
    }

    /// Out of memory when the kernel killed a process of the tree for it, however the Python ended.
    fn lost(&mut self) -> Lost {
        let ended = Ended::of(self.stop());
        match self.limits.as_ref().is_some_and(TreeLimits::out_of_memory) {
            true => Lost::Ended(Ended::OutOfMemory),
            false => Lost::Ended(ended),
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The command that runs the program on the learner's file (by its absolute path: a sandbox starts
/// elsewhere) with the memory limit and the progress file, as the door says, in a process group of its
/// own, so that killing the group also ends whatever the learner's code started; and in the cgroup that
/// limits the whole tree, where there is one.
fn command(setup: &Setup, progress: Option<&ProgressFile>, limits: Option<&TreeLimits>) -> Command {
    let file = std::path::absolute(setup.door.file()).unwrap_or_else(|_| setup.door.file().to_path_buf());
    let mut args: Vec<OsString> = vec!["-B".into(), "-c".into(), setup.program.clone().into(), file.into()];
    args.push(setup.memory.to_string().into());
    let mut command = match setup.door.transport() {
        Transport::Process { python, .. } => {
            args.push(progress.map_or(PathBuf::new(), |progress| progress.path.clone()).into());
            let mut command = Command::new(python);
            command.args(args);
            command
        }
        Transport::Sandbox(sandbox) => {
            args.push(progress.map_or("", |_| PROGRESS).into());
            sandbox.command(&args, progress.map(|progress| progress.path.as_path()))
        }
    };
    command
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    #[cfg(unix)]
    std::os::unix::process::CommandExt::process_group(&mut command, 0);
    if let Some(limits) = limits {
        limits.join_on_start(&mut command);
    }
    command
}

/// Why no first line came.
enum Awaited {
    /// Python went past its limit.
    Overrun(Overrun),
    /// Python ended.
    Ended,
}

/// How long the warden has to end the learner's processes once asked.
#[cfg(unix)]
const WARDEN_GRACE: Duration = Duration::from_secs(2);

/// The status of a process that could not be waited for: taken as killed.
fn killed() -> ExitStatus {
    #[cfg(unix)]
    {
        std::os::unix::process::ExitStatusExt::from_raw(9)
    }
    #[cfg(windows)]
    {
        std::os::windows::process::ExitStatusExt::from_raw(1)
    }
    // No process is ever started where there are none (a browser).
    #[cfg(not(any(unix, windows)))]
    {
        ExitStatus::default()
    }
}

/// A file of 8 bytes that Python maps into memory and writes the id of each request into as it starts
/// on it: how the checker knows which request of a batch is under way while the replies before it are
/// held back. Python removes its name as soon as it has mapped it.
struct ProgressFile {
    path: PathBuf,
    file: File,
}

impl ProgressFile {
    fn create() -> Option<ProgressFile> {
        static MADE: AtomicU64 = AtomicU64::new(0);
        let name = format!(
            "tictactoe-check-cs50-{}-{}",
            std::process::id(),
            MADE.fetch_add(1, Ordering::Relaxed)
        );
        let path = std::env::temp_dir().join(name);
        let mut file = File::options()
            .read(true)
            .write(true)
            .create_new(true)
            .open(&path)
            .ok()?;
        let progress = ProgressFile {
            path,
            file: file.try_clone().ok()?,
        };
        file.write_all(&[0; 8]).ok()?;
        Some(progress)
    }

    /// The id of the request Python last started on.
    fn read(&mut self) -> Option<u64> {
        let mut id = [0; 8];
        self.file.seek(SeekFrom::Start(0)).ok()?;
        self.file.read_exact(&mut id).ok()?;
        Some(u64::from_le_bytes(id))
    }
}

impl Drop for ProgressFile {
    fn drop(&mut self) {
        // Already gone once Python has mapped it.
        let _ = std::fs::remove_file(&self.path);
    }
}

/// The lines a stream gives, until its end (the last one with or without its newline), on a channel:
/// the lines of one read are sent together, so a batch of replies wakes the reader once. A line longer
/// than `cap` bytes is dropped as it comes, so an endless line never grows the checker's memory.
fn lines_of(mut stream: impl Read + Send + 'static, cap: Arc<AtomicUsize>) -> Receiver<Vec<Line>> {
    let (sender, receiver) = mpsc::channel();
    thread::spawn(move || {
        let (mut buffer, mut partial) = (vec![0; 64 * 1024], Partial::default());
        loop {
            let read = match stream.read(&mut buffer) {
                Ok(0) => break,
                Ok(read) => read,
                Err(error) if error.kind() == ErrorKind::Interrupted => continue,
                Err(_) => break,
            };
            let cap = cap.load(Ordering::Relaxed);
            let lines = partial.lines(&buffer[..read], cap);
            if !lines.is_empty() && sender.send(lines).is_err() {
                return;
            }
        }
        if let Some(last) = partial.end(cap.load(Ordering::Relaxed)) {
            let _ = sender.send(vec![last]);
        }
    });
    receiver
}

/// The first few kilobytes of a stream, sent once it ends. The rest is read and dropped, so the writer
/// never blocks.
fn text_of(stream: impl Read + Send + 'static) -> Receiver<String> {
    let (sender, receiver) = mpsc::channel();
    thread::spawn(move || {
        let mut kept = Vec::new();
        let mut stream = stream;
        let _ = (&mut stream).take(4096).read_to_end(&mut kept);
        let _ = std::io::copy(&mut stream, &mut std::io::sink());
        let _ = sender.send(String::from_utf8_lossy(&kept).into_owned());
    });
    receiver
}
