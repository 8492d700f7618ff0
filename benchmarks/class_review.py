"""A class opens the judged review of its hands at once, while another table plays.

Run from the repository root::

    .venv/bin/python benchmarks/class_review.py                 # 25 students, 2 hands each
    .venv/bin/python benchmarks/class_review.py --students 10 --hands 1

What runs: the class service as its own process (the Tornado application the launcher
mounts, the one-machine identity, a class folder in SQLite, the kit's judge of play), and
protocol clients (``tests/harness/tableclient.py``) doing what the pages do. Each of
``--students`` students plays ``--hands`` hands of a class game at the service's tables
(Trieste, two cautious computer players); the teacher closes the game. A probe student
sits at a lobby table (one person, two computer players at the service's pace) and keeps
playing, reading its table (``…/view``) and the lobby (``api/tables``) every 0.1 s.

Figures (each a p50 / p95 / max in ms):

- **baseline**: the probe's answers for ``--quiet`` seconds with nobody asking a review;
- **under review**: the probe's answers while every student asks the judged review of each
  of their hands at the same moment (``GET …/review/N``, one thread per student);
  the ratio of the two p95s says what the class's reviews cost a table in play;
- **a review's answer**: from asking to the judged review, over all students' hands (the
  judge works one hand at a time: the last in the queue waits for all before it);
- **asked again**: the same reviews a second time (kept: no judging).

Each figure twice in one run: with the service as it is (the judge in a process of its own,
``classservice.review.TableReviews``), and with the judge on a thread of the service's
process instead (``--modes`` picks), the way it was first written: what the process buys.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from class_server import Browser  # noqa: E402
from harness.serverproc import stop_group  # noqa: E402
from harness.tableclient import TableClient  # noqa: E402
from tables import serve as serve_class  # noqa: E402
from tables import start_server  # noqa: E402

from coteccio_lab.classservice.local import teacher_secret  # noqa: E402

GAME = {"server": True, "rules": "trieste", "opponents": ["cautious", "cautious"],
        "mode": "table"}


def serve(folder: str, port: int, mode: str) -> None:
    from concurrent.futures import ThreadPoolExecutor

    from coteccio_lab.classservice import review

    if mode == "thread":  # the judge beside the loop, for the comparison
        review.ProcessPoolExecutor = lambda **_: ThreadPoolExecutor(1)  # type: ignore
    serve_class(folder, None, port, mistakes=True)


def play(client: TableClient, table: str, hands: int) -> None:
    """The seat's first legal card until ``hands`` hands are over (or the match)."""
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        body = client.view(table).body
        view = body["view"]
        if view["over"] or view["deal_no"] > hands:
            return
        if view["your_turn"]:
            client.move(table, body["seq"], view["legal"][0])
        else:
            time.sleep(0.05)
    raise RuntimeError("a class table did not finish its hands")


class Probe(threading.Thread):
    """A student at a lobby table in play: reads its table and the lobby, and moves."""

    def __init__(self, client: TableClient, table: str) -> None:
        super().__init__(daemon=True)
        self.client, self.table = client, table
        self.marks: list[tuple[float, float]] = []  # (when, ms)
        self.stop = threading.Event()

    def run(self) -> None:
        while not self.stop.is_set():
            start = time.perf_counter()
            body = self.client.view(self.table).body
            self.marks.append((start, (time.perf_counter() - start) * 1000))
            start = time.perf_counter()
            self.client.lobby()
            self.marks.append((start, (time.perf_counter() - start) * 1000))
            if body["view"]["your_turn"]:
                self.client.move(self.table, body["seq"], body["view"]["legal"][0])
            time.sleep(0.1)

    def between(self, start: float, end: float) -> list[float]:
        return [ms for when, ms in self.marks if start <= when < end]


def figures(values: list[float]) -> str:
    if not values:
        return "none"
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"p50 {statistics.median(ordered):.1f} / p95 {p95:.1f} / max {ordered[-1]:.1f} ms" \
           f" (n={len(ordered)})"


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] if ordered else 0.0


def run(args: argparse.Namespace) -> int:
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
          f"load {os.getloadavg()[0]:.1f}; {args.students} students, {args.hands} hands each")
    for mode in args.modes.split(","):
        one_run(args, mode)
    print(f"load at the end {os.getloadavg()[0]:.1f}")
    return 0


def one_run(args: argparse.Namespace, mode: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "class"
        folder.mkdir()
        secret, _ = teacher_secret(folder)
        proc, base = start_server(folder, None, __file__, ("--modes", mode))
        try:
            teacher = Browser(base)
            teacher.sign_in(secret)
            probe_client = TableClient(base, timeout=120)
            probe_client.join("probe")  # before the class game: no admission to wait for
            opened = probe_client.open(3, computers={"1": "cautious", "2": "cautious"})
            probe = Probe(probe_client, opened.body["id"])
            assert teacher.post("api/teacher/game", GAME).status_code == 200
            students = []
            for i in range(args.students):
                client = TableClient(base, timeout=300)
                client.join(f"student{i:02d}")
                students.append(client)
            teacher.post("api/teacher/admit", {"all": True})
            tables = [c.post("api/tables/class", {}).body["id"] for c in students]
            players = [threading.Thread(target=play, args=(c, t, args.hands))
                       for c, t in zip(students, tables, strict=True)]
            for p in players:
                p.start()
            for p in players:
                p.join()
            assert teacher.post("api/teacher/close", {}).status_code == 200
            probe.start()
            time.sleep(args.quiet)
            quiet_end = time.perf_counter()
            waits: list[float] = []
            lock = threading.Lock()

            def ask_all(client: TableClient, table: str) -> None:
                for n in range(1, args.hands + 1):
                    start = time.perf_counter()
                    got = client.get(f"api/tables/{table}/review/{n}")
                    assert got.ok, got.text
                    with lock:
                        waits.append((time.perf_counter() - start) * 1000)

            askers = [threading.Thread(target=ask_all, args=(c, t))
                      for c, t in zip(students, tables, strict=True)]
            for a in askers:
                a.start()
            for a in askers:
                a.join()
            busy_end = time.perf_counter()
            first = list(waits)
            waits.clear()
            for c, t in zip(students, tables, strict=True):
                ask_all(c, t)
            probe.stop.set()
            probe.join(30)
            quiet = probe.between(0, quiet_end)
            busy = probe.between(quiet_end, busy_end)
            print(f"-- the judge in a {mode}: {len(first)} hands judged, "
                  f"in {(busy_end - quiet_end):.1f} s")
            print(f"baseline (no review asked):  {figures(quiet)}")
            print(f"under review:                {figures(busy)}")
            print(f"ratio of the p95s:           {p95(busy) / max(p95(quiet), 1e-9):.2f}")
            print(f"a review's answer:           {figures(first)}")
            print(f"asked again (kept):          {figures(waits)}")
        finally:
            stop_group(proc, 5)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=25)
    parser.add_argument("--hands", type=int, default=2)
    parser.add_argument("--quiet", type=float, default=5.0,
                        help="seconds of the baseline, before any review is asked")
    parser.add_argument("--modes", default="process,thread",
                        help="where the judge runs: process (the service's), thread, or both")
    parser.add_argument("--serve", help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        serve(args.serve, args.port, args.modes)
        return 0
    return run(args)


if __name__ == "__main__":
    sys.exit(main())
