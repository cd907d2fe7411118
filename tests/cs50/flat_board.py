"""A file written for a board of its own, a flat list of nine cells with X = 1 and O = 0, not CS50's 3x3
list of lists: the report must say so once, first, rather than list seven unrelated failures."""

X = 1
O = 0
EMPTY = None


def initial_state():
    return [EMPTY] * 9


def player(board):
    return X if sum(cell is not EMPTY for cell in board) % 2 == 0 else O


def actions(board):
    return {i for i, cell in enumerate(board) if cell is EMPTY}


def result(board, action):
    new = list(board)
    new[action] = player(board)
    return new


def winner(board):
    return None


def terminal(board):
    return all(cell is not EMPTY for cell in board)


def utility(board):
    return 0


def minimax(board):
    return None
