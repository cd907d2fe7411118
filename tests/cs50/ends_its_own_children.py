"""Right in every function; player starts two children, one in a process group of its own, and ends them
itself with os.kill and os.killpg: signalling what the file started is its own business."""

import os
import signal
import subprocess
import sys

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)

ENDED = []


def player(board):
    if not ENDED:
        ENDED.append(True)
        sleeper = [sys.executable, "-c", "import time; time.sleep(600)"]
        child = subprocess.Popen(sleeper)
        os.kill(child.pid, signal.SIGTERM)
        child.wait()
        leader = subprocess.Popen(sleeper, start_new_session=True)
        os.killpg(leader.pid, signal.SIGKILL)
        leader.wait()
    return tictactoe.player(board)
