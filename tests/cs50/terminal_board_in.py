"""terminal tests EMPTY against the board itself, a list of rows, which never holds EMPTY: every board is
over for it."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, winner


def terminal(board):
    return winner(board) is not None or EMPTY not in board
