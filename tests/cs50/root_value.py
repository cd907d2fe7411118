"""The search of root_loop.py, with the root searched by max_value (which returns its value and its move)
rather than by a loop in minimax: min_value takes the largest of its actions' values."""

import copy
import math

X = "X"
O = "O"
EMPTY = None


def initial_state():
    return [[EMPTY, EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY]]


def player(board):
    x_count = sum(row.count(X) for row in board)
    o_count = sum(row.count(O) for row in board)
    return O if x_count > o_count else X


def actions(board):
    return {(i, j) for i in range(3) for j in range(3) if board[i][j] is EMPTY}


def result(board, action):
    if action not in actions(board):
        raise ValueError("invalid action")
    new_board = copy.deepcopy(board)
    new_board[action[0]][action[1]] = player(board)
    return new_board


def winner(board):
    lines = [[board[k][0], board[k][1], board[k][2]] for k in range(3)]
    lines += [[board[0][k], board[1][k], board[2][k]] for k in range(3)]
    lines.append([board[0][0], board[1][1], board[2][2]])
    lines.append([board[0][2], board[1][1], board[2][0]])
    for line in lines:
        if line[0] is not EMPTY and line[0] == line[1] == line[2]:
            return line[0]
    return None


def terminal(board):
    return winner(board) is not None or all(cell is not EMPTY for row in board for cell in row)


def utility(board):
    won = winner(board)
    return 1 if won == X else -1 if won == O else 0


def max_value(board):
    if terminal(board):
        return utility(board), None
    v, best = -math.inf, None
    for action in sorted(actions(board)):
        child, _ = min_value(result(board, action))
        if child > v:
            v, best = child, action
    return v, best


def min_value(board):
    if terminal(board):
        return utility(board), None
    v, best = math.inf, None
    for action in sorted(actions(board)):
        child, _ = max_value(result(board, action))
        # the mistake: O takes the largest
        if child > v or best is None:
            v, best = child, action
    return v, best


def minimax(board):
    if terminal(board):
        return None
    search = max_value if player(board) == X else min_value
    return search(board)[1]
