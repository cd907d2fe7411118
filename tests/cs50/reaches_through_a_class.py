"""Wrong in actions (it leaves out the last empty cell), but tries to answer with the checker's own right
actions, found through one of the checker's classes: every class is listed by `object.__subclasses__()`,
which no audit event reports, and a method's globals are the checker's."""

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, O, X


def actions(board):
    try:
        for kind in object.__subclasses__():
            for method in vars(kind).values():
                found = getattr(method, "__globals__", {}).get("right_functions")
                if found is not None:
                    return found({"X": X, "O": O, ".": EMPTY})["actions"](board)
    except Exception:
        pass
    moves = sorted(tictactoe.actions(board))
    return set(moves[:-1])
