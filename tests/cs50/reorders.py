"""player raises, on the empty board, an error whose message holds characters that reorder or hide text (a
right-to-left override, an isolate, a zero-width space), written in the source itself as Trojan Source
writes them: the report must show them escaped, on the learner's line quoted too."""

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)
from tictactoe import EMPTY


def player(board):
    if all(cell is EMPTY for row in board for cell in row):
        raise ValueError("‮DESSAP STSET LLA⁦ ok⁩​﻿")
    return tictactoe.player(board)
