"""A class of 30 through JupyterHub: click -> result on the teacher's page, and memory.

Run from the repository root (needs PostgreSQL's binaries and npm; nothing else is
downloaded)::

    .venv/bin/python benchmarks/hub.py                  # about 3 minutes
    .venv/bin/python benchmarks/hub.py --students 10 --duration 30 --json out.json

What runs: a real PostgreSQL server (temporary folder), a real JupyterHub with
configurable-http-proxy, the shared-password authenticator and the local spawner, and the
class service registered by the admin's own configuration call
(``coteccio_lab.hub.config.configure_class_service``) on that database: what a school's
hub runs, on one machine.

The class: ``--students`` hub users (default 30) and a teacher in the group ``teachers``.
Students are protocol sessions: each holds its own hub token with the scopes a student's
kernel gets (``c.Spawner.server_token_scopes`` narrowed to the user) and does what the
dashboard's kernel does: when the dashboard opens, ``api/me`` (all students at once: the
class arrives; ``open_ms``), and when a hand ends, POST the hand record to ``api/hands`` on the
service's own address (``COTECCIO_CLASS_API``), where the referee replays it against the
class game; and, now and then, an exercise check to ``api/progress``. Each student plays
a whole match of the class game (records made beforehand by the dashboard's own
controller, a different seed each), one hand every ``--think`` seconds (1-3 s: a class
far busier than a real one, where a hand takes minutes).

The teacher is the teacher's page: logged in through the hub (the service's OAuth) and
asking ``api/teacher/state`` through the proxy as its script does. Two ways:

- ``page``: as ``teacher.js`` does: ``?since=VERSION`` of the state shown, which the
  service holds until the class changes (long polling), then the next request at once;
- ``eager``: plain requests back to back, for comparison (the load of a page that
  would poll as fast as it can).

**Click -> visible**: from the moment a student's POST is sent to the moment the
teacher's state that shows that hand is received. Also: the POST alone (click ->
verified and stored, the answer the student sees) and the teacher's request alone.
Goal: click -> visible p95 <= 200 ms (page).

**In-process baseline**: the same hands on the same PostgreSQL server, sent by calling
the service's own methods in this process, one after another (no HTTP, no hub, no
proxy, no other request waiting): verify and store the hand, then read the teacher's
state as the page's request does (one snapshot). The ratio hub / in-process says what
the hub, the HTTP layers and the class's concurrency add to the work itself. Also: the
service's CPU time per hand during the class (``service_cpu_ms_per_hand``: its whole
process, the teacher's states included) and the load average at start and end, since
the machine may be shared: compare runs at other loads, with fewer ``--students``, or
under ``nice -n -5`` (the hub, its service and PostgreSQL inherit it).

**Memory per student**: the service's RSS before the class and after (divided by the
students), PostgreSQL's processes in all; and ``--servers`` (default 2) students' real
single-user servers spawned by the hub with a kernel started in each: RSS of the server
and of its kernel (what each student costs on a hub where every student has a server).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import platform
import random
import sys
import time
import urllib.parse
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

import psutil  # noqa: E402
import requests  # noqa: E402
from class_helpers import check_message, played_records  # noqa: E402  (the dashboard's own play)
from dashboard import log, summary  # noqa: E402
from harness.postgres import PostgresServer  # noqa: E402
from harness.testhub import HubProcess  # noqa: E402
from tornado.httpclient import AsyncHTTPClient, HTTPClientError, HTTPRequest  # noqa: E402

from coteccio_lab.hub.config import ACCESS_SCOPE, service_prefix  # noqa: E402

CODES = ["K7QX-3MPA", "0000-00AB", "3MPA-K7QX"]
"""One class game per run, so that each run starts every student at hand 1."""
OPPONENTS = ["cautious", "random", "cautious"]
KERNEL_SCOPES = ["users:activity!user", "access:servers!server", ACCESS_SCOPE]
TEACHER = "prof"
CHECKS = {right: check_message(2, "off-suit", right=right) for right in (True, False)}
"""An exercise check with a right or a wrong answer (the service judges it)."""


@dataclass
class Class:
    hub: HubProcess
    clicks: dict[tuple[str, int], float] = field(default_factory=dict)
    seen: dict[tuple[str, int], float] = field(default_factory=dict)
    posts: list[float] = field(default_factory=list)
    progress_posts: list[float] = field(default_factory=list)
    opens: list[float] = field(default_factory=list)
    polls: list[float] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)
    done: int = 0


async def student(
    klass: Class, name: str, token: str, records: list[dict[str, Any]],
    think: tuple[float, float], rng: random.Random, deadline: float,
) -> None:
    http = AsyncHTTPClient()
    headers = {"Authorization": f"token {token}", "Content-Type": "application/json"}
    url = klass.hub.service_direct_url
    # The dashboard opens: it asks who it is and the class game (api/me), so the service
    # asks the hub about this token now, not at the first hand.
    t0 = time.monotonic()
    try:
        await http.fetch(HTTPRequest(url + "api/me", headers=headers, request_timeout=60))
    except HTTPClientError as err:
        klass.errors.append(f"{name} opens: {err.code}")
        return
    klass.opens.append((time.monotonic() - t0) * 1000)
    for n, record in enumerate(records, 1):
        await asyncio.sleep(rng.uniform(*think))
        if time.monotonic() > deadline:
            return
        body = json.dumps({"hand": n, "record": record})
        klass.clicks[(name, n)] = t0 = time.monotonic()
        try:
            await http.fetch(HTTPRequest(url + "api/hands", "POST", headers, body,
                                         request_timeout=60))
        except HTTPClientError as err:
            body_text = err.response.body.decode()[:200] if err.response else ""
            klass.errors.append(f"{name} hand {n}: {err.code} {body_text}")
            return
        klass.posts.append((time.monotonic() - t0) * 1000)
        if rng.random() < 0.5:
            check = json.dumps(CHECKS[rng.random() < .5])
            t1 = time.monotonic()
            try:
                await http.fetch(HTTPRequest(url + "api/progress", "POST", headers, check,
                                             request_timeout=60))
            except HTTPClientError as err:
                klass.errors.append(f"{name} progress: {err.code}")
            klass.progress_posts.append((time.monotonic() - t1) * 1000)
    klass.done += 1


async def teacher(klass: Class, cookies: str, xsrf: str, mode: str, stop: asyncio.Event) -> None:
    http = AsyncHTTPClient()
    # as the page's fetch: the service answers the teacher's API only to its own page
    # (web.from_teacher_page: same origin, not a frame, the page's address as the Referer)
    headers = {"Cookie": cookies, "X-XSRFToken": xsrf, "Sec-Fetch-Mode": "cors",
               "Sec-Fetch-Site": "same-origin", "Sec-Fetch-Dest": "empty",
               "Referer": klass.hub.service_url + "teacher"}
    url = klass.hub.service_url + "api/teacher/state"
    since: str | None = None
    while not stop.is_set():
        t0 = time.monotonic()
        query = f"?since={urllib.parse.quote(since)}" if mode == "page" and since else ""
        try:
            answer = await http.fetch(HTTPRequest(url + query, headers=headers,
                                                  request_timeout=60))
        except HTTPClientError as err:
            klass.errors.append(f"teacher: {err.code}")
            await asyncio.sleep(0.5)
            continue
        now = time.monotonic()
        klass.polls.append((now - t0) * 1000)
        state = json.loads(answer.body)
        since = json.dumps(state["version"])
        for row in (state.get("results") or {}).get("rows", []):
            for n, cell in enumerate(row["hands"], 1):
                key = (row["student"], n)
                # only a hand already sent: a cell of the same student and column from
                # before (the matches played beforehand) is no answer to this click
                if cell is not None and key in klass.clicks and key not in klass.seen:
                    klass.seen[key] = now


def teacher_browser(hub: HubProcess) -> tuple[str, str]:
    """The teacher logs in to the hub and opens the page (the service's OAuth); the cookies
    of the page and its xsrf token, for the polling client."""
    session = hub.login(TEACHER)
    page = session.get(hub.service_url + "teacher", timeout=60)
    page.raise_for_status()
    prefix = service_prefix()
    # what the browser sends to the service: the cookies whose path covers it
    cookies = "; ".join(f"{c.name}={c.value}" for c in session.cookies
                        if prefix.startswith(c.path or "/"))
    xsrf = session.cookies.get("_xsrf", path=prefix) or ""
    return cookies, xsrf


def in_process(pg: PostgresServer, names: Sequence[str], code: str,
               records: dict[str, list[dict[str, Any]]]) -> dict[str, Any]:
    """Each hand verified, stored and seen in the teacher's state, by direct calls."""
    from coteccio_lab.classservice.service import ClassService
    from coteccio_lab.classservice.store import ClassStore
    from coteccio_lab.curriculum.answers import judge

    store = ClassStore.open(url=pg.create_database("coteccio_baseline"))
    service = ClassService(store, judge)
    service.set_game({"code": code, "opponents": OPPONENTS, "mode": "table",
                      "rules": "trieste"})
    took, cpu = [], []
    try:
        for n in range(1, max(len(r) for r in records.values()) + 1):
            for name in names:
                if n > len(records[name]):
                    continue
                t0, c0 = time.perf_counter(), time.thread_time()
                service.submit_hand(name, {"hand": n, "record": records[name][n - 1]})
                with store.snapshot():
                    service.teacher_state()
                took.append((time.perf_counter() - t0) * 1000)
                cpu.append((time.thread_time() - c0) * 1000)
    finally:
        store.close()
    return {"hands": len(took), "click_to_visible_ms": summary(took),
            "cpu_ms": summary(cpu)}


def tree_rss(pid: int) -> float:
    proc = psutil.Process(pid)
    return sum(p.memory_info().rss for p in [proc, *proc.children(recursive=True)]) / 2**20


def service_pid(hub: HubProcess) -> int:
    assert hub.proc is not None
    for child in psutil.Process(hub.proc.pid).children(recursive=True):
        if "class-service" in " ".join(child.cmdline()):
            return child.pid
    raise RuntimeError("the class service is not running")


def postgres_rss(server: PostgresServer) -> float:
    pidfile = server.data / "postmaster.pid"
    return tree_rss(int(pidfile.read_text().split()[0]))


def servers_memory(hub: HubProcess, names: Sequence[str]) -> dict[str, Any]:
    """Spawn real single-user servers, start a kernel in each; their RSS."""
    rows = []
    for name in names:
        t0 = time.monotonic()
        url = hub.start_server(name)
        spawn = time.monotonic() - t0
        token = hub.user_token(name, scopes=[f"access:servers!user={name}"])
        headers = {"Authorization": f"token {token}"}
        kernel = requests.post(url + "api/kernels", json={"name": "python3"},
                               headers=headers, timeout=60)
        kernel.raise_for_status()
        time.sleep(3)  # the kernel's imports
        model = hub.api("GET", f"users/{name}")
        pid = model["servers"][""]["state"]["pid"]
        server = psutil.Process(pid)
        kernels = [p for p in server.children(recursive=True) if "ipykernel" in
                   " ".join(p.cmdline())]
        rows.append({"server_rss_mb": server.memory_info().rss / 2**20,
                     "kernel_rss_mb": sum(k.memory_info().rss for k in kernels) / 2**20,
                     "spawn_s": spawn})
    return {
        "servers": len(rows),
        "server_rss_mb": summary([r["server_rss_mb"] for r in rows]),
        "kernel_rss_mb": summary([r["kernel_rss_mb"] for r in rows]),
        "spawn_s": summary([r["spawn_s"] for r in rows]),
    }


async def run_class(args: argparse.Namespace, hub: HubProcess, pg: PostgresServer,
                    names: list[str], mode: str, code: str) -> dict[str, Any]:
    AsyncHTTPClient.configure(None, max_clients=args.students + 4)
    klass = Class(hub)
    prof = hub.user_token(TEACHER, scopes=[ACCESS_SCOPE])
    got = requests.post(hub.service_direct_url + "api/teacher/game",
                        json={"code": code, "opponents": OPPONENTS, "mode": "table",
                              "rules": "trieste", "note": f"benchmark, teacher {mode}"},
                        headers={"Authorization": f"token {prof}"}, timeout=60)
    got.raise_for_status()
    tokens = {n: hub.user_token(n, scopes=KERNEL_SCOPES) for n in names}
    log(f"{mode}: playing the class game's matches beforehand (the dashboard's controller)")
    records = {n: played_records(code=code, opponents=tuple(OPPONENTS), seed=i + args.seed)
               for i, n in enumerate(names)}
    cookies, xsrf = teacher_browser(hub)
    pid = service_pid(hub)
    before = psutil.Process(pid).memory_info().rss / 2**20
    cpu0 = sum(psutil.Process(pid).cpu_times()[:2])
    load0 = psutil.getloadavg()[0]
    stop = asyncio.Event()
    watcher = asyncio.create_task(teacher(klass, cookies, xsrf, mode, stop))
    rng = random.Random(args.seed)
    deadline = time.monotonic() + args.duration
    log(f"{mode}: {len(names)} students for {args.duration:.0f} s")
    await asyncio.gather(*(student(klass, n, tokens[n], records[n], tuple(args.think),
                                   random.Random(rng.random()), deadline) for n in names))
    await asyncio.sleep(2.0)  # the last hands reach the teacher
    stop.set()
    # one more check wakes the page's waiting request, so the watcher ends
    await AsyncHTTPClient().fetch(HTTPRequest(
        hub.service_direct_url + "api/progress", "POST",
        {"Authorization": f"token {tokens[names[0]]}", "Content-Type": "application/json"},
        json.dumps(CHECKS[True])))
    await watcher
    after = psutil.Process(pid).memory_info().rss / 2**20
    cpu = sum(psutil.Process(pid).cpu_times()[:2]) - cpu0
    visible = [(klass.seen[k] - t) * 1000 for k, t in klass.clicks.items() if k in klass.seen]
    start = min(klass.clicks.values(), default=0.0)
    # when the slowest happened: together (a stall of the machine) or spread (a queue)
    slowest = sorted(((round((klass.seen[k] - t) * 1000), round(t - start, 1))
                      for k, t in klass.clicks.items() if k in klass.seen), reverse=True)[:8]
    base = in_process(pg, names, code, records) if mode == "page" else None
    shown = summary(visible)
    return {
        "teacher": mode,
        "game": code,
        "load_1min": [round(load0, 1), round(psutil.getloadavg()[0], 1)],
        "service_cpu_ms_per_hand": round(cpu * 1000 / max(1, len(klass.clicks)), 1),
        "hands_sent": len(klass.clicks),
        "hands_seen_by_teacher": len(visible),
        "errors": klass.errors[:10],
        "click_to_visible_ms": shown,
        "slowest_ms_at_s": slowest,
        # --samples: each click's wall-clock time and latency, to set against the
        # machine's run queue (vmstat -t 1) when the machine is shared
        **({"samples": [[round(time.time() - (time.monotonic() - t), 2),
                         round((klass.seen[k] - t) * 1000, 1)]
                        for k, t in klass.clicks.items() if k in klass.seen]}
           if args.samples else {}),
        **({"in_process": base, "ratio_to_in_process": {
            q: round(shown[q] / base["click_to_visible_ms"][q], 1) for q in ("p50", "p95")}}
           if base else {}),
        "post_hand_ms": summary(klass.posts),
        "post_progress_ms": summary(klass.progress_posts),
        # the dashboard's first request (the class's arrival, all at once)
        "open_ms": summary(klass.opens),
        # page: from the request to its answer, the wait for a change included
        "teacher_request_ms": summary(klass.polls),
        "service_rss_mb": {"before": round(before, 1), "after": round(after, 1),
                           "per_student": round((after - before) / len(names), 2)},
        "postgres_rss_mb": round(postgres_rss(pg), 1),
    }


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--students", type=int, default=30, help="the class (30)")
    p.add_argument("--duration", type=float, default=60, help="seconds of play per run (60)")
    p.add_argument("--think", type=float, nargs=2, default=(1.0, 3.0), metavar=("MIN", "MAX"),
                   help="seconds between a student's hands (1 3)")
    p.add_argument("--servers", type=int, default=2,
                   help="students whose real single-user server is spawned for memory (2)")
    p.add_argument("--modes", default="page,eager", help="teacher modes to run (page,eager)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--json", type=Path, help="also write the figures to this file")
    p.add_argument("--samples", action="store_true",
                   help="also give every click's time (epoch s) and latency (ms)")
    args = p.parse_args(argv)

    names = [f"s{i:02d}" for i in range(1, args.students + 1)]
    results: dict[str, Any] = {
        "machine": {"cpus": psutil.cpu_count(), "python": platform.python_version(),
                    "load_1min": round(psutil.getloadavg()[0], 1)},
        "students": args.students, "think_s": list(args.think),
    }
    with PostgresServer.find() as pg:
        url = pg.create_database("coteccio_bench")
        hub = HubProcess(users=names, teachers=[TEACHER], class_db=url)
        t0 = time.monotonic()
        with hub:
            results["hub_ready_s"] = round(time.monotonic() - t0, 1)
            log(f"hub ready in {results['hub_ready_s']} s at {hub.url}")
            runs = []
            for mode, code in zip(args.modes.split(","), CODES):
                runs.append(asyncio.run(run_class(args, hub, pg, names, mode, code)))
                log(json.dumps(runs[-1]["click_to_visible_ms"]))
            results["runs"] = runs
            if args.servers:
                log(f"spawning {args.servers} real single-user servers")
                results["single_user"] = servers_memory(hub, names[: args.servers])
    results["load_1min_end"] = round(psutil.getloadavg()[0], 1)
    text = json.dumps(results, indent=2)
    print(text)
    if args.json:
        args.json.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
