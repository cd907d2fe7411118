"""player counts the marks of the first two rows only, so it goes wrong once a mark is in the bottom row."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import O, X


def player(board):
    xs = sum(row.count(X) for row in board[:2])
    os_ = sum(row.count(O) for row in board[:2])
    return X if xs == os_ else O
