"""The class store on every backend: students, the class game, hands, progress, migration."""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import threading
from pathlib import Path

import pytest
from class_helpers import BACKENDS, CODE, store_for

from coteccio_lab.classservice.store import (
    SCHEMA_REVISION,
    ClassStore,
    ClassStoreError,
    DuplicateHand,
    NameTaken,
    standings_columns,
)

TABLE = '{"mode":"table","opponents":["cautious"],"rules":"trieste"}'
PRACTICE = '{"mode":"practice","opponents":["cautious"],"rules":"trieste"}'


@pytest.fixture(params=BACKENDS)
def store(request: pytest.FixtureRequest, tmp_path: Path) -> ClassStore:
    s = store_for(request.param, tmp_path, request)
    yield s
    s.close()


def test_a_name_is_bound_to_its_first_browser(store: ClassStore) -> None:
    assert store.join("  Ana   Maria ", "key-1") == "Ana Maria"
    # once found: "typing another student's name (with spaces around it) overwrites that
    # student's row" -- here the second browser is refused, whatever the spacing or case
    with pytest.raises(NameTaken, match="already taken"):
        store.join(" ana maria", "key-2")
    assert store.student_for_key("key-1") == "Ana Maria"
    assert store.student_for_key("key-2") is None


def test_a_browser_key_is_remembered_until_its_student_is_removed_or_renamed(
        store: ClassStore) -> None:
    # every request of a student asks who the key is: from memory after the first time,
    # and a removal or a rename is seen at the next request, never a stale name
    store.join("Ana", "k1")
    store.join("Bo", "k2")
    assert store.known_student("k1") is None  # not asked yet
    assert store.student_for_key("k1") == "Ana" and store.known_student("k1") == "Ana"
    assert store.student_for_key("k9") is None and store.known_student("k9") is None
    assert store.student_for_key("k2") == "Bo"
    store.rename_student("Ana", "Anna")
    assert store.known_student("k1") is None and store.known_student("k2") is None
    assert store.student_for_key("k1") == "Anna"
    store.remove_student("Anna")
    assert store.known_student("k1") is None and store.student_for_key("k1") is None
    # a lookup read before a removal and finished after it is not remembered
    store.join("Cy", "k3")
    real = store._read

    def removed_meanwhile():  # type: ignore[no-untyped-def]
        store.remove_student("Cy")
        return real()

    store._read = removed_meanwhile  # type: ignore[method-assign]
    try:
        store.student_for_key("k3")
    finally:
        store._read = real  # type: ignore[method-assign]
    assert store.known_student("k3") is None and store.student_for_key("k3") is None


def test_one_more_browser_joins_a_taken_name_only_as_an_extra(store: ClassStore) -> None:
    # (the teacher's one-time code decides who is an extra: classservice.local)
    store.join("Bo", "k1")
    with pytest.raises(NameTaken):
        store.join("BO", "k2")
    assert store.join("BO", "k2", True) == "Bo"
    with pytest.raises(NameTaken):
        store.join("Bo", "k3")
    [row] = store.students()
    assert (row.name, row.browsers, row.browsers_allowed) == ("Bo", 2, 2)
    assert store.student("bo") == "Bo" and store.student("Cy") is None


def test_a_hub_student_is_listed_once_without_a_browser(store: ClassStore) -> None:
    assert store.enrol("ana") is True
    assert store.enrol("Ana") is False  # the same student: listed once
    [ana] = store.students()
    assert (ana.name, ana.browsers) == ("ana", 0)
    with pytest.raises(ClassStoreError):
        store.enrol("x" * 41)
    assert len(store.students()) == 1


@pytest.mark.parametrize("bad", ["", "   ", "x" * 41, "a\x00b", 42])
def test_bad_names_are_refused(store: ClassStore, bad: object) -> None:
    with pytest.raises(ClassStoreError):
        store.join(bad, "k")  # type: ignore[arg-type]
    assert store.students() == []


def test_a_hand_is_never_overwritten(store: ClassStore) -> None:
    store.add_hand("ana", CODE, TABLE, 1, delta=-1, points=20, outcome="normal", record="{}")
    with pytest.raises(DuplicateHand):
        store.add_hand("ana", CODE, TABLE, 1, delta=0, points=0, outcome="normal", record="{}")
    [row] = store.hands("ana", CODE, TABLE)
    assert (row.delta, row.points) == (-1, 20)


def test_standings_compare_one_table_and_columns_follow_hand_numbers(store: ClassStore) -> None:
    # once found: "standings() marks a practice win as a win in the table-mode comparison"
    store.add_hand("ana", CODE, PRACTICE, 1, delta=0, points=0, outcome="normal", record="{}",
                   match=(True, 1))
    store.add_hand("ana", CODE, TABLE, 1, delta=-1, points=9, outcome="normal", record="{}")
    [ana] = store.standings(CODE, TABLE)
    assert not ana.finished and not ana.won
    # "the teacher's columns follow row order, not hand numbers": bo's hands 1 and 3 only
    store.add_hand("bo", CODE, TABLE, 3, delta=-1, points=5, outcome="normal", record="{}")
    store.add_hand("bo", CODE, TABLE, 1, delta=0, points=2, outcome="normal", record="{}")
    rows = {s.student: s for s in store.standings(CODE, TABLE)}
    assert rows["bo"].by_hand == ((1, 0), (3, -1))
    assert rows["bo"].delta(2) is None and rows["bo"].delta(3) == -1
    assert standings_columns(list(rows.values())) == [1, 3]


def test_standings_best_first_for_lives_and_bole(store: ClassStore) -> None:
    for name, delta, points in (("ana", -1, 20), ("bo", 0, 5), ("cy", 1, 30)):
        store.add_hand(name, CODE, TABLE, 1, delta=delta, points=points, outcome="normal",
                       record="{}")
    assert [s.student for s in store.standings(CODE, TABLE)] == ["cy", "bo", "ana"]
    assert [s.student for s in store.standings(CODE, TABLE, counts_down=False)] == [
        "ana", "bo", "cy"]


def test_progress_counts_attempts(store: ClassStore) -> None:
    assert store.add_check("ana", 1, "order-cups", False) == 1
    assert store.add_check("ana", 1, "order-cups", True) == 2
    assert store.add_check("bo", 1, "order-cups", True) == 1
    assert [(c.student, c.attempt, c.correct) for c in store.checks()] == [
        ("ana", 1, False), ("ana", 2, True), ("bo", 1, True)]


def test_the_class_game_latest_counts(store: ClassStore) -> None:
    assert store.game() is None
    store.set_game(json.dumps({"code": CODE}))
    store.set_game(json.dumps({"code": "0000-00AB"}))
    assert json.loads(store.game() or "")["code"] == "0000-00AB"


def test_a_snapshot_reads_one_moment_of_the_class(store: ClassStore) -> None:
    # the teacher's state is read in one snapshot: a hand stored meanwhile (another
    # thread, another connection) shows in the next state, with the next version
    store.add_hand("ana", CODE, TABLE, 1, delta=-1, points=20, outcome="normal", record="{}")
    with store.snapshot():
        before = store.version()
        writer = threading.Thread(target=lambda: store.add_hand(
            "bo", CODE, TABLE, 1, delta=0, points=5, outcome="normal", record="{}",
            match=(True, 1)))
        writer.start()
        writer.join()
        assert store.version() == before
        assert [s.student for s in store.standings(CODE, TABLE)] == ["ana"]
    assert store.version() != before
    assert [s.student for s in store.standings(CODE, TABLE)] == ["bo", "ana"]


def test_the_version_changes_with_every_kind_of_write(store: ClassStore) -> None:
    seen = {store.version()}
    for write in (
        lambda: store.add_hand("ana", CODE, TABLE, 1, delta=0, points=5, outcome="normal",
                               record="{}"),
        lambda: store.add_hand("ana", CODE, TABLE, 2, delta=0, points=5, outcome="normal",
                               record="{}", match=(True, 2)),
        lambda: store.add_check("ana", 1, "order-cups", True),
        lambda: store.set_game(json.dumps({"code": CODE})),
        lambda: store.join("bo", "k1"),
        lambda: store.join("bo", "k2", True),
    ):
        write()
        seen.add(store.version())
    # a second browser is a new key: on the teacher's version
    assert len(seen) == 7


def test_thirty_threads_write_at_once_and_nothing_is_lost_or_mixed(store: ClassStore) -> None:
    errors: list[BaseException] = []

    def student(k: int) -> None:
        try:
            name = store.join(f"student {k:02d}", f"key-{k}")
            for h in range(1, 9):
                store.add_hand(name, CODE, TABLE, h, delta=-(h % 2), points=k + h,
                               outcome="normal", record=json.dumps({"k": k, "h": h}),
                               match=(k % 3 == 0, 8) if h == 8 else None)
                store.add_check(name, 1 + h % 3, "ex-a", (k + h) % 2 == 0)
        except BaseException as err:  # noqa: BLE001 - reported below
            errors.append(err)

    threads = [threading.Thread(target=student, args=(k,)) for k in range(30)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert errors == []
    assert store.count() == 30 * 8
    rows = store.standings(CODE, TABLE)
    assert len(rows) == 30
    for row in rows:
        k = int(row.student.split()[1])
        assert row.by_hand == tuple((h, -(h % 2)) for h in range(1, 9))
        assert row.total_points == sum(k + h for h in range(1, 9))
        assert row.finished and row.won == (k % 3 == 0)
        for h in range(1, 9):
            [hand] = [r for r in store.hands(row.student, CODE, TABLE) if r.hand_no == h]
            assert json.loads(hand.record or "") == {"k": k, "h": h}
    assert len(store.checks()) == 30 * 8


# ---- SQLite only: the file, its mode, the migration of a first-class-mode folder --------------


def test_the_sqlite_file_is_private_and_in_wal_mode(tmp_path: Path) -> None:
    store = ClassStore.open(folder=tmp_path / "class")
    store.join("ana", "k")
    assert store.path is not None
    # once found: "results.sqlite3 is created world-readable"
    for p in tmp_path.glob("class/results.sqlite3*"):
        assert stat.S_IMODE(p.stat().st_mode) == 0o600, p
    with sqlite3.connect(store.path) as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_a_folder_of_the_first_class_mode_opens_and_keeps_its_results(tmp_path: Path) -> None:
    old = tmp_path / "results.sqlite3"
    with sqlite3.connect(old) as db:
        db.executescript("""
        CREATE TABLE hands (id INTEGER PRIMARY KEY AUTOINCREMENT, student TEXT NOT NULL,
            deal_code TEXT NOT NULL, rules TEXT NOT NULL, hand_no INTEGER NOT NULL,
            delta INTEGER NOT NULL, points INTEGER NOT NULL, outcome TEXT NOT NULL,
            at TEXT NOT NULL, UNIQUE (student, deal_code, rules, hand_no));
        CREATE TABLE matches (id INTEGER PRIMARY KEY AUTOINCREMENT, student TEXT NOT NULL,
            deal_code TEXT NOT NULL, rules TEXT NOT NULL, won INTEGER NOT NULL,
            hands INTEGER NOT NULL, at TEXT NOT NULL);
        CREATE INDEX hands_by_code ON hands (deal_code, rules);
        INSERT INTO hands (student, deal_code, rules, hand_no, delta, points, outcome, at)
            VALUES ('ana', 'K7QX-3MPA', 'trieste', 1, -1, 17, 'normal', '2026-11-01T10:00:00');
        INSERT INTO matches (student, deal_code, rules, won, hands, at)
            VALUES ('ana', 'K7QX-3MPA', 'trieste', 0, 1, '2026-11-01T10:00:00'),
                   ('ana', 'K7QX-3MPA', 'trieste', 1, 1, '2026-11-01T10:01:00');
        """)
    os.chmod(old, 0o644)
    store = ClassStore.open(folder=tmp_path)
    assert store.schema_revision == SCHEMA_REVISION
    [ana] = store.standings(CODE, "trieste")
    assert ana.by_hand == ((1, -1),) and ana.total_points == 17
    assert ana.finished and ana.won and not ana.verified
    assert stat.S_IMODE(old.stat().st_mode) == 0o600
    # and it is a store like any other now
    store.add_hand("ana", CODE, "trieste", 2, delta=0, points=3, outcome="normal", record="{}")
    assert ClassStore.open(folder=tmp_path).count() == 2


def test_a_newer_schema_is_refused_with_a_sentence(tmp_path: Path) -> None:
    ClassStore.open(folder=tmp_path).close()
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        db.execute("UPDATE alembic_version SET version_num = 'from_a_newer_kit'")
    with pytest.raises(ClassStoreError, match="from_a_newer_kit.*newer than this Coteccio Lab"):
        ClassStore.open(folder=tmp_path)
    # a database of a kit from before the revisions, with a schema number past theirs
    with sqlite3.connect(tmp_path / "results.sqlite3") as db:
        db.execute("DROP TABLE alembic_version")
        db.execute("UPDATE meta SET value = '3' WHERE key = 'schema_version'")
    with pytest.raises(ClassStoreError, match="schema 3, newer than this Coteccio Lab"):
        ClassStore.open(folder=tmp_path)


def test_an_unusable_folder_or_url_is_a_sentence(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("x")
    with pytest.raises(ClassStoreError, match="cannot use the class folder"):
        ClassStore.open(folder=tmp_path / "file" / "class")
    with pytest.raises(ClassStoreError, match="cannot use the class database"):
        ClassStore.open(url="nosuchdb://x")


@pytest.mark.postgres
def test_a_connection_the_server_dropped_is_replaced(
    postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import psycopg

    from coteccio_lab.classservice import store as store_module

    store = ClassStore.open(url=postgres_url)
    store.add_check("ana", 1, "order-cups", True)
    # the server drops the pooled connections (a restart, an idle timeout on the way)
    with psycopg.connect(postgres_url.replace("+psycopg", ""), autocommit=True) as admin:
        admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                      "WHERE datname = current_database() AND pid <> pg_backend_pid()")
    monkeypatch.setattr(store_module, "IDLE_CHECK", 0.0)  # they rested long enough
    assert [c.student for c in store.checks()] == ["ana"]
    assert store.add_check("ana", 1, "order-cups", False) == 2
    store.close()


def _fill(store: ClassStore) -> None:
    store.join("Ana", "key-a")
    store.set_game(json.dumps({"code": CODE}))
    store.add_hand("Ana", CODE, TABLE, 1, delta=-1, points=20, outcome="lost", record="{}")


def test_a_closed_class_is_whole_in_its_database_file(tmp_path: Path) -> None:
    """Once found: after a clean stop the data sat in ``results.sqlite3-wal`` and a
    copy of the database file alone opened with "no such table"."""
    store = ClassStore.open(folder=tmp_path / "class")
    _fill(store)
    db = tmp_path / "class" / "results.sqlite3"
    store.close()
    wal = db.with_name(db.name + "-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    copy = tmp_path / "copy.sqlite3"
    copy.write_bytes(db.read_bytes())
    with sqlite3.connect(copy) as conn:
        assert conn.execute("SELECT name FROM students").fetchall() == [("Ana",)]
        assert conn.execute("SELECT count(*) FROM hands").fetchone() == (1,)


def test_a_backup_is_taken_while_the_class_plays_and_restores(tmp_path: Path) -> None:
    store = ClassStore.open(folder=tmp_path / "class")
    _fill(store)
    out = store.backup(tmp_path / "backup.sqlite3")  # the store stays open: a class playing
    assert stat.S_IMODE(out.stat().st_mode) == 0o600
    assert not out.with_name(out.name + "-wal").exists()
    store.add_hand("Ana", CODE, TABLE, 2, delta=0, points=10, outcome="won", record="{}")
    dated = store.backup(tmp_path)  # a folder: a dated file in it
    assert dated.parent == tmp_path and dated.name.startswith("results-")
    with pytest.raises(ClassStoreError, match="cannot overwrite"):
        store.backup(tmp_path / "class" / "results.sqlite3")
    store.close()
    # restoring: the backup put back as the class folder's database
    restored = tmp_path / "restored"
    restored.mkdir()
    (restored / "results.sqlite3").write_bytes(out.read_bytes())
    again = ClassStore.open(folder=restored)
    assert [s.name for s in again.students()] == ["Ana"]
    assert [h.hand_no for h in again.hands("Ana", CODE, TABLE)] == [1]
    again.close()


def test_a_database_server_is_backed_up_with_its_own_tool(tmp_path: Path) -> None:
    store = ClassStore.open(url=f"sqlite:///{tmp_path / 'plain.sqlite3'}")  # not a folder's
    with pytest.raises(ClassStoreError, match="pg_dump"):
        store.backup(tmp_path / "x.sqlite3")
    store.close()


def test_the_backup_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from coteccio_lab.cli import main

    store = ClassStore.open(folder=tmp_path / "class")
    _fill(store)
    assert main(["class-backup", "--class-dir", str(tmp_path / "class"),
                 str(tmp_path / "b.sqlite3")]) == 0
    assert "1 students and 1 hands" in capsys.readouterr().out
    store.add_hand("Ana", CODE, TABLE, 2, delta=0, points=10, outcome="won", record="{}")
    store.close()
    with sqlite3.connect(tmp_path / "b.sqlite3") as conn:
        assert conn.execute("SELECT count(*) FROM hands").fetchone() == (1,)
    assert main(["class-backup", "--class-dir", str(tmp_path / "none"), str(tmp_path)]) == 2
    assert "is it a class folder" in capsys.readouterr().err
    # a folder named with a trailing '/' that is not there yet: made, a dated file in it
    assert main(["class-backup", "--class-dir", str(tmp_path / "class"),
                 str(tmp_path / "backups") + "/"]) == 0
    made = list((tmp_path / "backups").glob("results-*.sqlite3"))
    assert (tmp_path / "backups").is_dir() and len(made) == 1


def test_class_folders_are_never_committed() -> None:
    root = Path(__file__).resolve().parents[1]
    assert "class/" in (root / ".gitignore").read_text().split()


def test_deals_outcomes_activity_and_games_given_on_every_backend(store: ClassStore) -> None:
    """What the teacher's page reads (a hand's deal and outcome, each student's
    last activity, the games given) on SQLite and PostgreSQL alike."""
    record = json.dumps({"dealer": 1, "hands": [["As"], ["Kc"]]})
    store.add_hand("ana", CODE, TABLE, 1, delta=0, points=30, outcome="annulled",
                   record=record)
    store.add_hand("ana", CODE, TABLE, 2, delta=-1, points=12, outcome="normal", record="{}")
    store.add_check("bo", 1, "rank-order", True, '["As"]')
    [ana] = store.standings(CODE, TABLE)
    assert ana.counted == (False, True) and ana.total_points == 12
    assert len(ana.deals[0]) == 16 and ana.deals[1] == ""
    assert set(store.last_activity()) == {"ana", "bo"}
    assert store.checks()[0].answer == '["As"]'
    for code in ("AAAA-AAAA", "BBBB-BBBB", "AAAA-AAAA"):
        store.set_game(json.dumps({"code": code}))
    assert store.games_given() == [json.dumps({"code": "AAAA-AAAA"}),
                                   json.dumps({"code": "BBBB-BBBB"})]
