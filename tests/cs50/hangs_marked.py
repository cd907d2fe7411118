"""minimax starts a child that sleeps, then hangs, on X...O....: the child's command line carries the words
of marker.txt beside this file, which a test writes, so that the test sees from outside the sandbox whether
the child outlives the check."""

import os
import subprocess
import sys

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, O, X


def minimax(board):
    if board == [[X, EMPTY, EMPTY], [EMPTY, O, EMPTY], [EMPTY, EMPTY, EMPTY]]:
        with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "marker.txt")) as marker:
            words = marker.read().strip()
        subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)", words])
        while True:
            pass
    return tictactoe.minimax(board)
