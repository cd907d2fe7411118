//! The learner's code reaching into the checker's own objects, in the Python process they share, or
//! signalling the processes that watch it (see `python/lookout.py`): how it reached, and from which
//! line of the file. After a reach, nothing the
//! process answers is to be trusted.

use bincode::{Decode, Encode};

/// The first time the learner's code reached into the checker in a process.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode)]
pub struct Reach {
    /// How it reached.
    pub way: Way,
    /// The line of the learner's file behind it; `None` when the file's code was not on the stack (a
    /// module beside it, code it made).
    pub line: Option<u32>,
}

/// A way into the checker's objects: what hands out a frame (and through it every caller's frame, the
/// checker's among them), every object, every call or event, or the checker's own module or rules; or
/// at the processes that watch the file's, or past the hook that sees all these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Encode, Decode)]
pub enum Way {
    /// `sys._getframe` (and `inspect.currentframe`, `inspect.stack`, which call it).
    GetFrame,
    /// `sys._current_frames`.
    CurrentFrames,
    /// A traceback's `tb_frame`.
    TracebackFrame,
    /// A generator's `gi_frame`.
    GeneratorFrame,
    /// A coroutine's `cr_frame`.
    CoroutineFrame,
    /// An async generator's `ag_frame`.
    AsyncGeneratorFrame,
    /// `gc.get_objects`.
    GcObjects,
    /// `gc.get_referrers`.
    GcReferrers,
    /// `gc.get_referents`.
    GcReferents,
    /// `sys.settrace`: a tracer sees every call.
    SetTrace,
    /// `sys.setprofile`: so does a profiler.
    SetProfile,
    /// `sys.addaudithook`: a hook sees every event.
    AuditHook,
    /// An attribute of the checker's program asked of `__main__`.
    Main,
    /// The checker's right functions made while the learner's code runs.
    Rules,
    /// Code compiled under the name of a library's file, which would hide whose it is.
    Disguise,
    /// `os.kill` of a process the file's code did not start: the warden that watches it, or the checker.
    Kill,
    /// `os.killpg` of a group the file's code did not start.
    KillGroup,
    /// C functions called through `ctypes`, which can do all of the above unseen.
    Ctypes,
}

impl Way {
    /// Every way, each with its name: Python's own (what the learner's code wrote, or the event), which
    /// the protocol and the JSON carry and the report quotes.
    pub(super) const NAMES: [(Way, &'static str); 18] = [
        (Way::GetFrame, "sys._getframe"),
        (Way::CurrentFrames, "sys._current_frames"),
        (Way::TracebackFrame, "tb_frame"),
        (Way::GeneratorFrame, "gi_frame"),
        (Way::CoroutineFrame, "cr_frame"),
        (Way::AsyncGeneratorFrame, "ag_frame"),
        (Way::GcObjects, "gc.get_objects"),
        (Way::GcReferrers, "gc.get_referrers"),
        (Way::GcReferents, "gc.get_referents"),
        (Way::SetTrace, "sys.settrace"),
        (Way::SetProfile, "sys.setprofile"),
        (Way::AuditHook, "sys.addaudithook"),
        (Way::Main, "__main__"),
        (Way::Rules, "right_functions"),
        (Way::Disguise, "compile"),
        (Way::Kill, "os.kill"),
        (Way::KillGroup, "os.killpg"),
        (Way::Ctypes, "ctypes"),
    ];

    /// Its name in Python: `sys._getframe`, `tb_frame`, `__main__`.
    pub fn name(self) -> &'static str {
        Way::NAMES
            .iter()
            .find(|(way, _)| *way == self)
            .map_or("", |(_, name)| name)
    }

    /// The way of that name.
    pub(super) fn named(name: &str) -> Option<Way> {
        Way::NAMES.iter().find(|(_, named)| *named == name).map(|(way, _)| *way)
    }
}
