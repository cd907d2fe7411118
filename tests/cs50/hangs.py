"""winner and minimax each hang on one board, after starting a child process that would outlive them if
only they were killed. With CS50_CHECK_PIDS set, the process ids are appended to that file."""

import os
import subprocess
import sys

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, O, X


def hang():
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    if os.environ.get("CS50_CHECK_PIDS"):
        with open(os.environ["CS50_CHECK_PIDS"], "a") as pids:
            pids.write("%d %d\n" % (os.getpid(), child.pid))
    while True:
        pass


def winner(board):
    if board == [[X, X, EMPTY], [O, O, EMPTY], [EMPTY, EMPTY, EMPTY]]:
        hang()
    return tictactoe.winner(board)


def minimax(board):
    if board == [[X, EMPTY, EMPTY], [EMPTY, O, EMPTY], [EMPTY, EMPTY, EMPTY]]:
        hang()
    return tictactoe.minimax(board)
