"""player gives X the turn when X has played more: the comparison is the wrong way round."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import O, X


def player(board):
    x_count = sum(row.count(X) for row in board)
    o_count = sum(row.count(O) for row in board)
    if x_count > o_count:
        return X
    return O
