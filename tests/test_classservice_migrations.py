"""The class store's revisions (Alembic, ``classservice/migrations``) on SQLite and PostgreSQL.

Every shape of class database the kits before the revisions wrote is made here with rows in
every table, opened with today's store, and read back: no row is lost (the one exception is
the first class mode's second copy of a match, which schema 2 drops on purpose), and the
tables then are exactly what today's code declares. A new database made by the revisions is
that too.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import class_schema_fd23e76 as fd23e76
import pytest
import sqlalchemy as sa
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from class_helpers import BACKENDS

from coteccio_lab.classservice import store as store_module
from coteccio_lab.classservice import tablestore
from coteccio_lab.classservice.store import (
    SCHEMA_REVISION,
    ClassStore,
    ClassStoreError,
    deal_key,
    name_key,
)

RECORD = json.dumps({"dealer": 1, "hands": [["As", "3c"], ["Kd", "2s"]]})
TODAY = sa.MetaData()
for _table in (*store_module.metadata.sorted_tables, *tablestore.metadata.sorted_tables):
    _table.to_metadata(TODAY)


def _url(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> str:
    if backend == "sqlite":
        (tmp_path / "class").mkdir()
        return f"sqlite:///{tmp_path / 'class' / 'results.sqlite3'}"
    return str(request.getfixturevalue("postgres_url"))


def _shape(*tables: sa.Table, without: dict[str, set[str]] | None = None,
           no_index: set[str] = frozenset()) -> sa.MetaData:  # type: ignore[assignment]
    """Today's ``tables`` less the columns ``without`` names and the indexes ``no_index``
    names: the shape an older kit made (the columns it had are unchanged since)."""
    without = without or {}
    meta = sa.MetaData()
    for table in tables:
        drop = without.get(table.name, set())
        args: list[sa.SchemaItem] = [
            sa.Column(c.name, c.type, primary_key=c.primary_key, nullable=c.nullable,
                      autoincrement=c.autoincrement, unique=c.unique or None)
            for c in table.columns if c.name not in drop]
        args += [sa.UniqueConstraint(*(c.name for c in con.columns))
                 for con in table.constraints
                 if isinstance(con, sa.UniqueConstraint) and len(con.columns) > 1]
        copy = sa.Table(table.name, meta, *args, sqlite_autoincrement=True)
        for index in table.indexes:
            if index.name not in no_index:
                sa.Index(index.name, *(copy.c[c.name] for c in index.columns),
                         unique=index.unique)
    return meta


S = store_module
ERRORS = {"decisions", "errors"}
"""The hands' error figures (revision ``hand_errors``): no kit before the revisions had them."""
LATER = {*ERRORS, "stand_in"}
"""The hands' columns the revisions added: the error figures and who played (``stand_in``)."""
FIRST_CLASS_MODE = _shape(S.hands, S.matches, no_index={"matches_once"}, without={
    "hands": {"record", "deal", "hints", "takebacks", "aids_by", *LATER}})
"""Schema 1: no ``meta``, the hands without their record."""
FIRST_CLASS_MODE_WITH_RECORD = _shape(S.hands, S.matches, no_index={"matches_once"}, without={
    "hands": {"deal", "hints", "takebacks", "aids_by", *LATER}})
SCHEMA_2_FIRST = _shape(
    S.meta_table, S.students, S.student_keys, S.games, S.hands, S.matches, S.checks,
    without={"hands": {"deal", "hints", "takebacks", "aids_by", *LATER}, "checks": {"answer"}})
"""Schema 2 as the class service's first slice made it."""
SCHEMA_2_TODAY = _shape(*S.metadata.sorted_tables, *tablestore.metadata.sorted_tables,
                        without={"hands": LATER})
"""Schema 2 as the kit made it just before the revisions: today's tables but the columns the
revisions added (the error figures, who played each hand), no revision."""

SHAPES: dict[str, tuple[sa.MetaData, int | None]] = {
    "first class mode": (FIRST_CLASS_MODE, None),
    "first class mode, with records": (FIRST_CLASS_MODE_WITH_RECORD, None),
    "schema 2, first": (SCHEMA_2_FIRST, 2),
    "schema 2 at fd23e76": (fd23e76.metadata, 2),
    "schema 2, just before the revisions": (SCHEMA_2_TODAY, 2),
}


def _value(column: sa.Column[object], n: int) -> object:
    if column.name == "record":
        return RECORD
    if column.name in ("name", "student"):
        return f"Student {n}"
    if column.name == "name_key":
        return name_key(f"Student {n}")
    if isinstance(column.type, sa.Integer):
        return n
    length = getattr(column.type, "length", None) or 40
    return f"{column.name}-{n}"[:length]


def _fill(url: str, meta: sa.MetaData, version: int | None) -> None:
    """Three rows in every table (a second copy of a match in the first class mode)."""
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        meta.create_all(conn)
        for table in meta.sorted_tables:
            if table.name == "meta":
                conn.execute(sa.insert(table), [
                    {"key": "schema_version", "value": str(version)},
                    {"key": "name_keys", "value": S.NAME_KEYS},
                    {"key": "class_size", "value": "25"}])
                continue
            rows = [{c.name: _value(c, n) for c in table.columns
                     if not (c.primary_key and c.autoincrement is not False
                             and isinstance(c.type, sa.Integer) and c.name == "id")}
                    for n in (1, 2, 3)]
            conn.execute(sa.insert(table), rows)
        if version is None:  # schema 1 could store a match twice: the latest one counts
            conn.execute(sa.insert(meta.tables["matches"]).values(
                student="Student 1", deal_code="deal_code-1", rules="rules-1", won=0, hands=9,
                at="at-9"))
    engine.dispose()


def _rows(url: str, meta: sa.MetaData) -> dict[str, set[tuple[object, ...]]]:
    engine = sa.create_engine(url)
    with engine.connect() as conn:
        out = {t.name: {tuple(r) for r in conn.execute(sa.select(*t.columns))}
               for t in meta.sorted_tables}
    engine.dispose()
    return out


def _differences(url: str) -> list[object]:
    """How the database's tables differ from today's declared ones (Alembic's comparison)."""
    engine = sa.create_engine(url)
    with engine.connect() as conn:
        context = MigrationContext.configure(conn, opts={"compare_type": True})
        found = [d for d in compare_metadata(context, TODAY)
                 if not (d[0] == "remove_table" and d[1].name == "alembic_version")]
    engine.dispose()
    return found


@pytest.mark.parametrize("backend", BACKENDS)
@pytest.mark.parametrize("shape", list(SHAPES))
def test_every_older_database_is_upgraded_and_keeps_every_row(
    backend: str, shape: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    meta, version = SHAPES[shape]
    url = _url(backend, tmp_path, request)
    _fill(url, meta, version)
    before = _rows(url, meta)
    store = ClassStore.open(url=url)
    assert store.schema_revision == SCHEMA_REVISION
    after = _rows(url, meta)
    if version is None:  # the older copy of the doubled match is the one row dropped
        doubled = {r for r in before["matches"] if r[1] == "Student 1"}
        assert len(doubled) == 2 and len(after["matches"] & doubled) == 1
        assert max(doubled) in after["matches"]
        before["matches"] -= doubled
    for name, rows in before.items():
        assert rows <= after[name], name
    if version is None:
        assert len(after["matches"]) == 3
    # the columns added to older rows: the deal from the record, the rest not known
    old_columns = {c.name for c in meta.tables["hands"].columns}
    new = _rows(url, _shape(S.hands))["hands"]
    names = [c.name for c in S.hands.columns]
    deal = names.index("deal")
    aids = [names.index(c) for c in ("hints", "takebacks", "aids_by")]
    if "deal" not in old_columns:
        assert {r[deal] for r in new} == {deal_key(RECORD if "record" in old_columns else None)}
    if "hints" not in old_columns:
        assert {tuple(r[i] for i in aids) for r in new} == {(None, None, None)}
    # no hand stored before is judged: each waits for the service's judge
    errors = [names.index(c) for c in sorted(ERRORS)]
    assert {tuple(r[i] for i in errors) for r in new} == {(None, None)}
    if "stand_in" not in old_columns:  # who played the hands stored before: not known
        assert {r[names.index("stand_in")] for r in new} == {None}
    assert _differences(url) == []
    # and it is a store like any other now, opened again as it is
    store.add_hand("Ana", "K7QX-3MPA", "trieste", 1, delta=0, points=3, outcome="normal",
                   record=RECORD)
    store.close()
    again = ClassStore.open(url=url)
    assert again.count() == len(after["hands"]) + 1
    again.close()


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_new_database_is_what_the_code_declares(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    url = _url(backend, tmp_path, request)
    ClassStore.open(url=url).close()
    assert _differences(url) == []
    engine = sa.create_engine(url)
    with engine.connect() as conn:
        assert MigrationContext.configure(conn).get_current_revision() == SCHEMA_REVISION
    engine.dispose()


@pytest.mark.postgres
def test_each_class_schema_on_a_server_has_its_own_revision(postgres_url: str) -> None:
    for schema in ("class_a", "class_b"):
        ClassStore.open(url=postgres_url, schema=schema).close()
    engine = sa.create_engine(postgres_url)
    with engine.connect() as conn:
        for schema in ("class_a", "class_b"):
            assert conn.exec_driver_sql(
                f"SELECT version_num FROM {schema}.alembic_version").scalar() == SCHEMA_REVISION
        assert not sa.inspect(conn).has_table("alembic_version", schema="public")
    engine.dispose()


@pytest.mark.parametrize("change", [
    lambda db: db.exec_driver_sql("UPDATE alembic_version SET version_num = 'a_newer_one'"),
    lambda db: (db.exec_driver_sql("DROP TABLE alembic_version"),
                db.exec_driver_sql("UPDATE meta SET value = '3' WHERE key = 'schema_version'")),
])
def test_a_database_of_a_newer_kit_is_refused_and_left_as_it_is(
    change: Callable[[sa.Connection], object], tmp_path: Path
) -> None:
    ClassStore.open(folder=tmp_path).close()
    url = f"sqlite:///{tmp_path / 'results.sqlite3'}"
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        change(conn)
        before = {t: conn.execute(sa.text(f"SELECT COUNT(*) FROM {t}")).scalar()
                  for t in sa.inspect(conn).get_table_names()}
    with pytest.raises(ClassStoreError, match="newer than this Coteccio Lab.*update Coteccio"):
        ClassStore.open(folder=tmp_path)
    with engine.connect() as conn:
        assert before == {t: conn.execute(sa.text(f"SELECT COUNT(*) FROM {t}")).scalar()
                          for t in sa.inspect(conn).get_table_names()}
    engine.dispose()
