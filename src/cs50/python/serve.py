# ---- serve.py: the file imported, then one reply for each request ----


def main():
    path = os.path.abspath(sys.argv[1])
    megabytes = int(sys.argv[2])
    progress = shared_progress(sys.argv[3] if len(sys.argv) > 3 else "")
    warden()
    channel = Channel(*private_channels(), progress=progress)
    watch_parent()
    source = channel.source()
    limit_memory(megabytes)
    reached = lookout(path)

    module, problem = load(path, source)
    if problem and not reached:
        channel.send(problem)
        channel.flush()
        return
    marks = marks_of(module)
    ready = imported(module, marks, path, reached)
    channel.send(ready)
    channel.flush()

    learner = Learner(module, marks, path, source, reached)
    pristine = Reimported(channel, learner) if sys.platform == "emscripten" else Pristine(channel, learner)
    serve(channel, learner, pristine)


def marks_of(module):
    """The module's own marks, by the checker's names for them."""
    return {"X": getattr(module, "X", "X"), "O": getattr(module, "O", "O"), ".": getattr(module, "EMPTY", None)}


class Learner:
    """The learner's module as imported: its marks, its file, its source as a tree, the tests that decide its
    returns, its own seven functions (a request may replace some of them by right ones, and put them back),
    and the first time its code reached into the checker, if it has (see lookout.py)."""

    def __init__(self, module, marks, path, source, reached):
        self.module, self.marks, self.path, self.reached = module, marks, path, reached
        self.source = Source(source)
        self.guards = Guards(self.source)
        self.own = dict((name, getattr(module, name)) for name in FUNCTIONS if callable(getattr(module, name, None)))


def serve(channel, learner, pristine):
    """Answers requests until they end (or, in a fresh copy, until `end`), every reply sent before it
    returns."""
    try:
        answer(channel, learner, pristine)
    finally:
        channel.flush()


def answer(channel, learner, pristine):
    """`serve`'s loop: one reply for each request."""
    while True:
        request = channel.request()
        if request is None:
            return
        ident, asked = request["id"], request["do"]
        channel.started(ident)
        if asked == "fresh" and pristine is not None:
            pristine.run(ident)  # the fresh copy answers
            continue
        if asked in RUNS:
            # Once the learner's code has reached into the checker, before or during the request, what
            # it answers is not to be trusted: the request is not made, or its answer not sent.
            reply = None if learner.reached else RUNS[asked](learner, request)
            if learner.reached:
                reply = reached_reply(asked, learner.reached[0], reply)
        elif asked == "locate":
            reply = locate(learner, request)
        else:
            if asked == "right":
                replace(learner.module, learner.own, request["right"], learner.marks)
            reply = {"done": True}
        reply["id"] = ident
        channel.send(reply)
        if asked == "end" and pristine is None:
            return


def call(learner, request):
    """One call of a learner's function on a board built of the module's own marks: what it returned or
    raised, what it did to the board, whether a board it returned shares the given board's lists, and when
    asked (`where`), the line of the file it returned from. A call that must raise (`raises`) is right whatever
    it raises, so no line is looked for. How long it took is the checker's to measure."""
    name, board = request["function"], board_of(request["board"], learner.marks)
    before = [row[:] for row in board]
    args = [board] + ([tuple(request["action"])] if request.get("action") else [])
    returned = Returned(learner.path) if request.get("where") else None
    try:
        if returned is not None:
            sys.setprofile(returned)
        try:
            value = getattr(learner.module, name)(*args)
        finally:
            if returned is not None:
                sys.setprofile(None)
        reply = {"returned": value_of(name, value, learner.marks)}
        if name == "result":
            reply["shares"] = shared(value, board)
    except BaseException as error:  # everything the learner's code raises, SystemExit included
        reply = {"raised": error_of(error, learner.path, not request.get("raises"))}
    reply["after"] = after(board, before, learner.marks)
    if returned is not None:
        reply["line"] = returned.line
    return reply


def imported(module, marks, path, reached):
    """Python's first line once the file is imported: the functions it lacks and why its own board is not
    CS50's, each where it applies; neither when its code reached into the checker on importing (or in
    initial_state): every call fails then, whatever the import left, and says why."""
    ready = {"ready": True}
    if not reached:
        missing = [name for name in FUNCTIONS if not callable(getattr(module, name, None))]
        if missing:
            ready["missing"] = missing
        foreign = foreign_board(module, marks, path)
        if foreign:
            ready["foreign"] = foreign
    # initial_state() may have reached too: then nothing the file said is worth saying.
    return {"ready": True} if reached else ready


def board_of(cells, marks):
    """A board of 3 lists of 3 of the module's own marks, from its 9-character form."""
    row = [marks[c] for c in cells]
    return [row[0:3], row[3:6], row[6:9]]


def load(path, source):
    """Runs the learner's source as `import` would run the file, under the file's name (never `__main__`)
    and with its folder on the path; returns (module, None), or the module as far as it ran and the
    problem."""
    name = os.path.splitext(os.path.basename(path))[0]
    sys.path.insert(0, os.path.dirname(path))
    sys.argv = [path]
    module = None
    try:
        spec = importlib.util.spec_from_loader(name, loader=None, origin=path)
        module = importlib.util.module_from_spec(spec)
        module.__file__ = path
        sys.modules[name] = module
        exec(compile(source, path, "exec"), module.__dict__)
    except BaseException as error:
        return module, {"error": "import", "raised": error_of(error, path)}
    return module, None


def foreign_board(module, marks, path):
    """Why the file's own board is not CS50's, which every call is made with: initial_state() must return
    a list of 3 lists of 3 EMPTY, and X, O and EMPTY must differ. None when it is CS50's (or there is no
    initial_state to ask); the checker words it."""
    if len(set(id(value) for value in marks.values())) < 3 and marks["X"] == marks["O"]:
        return {"same_marks": True}
    start = getattr(module, "initial_state", None)
    if not callable(start):
        return None
    try:
        board = start()
    except BaseException as error:
        return {"raised": error_of(error, path)}
    if grid(board, marks) == ".........":
        return None
    try:
        return {"returns": clean(repr(board), 80)}
    except BaseException:
        return {"returns": None}


# The requests that run the learner's code, and how each is answered.
RUNS = {
    "call": call,
    "trace": lambda learner, request: {"traced": trace(learner, board_of(request["board"], learner.marks))},
    "change": change,
    "check50": lambda learner, request: run_check50(learner.module, request["check50"], learner.path),
}
