"""The teacher sees whether a hand was played with hints or take-backs.

A database made before (main at fd23e76, ``class_schema_fd23e76``) opens and keeps every row,
on SQLite and PostgreSQL; its hands say nothing of help ("not known"), new ones do.
"""

from __future__ import annotations

import csv
import json
import time
from pathlib import Path

import class_schema_fd23e76 as old
import pytest
import sqlalchemy as sa
from class_helpers import BACKENDS, CODE, store_for
from class_server import Browser, ClassServer

from coteccio_lab.classservice.store import SCHEMA_REVISION, ClassStore, name_key

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
    assert store.schema_revision == SCHEMA_REVISION
    # nothing lost, nothing changed but the students' name keys, made again as this kit
    # makes them (an older kit's "ana" is "ANA"): their browsers' keys follow
    new_key = {old: name_key(name) for _id, name, old, *_ in before["students"]}
    assert _rows(url) == {
        **before,
        "students": [(i, n, new_key[k], *rest) for i, n, k, *rest in before["students"]],
        "student_keys": [(h, new_key[k], *rest) for h, k, *rest in before["student_keys"]]}
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


# ---- over HTTP: sent beside the record, validated, shown to the teacher and in the CSV ----

def test_the_dashboards_report_of_help_reaches_the_teacher_marked_self_reported(
    server: ClassServer, teacher: Browser
) -> None:
    from class_helpers import played_records

    ana = server.browser()
    assert ana.join("ana").status_code == 200
    records = played_records()
    got = ana.post("api/hands", {"hand": 1, "record": records[0],
                                 "aids": {"hints": 2, "takebacks": 1}})
    assert got.status_code == 200, got.text
    assert ana.post("api/hands", {"hand": 2, "record": records[1]}).status_code == 200
    [row] = teacher.get("api/teacher/state").json()["results"]["rows"]
    first, second = row["hands"][:2]
    assert (first["hints"], first["takebacks"], first["aids_by"]) == (2, 1, "student")
    assert (second["hints"], second["takebacks"], second["aids_by"]) == (None, None, None)
    assert row["aids"] == {"hints": 2, "takebacks": 1, "aided": 1, "by": ["student"],
                           "unknown": 1}
    game = teacher.get("api/teacher/state").json()["results"]["id"]
    drill = teacher.get("api/teacher/hands", params={"student": "ana", "game": game}).json()
    assert [(h["hints"], h["takebacks"], h["aids_by"]) for h in drill["hands"]] == [
        (2, 1, "student"), (None, None, None)]
    lines = teacher.get("teacher/results.csv").text.splitlines()
    head = lines[0].split(",")
    cells = dict(zip(head, next(csv.reader([lines[1]]))))
    assert (cells["hints"], cells["take-backs"], cells["hands with help"]) == ("2", "1", "1")
    assert cells["help said by"] == "the student (self-reported); not known for 1 hand(s)"


@pytest.mark.parametrize("aids", [
    {"hints": -1, "takebacks": 0}, {"hints": True, "takebacks": 0}, {"hints": 1},
    {"hints": 1, "takebacks": 0, "odds": 1}, {"hints": 1.5, "takebacks": 0},
    {"hints": 1000, "takebacks": 0}, "none", [1, 0],
])
def test_a_report_of_help_that_makes_no_sense_is_refused_and_nothing_stored(
    server: ClassServer, teacher: Browser, aids: object
) -> None:
    from class_helpers import played_records

    ana = server.browser()
    assert ana.join("ana").status_code == 200
    got = ana.post("api/hands", {"hand": 1, "record": played_records()[0], "aids": aids})
    assert got.status_code == 400 and got.json()["key"] == "class_err_aids"
    assert "takebacks" in got.json()["error"]
    assert server.store.count() == 0


def test_a_hand_at_the_services_table_has_the_help_the_service_saw(
    server: ClassServer, teacher: Browser
) -> None:
    from harness.tableclient import TableClient

    given = teacher.post("api/teacher/game", {"server": True, "opponents": ["random"],
                                              "mode": "table"})
    assert given.status_code == 200, given.text
    ana = TableClient(server.url)
    ana.join("Ana")
    server.admit("Ana")
    # a student's claim is no use here: hands of the service's tables are its own play
    sent = ana.post("api/hands", {"hand": 1, "record": {}, "aids": {"hints": 0,
                                                                    "takebacks": 0}})
    assert sent.status == 400 and sent.key() == "class_err_server_game"
    table = ana.post("api/tables/class", {}).body["id"]
    game = server.service.game()
    assert game is not None
    deadline = time.monotonic() + 120
    while not server.store.hands("Ana", game.code, game.table.text()):
        assert time.monotonic() < deadline, "hand 1 was never stored"
        answer = ana.view(table)
        view = answer.body["view"]
        if view["your_turn"]:
            assert ana.move(table, answer.body["seq"], view["legal"][0]).ok
    first = server.store.hands("Ana", game.code, game.table.text())[0]
    assert (first.hints, first.takebacks, first.aids_by) == (0, 0, "server")
