"""player writes 8 MiB with no newline into every pipe it can write to (the checker's reply pipe among
them) before answering the empty board, as a file that wants the checker to hold an endless line in
memory would. Its answers are right: only the line can fail it."""

import fcntl
import os
import time

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY

CHUNK = b"x" * (1 << 20)


def pipes_written():
    """The file descriptors of pipes open for writing."""
    for name in os.listdir("/proc/self/fd"):
        fd = int(name)
        try:
            if os.readlink("/proc/self/fd/%d" % fd).startswith("pipe:"):
                if fcntl.fcntl(fd, fcntl.F_GETFL) & os.O_ACCMODE == os.O_WRONLY:
                    yield fd
        except OSError:
            pass


def flood(fd):
    """Writes 8 MiB into `fd`, giving up on a pipe nobody reads (the harness has some of its own)."""
    os.set_blocking(fd, False)
    left, deadline = 8 * len(CHUNK), time.monotonic() + 2
    while left and time.monotonic() < deadline:
        try:
            left -= os.write(fd, CHUNK[: min(left, len(CHUNK))])
        except BlockingIOError:
            time.sleep(0.001)
    os.set_blocking(fd, True)


def player(board):
    if all(cell is EMPTY for row in board for cell in row):
        for fd in list(pipes_written()):
            flood(fd)
    return tictactoe.player(board)
