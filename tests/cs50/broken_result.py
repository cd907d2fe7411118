"""result checks that the action is on the board but not that the cell is empty: it overwrites a taken cell
instead of raising."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import player


def result(board, action):
    i, j = action
    if not (0 <= i < 3 and 0 <= j < 3):
        raise ValueError("action off the board")
    new = [row[:] for row in board]
    new[i][j] = player(board)
    return new
