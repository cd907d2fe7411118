"""winner stops at the first row of three equal cells, even three empty ones, so a line below or across an
empty row goes unseen."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)


def winner(board):
    for row in board:
        if row[0] == row[1] == row[2]:
            return row[0]
    for j in range(3):
        if board[0][j] is not None and board[0][j] == board[1][j] == board[2][j]:
            return board[0][j]
    if board[1][1] is not None and (board[0][0] == board[1][1] == board[2][2] or board[0][2] == board[1][1] == board[2][0]):
        return board[1][1]
    return None
