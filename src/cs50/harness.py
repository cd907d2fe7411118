"""The Python side of `tictactoe check-cs50`: runs a learner's tictactoe.py and calls its functions on the
boards the checker sends. The checker runs it as `python3 -B -c <this file> FILE.py MEGABYTES PROGRESS` and sends
the file's source itself, read once, so every Python of one check runs the same code.

On Linux the process first splits in two. The warden stays behind as a child subreaper: whatever the learner's
code starts, even in a session of its own or as a daemon, stays its descendant, and it kills every one of them
when the worker ends, when the checker asks (SIGTERM), or when the checker goes away for any reason, a SIGKILL
included; it also stops a worker that starts more than PROCESSES processes (exit status 120). The worker runs
the learner's code under a memory limit of MEGABYTES.

The protocol runs over private copies of the original standard input and output, taken before the learner's
code runs; that code then gets an empty standard input, and whatever it prints (through print or straight to
file descriptors 1 and 2) goes to the null device.

The checker sends its requests in batches, and the replies to a batch go back together, when the process would
otherwise wait for the next request (or once a call has kept them FLUSH_AFTER seconds): one write and one
wake-up of the checker for a batch, not one for each call. So that the checker still knows which call hangs or
ends the process while the replies before it are held back, the id of each request is written, before the
request is answered, into the first 8 bytes of the file PROGRESS (little-endian), shared memory that costs no
system call; with PROGRESS empty, each reply is sent at once.

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

Besides the calls, each answered `ID <TAB> return <TAB> <TAB> =` unless said otherwise:
    ID <TAB> fresh          a copy of the process as it was when the file had just been imported answers
                            from now on, until `end` (see Pristine): a fresh Python, without importing again
    ID <TAB> end            that copy ends; the process answers again
    ID <TAB> right <TAB> NAMES
                            the functions NAMES (space-separated) are right ones from now on, the others the
                            learner's own: to see whether a function fails only because of another
    ID <TAB> trace <TAB> BOARD
                            minimax(BOARD), tracing every call of the file's own functions that takes a board;
                            out: ID <TAB> traced <TAB> return|raise <TAB> VALUE <TAB> BOARD AFTER <TAB> COUNT
                            <TAB> CALLS (see `trace`)
    ID <TAB> check50 <TAB> NAME
                            CS50's check NAME as check50 runs it; VALUE is `pass`, `fail RATIONALE` or
                            `error TYPE: MESSAGE`
The checker sends nothing after `fresh` or `end` until it has that one's answer.
"""

import sys

if sys.version_info[0] < 3:  # said before importing what Python 2 lacks
    sys.stdout.write("error\tpython\t%s\n" % sys.version.split()[0])
    sys.exit(0)

import copy
import importlib.util
import os
import signal
import struct
import threading
import time

FUNCTIONS = ("player", "actions", "result", "winner", "terminal", "utility", "minimax")

# The most processes the learner's code may have running at once, its own Python included.
PROCESSES = 64
# The warden's exit status when it stopped a worker for starting more processes than that.
TOO_MANY_PROCESSES = 120
# The longest a reply is held back while calls keep coming, in seconds.
FLUSH_AFTER = 0.05
# The id of the request under way, as the progress file holds it.
PROGRESS = struct.Struct("<Q")


def main():
    path = os.path.abspath(sys.argv[1])
    megabytes = int(sys.argv[2])
    progress = shared_progress(sys.argv[3] if len(sys.argv) > 3 else "")
    warden()
    channel = Channel(*private_channels(), progress=progress)
    watch_parent()
    source = read_source(channel)
    limit_memory(megabytes)

    module, problem = load(path, source)
    if problem:
        channel.send("error", *problem)
        channel.flush()
        return
    marks = {"X": getattr(module, "X", "X"), "O": getattr(module, "O", "O"), ".": getattr(module, "EMPTY", None)}
    IDENTITIES.update((id(value), symbol) for symbol, value in marks.items())
    channel.send("ready", *foreign_board(module, marks, path))
    channel.flush()

    own = {name: getattr(module, name) for name in FUNCTIONS}
    pristine = Pristine(channel, (module, marks, path, own))
    serve(channel, module, marks, path, own, pristine)


def serve(channel, module, marks, path, own, pristine):
    """Answers requests until they end (or, in a fresh process, until `end`), every reply sent before it
    returns."""
    try:
        answer(channel, module, marks, path, own, pristine)
    finally:
        channel.flush()


def answer(channel, module, marks, path, own, pristine):
    """`serve`'s loop: one reply for each request."""
    send = channel.send
    while True:
        raw = channel.line()
        if raw is None:
            return
        fields = raw.decode("utf-8").split("\t")
        ident, name = fields[0], fields[1]
        channel.started(ident)
        if name == "fresh":
            if pristine is None:  # already fresh
                send(ident, "return", "", "=")
            else:
                pristine.run(ident)
            continue
        if name == "end":
            send(ident, "return", "", "=")
            if pristine is None:
                return
            continue
        if name == "right":
            replace(module, own, fields[2].split(), marks)
            send(ident, "return", "", "=")
            continue
        if name == "check50":
            send(ident, "return", clean(run_check50(module, fields[2], path)), "=")
            continue
        row = [marks[c] for c in fields[2]]
        board = [row[0:3], row[3:6], row[6:9]]
        if name == "trace":
            send(ident, *trace(module, board, marks, path, own))
            continue
        args = [board] if name != "result" else [board, (int(fields[3]), int(fields[4]))]
        before = [row[0:3], row[3:6], row[6:9]]
        try:
            value = getattr(module, name)(*args)
        except BaseException as error:  # everything the learner's code raises, SystemExit included
            kind, text = "raise", describe(error, path)
        else:
            kind, text = "return", encode(name, value, marks, path)
        send(ident, kind, text, "=" if unchanged(board, before) else board_text(board, marks) or "?")


class Pristine:
    """A copy of the process made as soon as the file is imported, before any call: every `fresh` request is
    answered by a copy of it, as a fresh Python that has just imported the file would answer, without
    importing the file again. That copy then serves the protocol until `end`, while this process waits (the
    checker sends nothing after `fresh` or `end` until it is answered, so neither reads the other's lines)."""

    def __init__(self, channel, state):
        self.orders_r, self.orders_w = os.pipe()
        self.ended_r, self.ended_w = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:
            os.close(self.orders_w)
            os.close(self.ended_r)
            self.wait_for_orders(channel, state)
            os._exit(0)
        os.close(self.orders_r)
        os.close(self.ended_w)

    def run(self, ident):
        """Lets a fresh copy answer the request `ident` and serve the protocol, and waits until it has ended."""
        os.write(self.orders_w, ident.encode("utf-8") + b"\n")
        os.read(self.ended_r, 1)

    def wait_for_orders(self, channel, state):
        """In the pristine copy, which runs nothing of the learner's: for each order, a copy of itself serves
        the protocol until it ends."""
        module, marks, path, own = state
        orders = os.fdopen(self.orders_r, "rb")
        for order in orders:
            child = os.fork()
            if child == 0:
                copy = channel.copy()
                copy.send(order.decode("utf-8").strip(), "return", "", "=")
                serve(copy, module, marks, path, own, None)
                os._exit(0)
            while True:
                try:
                    os.waitpid(child, 0)
                    break
                except InterruptedError:
                    continue
                except ChildProcessError:
                    break
            os.write(self.ended_w, b"e")


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


def read_source(channel):
    """The learner's file, sent once by the checker before the first call."""
    head = (channel.line() or b"").decode("utf-8").split("\t")
    length = int(head[1])
    source = channel.exactly(length)
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
    requests, replies = os.dup(0), os.dup(1)
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


# The eight lines of three cells, as (row, column) pairs.
LINES = [[(i, 0), (i, 1), (i, 2)] for i in range(3)] + [[(0, j), (1, j), (2, j)] for j in range(3)]
LINES += [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]


def right_functions(marks):
    """CS50's six small functions as they should be, on boards of the module's own marks: what a learner's
    function is replaced with to see whether another one fails only because of it."""
    x, o, empty = marks["X"], marks["O"], marks["."]

    def is_empty(value):
        return value is empty or value == empty

    def player(board):
        xs = sum(1 for row in board for value in row if value == x)
        os_ = sum(1 for row in board for value in row if value == o)
        return x if xs == os_ else o

    def actions(board):
        return {(i, j) for i in range(3) for j in range(3) if is_empty(board[i][j])}

    def result(board, action):
        if action not in actions(board):
            raise ValueError("invalid action %r" % (action,))
        after = [list(row) for row in board]
        after[action[0]][action[1]] = player(board)
        return after

    def winner(board):
        for line in LINES:
            first = board[line[0][0]][line[0][1]]
            if not is_empty(first) and all(board[i][j] == first for i, j in line):
                return first
        return None

    def terminal(board):
        return winner(board) is not None or not actions(board)

    def utility(board):
        won = winner(board)
        return 1 if won == x else -1 if won == o else 0

    return {"player": player, "actions": actions, "result": result, "winner": winner, "terminal": terminal,
            "utility": utility}


def replace(module, own, names, marks):
    """From now on, the functions `names` of the module are right ones, and the others the learner's own."""
    right = right_functions(marks)
    for name in FUNCTIONS:
        setattr(module, name, right[name] if name in names else own[name])


# The most calls a trace records; a search that makes more is stopped there.
TRACE_LIMIT = 100000


class TraceFull(BaseException):
    """Raised inside the learner's search once the trace is full, to stop it."""


def trace(module, board, marks, path, own):
    """Runs minimax(board) and records every call of the file's own functions that takes a board: in the
    order they are made, each with its depth among the calls recorded, its name, the board, its numeric
    arguments and what it returned. Also counts the positions the course's alpha-beta visits on the same
    board when it tries actions in the order the file's actions() gives them."""
    entries, stack = [], []

    def profile(frame, event, arg):
        if event == "call":
            code = frame.f_code
            if code.co_filename != path:
                return
            names = code.co_varnames[: code.co_argcount]
            found, numbers = None, []
            for name in names:
                value = frame.f_locals.get(name)
                if found is None and type(value) is list:
                    found = board_text(value, marks)
                    if found is not None:
                        continue
                number = number_text(value)
                if number is not None:
                    numbers.append("%s=%s" % (name, number))
            if found is None:
                return
            if len(entries) >= TRACE_LIMIT:
                raise TraceFull()
            entry = [stack[-1][1] if stack else None, code.co_name, found, ",".join(numbers), "?"]
            entries.append(entry)
            stack.append((frame, entry))
        elif event == "return" and stack and stack[-1][0] is frame:
            stack.pop()[1][4] = value_text(arg)

    before = [row[:] for row in board]
    full = False
    sys.setprofile(profile)
    try:
        value = module.minimax(board)
    except TraceFull:
        kind, text, full = "raise", "", True
    except BaseException as error:
        kind, text = "raise", describe(error, path)
    else:
        kind, text = "return", encode("minimax", value, marks, path)
    finally:
        sys.setprofile(None)
    after = "=" if unchanged(board, before) else board_text(board, marks) or "?"
    return "traced", kind, text, after, "full" if full else str(alphabeta_nodes(before, marks, own)), valued(entries)


def valued(entries):
    """The calls that returned a value (a number, a move, or both), each with its depth among them, as
    `DEPTH|NAME|BOARD|ARGUMENTS|RETURNED` joined by `;`: the calls of player, actions and the like are left out."""
    depths, lines = {}, []
    for entry in entries:
        parent, name, board, numbers, returned = entry
        while parent is not None and id(parent) not in depths:
            parent = parent[0]
        if returned[0] not in "?Nb":
            depth = depths[id(parent)] + 1 if parent is not None else 0
            depths[id(entry)] = depth
            lines.append("%d|%s|%s|%s|%s" % (depth, name, board, numbers, returned))
    return ";".join(lines)


def number_text(value):
    """A number as the checker reads it (`1`, `-0.5`, `inf`), or None for anything that is not a number."""
    if type(value) is int:
        return str(value)
    if type(value) is float:
        return "nan" if value != value else "inf" if value == float("inf") else "-inf" if value == -float("inf") else repr(value)
    return None


def value_text(value):
    """What a call returned, as the checker reads it: a number, `NUMBER@I,J` for a number with a move (in either
    order), `@I,J` for a move, `None`, or `?` for anything else."""
    number = number_text(value)
    if number is not None:
        return number
    if value is None:
        return "None"
    move = cell(value)
    if move is not None:
        return "@" + move
    if type(value) is tuple and len(value) == 2:
        for first, second in (value, value[::-1]):
            number, move = number_text(first), cell(second)
            if number is not None and move is not None:
                return number + "@" + move
            if number is not None and second is None:
                return number + "@"
    return "?"


def alphabeta_nodes(board, marks, own):
    """The positions the course's alpha-beta visits from `board`, trying each position's actions in the order
    the file's own actions() gives them (in cell order where that is not the right set)."""
    right = right_functions(marks)
    nodes = [0]

    def order(position):
        expected = right["actions"](position)
        try:
            theirs = list(own["actions"](position))
            if len(theirs) == len(expected) and set(theirs) == expected:
                return theirs
        except BaseException:
            pass
        return sorted(expected)

    def value(position, alpha, beta):
        nodes[0] += 1
        if right["terminal"](position):
            return right["utility"](position)
        maximising = right["player"](position) == marks["X"]
        v = -2 if maximising else 2
        for action in order(position):
            child = value(right["result"](position, action), alpha, beta)
            if maximising:
                v = max(v, child)
                if v >= beta:
                    return v
                alpha = max(alpha, v)
            else:
                v = min(v, child)
                if v <= alpha:
                    return v
                beta = min(beta, v)
        return v

    value(board, -2, 2)
    return nodes[0]


# CS50's own checks of the project, as check50 runs them (ai50/projects, branch 2024/x,
# tictactoe/__init__.py): by name, the function called, its arguments (boards of "X", "O" and None, as the
# checks write them) and what it must give: a value compared with `!=`, an exception ("raises"), or the
# board left as a shallow copy of it was ("unchanged").
_E, _TIED = None, [["O", "X", "X"], ["X", "X", "O"], ["O", "O", "X"]]
_EMPTY = [[_E, _E, _E], [_E, _E, _E], [_E, _E, _E]]
_ALL = {(i, j) for i in range(3) for j in range(3)}
_PLAYED = [[_E, _E, "X"], [_E, _E, "O"], ["X", _E, _E]]
CHECK50 = {
    "test_initial": ("initial_state", (), "eq", _EMPTY),
    "test_player0": ("player", (_EMPTY,), "eq", "X"),
    "test_player1": ("player", ([[_E, "X", _E], [_E, _E, _E], [_E, _E, _E]],), "eq", "O"),
    "test_player2": ("player", ([[_E, "X", _E], [_E, "O", _E], ["O", "X", _E]],), "eq", "X"),
    "test_player3": ("player", ([[_E, "X", _E], ["X", "O", _E], ["O", "X", _E]],), "eq", "O"),
    "test_actions0": ("actions", (_EMPTY,), "eq", _ALL),
    "test_actions1": ("actions", ([[_E, _E, _E], ["X", _E, _E], [_E, _E, _E]],), "eq", _ALL - {(1, 0)}),
    "test_actions2": ("actions", ([["O", _E, "O"], ["X", _E, _E], [_E, _E, "X"]],), "eq",
                      {(0, 1), (1, 1), (1, 2), (2, 0), (2, 1)}),
    "test_result0": ("result", (_EMPTY, (0, 2)), "eq", [[_E, _E, "X"], [_E, _E, _E], [_E, _E, _E]]),
    "test_result1": ("result", ([[_E, _E, "X"], [_E, _E, _E], [_E, _E, _E]], (1, 2)), "eq",
                     [[_E, _E, "X"], [_E, _E, "O"], [_E, _E, _E]]),
    "test_result2": ("result", ([[_E, _E, "X"], [_E, _E, "O"], [_E, _E, _E]], (2, 0)), "eq", _PLAYED),
    "test_result_exception0": ("result", (_PLAYED, (2, 0)), "raises", None),
    "test_result_exception1": ("result", (_PLAYED, (-1, 2)), "raises", None),
    "test_result_unchanged": ("result", (_PLAYED, (0, 0)), "unchanged", None),
    "test_winner0": ("winner", (_EMPTY,), "eq", None),
    "test_winner1": ("winner", ([["O", "O", _E], [_E, _E, _E], ["X", "X", "X"]],), "eq", "X"),
    "test_winner2": ("winner", ([[_E, "O", _E], [_E, "O", "X"], ["X", "O", "X"]],), "eq", "O"),
    "test_winner3": ("winner", ([["O", "X", "X"], [_E, "X", _E], ["X", "O", "O"]],), "eq", "X"),
    "test_winner4": ("winner", (_TIED,), "eq", None),
    "test_terminal0": ("terminal", (_TIED,), "eq", True),
    "test_terminal1": ("terminal", (_EMPTY,), "eq", False),
    "test_terminal2": ("terminal", ([[_E, "O", "O"], ["X", "X", "X"], [_E, _E, _E]],), "eq", True),
    "test_terminal3": ("terminal", ([[_E, "O", "O"], [_E, "X", "X"], [_E, "O", "X"]],), "eq", False),
    "test_utility0": ("utility", (_TIED,), "eq", 0),
    "test_utility1": ("utility", ([["X", "O", "O"], [_E, "X", _E], [_E, _E, "X"]],), "eq", 1),
    "test_minimax0": ("minimax", ([[_E, "X", "O"], [_E, "X", _E], [_E, _E, _E]],), "eq", (2, 1)),
    "test_minimax1": ("minimax", ([[_E, _E, _E], ["X", "O", "O"], [_E, "X", _E]],), "eq", (2, 0)),
    "test_minimax2": ("minimax", ([["O", "X", "O"], ["X", "X", _E], ["X", "O", _E]],), "eq", (1, 2)),
    "test_minimax_none0": ("minimax", ([["X", "X", "X"], ["O", "O", _E], [_E, _E, _E]],), "eq", None),
}


def run_check50(module, name, path):
    """Runs CS50's check `name` on the module, as check50 does: `pass`, `fail RATIONALE` in check50's own
    words, or `error TYPE: MESSAGE` when the learner's code raised (check50 prints that as an error)."""
    function, args, mode, expected = CHECK50[name]
    args = copy.deepcopy(args)
    try:
        value = None
        if mode == "raises":
            try:
                getattr(module, function)(*args)
            except Exception:
                return "pass"
            return "fail expected exception, none caught"
        if mode == "unchanged":
            board = args[0]
            saved = board.copy()
            getattr(module, function)(*args)
            return "pass" if not board != saved else "fail original board modified"
        value = getattr(module, function)(*args)
        if expected != value:
            return "fail expected %s, not %s" % (check50_raw(str(expected)), check50_raw(str(value)))
        return "pass"
    except BaseException as error:
        return "error " + describe(error, path)


def check50_raw(text):
    """A value as check50 quotes it in a mismatch: in double quotes, escaped, cut after 15 characters."""
    text = '"%s"' % repr(text)[1:-1]
    return text if len(text) <= 15 else text[:15] + '..."'


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
            if text is not None and type(value) not in (set, frozenset):
                text = "~%s %s" % (type(value).__name__, text)
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


def shared_progress(path):
    """The first 8 bytes of the file at `path`, mapped into memory, for the id of the request under way; None
    if there is no such file (each reply is then sent at once)."""
    if not path:
        return None
    try:
        import mmap

        with open(path, "r+b") as file:
            progress = mmap.mmap(file.fileno(), 8)
    except (ImportError, OSError, ValueError):
        return None
    try:
        os.unlink(path)  # the checker reads it through the file it keeps open
    except OSError:
        pass
    return progress


class Channel:
    """The protocol's two pipes, as file descriptors: request lines in, reply lines out. Replies wait in
    `held` until the process would wait for the next request, or until the oldest has waited FLUSH_AFTER
    seconds; `progress` says which request is under way meanwhile."""

    def __init__(self, requests, replies, progress):
        self.requests, self.replies, self.progress = requests, replies, progress
        self.read = b""
        self.held = []
        self.since = 0.0

    def copy(self):
        """A channel of its own on the same pipes, for a copy of the process, with nothing read or held."""
        return Channel(os.dup(self.requests), os.dup(self.replies), self.progress)

    def line(self):
        """The next request line without its newline, or None when the requests have ended. The replies held
        are sent first if it has to wait for one."""
        while b"\n" not in self.read:
            self.flush()
            chunk = os.read(self.requests, 65536)
            if not chunk:
                return None
            self.read += chunk
        line, self.read = self.read.split(b"\n", 1)
        return line

    def exactly(self, length):
        """The next `length` bytes (fewer if the requests end first)."""
        while len(self.read) < length:
            chunk = os.read(self.requests, max(65536, length - len(self.read)))
            if not chunk:
                break
            self.read += chunk
        data, self.read = self.read[:length], self.read[length:]
        return data

    def started(self, ident):
        """Marks the request `ident` as under way, where the checker can read it."""
        if self.progress is not None:
            PROGRESS.pack_into(self.progress, 0, int(ident))

    def send(self, *fields):
        """Sends one reply line, or holds it to send with the next."""
        now = time.monotonic()
        if not self.held:
            self.since = now
        self.held.append(("\t".join(fields) + "\n").encode("utf-8", "replace"))
        if self.progress is None or now - self.since >= FLUSH_AFTER:
            self.flush()

    def flush(self):
        """Sends the replies held."""
        if not self.held:
            return
        data = memoryview(b"".join(self.held))
        self.held = []
        while data:
            data = data[os.write(self.replies, data) :]


main()
