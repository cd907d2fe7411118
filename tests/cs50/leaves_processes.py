"""player starts, once, a child in a session of its own and a daemon that double-forks away, and returns the
right answer all the same. Neither may outlive the check. With CS50_CHECK_PIDS set, their process ids are
written to that file."""

import os
import subprocess
import sys
import time

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)

STARTED = []


def player(board):
    if not STARTED:
        STARTED.append(True)
        sleeper = [sys.executable, "-c", "import time; time.sleep(600)"]
        child = subprocess.Popen(sleeper, start_new_session=True)
        read, write = os.pipe()
        if os.fork() == 0:
            os.setsid()
            if os.fork() == 0:
                os.write(write, b"%d" % os.getpid())
                time.sleep(600)
            os._exit(0)
        os.wait()
        daemon = int(os.read(read, 32))
        if os.environ.get("CS50_CHECK_PIDS"):
            with open(os.environ["CS50_CHECK_PIDS"], "w") as pids:
                pids.write("%d %d\n" % (child.pid, daemon))
    return tictactoe.player(board)
