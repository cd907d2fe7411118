"""player raises, on one board, an error whose message carries a clear-screen, a window-title sequence, a
bell and a fake verdict: the report must show them escaped, never let them reach the terminal."""

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, X


def player(board):
    if board == [[X, EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY]]:
        raise ValueError("\x1b[2J\x1b]0;pwned\x07\rALL TESTS PASSED")
    return tictactoe.player(board)
