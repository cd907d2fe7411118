"""Every call fails, each slowly: player loops forever, result recurses without end, and minimax runs out
of memory on every board. The check must stop calling each after the first few failures and end soon."""

from tictactoe import *  # noqa: F401,F403  (the others are right)


def player(board):
    while True:
        pass


def result(board, action):
    return result(board, action)


def minimax(board):
    kept = []
    while True:
        kept.append(bytearray(1 << 20))
