"""min_value takes the largest of its actions' values (max where min is meant), so it never lowers v from
its start."""

import math

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import X, actions, player, result, terminal, utility

memo = {}


def key(board):
    return tuple(tuple(row) for row in board)


def max_value(board):
    if key(board) in memo:
        return memo[key(board)]
    if terminal(board):
        return utility(board)
    v = -math.inf
    for action in actions(board):
        v = max(v, min_value(result(board, action)))
    memo[key(board)] = v
    return v


def min_value(board):
    if key(board) in memo:
        return memo[key(board)]
    if terminal(board):
        return utility(board)
    v = math.inf
    for action in actions(board):
        v = max(v, max_value(result(board, action)))
    memo[key(board)] = v
    return v


def minimax(board):
    if terminal(board):
        return None
    if player(board) == X:
        return max(sorted(actions(board)), key=lambda action: min_value(result(board, action)))
    return min(sorted(actions(board)), key=lambda action: max_value(result(board, action)))
