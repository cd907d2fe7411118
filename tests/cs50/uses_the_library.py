"""Right in every function, and uses the standard library's tools that look at frames for their own ends
(namedtuple, typing and enum read the caller's module name; traceback formats an exception from its
frames; logging finds the line that logged): none of that reaches into the checker."""

import copy
import dataclasses
import enum
import logging
import traceback
import typing
import warnings
from collections import namedtuple

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)

Move = namedtuple("Move", "i j")
Mark = enum.Enum("Mark", "X O")


class Scored(typing.NamedTuple):
    value: int
    move: typing.Optional[tuple]


@dataclasses.dataclass
class Seen:
    boards: int = 0


SEEN = Seen()


def result(board, action):
    SEEN.boards += 1
    try:
        i, j = Move(*action)
        if not (0 <= i < 3 and 0 <= j < 3) or board[i][j] is not tictactoe.EMPTY:
            raise ValueError("not an empty cell: %r" % (action,))
    except (TypeError, ValueError):
        logging.getLogger(__name__).warning("no move: %s", traceback.format_exc())
        raise
    after = copy.deepcopy(board)
    after[i][j] = tictactoe.player(board)
    return after


def minimax(board):
    if SEEN.boards < 0:
        warnings.warn("never")
    return Scored(0, tictactoe.minimax(board)).move
