"""
Tic Tac Toe Player with one slip: minimax's root tests `if player(board) == O:` where it should test X, so X
runs O's code (the smallest of max_value over its actions) and O runs X's. Everything else is right, so the
calls below the root are the course's, value for value; only the move each root chooses is wrong.
"""

import copy
import math

X = "X"
O = "O"
EMPTY = None


def initial_state():
    """
    Returns starting state of the board.
    """
    return [[EMPTY, EMPTY, EMPTY],
            [EMPTY, EMPTY, EMPTY],
            [EMPTY, EMPTY, EMPTY]]


def player(board):
    """
    Returns player who has the next turn on a board.
    """
    # 数一数棋盘上 X 和 O 各有几个，X 先手，所以 X 多一个时轮到 O
    x_count = sum(r.count(X) for r in board)
    o_count = sum(r.count(O) for r in board)
    return O if x_count > o_count else X


def actions(board):
    """
    Returns set of all possible actions (i, j) available on the board.
    """
    moves = set()
    for i in range(3):
        for j in range(3):
            if board[i][j] is EMPTY:
                moves.add((i, j))
    return moves


def result(board, action):
    """
    Returns the board that results from making move (i, j) on the board.
    """
    i, j = action
    # 越界或者格子已被占用都是非法动作
    if not (0 <= i < 3 and 0 <= j < 3):
        raise ValueError("action out of range")
    if board[i][j] is not EMPTY:
        raise ValueError("cell already taken")
    new_board = copy.deepcopy(board)
    new_board[i][j] = player(board)
    return new_board


def winner(board):
    """
    Returns the winner of the game, if there is one.
    """
    lines = []
    for k in range(3):
        lines.append([board[k][0], board[k][1], board[k][2]])
        lines.append([board[0][k], board[1][k], board[2][k]])
    lines.append([board[0][0], board[1][1], board[2][2]])
    lines.append([board[0][2], board[1][1], board[2][0]])
    for line in lines:
        if line[0] is not EMPTY and line[0] == line[1] == line[2]:
            return line[0]
    return None


def terminal(board):
    """
    Returns True if game is over, False otherwise.
    """
    if winner(board) is not None:
        return True
    for row in board:
        if EMPTY in row:
            return False
    return True


def utility(board):
    """
    Returns 1 if X has won the game, -1 if O has won, 0 otherwise.
    """
    w = winner(board)
    if w == X:
        return 1
    if w == O:
        return -1
    return 0


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
    """
    Returns the optimal action for the current player on the board.
    """
    if terminal(board):
        return None
    best_action = None
    if player(board) == O:
        best = -math.inf
        for action in actions(board):
            v = min_value(result(board, action))
            if v > best:
                best = v
                best_action = action
    else:
        best = math.inf
        for action in actions(board):
            v = max_value(result(board, action))
            if v < best:
                best = v
                best_action = action
    return best_action
