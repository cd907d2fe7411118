"""result is right, but the exception it raises for a bad action cannot even be printed: its __str__ raises
in turn. An exception is an exception however it prints, so result passes."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, player


class Unprintable(Exception):
    def __str__(self):
        raise RuntimeError("no words for this")


def result(board, action):
    i, j = action
    if not (0 <= i < 3 and 0 <= j < 3) or board[i][j] is not EMPTY:
        raise Unprintable()
    new = [row[:] for row in board]
    new[i][j] = player(board)
    return new
