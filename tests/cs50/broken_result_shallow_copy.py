"""result copies the board with list.copy(), which copies the list of rows but not the rows, so the move
lands on the board it was given too."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, player


def result(board, action):
    i, j = action
    if not (0 <= i < 3 and 0 <= j < 3) or board[i][j] is not EMPTY:
        raise ValueError("invalid action")
    new = board.copy()
    new[i][j] = player(board)
    return new
