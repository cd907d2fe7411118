"""result copies the board with list(board), which copies the list of rows but not the rows: the move is
written on the board it was given too."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import actions, player


def result(board, action):
    if action not in actions(board):
        raise ValueError("invalid action")
    # copy the board so we don't change it
    new_board = list(board)
    new_board[action[0]][action[1]] = player(board)
    return new_board
