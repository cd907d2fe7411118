"""Wrong in actions (it leaves out the last empty cell), and on its first call stops the process above it,
the warden, by calling the C library's kill itself, past what Python would see of os.kill."""

import ctypes
import os
import signal

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)

STOPPED = []


def actions(board):
    if not STOPPED:
        STOPPED.append(True)
        try:
            ctypes.CDLL(None).kill(os.getppid(), signal.SIGSTOP)
        except Exception:
            pass
    moves = sorted(tictactoe.actions(board))
    return set(moves[:-1])
