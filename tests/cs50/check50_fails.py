"""Three bugs CS50's own check50 finds on its boards: actions returns a list (check50 compares with a set),
result writes through board[-1] instead of raising, and winner misses the anti-diagonal. minimax is the
right one, so check50 fails 5 of its 29 checks of the functions."""

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, player


def actions(board):
    return [(i, j) for i in range(3) for j in range(3) if board[i][j] is EMPTY]


def result(board, action):
    i, j = action
    if board[i][j] is not EMPTY:
        raise ValueError("taken")
    new = [row[:] for row in board]
    new[i][j] = player(board)
    return new


def winner(board):
    lines = [board[0], board[1], board[2]]
    lines += [[board[0][k], board[1][k], board[2][k]] for k in range(3)]
    lines.append([board[0][0], board[1][1], board[2][2]])
    for line in lines:
        if line[0] is not EMPTY and line[0] == line[1] == line[2]:
            return line[0]
    return None
