"""32 students at 8 tables of four playing whole matches on the class service's tables.

Run from the repository root::

    .venv/bin/python benchmarks/tables.py              # SQLite, PostgreSQL, then a real hub
    .venv/bin/python benchmarks/tables.py --db sqlite --tables 4 --think 0.1,0.3
    .venv/bin/python benchmarks/tables.py --db sqlite --tables 4 --computers expert

What runs: the class service as its own process (``--serve`` below: the same Tornado
application the launcher mounts and the hub service runs, ``classservice.tableweb``, with
the one-machine identity: students join with a name), on a class store in SQLite (a class
folder) or in a real PostgreSQL server (``tests/harness/postgres.py``, a temporary folder);
and (``--db hub``) the class service as JupyterHub runs it (``tests/harness/testhub.py``: a
real hub, its proxy, the service on PostgreSQL), each student a hub user logged in through
the hub's form and the service's OAuth, every request through the proxy. Goal there:
p95 <= 250 ms.

The students are protocol clients (``tests/harness/tableclient.py``), one thread each, doing
what a table page does: join with the form, sit (the first student of each table opens it,
three sit down), then hold a long poll (``view?after=SEQ``) and, when it is their turn,
wait ``--think`` seconds (a range) and send a legal move with the ``seq`` it was chosen on.
They stand in for browsers for everything the server sees (the same requests, cookies,
polls and moves); what they leave out is drawing the page.

Figures:

- **move -> every other seat**: from the moment a student sends a move to the moment each
  other student's long poll at that table has it (one figure per other seat and move);
  p50 / p95 / max. Goal p95 <= 150 ms on one machine.
- **move answer**: the mover's own request.
- **lobby answer**: a student in the lobby, looking at the class's tables (``GET
  api/tables``, answered at once) every quarter of a second while the class plays: what a
  person who waits on nobody's move waits for.
- With ``--computers LEVEL`` two seats of each table (1 and 3) are computer players of that
  level (the class's scheduler moves them, at the service's pace) and two students play
  seats 0 and 2: the figures above then show what the students wait for while computer
  players think (a computer player's move is no student's: it is not in the move figures).
- **per table**: the service process's CPU seconds and RSS growth, divided by the tables.
- **audit**: the store read after the class: every table's events numbered 1..N with no
  gap, each move a student was answered 200 for is there once, no other person's move;
  every table rebuilt from its log (``Tables.load``) is over with the winners the pages saw.
- **baseline**: the same kind of table played in this process by calling the model
  (``Tables.move``) with the same store kind: the time of one move written and applied,
  and the ratio of the HTTP figure to it.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import tempfile
import threading
import time
import urllib.request
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import psutil  # noqa: E402
from harness.postgres import PostgresServer  # noqa: E402
from harness.serverproc import free_port, popen_with_parent, stop_group  # noqa: E402
from harness.tableclient import TableClient  # noqa: E402

from coteccio_lab.classservice.store import ClassStore  # noqa: E402
from coteccio_lab.classservice.tables import Tables  # noqa: E402
from coteccio_lab.classservice.tablestore import TableStore  # noqa: E402

SEATS = 4


# ---- the service process ----------------------------------------------------------------
def serve(folder: str, db: str | None, port: int, mistakes: bool = False) -> None:
    """The class service on ``port``; ``mistakes``: with the kit's judge of play (the
    students' mistakes, the tables' judged review: ``class_review.py``)."""
    import asyncio

    from tornado.httpserver import HTTPServer

    from coteccio_lab.classservice.app import make_app
    from coteccio_lab.classservice.local import LocalIdentity
    from coteccio_lab.classservice.service import ClassService
    from coteccio_lab.classservice.web import MAX_BODY
    from coteccio_lab.curriculum.answers import exercise_list, judge

    store = ClassStore.open(url=db) if db else ClassStore.open(folder=folder)
    judged = None
    if mistakes:
        from coteccio_lab.review.practice import ClassMistakes

        judged = ClassMistakes()
    service = ClassService(store, judge, exercise_list, mistakes=judged)
    identity = LocalIdentity(store, Path(folder) / "teacher-secret", [])

    async def main() -> None:
        app = make_app("/class/", service, identity)
        HTTPServer(app, max_body_size=MAX_BODY).listen(port, "127.0.0.1")
        print(f"serving on {port}", flush=True)
        await asyncio.Event().wait()

    asyncio.run(main())


def start_server(folder: Path, db: str | None, script: str = __file__,
                 extra: tuple[str, ...] = ()) -> tuple[Any, str]:
    """``script --serve FOLDER --port PORT *extra`` (this file's ``serve``, or another
    benchmark's) in its own process; the process and the service's base URL."""
    port = free_port()
    command = [sys.executable, script, "--serve", str(folder), "--port", str(port), *extra]
    if db:
        command += ["--db-url", db]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"}
    proc = popen_with_parent(command, log=folder / "server.log", cwd=ROOT, env=env)
    base = f"http://127.0.0.1:{port}/class/"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(base + "join", timeout=2):
                return proc, base
        except OSError:
            time.sleep(0.1)
    stop_group(proc, 5)
    raise RuntimeError((folder / "server.log").read_text())


# ---- the class ---------------------------------------------------------------------------
class Class:
    def __init__(self, connect: Any, tables: int, think: tuple[float, float], seed: int,
                 computers: str | None = None) -> None:
        self.connect = connect
        """``connect(name)``: that student's browser, signed in."""
        self.tables = tables
        self.computers = computers
        """The level of seats 1 and 3 of every table; None: four students a table."""
        self.seats = (0, 2) if computers else tuple(range(SEATS))
        """The students' seats."""
        self.lobby: list[float] = []
        self.done = threading.Event()
        self.think = think
        self.seed = seed
        self.sent: dict[tuple[str, int], float] = {}
        self.arrived: dict[tuple[str, int], list[float]] = defaultdict(list)
        self.answers: list[float] = []
        self.polled: list[tuple[int, int]] = []
        """Each answer a student read (its poll's or its move's): its bytes, and the bytes of
        its view's ``words`` (the sentences the kit's Python says beside the data; 0 when
        none)."""
        self.answered: dict[str, list[tuple[int, int, str]]] = defaultdict(list)
        self.winners: dict[str, list[int]] = {}
        self.errors: list[str] = []
        self.lock = threading.Lock()

    def student(self, table_no: int, seat: int, opened: list[str], ready: threading.Barrier
                ) -> None:
        rng = random.Random(f"{self.seed}:{table_no}:{seat}")
        client = self.connect(f"s{table_no}x{seat}")
        if seat == 0:
            options = ({"computers": {str(s): self.computers for s in range(SEATS)
                                      if s not in self.seats}} if self.computers else {})
            answer = client.open(SEATS, **options)
            opened[table_no] = answer.body["id"]
        ready.wait()
        table = opened[table_no]
        if seat:
            got = client.sit(table, seat)
            if not got.ok:
                self.errors.append(got.text)
                return
        seq = 0
        body: dict[str, Any] | None = None  # a move's answer is a view too
        while True:
            if body is None:
                answer = client.view(table, after=seq)
                if not answer.ok:
                    self.errors.append(answer.text)
                    return
                body = answer.body
                with self.lock:
                    self.polled.append(_sizes(answer.text, body))
                    for event in body["events"]:
                        if event["kind"] == "move" and event["seat"] != seat:
                            self.arrived[(table, event["seq"])].append(answer.at)
            seq = body["seq"]
            view = body["view"]
            body = None
            if view["over"]:
                with self.lock:
                    self.winners[table] = view["winners"]
                return
            if not view["your_turn"]:
                continue
            time.sleep(rng.uniform(*self.think))
            move = rng.choice(view["legal"])
            sent = time.perf_counter()
            done = client.move(table, seq, move)
            if not done.ok:
                self.errors.append(done.text)
                continue  # a stale view: ask again
            with self.lock:
                self.answers.append(done.at - sent)
                self.polled.append(_sizes(done.text, done.body))
                self.sent[(table, done.body["seq"])] = sent
                self.answered[table].append((done.body["seq"], seat, move))
                for event in done.body["events"]:
                    if event["kind"] == "move" and event["seat"] != seat:
                        self.arrived[(table, event["seq"])].append(done.at)
            body = done.body

    def in_lobby(self) -> None:
        """A student who looks at the class's tables every quarter of a second."""
        client = self.connect("lobby")
        while not self.done.wait(0.25):
            sent = time.perf_counter()
            answer = client.get("api/tables")
            if not answer.ok:
                self.errors.append(answer.text)
                return
            with self.lock:
                self.lobby.append(answer.at - sent)

    def run(self) -> float:
        opened = [""] * self.tables
        ready = threading.Barrier(self.tables * len(self.seats))
        threads = [threading.Thread(target=self.student, args=(t, s, opened, ready))
                   for t in range(self.tables) for s in self.seats]
        lobby = threading.Thread(target=self.in_lobby)
        started = time.perf_counter()
        for thread in threads:
            thread.start()
        lobby.start()
        for thread in threads:
            thread.join()
        self.done.set()
        lobby.join()
        return time.perf_counter() - started

    def latencies(self) -> list[float]:
        out = []
        for key, sent in self.sent.items():
            for at in self.arrived.get(key, []):
                out.append(at - sent)
        return out


def _sizes(text: str, body: Any) -> tuple[int, int]:
    """An answer's bytes, and its view's ``words``' as the service writes them
    (``web.answer``)."""
    view = body.get("view") if isinstance(body, dict) else None
    words = view.get("words") if isinstance(view, dict) else None
    return (len(text.encode()),
            0 if words is None else len(json.dumps(words, ensure_ascii=False).encode()))


def pct(values: list[float], p: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def audit(store: ClassStore, klass: Class) -> dict[str, Any]:
    log = TableStore(store)
    problems: list[str] = []
    moves = 0
    for table, answered in klass.answered.items():
        events = log.events(table)
        if [e.seq for e in events] != list(range(1, len(events) + 1)):
            problems.append(f"{table}: events not numbered 1..N")
        stored = [(e.seq, e.seat, e.data["move"]) for e in events
                  if e.kind == "move" and not e.data.get("computer")]
        if stored != sorted(answered):
            problems.append(f"{table}: {len(stored)} moves stored, {len(answered)} answered")
        moves += len(stored)
    rebuilt = Tables(log)
    for table, winners in klass.winners.items():
        m = rebuilt.table(table).match
        if not m.over or list(m.winners) != winners:
            problems.append(f"{table}: rebuilt match over={m.over} winners={m.winners}")
    return {"tables": len(klass.answered), "moves": moves, "problems": problems}


def baseline(store: ClassStore, tables: int) -> float:
    """Seconds of one person's move in this process (written to the store and applied)."""
    model = Tables(TableStore(store))
    times: list[float] = []
    rng = random.Random(1)
    for t in range(tables):
        names = [f"Base {t}-{s}" for s in range(SEATS)]
        table = model.open(names[0], {"seats": SEATS})["id"]
        for name in names[1:]:
            model.sit(name, table)
        while not model.table(table).match.over:
            for name in names:
                answer = model.view(name, table)
                if answer["view"]["your_turn"]:
                    started = time.perf_counter()
                    model.move(name, table, answer["seq"], rng.choice(answer["view"]["legal"]))
                    times.append(time.perf_counter() - started)
                    break
    return statistics.median(times)


def local_student(base: str) -> Any:
    def connect(name: str) -> TableClient:
        client = TableClient(base, timeout=120)
        client.join(name)
        return client
    return connect


def hub_student(hub: Any) -> Any:
    def connect(name: str) -> TableClient:
        session = hub.login(name)  # the hub's login form, then the service's OAuth
        session.get(hub.service_url + "teacher", timeout=120)
        return TableClient(hub.service_url, session=session, timeout=120)
    return connect


def one_run(kind: str, args: argparse.Namespace) -> dict[str, Any]:
    folder = Path(tempfile.mkdtemp(prefix=f"coteccio-tables-{kind}-"))
    pg: PostgresServer | None = None
    db: str | None = None
    hub: Any = None
    if kind in ("postgresql", "hub"):
        pg = PostgresServer.find()
        pg.start()
        db = pg.create_database("tables_bench")
    if kind == "hub":
        from harness.testhub import HubProcess

        names = [f"s{t}x{s}" for t in range(args.tables) for s in range(SEATS)] + ["lobby"]
        hub = HubProcess(users=names, teachers=["prof"], class_db=db)
        hub.start()
        assert hub.proc is not None
        service = next(p for p in psutil.Process(hub.proc.pid).children(recursive=True)
                       if "class-service" in " ".join(p.cmdline()))
        connect = hub_student(hub)
    else:
        proc, base = start_server(folder, db)
        service = psutil.Process(proc.pid)
        connect = local_student(base)
    try:
        cpu0 = sum(service.cpu_times()[:2])
        rss0 = service.memory_info().rss
        klass = Class(connect, args.tables, args.think, args.seed, args.computers)
        took = klass.run()
        cpu = sum(service.cpu_times()[:2]) - cpu0
        rss = service.memory_info().rss - rss0
    finally:
        if hub is not None:
            hub.stop()
        else:
            stop_group(proc, 10)
    store = ClassStore.open(url=db) if db else ClassStore.open(folder=folder)
    checked = audit(store, klass)
    base_move = baseline(store, 2)
    store.close()
    if pg is not None:
        pg.stop()
    lat = klass.latencies()
    moves = len(klass.sent)
    return {
        "store": kind, "tables": args.tables, "students": args.tables * len(klass.seats),
        "computers": args.computers,
        "seconds": round(took, 1), "moves": moves, "updates": len(lat),
        "update_ms": {"p50": round(pct(lat, 50) * 1000, 1), "p95": round(pct(lat, 95) * 1000, 1),
                      "max": round(max(lat, default=0) * 1000, 1)},
        "answer_ms": {"p50": round(pct(klass.answers, 50) * 1000, 1),
                      "p95": round(pct(klass.answers, 95) * 1000, 1)},
        "lobby_ms": {"p50": round(pct(klass.lobby, 50) * 1000, 1),
                     "p95": round(pct(klass.lobby, 95) * 1000, 1),
                     "max": round(max(klass.lobby, default=0) * 1000, 1)},
        "cpu_s_per_table": round(cpu / args.tables, 2),
        "cpu_ms_per_move": round(cpu / max(moves, 1) * 1000, 2),
        # what the seats' pages read: every poll's and move's answer, per move played
        "answer_kb_per_move": round(sum(b for b, _ in klass.polled) / max(moves, 1) / 1024, 2),
        "answer_bytes_p50": round(statistics.median(b for b, _ in klass.polled)
                                  if klass.polled else 0),
        "words_share": round(sum(d for _, d in klass.polled)
                             / max(sum(b for b, _ in klass.polled), 1), 3),
        "rss_mb_per_table": round(rss / args.tables / 2**20, 2),
        "baseline_move_ms": round(base_move * 1000, 2),
        "ratio_p50_to_baseline": round(pct(lat, 50) / base_move, 1),
        "errors": klass.errors[:5], "error_count": len(klass.errors),
        "audit": checked,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--serve", help=argparse.SUPPRESS)
    parser.add_argument("--port", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--db-url", help=argparse.SUPPRESS)
    parser.add_argument("--db", choices=("sqlite", "postgresql", "hub", "all"), default="all",
                        help="the store (hub: PostgreSQL behind a real JupyterHub and its "
                        "proxy, the service as the hub runs it)")
    parser.add_argument("--tables", type=int, default=8)
    parser.add_argument("--think", default="0.2,0.6",
                        help="seconds a student thinks before a move: low,high")
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--computers", metavar="LEVEL",
                        help="seats 1 and 3 of each table are computer players of LEVEL "
                        "(e.g. expert); two students a table")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args()
    if args.serve:
        serve(args.serve, args.db_url, args.port)
        return 0
    low, high = (float(x) for x in args.think.split(","))
    args.think = (low, high)
    kinds = ["sqlite", "postgresql", "hub"] if args.db == "all" else [args.db]
    print(f"{platform.node()}: {os.cpu_count()} cores, load {os.getloadavg()}", flush=True)
    results = []
    for kind in kinds:
        result = one_run(kind, args)
        results.append(result)
        print(json.dumps(result, indent=1), flush=True)
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))
    return 0 if all(not r["audit"]["problems"] for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
