"""The launcher stops on the first SIGTERM or SIGINT, even while computer players are in the
middle of a match (at a table a student left, and at a table a student plays), and nothing
of the class is lost: every move a page saw is in the store, and every table is rebuilt
from it. SIGINT is sent to a launcher started with SIGINT ignored, as a script's background
job starts it (a shell without job control, a CI run): Python's own Ctrl-C handling is off
there, and only the launcher's own handler stops it."""

from __future__ import annotations

import signal
import threading
import time
from pathlib import Path

import nbformat
import pytest
from class_server import Browser
from harness.serverproc import DashboardProcess

from coteccio_lab.classservice.store import ClassStore
from coteccio_lab.classservice.tables import Tables
from coteccio_lab.classservice.tablestore import TableStore

TABLE = {"seats": 8, "computers": {str(s): "expert" for s in range(1, 8)},
         "rules": {"preset": "trieste", "start": 999}}


def _play(student: Browser, table: str, stop: threading.Event, seen: list[int]) -> None:
    """A table's page: a long poll, a legal move at each turn; ``seen``: the seqs told."""
    seq = 0
    while not stop.is_set():
        try:
            got = student.session.get(f"{student.url}api/tables/{table}/view",
                                      params={"after": seq}, timeout=5).json()
        except (OSError, ValueError):
            return  # the server stopped
        seq = max(seq, got.get("seq", seq))
        seen.append(seq)
        view = got.get("view") or {}
        if view.get("your_turn") and view.get("legal"):
            try:
                student.session.post(f"{student.url}api/tables/{table}/move",
                                     json={"seq": seq, "move": view["legal"][0]}, timeout=5)
            except OSError:
                return


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_one_signal_stops_the_launcher_and_keeps_the_class(tmp_path: Path, sig: int) -> None:
    notebooks, klass = tmp_path / "nb", tmp_path / "class"
    notebooks.mkdir()
    nbformat.write(nbformat.v4.new_notebook(), notebooks / "dashboard.ipynb")
    server = DashboardProcess(notebook_dir=notebooks, class_dir=klass, pool_size=0,
                              sigint_ignored=sig == signal.SIGINT)
    server.start()
    stop = threading.Event()
    seen: list[list[int]] = []
    ids: list[str] = []
    players = []
    try:
        for n in range(2):
            student = Browser(server.url + "class/")
            assert student.join(f"player {n}").status_code == 200
            opened = student.session.post(student.url + "api/tables", json=TABLE, timeout=30)
            assert opened.status_code == 200, opened.text
            ids.append(opened.json()["id"])
            if n == 0:  # left at once: its computer players wait for a person
                left = student.session.post(f"{student.url}api/tables/{ids[-1]}/leave",
                                            json={}, timeout=30)
                assert left.status_code == 200
                continue
            seen.append([])
            players.append(threading.Thread(
                target=_play, args=(student, ids[-1], stop, seen[-1]), daemon=True))
            players[-1].start()
        time.sleep(6)  # computer players at work at the table watched
        assert len(seen[0]) > 3, seen
        assert server.proc is not None
        started = time.monotonic()
        server.proc.send_signal(sig)  # once
        code = server.proc.wait(20)
        took = time.monotonic() - started
    finally:
        stop.set()
        server.stop()
    print(f"{signal.Signals(sig).name}: stopped in {took:.1f} s (exit {code}); "
          f"last moves seen {[max(s) for s in seen]}")
    assert took < 10
    store = ClassStore.open(folder=klass)
    try:
        tables = Tables(TableStore(store))
        # every event a page was told of is in the store: each table rebuilt from it is at
        # least where its page saw it
        assert sorted(t.id for t in tables.all()) == sorted(ids)
        assert tables.table(ids[1]).seq >= max(seen[0]) > 1
    finally:
        store.close()
