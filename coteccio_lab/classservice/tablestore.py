"""The tables' part of the class store: one row per table, and each table's event log.

A table is its opening (``class_tables``: seats, rules, the deal seed, who opened it) and
the events that followed (``table_events``: someone sat down or left, a seat was taken over
by a computer player or given back, a move, a take-back), numbered from 1 by ``seq``. The
log is the table: :mod:`classservice.tables` rebuilds every table by replaying it, so an
event is written here (and committed) before anyone is told of it. ``(table, seq)`` is the
key: an event can never be stored twice, nor two different events under one number.

The rows live in the class's database (``store.ClassStore``: SQLite in the class folder,
PostgreSQL under a hub), written through the store's own transactions. The seed is in
``class_tables.spec``: the service reads it, no answer to a student carries it.

>>> import tempfile
>>> from coteccio_lab.classservice.store import ClassStore
>>> log = TableStore(ClassStore.open(folder=tempfile.mkdtemp()))
>>> log.create("t1", {"seats": 2, "seed": 7}, "ana")
>>> log.append("t1", 1, "sit", 1, {"name": "bea"})
>>> [(row.id, row.spec["seed"]) for row in log.tables()], log.events("t1")[0].kind
([('t1', 7)], 'sit')
>>> log.append("t1", 1, "sit", 1, {"name": "bea"})  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
coteccio_lab.classservice.store.ClassStoreError: table t1 already has event 1: another process ...
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

import sqlalchemy as sa

from .store import ClassStore, ClassStoreError

__all__ = ["EventRow", "TableRow", "TableStore"]

metadata = sa.MetaData()

class_tables = sa.Table(
    "class_tables", metadata,
    sa.Column("id", sa.String(32), primary_key=True),
    sa.Column("spec", sa.Text, nullable=False),
    sa.Column("created_by", sa.Text, nullable=False),
    sa.Column("at", sa.String(40), nullable=False),
)
table_events = sa.Table(
    "table_events", metadata,
    sa.Column("table_id", sa.String(32), primary_key=True),
    sa.Column("seq", sa.Integer, primary_key=True, autoincrement=False),
    sa.Column("kind", sa.String(16), nullable=False),
    sa.Column("seat", sa.Integer, nullable=True),
    sa.Column("data", sa.Text, nullable=False),
    sa.Column("at", sa.String(40), nullable=False),
)


@dataclass(frozen=True)
class TableRow:
    id: str
    spec: dict[str, Any]
    """The table as opened: seats, rules, the computer seats, options and the deal seed."""
    created_by: str
    at: str


@dataclass(frozen=True)
class EventRow:
    table_id: str
    seq: int
    kind: str
    seat: int | None
    data: dict[str, Any]
    at: str


def _own_store(store: ClassStore) -> ClassStore:
    """The store the log writes through. On SQLite, connections of its own with
    ``synchronous=NORMAL``: a commit is in the write-ahead log (so in the file the next
    process reads, whatever kills this one) without waiting for the disk's flush, which on
    a shared laptop disk costs 3 to 10 ms a move; a power cut may lose the last events,
    never half of one (SQLite's WAL), and the table then resumes a few moves earlier. The
    class's results keep the store's own, flushed commits."""
    if not store.sqlite:
        return store
    own = ClassStore(store.url, timeout=store.timeout, path=store.path)

    @sa.event.listens_for(own.engine, "connect")
    def _normal(dbapi: Any, _record: Any) -> None:
        cur = dbapi.cursor()
        cur.execute("PRAGMA synchronous=NORMAL")
        cur.close()

    own.engine.dispose()  # the connections made before the hook
    return own


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


class TableStore:
    """The tables' rows in ``store``'s database (its revisions make the tables)."""

    def __init__(self, store: ClassStore) -> None:
        self.store = _own_store(store)

    def create(self, table_id: str, spec: dict[str, Any], created_by: str) -> None:
        row = {"id": table_id, "spec": json.dumps(spec, sort_keys=True, ensure_ascii=False),
               "created_by": created_by, "at": _now()}
        try:
            with self.store._write() as conn:
                conn.execute(sa.insert(class_tables).values(**row))
        except sa.exc.IntegrityError:
            raise ClassStoreError.verbatim(f"a table {table_id} exists already") from None

    def append(self, table_id: str, seq: int, kind: str, seat: int | None,
               data: dict[str, Any]) -> None:
        """Write one event; committed when this returns (else ``ClassStoreError``)."""
        row = {"table_id": table_id, "seq": seq, "kind": kind, "seat": seat,
               "data": json.dumps(data, sort_keys=True, ensure_ascii=False), "at": _now()}
        try:
            with self.store._write() as conn:
                conn.execute(sa.insert(table_events).values(**row))
        except sa.exc.IntegrityError:
            raise ClassStoreError.verbatim(
                f"table {table_id} already has event {seq}: another process writes this class"
            ) from None

    def tables(self) -> list[TableRow]:
        with self.store._read() as conn:
            rows = conn.execute(sa.select(class_tables).order_by(class_tables.c.at)).all()
        return [TableRow(r.id, json.loads(r.spec), r.created_by, r.at) for r in rows]

    def events(self, table_id: str | None = None) -> list[EventRow]:
        """The events of one table (or of all), in order."""
        query = sa.select(table_events).order_by(table_events.c.table_id, table_events.c.seq)
        if table_id is not None:
            query = query.where(table_events.c.table_id == table_id)
        with self.store._read() as conn:
            rows = conn.execute(query).all()
        return [EventRow(r.table_id, r.seq, r.kind, r.seat, json.loads(r.data), r.at)
                for r in rows]
