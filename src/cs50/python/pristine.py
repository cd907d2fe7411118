# ---- pristine.py: a fresh Python, as often as asked, without importing the file again ----


class Pristine:
    """A copy of the process made as soon as the file is imported, before any call: every `fresh` request is
    answered by a copy of it, as a fresh Python that has just imported the file would answer, without
    importing the file again. That copy then serves the protocol until `end`, while this process waits (the
    checker sends nothing after `fresh` or `end` until it is answered, so neither reads the other's lines)."""

    def __init__(self, channel, state):
        self.orders_r, self.orders_w = os.pipe()
        self.ended_r, self.ended_w = os.pipe()
        self.pid = os.fork()
        if self.pid == 0:
            os.close(self.orders_w)
            os.close(self.ended_r)
            self.wait_for_orders(channel, state)
            os._exit(0)
        os.close(self.orders_r)
        os.close(self.ended_w)

    def run(self, ident):
        """Lets a fresh copy answer the request `ident` and serve the protocol, and waits until it has ended. A
        copy that the learner's code ended (os._exit, a signal) ends this process the same way: the checker,
        waiting for the reply to the copy's call, sees Python end during it."""
        os.write(self.orders_w, str(ident).encode("utf-8") + b"\n")
        status = int(os.read(self.ended_r, 32) or b"0")
        if os.WIFSIGNALED(status):
            signal.signal(os.WTERMSIG(status), signal.SIG_DFL)
            os.kill(os.getpid(), os.WTERMSIG(status))
        if status != 0:
            os._exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 1)

    def wait_for_orders(self, channel, state):
        """In the pristine copy, which runs nothing of the learner's: for each order, a copy of itself serves
        the protocol until it ends."""
        orders = os.fdopen(self.orders_r, "rb")
        for order in orders:
            child = os.fork()
            if child == 0:
                copy = channel.copy()
                copy.send({"id": int(order), "done": True})
                serve(copy, state, None)
                os._exit(0)
            status = 0
            while True:
                try:
                    status = os.waitpid(child, 0)[1]
                    break
                except InterruptedError:
                    continue
                except ChildProcessError:
                    break
            os.write(self.ended_w, str(status).encode("utf-8"))


class Reimported:
    """Where Python cannot fork (Pyodide, in a browser page): every `fresh` request is answered by the file
    imported again, into a module of its own, which serves the protocol until `end`. What the learner's code
    changed outside its own module (another module, `sys`) is not undone, as a fork would undo it."""

    def __init__(self, channel, learner):
        self.channel, self.learner = channel, learner

    def run(self, ident):
        kept = self.learner
        name = kept.module.__name__
        module, _ = load(kept.path, kept.source.source)
        fresh = Learner(module, marks_of(module), kept.path, kept.source.source, kept.reached)
        self.channel.send({"id": ident, "done": True})
        try:
            serve(self.channel, fresh, None)
        finally:
            sys.modules[name] = kept.module
