"""result raises on every action, the legal ones too. Raising is right for a taken cell or one off the board,
so it is right on part of the calls; the report must say it never returned a board."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)


def result(board, action):
    raise NotImplementedError("result is not written yet")
