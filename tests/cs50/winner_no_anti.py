"""winner checks each line by hand, the diagonal but not the anti-diagonal."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY


def winner(board):
    for row in board:
        if row[0] == row[1] == row[2] and row[0] != EMPTY:
            return row[0]
    for j in range(3):
        if board[0][j] == board[1][j] == board[2][j] and board[0][j] != EMPTY:
            return board[0][j]
    if board[0][0] == board[1][1] == board[2][2] and board[1][1] != EMPTY:
        return board[1][1]
    return None
