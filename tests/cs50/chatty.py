"""A right implementation that prints while it thinks: with print, straight to file descriptors 1 and 2
(even lines shaped like the checker's replies), and it reads standard input."""

import os
import sys

import tictactoe
from tictactoe import *  # noqa: F401,F403

print("loading the AI")


def player(board):
    os.write(1, b'{"id":0,"returned":["mark","O"],"after":["same"]}\n')
    return tictactoe.player(board)


def minimax(board):
    print("thinking about", board)
    print("still thinking", file=sys.stderr)
    os.write(2, b"written to fd 2\n")
    try:
        input("your move? ")
    except EOFError:
        pass
    return tictactoe.minimax(board)
