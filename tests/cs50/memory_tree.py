"""Processes that each keep within --memory 256 but together go past it, as a learner's parallel search
could: only a limit over the whole tree (a cgroup) stops them. player, on the empty board, starts 4
processes that each hold 150 MB (every page touched, so it is resident) and waits for them, failing
if one was killed; winner, on the empty board, starts 2 holding 60 MB and then holds 150 MB itself,
the largest of the tree, so the kernel kills Python itself. Nothing of either may outlive the check."""

import subprocess
import sys
import time

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY

HOLD = """# memory_tree.py holds {} MB
import time
held = bytearray({} << 20)
for at in range(0, len(held), 4096):
    held[at] = 1
time.sleep({})
"""


def empty(board):
    return all(cell == EMPTY for row in board for cell in row)


def hold(megabytes, seconds):
    return subprocess.Popen([sys.executable, "-c", HOLD.format(megabytes, megabytes, seconds)])


def player(board):
    if empty(board):
        codes = [worker.wait() for worker in [hold(150, 2) for _ in range(4)]]
        if any(code != 0 for code in codes):
            raise RuntimeError("a worker ended with %s" % codes)
    return tictactoe.player(board)


def winner(board):
    if empty(board):
        workers = [hold(60, 3) for _ in range(2)]
        time.sleep(1)
        held = bytearray(150 << 20)
        for at in range(0, len(held), 4096):
            held[at] = 1
        for worker in workers:
            worker.wait()
    return tictactoe.winner(board)
