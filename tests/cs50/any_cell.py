"""result accepts any action at all: it overwrites a taken cell, and writes off the board through
board[-1]. Both fail on every unfinished board; the one shown is on the smallest, with why board[-1]
does not fail in Python."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import player


def result(board, action):
    i, j = action
    new = [row[:] for row in board]
    new[i][j] = player(board)
    return new
