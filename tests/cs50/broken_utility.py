"""utility forgets the tie: anything but a win by X counts as a win by O."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import X, winner


def utility(board):
    return 1 if winner(board) == X else -1
