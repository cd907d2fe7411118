"""Wrong in actions (it leaves out the last empty cell), but tries to answer with the checker's own right
actions, found among every object the garbage collector holds: the checker's right_functions is one."""

import gc

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, O, X


def actions(board):
    try:
        for found in gc.get_objects():
            if callable(found) and getattr(found, "__name__", None) == "right_functions":
                return found({"X": X, "O": O, ".": EMPTY})["actions"](board)
    except Exception:
        pass
    moves = sorted(tictactoe.actions(board))
    return set(moves[:-1])
