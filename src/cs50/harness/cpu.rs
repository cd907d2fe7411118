//! The CPU time the learner's Python has spent, measured by the checker from outside it: what a call's
//! limit and its reported time are counted in, so that a verdict is the same on a busy machine as on a
//! quiet one. Read from Linux's `/proc`: the worker's process and every process below it (the fresh
//! copies the check makes, anything the learner's code started), with what they spent in the children
//! they have waited for. The warden, which only watches, is not counted. Elsewhere there is no such
//! clock, and limits fall back on wall-clock time.

use std::fs;
use std::time::Duration;

use web_time::Instant;

/// How long one tick of `/proc`'s times is: Linux's USER_HZ, 100 on every architecture it runs on.
const TICK: Duration = Duration::from_millis(10);

/// The CPU time of one process tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CpuClock {
    worker: u32,
}

impl CpuClock {
    /// The clock of the Python started as `spawned`: the worker it forked first, when a warden stays
    /// behind as `spawned` (see `python/warden.py`), else `spawned` itself. `None` where `/proc` cannot
    /// be read.
    pub fn of(spawned: u32) -> Option<CpuClock> {
        let worker = first_child(spawned).unwrap_or(spawned);
        let clock = CpuClock { worker };
        clock.spent().map(|_| clock)
    }

    /// The clock of the Python whose warden is `depth` processes down from `spawned`, each the first
    /// child of the one above (a sandbox starts the Python below processes of its own).
    pub fn below(spawned: u32, depth: usize) -> Option<CpuClock> {
        let mut warden = spawned;
        for _ in 0..depth {
            warden = first_child(warden)?;
        }
        CpuClock::of(warden)
    }

    /// The CPU time the worker itself has spent so far, with what the children it waited for spent: one
    /// read, for timing a call the worker makes itself; `None` once it is gone.
    pub fn worker_spent(&self) -> Option<Duration> {
        Some(ticks(stat(self.worker)?.ticks))
    }

    /// The CPU time the worker and everything below it has spent so far; `None` once the worker is
    /// gone.
    pub fn spent(&self) -> Option<Duration> {
        let mut ticks = stat(self.worker)?.ticks;
        let mut todo = children(self.worker);
        // A process tree the learner's code grew without end is read no further than this.
        let mut read = 0;
        while let Some(pid) = todo.pop()
            && read < 4_096
        {
            read += 1;
            if let Some(found) = stat(pid) {
                ticks += found.ticks;
                todo.extend(children(pid));
            }
        }
        Some(self::ticks(ticks))
    }
}

/// A number of `/proc`'s ticks as a duration.
fn ticks(ticks: u64) -> Duration {
    TICK * u32::try_from(ticks).unwrap_or(u32::MAX)
}

/// One request's spending, watched against its limit: CPU time where the clock can be read (else
/// wall-clock time), and wall-clock time as a far backstop for a call that waits instead of computing.
#[derive(Clone, Copy, Debug)]
pub struct Watch {
    /// When the request started.
    wall: Instant,
    /// The CPU time spent before it, read the first time it is looked at (a request that answers at
    /// once is never read: reading costs more than most calls).
    cpu: Option<Duration>,
}

/// How a watched request has gone past its limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overrun {
    /// It spent its limit.
    Spent,
    /// It waited this long while spending almost nothing (sleeping, reading an input that never comes).
    Waited(Duration),
}

impl Watch {
    /// A request starting now.
    pub fn start() -> Watch {
        Watch::started_at(Instant::now())
    }

    fn started_at(wall: Instant) -> Watch {
        Watch { wall, cpu: None }
    }

    /// Whether the request has gone past `limit`, by `clock` (or, without one, by the wall clock).
    pub fn overrun(&mut self, clock: Option<CpuClock>, limit: Duration) -> Option<Overrun> {
        self.overrun_at(Instant::now(), clock.and_then(|clock| clock.spent()), limit)
    }

    /// Whether the request has gone past `limit` at `now`, its tree having spent `cpu` in all (`None`
    /// without a clock).
    fn overrun_at(&mut self, now: Instant, cpu: Option<Duration>, limit: Duration) -> Option<Overrun> {
        let waited = now.saturating_duration_since(self.wall);
        let spent = match (cpu, self.cpu) {
            (Some(now), Some(before)) => now.saturating_sub(before),
            (Some(now), None) => {
                self.cpu = Some(now);
                Duration::ZERO
            }
            (None, _) => waited,
        };
        if spent >= limit {
            return Some(Overrun::Spent);
        }
        // Spending under a hundredth of the time waited for a while, or waiting far longer than any
        // load explains: it is not computing its answer.
        let idle = waited >= limit.max(STALL) && spent < waited / 100;
        (idle || waited >= limit * 20 + STALL).then_some(Overrun::Waited(waited))
    }
}

/// How long a request may spend almost nothing before it is taken to wait rather than compute.
const STALL: Duration = Duration::from_secs(10);

/// What one process's `/proc/PID/stat` says of it.
struct Stat {
    /// When it started, in ticks since boot.
    started: u64,
    /// The CPU time it spent, in user and system mode, with what its children it waited for spent.
    ticks: u64,
}

/// Reads `/proc/PID/stat`: its fields after the command's name, which is in parentheses and may hold
/// anything, spaces and parentheses too.
fn stat(pid: u32) -> Option<Stat> {
    let text = fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    let fields: Vec<u64> = text
        .rsplit_once(')')?
        .1
        .split_whitespace()
        .map(|field| field.parse().unwrap_or(0))
        .collect();
    // Fields 14 to 17 are utime, stime, cutime and cstime, 22 the start time; the first after the name
    // is field 3.
    let field = |number: usize| fields.get(number - 3).copied();
    Some(Stat {
        started: field(22)?,
        ticks: field(14)? + field(15)? + field(16)? + field(17)?,
    })
}

/// The child of `pid` that started first.
fn first_child(pid: u32) -> Option<u32> {
    children(pid)
        .into_iter()
        .filter_map(|child| Some((stat(child)?.started, child)))
        .min()
        .map(|(_, child)| child)
}

/// The processes whose parent is `pid`, from each of its threads' `children` file.
fn children(pid: u32) -> Vec<u32> {
    let Ok(threads) = fs::read_dir(format!("/proc/{pid}/task")) else {
        return Vec::new();
    };
    threads
        .flatten()
        .filter_map(|thread| fs::read_to_string(thread.path().join("children")).ok())
        .flat_map(|text| {
            text.split_whitespace()
                .filter_map(|pid| pid.parse().ok())
                .collect::<Vec<u32>>()
        })
        .collect()
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;
    use std::io::{BufRead, BufReader};
    use std::process::{Child, Command, Stdio};

    /// A Python that spends `seconds` of CPU time, says so, and waits for its input to close.
    fn spending(seconds: f64) -> Child {
        let code = format!(
            "import sys, time\nt = time.process_time()\nwhile time.process_time() - t < {seconds}: pass\n\
             print('spent', flush=True)\nsys.stdin.read()"
        );
        Command::new("python3")
            .args(["-c", &code])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("python3 runs")
    }

    /// What the clock of `child` reads once it has said it spent its time, and is waiting.
    fn read_once_spent(mut child: Child) -> Duration {
        let clock = CpuClock::of(child.id()).expect("a clock on Linux");
        let mut said = String::new();
        BufReader::new(child.stdout.take().expect("piped"))
            .read_line(&mut said)
            .expect("its line");
        let spent = clock.spent().expect("still running");
        drop(child.stdin.take());
        let _ = child.wait();
        spent
    }

    #[test]
    fn a_request_overruns_by_what_it_spends_not_by_how_long_it_waits() {
        let (start, limit) = (Instant::now(), Duration::from_secs(2));
        let at = |seconds: u64| start + Duration::from_secs(seconds);
        let cpu = |seconds: f64| Some(Duration::from_secs_f64(seconds));
        // A busy machine: 9 s of waiting for 1.9 s of computing is within 2 s of CPU time.
        let mut busy = Watch::started_at(start);
        assert_eq!(busy.overrun_at(at(0), cpu(5.0), limit), None);
        assert_eq!(busy.overrun_at(at(9), cpu(6.9), limit), None);
        assert_eq!(busy.overrun_at(at(10), cpu(7.0), limit), Some(Overrun::Spent));
        // A call that sleeps spends nothing: it is said to wait, once it has for 10 s.
        let mut asleep = Watch::started_at(start);
        assert_eq!(asleep.overrun_at(at(0), cpu(5.0), limit), None);
        assert_eq!(asleep.overrun_at(at(9), cpu(5.0), limit), None);
        assert_eq!(
            asleep.overrun_at(at(10), cpu(5.0), limit),
            Some(Overrun::Waited(Duration::from_secs(10)))
        );
        // A starved one still spends: it may take twenty times its limit and more.
        let mut starved = Watch::started_at(start);
        assert_eq!(starved.overrun_at(at(0), cpu(0.0), limit), None);
        assert_eq!(starved.overrun_at(at(49), cpu(1.0), limit), None);
        assert_eq!(
            starved.overrun_at(at(50), cpu(1.0), limit),
            Some(Overrun::Waited(Duration::from_secs(50)))
        );
        // Without a clock, the wall clock is the limit.
        let mut unclocked = Watch::started_at(start);
        assert_eq!(unclocked.overrun_at(at(1), None, limit), None);
        assert_eq!(unclocked.overrun_at(at(2), None, limit), Some(Overrun::Spent));
    }

    #[test]
    fn the_cpu_time_a_process_spent_is_read_from_outside_it() {
        let busy = read_once_spent(spending(0.4));
        assert!(busy >= Duration::from_millis(350), "{busy:?}");
        let idle = read_once_spent(spending(0.0));
        assert!(idle < Duration::from_millis(350), "{idle:?}");
    }
}
