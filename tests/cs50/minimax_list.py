"""minimax answers with a list [i, j] instead of a tuple (i, j), and actions with lists too: the moves are
right, the type is not. The report must say that a move is a tuple."""

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)


def minimax(board):
    move = tictactoe.minimax(board)
    return None if move is None else list(move)


def actions(board):
    return [list(action) for action in tictactoe.actions(board)]
