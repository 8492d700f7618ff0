"""A class of 30 plays the same deal code at once through the dashboard's own result path.

Each student is a separate process (one Voilà kernel per student in real use), running
a headless ``Dashboard`` in class mode, exactly the code the page runs. Every finished
hand goes through ``ClassResults`` into the one SQLite database; nothing may be lost
or mixed up between students.
"""

from __future__ import annotations

import json
import multiprocessing as mp
import random
import sqlite3
from pathlib import Path

from coteccio_lab.classroom import ClassStore
from coteccio_lab.dashboard.controller import Dashboard, Setup, class_results, play_through
from coteccio_lab.dashboard.results import TableKey

CODE = "K7QX-3MPA"
OPPONENTS = ("cautious", "random", "cautious")  # cheap players: the writes are the point
STUDENTS = 30


def _student(folder: str, k: int) -> None:
    rng = random.Random(k)
    d = Dashboard(results_factory=class_results(folder))
    d.start(Setup(opponents=OPPONENTS, code=CODE, student=f"student-{k:02d}", mode="table"))
    play_through(
        d,
        lambda dash: rng.choice(dash.legal_codes),
        capote=lambda dash: "attempt" if k % 2 else "annul",
    )
    expected = {
        "hands": [
            {"delta": r["result"]["delta"][0], "points": r["result"]["points"][0]}
            for r in d.records()
        ],
        "won": d.winner() == 0,
        "pending": len(d.results.pending) if d.results else -1,
    }
    Path(folder, f"expected-{k:02d}.json").write_text(json.dumps(expected))


def test_thirty_students_write_at_once_and_nothing_is_lost(tmp_path: Path) -> None:
    ClassStore(tmp_path)  # the launcher creates the database before the class starts
    ctx = mp.get_context("spawn")
    procs = [ctx.Process(target=_student, args=(str(tmp_path), k)) for k in range(STUDENTS)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(180)
        assert p.exitcode == 0
    store = ClassStore(tmp_path)
    table = TableKey("trieste", OPPONENTS, "table").text()
    rows = {r.student: r for r in store.standings(CODE, table)}
    assert len(rows) == STUDENTS
    total = 0
    for k in range(STUDENTS):
        expected = json.loads((tmp_path / f"expected-{k:02d}.json").read_text())
        assert expected["pending"] == 0
        row = rows[f"student-{k:02d}"]
        assert row.deltas == tuple(h["delta"] for h in expected["hands"])
        assert row.total_points == sum(h["points"] for h in expected["hands"])
        assert row.finished and row.won == expected["won"]
        total += len(expected["hands"])
    assert store.count() == total
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        matches = db.execute("SELECT COUNT(*) FROM matches").fetchone()[0]
    assert matches == STUDENTS
