"""Fails while it is imported, as a file that needs a package the checker's Python lacks would."""

import tictactoe_helpers  # noqa: F401  (no such module)
