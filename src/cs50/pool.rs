//! The learner's file run by several Pythons at once, one per thread, each under the same memory limit
//! and warden: the calls of a phase are shared out in batches as each Python asks for more, and every
//! reply comes back to one place, which judges it and says when a function is not to be called again.

use std::collections::VecDeque;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::calls::{Call, Function};
use super::cancel::Cancel;
use super::harness::{Harness, Lost, Sent, StartError};
use super::progress::{Count, Listener};
use super::protocol::Reply;
use super::tally::{Calling, Tally};

/// How many calls of the six small functions are sent to one Python at once: few enough that the
/// requests never fill a pipe.
const BATCH: usize = 64;
/// How many calls of `minimax` are: one, so that the CPU time each spends is measured from outside
/// Python, which waits for its next request before and after it; and a function stopped for failing
/// again and again is not given calls it would still answer.
const MINIMAX_BATCH: usize = 1;

/// What a Python's thread hands back.
enum Done {
    /// The replies to a batch's calls, in order.
    Replies(Vec<(Call, Reply)>),
    /// A call that got no reply.
    Lost(Call, Lost),
    /// Calls not made, their function being no longer called: how many of each function.
    Skipped([usize; 7]),
    /// Python could not be started.
    Failed(StartError),
}

/// The Pythons running the learner's file.
pub struct Pool {
    harnesses: Vec<Harness>,
    /// Stops the Pythons, and the pool hands out no more work.
    cancel: Cancel,
    /// Whether the Pythons take turns on this thread (in a browser page, which has one) rather than
    /// each working on a thread of its own.
    in_turns: bool,
}

impl Pool {
    /// The Pythons, not yet started: each starts with its first call. `cancel` stops them all.
    pub fn new(harnesses: Vec<Harness>, cancel: Cancel) -> Pool {
        Pool {
            harnesses,
            cancel,
            in_turns: cfg!(target_arch = "wasm32"),
        }
    }

    /// Fails when the check was cancelled: whatever the Pythons said since is not to be believed.
    fn went_on(&self) -> Result<(), StartError> {
        match self.cancel.is_cancelled() {
            true => Err(StartError::Cancelled),
            false => Ok(()),
        }
    }

    /// One Python, for work done one call at a time.
    pub fn first(&mut self) -> &mut Harness {
        &mut self.harnesses[0]
    }

    /// Makes `calls`, each within `limit` of the reply before, shared out among the Pythons, counting
    /// every reply in `tally` as it comes and telling `progress` each function's counts. A function the
    /// tally stops is not called again. Fails when a Python cannot be started, or the check was cancelled.
    pub fn run(
        &mut self,
        calls: Vec<Call>,
        limit: Duration,
        tally: &mut Tally,
        progress: &mut dyn Listener,
    ) -> Result<(), StartError> {
        let mut counts = [Count::default(); 7];
        for call in &calls {
            counts[call.function.index()].total += 1;
        }
        let queue = Arc::new(Mutex::new(VecDeque::from(calls)));
        let calling = Arc::new(Mutex::new(Function::ALL.map(|function| tally.calling(function))));
        let mut failed = None;
        let cancel = &self.cancel;
        let take = |harness: &mut Harness, send: &mpsc::Sender<Done>| take(harness, &queue, &calling, send, cancel);
        let made = |harness: &mut Harness, taken, send: &mpsc::Sender<Done>| made(harness, taken, &queue, limit, send);
        let wait = progress.next_in();
        share_out(&mut self.harnesses, self.in_turns, take, made, wait, |message| {
            // The bar goes on being shown while no answer comes.
            let Some(message) = message else {
                progress.advance(0);
                return progress.next_in();
            };
            match message {
                Done::Replies(replies) => {
                    for (call, reply) in &replies {
                        tally.reply(call, reply);
                    }
                    if let Some(slowest) = tally.slowest.filter(|slowest| slowest.finished) {
                        progress.slowest(slowest.seconds);
                    }
                    progress.advance(replies.len());
                }
                Done::Lost(call, lost) => {
                    tally.lost(&call, &lost);
                    if let Calling::Below(_) = tally.calling(call.function) {
                        smallest_first(&queue);
                    }
                    progress.advance(1);
                }
                Done::Skipped(skipped) => {
                    for (count, skipped) in counts.iter_mut().zip(skipped) {
                        count.skipped += skipped;
                    }
                    progress.advance(skipped.iter().sum());
                }
                Done::Failed(said) => {
                    failed.get_or_insert(said);
                    // The other Pythons stop taking calls.
                    queue.lock().expect("the queue").clear();
                    return progress.next_in();
                }
            }
            let mut calling = calling.lock().expect("the functions called");
            for function in Function::ALL {
                calling[function.index()] = tally.calling(function);
                let count = &mut counts[function.index()];
                let counted = &tally.functions[function.index()];
                (count.checked, count.passed) = (counted.checked, counted.passed);
                if count.total > 0 {
                    progress.counted(function, *count);
                }
            }
            progress.next_in()
        });
        self.went_on()?;
        failed.map_or(Ok(()), Err)
    }
}

impl Pool {
    /// `work` done on each of `items`, shared out among the Pythons as each is free; the results in the
    /// order of `items`, each as its work returned it, `progress` moved on as each ends. Fails when a
    /// Python cannot be started, or the check was cancelled.
    pub fn each<I: Sync, T: Send>(
        &mut self,
        items: &[I],
        work: impl Fn(&mut Harness, &I) -> Result<T, StartError> + Sync,
        progress: &mut dyn Listener,
    ) -> Result<Vec<T>, StartError> {
        let next = Mutex::new(0);
        let mut results: Vec<Option<T>> = items.iter().map(|_| None).collect();
        let mut failed = None;
        let cancel = &self.cancel;
        // Each item's work is done as it is taken.
        let take = |harness: &mut Harness, _: &mpsc::Sender<(usize, Result<T, StartError>)>| {
            if cancel.is_cancelled() {
                return None;
            }
            let at = {
                let mut next = next.lock().expect("the next item");
                *next += 1;
                *next - 1
            };
            let item = items.get(at)?;
            Some((at, work(harness, item)))
        };
        let made = |_: &mut Harness, (at, result): (usize, Result<T, StartError>), send: &mpsc::Sender<_>| {
            let go_on = result.is_ok();
            let _ = send.send((at, result));
            go_on
        };
        let wait = progress.next_in();
        share_out(&mut self.harnesses, self.in_turns, take, made, wait, |done| {
            match done {
                None => progress.advance(0),
                Some((at, Ok(value))) => {
                    results[at] = Some(value);
                    progress.advance(1);
                }
                Some((_, Err(said))) => {
                    failed.get_or_insert(said);
                    progress.advance(1);
                }
            }
            progress.next_in()
        });
        self.went_on()?;
        match failed {
            Some(said) => Err(said),
            None => Ok(results
                .into_iter()
                .map(|result| result.expect("every item was done"))
                .collect()),
        }
    }
}

/// A batch of calls taken from the queue and sent to a Python, whose replies are still to be read.
struct Taken {
    batch: Vec<Call>,
    sent: Sent,
}

/// Takes the next batch from the queue, the calls of functions no longer called left out (and said to
/// be skipped), and sends it to the harness's Python. `None` once none is left, or the check is
/// cancelled, or Python cannot be started (said too).
fn take(
    harness: &mut Harness,
    queue: &Mutex<VecDeque<Call>>,
    calling: &Mutex<[Calling; 7]>,
    send: &mpsc::Sender<Done>,
    cancel: &Cancel,
) -> Option<Taken> {
    let batch = loop {
        if cancel.is_cancelled() {
            return None;
        }
        let calling = *calling.lock().expect("the functions called");
        let mut queue = queue.lock().expect("the queue");
        let (mut batch, mut skipped) = (Vec::with_capacity(BATCH), [0; 7]);
        let most = match queue.front().map(|call| call.function) {
            Some(Function::Minimax) => MINIMAX_BATCH,
            _ => BATCH,
        };
        while batch.len() < most
            && let Some(call) = queue.pop_front()
        {
            match calling[call.function.index()].covers(&call) {
                true => batch.push(call),
                false => skipped[call.function.index()] += 1,
            }
        }
        let skipped_any = skipped.iter().any(|&n| n > 0);
        if skipped_any {
            let _ = send.send(Done::Skipped(skipped));
        }
        match (batch.is_empty(), skipped_any) {
            (false, _) => break batch,
            (true, true) => continue,
            (true, false) => return None,
        }
    };
    match harness.send_calls(&batch) {
        Ok(sent) => Some(Taken { batch, sent }),
        Err(said) => {
            let _ = send.send(Done::Failed(said));
            None
        }
    }
}

/// Reads the replies to a batch taken and hands every one back: false when Python cannot be started.
/// A call without a reply ends its Python (the next batch starts another); the calls after it go
/// back to the front of the queue.
fn made(
    harness: &mut Harness,
    Taken { batch, sent }: Taken,
    queue: &Mutex<VecDeque<Call>>,
    limit: Duration,
    send: &mpsc::Sender<Done>,
) -> bool {
    // The replies of a batch go to the tally together; a call of minimax, which may take seconds, is
    // a batch of its own, timed.
    let (mut replies, mut answered) = (Vec::with_capacity(batch.len()), 0);
    let made = match batch.as_slice() {
        [call] if call.function == Function::Minimax => {
            harness.read_timed(sent, call, limit).map(|reply| match reply {
                Ok(reply) => {
                    answered += 1;
                    replies.push((*call, reply));
                    None
                }
                Err(lost) => Some(lost),
            })
        }
        _ => harness.read_calls(sent, &batch, limit, |call, reply| {
            answered += 1;
            replies.push((*call, reply));
        }),
    };
    if !replies.is_empty() {
        let _ = send.send(Done::Replies(replies));
    }
    match made {
        Err(said) => {
            let _ = send.send(Done::Failed(said));
            return false;
        }
        Ok(Some(lost)) => {
            let _ = send.send(Done::Lost(batch[answered], lost));
            let mut queue = queue.lock().expect("the queue");
            for later in batch[answered + 1..].iter().rev() {
                queue.push_front(*later);
            }
        }
        Ok(None) => {}
    }
    true
}

/// Runs each harness's work, a step at a time, until `take` finds none left or `made` returns false:
/// `take` hands a step out (sending it to the harness's Python) and `made` waits for it and hands its
/// results on; each harness works on a thread of its own, or they take turns on this one (`in_turns`,
/// and always in a browser page, which has no thread to spawn). `heard` runs on this thread with every
/// message the steps send, as they come, or with `None` when none came within the wait it returned
/// last (`wait` at first).
#[cfg_attr(target_arch = "wasm32", allow(unused_variables, reason = "only threads wait"))]
fn share_out<T, M: Send>(
    harnesses: &mut [Harness],
    in_turns: bool,
    take: impl Fn(&mut Harness, &mpsc::Sender<M>) -> Option<T> + Sync,
    made: impl Fn(&mut Harness, T, &mpsc::Sender<M>) -> bool + Sync,
    wait: Duration,
    heard: impl FnMut(Option<M>) -> Duration,
) {
    if in_turns || cfg!(target_arch = "wasm32") {
        take_turns(harnesses, take, made, heard);
    } else {
        #[cfg(not(target_arch = "wasm32"))]
        on_threads(harnesses, take, made, wait, heard);
    }
}

/// [`share_out`], each harness on a thread of its own.
#[cfg(not(target_arch = "wasm32"))]
fn on_threads<T, M: Send>(
    harnesses: &mut [Harness],
    take: impl Fn(&mut Harness, &mpsc::Sender<M>) -> Option<T> + Sync,
    made: impl Fn(&mut Harness, T, &mpsc::Sender<M>) -> bool + Sync,
    wait: Duration,
    mut heard: impl FnMut(Option<M>) -> Duration,
) {
    let (send, done) = mpsc::channel();
    std::thread::scope(|scope| {
        for harness in harnesses.iter_mut() {
            let (send, take, made) = (send.clone(), &take, &made);
            scope.spawn(move || {
                while let Some(taken) = take(harness, &send)
                    && made(harness, taken, &send)
                {}
            });
        }
        drop(send);
        let mut wait = wait;
        loop {
            wait = match done.recv_timeout(wait) {
                Ok(message) => heard(Some(message)),
                Err(mpsc::RecvTimeoutError::Timeout) => heard(None),
                Err(mpsc::RecvTimeoutError::Disconnected) => break,
            };
        }
    });
}

/// [`share_out`] on this one thread: every harness is given a step before the first is waited for,
/// so that the Pythons work at once while this thread waits on each in turn, and what they sent is
/// heard while they work on the next.
fn take_turns<T, M>(
    harnesses: &mut [Harness],
    take: impl Fn(&mut Harness, &mpsc::Sender<M>) -> Option<T>,
    made: impl Fn(&mut Harness, T, &mpsc::Sender<M>) -> bool,
    mut heard: impl FnMut(Option<M>) -> Duration,
) {
    let (send, done) = mpsc::channel();
    let mut taken: Vec<Option<T>> = harnesses.iter_mut().map(|harness| take(harness, &send)).collect();
    while taken.iter().any(Option::is_some) {
        for (harness, taken) in harnesses.iter_mut().zip(&mut taken) {
            if let Some(step) = taken.take()
                && made(harness, step, &send)
            {
                *taken = take(harness, &send);
            }
        }
        while let Ok(message) = done.try_recv() {
            heard(Some(message));
        }
    }
}

/// Once a search took too long, the smallest boards left go first: the calls still made find whatever
/// else is wrong soonest.
fn smallest_first(queue: &Mutex<VecDeque<Call>>) {
    let mut queue = queue.lock().expect("the queue");
    queue
        .make_contiguous()
        .sort_by_key(|call| call.board.empty_cells().len());
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;
    use crate::board::positions;
    use crate::cs50::class::Quiet;
    use crate::cs50::harness::Setup;
    use crate::cs50::judge::Judging;
    use crate::cs50::{Door, Options, calls, check50, protocol};

    /// Every call of every function on every reachable board, made by two Pythons on tests/cs50/`name`,
    /// taking turns on this thread (as in a browser page) or each on a thread of its own: each
    /// function's calls passed and checked.
    fn tallied(name: &str, in_turns: bool) -> Vec<(usize, usize)> {
        let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cs50").join(name);
        let setup = Arc::new(Setup {
            program: protocol::program(&check50::python_table()),
            door: Door::open(&file, Options::DEFAULT_PYTHON.as_ref()).expect("the file and python3"),
            timeout: Options::DEFAULT_TIMEOUT,
            memory: Options::DEFAULT_MEMORY,
            cancel: Cancel::default(),
            starts: Default::default(),
        });
        let mut pool = Pool::new(
            vec![Harness::new(setup.clone()), Harness::new(setup)],
            Cancel::default(),
        );
        pool.in_turns = in_turns;
        let boards = positions::reachable();
        let mut tally = Tally::new(Judging { fastest: false });
        let rules = boards.iter().flat_map(|&board| calls::rules(board)).collect();
        pool.run(rules, Options::QUICK_LIMIT, &mut tally, &mut Quiet)
            .expect("the rules called");
        let minimax = boards.iter().map(|&board| calls::minimax(board)).collect();
        pool.run(minimax, Options::DEFAULT_TIMEOUT, &mut tally, &mut Quiet)
            .expect("minimax called");
        tally
            .functions
            .iter()
            .map(|counted| (counted.passed, counted.checked))
            .collect()
    }

    #[test]
    fn pythons_taking_turns_on_one_thread_count_what_pythons_on_threads_count() {
        for name in ["swapped.py", "broken_result.py"] {
            let in_turns = tallied(name, true);
            assert_eq!(in_turns, tallied(name, false), "{name}");
            assert!(
                in_turns.iter().any(|(passed, checked)| passed < checked),
                "{name} fails a function: {in_turns:?}"
            );
        }
    }
}
