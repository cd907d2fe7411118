"""result writes its move with ==, which compares and throws the answer away: the board comes back without
the move."""

import copy

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, player


def result(board, action):
    i, j = action
    if i not in range(3) or j not in range(3) or board[i][j] != EMPTY:
        raise ValueError("invalid action")
    new_board = copy.deepcopy(board)
    new_board[i][j] == player(board)
    return new_board
