# ---- lookout.py: the learner's code kept from the checker's own objects, and a reach for them seen ----
# The learner's code runs in this process beside the checker's right rules and the protocol's channel. What
# leads to them is a frame (and through it every caller's frame, the checker's among them), the garbage
# collector's view of every object, a tracer or an audit hook that sees every call or event, `__main__` (this
# program's own module), or the right rules themselves. Python reports each of those ways to an audit hook,
# which cannot be removed once added; the hook below stops every one the learner's code takes, and
# remembers the first, so that every call after it fails instead of answering as if nothing had happened.

# The audit events that hand out what leads to the checker, by the name the report gives each way. Events
# named `checker.` are this program's own: `__main__`'s attributes asked for, the right rules made.
REACHES = {
    "sys._getframe": "sys._getframe",
    "sys._current_frames": "sys._current_frames",
    "gc.get_objects": "gc.get_objects",
    "gc.get_referrers": "gc.get_referrers",
    "gc.get_referents": "gc.get_referents",
    "sys.settrace": "sys.settrace",
    "sys.setprofile": "sys.setprofile",
    "sys.addaudithook": "sys.addaudithook",
    "checker.__main__": "__main__",
    "checker.rules": "right_functions",
    "compile": "compile",
    "code.__new__": "compile",
    "os.kill": "os.kill",
    "os.killpg": "os.killpg",
    "ctypes.dlopen": "ctypes",
    "ctypes.dlsym": "ctypes",
}
# The ways that signal a process: a reach when it is not this process or one it started (the warden that
# watches it, the checker, a process group holding either).
SIGNALS = frozenset(("os.kill", "os.killpg"))
# The attributes that hand out a frame: a traceback's, a generator's, a coroutine's, an async generator's.
FRAME_ATTRIBUTES = frozenset(("tb_frame", "gi_frame", "cr_frame", "ag_frame"))
# What the hook looks at at all; every other event returns at once (`builtins.id` comes by the million).
WATCHED = frozenset(REACHES) | {"object.__getattr__"}

# `__main__` as the learner's code finds it: a module of its own, empty but for this `__getattr__`, which
# reports a name of this program's asked for. Compiled apart, so that it holds nothing of the checker.
STAND_IN = """
def __getattr__(name):
    if name in NAMES:
        audit("checker.__main__", name)
    raise AttributeError("module '__main__' has no attribute %r" % (name,))
"""


def lookout(path):
    """Installs the audit hook and the stand-in `__main__`, before the learner's file at `path` is imported;
    returns the list the first reach of the learner's code goes into, `{"event": WAY, "line": N | None}`
    (`line`: the line of the file behind it, where the file's code is on the stack).

    The hook is made of closures over values taken now, not of this program's globals or classes: code
    that found those (a class's methods lead to them) could change them, but not what the hook holds."""
    own = program_code()
    audit = getattr(sys, "audit", lambda *args: None)  # Python 3.8 and later: earlier ones have no hooks
    namespace = {"NAMES": frozenset(name for name in globals() if not name.startswith("__")), "audit": audit}
    stand_in_code = compile(STAND_IN, "<checker>", "exec")
    exec(stand_in_code, namespace)
    stand_in = type(sys)("__main__")
    stand_in.__getattr__ = namespace["__getattr__"]
    # The standard library's tools that hand a frame on to their caller: the caller's is the doing.
    stdlib = os.path.dirname(os.__file__)
    handing = frozenset(
        object.__hash__(inner) for inner in stand_in_code.co_consts if isinstance(inner, type(stand_in_code)))
    handing_files = frozenset(
        os.path.join(stdlib, name) for name in ("inspect.py", "asyncio/base_tasks.py", "ctypes/__init__.py"))
    walks = os.path.join(stdlib, "traceback.py")
    handing_functions = frozenset(((walks, "walk_stack"), (walks, "walk_tb")))
    # Installed libraries: Python's own folders, and every site-packages on the path (a user's too).
    prefixes = tuple(set((sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix)))
    libraries = tuple(set([stdlib] + [entry for entry in sys.path if entry and (
        entry.startswith(prefixes) or entry.endswith(("site-packages", "dist-packages")))]))
    folder = os.path.dirname(path) + os.sep
    known = {}
    reached, inside = [], set()
    # What the hook calls, held here: the learner's code may replace a module's attributes or a builtin.
    # `object.__hash__`, not `id()`: as unique among live objects, and not an audited event of its own.
    getframe, ident, identity, kind, text, error, watched, reaches = (
        sys._getframe, _thread.get_ident, object.__hash__, type, str, RuntimeError, WATCHED, REACHES)
    tracers = {"sys.settrace": sys.gettrace, "sys.setprofile": sys.getprofile}
    attributes, not_the_learners, signals = FRAME_ATTRIBUTES, NOT_THE_LEARNERS, SIGNALS
    own_pid, parent_pid, number, read_only = os.getpid, os.getppid, int, open
    proc = os.path.isdir("/proc/self")

    def started_here(pid):
        """Whether `pid` (a process, or the leader of a group) is this process or below it, by the parents
        `/proc` names; a group (0 or below) or a process it cannot read is not. Without `/proc`, any but the
        parent is taken to be."""
        me = own_pid()
        for _ in range(4096):
            if pid == me:
                return True
            if pid <= 1:
                return False
            try:
                with read_only("/proc/%d/stat" % pid, "rb") as stat:
                    pid = number(stat.read().rsplit(b")", 1)[1].split()[1])
            except OSError:
                return not proc and pid != parent_pid()
            except (IndexError, ValueError):
                return False
        return False

    def library(file):
        """Whether a code file name is an installed library's: the standard library, a site-packages, or
        frozen into Python; never a file in the learner's folder."""
        if kind(file) is not text:
            return False
        found = known.get(file)
        if found is None:
            found = file.startswith(libraries) and not file.startswith(folder) or file.startswith("<frozen ")
            known[file] = found
        return found

    def whose(frame, anywhere):
        """The line of the learner's file behind an event raised in `frame` (None when the learner's code
        outside the file raised it), or NOT_THE_LEARNERS. The checker's own code is told by its code
        objects, not by a file name any code may claim. The event is the learner's when the first frame
        that is not a tool handing a frame on is neither the checker's nor an installed library's (the
        standard library's namedtuple, typing and logging take a frame to read a name or a line); with
        `anywhere`, when the learner's code is anywhere on the stack."""
        while frame is not None:
            code = frame.f_code
            file = code.co_filename
            if identity(code) in own:
                if not anywhere:
                    return not_the_learners
            elif not (identity(code) in handing or file in handing_files or (file, code.co_name) in handing_functions):
                if not library(file):
                    while frame is not None and frame.f_code.co_filename != path:
                        frame = frame.f_back
                    return frame.f_lineno if frame is not None else None
                if not anywhere:
                    return not_the_learners
            frame = frame.f_back
        return not_the_learners

    def hook(event, args):
        if event not in watched:
            return
        if event == "object.__getattr__":
            if args[1] not in attributes:
                return
            way = args[1]
        else:
            way = reaches[event]
        me = ident()
        if me in inside:  # the hook's own look at the stack
            return
        inside.add(me)
        try:
            if way == "compile" and not library(args[1]):
                return  # only code made to pass for a library's hides whose it is
            if way in signals and kind(args[0]) is int and started_here(args[0]):
                return
            if way in tracers and (tracers[way]() is not None or getframe(1).f_trace is not None):
                # Python taking away a tracer that raised (the checker's, whose trace is full, or pdb's
                # on the end of its input), or one set over another's: installing one is the reach.
                return
            line = whose(getframe(1), way == "right_functions")
        finally:
            inside.discard(me)
        if line is not_the_learners:
            return
        if not reached:
            reached.append({"event": way, "line": line})
        raise error("the checker keeps this out of reach of the code it checks")

    sys.modules["__main__"] = stand_in
    if hasattr(sys, "addaudithook"):
        sys.addaudithook(hook)
        # Every audited event costs a call of the hook, and `copy.deepcopy` calls `id()`, one, for every
        # object it copies: 21 for a board, which would more than double what a deepcopy costs.
        # `object.__hash__` is as unique among live objects (the object's address, turned) and is not
        # audited; deepcopy's memo is opaque to what it copies, as its documentation says.
        copy.id = object.__hash__
    return reached


# What `whose` says of an event that is not the learner's code's doing.
NOT_THE_LEARNERS = object()


def program_code():
    """The identities (`object.__hash__`, as the hook tells them) of every code object of this program, found
    from its module's frame before any of the learner's code runs: the outermost frame of this program's
    globals (in a browser page, Pyodide's own frames run it)."""
    frame = sys._getframe()
    while frame.f_back is not None and frame.f_back.f_globals is frame.f_globals:
        frame = frame.f_back
    found, todo = set(), [frame.f_code]
    while todo:
        code = todo.pop()
        if object.__hash__(code) not in found:
            found.add(object.__hash__(code))
            todo.extend(inner for inner in code.co_consts if isinstance(inner, type(code)))
    return frozenset(found)


def reached_reply(asked, reach, reply):
    """The reply to a request that runs the learner's code (`call`, `trace`, `change`, `check50`) once that
    code has reached: what it answered cannot be trusted, so it is not said (`reply`: what the request
    answered, or None when it was not made)."""
    if asked == "call":
        return {"reached": reach, "after": reply["after"] if reply else ["same"]}
    if asked == "trace":
        return {"traced": {"reached": reach, "alphabeta": None, "calls": [], "called": [], "line": None}}
    if asked == "check50":
        return {"check50": "reached", "reached": reach}
    return {"change": None}
