# ---- channel.py: the protocol's two pipes ----


def shared_progress(path):
    """The first 8 bytes of the file at `path`, mapped into memory, for the id of the request under way; None
    if there is no such file (each reply is then sent at once). In a browser page (`path` is PAGE_PROGRESS),
    the page's function that keeps the id in memory the checker's worker shares."""
    if not path:
        return None
    if path == PAGE_PROGRESS:
        try:
            return importlib.import_module(PAGE_PROGRESS).progress
        except (ImportError, AttributeError):
            return None
    try:
        import mmap

        with open(path, "r+b") as file:
            progress = mmap.mmap(file.fileno(), 8)
    except (ImportError, OSError, ValueError):
        return None
    try:
        os.unlink(path)  # the checker reads it through the file it keeps open
    except OSError:
        pass
    return progress


def private_channels():
    """Keeps copies of standard input and output for the protocol, then points file descriptors 0, 1 and 2
    at the null device, so nothing the learner's code reads or writes can touch the protocol."""
    requests, replies = os.dup(0), os.dup(1)
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    os.close(null)
    return requests, replies


class Channel:
    """The protocol's two pipes, as file descriptors: one JSON request a line in, one JSON reply a line out.
    Replies wait in `held` until the process would wait for the next request, or until the oldest has waited
    FLUSH_AFTER seconds; `progress` says which request is under way meanwhile."""

    def __init__(self, requests, replies, progress):
        self.requests, self.replies, self.progress = requests, replies, progress
        self.read = b""
        self.held = []
        self.since = 0.0

    def copy(self):
        """A channel of its own on the same pipes, for a copy of the process, with nothing read or held."""
        return Channel(os.dup(self.requests), os.dup(self.replies), self.progress)

    def request(self):
        """The next request, read from its line, or None when the requests have ended. The replies held are sent
        first if it has to wait for one."""
        while b"\n" not in self.read:
            self.flush()
            chunk = os.read(self.requests, 65536)
            if not chunk:
                return None
            self.read += chunk
        line, self.read = self.read.split(b"\n", 1)
        return json.loads(line.decode("utf-8"))

    def source(self):
        """The learner's file, sent once by the checker before the first request: its length, then its bytes."""
        head = self.request() or {}
        length = head.get("source", 0)
        while len(self.read) < length:
            chunk = os.read(self.requests, max(65536, length - len(self.read)))
            if not chunk:
                break
            self.read += chunk
        data, self.read = self.read[:length], self.read[length:]
        if len(data) != length:
            raise SystemExit("the source ended early")
        return data

    def started(self, ident):
        """Marks the request `ident` as under way, where the checker can read it."""
        if callable(self.progress):
            self.progress(ident)
        elif self.progress is not None:
            PROGRESS.pack_into(self.progress, 0, ident)

    def send(self, reply):
        """Sends one reply, a dict, as a line, or holds it to send with the next."""
        now = time.monotonic()
        if not self.held:
            self.since = now
        self.held.append(json.dumps(reply, separators=(",", ":")).encode("utf-8", "replace") + b"\n")
        if self.progress is None or now - self.since >= FLUSH_AFTER:
            self.flush()

    def flush(self):
        """Sends the replies held."""
        if not self.held:
            return
        data = memoryview(b"".join(self.held))
        self.held = []
        while data:
            data = data[os.write(self.replies, data) :]
