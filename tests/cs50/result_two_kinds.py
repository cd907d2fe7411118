"""result checks nothing: an action off the board writes from the end of a row or the board ((-1, 0) lands
on row 2) and a taken cell is overwritten. Two kinds of failure, each on its own smallest board."""

import copy

from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import player


def result(board, action):
    # 复制棋盘，再落子
    new_board = copy.deepcopy(board)
    new_board[action[0]][action[1]] = player(board)
    return new_board
