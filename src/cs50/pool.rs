//! The learner's file run by several Pythons at once, one per thread, each under the same memory limit
//! and warden: the calls of a phase are shared out in batches as each Python asks for more, and every
//! reply comes back to one place, which judges it and says when a function is not to be called again.

use std::collections::VecDeque;
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use super::calls::{Call, Function};
use super::cancel::Cancel;
use super::harness::{Harness, Lost, StartError};
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
}

impl Pool {
    /// The Pythons, not yet started: each starts with its first call. `cancel` stops them all.
    pub fn new(harnesses: Vec<Harness>, cancel: Cancel) -> Pool {
        Pool { harnesses, cancel }
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
        let step =
            |harness: &mut Harness, send: &mpsc::Sender<Done>| work(harness, &queue, &calling, limit, send, cancel);
        let wait = progress.next_in();
        share_out(&mut self.harnesses, step, wait, |message| {
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
        let step = |harness: &mut Harness, send: &mpsc::Sender<(usize, Result<T, StartError>)>| {
            if cancel.is_cancelled() {
                return false;
            }
            let at = {
                let mut next = next.lock().expect("the next item");
                *next += 1;
                *next - 1
            };
            let Some(item) = items.get(at) else { return false };
            let result = work(harness, item);
            let go_on = result.is_ok();
            let _ = send.send((at, result));
            go_on
        };
        let wait = progress.next_in();
        share_out(&mut self.harnesses, step, wait, |done| {
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

/// One step of a Python's work: takes a batch, makes it and hands back every reply; false once none is
/// left (or the check is cancelled, or Python cannot be started). A call without a reply ends its
/// Python (the next batch starts another); the calls after it go back to the front of the queue.
fn work(
    harness: &mut Harness,
    queue: &Mutex<VecDeque<Call>>,
    calling: &Mutex<[Calling; 7]>,
    limit: Duration,
    send: &mpsc::Sender<Done>,
    cancel: &Cancel,
) -> bool {
    if cancel.is_cancelled() {
        return false;
    }
    let (batch, skipped) = {
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
        (batch, skipped)
    };
    let skipped_any = skipped.iter().any(|&n| n > 0);
    if skipped_any {
        let _ = send.send(Done::Skipped(skipped));
    }
    if batch.is_empty() {
        return skipped_any;
    }
    // The replies of a batch go to the tally together; a call of minimax, which may take seconds, is
    // a batch of its own, timed.
    let (mut replies, mut answered) = (Vec::with_capacity(batch.len()), 0);
    let made = match batch.as_slice() {
        [call] if call.function == Function::Minimax => harness.call_timed(call, limit).map(|reply| match reply {
            Ok(reply) => {
                answered += 1;
                replies.push((*call, reply));
                None
            }
            Err(lost) => Some(lost),
        }),
        _ => harness.call(&batch, limit, |call, reply| {
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

/// Runs `step` with each harness until it returns false, each harness on a thread of its own (in a
/// browser page, which has one thread, taking turns on it), and `heard` on this thread with every
/// message the steps send, as they come, or with `None` when none came within the wait it returned
/// last (`wait` at first).
fn share_out<M: Send>(
    harnesses: &mut [Harness],
    step: impl Fn(&mut Harness, &mpsc::Sender<M>) -> bool + Sync,
    wait: Duration,
    mut heard: impl FnMut(Option<M>) -> Duration,
) {
    let (send, done) = mpsc::channel();
    #[cfg(not(target_arch = "wasm32"))]
    std::thread::scope(|scope| {
        for harness in harnesses.iter_mut() {
            let (send, step) = (send.clone(), &step);
            scope.spawn(move || while step(harness, &send) {});
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
    #[cfg(target_arch = "wasm32")]
    {
        let _ = wait;
        let mut going = vec![true; harnesses.len()];
        while going.contains(&true) {
            for (harness, going) in harnesses.iter_mut().zip(&mut going) {
                *going = *going && step(harness, &send);
                while let Ok(message) = done.try_recv() {
                    heard(Some(message));
                }
            }
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
