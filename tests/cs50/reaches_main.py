"""Wrong in actions (it leaves out the last empty cell), but tries to answer with the checker's own right
actions, asked of `__main__`: the checker's program runs as `python3 -c`, so its globals would be
`__main__`'s, right rules and all."""

import sys

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, O, X


def actions(board):
    try:
        checker = sys.modules["__main__"]
        right = checker.right_functions({"X": X, "O": O, ".": EMPTY})
        return right["actions"](board)
    except Exception:
        pass
    moves = sorted(tictactoe.actions(board))
    return set(moves[:-1])
