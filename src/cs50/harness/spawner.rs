//! Every learner's Python is started from one thread that lives as long as the checker. A sandbox dies
//! with its parent (`--die-with-parent`), and Linux takes the parent to be the thread that started it:
//! started from a thread of the check that then ends, the sandbox would be killed under the next call.

use std::io;
use std::process::{Child, Command};
use std::sync::mpsc::{self, Sender};
use std::sync::{Mutex, OnceLock};

/// A command to start, and where to send the process.
type Order = (Command, Sender<io::Result<Child>>);

/// Starts `command` from the spawning thread.
pub fn spawn(command: Command) -> io::Result<Child> {
    static SPAWNER: OnceLock<Mutex<Sender<Order>>> = OnceLock::new();
    let spawner = SPAWNER.get_or_init(|| {
        let (orders, taken) = mpsc::channel::<Order>();
        std::thread::spawn(move || {
            for (mut command, reply) in taken {
                let _ = reply.send(command.spawn());
            }
        });
        Mutex::new(orders)
    });
    let (reply, started) = mpsc::channel();
    let sent = spawner
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .send((command, reply));
    let gone = || io::Error::other("the thread that starts Pythons has ended");
    sent.map_err(|_| gone())?;
    started.recv().map_err(|_| gone())?
}
