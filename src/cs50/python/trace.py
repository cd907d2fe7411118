# ---- trace.py: the learner's minimax, every call of its own functions recorded ----


class TraceFull(BaseException):
    """Raised inside the learner's search once the trace is full, to stop it."""


def trace(learner, board):
    """Runs minimax(board) and records every call of the file's own functions that takes a board, in the order
    they are made (see `recorded`), with the lines it was called from and returned from. Also counts the
    positions the course's alpha-beta visits on the same board when it tries actions in the order the file's
    actions() gives them."""
    module, marks, path, own = learner.module, learner.marks, learner.path, learner.own
    entries, stack = [], []
    outermost = Returned(path)

    def profile(frame, event, arg):
        outermost(frame, event, arg)
        if event == "call":
            entry = entry_of(frame, stack, marks, path)
            if entry is None:
                return
            if len(entries) >= TRACE_LIMIT:
                # The calls under way stay in the trace as open, so the recorded ones keep their callers.
                for _, under_way in stack:
                    under_way["open"] = True
                raise TraceFull()
            entries.append(entry)
            stack.append((frame, entry))
        elif event == "return" and stack and stack[-1][0] is frame:
            entry = stack.pop()[1]
            if not entry.get("open"):
                entry["returned"], entry["line"] = traced_value(arg), frame.f_lineno

    before = [row[:] for row in board]
    reply = {}
    sys.setprofile(profile)
    try:
        value = module.minimax(board)
    except TraceFull:
        reply["full"] = True
    except BaseException as error:
        reply["raised"] = error_of(error, path)
    else:
        reply["returned"] = value_of("minimax", value, marks)
    finally:
        sys.setprofile(None)
    reply["alphabeta"] = None if "full" in reply else alphabeta_nodes(before, marks, own)
    reply["calls"] = recorded(entries, learner.guards)
    reply["line"] = outermost.line
    # Every function of the file called with a board, in the order first called, the ones that returned
    # no value too.
    reply["called"] = list(dict.fromkeys(entry["function"] for entry in entries))
    return reply


def entry_of(frame, stack, marks, path):
    """The record of a call of the file's own functions that takes a board (its first argument that reads as
    one), with its name, its numeric arguments and its caller; None for any other call."""
    code = frame.f_code
    if code.co_filename != path:
        return None
    found, numbers = None, {}
    for name in code.co_varnames[: code.co_argcount]:
        value = frame.f_locals.get(name)
        if found is None and type(value) is list:
            found = grid(value, marks)
            if found is not None:
                continue
        if is_number(value):
            numbers[name] = number_json(value)
    if found is None:
        return None
    return {"parent": stack[-1][1] if stack else None, "function": code.co_name, "board": found,
            "args": numbers, "returned": ["none"], "line": None, "from": caller_line(frame, path)}


def number_json(value):
    """A number as JSON holds it: itself when finite, else `inf`, `-inf` or `nan`."""
    if value != value:
        return "nan"
    if value in (float("inf"), -float("inf")):
        return "inf" if value > 0 else "-inf"
    return value


def recorded(entries, guards):
    """The calls that returned a value (a number, a move, or both), and those still under way (open) when the
    trace filled up, each with its depth among them and its lines (called from, returned from, and the test
    that decided that return): the calls of player, actions and the like are left out."""
    depths, calls = {}, []
    for entry in entries:
        parent = entry["parent"]
        while parent is not None and id(parent) not in depths:
            parent = parent["parent"]
        if entry["returned"][0] in ("int", "float", "move", "scored") or entry.get("open"):
            depth = depths[id(parent)] + 1 if parent is not None else 0
            depths[id(entry)] = depth
            line = entry["line"]
            calls.append({"depth": depth, "function": entry["function"], "board": entry["board"],
                          "args": entry["args"], "returned": entry["returned"],
                          "lines": {"from": entry["from"], "returned": line, "decided": guards.of(line)},
                          "open": bool(entry.get("open"))})
    return calls


def alphabeta_nodes(board, marks, own):
    """The positions the course's alpha-beta visits from `board`, trying each position's actions in the order
    the file's own actions() gives them (in cell order where that is not the right set)."""
    right = right_functions(marks)
    nodes = [0]

    def order(position):
        expected = right["actions"](position)
        try:
            theirs = list(own["actions"](position)) if "actions" in own else []
            if len(theirs) == len(expected) and set(theirs) == expected:
                return theirs
        except BaseException:
            pass
        return sorted(expected)

    def value(position, alpha, beta):
        nodes[0] += 1
        if right["terminal"](position):
            return right["utility"](position)
        maximising = right["player"](position) == marks["X"]
        v = -2 if maximising else 2
        for action in order(position):
            child = value(right["result"](position, action), alpha, beta)
            if maximising:
                v = max(v, child)
                if v >= beta:
                    return v
                alpha = max(alpha, v)
            else:
                v = min(v, child)
                if v <= alpha:
                    return v
                beta = min(beta, v)
        return v

    value(board, -2, 2)
    return nodes[0]
