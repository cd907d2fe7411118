"""Never finishes importing. With CS50_CHECK_PIDS set, its process id is appended to that file first."""

import os

if os.environ.get("CS50_CHECK_PIDS"):
    with open(os.environ["CS50_CHECK_PIDS"], "a") as pids:
        pids.write("%d\n" % os.getpid())
while True:
    pass
