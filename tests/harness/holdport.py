"""Run a command while this process holds a TCP port on 127.0.0.1, as another program would.

    python tests/harness/holdport.py 8866 -- pytest -q tests

``make test`` runs the suite so, with the launcher's default port (8866) taken: no test may
depend on a fixed port being free. A port already taken is just as good: the command runs.
"""

from __future__ import annotations

import socket
import subprocess
import sys


def main(argv: list[str]) -> int:
    if len(argv) < 3 or argv[1] != "--":
        print("usage: holdport.py PORT -- COMMAND...", file=sys.stderr)
        return 2
    port = int(argv[0])
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        try:
            sock.bind(("127.0.0.1", port))
            sock.listen()
            print(f"holdport: port {port} is held while the command runs", flush=True)
        except OSError:
            print(f"holdport: port {port} is already taken by another program", flush=True)
        return subprocess.call(argv[2:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
