"""result refuses a taken cell but not an action off the board: (-1, 0) writes to the last row, since
board[-1] is the last row in Python. Every move a game can make is right, but check50 tries (-1, 2) and
fails it, and so does the check, saying why."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, player


def result(board, action):
    i, j = action
    if board[i][j] is not EMPTY:
        raise ValueError("taken")
    new = [row[:] for row in board]
    new[i][j] = player(board)
    return new
