"""Computer seats never hold a request: hostile tables of computer players against the
class's honest requests (one machine, the service in this process).

Four students each open an 8-seat table with 7 ``expert`` computer seats and 999 lives:
two leave it at once, two stay and keep their page's long poll open (so their tables
play). For 20 s an honest student asks ``api/me``, the teacher the teacher's state, and
new students join: every answer must come within 2 s. Bounded: the loop stops after 20 s
whatever happens (each request has a 10 s time-out).
"""

from __future__ import annotations

import threading
import time
from pathlib import Path

from class_server import Browser, ClassServer

from coteccio_lab.classservice.tables import PACE

HOSTILE = {"seats": 8, "computers": {str(s): "expert" for s in range(1, 8)},
           "rules": {"preset": "trieste", "start": 999}}


def _play(student: Browser, table: str, stop: threading.Event) -> None:
    """The student's page: a long poll, and a legal move at once at each turn."""
    seq = 0
    while not stop.is_set():
        try:
            got = student.session.get(f"{student.url}api/tables/{table}/view",
                                      params={"after": seq}, timeout=10).json()
            seq = max(seq, got.get("seq", seq))
            view = got.get("view") or {}
            if view.get("your_turn") and view.get("legal"):
                student.session.post(f"{student.url}api/tables/{table}/move",
                                     json={"seq": seq, "move": view["legal"][0]}, timeout=10)
        except (OSError, ValueError):
            time.sleep(0.2)


def test_hostile_computer_tables_never_slow_an_honest_request(tmp_path: Path) -> None:
    server = ClassServer(tmp_path / "class", pace=PACE)  # the service's own pace
    try:
        _hostile_tables_and_honest_requests(server)
    finally:
        server.stop()


def _hostile_tables_and_honest_requests(server: ClassServer) -> None:
    teacher = server.browser()
    assert teacher.sign_in(server.secret).status_code == 200
    assert teacher.post("api/teacher/class", {"size": 500}).status_code == 200
    stop = threading.Event()
    pollers = []
    opened_tables = []
    for n in range(4):
        hostile = server.browser(f"127.0.0.{20 + n}")
        assert hostile.join(f"hostile {n}").status_code == 200
        opened = hostile.session.post(hostile.url + "api/tables", json=HOSTILE, timeout=10)
        assert opened.status_code == 200, opened.text
        table = opened.json()["id"]
        opened_tables.append(table)
        if n < 2:
            left = hostile.session.post(f"{hostile.url}api/tables/{table}/leave", json={},
                                        timeout=10)
            assert left.status_code == 200
        else:
            poller = threading.Thread(target=_play, args=(hostile, table, stop), daemon=True)
            poller.start()
            pollers.append(poller)
    honest = server.browser("127.0.0.30")
    assert honest.join("honest").status_code == 200
    slowest: dict[str, float] = {}
    started = time.monotonic()
    n = 0
    try:
        while time.monotonic() - started < 20:
            for what, ask in (
                ("api/me", lambda: honest.session.get(honest.url + "api/me", timeout=10)),
                ("teacher's state", lambda: teacher.session.get(teacher.url + "api/teacher/state",
                                                            timeout=10)),
                ("join", lambda k=n: server.browser(f"127.0.1.{k % 200 + 1}").join(f"late {k}")),
            ):
                t0 = time.monotonic()
                got = ask()
                took = time.monotonic() - t0
                assert got.status_code == 200, (what, got.status_code)
                slowest[what] = max(slowest.get(what, 0.0), took)
            n += 1
            time.sleep(0.2)
    finally:
        stop.set()
    computer_moves = [sum(1 for e in server.service.tables.table(t).recent
                          if e["kind"] == "move" and e.get("computer"))
                      for t in opened_tables]
    print(f"{n} rounds in 20 s; slowest answers: "
          + ", ".join(f"{k} {v:.2f} s" for k, v in slowest.items())
          + f"; computer moves at each table: {computer_moves}")
    assert max(slowest.values()) < 2.0, slowest
    # the tables left wait for a person; the two watched play on, at the table's pace
    assert computer_moves[0] <= 1 and computer_moves[1] <= 1
    assert min(computer_moves[2:]) >= 10
