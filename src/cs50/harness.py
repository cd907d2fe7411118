"""The Python side of `tictactoe check-cs50`: runs a learner's tictactoe.py and calls its functions on the
boards the checker sends. The checker runs it as `python3 -B -c <this file> FILE.py MEGABYTES` and sends the
file's source itself, read once, so every Python of one check runs the same code.

On Linux the process first splits in two. The warden stays behind as a child subreaper: whatever the learner's
code starts, even in a session of its own or as a daemon, stays its descendant, and it kills every one of them
when the worker ends, when the checker asks (SIGTERM), or when the checker goes away for any reason, a SIGKILL
included; it also stops a worker that starts more than PROCESSES processes (exit status 120). The worker runs
the learner's code under a memory limit of MEGABYTES.

The protocol runs over private copies of the original standard input and output, taken before the learner's
code runs; that code then gets an empty standard input, and whatever it prints (through print or straight to
file descriptors 1 and 2) goes to the null device.

First line in: `source<TAB>LENGTH`, then LENGTH bytes of the file's source.
First line out: `ready<TAB>KIND<TAB>DETAIL` (KIND empty, or why the file's own board is not CS50's:
`same` when X and O are one value, `raised` with the exception initial_state() raised, `returns` with the
repr of what it returned), or
`error<TAB>import<TAB>MESSAGE`, or `error<TAB>missing<TAB>NAME NAME...`, or
`error<TAB>python<TAB>VERSION` when run by Python 2 (this file stays readable by Python 2 to say so).
Then one line out for each line in, in order:

    in:   ID <TAB> FUNCTION <TAB> BOARD [<TAB> I <TAB> J]     (I and J only for result)
    out:  ID <TAB> return|raise <TAB> VALUE <TAB> BOARD AFTER

BOARD is 9 cells row-major, `X`, `O` or `.`, and is built with the module's own X, O and EMPTY. VALUE is what
the call returned, written for the function called (see `encode`), or `?` and the value's repr when it is
not of the kind that function must return; after `raise`, the exception's type and message. BOARD AFTER is
`=` when the board that was passed in is unchanged, else that board read again (`?` if it no longer reads
as a board).
"""

import sys

if sys.version_info[0] < 3:  # said before importing what Python 2 lacks
    sys.stdout.write("error\tpython\t%s\n" % sys.version.split()[0])
    sys.exit(0)

import importlib.util
import os
import signal
import threading
import time

FUNCTIONS = ("player", "actions", "result", "winner", "terminal", "utility", "minimax")

# The most processes the learner's code may have running at once, its own Python included.
PROCESSES = 64
# The warden's exit status when it stopped a worker for starting more processes than that.
TOO_MANY_PROCESSES = 120


def main():
    path = os.path.abspath(sys.argv[1])
    megabytes = int(sys.argv[2])
    warden()
    requests, replies = private_channels()
    watch_parent()
    source = read_source(requests)
    limit_memory(megabytes)

    module, problem = load(path, source)
    if problem:
        send(replies, "error", *problem)
        return
    marks = {"X": getattr(module, "X", "X"), "O": getattr(module, "O", "O"), ".": getattr(module, "EMPTY", None)}
    IDENTITIES.update((id(value), symbol) for symbol, value in marks.items())
    send(replies, "ready", *foreign_board(module, marks, path))

    for raw in requests:
        fields = raw.decode("utf-8").rstrip("\n").split("\t")
        ident, name, cells = fields[0], fields[1], fields[2]
        board = [[marks[c] for c in cells[row * 3 : row * 3 + 3]] for row in range(3)]
        args = [board] if name != "result" else [board, (int(fields[3]), int(fields[4]))]
        before = [row[:] for row in board]
        try:
            value = getattr(module, name)(*args)
        except BaseException as error:  # everything the learner's code raises, SystemExit included
            kind, text = "raise", describe(error, path)
        else:
            kind, text = "return", encode(name, value, marks, path)
        send(replies, ident, kind, text, "=" if unchanged(board, before) else board_text(board, marks) or "?")


def warden():
    """On Linux: splits the process in two and returns in the worker; the warden never returns. Elsewhere,
    or if the kernel refuses, returns at once and the process is the worker alone."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(36, 1, 0, 0, 0) != 0:  # PR_SET_CHILD_SUBREAPER
            return
        worker = os.fork()
    except BaseException:
        return
    if worker == 0:
        return
    # The warden: the protocol's pipes are the worker's alone, so its end is seen at once.
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    checker = os.getppid()
    asked = []
    signal.signal(signal.SIGTERM, lambda *_: asked.append(True))
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    statuses = {}
    while worker not in statuses and not asked and os.getppid() == checker:
        reap(statuses)
        if worker not in statuses and len(descendants()) > PROCESSES:
            statuses[worker] = TOO_MANY_PROCESSES << 8
        time.sleep(0.05)
    kill_descendants(statuses)
    while worker not in statuses:
        if not reap(statuses, wait=True):
            statuses[worker] = signal.SIGKILL
    status = statuses[worker]
    if os.WIFSIGNALED(status):
        signal.signal(os.WTERMSIG(status), signal.SIG_DFL)
        os.kill(os.getpid(), os.WTERMSIG(status))
    os._exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 1)


def reap(statuses, wait=False):
    """Collects the children that have ended (orphans of the learner's code come here too), keeping each
    one's status in `statuses`; with `wait`, waits for one. Returns whether any child was left to wait for."""
    while True:
        try:
            pid, status = os.waitpid(-1, 0 if wait else os.WNOHANG)
        except ChildProcessError:
            return False
        if pid == 0:
            return True
        statuses.setdefault(pid, status)
        if wait:
            return True


def descendants():
    """The ids of every process below this one, read from /proc."""
    parents = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open("/proc/%s/stat" % entry, "rb") as stat:
                    fields = stat.read().rsplit(b")", 1)[1].split()
                parents.setdefault(int(fields[1]), []).append(int(entry))
            except (OSError, IndexError, ValueError):
                pass
    found, todo = [], [os.getpid()]
    while todo:
        children = parents.get(todo.pop(), [])
        found.extend(children)
        todo.extend(children)
    return found


def kill_descendants(statuses):
    """Stops every descendant where it is, so none can start another, then kills them all; again until
    none is left. The statuses of the children that end are kept in `statuses`."""
    for _ in range(100):
        found = descendants()
        if not found:
            return
        for pid in found:
            try:
                os.kill(pid, signal.SIGSTOP)
            except OSError:
                pass
        for pid in descendants():
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        reap(statuses)
        time.sleep(0.01)


def read_source(requests):
    """The learner's file, sent once by the checker before the first call."""
    head = requests.readline().decode("utf-8").rstrip("\n").split("\t")
    length = int(head[1])
    source = requests.read(length)
    if len(source) != length:
        raise SystemExit("the source ended early")
    return source


def limit_memory(megabytes):
    """Caps the address space, so code that grows without end raises MemoryError instead of taking the
    machine."""
    try:
        import resource

        limit = megabytes * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (ImportError, ValueError, OSError):
        pass


def private_channels():
    """Keeps copies of standard input and output for the protocol, then points file descriptors 0, 1 and 2
    at the null device, so nothing the learner's code reads or writes can touch the protocol."""
    requests = os.fdopen(os.dup(0), "rb")
    replies = os.fdopen(os.dup(1), "wb")
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    os.close(null)
    return requests, replies


def watch_parent():
    """Ends this process (and, on Unix, its process group) if the checker goes away without stopping it,
    even while the learner's code is stuck in a loop."""
    parent = os.getppid()

    def watch():
        while os.getppid() == parent:
            time.sleep(0.5)
        if hasattr(os, "killpg") and os.getpgrp() == os.getpid():
            os.killpg(os.getpid(), signal.SIGKILL)
        os._exit(1)

    threading.Thread(target=watch, daemon=True).start()


def load(path, source):
    """Runs the learner's source as `import` would run the file, under the file's name and with its folder
    on the path; returns (module, None) or (None, problem)."""
    name = os.path.splitext(os.path.basename(path))[0]
    sys.path.insert(0, os.path.dirname(path))
    sys.argv = [path]
    try:
        spec = importlib.util.spec_from_loader(name, loader=None, origin=path)
        module = importlib.util.module_from_spec(spec)
        module.__file__ = path
        sys.modules[name] = module
        exec(compile(source, path, "exec"), module.__dict__)
    except BaseException as error:
        return None, ("import", describe(error, path))
    missing = [name for name in FUNCTIONS if not callable(getattr(module, name, None))]
    if missing:
        return None, ("missing", " ".join(missing))
    return module, None


def foreign_board(module, marks, path):
    """Why the file's own board is not CS50's, which every call is made with: initial_state() must return
    a list of 3 lists of 3 EMPTY, and X, O and EMPTY must differ. A kind and its detail, both empty when
    it is CS50's (or there is no initial_state to ask); the checker words them."""
    if len({id(value) for value in marks.values()}) < 3 and marks["X"] == marks["O"]:
        return "same", ""
    start = getattr(module, "initial_state", None)
    if not callable(start):
        return "", ""
    try:
        board = start()
    except BaseException as error:
        return "raised", describe(error, path)
    if board_text(board, marks) == ".........":
        return "", ""
    try:
        shown = clean(repr(board), 80)
    except BaseException:
        shown = "?"
    return "returns", shown


def encode(name, value, marks, path):
    """What a call returned, in the checker's words; `?` and the repr when it is not the kind of value the
    function must return."""
    try:
        if name in ("player", "winner"):
            text = "None" if value is None else mark(value, marks)
            text = text if text in ("X", "O", "None") else None
        elif name == "actions":
            pairs = [cell(item) for item in value]
            text = None if None in pairs else " ".join(pairs)
        elif name == "result":
            text = board_text(value, marks)
        elif name == "terminal":
            text = str(value) if isinstance(value, bool) else None
        elif name == "utility":
            number = isinstance(value, (int, float)) and not isinstance(value, bool)
            text = str(int(value)) if number and value in (-1, 0, 1) else None
        else:  # minimax
            text = "None" if value is None else cell(value)
    except BaseException:  # iterating what actions returned runs the learner's code too
        text = None
    if text is not None:
        return text
    try:
        return "?" + clean(repr(value))
    except BaseException as error:
        return "?a value whose repr raised " + describe(error, path)


# The symbol of each of the module's marks by identity: the quick way to read a board built from them.
IDENTITIES = {}


def mark(value, marks):
    """`X`, `O` or `.` for one of the module's marks (compared by type and value), else None."""
    for symbol, mark_value in marks.items():
        if value is mark_value:
            return symbol
    for symbol, mark_value in marks.items():
        if type(value) is type(mark_value) and value == mark_value:
            return symbol
    return None


def cell(value):
    """`I,J` for a tuple of two ints, else None."""
    if isinstance(value, tuple) and len(value) == 2 and all(type(n) is int for n in value):
        return "%d,%d" % value
    return None


def unchanged(board, before):
    try:
        return bool(board == before)
    except BaseException:
        return False


def board_text(board, marks):
    """The 9-character form of a list of 3 lists of 3 of the module's marks, as CS50's boards are (and as
    the next call of `result`, and runner.py, index them), else None."""
    try:
        if type(board) is not list or len(board) != 3 or any(type(row) is not list or len(row) != 3 for row in board):
            return None
        cells = [IDENTITIES.get(id(c)) or mark(c, marks) for row in board for c in row]
    except BaseException:
        return None
    if None in cells:
        return None
    return "".join(cells)


def describe(error, path):
    """`Type: message (file.py, line N)`, the line being the last one of the learner's file the error passed."""
    text = type(error).__name__
    try:
        message = str(error)
    except BaseException as unreadable:  # an exception is an exception however it prints
        message = "(its message could not be read: %s)" % type(unreadable).__name__
    if message:
        text += ": " + message
    line, frame = None, error.__traceback__
    while frame is not None:
        if frame.tb_frame.f_code.co_filename == path:
            line = frame.tb_lineno
        frame = frame.tb_next
    if line is not None and not isinstance(error, SyntaxError):  # a SyntaxError's message names its line
        text += " (%s, line %d)" % (os.path.basename(path), line)
    return clean(text)


def clean(text, limit=300):
    """One line of at most `limit` characters."""
    text = text.replace("\t", " ").replace("\r", " ").replace("\n", " ")
    return text if len(text) <= limit else text[: limit - 3] + "..."


def send(replies, *fields):
    replies.write(("\t".join(fields) + "\n").encode("utf-8", "replace"))
    replies.flush()


main()
