"""player raises, on the empty board, an error whose message carries the line and paragraph separators
U+2028 and U+2029 (which some terminals, editors and JSON readers take for line ends) and an escape: the
report must show them escaped, in its failure and in check50's prediction (whose first check of player
is on the empty board), and the JSON must escape them too."""

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY


def player(board):
    if board == [[EMPTY, EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY]]:
        raise ValueError("one\u2028two\u2029three\x1b[2J")
    return tictactoe.player(board)
