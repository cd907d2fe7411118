"""Meddles with the checker on one board each: utility writes a line of its own to every file descriptor it
can find, which reaches the checker's private channel too, and terminal ends its Python process. Those calls
must fail, and the rest of the check goes on."""

import os

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY, O, X


def utility(board):
    if board == [[X, X, X], [O, O, EMPTY], [EMPTY, EMPTY, EMPTY]]:
        for fd in range(3, 64):
            try:
                os.write(fd, b'{"id":0,"returned":["int",1],"after":["same"]}\n')
            except OSError:
                pass
    return tictactoe.utility(board)


def terminal(board):
    if board == [[X, O, EMPTY], [EMPTY, EMPTY, EMPTY], [EMPTY, EMPTY, EMPTY]]:
        os._exit(3)
    return tictactoe.terminal(board)
