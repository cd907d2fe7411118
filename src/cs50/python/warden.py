# ---- warden.py: nothing the learner's code starts outlives the check ----


def warden():
    """On Linux: splits the process in two and returns in the worker; the warden never returns. Elsewhere,
    or if the kernel refuses, returns at once and the process is the worker alone.

    The warden stays behind as a child subreaper: whatever the learner's code starts, even in a session of its
    own or as a daemon, stays its descendant, and it kills every one of them when the worker ends, when the
    checker asks (SIGTERM), or when the checker goes away for any reason, a SIGKILL included; it also stops a
    worker that starts more than PROCESSES processes (exit status TOO_MANY_PROCESSES)."""
    if not sys.platform.startswith("linux"):
        return
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        if libc.prctl(36, 1, 0, 0, 0) != 0:  # PR_SET_CHILD_SUBREAPER
            return
        worker = os.fork()
    except BaseException:
        return
    if worker == 0:
        return
    # The warden: the protocol's pipes are the worker's alone, so its end is seen at once.
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    checker = os.getppid()
    asked = []
    signal.signal(signal.SIGTERM, lambda *_: asked.append(True))
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    statuses = {}
    while worker not in statuses and not asked and os.getppid() == checker:
        reap(statuses)
        if worker not in statuses and len(descendants()) > PROCESSES:
            statuses[worker] = TOO_MANY_PROCESSES << 8
        time.sleep(0.05)
    kill_descendants(statuses)
    while worker not in statuses:
        if not reap(statuses, wait=True):
            statuses[worker] = signal.SIGKILL
    status = statuses[worker]
    if os.WIFSIGNALED(status):
        signal.signal(os.WTERMSIG(status), signal.SIG_DFL)
        os.kill(os.getpid(), os.WTERMSIG(status))
    os._exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 1)


def reap(statuses, wait=False):
    """Collects the children that have ended (orphans of the learner's code come here too), keeping each
    one's status in `statuses`; with `wait`, waits for one. Returns whether any child was left to wait for."""
    while True:
        try:
            pid, status = os.waitpid(-1, 0 if wait else os.WNOHANG)
        except ChildProcessError:
            return False
        if pid == 0:
            return True
        statuses.setdefault(pid, status)
        if wait:
            return True


def descendants():
    """The ids of every process below this one, read from /proc."""
    parents = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open("/proc/%s/stat" % entry, "rb") as stat:
                    fields = stat.read().rsplit(b")", 1)[1].split()
                parents.setdefault(int(fields[1]), []).append(int(entry))
            except (OSError, IndexError, ValueError):
                pass
    found, todo = [], [os.getpid()]
    while todo:
        children = parents.get(todo.pop(), [])
        found.extend(children)
        todo.extend(children)
    return found


def kill_descendants(statuses):
    """Stops every descendant where it is, so none can start another, then kills them all; again until
    none is left. The statuses of the children that end are kept in `statuses`."""
    for _ in range(100):
        found = descendants()
        if not found:
            return
        for pid in found:
            try:
                os.kill(pid, signal.SIGSTOP)
            except OSError:
                pass
        for pid in descendants():
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
        reap(statuses)
        time.sleep(0.01)


def watch_parent():
    """Ends this process (and, on Unix, its process group) if the checker goes away without stopping it,
    even while the learner's code is stuck in a loop. The thread is a bare one, which `threading.enumerate()`
    does not list: its function would lead the learner's code to this program's globals. In a browser there
    are no threads, and the page ends the Web Worker itself."""
    if sys.platform == "emscripten":
        return
    parent = os.getppid()

    def watch():
        while os.getppid() == parent:
            time.sleep(0.5)
        if hasattr(os, "killpg") and os.getpgrp() == os.getpid():
            os.killpg(os.getpid(), signal.SIGKILL)
        os._exit(1)

    _thread.start_new_thread(watch, ())


def limit_memory(megabytes):
    """Caps the address space, so code that grows without end raises MemoryError instead of taking the
    machine."""
    try:
        import resource

        limit = megabytes * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    except (ImportError, ValueError, OSError):
        pass
