# ---- change.py: the line of the learner's file to change, found where it can be ----


class Watched:
    """sys.settrace's hook for one call: every line the learner's file ran, in order, and where each object
    first got a name of its own in one of its frames (the line that made it, or named it again), or was
    returned straight from an expression. Objects seen are kept alive until the call is looked at, so that no
    id is given to another object meanwhile."""

    def __init__(self, path, given):
        self.path = path
        self.ran = []  # (function name, line), in order
        self.origin = {}  # id(object) -> the line it came from
        self.given = set(id(value) for value in given)
        self.kept = list(given)
        self.frames = {}  # frame -> [the line it last ran, the names it has bound and to what]
        self.outermost, self.function = None, None
        self.returned_at = None

    def __call__(self, frame, event, arg):
        if frame.f_code.co_filename != self.path:
            return None
        if self.outermost is None:
            self.outermost = frame
            self.function = frame.f_code.co_name
        self.frames[frame] = [None, self.bound(frame)]
        return self.local

    def bound(self, frame):
        return dict((name, id(value)) for name, value in frame.f_locals.items())

    def local(self, frame, event, arg):
        state = self.frames.get(frame)
        if state is None:
            return None
        if event == "line":
            self.named(frame, state, state[0])
            state[0] = frame.f_lineno
            self.ran.append((frame.f_code.co_name, frame.f_lineno))
        elif event == "return":
            self.named(frame, state, frame.f_lineno)
            if id(arg) not in self.origin and id(arg) not in self.given:
                self.origin[id(arg)] = frame.f_lineno
                self.kept.append(arg)
            if frame is self.outermost:
                self.returned_at = frame.f_lineno
            del self.frames[frame]
        return self.local

    def named(self, frame, state, line):
        """Notes the objects that got a new name in `frame` since its last line, `line`."""
        if line is None:
            return
        before = state[1]
        for name, value in frame.f_locals.items():
            if before.get(name) != id(value):
                before[name] = id(value)
                if id(value) not in self.origin:
                    self.origin[id(value)] = line
                    self.kept.append(value)

    def lines(self):
        """The lines run, each once, in the order first run."""
        return list(dict.fromkeys(line for _, line in self.ran))


class Source:
    """The learner's source as a tree, read once: its functions by name, and the nodes on each line."""

    def __init__(self, source):
        self.source, self.tree = source, None

    def parsed(self):
        if self.tree is None:
            try:
                self.tree = ast.parse(self.source)
            except (SyntaxError, ValueError, RecursionError):
                self.tree = ast.Module(body=[], type_ignores=[])
        return self.tree

    def function(self, name, line=None):
        """The definition of the function `name` (the one holding `line`, when given)."""
        found = None
        for node in ast.walk(self.parsed()):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name:
                if line is None or node.lineno <= line <= (node.end_lineno or node.lineno):
                    found = found or node
        return found

    def statements(self, kind, lines):
        """The statements of `kind` that start on one of `lines`."""
        lines = set(lines)
        return [node for node in ast.walk(self.parsed()) if isinstance(node, kind) and node.lineno in lines]


def change(learner, request):
    """Makes the call as `call` does, watched, and looks for the line to change in the ways `look` lists, in
    order: the first found is the answer, with the place in `look` of the way that found it; else None."""
    name, board = request["function"], board_of(request["board"], learner.marks)
    args = [board] + ([tuple(request["action"])] if request.get("action") else [])
    watched = Watched(learner.path, args)
    value = None
    sys.settrace(watched)
    try:
        value = getattr(learner.module, name)(*args)
    except BaseException:
        pass
    finally:
        sys.settrace(None)
    for at, look in enumerate(request["look"]):
        try:
            line = LOOKS[look[0]](learner, watched, value, *look[1:])
        except BaseException:  # the learner's values are looked at, and may raise when compared
            line = None
        if line is not None:
            return {"change": line, "by": at}
    return {"change": None}


def no_effect(learner, watched, value):
    """A comparison standing as a statement, run by the call: `==` written where `=` was meant."""
    found = learner.source.statements(ast.Expr, watched.lines())
    compared = sorted(node.lineno for node in found if isinstance(node.value, ast.Compare))
    return compared[0] if compared else None


def origin(learner, watched, value):
    """The line the returned object came from: where it was made, or where the object given was named again
    (`new = board`)."""
    return watched.origin.get(id(value))


def listed_move(learner, watched, value):
    """The line that builds a move as a list of two, `[i, j]`, where a tuple is wanted."""
    for line in watched.lines():
        for node in learner.source.statements(ast.stmt, [line]):
            if any(isinstance(inner, ast.List) and len(inner.elts) == 2 for inner in ast.walk(node)):
                if not isinstance(node, (ast.If, ast.For, ast.While, ast.With, ast.Try)):
                    return line
    return None


def board_membership(learner, watched, value):
    """A test of a mark against the board itself (`EMPTY not in board`): the board holds rows, not cells."""
    frame = learner.source.function(watched.function, watched.returned_at)
    if frame is None or not frame.args.args:
        return None
    board = frame.args.args[0].arg
    for line in watched.lines():
        for node in learner.source.statements(ast.stmt, [line]):
            for inner in header(node):
                if (isinstance(inner, ast.Compare) and any(isinstance(op, (ast.In, ast.NotIn)) for op in inner.ops)
                        and any(isinstance(side, ast.Name) and side.id == board for side in inner.comparators)):
                    return line
    return None


def header(node):
    """The expressions of a statement's own line: a compound statement's test or iterable, not its body."""
    if isinstance(node, (ast.If, ast.While)):
        return list(ast.walk(node.test))
    if isinstance(node, ast.For):
        return list(ast.walk(node.iter))
    if isinstance(node, (ast.With, ast.Try, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
        return []
    return list(ast.walk(node))


def deciding(learner, watched, value):
    """The return the call came back from, when its own expression decides what it returns: a comparison, a
    conditional or a test of truth (`return winner(board) is not None`)."""
    line = watched.returned_at
    for node in learner.source.statements(ast.Return, [line] if line else []):
        if isinstance(node.value, (ast.Compare, ast.IfExp, ast.BoolOp)) or (
                isinstance(node.value, ast.UnaryOp) and isinstance(node.value.op, ast.Not)):
            return line
    return None


def guard(learner, watched, value, expected):
    """The test that chose the branch the call returned from, when another return of the same function gives
    what was expected: the comparison decided wrong, not the value returned. For a return that follows an `if`
    whose branch returns what was expected, that `if`'s test."""
    line = watched.returned_at
    function = learner.source.function(watched.function, line)
    if line is None or function is None:
        return None
    want = expected_value(expected, learner.marks)
    decided = learner.guards.of(line)
    if decided is None:
        before = just_before(function, line)
        if before is None or not any(gives(node, want, learner.module) for node in ast.walk(before)):
            return None
        return before.lineno
    others = [node for node in ast.walk(function) if isinstance(node, ast.Return) and node.lineno != line]
    return decided if any(gives(node, want, learner.module) for node in others) else None


def gives(node, want, module):
    """Whether a node is a return of a constant equal to `want`, of its type."""
    if not isinstance(node, ast.Return) or node.value is None:
        return False
    try:
        given = constant(node.value, module)
    except LookupError:
        return False
    return type(given) is type(want) and given == want


def just_before(function, line):
    """The `if` statement right before the statement on `line`, in the same block, if one is."""
    for node in ast.walk(function):
        for field in ("body", "orelse"):
            block = getattr(node, field, None)
            if not isinstance(block, list):
                continue
            for at, statement in enumerate(block):
                if statement.lineno == line and at > 0 and isinstance(block[at - 1], ast.If):
                    return block[at - 1]
    return None


def test(learner, watched, value):
    """The test that chose the branch the call returned from."""
    return learner.guards.of(watched.returned_at) if watched.returned_at else None


def constant(node, module):
    """The value of a constant expression, a name of the module (X, EMPTY) or a literal; LookupError for any
    other."""
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant):
        return -node.operand.value
    if isinstance(node, ast.Name) and hasattr(module, node.id):
        return getattr(module, node.id)
    raise LookupError(node)


def expected_value(expected, marks):
    """A VALUE the checker sends (see protocol.rs) as the learner's own value: a mark of the module, None, a
    bool, an int."""
    kind = expected[0]
    if kind == "mark":
        return marks[expected[1]]
    if kind == "none":
        return None
    return expected[1]


def last_test(learner, watched, value):
    """The last test the call made before it returned, outside any loop: where a missing check belongs, beside
    the checks made."""
    function = learner.source.function(watched.function, watched.returned_at)
    if function is None:
        return None
    tests = {}
    for node in ast.walk(function):
        if isinstance(node, (ast.For, ast.While, ast.AsyncFor)):
            for inner in ast.walk(node):
                tests[getattr(inner, "lineno", None)] = False
    for node in ast.walk(function):
        if isinstance(node, ast.If) and node.lineno not in tests:
            tests[node.lineno] = True
    ran = [line for name, line in watched.ran if name == function.name and tests.get(line)]
    return ran[-1] if ran else None


def sibling(learner, watched, value, missed):
    """For a `winner` that misses a line (`missed`: its three cells): the line that checks its sibling (the
    other diagonal, the next row or column), beside which the missing check belongs; or the loop over too
    short a range that leaves it out."""
    function = learner.source.function("winner")
    if function is None:
        return None
    missed = [tuple(cell) for cell in missed]
    for cells in siblings(missed):
        for node in ast.walk(function):
            if isinstance(node, ast.stmt) and cells <= cells_named(node):
                return node.lineno
    for node in ast.walk(function):
        if isinstance(node, ast.For) and short_range(node.iter):
            return node.lineno
    return None


def siblings(missed):
    """The lines whose check sits beside the check of `missed`: the other diagonal for a diagonal, the other
    rows for a row, the other columns for a column, nearest first."""
    diagonals = [[(0, 0), (1, 1), (2, 2)], [(0, 2), (1, 1), (2, 0)]]
    if missed in diagonals:
        return [set(line) for line in diagonals if line != missed]
    rows = all(cell[0] == missed[0][0] for cell in missed)
    at = missed[0][0] if rows else missed[0][1]
    others = sorted((k for k in range(3) if k != at), key=lambda k: abs(k - at))
    if rows:
        return [set((k, j) for j in range(3)) for k in others]
    return [set((i, k) for i in range(3)) for k in others]


def cells_named(node):
    """The cells a statement's own line names by constant indices, `board[0][2]`."""
    cells = set()
    for inner in header(node):
        if (isinstance(inner, ast.Subscript) and isinstance(inner.value, ast.Subscript)
                and index(inner.slice) is not None and index(inner.value.slice) is not None):
            cells.add((index(inner.value.slice), index(inner.slice)))
    return cells


def index(node):
    return node.value if isinstance(node, ast.Constant) and type(node.value) is int else None


def short_range(node):
    """Whether an iterable is range(2), range(0, 2) or the like: a loop that stops before the third line."""
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range"):
        return False
    bounds = [index(arg) for arg in node.args]
    return bounds in ([2], [0, 2], [1, 3])


def selection(learner, function_name, returned):
    """In a search function that returned the wrong one of its values, the line that chooses it: the max() or
    min() the returned name is set from, or the comparison that guards setting it; the return itself when it
    chooses there. None when there is not exactly one such line."""
    function = learner.source.function(function_name, returned)
    if function is None:
        return None
    back = [node for node in ast.walk(function) if isinstance(node, ast.Return) and node.lineno == returned]
    if not back or back[0].value is None:
        return None
    if chooses(back[0].value):
        return returned
    names = set(name.id for name in ast.walk(back[0].value) if isinstance(name, ast.Name))
    lines = set()
    for node in ast.walk(function):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Compare) and any(
                assigns(inner, names) for inner in node.body):
            lines.add(node.lineno)
        elif assigns(node, names) and chooses(node.value):
            lines.add(node.lineno)
    return lines.pop() if len(lines) == 1 else None


def chooses(node):
    """Whether an expression is a call of max() or min()."""
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("max", "min")


def assigns(node, names):
    """Whether a statement sets one of `names`."""
    if isinstance(node, ast.Assign):
        targets = [name for target in node.targets for name in ast.walk(target)]
    elif isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        targets = [node.target]
    else:
        return False
    return any(isinstance(target, ast.Name) and target.id in names for target in targets)


def branch(learner, function_name, called_from):
    """The test that chose the branch a call was made from: the innermost `if` around `called_from` in the
    function whose test asks whose turn it is (player(board), X or O)."""
    function = learner.source.function(function_name, called_from)
    if function is None:
        return None
    found = None
    for node in ast.walk(function):
        if isinstance(node, ast.If) and node.lineno <= called_from <= (node.end_lineno or node.lineno):
            asks = any((isinstance(inner, ast.Call) and isinstance(inner.func, ast.Name) and inner.func.id == "player")
                       or (isinstance(inner, ast.Name) and inner.id in ("X", "O")) for inner in ast.walk(node.test))
            if asks and (found is None or node.lineno > found.lineno):
                found = node
    return found.test.lineno if found else None


def locate(learner, request):
    """The line to change found in the source alone, without a call: `selection` or `branch`."""
    look = request["look"]
    found = {"selection": selection, "branch": branch}[look[0]](learner, *look[1:])
    return {"change": found}


LOOKS = {
    "no_effect": no_effect,
    "origin": origin,
    "listed_move": listed_move,
    "board_membership": board_membership,
    "deciding": deciding,
    "guard": guard,
    "test": test,
    "last_test": last_test,
    "sibling": sibling,
}
