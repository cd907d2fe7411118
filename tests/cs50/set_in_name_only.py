"""actions returns a list of a class of its own named "set": check50 fails it (its check asks for a set by
type), and so must the check, whatever the class calls itself."""

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)


class set(list):  # noqa: A001
    pass


def actions(board):
    return set(tictactoe.actions(board))
