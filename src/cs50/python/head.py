"""The Python side of `tictactoe check-cs50`: runs a learner's tictactoe.py and calls its functions on the
boards the checker sends. The checker runs it as `python3 -B -c <this program> FILE.py MEGABYTES PROGRESS` and
sends the file's source itself, read once, so every Python of one check runs the same code. The protocol (one
JSON value a line each way) is described in the checker's src/cs50/protocol/mod.rs; this program is the files
of src/cs50/python/ joined, with the constants both sides need written in by the checker.

On Linux the process first splits in two: a warden that ends every process the learner's code starts (see
`warden`), and the worker, which runs the learner's code under a memory limit of MEGABYTES.

The protocol runs over private copies of the original standard input and output, taken before the learner's
code runs; that code then gets an empty standard input, and whatever it prints (through print or straight to
file descriptors 1 and 2) goes to the null device.

The checker sends its requests in batches, and the replies to a batch go back together, when the process would
otherwise wait for the next request (or once a call has kept them FLUSH_AFTER seconds): one write and one
wake-up of the checker for a batch, not one for each call. So that the checker still knows which call hangs or
ends the process while the replies before it are held back, the id of each request is written, before the
request is answered, into the first 8 bytes of the file PROGRESS (little-endian), shared memory that costs no
system call; with PROGRESS empty, each reply is sent at once.
"""

import sys

if sys.version_info[0] < 3:  # said before importing what Python 2 lacks; the whole program reads as Python 2
    sys.stdout.write('{"error": "python", "version": "%s"}\n' % sys.version.split()[0])
    sys.exit(0)

import _thread
import ast
import copy
import importlib.util
import json
import os
import signal
import struct
import time

# The longest a reply is held back while calls keep coming, in seconds.
FLUSH_AFTER = 0.05
# The id of the request under way, as the progress file holds it.
PROGRESS = struct.Struct("<Q")
# In a browser page, the progress file's name, and the module of the page's that keeps the id.
PAGE_PROGRESS = "tictactoe_page_progress"
# The most calls a trace records; a search that makes more is stopped there.
TRACE_LIMIT = 100000
