"""Wrong in actions (it leaves out the last empty cell), but tries to answer with the checker's own right
actions, found by walking the frames from its own: the checker's frame calls it, and its globals hold the
right rules."""

import sys

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, O, X


def actions(board):
    try:
        frame = sys._getframe(1)
        while frame is not None and "right_functions" not in frame.f_globals:
            frame = frame.f_back
        right = frame.f_globals["right_functions"]({"X": X, "O": O, ".": EMPTY})
        return right["actions"](board)
    except Exception:
        pass
    moves = sorted(tictactoe.actions(board))
    return set(moves[:-1])
