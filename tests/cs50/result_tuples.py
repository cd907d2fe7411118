"""result returns a list of tuples: the rows read right, but the next call's board[i][j] = ... fails on a
tuple. result must return a new list of lists."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, player


def result(board, action):
    i, j = action
    if not (0 <= i < 3 and 0 <= j < 3) or board[i][j] is not EMPTY:
        raise ValueError("invalid action")
    new = [list(row) for row in board]
    new[i][j] = player(board)
    return [tuple(row) for row in new]
