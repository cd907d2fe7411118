"""Every function but initial_state ends its Python (os._exit), so every call the check makes or looks into
needs a Python started again. With CS50_CHECK_IMPORTS set, each import appends a line to that file."""

import os

if os.environ.get("CS50_CHECK_IMPORTS"):
    with open(os.environ["CS50_CHECK_IMPORTS"], "a") as imports:
        imports.write("imported\n")

X, O, EMPTY = "X", "O", None


def initial_state():
    return [[EMPTY] * 3 for _ in range(3)]


def player(board):
    os._exit(3)


actions = result = winner = terminal = utility = minimax = player
