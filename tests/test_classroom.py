"""The class results store: duplicate-play standings and many writers at once."""

from __future__ import annotations

import multiprocessing as mp
import sqlite3
from pathlib import Path

import pytest

from coteccio_lab.classroom import ClassStore, ClassStoreError

CODE = "K7QX-3MPA"


def _student(folder: str, k: int, hands: int) -> None:
    store = ClassStore(folder)
    for h in range(1, hands + 1):
        store.record_hand(f"student-{k:02d}", CODE, "trieste", h,
                          delta=-(h % 2), points=k + h, outcome="normal")
    store.record_match(f"student-{k:02d}", CODE, "trieste", won=k % 3 == 0, hands=hands)


def test_thirty_concurrent_writers_lose_nothing(tmp_path: Path) -> None:
    ClassStore(tmp_path)  # create the schema once, as the launcher does
    ctx = mp.get_context("spawn")
    procs = [ctx.Process(target=_student, args=(str(tmp_path), k, 12)) for k in range(30)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(120)
        assert p.exitcode == 0
    store = ClassStore(tmp_path)
    assert store.count() == 30 * 12
    table = store.standings(CODE)
    assert len(table) == 30
    for row in table:
        k = int(row.student.split("-")[1])
        assert row.hands == 12
        assert row.deltas == tuple(-(h % 2) for h in range(1, 13))
        assert row.total_points == sum(k + h for h in range(1, 13))
        assert row.finished and row.won == (k % 3 == 0)
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


def test_standings_best_first_for_lives_and_bole(tmp_path: Path) -> None:
    store = ClassStore(tmp_path)
    store.record_hand("ana", CODE, "trieste", 1, delta=-1, points=20, outcome="normal")
    store.record_hand("bo", CODE, "trieste", 1, delta=0, points=5, outcome="normal")
    store.record_hand("cy", CODE, "trieste", 1, delta=1, points=30, outcome="capote")
    assert [s.student for s in store.standings(CODE)] == ["cy", "bo", "ana"]
    assert [s.student for s in store.standings(CODE, counts_down=False)] == ["ana", "bo", "cy"]


def test_same_hand_twice_is_kept_once(tmp_path: Path) -> None:
    store = ClassStore(tmp_path)
    for _ in range(2):
        store.record_hand("ana", CODE, "trieste", 1, delta=-1, points=20, outcome="normal")
    assert store.count() == 1


def test_a_nameless_student_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ClassStoreError, match="needs a name"):
        ClassStore(tmp_path).record_hand("  ", CODE, "trieste", 1, delta=0, points=0,
                                         outcome="normal")


def test_a_corrupt_database_gives_a_clear_error(tmp_path: Path) -> None:
    (tmp_path / "results.sqlite3").write_bytes(b"this is not a database" * 100)
    with pytest.raises(ClassStoreError, match="results.sqlite3"):
        ClassStore(tmp_path)
