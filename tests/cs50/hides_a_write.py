"""terminal answers right, but first writes into the board it was given a row whose == always says yes, so
that comparing the board with what it was, with ==, sees no change."""

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import X


class Row(list):
    def __eq__(self, other):
        return True

    def __ne__(self, other):
        return False

    __hash__ = list.__hash__


def terminal(board):
    answer = tictactoe.terminal([list(row) for row in board])
    board[0] = Row([X, X, X])
    return answer
