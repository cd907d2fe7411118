//! The Python process that runs the learner's file: starting it with the file's source, one request line
//! per call and one reply line back, each call within the time limit, and ending it (with everything it
//! started) when a call hangs, when it dies, and when the check ends. Requests go in batches and Python
//! sends the replies to a batch together; a file of 8 bytes shared with it says which call is under way
//! meanwhile, so the call that hangs or ends the process is the one blamed. On Linux the process keeps a
//! warden (see `harness.py`) that ends every process the learner's code started even when the checker
//! itself is killed; asked with SIGTERM, it ends them all before it exits.
//!
//! The protocol is described at the top of `harness.py`, which is compiled into the binary.

use std::collections::VecDeque;
use std::fs::File;
use std::io::{ErrorKind, Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use super::calls::{Call, Function};
use crate::board::Board;
use crate::lang::Said;

/// The Python side, run with `python -B -c`.
const HARNESS: &str = include_str!("harness.py");

/// What a call did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CallResult {
    /// The value it returned, as `harness.py` writes it: `X`, `0,1 2,2`, `X........`, `True`, ..., or `?`
    /// and the value's repr when it is not the kind of value the function must return.
    Returned(String),
    /// The exception it raised: `ValueError: cell taken (tictactoe.py, line 40)`.
    Raised(String),
}

/// A call's reply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub result: CallResult,
    /// The board that was passed in, read again after the call: `=` if it is unchanged, `?` if it no
    /// longer reads as a board.
    pub input_after: String,
}

/// Why a call has no reply. The process is gone afterwards; the next call starts a new one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Lost {
    /// The call took longer than the time limit.
    TimedOut(Duration),
    /// Python ended during the call (how it ended).
    Exited(Said),
    /// The learner's code started more processes than it may.
    TooManyProcesses,
    /// A line that is not the reply to this call (the line, shortened).
    Unreadable(String),
}

/// The learner's file, run by one Python process at a time.
pub struct Harness {
    python: PathBuf,
    file: PathBuf,
    /// The file's source, read once for the whole check.
    source: Vec<u8>,
    timeout: Duration,
    /// How many megabytes the Python may use.
    memory: u64,
    running: Option<Running>,
    /// The id of the next request: counted across batches and processes, so that a stray line (the learner's
    /// code can find the protocol's file descriptor) is not taken for a reply.
    next_id: u64,
    /// Why the file's own board is not CS50's, if it is not.
    note: Option<Said>,
}

impl Harness {
    /// A harness for the learner's `file`, whose `source` was read once.
    pub fn new(python: &Path, file: &Path, source: Vec<u8>, timeout: Duration, memory: u64) -> Harness {
        Harness {
            python: python.to_path_buf(),
            file: file.to_path_buf(),
            source,
            timeout,
            memory,
            running: None,
            next_id: 0,
            note: None,
        }
    }

    /// Starts Python and imports the file, unless that is done already. The error is the one line
    /// to show the user.
    pub fn start(&mut self) -> Result<(), Said> {
        if self.running.is_none() {
            let (running, note) = Running::start(self)?;
            self.running = Some(running);
            self.note = note;
        }
        Ok(())
    }

    /// Why the file's own board is not CS50's, as Python found it on starting; `None` when it is.
    pub fn note(&self) -> Option<&Said> {
        self.note.as_ref()
    }

    /// Makes the calls in order, each within `limit` of the reply before, handing each reply over as it
    /// comes. Returns why a call got no reply, if one did not: the calls after it were not made. Fails
    /// only when Python cannot be started.
    pub fn call(
        &mut self,
        calls: &[Call],
        limit: Duration,
        mut on_reply: impl FnMut(&Call, Reply),
    ) -> Result<Option<Lost>, Said> {
        let requests: Vec<String> = calls.iter().map(|call| call.request()).collect();
        let lost = self.exchange(&requests, limit, |at, line, id| match parse_reply(line, id) {
            Some(reply) => {
                on_reply(&calls[at], reply);
                true
            }
            None => false,
        })?;
        Ok(lost)
    }

    /// Makes `requests` (each a line's fields after its id) in order and reads one reply line for each,
    /// each request within `limit` of Python starting on it. `read(at, line, id)` takes the reply to
    /// request `at`, saying whether it was one; replies come in order. Returns why the first request
    /// without a reply got none, if one did not: the requests after it were not made, and the process is
    /// ended. Python holds the replies to a batch back until it has made the whole batch, so a request
    /// that loses its process (or sends a stray line) can take the replies before it along: those
    /// requests are made again, and with a stray line one at a time, to find which one sent it.
    fn exchange(
        &mut self,
        requests: &[String],
        limit: Duration,
        mut read: impl FnMut(usize, &str, u64) -> bool,
    ) -> Result<Option<Lost>, Said> {
        // The requests answered, from the first.
        let mut answered = 0;
        // A request that is to get no reply, once the ones before it are answered.
        let mut doomed: Option<(usize, Lost)> = None;
        // The requests before this one are made one at a time.
        let mut singly = 0;
        loop {
            if let Some((_, lost)) = doomed.take_if(|(at, _)| *at == answered) {
                return Ok(Some(lost));
            }
            if answered == requests.len() {
                return Ok(None);
            }
            let end = match &doomed {
                _ if answered < singly => answered + 1,
                Some((at, _)) => *at,
                None => requests.len(),
            };
            let start = answered;
            let missing = self.batch(&requests[start..end], limit, |at, line, id| {
                let taken = read(start + at, line, id);
                answered += usize::from(taken);
                taken
            })?;
            if let Some(Missing { through, lost, known }) = missing {
                let through = start + through;
                match (through == answered, known) {
                    (true, _) => return Ok(Some(lost)),
                    (false, true) => doomed = Some((through, lost)),
                    (false, false) => singly = through + 1,
                }
            }
        }
    }

    /// Sends `requests` together and reads their replies in order, each request within `limit` of
    /// Python starting on it (the reply before it, or the progress file, says when). Returns which
    /// request got no reply and why, if one did not; the process is then ended.
    fn batch(
        &mut self,
        requests: &[String],
        limit: Duration,
        mut read: impl FnMut(usize, &str, u64) -> bool,
    ) -> Result<Option<Missing>, Said> {
        self.start()?;
        let running = self.running.as_mut().expect("started above");
        // A batch is a few kilobytes, so writing it never blocks.
        let first_id = self.next_id;
        self.next_id += requests.len() as u64;
        let mut batch = String::new();
        for (id, request) in (first_id..).zip(requests) {
            batch.push_str(&format!("{id}\t{request}\n"));
        }
        let missing = 'requests: {
            if running
                .requests
                .write_all(batch.as_bytes())
                .and_then(|_| running.requests.flush())
                .is_err()
            {
                break 'requests Some(Missing {
                    through: 0,
                    lost: running.lost(),
                    known: true,
                });
            }
            let count = requests.len();
            // The request awaited, and the last one known to be under way, since when.
            let (mut at, mut under_way, mut since) = (0, 0, Instant::now());
            while at < count {
                let left = limit.saturating_sub(since.elapsed());
                match running.line(left.min(LOOK_EVERY)) {
                    Ok(line) if read(at, &line, first_id + at as u64) => {
                        at += 1;
                        if at > under_way {
                            (under_way, since) = (at, Instant::now());
                        }
                    }
                    Ok(line) => {
                        let lost = Lost::Unreadable(shortened(&line));
                        break 'requests Some(running.missing(at, first_id, count, lost));
                    }
                    Err(RecvTimeoutError::Timeout) => match running.under_way(first_id, count) {
                        UnderWay::At(now) if now > under_way => (under_way, since) = (now, Instant::now()),
                        _ if since.elapsed() < limit => {}
                        // The one that hangs is one of those not answered.
                        UnderWay::Unknown => {
                            break 'requests Some(Missing {
                                through: count - 1,
                                lost: Lost::TimedOut(limit),
                                known: at == count - 1,
                            });
                        }
                        _ => {
                            break 'requests Some(Missing {
                                through: under_way,
                                lost: Lost::TimedOut(limit),
                                known: true,
                            });
                        }
                    },
                    Err(RecvTimeoutError::Disconnected) => {
                        // The progress file outlives the process.
                        let lost = running.lost();
                        break 'requests Some(running.missing(at, first_id, count, lost));
                    }
                }
            }
            None
        };
        if missing.is_some() {
            // Dropping it kills it.
            self.running = None;
        }
        Ok(missing)
    }

    /// Runs `work` in a fresh copy of Python, as it was when it had just imported the file: nothing the
    /// calls before did is left in it (a cache, a global). `right` names the functions replaced there by
    /// right ones, to see whether another fails only because of them. The copy is made from one kept
    /// since the import, so the file is not imported again.
    pub fn fresh<T>(
        &mut self,
        right: &[Function],
        limit: Duration,
        work: impl FnOnce(&mut Harness) -> Result<Result<T, Lost>, Said>,
    ) -> Result<Result<T, Lost>, Said> {
        let names: Vec<&str> = right.iter().map(|f| f.name()).collect();
        let opening = ["fresh".to_string(), format!("right\t{}", names.join(" "))];
        for request in opening {
            if let Some(lost) = self.exchange(&[request], limit, |_, line, id| parse_reply(line, id).is_some())? {
                return Ok(Err(lost));
            }
        }
        let done = work(self)?;
        // A copy that hung or died is gone with its process; one that answered ends its session.
        if done.is_ok()
            && let Some(lost) = self.exchange(&["end".to_string()], limit, |_, line, id| {
                parse_reply(line, id).is_some()
            })?
        {
            return Ok(Err(lost));
        }
        Ok(done)
    }

    /// Runs the learner's `minimax` on `board`, recording every call of the file's own functions that
    /// takes a board (see `harness.py`).
    pub fn trace(&mut self, board: Board, limit: Duration) -> Result<Result<TraceReply, Lost>, Said> {
        let mut traced = None;
        let lost = self.exchange(&[format!("trace\t{board}")], limit, |_, line, id| {
            traced = parse_trace(line, id);
            traced.is_some()
        })?;
        Ok(match lost {
            Some(lost) => Err(lost),
            None => Ok(traced.expect("read above")),
        })
    }

    /// Runs CS50's check `name` as check50 does; its reply: `pass`, `fail RATIONALE`, `error ...`.
    pub fn check50(&mut self, name: &str, limit: Duration) -> Result<Result<String, Lost>, Said> {
        let mut outcome = None;
        let lost = self.exchange(&[format!("check50\t{name}")], limit, |_, line, id| {
            outcome = parse_reply(line, id).map(|reply| match reply.result {
                CallResult::Returned(text) | CallResult::Raised(text) => text,
            });
            outcome.is_some()
        })?;
        Ok(match lost {
            Some(lost) => Err(lost),
            None => Ok(outcome.expect("read above")),
        })
    }
}

/// What a traced `minimax` did: what it returned (or raised), and its calls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceReply {
    /// What `minimax` itself returned or raised.
    pub result: CallResult,
    /// Positions the course's alpha-beta visits on the same board, trying actions in the order the
    /// file's `actions` gives them; `None` when the trace was cut off.
    pub alphabeta: Option<u64>,
    /// The calls, as `harness.py` writes them (see `culprit::parse`).
    pub calls: String,
}

/// Reads `ID<TAB>traced<TAB>return|raise<TAB>VALUE<TAB>AFTER<TAB>COUNT<TAB>CALLS`.
fn parse_trace(line: &str, id: u64) -> Option<TraceReply> {
    let fields: Vec<&str> = line.splitn(7, '\t').collect();
    let [ident, "traced", kind, value, _after, count, calls] = fields.as_slice() else {
        return None;
    };
    if *ident != id.to_string() {
        return None;
    }
    let result = match *kind {
        "return" => CallResult::Returned(value.to_string()),
        "raise" => CallResult::Raised(value.to_string()),
        _ => return None,
    };
    Some(TraceReply {
        result,
        alphabeta: count.parse().ok(),
        calls: calls.to_string(),
    })
}

/// How often a batch whose replies are late looks at the progress file.
const LOOK_EVERY: Duration = Duration::from_millis(50);

/// The request of a batch that got no reply.
struct Missing {
    /// Its place in the batch; or, when not `known`, the last place it can be (it is at or after the
    /// first request without a reply).
    through: usize,
    /// Why it got none.
    lost: Lost,
    /// Whether it is known which request it is.
    known: bool,
}

/// Which request of a batch Python has started on, as the progress file says.
enum UnderWay {
    /// There is no progress file: each reply is sent at once, so it is the one whose reply is awaited.
    Unmarked,
    /// This one.
    At(usize),
    /// The file names none of the batch: the learner's code wrote over it.
    Unknown,
}

/// A started Python process that has imported the file.
struct Running {
    child: Child,
    requests: ChildStdin,
    /// Lines from Python's standard output, read on a thread so that waiting for one can time out;
    /// those read together come together.
    replies: Receiver<Vec<String>>,
    /// Lines come but not yet taken.
    pending: VecDeque<String>,
    /// Where Python marks the request under way; `None` if it could not be made (Python then sends each
    /// reply at once).
    progress: Option<ProgressFile>,
    /// How it ended, once it has been stopped.
    ended: Option<ExitStatus>,
}

/// A file of 8 bytes that Python maps into memory and writes the id of each request into as it starts
/// on it (see `harness.py`): how the checker knows which request of a batch is under way while the
/// replies before it are held back. Python removes its name as soon as it has mapped it.
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

/// The exit status of a warden that stopped the learner's code for starting too many processes (as
/// `TOO_MANY_PROCESSES` in `harness.py`).
const TOO_MANY_PROCESSES: i32 = 120;

impl Running {
    /// Starts Python on the learner's source; with it, why the file's board is not CS50's, if it is not.
    fn start(harness: &Harness) -> Result<(Running, Option<Said>), Said> {
        let (python, file, timeout) = (&harness.python, &harness.file, harness.timeout);
        let progress = ProgressFile::create();
        let mut command = Command::new(python);
        command
            .arg("-B")
            .arg("-c")
            .arg(HARNESS)
            .arg(file)
            .arg(harness.memory.to_string())
            .arg(progress.as_ref().map_or(Path::new(""), |progress| &progress.path))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        // Its own process group, so that killing the group also ends whatever the learner's code started.
        #[cfg(unix)]
        std::os::unix::process::CommandExt::process_group(&mut command, 0);
        let shown = python.display();
        let mut child = command.spawn().map_err(|e| {
            Said::new(
                format!("cannot run '{shown}': {e} (install Python 3, or name it with --python PATH)"),
                format!("无法运行 '{shown}'：{e}（请安装 Python 3，或用 --python PATH 指定）"),
            )
        })?;
        let replies = lines_of(child.stdout.take().expect("piped"));
        let errors = text_of(child.stderr.take().expect("piped"));
        let requests = child.stdin.take().expect("piped");
        let mut running = Running {
            child,
            requests,
            replies,
            pending: VecDeque::new(),
            progress,
            ended: None,
        };
        // The source first, read by Python before anything else; a Python that cannot take it has
        // already ended, which the first line below says.
        let head = format!("source\t{}\n", harness.source.len());
        let _ = running
            .requests
            .write_all(head.as_bytes())
            .and_then(|()| running.requests.write_all(&harness.source))
            .and_then(|()| running.requests.flush());
        let name = file.display();
        let first = running.line(timeout);
        let fields: Vec<&str> = first.as_deref().map_or(vec![], |line| line.split('\t').collect());
        match (first.as_deref(), fields.as_slice()) {
            (_, ["ready", kind, detail]) => Ok((running, foreign_board(kind, detail))),
            (_, ["error", "import", message]) => Err(Said::new(
                format!("{name} does not import: {message}"),
                format!("无法导入 {name}：{message}"),
            )),
            (_, ["error", "missing", names]) => Err(missing(&name.to_string(), names)),
            (_, ["error", "python", version]) => Err(Said::new(
                format!("'{shown}' is Python {version}; check-cs50 needs Python 3 (name one with --python PATH)"),
                format!("'{shown}' 是 Python {version}；check-cs50 需要 Python 3（可用 --python PATH 指定）"),
            )),
            (Err(RecvTimeoutError::Timeout), _) => {
                let seconds = timeout.as_secs_f64();
                Err(Said::new(
                    format!("importing {name} took longer than {seconds} s (see --timeout)"),
                    format!("导入 {name} 用时超过 {seconds} 秒（见 --timeout）"),
                ))
            }
            (Err(RecvTimeoutError::Disconnected), _) => {
                let status = ended(running.stop());
                // Python has exited, so its standard error is closed and read to the end.
                let said = errors.recv_timeout(Duration::from_secs(1)).unwrap_or_default();
                let said = said.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").trim();
                let (en, zh) = match said.is_empty() {
                    true => (status.en.clone(), status.zh.clone()),
                    false => (format!("{}: {said}", status.en), format!("{}：{said}", status.zh)),
                };
                Err(Said::new(
                    format!("'{shown}' stopped before it could check {name} ({en}); is it Python 3?"),
                    format!("'{shown}' 在检查 {name} 之前就停止了（{zh}）；它是 Python 3 吗？"),
                ))
            }
            (Ok(line), _) => {
                let line = shortened(line);
                Err(Said::new(
                    format!("'{shown}' did not start the checker: it said {line:?}; is it Python 3?"),
                    format!("'{shown}' 没有启动检查程序：它输出了 {line:?}；它是 Python 3 吗？"),
                ))
            }
        }
    }

    /// The next line Python wrote, waiting at most `wait` for it.
    fn line(&mut self, wait: Duration) -> Result<String, RecvTimeoutError> {
        if self.pending.is_empty() {
            self.pending.extend(self.replies.recv_timeout(wait)?);
        }
        self.pending.pop_front().ok_or(RecvTimeoutError::Timeout)
    }

    /// The place in a batch of `count` requests from `first_id` of the one Python has started on.
    fn under_way(&mut self, first_id: u64, count: usize) -> UnderWay {
        let Some(progress) = self.progress.as_mut() else {
            return UnderWay::Unmarked;
        };
        match progress.read() {
            Some(id) if (first_id..first_id + count as u64).contains(&id) => UnderWay::At((id - first_id) as usize),
            _ => UnderWay::Unknown,
        }
    }

    /// The request of a batch of `count` from `first_id` that got no reply for `lost` when the reply
    /// awaited was `at`'s: a request that ends Python is the one under way, but a stray line may come
    /// from any request from the one awaited to the one under way.
    fn missing(&mut self, at: usize, first_id: u64, count: usize, lost: Lost) -> Missing {
        let (through, sure) = match self.under_way(first_id, count) {
            UnderWay::Unmarked => (at, true),
            UnderWay::At(now) => (now.max(at), !matches!(lost, Lost::Unreadable(_))),
            UnderWay::Unknown => (count - 1, false),
        };
        Missing {
            through,
            lost,
            known: sure || through == at,
        }
    }

    /// Why the call under way got no reply, the process having ended.
    fn lost(&mut self) -> Lost {
        let status = self.stop();
        match status.code() {
            Some(TOO_MANY_PROCESSES) => Lost::TooManyProcesses,
            _ => Lost::Exited(ended(status)),
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
        #[cfg(unix)]
        {
            let signal = |signal: &str, target: &str| {
                let _ = Command::new("kill")
                    .args([signal, "--", target])
                    .stdin(Stdio::null())
                    .stdout(Stdio::null())
                    .stderr(Stdio::null())
                    .status();
            };
            let pid = self.child.id().to_string();
            if matches!(self.child.try_wait(), Ok(None)) {
                signal("-TERM", &pid);
                let deadline = Instant::now() + WARDEN_GRACE;
                while matches!(self.child.try_wait(), Ok(None)) && Instant::now() < deadline {
                    thread::sleep(Duration::from_millis(5));
                }
            }
            // The group's id is the process's id, still ours until we wait for it.
            signal("-KILL", &format!("-{pid}"));
        }
        let _ = self.child.kill();
        let status = self.child.wait();
        *self.ended.insert(status.unwrap_or_else(|_| killed()))
    }
}

/// How long the warden has to end the learner's processes once asked.
const WARDEN_GRACE: Duration = Duration::from_secs(2);

/// The status of a process that could not be waited for: taken as killed.
fn killed() -> ExitStatus {
    #[cfg(unix)]
    {
        std::os::unix::process::ExitStatusExt::from_raw(9)
    }
    #[cfg(not(unix))]
    {
        std::os::windows::process::ExitStatusExt::from_raw(1)
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The lines a stream gives, until its end (the last one with or without its newline), on a channel:
/// the lines of one read are sent together, so a batch of replies wakes the reader once.
fn lines_of(mut stream: impl Read + Send + 'static) -> Receiver<Vec<String>> {
    let (sender, receiver) = mpsc::channel();
    thread::spawn(move || {
        let text = |line: &[u8]| String::from_utf8_lossy(line).trim_end_matches(['\n', '\r']).to_string();
        let (mut buffer, mut partial) = (vec![0; 64 * 1024], Vec::new());
        loop {
            let read = match stream.read(&mut buffer) {
                Ok(0) => break,
                Ok(read) => read,
                Err(error) if error.kind() == ErrorKind::Interrupted => continue,
                Err(_) => break,
            };
            let mut lines = Vec::new();
            for piece in buffer[..read].split_inclusive(|&byte| byte == b'\n') {
                partial.extend_from_slice(piece);
                if piece.ends_with(b"\n") {
                    lines.push(text(&partial));
                    partial.clear();
                }
            }
            if !lines.is_empty() && sender.send(lines).is_err() {
                return;
            }
        }
        if !partial.is_empty() {
            let _ = sender.send(vec![text(&partial)]);
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

/// Reads `ID<TAB>return|raise<TAB>VALUE<TAB>BOARD`; `None` if the line is anything else.
fn parse_reply(line: &str, id: u64) -> Option<Reply> {
    let mut fields = line.split('\t');
    let (ident, kind, value, after) = (fields.next()?, fields.next()?, fields.next()?, fields.next()?);
    if fields.next().is_some() || ident != id.to_string() {
        return None;
    }
    let result = match kind {
        "return" => CallResult::Returned(value.to_string()),
        "raise" => CallResult::Raised(value.to_string()),
        _ => return None,
    };
    Some(Reply {
        result,
        input_after: after.to_string(),
    })
}

fn missing(file: &str, names: &str) -> Said {
    let names: Vec<&str> = names.split(' ').collect();
    let (noun, list, zh) = match names.as_slice() {
        [one] => ("function", one.to_string(), one.to_string()),
        [rest @ .., last] => (
            "functions",
            format!("{} or {last}", rest.join(", ")),
            format!("{}、{last}", rest.join("、")),
        ),
        [] => ("function", String::new(), String::new()),
    };
    Said::new(
        format!(
            "{file} has no {noun} {list} (CS50 asks for player, actions, result, winner, terminal, utility and minimax)"
        ),
        format!("{file} 中没有函数 {zh}（CS50 要求 player、actions、result、winner、terminal、utility 和 minimax）"),
    )
}

/// Why the file's own board is not CS50's, from what Python found: X and O the same value, an
/// exception from initial_state(), or what it returned (`?` when even its repr raised).
fn foreign_board(kind: &str, detail: &str) -> Option<Said> {
    match kind {
        "same" => Some(Said::new("X and O are the same", "X 和 O 是同一个值")),
        "raised" => Some(Said::new(
            format!("initial_state() raised {detail}"),
            format!("initial_state() 抛出了 {detail}"),
        )),
        "returns" => {
            let (en, zh) = match detail {
                "?" => ("a value whose repr raised", "一个调用 repr 时会抛出异常的值"),
                shown => (shown, shown),
            };
            Some(Said::new(
                format!("initial_state() returns {en}, not CS50's board, a list of 3 lists of 3 EMPTY"),
                format!("initial_state() 返回的是 {zh}，不是 CS50 的棋盘（3 个列表组成的列表，每个含 3 个 EMPTY）"),
            ))
        }
        _ => None,
    }
}

/// How a process ended, for people: "exit status 1", "killed by signal 11 (SIGSEGV)".
fn ended(status: ExitStatus) -> Said {
    if let Some(code) = status.code() {
        return Said::new(format!("exit status {code}"), format!("退出状态 {code}"));
    }
    #[cfg(unix)]
    if let Some(signal) = std::os::unix::process::ExitStatusExt::signal(&status) {
        let name = match signal {
            6 => "SIGABRT",
            9 => "SIGKILL",
            11 => "SIGSEGV",
            15 => "SIGTERM",
            _ => "",
        };
        return match name.is_empty() {
            true => Said::new(format!("killed by signal {signal}"), format!("被信号 {signal} 终止")),
            false => Said::new(
                format!("killed by signal {signal} ({name})"),
                format!("被信号 {signal}（{name}）终止"),
            ),
        };
    }
    Said::new(status.to_string(), status.to_string())
}

fn shortened(line: &str) -> String {
    match line.char_indices().nth(80) {
        Some((at, _)) => format!("{}...", &line[..at]),
        None => line.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reply_is_read_only_when_it_answers_this_call() {
        let returned = |value: &str, after: &str| {
            Some(Reply {
                result: CallResult::Returned(value.to_string()),
                input_after: after.to_string(),
            })
        };
        assert_eq!(parse_reply("7\treturn\t0,1 2,2\t=", 7), returned("0,1 2,2", "="));
        assert_eq!(parse_reply("7\treturn\t\t=", 7), returned("", "="));
        assert_eq!(
            parse_reply("7\traise\tValueError: taken\tX........", 7),
            Some(Reply {
                result: CallResult::Raised("ValueError: taken".to_string()),
                input_after: "X........".to_string(),
            })
        );
        for line in [
            "6\treturn\tX\t=",
            "7\treturn\tX",
            "7\treturn\tX\t=\textra",
            "7\tyield\tX\t=",
            "",
            "ready",
            "thinking...",
        ] {
            assert_eq!(parse_reply(line, 7), None, "{line:?}");
        }
    }

    #[test]
    fn missing_functions_are_named() {
        assert!(
            missing("t.py", "utility")
                .en
                .starts_with("t.py has no function utility (")
        );
        assert!(missing("t.py", "utility").zh.starts_with("t.py 中没有函数 utility（"));
        assert!(
            missing("t.py", "player result minimax")
                .en
                .starts_with("t.py has no functions player, result or minimax (")
        );
    }
}
