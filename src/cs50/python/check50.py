# ---- check50.py: CS50's own checks of the project, run as check50 runs them ----
# The checks themselves (CHECK50: by name, the function called, its board and action, and what it must give:
# ["equals", VALUE], ["raises"] or ["unchanged"]) are the checker's, handed over with the other constants; here
# they are run.


def check50_value(spec):
    """A value as CS50's checks write it, from its tagged form: a board of "X", "O" and None, a mark, None, a set
    of moves, a bool, an int or a move."""
    kind = spec[0]
    if kind == "board":
        cells = [{"X": "X", "O": "O"}.get(c) for c in spec[1]]
        return [cells[0:3], cells[3:6], cells[6:9]]
    if kind == "moves":
        return set(tuple(move) for move in spec[1])
    if kind == "move":
        return tuple(spec[1])
    if kind == "none":
        return None
    return spec[1]  # a mark, a bool or an int


def run_check50(module, name, path):
    """Runs CS50's check `name` on the module, as check50 does: `pass`; `fail` with the rationale in check50's
    own words; or `error` with what the learner's code raised (check50 prints that as an error)."""
    check = CHECK50[name]
    args = [check50_value(check["board"])] if check["board"] else []
    if check["action"] is not None:
        args.append(tuple(check["action"]))
    try:
        function = getattr(module, check["function"])  # a function the file lacks is an error, as in check50
        expect = check["expect"]
        if expect[0] == "raises":
            try:
                function(*args)
            except Exception:
                return {"check50": "pass"}
            return {"check50": "fail", "rationale": "expected exception, none caught"}
        if expect[0] == "unchanged":
            board = args[0]
            saved = board.copy()
            function(*args)
            if not board != saved:
                return {"check50": "pass"}
            return {"check50": "fail", "rationale": "original board modified"}
        expected, value = check50_value(expect[1]), function(*args)
        if expected != value:
            rationale = "expected %s, not %s" % (check50_raw(str(expected)), check50_raw(str(value)))
            return {"check50": "fail", "rationale": rationale}
        return {"check50": "pass"}
    except BaseException as error:
        return {"check50": "error", "raised": error_of(error, path)}


def check50_raw(text):
    """A value as check50 quotes it in a mismatch: in double quotes, escaped, cut after 15 characters."""
    text = '"%s"' % repr(text)[1:-1]
    return text if len(text) <= 15 else text[:15] + '..."'
