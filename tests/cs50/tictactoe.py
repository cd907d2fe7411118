"""
Tic Tac Toe Player: a correct CS50 AI tictactoe.py, for the tests of `tictactoe check-cs50`.

minimax plays perfectly and, among the moves that keep the outcome, wins fastest and loses slowest, so it passes
`--fastest` too. Its search is memoised, which keeps the full check fast.
"""

import functools

X = "X"
O = "O"
EMPTY = None

LINES = (
    [((i, 0), (i, 1), (i, 2)) for i in range(3)]
    + [((0, j), (1, j), (2, j)) for j in range(3)]
    + [((0, 0), (1, 1), (2, 2)), ((0, 2), (1, 1), (2, 0))]
)


def initial_state():
    """Returns starting state of the board."""
    return [[EMPTY, EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY]]


def player(board):
    """Returns player who has the next turn on a board."""
    xs = sum(row.count(X) for row in board)
    os_ = sum(row.count(O) for row in board)
    return X if xs == os_ else O


def actions(board):
    """Returns set of all possible actions (i, j) available on the board."""
    return {(i, j) for i in range(3) for j in range(3) if board[i][j] is EMPTY}


def result(board, action):
    """Returns the board that results from making move (i, j) on the board."""
    i, j = action
    if not (0 <= i < 3 and 0 <= j < 3) or board[i][j] is not EMPTY:
        raise ValueError("invalid action %r" % (action,))
    new = [row[:] for row in board]
    new[i][j] = player(board)
    return new


def winner(board):
    """Returns the winner of the game, if there is one."""
    for line in LINES:
        (a, b), (c, d), (e, f) = line
        if board[a][b] is not EMPTY and board[a][b] == board[c][d] == board[e][f]:
            return board[a][b]
    return None


def terminal(board):
    """Returns True if game is over, False otherwise."""
    return winner(board) is not None or all(cell is not EMPTY for row in board for cell in row)


def utility(board):
    """Returns 1 if X has won the game, -1 if O has won, 0 otherwise."""
    return {X: 1, O: -1}.get(winner(board), 0)


def minimax(board):
    """Returns the optimal action for the current player on the board."""
    if terminal(board):
        return None
    return _solve(_key(board))[1]


def _key(board):
    return tuple(tuple(row) for row in board)


@functools.lru_cache(maxsize=None)
def _solve(key):
    """(score, best action) from X's side: a win that ends with m marks on the board scores 10 - m, so the
    side to move prefers faster wins and slower losses."""
    board = [list(row) for row in key]
    if terminal(board):
        marks = sum(cell is not EMPTY for row in board for cell in row)
        return utility(board) * (10 - marks), None
    scored = [(_solve(_key(result(board, action)))[0], action) for action in sorted(actions(board))]
    pick = max if player(board) == X else min
    return pick(scored, key=lambda pair: pair[0])
