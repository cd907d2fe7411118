# ---- values.py: what the learner's functions return and raise, as the checker reads them ----


def value_of(name, value, marks):
    """What a call of the function `name` returned, as a tagged list (see protocol.rs): the kind that function
    must return when it is one (a mark or None, a collection of moves, a board, a bool, a number, a move), else
    `other` with its type and repr."""
    try:
        if name in ("player", "winner"):
            if value is None:
                return ["none"]
            symbol = mark(value, marks)
            if symbol in ("X", "O"):
                return ["mark", symbol]
            if equals_a_mark(value, marks):
                return other(value, "equal_mark")
        elif name == "actions":
            return moves_of(value)
        elif name == "result":
            found = grid(value, marks)
            if found is not None:
                return ["board", found]
        elif name == "terminal":
            if isinstance(value, bool):
                return ["bool", value]
        elif name == "utility":
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                # A float that is CS50's 1, 0 or -1 compares equal to it, as check50 compares.
                return ["int", int(value)] if value in (-1, 0, 1) else number(value)
        else:  # minimax
            if value is None:
                return ["none"]
            found = move(value)
            if found is not None:
                return ["move"] + found
            if pair(value) is not None:
                return other(value, "listed_move")
    except BaseException:  # iterating what actions returned runs the learner's code too
        pass
    return other(value)


def moves_of(value):
    """What `actions` returned: `moves` when it is a collection of tuples of two ints (a set or not), else
    `other`, said to hold lists where a tuple is wanted when its items are pairs in lists."""
    items = list(value)
    found = [move(item) for item in items]
    if None not in found:
        return ["moves", kind_name(value), found]
    if items and all(pair(item) is not None for item in items):
        return other(value, "listed_moves")
    return other(value)


def other(value, shape=None):
    """A value of another kind than the one asked for: its type and repr, and what is wrong with its shape when
    that is plain (`listed_move`: a move in a list, not a tuple; `equal_mark`: a str of another type equal to a
    mark)."""
    try:
        shown = clean(repr(value))
    except BaseException as error:
        shown = "a value whose repr raised " + error_text(error)
    found = ["other", kind_name(value), shown]
    return found + [shape] if shape else found


def number(value):
    """An int or a float: `int` with the number (an int too large for 64 bits is `other`), `float` with its
    repr (`0.5`, `inf`, `nan`)."""
    if type(value) is int or isinstance(value, int) and not isinstance(value, bool):
        if -(2 ** 63) <= value < 2 ** 63:
            return ["int", int(value)]
        return other(value)
    return ["float", repr(float(value))]


def traced_value(value):
    """What a traced call returned: a number, a move, a number with a move beside it (in either order, the move
    perhaps None), None, or `other`."""
    found = number(value) if is_number(value) else None
    if found is not None and found[0] != "other":
        return found
    if value is None:
        return ["none"]
    found = move(value)
    if found is not None:
        return ["move"] + found
    if type(value) is tuple and len(value) == 2:
        for first, second in (value, value[::-1]):
            if is_number(first) and (second is None or move(second) is not None):
                scored = number(first)
                if scored[0] != "other":
                    return ["scored", scored, move(second) if second is not None else None]
    return ["other", kind_name(value), ""]


def is_number(value):
    return type(value) in (int, float)


def error_of(error, path, find_line=True):
    """An exception: its type, its message, and the last line of the learner's file it passed (none for a
    SyntaxError, whose message names its line, or without `find_line`)."""
    try:
        message = str(error)
    except BaseException as unreadable:  # an exception is an exception however it prints
        message = "(its message could not be read: %s)" % type(unreadable).__name__
    # The first frame is the checker's own, which caught it: its `tb_frame` is not read (an audited event).
    line, frame = None, error.__traceback__
    frame = frame.tb_next if frame is not None and find_line else None
    while frame is not None:
        if frame.tb_frame.f_code.co_filename == path:
            line = frame.tb_lineno
        frame = frame.tb_next
    if isinstance(error, SyntaxError):
        line = None
    return {"type": type(error).__name__, "message": clean(message), "line": line}


def error_text(error):
    """`Type: message`, for an exception raised while describing a value."""
    try:
        message = str(error)
    except BaseException:
        message = ""
    return type(error).__name__ + (": " + message if message else "")


def kind_name(value):
    """The name of the value's type, as the judge reads it: `set` and `frozenset` name those types themselves
    only, so a class of the learner's that calls itself so is not taken for one; a name is one short line."""
    kind = type(value)
    if kind is set or kind is frozenset:
        return kind.__name__
    try:
        name = clean(str(type.__getattribute__(kind, "__name__")), 80)
    except BaseException:
        name = "?"
    return name + " (not the built-in)" if name in ("set", "frozenset") else name


def clean(text, limit=300):
    """One line of at most `limit` characters."""
    text = text.replace("\t", " ").replace("\r", " ").replace("\n", " ")
    return text if len(text) <= limit else text[: limit - 3] + "..."


def mark(value, marks):
    """`X`, `O` or `.` for one of the module's marks (compared by type and value), else None."""
    for symbol, mark_value in marks.items():
        if value is mark_value:
            return symbol
    for symbol, mark_value in marks.items():
        kind = type(mark_value)
        # Equal by the built-in type's own `==`: a learner's type is read by identity alone.
        if type(value) is kind and kind in PLAIN and kind.__eq__(value, mark_value) is True:
            return symbol
    return None


# The types whose values are read as marks by value, with the type's own `==`.
PLAIN = (str, int, float, bool, type(None))


def equals_a_mark(value, marks):
    """Whether a value is a string of a type other than str, a subclass such as numpy's np.str_, equal to X or O
    as str compares (its own __eq__ is not asked)."""
    return (isinstance(value, str) and type(value) is not str
            and any(type(m) is str and str.__eq__(value, m) is True for m in (marks["X"], marks["O"])))


def move(value):
    """`[i, j]` for a tuple of two ints, else None."""
    if isinstance(value, tuple) and len(value) == 2 and all(type(n) is int for n in value):
        return [value[0], value[1]]
    return None


def pair(value):
    """`[i, j]` for a list of two ints, else None."""
    if type(value) is list and len(value) == 2 and all(type(n) is int for n in value):
        return value
    return None


def unchanged(board, before, marks):
    """Whether the call left the board as it was given, read as the harness reads marks, never with the
    learner's own `==` (a row whose `==` always says yes would hide a write)."""
    found = grid(board, marks)
    return found is not None and found == grid(before, marks)


def grid(board, marks):
    """The 9-character form of a list of 3 lists of 3 of the module's marks, as CS50's boards are (and as the
    next call of `result`, and runner.py, index them), else None."""
    try:
        if type(board) is not list or len(board) != 3 or any(type(row) is not list or len(row) != 3 for row in board):
            return None
        # The module's own marks by identity first, the quick way (no `id()`, an audited event).
        x, o, empty = marks["X"], marks["O"], marks["."]
        cells = ["." if c is empty else "O" if c is o else "X" if c is x else mark(c, marks)
                 for row in board for c in row]
    except BaseException:
        return None
    if None in cells:
        return None
    return "".join(cells)


def after(board, before, marks):
    """What a call did to the board it was given: `same`, or `board` with the board it became, or
    `not_a_board` when it no longer reads as one."""
    if unchanged(board, before, marks):
        return ["same"]
    found = grid(board, marks)
    return ["board", found] if found is not None else ["not_a_board"]


def shared(value, board):
    """What a returned board shares with the board given: `board` when it is that list, `rows` when some of its
    rows are that board's rows (a shallow copy: board.copy(), list(board), board[:]), else None."""
    if value is board:
        return "board"
    try:
        if type(value) is list and any(row is given for row in value for given in board):
            return "rows"
    except BaseException:
        pass
    return None
