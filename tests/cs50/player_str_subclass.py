"""player returns its marks as a subclass of str, as a board kept in a numpy array gives np.str_ (numpy itself is
not needed here): the value equals "X", so check50 accepts it, but it is not X."""

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)


class str_(str):  # noqa: N801  (named as numpy names its string)
    def __repr__(self):
        return "np.str_(%s)" % str.__repr__(self)


def player(board):
    return str_(tictactoe.player(board))
