"""Duplicate play for a class: every student's results with the same deal code, side by side.

A teacher gives the class a deal code; every student plays the same cards
against the same computer players, as bridge clubs play duplicate. Each
finished hand is written to an embedded SQLite database in the class folder.
SQLite in WAL mode serialises writers safely across the processes of one
machine (one Voilà kernel per student), and every write is one short
transaction retried while another holds the lock, so no result is lost or
mixed up.

>>> import tempfile
>>> store = ClassStore(tempfile.mkdtemp())
>>> store.record_hand("ana", "K7QX-3MPA", "trieste", 1, delta=-1, points=17, outcome="normal")
>>> store.record_hand("bo", "K7QX-3MPA", "trieste", 1, delta=0, points=3, outcome="normal")
>>> [(r.student, r.total_delta) for r in store.standings("K7QX-3MPA")]
[('bo', 0), ('ana', -1)]
"""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

__all__ = ["ClassStore", "ClassStoreError", "Standing"]

DB_NAME = "results.sqlite3"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS hands (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    student TEXT NOT NULL,
    deal_code TEXT NOT NULL,
    rules TEXT NOT NULL,
    hand_no INTEGER NOT NULL,
    delta INTEGER NOT NULL,
    points INTEGER NOT NULL,
    outcome TEXT NOT NULL,
    at TEXT NOT NULL,
    UNIQUE (student, deal_code, rules, hand_no)
);
CREATE TABLE IF NOT EXISTS matches (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    student TEXT NOT NULL,
    deal_code TEXT NOT NULL,
    rules TEXT NOT NULL,
    won INTEGER NOT NULL,
    hands INTEGER NOT NULL,
    at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS hands_by_code ON hands (deal_code, rules);
"""


class ClassStoreError(ValueError):
    """The class folder or its database cannot be used."""


@dataclass(frozen=True)
class Standing:
    """One student's results on one deal code."""

    student: str
    hands: int
    total_delta: int
    total_points: int
    deltas: tuple[int, ...]
    """Counter change hand by hand (hand 1 first): compare students hand by hand."""
    finished: bool
    won: bool


class ClassStore:
    """The results database of one class folder."""

    def __init__(self, folder: str | Path, *, timeout: float = 30.0) -> None:
        self.folder = Path(folder)
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError as err:
            raise ClassStoreError(f"cannot use the class folder {self.folder}: {err}") from None
        self.path = self.folder / DB_NAME
        self.timeout = timeout
        with self._connect() as db:
            db.executescript(_SCHEMA)

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        try:
            db = sqlite3.connect(self.path, timeout=self.timeout, isolation_level=None)
        except sqlite3.Error as err:
            raise ClassStoreError(f"cannot open {self.path}: {err}") from None
        try:
            db.execute("PRAGMA journal_mode=WAL")
            db.execute(f"PRAGMA busy_timeout={int(self.timeout * 1000)}")
            yield db
        except sqlite3.DatabaseError as err:
            raise ClassStoreError(f"{self.path}: {err}") from None
        finally:
            db.close()

    def _write(self, sql: str, params: tuple[object, ...]) -> None:
        deadline = time.monotonic() + self.timeout
        while True:
            try:
                with self._connect() as db:
                    db.execute("BEGIN IMMEDIATE")
                    try:
                        db.execute(sql, params)
                    except BaseException:
                        db.execute("ROLLBACK")
                        raise
                    db.execute("COMMIT")
                return
            except ClassStoreError as err:
                if "locked" not in str(err) or time.monotonic() > deadline:
                    raise
                time.sleep(0.01)

    def record_hand(
        self,
        student: str,
        deal_code: str,
        rules: str,
        hand_no: int,
        *,
        delta: int,
        points: int,
        outcome: str,
    ) -> None:
        """Store one finished hand of ``student``; the same hand sent twice is kept once."""
        name = _clean(student)
        self._write(
            "INSERT OR REPLACE INTO hands (student, deal_code, rules, hand_no, delta, points, "
            "outcome, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (name, deal_code, rules, hand_no, delta, points, outcome, _now()),
        )

    def record_match(self, student: str, deal_code: str, rules: str, *, won: bool,
                     hands: int) -> None:
        self._write(
            "INSERT INTO matches (student, deal_code, rules, won, hands, at) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            (_clean(student), deal_code, rules, int(won), hands, _now()),
        )

    def deal_codes(self) -> list[str]:
        with self._connect() as db:
            rows = db.execute(
                "SELECT deal_code, MAX(at) FROM hands GROUP BY deal_code ORDER BY MAX(at) DESC"
            ).fetchall()
        return [r[0] for r in rows]

    def standings(
        self, deal_code: str, rules: str | None = None, *, counts_down: bool = True
    ) -> list[Standing]:
        """Every student on ``deal_code``, best first, then fewest points.

        ``counts_down``: the counter is lives (a higher change is better); for
        bóle and points a lower change is better.
        """
        query = "SELECT student, hand_no, delta, points FROM hands WHERE deal_code = ?"
        params: list[object] = [deal_code]
        if rules is not None:
            query += " AND rules = ?"
            params.append(rules)
        with self._connect() as db:
            rows = db.execute(query + " ORDER BY student, hand_no", params).fetchall()
            done = {
                r[0]: bool(r[1])
                for r in db.execute(
                    "SELECT student, MAX(won) FROM matches WHERE deal_code = ? GROUP BY student",
                    (deal_code,),
                )
            }
        by_student: dict[str, list[tuple[int, int, int]]] = {}
        for student, hand_no, delta, points in rows:
            by_student.setdefault(student, []).append((hand_no, delta, points))
        out = []
        for student, hands in by_student.items():
            out.append(
                Standing(
                    student=student,
                    hands=len(hands),
                    total_delta=sum(h[1] for h in hands),
                    total_points=sum(h[2] for h in hands),
                    deltas=tuple(h[1] for h in hands),
                    finished=student in done,
                    won=done.get(student, False),
                )
            )
        sign = -1 if counts_down else 1
        out.sort(key=lambda s: (sign * s.total_delta, s.total_points, s.student))
        return out

    def count(self) -> int:
        with self._connect() as db:
            row = db.execute("SELECT COUNT(*) FROM hands").fetchone()
        return int(row[0])


def _clean(student: str) -> str:
    name = " ".join(str(student).split())[:40]
    if not name:
        raise ClassStoreError("a student needs a name to record results")
    return name


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")
