"""player reads a global whose turn result changes with every move: each is right only while the other
keeps the global in step with the board, so each seems to fail because of the other. player must count the
marks on the board it is given."""

import copy
import math

X = "X"
O = "O"
EMPTY = None

def initial_state():
    return [[EMPTY, EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY]]


# 轮到谁走：每走一步就换人
turn = X


def player(board):
    return turn


def actions(board):
    return {(i, j) for i in range(3) for j in range(3) if board[i][j] is EMPTY}


def result(board, action):
    if action not in actions(board):
        raise ValueError("invalid action")
    global turn
    new_board = copy.deepcopy(board)
    new_board[action[0]][action[1]] = player(board)
    turn = O if turn == X else X
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
        return utility(board)
    v = -math.inf
    for action in actions(board):
        v = max(v, min_value(result(board, action)))
    return v


def min_value(board):
    if terminal(board):
        return utility(board)
    v = math.inf
    for action in actions(board):
        v = min(v, max_value(result(board, action)))
    return v


def minimax(board):
    if terminal(board):
        return None
    best_action = None
    if player(board) == X:
        best = -math.inf
        for action in sorted(actions(board)):
            v = min_value(result(board, action))
            if v > best:
                best, best_action = v, action
    else:
        best = math.inf
        for action in sorted(actions(board)):
            v = max_value(result(board, action))
            if v < best:
                best, best_action = v, action
    return best_action
