"""Run a command while this process holds a TCP port on 127.0.0.1, as another program would.

    PYTHONPATH=tests python -m harness.holdport 8866 -- pytest -q tests

``make test`` runs the suite so, with the launcher's default port (8866) taken: no test may
depend on a fixed port being free. A port already taken is just as good: the command runs.
"""

from __future__ import annotations

import contextlib
import subprocess
import sys

from .serverproc import busy_port


def main(argv: list[str]) -> int:
    if len(argv) < 3 or argv[1] != "--":
        print("usage: holdport.py PORT -- COMMAND...", file=sys.stderr)
        return 2
    port = int(argv[0])
    with contextlib.ExitStack() as held:
        try:
            held.enter_context(busy_port(port))
            print(f"holdport: port {port} is held while the command runs", flush=True)
        except OSError:  # taken already by another program, which is just as good
            print(f"holdport: port {port} is already taken by another program", flush=True)
        return subprocess.call(argv[2:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
