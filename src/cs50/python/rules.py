# ---- rules.py: CS50's six small functions as they should be ----

# The eight lines of three cells, as (row, column) pairs.
LINES = [[(i, 0), (i, 1), (i, 2)] for i in range(3)] + [[(0, j), (1, j), (2, j)] for j in range(3)]
LINES += [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]


def right_functions(marks):
    """CS50's six small functions as they should be, on boards of the module's own marks: what a learner's
    function is replaced with to see whether another one fails only because of it. The checker holds them
    against its own rules on every reachable position. Made while the learner's code is on the stack, they
    are a reach (see lookout.py)."""
    if hasattr(sys, "audit"):
        sys.audit("checker.rules")
    x, o, empty = marks["X"], marks["O"], marks["."]

    def is_empty(value):
        return value is empty or value == empty

    def player(board):
        xs = sum(1 for row in board for value in row if value == x)
        os_ = sum(1 for row in board for value in row if value == o)
        return x if xs == os_ else o

    def actions(board):
        return {(i, j) for i in range(3) for j in range(3) if is_empty(board[i][j])}

    def result(board, action):
        if action not in actions(board):
            raise ValueError("invalid action %r" % (action,))
        after = [list(row) for row in board]
        after[action[0]][action[1]] = player(board)
        return after

    def winner(board):
        for line in LINES:
            first = board[line[0][0]][line[0][1]]
            if not is_empty(first) and all(board[i][j] == first for i, j in line):
                return first
        return None

    def terminal(board):
        return winner(board) is not None or not actions(board)

    def utility(board):
        won = winner(board)
        return 1 if won == x else -1 if won == o else 0

    return {"player": player, "actions": actions, "result": result, "winner": winner, "terminal": terminal,
            "utility": utility}


def replace(module, own, names, marks):
    """From now on, the functions `names` of the module are right ones, and the others the learner's own."""
    right = right_functions(marks)
    for name in FUNCTIONS:
        if name in names:
            setattr(module, name, right[name])
        elif name in own:
            setattr(module, name, own[name])
        elif hasattr(module, name):  # a function the file lacks stays lacking
            delattr(module, name)
