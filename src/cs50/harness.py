"""The Python side of `tictactoe check-cs50`: imports a learner's tictactoe.py and calls its functions on the
boards the checker sends. The checker runs it as `python3 -B -c <this file> FILE.py`.

The protocol runs over private copies of the original standard input and output, taken before the learner's
code runs; that code then gets an empty standard input, and whatever it prints (through print or straight to
file descriptors 1 and 2) goes to the null device.

First line out: `ready`, or `error<TAB>import<TAB>MESSAGE`, or `error<TAB>missing<TAB>NAME NAME...`, or
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

import importlib.machinery
import importlib.util
import os
import signal
import threading
import time

FUNCTIONS = ("player", "actions", "result", "winner", "terminal", "utility", "minimax")


def main():
    path = os.path.abspath(sys.argv[1])
    requests, replies = private_channels()
    watch_parent()

    module, problem = load(path)
    if problem:
        send(replies, "error", *problem)
        return
    marks = {"X": getattr(module, "X", "X"), "O": getattr(module, "O", "O"), ".": getattr(module, "EMPTY", None)}
    IDENTITIES.update((id(value), symbol) for symbol, value in marks.items())
    send(replies, "ready")

    for line in requests:
        fields = line.rstrip("\n").split("\t")
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


def private_channels():
    """Keeps copies of standard input and output for the protocol, then points file descriptors 0, 1 and 2
    at the null device, so nothing the learner's code reads or writes can touch the protocol."""
    requests = os.fdopen(os.dup(0), "r", encoding="utf-8", newline="\n")
    replies = os.fdopen(os.dup(1), "w", encoding="utf-8", errors="replace", newline="\n")
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


def load(path):
    """Imports the learner's file as `import` would, under the file's name and with its folder on the path;
    returns (module, None) or (None, problem)."""
    name = os.path.splitext(os.path.basename(path))[0]
    sys.path.insert(0, os.path.dirname(path))
    sys.argv = [path]
    try:
        loader = importlib.machinery.SourceFileLoader(name, path)
        spec = importlib.util.spec_from_loader(name, loader)
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        loader.exec_module(module)
    except BaseException as error:
        return None, ("import", describe(error, path))
    missing = [name for name in FUNCTIONS if not callable(getattr(module, name, None))]
    if missing:
        return None, ("missing", " ".join(missing))
    return module, None


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
    """The 9-character form of a list of 3 rows of 3 of the module's marks, else None."""
    try:
        rows = [list(row) for row in board]
        cells = [IDENTITIES.get(id(c)) or mark(c, marks) for row in rows for c in row]
    except BaseException:
        return None
    if len(rows) != 3 or any(len(row) != 3 for row in rows) or None in cells:
        return None
    return "".join(cells)


def describe(error, path):
    """`Type: message (file.py, line N)`, the line being the last one of the learner's file the error passed."""
    text = type(error).__name__
    message = str(error)
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
    replies.write("\t".join(fields) + "\n")
    replies.flush()


main()
