"""Wrong in actions (it leaves out the last empty cell), and on its first call kills the process above it,
the warden that counts and ends what the file starts, so that what it starts next would go unwatched."""

import os
import signal

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)

KILLED = []


def actions(board):
    if not KILLED:
        KILLED.append(True)
        try:
            os.kill(os.getppid(), signal.SIGKILL)
        except Exception:
            pass
    moves = sorted(tictactoe.actions(board))
    return set(moves[:-1])
