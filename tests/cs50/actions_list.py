"""actions returns a list: every move is right, but CS50's check compares actions(board) with a set, and a
list never equals a set."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY


def actions(board):
    return [(i, j) for i in range(3) for j in range(3) if board[i][j] is EMPTY]
