"""winner holds the interpreter's lock in a regular expression that takes hours on one board, after
starting a child of its own; a checker killed meanwhile, by any signal, must not leave either running.
With CS50_CHECK_PIDS set, the process ids are written to that file once the hang begins."""

import os
import re
import subprocess
import sys

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, O, X


def winner(board):
    if board == [[X, X, EMPTY], [O, O, EMPTY], [EMPTY, EMPTY, EMPTY]]:
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        if os.environ.get("CS50_CHECK_PIDS"):
            with open(os.environ["CS50_CHECK_PIDS"], "w") as pids:
                pids.write("%d %d\n" % (os.getpid(), child.pid))
        re.match(r"(a+)+$", "a" * 40 + "b")
    return tictactoe.winner(board)
