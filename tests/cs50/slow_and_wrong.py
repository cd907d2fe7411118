"""minimax never ends on a board with six or more empty cells, and on the others plays the first action in
cell order, which is often wrong: once a large board times out, the smaller ones are still checked, and the
wrong moves found."""

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, actions, terminal


def minimax(board):
    if terminal(board):
        return None
    if sum(cell is EMPTY for row in board for cell in row) >= 6:
        while True:
            pass
    return sorted(actions(board))[0]
