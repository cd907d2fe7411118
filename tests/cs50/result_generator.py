"""result returns the rows of the new board as a generator: iterating it once gives the right marks, but
the next call of result, or runner.py, cannot index it. result must return a new list of lists."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, player


def result(board, action):
    i, j = action
    if not (0 <= i < 3 and 0 <= j < 3) or board[i][j] is not EMPTY:
        raise ValueError("invalid action")
    mark = player(board)
    return ([mark if (r, c) == (i, j) else board[r][c] for c in range(3)] for r in range(3))
