"""Right in every function, but player answers wrongly wherever the file can reach beyond a sandbox: read a
file outside its folder, see the checker's environment or its process, write into its folder, or reach the
network; what it writes into /tmp the test looks for outside. A sandboxed check passes it in full; without a sandbox, player fails and
says which reach worked."""

import os
import socket

import tictactoe
from tictactoe import *  # noqa: F401,F403  (everything else is right)


def reaches():
    """The ways out that work from here."""
    worked = []
    try:
        with open("/etc/passwd") as secret:
            secret.read(1)
        worked.append("read /etc/passwd")
    except OSError:
        pass
    if "TICTACTOE_SECRET" in os.environ:
        worked.append("saw the checker's environment")
    for pid in os.listdir("/proc"):
        try:
            with open("/proc/%s/cmdline" % pid, "rb") as cmdline:
                if b"\0check-cs50\0" in cmdline.read():
                    worked.append("saw the checker's process")
                    break
        except OSError:
            pass
    try:
        # Seen from outside only when /tmp is the checker's (the test looks).
        with open("/tmp/tictactoe-reaches-out-wrote-here", "w") as written:
            written.write("escaped")
    except OSError:
        pass
    try:
        with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "reaches-out-wrote-here"), "w") as written:
            written.write("escaped")
        worked.append("wrote into its folder")
    except OSError:
        pass
    try:
        connection = socket.create_connection(("127.0.0.1", int(os.environ.get("TICTACTOE_PORT", "9"))), 1)
        connection.close()
        worked.append("reached the network")
    except OSError:
        pass
    return worked


WORKED = reaches()


def player(board):
    if WORKED:
        raise RuntimeError("reached beyond the sandbox: " + "; ".join(WORKED))
    return tictactoe.player(board)
