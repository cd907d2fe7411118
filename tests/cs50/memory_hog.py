"""minimax keeps a list growing without end on one board, as a learner's memo gone wrong can: it must run
into the memory limit, fail that call, and leave the rest of the check to go on."""

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, O, X

KEPT = []


def minimax(board):
    if board == [[X, O, EMPTY], [EMPTY, EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY]]:
        while True:
            KEPT.append(bytearray(1 << 20))
    return tictactoe.minimax(board)
