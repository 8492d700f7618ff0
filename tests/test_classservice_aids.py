"""Issue 26: the teacher sees whether a hand was played with hints or take-backs.

A database made before (main at fd23e76, ``class_schema_fd23e76``) opens and keeps every row,
on SQLite and PostgreSQL; its hands say nothing of help ("not known"), new ones do.
"""

from __future__ import annotations

import json
from pathlib import Path

import class_schema_fd23e76 as old
import pytest
import sqlalchemy as sa
from class_helpers import BACKENDS, CODE, store_for

from coteccio_lab.classservice.store import SCHEMA_VERSION, ClassStore

TABLE = '{"mode":"practice","opponents":["cautious"],"rules":"trieste"}'


def _old_database(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    """A class database exactly as main's store left it, with a row in every table; its URL."""
    if backend == "sqlite":
        folder = tmp_path / "class"
        folder.mkdir()
        url = f"sqlite:///{folder / 'results.sqlite3'}"
    else:
        url = request.getfixturevalue("postgres_url")
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        old.metadata.create_all(conn)
        conn.execute(sa.insert(old.meta_table), [
            {"key": "schema_version", "value": "2"}, {"key": "name_keys", "value": "uts39-nfkc-1"},
            {"key": "class_size", "value": "25"}])
        conn.execute(sa.insert(old.students).values(name="Ana", name_key="ana",
                                                    browsers_allowed=2, at="2026-12-01T09:00"))
        conn.execute(sa.insert(old.student_keys).values(key_hash="h1", name_key="ana",
                                                        at="2026-12-01T09:00"))
        conn.execute(sa.insert(old.games).values(game=json.dumps({"code": CODE}),
                                                 at="2026-12-01T09:01"))
        conn.execute(sa.insert(old.hands), [
            {"student": "Ana", "deal_code": CODE, "rules": TABLE, "hand_no": n, "delta": -1,
             "points": 10 + n, "outcome": "normal", "at": f"2026-12-01T09:1{n}",
             "record": json.dumps({"dealer": 1, "hands": [["As"], [f"{n}c"]]}),
             "deal": f"deal{n}"} for n in (1, 2)])
        conn.execute(sa.insert(old.matches).values(student="Ana", deal_code=CODE, rules=TABLE,
                                                   won=1, hands=2, at="2026-12-01T09:13"))
        conn.execute(sa.insert(old.checks).values(student="Ana", lesson=1, exercise="rank-order",
                                                  correct=1, attempt=1, at="2026-12-01T09:20",
                                                  answer='["As"]'))
        conn.execute(sa.insert(old.mistakes).values(student="Ana", item="m1", skill="lead",
                                                    grade="mistake", question="{}",
                                                    at="2026-12-01T09:21"))
        conn.execute(sa.insert(old.mistake_answers).values(student="Ana", item="m1", correct=0,
                                                           at="2026-12-01T09:22"))
        conn.execute(sa.insert(old.class_tables).values(id="t1", spec='{"seats": 2}',
                                                        created_by="Ana", at="2026-12-01T09:30"))
        conn.execute(sa.insert(old.table_events).values(table_id="t1", seq=1, kind="sit", seat=0,
                                                        data='{"name": "Ana"}',
                                                        at="2026-12-01T09:30"))
    engine.dispose()
    return url


def _rows(url: str) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every table main made, read with main's columns only."""
    engine = sa.create_engine(url)
    with engine.connect() as conn:
        out = {t.name: sorted(tuple(r) for r in conn.execute(sa.select(*t.columns)))
               for t in old.metadata.sorted_tables}
    engine.dispose()
    return out


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_database_made_before_opens_and_keeps_every_row(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    url = _old_database(backend, tmp_path, request)
    before = _rows(url)
    store = ClassStore.open(url=url)
    assert store.schema_version == SCHEMA_VERSION
    assert _rows(url) == before  # nothing lost, nothing changed
    # the old hands are there, their help not known (they were stored before it was kept)
    rows = store.hands("Ana", CODE, TABLE)
    assert [(r.hand_no, r.points) for r in rows] == [(1, 11), (2, 12)]
    assert [(r.hints, r.takebacks, r.aids_by) for r in rows] == [(None, None, None)] * 2
    assert store.students()[0].browsers_allowed == 2 and store.class_size() == (25, 1)
    # and a new hand keeps its help
    store.add_hand("Ana", CODE, TABLE, 3, delta=0, points=3, outcome="normal", record="{}",
                   hints=2, takebacks=1, aids_by="student")
    assert (store.hands("Ana", CODE, TABLE)[2].hints,
            store.hands("Ana", CODE, TABLE)[2].takebacks) == (2, 1)
    store.close()
    # opened again: migrated once, the same rows
    again = ClassStore.open(url=url)
    assert [(r.hints, r.aids_by) for r in again.hands("Ana", CODE, TABLE)] == [
        (None, None), (None, None), (2, "student")]
    again.close()


@pytest.fixture(params=BACKENDS)
def store(request: pytest.FixtureRequest, tmp_path: Path) -> ClassStore:
    s = store_for(request.param, tmp_path, request)
    yield s
    s.close()


def test_the_help_of_each_hand_reaches_the_standings(store: ClassStore) -> None:
    store.add_hand("ana", CODE, TABLE, 1, delta=-1, points=9, outcome="normal", record="{}",
                   hints=1, takebacks=0, aids_by="student")
    store.add_hand("ana", CODE, TABLE, 2, delta=0, points=4, outcome="normal", record="{}",
                   hints=0, takebacks=0, aids_by="server")
    store.add_hand("ana", CODE, TABLE, 3, delta=0, points=4, outcome="normal", record="{}")
    [ana] = store.standings(CODE, TABLE)
    assert ana.aids == ((1, 0, "student"), (0, 0, "server"), (None, None, None))


@pytest.mark.parametrize("bad", [(-1, 0, "student"), (0, 0, "nobody"), (1, None, "server")])
def test_help_that_makes_no_sense_is_refused_and_nothing_stored(
    store: ClassStore, bad: tuple[object, object, object]
) -> None:
    hints, takebacks, by = bad
    with pytest.raises(ValueError):
        store.add_hand("ana", CODE, TABLE, 1, delta=0, points=0, outcome="normal", record="{}",
                       hints=hints, takebacks=takebacks, aids_by=by)  # type: ignore[arg-type]
    assert store.count() == 0
