"""How long each lesson takes to run top to bottom in a kernel, as `make lessons` runs it.

Run from the repository root::

    .venv/bin/python benchmarks/lessons.py              # every lesson found in lessons/
    .venv/bin/python benchmarks/lessons.py --repeats 3 01-the-cards.ipynb

Each notebook is executed by nbclient in a fresh ``python3`` kernel, best of
``--repeats`` runs. The baseline, run in the same process, is a notebook of one
empty cell: what starting a kernel costs on this machine at this moment, so the
ratio column says how much of a lesson's time is the lesson itself. The goal the
lessons were written to: each runs in under 20 seconds on this kind of machine.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import nbformat
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
GOAL_SECONDS = 20.0


def run_once(nb: nbformat.NotebookNode, folder: Path) -> float:
    """Seconds to execute ``nb`` in a fresh kernel; raises if a cell errs."""
    started = time.perf_counter()
    NotebookClient(nb, kernel_name="python3", timeout=120,
                   resources={"metadata": {"path": str(folder)}}).execute()
    return time.perf_counter() - started


def best_of(path: Path | None, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        if path is None:
            nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("pass")])
            folder = LESSONS
        else:
            nb = nbformat.read(path, as_version=4)
            folder = path.parent
        times.append(run_once(nb, folder))
    return min(times)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("notebooks", nargs="*", help="lesson files (default: every lesson)")
    parser.add_argument("--repeats", type=int, default=1)
    args = parser.parse_args(argv)
    paths = ([LESSONS / n for n in args.notebooks] if args.notebooks
             else sorted(p for p in LESSONS.rglob("[0-9][0-9]-*.ipynb")
                         if ".ipynb_checkpoints" not in p.parts))
    baseline = best_of(None, args.repeats)
    print(f"baseline (kernel start, one empty cell): {baseline:.2f} s")
    print(f"{'lesson':<48} {'seconds':>8} {'x baseline':>11}  goal < {GOAL_SECONDS:.0f} s")
    slow = 0
    for path in paths:
        seconds = best_of(path, args.repeats)
        mark = "" if seconds < GOAL_SECONDS else "  over the goal"
        slow += seconds >= GOAL_SECONDS
        name = str(path.relative_to(LESSONS))
        print(f"{name:<48} {seconds:8.2f} {seconds / baseline:11.1f}{mark}")
    return 1 if slow else 0


if __name__ == "__main__":
    sys.exit(main())
