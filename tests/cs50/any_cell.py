"""result accepts any action at all: it overwrites a taken cell, and writes off the board through
board[-1]. The failure shown must be the taken cell, which a game can reach, not (-1, 0)."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import player


def result(board, action):
    i, j = action
    new = [row[:] for row in board]
    new[i][j] = player(board)
    return new
