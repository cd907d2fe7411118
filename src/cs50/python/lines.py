# ---- lines.py: the lines of the learner's file a call returned from, called from, and decided on ----


class Returned:
    """sys.setprofile's hook for one call: the line the outermost frame of the learner's file returned from."""

    def __init__(self, path):
        self.path, self.frame, self.line = path, None, None

    def __call__(self, frame, event, arg):
        if event == "call" and self.frame is None and frame.f_code.co_filename == self.path:
            self.frame = frame
        elif event == "return" and frame is self.frame:
            self.line = frame.f_lineno


def caller_line(frame, path):
    """The line of the learner's file that made the call `frame` runs, if the learner's code made it."""
    back = frame.f_back
    return back.f_lineno if back is not None and back.f_code.co_filename == path else None


class Guards:
    """For each `return` of the source (a `Source`), the line of the test that decided it: the innermost `if`, `elif` or
    `while` whose branch holds it, within its own function (a cut's comparison, `if v <= alpha:`)."""

    def __init__(self, source):
        self.source, self.found = source, None

    def of(self, line):
        if self.found is None:
            self.found = {}
            try:
                self.visit(self.source.parsed(), None)
            except RecursionError:
                pass
        return self.found.get(line)

    def visit(self, node, guard):
        if isinstance(node, ast.Return):
            self.found.setdefault(node.lineno, guard)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            guard = None
        for field, value in ast.iter_fields(node):
            inner = guard
            if isinstance(node, (ast.If, ast.While)) and field in ("body", "orelse"):
                inner = node.test.lineno
            for child in value if isinstance(value, list) else [value]:
                if isinstance(child, ast.AST):
                    self.visit(child, inner)
