"""Run commands side by side: the last one's output as it comes, each other's after it.

    python -m harness.lanes CMD1... --and CMD2...

``make suite`` runs the test files that spend their time waiting (a real clock, a time-out)
in a pytest of their own beside the suite's two workers, so that a wait never holds a worker
the other files need for their CPU. The exit status is the first that is neither 0 nor 5
(pytest's "no tests collected", as when ``-k`` leaves a lane nothing), else 0 when a lane
ran tests, else 5.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile


def split(argv: list[str]) -> list[list[str]]:
    """The commands in ``argv``, separated by ``--and``.

    >>> split(["a", "-x", "--and", "b"])
    [['a', '-x'], ['b']]
    """
    commands: list[list[str]] = [[]]
    for arg in argv:
        if arg == "--and":
            commands.append([])
        else:
            commands[-1].append(arg)
    return commands


def combined(codes: list[int]) -> int:
    """One exit status for all lanes.

    >>> combined([0, 5]), combined([5, 5]), combined([5, 1]), combined([0, 0])
    (0, 5, 1, 0)
    """
    failed = [c for c in codes if c not in (0, 5)]
    if failed:
        return failed[0]
    return 0 if 0 in codes else 5


def main(argv: list[str]) -> int:
    commands = split(argv)
    if len(commands) < 2 or not all(commands):
        print("usage: lanes.py CMD... --and CMD...", file=sys.stderr)
        return 2
    *others, last = commands
    with tempfile.TemporaryDirectory() as folder:
        logs = [open(f"{folder}/{n}.log", "w+b") for n in range(len(others))]  # noqa: SIM115
        procs = [subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT)
                 for cmd, log in zip(others, logs, strict=True)]
        codes = [subprocess.call(last)]
        for cmd, proc, log in zip(others, procs, logs, strict=True):
            codes.insert(-1, proc.wait())
            log.seek(0)
            sys.stdout.write(f"\n=== lanes: {' '.join(cmd)} (exit {proc.returncode})\n")
            sys.stdout.flush()
            sys.stdout.buffer.write(log.read())
            sys.stdout.flush()
            log.close()
    return combined(codes)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
