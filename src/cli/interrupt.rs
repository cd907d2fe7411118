//! Ctrl-C (SIGINT) and SIGTERM while `check-cs50` runs: caught, so that the check is cancelled (every
//! Python it started is ended and waited for) and the command says in one line why it stopped, with the
//! status a shell gives a process the signal ended. Left to their default, the signals ended the
//! checker at once and in silence, and its Pythons ended only when they noticed it gone. Outside a
//! check the signals keep their default, and get it back once the check is over.

use super::ExitStatus;
use crate::cs50::Cancel;
use crate::lang::Lang;

/// The signal that stopped a check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(not(unix), expect(dead_code, reason = "only Unix's signals are caught"))]
pub(super) enum Interrupt {
    /// SIGINT: Ctrl-C at the terminal.
    CtrlC,
    /// SIGTERM: `kill`, or whatever runs the checker, asked it to end.
    Term,
}

impl Interrupt {
    /// The words of the `error:` line: what stopped the check, and that nothing of it runs on.
    pub(super) fn words(self, lang: Lang) -> String {
        let by = match self {
            Interrupt::CtrlC => "Ctrl-C",
            Interrupt::Term => "SIGTERM",
        };
        lang.pick(
            format!("stopped by {by}; every Python the check started has ended"),
            format!("已被 {by} 停止；检查启动的每个 Python 都已结束"),
        )
    }

    /// 128 and the signal's number, as if the signal had ended the checker: a script or a shell that
    /// tells an interrupted command by its status still does.
    pub(super) fn status(self) -> ExitStatus {
        match self {
            Interrupt::CtrlC => ExitStatus::Interrupted,
            Interrupt::Term => ExitStatus::Terminated,
        }
    }
}

/// The signals caught for one check. Where they cannot be caught, the watch does nothing and they keep
/// their default.
#[derive(Debug)]
pub(super) struct Watch {
    #[cfg(unix)]
    watching: Option<unix::Watching>,
}

impl Watch {
    /// Catches SIGINT and SIGTERM from now on: each cancels `cancel`, and the first is remembered.
    pub(super) fn start(cancel: &Cancel) -> Watch {
        #[cfg(not(unix))]
        let _ = cancel;
        Watch {
            #[cfg(unix)]
            watching: unix::Watching::start(cancel),
        }
    }

    /// Gives the signals their default back; the first that came while watched, if one did.
    #[cfg(unix)]
    pub(super) fn end(self) -> Option<Interrupt> {
        self.watching.and_then(unix::Watching::end)
    }

    /// No signal is caught here.
    #[cfg(not(unix))]
    pub(super) fn end(self) -> Option<Interrupt> {
        None
    }
}

#[cfg(unix)]
mod unix {
    use std::sync::OnceLock;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::thread::JoinHandle;

    use signal_hook::consts::{SIGINT, SIGTERM};
    use signal_hook::flag;
    use signal_hook::iterator::{Handle, Signals};

    use super::Interrupt;
    use crate::cs50::Cancel;

    /// Whether SIGINT and SIGTERM do their default (end the process): true but while a check is watched.
    /// Once signal-hook's handler is installed it stays, and without an action it would ignore the
    /// signals; an action that emulates the default while this holds gives it back.
    static DEFAULT: AtomicBool = AtomicBool::new(true);

    /// Whether the default is given back by [`DEFAULT`]: registered once for the whole process.
    fn default_restorable() -> bool {
        static REGISTERED: OnceLock<bool> = OnceLock::new();
        *REGISTERED.get_or_init(|| {
            [SIGINT, SIGTERM]
                .into_iter()
                .all(|signal| flag::register_conditional_default(signal, &DEFAULT).is_ok())
        })
    }

    /// A thread waiting for the signals, and the handle that ends its wait.
    #[derive(Debug)]
    pub(super) struct Watching {
        handle: Handle,
        thread: JoinHandle<Option<Interrupt>>,
    }

    impl Watching {
        /// `None` when the signals cannot be caught, or their default could not be given back after.
        pub(super) fn start(cancel: &Cancel) -> Option<Watching> {
            if !default_restorable() {
                return None;
            }
            let mut signals = Signals::new([SIGINT, SIGTERM]).ok()?;
            // Caught from here on; a signal before this line still ended the process as by default.
            DEFAULT.store(false, Ordering::SeqCst);
            let handle = signals.handle();
            let cancel = cancel.clone();
            let thread = std::thread::Builder::new().name("signals".to_string()).spawn(move || {
                let mut first = None;
                for signal in signals.forever() {
                    heard(signal, &mut first, &cancel);
                }
                // One that came as the watch was closed.
                for signal in signals.pending() {
                    heard(signal, &mut first, &cancel);
                }
                first
            });
            match thread {
                Ok(thread) => Some(Watching { handle, thread }),
                Err(_) => {
                    DEFAULT.store(true, Ordering::SeqCst);
                    None
                }
            }
        }

        /// The default back first, so that no signal falls between the watch and it; then the thread's
        /// wait ends, and with the last handle the signals are no longer caught.
        pub(super) fn end(self) -> Option<Interrupt> {
            DEFAULT.store(true, Ordering::SeqCst);
            self.handle.close();
            self.thread.join().ok().flatten()
        }
    }

    /// The signal `signal` came: the check is stopped, and the first signal is the one told.
    fn heard(signal: i32, first: &mut Option<Interrupt>, cancel: &Cancel) {
        first.get_or_insert(match signal {
            SIGINT => Interrupt::CtrlC,
            _ => Interrupt::Term,
        });
        cancel.cancel();
    }
}
