//! Requests in batches and their replies in order: Python holds the replies to a batch back until it has
//! made the whole batch, and marks the request under way in a shared file meanwhile, so the request that
//! hangs or ends the process is the one blamed, and the ones before it are made again.
//!
//! The mark is written in the learner's process, so the learner's code can write it too. It is believed
//! only so far: a mark restarts the watch of the request it names, but between two replies Python may
//! spend no more than one request's limit and [`REPLY_GRACE`]; past that, the batch's requests not
//! answered are made again one at a time, where no mark counts.

use std::sync::mpsc::RecvTimeoutError;
use std::time::Duration;

use super::carrier::Carrier;
use super::cpu::{Overrun, Watch};
use super::lines::{LOOK_EVERY, Line, shortened};
use super::{Harness, Lost, StartError};
use crate::cs50::protocol::{REPLY_CAP, Request};

/// A batch of requests sent, whose replies are read next: the id of the first, or why it was not sent.
pub(super) struct Batch(Result<u64, Missing>);

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

/// The most CPU time Python may spend between two replies beyond one request's limit: replies are held
/// back at most 0.05 s (`FLUSH_AFTER` in `python/head.py`) while calls keep coming.
const REPLY_GRACE: Duration = Duration::from_secs(1);

/// Which request of a batch Python has started on, as the progress file says.
enum UnderWay {
    /// There is no progress file: each reply is sent at once, so it is the one whose reply is awaited.
    Unmarked,
    /// This one.
    At(usize),
    /// The file names none of the batch: the learner's code wrote over it.
    Unknown,
}

impl Harness {
    /// Makes `requests` in order and reads one reply line for each, each request within `limit` of
    /// Python starting on it. `read(at, line, id)` takes the reply to request `at`, saying whether it
    /// was one; replies come in order. Returns why the first request without a reply got none, if one
    /// did not: the requests after it were not made, and the process is ended. A request that loses its
    /// process (or sends a stray line) can take the held replies before it along: those requests are
    /// made again, and with a stray line one at a time, to find which one sent it.
    pub(super) fn exchange(
        &mut self,
        requests: &[Request],
        limit: Duration,
        read: impl FnMut(usize, &str, u64) -> bool,
    ) -> Result<Option<Lost>, StartError> {
        let sent = self.send_batch(requests)?;
        self.exchange_sent(sent, requests, limit, read)
    }

    /// [`Harness::exchange`], all of `requests` sent already (by [`Harness::send_batch`]).
    pub(super) fn exchange_sent(
        &mut self,
        sent: Batch,
        requests: &[Request],
        limit: Duration,
        mut read: impl FnMut(usize, &str, u64) -> bool,
    ) -> Result<Option<Lost>, StartError> {
        let mut sent = Some(sent);
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
            let batch = match sent.take() {
                Some(sent) => sent,
                None => self.send_batch(&requests[start..end])?,
            };
            let missing = self.read_batch(batch, end - start, limit, |at, line, id| {
                let taken = read(start + at, line, id);
                answered += usize::from(taken);
                taken
            });
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

    /// Sends `requests` together, starting Python if need be, without waiting for a reply. Fails only
    /// when Python cannot be started.
    pub(super) fn send_batch(&mut self, requests: &[Request]) -> Result<Batch, StartError> {
        if requests.is_empty() {
            return Ok(Batch(Ok(self.next_id)));
        }
        if !self.may_run() {
            return Ok(Batch(Err(Missing {
                through: 0,
                lost: Lost::NotStarted,
                known: true,
            })));
        }
        self.start()?;
        let running = self.running.as_deref_mut().expect("started above");
        // A batch is a few kilobytes, so writing it never blocks.
        let first_id = self.next_id;
        self.next_id += requests.len() as u64;
        let mut batch = String::new();
        for (id, request) in (first_id..).zip(requests) {
            batch.push_str(&request.line(id));
            batch.push('\n');
        }
        running.cap_lines(requests.iter().map(Request::reply_cap).max().unwrap_or(REPLY_CAP));
        if running.send(batch.as_bytes()).is_ok() {
            return Ok(Batch(Ok(first_id)));
        }
        let lost = running.lost();
        // Dropping it kills it.
        self.running = None;
        Ok(Batch(Err(Missing {
            through: 0,
            lost,
            known: true,
        })))
    }

    /// Reads the replies to a batch of `count` requests sent, in order, each request within `limit` of
    /// Python starting on it (the reply before it, or the progress file, says when). Returns which
    /// request got no reply and why, if one did not; the process is then ended.
    fn read_batch(
        &mut self,
        sent: Batch,
        count: usize,
        limit: Duration,
        mut read: impl FnMut(usize, &str, u64) -> bool,
    ) -> Option<Missing> {
        let missing = match (sent.0, self.running.as_deref_mut()) {
            (Err(missing), _) => Some(missing),
            (Ok(first_id), Some(running)) => replies(running, first_id, count, limit, &mut read),
            // No request was sent, so no Python was started for it.
            (Ok(_), None) => None,
        };
        if missing.is_some() {
            // Dropping it kills it.
            self.running = None;
        }
        missing
    }
}

/// Reads the replies to the `count` requests from `first_id`, in order; which got none, if one did not.
fn replies(
    running: &mut dyn Carrier,
    first_id: u64,
    count: usize,
    limit: Duration,
    read: &mut impl FnMut(usize, &str, u64) -> bool,
) -> Option<Missing> {
    // The request awaited, and the last one known to be under way, watched since it started.
    let (mut at, mut under_way, mut watch) = (0, 0, Watch::start());
    // The time since the last reply, which no mark restarts.
    let mut since_reply = Watch::start();
    while at < count {
        match running.line(LOOK_EVERY) {
            Ok(Line::Whole(line)) if read(at, &line, first_id + at as u64) => {
                at += 1;
                since_reply = Watch::start();
                if at > under_way {
                    (under_way, watch) = (at, Watch::start());
                }
            }
            Ok(unread) => {
                let lost = match unread {
                    Line::Whole(line) => Lost::Unreadable(shortened(&line)),
                    Line::TooLong(cap) => Lost::TooLong(cap),
                };
                return Some(missing(running, at, first_id, count, lost));
            }
            Err(RecvTimeoutError::Timeout) => {
                if count - at > 1 && since_reply.overrun(running.clock(), limit + REPLY_GRACE).is_some() {
                    // Which one hangs is not known: each is made again alone.
                    return Some(Missing {
                        through: count - 1,
                        lost: Lost::TimedOut(limit),
                        known: false,
                    });
                }
                let (place, overrun) = match place(running, first_id, count) {
                    UnderWay::At(now) if now > under_way => {
                        (under_way, watch) = (now, Watch::start());
                        continue;
                    }
                    place => (place, watch.overrun(running.clock(), limit)),
                };
                let lost = match overrun {
                    None => continue,
                    Some(Overrun::Spent) => Lost::TimedOut(limit),
                    Some(Overrun::Waited(waited)) => Lost::Waited(waited),
                };
                return Some(match place {
                    // The one that hangs is one of those not answered.
                    UnderWay::Unknown => Missing {
                        through: count - 1,
                        lost,
                        known: at == count - 1,
                    },
                    _ => Missing {
                        through: under_way,
                        lost,
                        known: true,
                    },
                });
            }
            Err(RecvTimeoutError::Disconnected) => {
                // The progress file outlives the process.
                let lost = running.lost();
                return Some(missing(running, at, first_id, count, lost));
            }
        }
    }
    None
}

/// The place in a batch of `count` requests from `first_id` of the one Python has started on.
fn place(running: &mut dyn Carrier, first_id: u64, count: usize) -> UnderWay {
    match running.under_way() {
        None => UnderWay::Unmarked,
        Some(Some(id)) if (first_id..first_id + count as u64).contains(&id) => UnderWay::At((id - first_id) as usize),
        Some(_) => UnderWay::Unknown,
    }
}

/// The request of a batch of `count` from `first_id` that got no reply for `lost` when the reply
/// awaited was `at`'s: a request that ends Python is the one under way, but a stray line may come from
/// any request from the one awaited to the one under way.
fn missing(running: &mut dyn Carrier, at: usize, first_id: u64, count: usize, lost: Lost) -> Missing {
    let (through, sure) = match place(running, first_id, count) {
        UnderWay::Unmarked => (at, true),
        UnderWay::At(now) => (now.max(at), !matches!(lost, Lost::Unreadable(_) | Lost::TooLong(_))),
        UnderWay::Unknown => (count - 1, false),
    };
    Missing {
        through,
        lost,
        known: sure || through == at,
    }
}
