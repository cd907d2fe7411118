"""Alpha-beta as the course writes it: max_value stops on v >= beta, min_value on v <= alpha, and the root
passes each action's value on as alpha or beta. Its actions are a set, tried in the set's order."""

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


def max_value(board, alpha, beta):
    if terminal(board):
        return utility(board)
    v = -math.inf
    for action in actions(board):
        v = max(v, min_value(result(board, action), alpha, beta))
        if v >= beta:
            return v
        alpha = max(alpha, v)
    return v


def min_value(board, alpha, beta):
    if terminal(board):
        return utility(board)
    v = math.inf
    for action in actions(board):
        v = min(v, max_value(result(board, action), alpha, beta))
        if v <= alpha:
            return v
        beta = min(beta, v)
    return v


def minimax(board):
    if terminal(board):
        return None
    best = None
    if player(board) == X:
        v = -math.inf
        for action in sorted(actions(board)):
            value = min_value(result(board, action), v, math.inf)
            if best is None or value > v:
                v, best = value, action
    else:
        v = math.inf
        for action in sorted(actions(board)):
            value = max_value(result(board, action), -math.inf, v)
            if best is None or value < v:
                v, best = value, action
    return best
