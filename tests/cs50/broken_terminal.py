"""terminal only asks whether someone has won, so a full board without a line (a tie) goes on forever."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import winner


def terminal(board):
    return winner(board) is not None
