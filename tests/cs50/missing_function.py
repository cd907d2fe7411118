"""Everything but utility."""

from tictactoe import EMPTY, O, X, actions, minimax, player, result, terminal, winner  # noqa: F401
