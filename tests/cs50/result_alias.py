"""result gives the board it was given a second name instead of copying it, so the move is written on the
board given."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, player


def result(board, action):
    i, j = action
    if i not in range(3) or j not in range(3) or board[i][j] != EMPTY:
        raise ValueError("invalid action")
    board_copy = board
    board_copy[i][j] = player(board)
    return board_copy
