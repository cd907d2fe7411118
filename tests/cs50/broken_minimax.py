"""minimax forgets the finished board: the search returns a bare score there, and unpacking it as
(score, action) raises."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import _key, _solve, terminal, utility


def minimax(board):
    score, action = search(board)
    return action


def search(board):
    if terminal(board):
        return utility(board)
    return _solve(_key(board))
