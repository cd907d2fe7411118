"""utility scores a draw as a win for O: the last branch returns -1 where 0 is meant."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import O, X, winner


def utility(board):
    won = winner(board)
    if won == X:
        return 1
    elif won == O:
        return -1
    else:
        return -1
