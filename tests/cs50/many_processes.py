"""player starts a hundred processes on one board and waits for them: more than a learner's code may have
running at once. They must all be stopped, that call fail, and the rest of the check go on."""

import os
import time

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, O, X


def player(board):
    if board == [[X, O, EMPTY], [EMPTY, EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY]]:
        for _ in range(100):
            if os.fork() == 0:
                time.sleep(600)
                os._exit(0)
        time.sleep(600)
    return tictactoe.player(board)
