"""The class store: who joined, the class game, verified hands, lesson progress.

One API over SQLAlchemy Core, so that the same statements run on the embedded
SQLite file of a class folder (the default: ``results.sqlite3``, mode 0600, WAL)
and on a PostgreSQL server (``postgresql+psycopg://...``, under a hub). Only the
class service writes here: students' kernels never open the store.

Every write is one short transaction. On SQLite a write begins ``IMMEDIATE`` (it
takes the write lock first, so two writers never deadlock upgrading a read lock)
and waits up to ``timeout`` for another writer; readers never wait (WAL).

On a database server every statement is a round trip to another process, and on a
busy machine each round trip waits for that process to get a core: a read outside a
transaction is one statement in autocommit (no ``BEGIN`` nor ``ROLLBACK`` around it),
and a reader of many tables (the teacher's page) takes one :meth:`ClassStore.snapshot`,
one connection and one transaction for all its reads.

The tables change by Alembic revisions (``migrations/versions``), run when a store is
opened: a new database gets them all, an older one those it lacks, in the caller's
transaction. A folder written by the first class mode (``hands`` and ``matches`` only, no
schema version) is migrated so: its rows stay, marked as not verified.

>>> import tempfile
>>> store = ClassStore.open(folder=tempfile.mkdtemp())
>>> store.join("  Ana   Maria ", "k1")
'Ana Maria'
>>> store.join("ana maria", "k2")
Traceback (most recent call last):
...
coteccio_lab.classservice.store.NameTaken: the name 'Ana Maria' (or one that looks just ...
>>> store.student_for_key("k1")
'Ana Maria'
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import re
import threading
import time
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import sqlalchemy as sa
from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from alembic.util import CommandError as AlembicError
from sqlalchemy import event
from sqlalchemy.engine import Connection, Engine

from .client import PRACTICE
from .names import invisible, look_alike, reserved
from .refusal import Refusal

__all__ = [
    "AIDS_BY",
    "AIDS_MOST",
    "DB_NAME",
    "NOT_COUNTED",
    "SCHEMA_REVISION",
    "CheckRow",
    "ClassStore",
    "ClassStoreError",
    "DuplicateHand",
    "HandRow",
    "NameTaken",
    "ROSTER",
    "Standing",
    "StudentRow",
    "UnjudgedHand",
    "clean_name",
    "name_key",
    "deal_key",
    "rank_key",
]

DB_NAME = "results.sqlite3"
NAME_MAX = 40
NAME_KEYS = "uts39-nfkc-1"
"""How ``students.name_key`` is made (``name_key``); a store made with another way has its
keys made again when opened (``_rekey``)."""
ROSTER = ("listed", "waiting", "admitted")
"""A student's place on the class list: the teacher listed the name; a name the teacher did
not list, joined while the class keeps a list, waits for the teacher; the teacher admitted
it."""
CLASS_SIZE = 60
"""Students who may join on one machine unless the teacher sets another size."""
CLASS_SIZE_MOST = 500
ANSWER_MAX = 4000
"""Characters of a learner's answer kept with a check (a whole deck of cards is ~250)."""
IDLE_CHECK = 10.0
"""Seconds a connection to a database server may rest in the pool before it is checked
again on its next use."""
KEY_SECONDS = 30.0
"""How long a browser key's student is remembered (``known_student``): a removal or rename
in this process forgets at once; this bounds one made by another process on the store."""


class ClassStoreError(Refusal):
    """The store cannot be used, or refuses a write; one sentence. A refusal a student or
    the teacher reads has a catalogue key; the database's own trouble (for whoever runs
    the class) is worded in English (``verbatim``)."""


class NameTaken(ClassStoreError):
    """A second browser asks for a name that already has one."""


class DuplicateHand(ClassStoreError):
    """That hand of that student is already stored."""


metadata = sa.MetaData()

meta_table = sa.Table(
    "meta", metadata,
    sa.Column("key", sa.String(64), primary_key=True),
    sa.Column("value", sa.Text, nullable=False),
)
students = sa.Table(
    "students", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("name", sa.String(NAME_MAX * 4), nullable=False),
    sa.Column("name_key", sa.String(NAME_MAX * 4), nullable=False, unique=True),
    sa.Column("browsers_allowed", sa.Integer, nullable=False, default=1),
    sa.Column("at", sa.String(40), nullable=False),
    # revision roster: the class list (ROSTER); NULL: joined while the class kept no list
    sa.Column("roster", sa.String(10), nullable=True),
    sqlite_autoincrement=True,
)
student_keys = sa.Table(
    "student_keys", metadata,
    sa.Column("key_hash", sa.String(128), primary_key=True),
    sa.Column("name_key", sa.String(NAME_MAX * 4), nullable=False, index=True),
    sa.Column("at", sa.String(40), nullable=False),
)
games = sa.Table(
    "games", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("game", sa.Text, nullable=False),
    sa.Column("at", sa.String(40), nullable=False),
    sqlite_autoincrement=True,
)
hands = sa.Table(
    "hands", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("student", sa.Text, nullable=False),
    sa.Column("deal_code", sa.Text, nullable=False),
    sa.Column("rules", sa.Text, nullable=False),
    sa.Column("hand_no", sa.Integer, nullable=False),
    sa.Column("delta", sa.Integer, nullable=False),
    sa.Column("points", sa.Integer, nullable=False),
    sa.Column("outcome", sa.Text, nullable=False),
    sa.Column("at", sa.Text, nullable=False),
    sa.Column("record", sa.Text, nullable=True),
    sa.Column("deal", sa.String(40), nullable=True),
    # Help used in the hand, for the teacher: hints asked, moves taken back, and who says so
    # (AIDS_BY); NULL: not known (a hand stored before, or sent without it).
    sa.Column("hints", sa.Integer, nullable=True),
    sa.Column("takebacks", sa.Integer, nullable=True),
    sa.Column("aids_by", sa.String(10), nullable=True),
    # The student's decisions in the hand as the judge grades them, and the mistakes or
    # blunders among them, for the teacher's error rates; NULL: not judged yet (the service
    # judges each stored hand once, off the requests: service.judge_stored_hands).
    sa.Column("decisions", sa.Integer, nullable=True),
    sa.Column("errors", sa.Integer, nullable=True),
    # 1: a computer player moved for the student in this hand (away, or the turn timer);
    # NULL: not known (a hand stored before)
    sa.Column("stand_in", sa.Integer, nullable=True),
    sa.UniqueConstraint("student", "deal_code", "rules", "hand_no"),
    sa.Index("hands_by_code", "deal_code", "rules"),
    sqlite_autoincrement=True,
)
matches = sa.Table(
    "matches", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("student", sa.Text, nullable=False),
    sa.Column("deal_code", sa.Text, nullable=False),
    sa.Column("rules", sa.Text, nullable=False),
    sa.Column("won", sa.Integer, nullable=False),
    sa.Column("hands", sa.Integer, nullable=False),
    sa.Column("at", sa.Text, nullable=False),
    sqlite_autoincrement=True,
)
matches_once = sa.Index(
    "matches_once", matches.c.student, matches.c.deal_code, matches.c.rules, unique=True
)
checks = sa.Table(
    "checks", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("student", sa.Text, nullable=False),
    sa.Column("lesson", sa.Integer, nullable=False),
    sa.Column("exercise", sa.String(80), nullable=False),
    sa.Column("correct", sa.Integer, nullable=False),
    sa.Column("attempt", sa.Integer, nullable=False),
    sa.Column("at", sa.String(40), nullable=False),
    sa.Column("answer", sa.Text, nullable=True),
    sa.UniqueConstraint("student", "lesson", "exercise", "attempt"),
    sqlite_autoincrement=True,
)
mistakes = sa.Table(
    "mistakes", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("student", sa.Text, nullable=False),
    sa.Column("item", sa.String(40), nullable=False),
    sa.Column("skill", sa.String(40), nullable=False),
    sa.Column("grade", sa.String(20), nullable=False),
    sa.Column("question", sa.Text, nullable=False),
    sa.Column("at", sa.String(40), nullable=False),
    sa.UniqueConstraint("student", "item"),
    sqlite_autoincrement=True,
)
"""Mistakes of the students' own play, as the service graded them (``service.Mistakes``)."""
mistake_answers = sa.Table(
    "mistake_answers", metadata,
    sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
    sa.Column("student", sa.Text, nullable=False),
    sa.Column("item", sa.String(40), nullable=False),
    sa.Column("correct", sa.Integer, nullable=False),
    sa.Column("at", sa.String(40), nullable=False),
    sqlite_autoincrement=True,
)
"""The answers to those mistakes on the practice page, as the service judged them."""
PRACTICE_TABLES = (mistakes, mistake_answers)

MIGRATIONS = Path(__file__).with_name("migrations")
"""Alembic's folder of the store's revisions: a change of the tables is a new revision there
(docs/class-api.md says how); the tables above are what the last one makes."""
LEGACY_SCHEMA = {1: "first_class_mode", 2: "schema_2"}
"""The revision of a database from before the revisions, by the ``schema_version`` it keeps
in ``meta`` (1: none, only ``hands`` and ``matches``); the revisions after it add only what is
missing, as the kits of that time did on every open."""


@functools.cache
def _scripts() -> ScriptDirectory:
    return ScriptDirectory(str(MIGRATIONS))


SCHEMA_REVISION = _scripts().get_current_head() or ""
"""The revision this kit's tables are at (the last in ``MIGRATIONS``)."""


def upgrade(conn: Connection) -> str:
    """Bring the database on ``conn`` to ``SCHEMA_REVISION``, inside the caller's
    transaction; the revision. A database with a revision this kit does not know, or a
    ``schema_version`` past the last before the revisions, is of a newer kit: refused."""
    scripts = _scripts()
    context = MigrationContext.configure(conn)
    current = context.get_current_revision()
    if current is None:
        legacy = _legacy_schema(conn)
        if legacy is not None:
            context.stamp(scripts, legacy)
            current = legacy
    else:
        try:
            scripts.get_revision(current)
        except AlembicError:
            raise ClassStoreError.verbatim(
                f"this class database is at revision {current}, which this Coteccio Lab "
                f"does not know (it knows up to {SCHEMA_REVISION}): it is newer than this "
                f"Coteccio Lab; update Coteccio Lab") from None
    if current != SCHEMA_REVISION:
        config = Config()
        config.set_main_option("script_location", str(MIGRATIONS))
        config.attributes["connection"] = conn
        command.upgrade(config, "head")
    return SCHEMA_REVISION


def _legacy_schema(conn: Connection) -> str | None:
    """The revision of a database the kits before the revisions made; None for an empty
    one."""
    tables = set(sa.inspect(conn).get_table_names())
    if "meta" in tables:
        row = conn.execute(
            sa.select(meta_table.c.value).where(meta_table.c.key == "schema_version")).first()
        version = int(row[0]) if row is not None else 0
    elif "hands" in tables:
        version = 1
    else:
        return None
    if version not in LEGACY_SCHEMA:
        raise ClassStoreError.verbatim(
            f"this class database has schema {version}, newer than this Coteccio Lab "
            f"knows: update Coteccio Lab")
    return LEGACY_SCHEMA[version]


@dataclass(frozen=True)
class StudentRow:
    name: str
    joined: str
    browsers: int
    """Browsers bound to the name."""
    browsers_allowed: int
    roster: str | None = None
    """Where the name comes from (``ROSTER``); None: joined while the class kept no list."""


@dataclass(frozen=True)
class HandRow:
    hand_no: int
    delta: int
    points: int
    outcome: str
    record: str | None
    """The verified record (JSON); None for a row from before verification (schema 1)."""
    at: str
    hints: int | None = None
    """Hints (and capote odds) asked during the hand; None: not known."""
    takebacks: int | None = None
    """Moves taken back during the hand; None: not known."""
    aids_by: str | None = None
    """Who says what help was used (``AIDS_BY``); None: nobody (not known)."""
    stand_in: bool = False
    """A computer player moved for the student in this hand: not all of it is theirs."""


@dataclass(frozen=True)
class UnjudgedHand:
    """A stored hand whose errors the judge has not counted yet."""

    id: int
    deal_code: str
    rules: str
    hand_no: int
    record: str


@dataclass(frozen=True)
class CheckRow:
    student: str
    lesson: int
    exercise: str
    correct: bool
    attempt: int
    at: str
    answer: str = ""
    """The learner's answer as they sent it (JSON text); '' for checks stored before."""


@dataclass(frozen=True)
class MistakeRow:
    """A mistake of a student's play, as the service graded it."""

    student: str
    item: str
    skill: str
    grade: str
    question: str
    """The retry question's JSON text, as the service rebuilt it."""
    at: str


@dataclass(frozen=True)
class Standing:
    """One student's results on one game (deal code and table)."""

    student: str
    by_hand: tuple[tuple[int, int], ...]
    """(hand number, counter change), by hand number: compare students hand by hand."""
    total_delta: int
    total_points: int
    finished: bool
    won: bool
    verified: bool
    """Every hand was replayed by the referee (False for rows from before schema 2)."""
    deals: tuple[str, ...] = ()
    """Each hand's deal (:func:`deal_key`), in ``by_hand``'s order: after an annulled hand
    the same dealer deals again, so two students' hand 2 may be different cards."""
    counted: tuple[bool, ...] = ()
    """Each hand counted (False: annulled or void, nobody's counter moved)."""
    aids: tuple[tuple[int | None, int | None, str | None], ...] = ()
    """Each hand's help, in ``by_hand``'s order: (hints, take-backs, who says so), all None
    when not known (``HandRow``)."""
    stand_ins: tuple[bool, ...] = ()
    """Each hand a computer player moved in for the student, in ``by_hand``'s order: it
    counts nothing for them, and a match with one is not theirs to have won."""

    @property
    def hands(self) -> int:
        return len(self.by_hand)

    def delta(self, hand_no: int) -> int | None:
        for n, d in self.by_hand:
            if n == hand_no:
                return d
        return None


def clean_name(raw: object) -> str:
    """A student's name as the class shows it: NFKC, one space between words, 1 to 40
    characters, nothing invisible (``names.invisible``).

    >>> clean_name("  ana\\t maria "), clean_name("Ａｎａ")
    ('ana maria', 'Ana')
    >>> clean_name("")
    Traceback (most recent call last):
    ...
    coteccio_lab.classservice.store.ClassStoreError: a student needs a name (1 to 40 letters)
    """
    if not isinstance(raw, str):
        raise ClassStoreError("class_err_name_text")
    # NFKC may make new spaces (U+3000, U+00A0 become U+0020): split after it too
    name = " ".join(unicodedata.normalize("NFKC", " ".join(raw.split())).split())
    if not name:
        raise ClassStoreError("class_err_name_empty", most=NAME_MAX)
    if len(name) > NAME_MAX:
        raise ClassStoreError("class_err_name_long", most=NAME_MAX, got=len(name))
    if any(ch != " " and invisible(ch) for ch in name):
        raise ClassStoreError("class_err_name_control")
    return name


AIDS_BY = ("server", "student")
"""Who says whether a hand was played with help: the service (a hand played at its own
table: it saw every take-back, and its table pages offer no hint) or the student's dashboard
(self-reported: a page, or a script, may say what it likes)."""
AIDS_MOST = 999
"""More hints or take-backs than a hand has moves many times over: refused."""

NOT_COUNTED = ("annulled", "void")
"""Outcomes of a hand that moved no counter: it neither wins nor loses anything."""


def deal_key(record: str | None) -> str:
    """The deal of a stored hand record: its dealer and each seat's cards, as a short hash;
    '' for a record without them (rows from before schema 2).

    >>> deal_key('{"dealer": 2, "hands": [["As", "3c"], ["Kd", "2s"]]}')
    '6d228221956b4359'
    >>> deal_key(None)
    ''
    """
    try:
        data = json.loads(record) if record else None
    except (ValueError, RecursionError):
        return ""
    if not isinstance(data, dict) or "hands" not in data or not isinstance(data["hands"], list):
        return ""
    seats = [sorted(str(c) for c in h) if isinstance(h, list) else [] for h in data["hands"]]
    text = json.dumps([data.get("dealer"), seats], separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def name_key(name: str) -> str:
    """Two names that look alike (``names.look_alike``: case, look-alike letters of other
    scripts, full-width or bold forms) are the same student."""
    key = look_alike(clean_name(name))
    # a skeleton may be longer than its name; the column holds NAME_MAX * 4
    return key if len(key) <= NAME_MAX * 4 else "sha256:" + hashlib.sha256(
        key.encode()).hexdigest()


def _rekey_students(conn: sa.Connection) -> None:
    """Each student's ``name_key`` as :func:`name_key` makes it now (a kit that compares
    names better changes some keys): their browsers follow. A student whose new key is
    another's already keeps the old one (both stay listed; the teacher may rename one)."""
    rows = conn.execute(sa.select(students.c.id, students.c.name, students.c.name_key)
                        .order_by(students.c.id)).all()
    taken = {str(r.name_key) for r in rows}
    for row in rows:
        try:
            new = name_key(str(row.name))
        except ClassStoreError:
            continue
        if new == row.name_key or new in taken:
            continue
        conn.execute(sa.update(students).where(students.c.id == row.id).values(name_key=new))
        conn.execute(sa.update(student_keys).where(student_keys.c.name_key == row.name_key)
                     .values(name_key=new))
        taken.discard(str(row.name_key))
        taken.add(new)


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


class ClassStore:
    """The class's database, SQLite or PostgreSQL, behind one API."""

    def __init__(self, url: str, *, timeout: float = 30.0, path: Path | None = None,
                 schema: str | None = None) -> None:
        self.url = url
        self.path = path
        """The SQLite file, or None for a database server."""
        self.timeout = timeout
        self.schema = schema
        """On a database server, the schema that holds this class's tables (one class of
        several under a hub, ``classservice.classes``); None: the server's default."""
        self._write_lock = threading.Lock()
        try:
            if schema is not None:
                _create_schema(url, schema)
            self.engine = _engine(url, timeout, schema)
        except (sa.exc.ArgumentError, sa.exc.NoSuchModuleError, ImportError) as err:
            raise ClassStoreError.verbatim(
                f"cannot use the class database {_safe(url)}: {err}"
            ) from None
        self.sqlite = self.engine.dialect.name == "sqlite"
        # SQLite's reads need no transaction of their own (our begin hook opens one); a
        # server's do not either, and a transaction would cost BEGIN and ROLLBACK.
        self._reader = (self.engine if self.sqlite
                        else self.engine.execution_options(isolation_level="AUTOCOMMIT"))
        self._pinned = threading.local()
        # browser key hash -> (student, until): asked on every request of a student
        self._keys: dict[str, tuple[str, bool, float]] = {}
        self._keys_lock = threading.Lock()
        self._keys_gen = 0
        self.schema_revision = self._migrate()
        self._rekey()
        if path is not None:
            _private(path)

    @classmethod
    def open(
        cls, *, folder: str | Path | None = None, url: str | None = None, timeout: float = 30.0,
        schema: str | None = None,
    ) -> ClassStore:
        """The store of a class ``folder`` (SQLite inside it) or of a database ``url`` (on a
        database server, in ``schema`` if given: created when missing)."""
        if url:
            return cls(url, timeout=timeout, schema=schema)
        if folder is None:
            raise ClassStoreError.verbatim("a class store needs a class folder or a database URL")
        base = Path(folder).expanduser()
        try:
            base.mkdir(parents=True, exist_ok=True, mode=0o700)
            path = base.resolve() / DB_NAME
            # Created private before SQLite opens it: results are the class's only.
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
            os.close(fd)
        except OSError as err:
            raise ClassStoreError.verbatim(f"cannot use the class folder {base}: {err}") from None
        return cls(f"sqlite:///{path}", timeout=timeout, path=path)

    # ---- transactions --------------------------------------------------------------------
    @contextlib.contextmanager
    def _read(self) -> Iterator[Connection]:
        pinned: Connection | None = getattr(self._pinned, "conn", None)
        if pinned is not None:  # inside snapshot(): its connection and its transaction
            yield pinned
            return
        try:
            with self._reader.connect() as conn:
                yield conn
        except sa.exc.SQLAlchemyError as err:
            raise ClassStoreError.verbatim(
                f"the class database cannot be read: {_reason(err)}"
            ) from None

    @contextlib.contextmanager
    def snapshot(self) -> Iterator[None]:
        """Every read of this thread inside the block sees the same moment of the class,
        on one connection (one transaction: on a server, REPEATABLE READ)."""
        if getattr(self._pinned, "conn", None) is not None:
            yield
            return
        engine = self.engine if self.sqlite else self.engine.execution_options(
            isolation_level="REPEATABLE READ")
        try:
            with engine.connect() as conn, conn.begin():
                self._pinned.conn = conn
                try:
                    yield
                finally:
                    self._pinned.conn = None
        except sa.exc.SQLAlchemyError as err:
            raise ClassStoreError.verbatim(
                f"the class database cannot be read: {_reason(err)}"
            ) from None

    @contextlib.contextmanager
    def _write(self) -> Iterator[Connection]:
        # One writer at a time in this process: SQLite would make the others wait anyway.
        lock = self._write_lock if self.sqlite else contextlib.nullcontext()
        try:
            with lock, self.engine.connect() as conn:
                conn = conn.execution_options(coteccio_write=True)
                with conn.begin():
                    yield conn
        except sa.exc.IntegrityError:
            raise
        except sa.exc.SQLAlchemyError as err:
            raise ClassStoreError.verbatim(
                f"the class database cannot be written: {_reason(err)}"
            ) from None
        finally:
            if self.path is not None:
                _private(self.path)

    def _migrate(self) -> str:
        """Bring the database to this kit's revision (``migrations/versions``, run by
        Alembic); the revision. A database of a newer kit is refused."""
        with self._write() as conn:
            revision = upgrade(conn)
            _rekey_students(conn)
            return revision

    # ---- students ----------------------------------------------------------------------------
    def join(self, name: str, key_hash: str, extra: bool = False,
             unlisted_wait: bool = False) -> str:
        """Bind ``name`` to a browser's key; the name as stored (first spelling kept).

        A name already taken is refused unless ``extra`` (the teacher let one more browser
        join as that student: ``local.BrowserCodes``). A new name is refused when the
        class has its size (``class_size``). A new name waits for the teacher when the
        class keeps a list and the name is not on it, or when ``unlisted_wait`` (a class
        game is open and no list was pasted: every name is unlisted then).
        """
        clean = clean_name(name)
        key = name_key(clean)
        try:
            with self._write() as conn:
                row = conn.execute(
                    sa.select(students.c.name, students.c.browsers_allowed)
                    .where(students.c.name_key == key)
                ).first()
                if row is None:
                    if reserved(clean):  # nobody joins as the teacher
                        raise ClassStoreError("class_err_name_reserved", name=clean)
                    most = self._class_size(conn)
                    joined = conn.execute(
                        sa.select(sa.func.count()).select_from(students)).scalar_one()
                    if joined >= most:
                        raise ClassStoreError("class_err_class_full", most=most)
                    # a second name of one student must not be dealt the class game
                    waits = unlisted_wait or self._keeps_list(conn)
                    conn.execute(sa.insert(students).values(
                        name=clean, name_key=key, browsers_allowed=1, at=_now(),
                        roster="waiting" if waits else None))
                    stored = clean
                else:
                    stored = str(row[0])
                    count = conn.execute(
                        sa.select(sa.func.count()).select_from(student_keys)
                        .where(student_keys.c.name_key == key)
                    ).scalar_one()
                    if extra:
                        conn.execute(sa.update(students).where(students.c.name_key == key)
                                     .values(browsers_allowed=int(count) + 1))
                    elif count >= int(row[1]):
                        raise NameTaken("class_err_name_taken", name=repr(stored))
                conn.execute(sa.insert(student_keys).values(
                    key_hash=key_hash, name_key=key, at=_now()))
        except sa.exc.IntegrityError:
            raise NameTaken("class_err_name_just_taken", name=repr(clean)) from None
        return stored

    def enrol(self, name: str) -> bool:
        """List a student whose name comes from elsewhere (a hub user), with no browser
        bound; True when the class did not list them yet."""
        clean = clean_name(name)
        key = name_key(clean)
        try:
            with self._write() as conn:
                if conn.execute(
                    sa.select(students.c.id).where(students.c.name_key == key)
                ).first() is not None:
                    return False
                conn.execute(sa.insert(students).values(
                    name=clean, name_key=key, browsers_allowed=1, at=_now()))
        except sa.exc.IntegrityError:
            return False  # listed meanwhile by another request of theirs
        return True

    def student(self, name: str) -> str | None:
        """The student ``name`` stands for (any spelling that looks alike), as stored."""
        key = name_key(name)
        with self._read() as conn:
            row = conn.execute(
                sa.select(students.c.name).where(students.c.name_key == key)
            ).first()
        return None if row is None else str(row[0])

    def known_student(self, key_hash: str) -> str | None:
        """The student of a browser key asked for less than ``KEY_SECONDS`` ago, from memory
        (None: ask :meth:`student_for_key`)."""
        found = self.known_key(key_hash)
        return None if found is None else found[0]

    def known_key(self, key_hash: str) -> tuple[str, bool] | None:
        """The student of a browser key asked for less than ``KEY_SECONDS`` ago, and whether
        their name waits for the teacher, from memory (None: ask :meth:`key_student`).
        Removing, renaming or admitting a student here forgets every key at once;
        ``KEY_SECONDS`` bounds a change made by another process."""
        with self._keys_lock:
            found = self._keys.get(key_hash)
        return found[:2] if found is not None and found[2] > time.monotonic() else None

    def student_for_key(self, key_hash: str) -> str | None:
        """The student of a browser key (None: no student has it)."""
        found = self.key_student(key_hash)
        return None if found is None else found[0]

    def key_student(self, key_hash: str) -> tuple[str, bool] | None:
        """The student of a browser key, and whether their name waits for the teacher to
        admit it (``ROSTER``); None for a key no student has."""
        with self._keys_lock:
            gen = self._keys_gen
        with self._read() as conn:
            row = conn.execute(
                sa.select(students.c.name, students.c.roster)
                .join(student_keys, student_keys.c.name_key == students.c.name_key)
                .where(student_keys.c.key_hash == key_hash)
            ).first()
        if row is None:  # an unknown key is not kept: it may be joined with in a moment
            return None
        found = (str(row[0]), row[1] == "waiting")
        with self._keys_lock:
            # a removal or a rename since the read began: what was read may be gone
            if gen == self._keys_gen:
                self._keys[key_hash] = (*found, time.monotonic() + KEY_SECONDS)
        return found

    def _forget_keys(self) -> None:
        with self._keys_lock:
            self._keys_gen += 1
            self._keys.clear()

    def students(self) -> list[StudentRow]:
        count = (
            sa.select(sa.func.count()).select_from(student_keys)
            .where(student_keys.c.name_key == students.c.name_key).scalar_subquery()
        )
        with self._read() as conn:
            rows = conn.execute(
                sa.select(students.c.name, students.c.at, count, students.c.browsers_allowed,
                          students.c.roster)
                .order_by(students.c.name_key)
            ).all()
        return [StudentRow(str(r[0]), str(r[1]), int(r[2]), int(r[3]), r[4]) for r in rows]

    # ---- the class list ------------------------------------------------------------------
    def _keeps_list(self, conn: Connection) -> bool:
        """The teacher listed the class: a name not on the list waits for admission."""
        return conn.execute(sa.select(students.c.id).where(
            students.c.roster == "listed").limit(1)).first() is not None

    def set_roster(self, names: object) -> list[str]:
        """The teacher's class list (``names``, as pasted): each name listed (a student
        already in the class under it, or a look-alike of it, is that student); the names
        as stored. The whole list is refused, nothing kept, when one name is not a name
        (``clean_name``), is the teacher's (``names.reserved``) or is on it twice (look-alike
        letters included)."""
        if (not isinstance(names, list) or not 1 <= len(names) <= CLASS_SIZE_MOST
                or not all(isinstance(n, str) for n in names)):
            raise ClassStoreError("class_err_roster_shape", most=CLASS_SIZE_MOST)
        keyed: dict[str, str] = {}
        for raw in names:
            clean = clean_name(raw)
            if reserved(clean):
                raise ClassStoreError("class_err_name_reserved", name=clean)
            key = name_key(clean)
            if key in keyed:
                raise ClassStoreError("class_err_roster_twice", name=repr(keyed[key]),
                                      again=repr(clean))
            keyed[key] = clean
        stored = []
        try:
            with self._write() as conn:
                for key, clean in keyed.items():
                    row = conn.execute(sa.select(students.c.name).where(
                        students.c.name_key == key)).first()
                    if row is None:
                        conn.execute(sa.insert(students).values(
                            name=clean, name_key=key, browsers_allowed=1, at=_now(),
                            roster="listed"))
                        stored.append(clean)
                    else:
                        conn.execute(sa.update(students).where(students.c.name_key == key)
                                     .values(roster="listed"))
                        stored.append(str(row[0]))
        except sa.exc.IntegrityError:
            raise NameTaken("class_err_name_just_taken", name=repr(stored[-1:])) from None
        finally:
            self._forget_keys()
        return stored

    def free_names(self) -> list[str]:
        """The listed names no browser has taken yet: the join page offers them."""
        bound = sa.select(student_keys.c.name_key).distinct()
        with self._read() as conn:
            rows = conn.execute(
                sa.select(students.c.name).where(students.c.roster == "listed")
                .where(students.c.name_key.not_in(bound)).order_by(students.c.id)).all()
        return [str(r[0]) for r in rows]

    def admit(self, name: str) -> str:
        """Let a waiting name into the class (``ROSTER``); the name as stored. A name that
        does not wait is refused (``class_err_not_waiting``)."""
        key = name_key(name)
        with self._write() as conn:
            row = conn.execute(sa.select(students.c.name, students.c.roster)
                               .where(students.c.name_key == key)).first()
            if row is None or row[1] != "waiting":
                raise ClassStoreError("class_err_not_waiting", name=repr(clean_name(name)))
            conn.execute(sa.update(students).where(students.c.name_key == key)
                         .values(roster="admitted"))
        self._forget_keys()
        return str(row[0])

    def admit_all(self) -> list[str]:
        """Let every waiting name into the class (``ROSTER``); the names, as stored."""
        with self._write() as conn:
            rows = conn.execute(sa.select(students.c.name).where(
                students.c.roster == "waiting").order_by(students.c.id)).all()
            conn.execute(sa.update(students).where(students.c.roster == "waiting")
                         .values(roster="admitted"))
        self._forget_keys()
        return [str(r[0]) for r in rows]

    def hold_joined(self) -> list[str]:
        """Without a class list, every name in the class the teacher has not admitted waits
        for admission (``ROSTER``), as a name that joins from now on does: a second name of
        one student joined before the class game is not dealt it. The names, as stored."""
        with self._write() as conn:
            if self._keeps_list(conn):
                return []
            rows = conn.execute(sa.select(students.c.name).where(
                students.c.roster.is_(None)).order_by(students.c.id)).all()
            conn.execute(sa.update(students).where(students.c.roster.is_(None))
                         .values(roster="waiting"))
        self._forget_keys()
        return [str(r[0]) for r in rows]

    def waiting(self, name: str) -> bool:
        """The student ``name`` waits for the teacher to admit them."""
        key = name_key(name)
        with self._read() as conn:
            row = conn.execute(sa.select(students.c.roster)
                               .where(students.c.name_key == key)).first()
        return row is not None and row[0] == "waiting"

    # ---- the class game -------------------------------------------------------------------------
    def set_game(self, game_json: str) -> None:
        """Store the class game (JSON text, checked by the caller); the latest one counts."""
        with self._write() as conn:
            conn.execute(sa.insert(games).values(game=game_json, at=_now()))

    def game(self) -> str | None:
        """The class game's JSON text, or None before the teacher sets one."""
        with self._read() as conn:
            row = conn.execute(
                sa.select(games.c.game).order_by(games.c.id.desc()).limit(1)
            ).first()
        return None if row is None else str(row[0])

    def games_given(self, most: int = 8) -> list[str]:
        """The class games given (JSON texts), the latest first, each once: at most
        ``most`` of them."""
        out: list[str] = []
        with self._read() as conn:
            for (text,) in conn.execute(
                sa.select(games.c.game).order_by(games.c.id.desc()).limit(most * 8)
            ):
                if str(text) not in out:
                    out.append(str(text))
                if len(out) == most:
                    break
        return out

    # ---- hands and matches ---------------------------------------------------------------------
    def hands(self, student: str, code: str, table: str) -> list[HandRow]:
        """``student``'s stored hands on one game, by hand number."""
        with self._read() as conn:
            rows = conn.execute(
                sa.select(hands.c.hand_no, hands.c.delta, hands.c.points, hands.c.outcome,
                          hands.c.record, hands.c.at, hands.c.hints, hands.c.takebacks,
                          hands.c.aids_by, hands.c.stand_in)
                .where(hands.c.student == student, hands.c.deal_code == code,
                       hands.c.rules == table)
                .order_by(hands.c.hand_no)
            ).all()
        return [HandRow(int(r[0]), int(r[1]), int(r[2]), str(r[3]), r[4], str(r[5]),
                        *_aids(r[6], r[7], r[8]), stand_in=bool(r[9])) for r in rows]

    def add_hand(
        self, student: str, code: str, table: str, hand_no: int, *, delta: int, points: int,
        outcome: str, record: str, match: tuple[bool, int] | None = None,
        hints: int | None = None, takebacks: int | None = None, aids_by: str | None = None,
        stand_in: bool = False,
    ) -> None:
        """Store one verified hand (and the match's end, if it ended): both or neither.

        ``stand_in``: a computer player moved for the student in this hand (the class's
        tables know; a hand a kernel sent was the student's own play).

        ``hints``, ``takebacks``, ``aids_by``: the help used in the hand and who says so
        (``AIDS_BY``), all three or none (not known); help that makes no sense is a
        ValueError, nothing stored. The same hand twice is refused (``DuplicateHand``):
        nothing is ever overwritten.
        """
        _check_aids(hints, takebacks, aids_by)
        try:
            with self._write() as conn:
                conn.execute(sa.insert(hands).values(
                    student=student, deal_code=code, rules=table, hand_no=hand_no, delta=delta,
                    points=points, outcome=outcome, at=_now(), record=record,
                    deal=deal_key(record), hints=hints, takebacks=takebacks,
                    aids_by=aids_by, stand_in=int(stand_in)))
                if match is not None:
                    won, count = match
                    conn.execute(sa.insert(matches).values(
                        student=student, deal_code=code, rules=table, won=int(won),
                        hands=count, at=_now()))
        except sa.exc.IntegrityError:
            raise DuplicateHand.verbatim(
                f"hand {hand_no} of {student} on {code} is already in the class results"
            ) from None

    def unjudged_hands(self, most: int = 1) -> list[UnjudgedHand]:
        """At most ``most`` stored hands with a record whose errors are not counted yet,
        the oldest first."""
        with self._read() as conn:
            rows = conn.execute(
                sa.select(hands.c.id, hands.c.deal_code, hands.c.rules, hands.c.hand_no,
                          hands.c.record)
                .where(hands.c.record.is_not(None), hands.c.decisions.is_(None))
                .order_by(hands.c.id).limit(most)
            ).all()
        return [UnjudgedHand(int(r[0]), str(r[1]), str(r[2]), int(r[3]), str(r[4]))
                for r in rows]

    def set_hand_errors(self, hand_id: int, decisions: int, errors: int) -> None:
        """The judge's count for stored hand ``hand_id``: the student's graded decisions and
        the mistakes or blunders among them (a hand is counted once: a second count of the
        same hand changes nothing)."""
        if not 0 <= errors <= decisions:
            raise ValueError(f"{errors} errors in {decisions} decisions")
        with self._write() as conn:
            conn.execute(sa.update(hands)
                         .where(hands.c.id == hand_id, hands.c.decisions.is_(None))
                         .values(decisions=decisions, errors=errors))

    def error_counts(self) -> dict[str, tuple[int, int, int]]:
        """Per student with stored records: (graded decisions, mistakes or blunders among
        them, hands not judged yet), as stored: nothing is judged here."""
        pending = sa.case((hands.c.decisions.is_(None), 1), else_=0)
        with self._read() as conn:
            rows = conn.execute(
                sa.select(hands.c.student, sa.func.coalesce(sa.func.sum(hands.c.decisions), 0),
                          sa.func.coalesce(sa.func.sum(hands.c.errors), 0),
                          sa.func.sum(pending))
                .where(hands.c.record.is_not(None))
                .group_by(hands.c.student)
            ).all()
        return {str(r[0]): (int(r[1]), int(r[2]), int(r[3])) for r in rows}

    def games_played(self) -> list[tuple[str, str]]:
        """Every (deal code, table) with results, the most recent first."""
        with self._read() as conn:
            rows = conn.execute(
                sa.select(hands.c.deal_code, hands.c.rules)
                .group_by(hands.c.deal_code, hands.c.rules)
                .order_by(sa.func.max(hands.c.at).desc(), hands.c.deal_code)
            ).all()
        return [(str(r[0]), str(r[1])) for r in rows]

    def standings(self, code: str, table: str, *, counts_down: bool = True) -> list[Standing]:
        """Every student on one game (code *and* table), in the order of :func:`rank_key`.

        ``counts_down``: the counter is lives (a higher change is better); for bóle and
        points a lower change is better. An annulled or void hand counts neither its
        change (none) nor its card points; nor does a hand a computer player moved in
        for the student (``stand_in``), and a match with such a hand is not won.
        """
        with self._read() as conn:
            rows = conn.execute(
                # whether a record is there, not the record (2 KB a hand, read per state)
                sa.select(hands.c.student, hands.c.hand_no, hands.c.delta, hands.c.points,
                          hands.c.record.is_not(None), hands.c.deal, hands.c.outcome,
                          hands.c.hints, hands.c.takebacks, hands.c.aids_by, hands.c.stand_in)
                .where(hands.c.deal_code == code, hands.c.rules == table)
                .order_by(hands.c.student, hands.c.hand_no)
            ).all()
            done = {
                str(r[0]): bool(r[1])
                for r in conn.execute(
                    sa.select(matches.c.student, sa.func.max(matches.c.won))
                    .where(matches.c.deal_code == code, matches.c.rules == table)
                    .group_by(matches.c.student)
                )
            }
        by_student: dict[str, list[Any]] = {}
        for row in rows:
            by_student.setdefault(str(row[0]), []).append(row)
        out = []
        for student, got in by_student.items():
            stand_ins = tuple(bool(r[10]) for r in got)
            counted = tuple(str(r[6]) not in NOT_COUNTED and not stood
                            for r, stood in zip(got, stand_ins))
            out.append(Standing(
                student=student,
                by_hand=tuple((int(r[1]), int(r[2])) for r in got),
                total_delta=sum(int(r[2]) for r, stood in zip(got, stand_ins) if not stood),
                total_points=sum(int(r[3]) for r, c in zip(got, counted) if c),
                finished=student in done,
                won=done.get(student, False) and not any(stand_ins),
                verified=all(r[4] for r in got),
                deals=tuple(str(r[5] or "") for r in got),
                counted=counted,
                aids=tuple(_aids(r[7], r[8], r[9]) for r in got),
                stand_ins=stand_ins,
            ))
        out.sort(key=lambda s: rank_key(s, counts_down))
        return out

    def last_activity(self) -> dict[str, str]:
        """Each student's latest hand or exercise check (UTC, ISO), by name as stored."""
        out: dict[str, str] = {}
        with self._read() as conn:
            for table in (hands, checks):
                for name, at in conn.execute(
                    sa.select(table.c.student, sa.func.max(table.c.at)).group_by(table.c.student)
                ):
                    if at is not None and (str(name) not in out or str(at) > out[str(name)]):
                        out[str(name)] = str(at)
        return out

    def count(self) -> int:
        """Hands stored (every game)."""
        with self._read() as conn:
            return int(conn.execute(sa.select(sa.func.count()).select_from(hands)).scalar_one())

    # ---- lesson progress ------------------------------------------------------------------------
    def add_check(self, student: str, lesson: int, exercise: str, correct: bool,
                  answer: str = "") -> int:
        """Store one exercise check (``answer``: the learner's, JSON text); the attempt's
        number (1 for the first)."""
        for _ in range(20):
            try:
                with self._write() as conn:
                    attempt = int(conn.execute(
                        sa.select(sa.func.count()).select_from(checks).where(
                            checks.c.student == student, checks.c.lesson == lesson,
                            checks.c.exercise == exercise)
                    ).scalar_one()) + 1
                    conn.execute(sa.insert(checks).values(
                        student=student, lesson=lesson, exercise=exercise,
                        correct=int(bool(correct)), attempt=attempt, at=_now(),
                        answer=answer[:ANSWER_MAX]))
                return attempt
            except sa.exc.IntegrityError:
                continue  # the same student's other browser took that attempt number
        raise ClassStoreError("class_err_checks_busy")

    def checks(self) -> list[CheckRow]:
        with self._read() as conn:
            rows = conn.execute(
                sa.select(checks.c.student, checks.c.lesson, checks.c.exercise, checks.c.correct,
                          checks.c.attempt, checks.c.at, checks.c.answer)
                .order_by(checks.c.id)
            ).all()
        return [CheckRow(str(r[0]), int(r[1]), str(r[2]), bool(r[3]), int(r[4]), str(r[5]),
                         str(r[6] or "")) for r in rows]

    def practice(self, student: str) -> list[dict[str, Any]]:
        """``student``'s practice drills (lesson ``PRACTICE``) as judged, oldest first, as
        ``{"skill", "correct", "at"}``: the practice page's schedule is read back from them
        (``drills.Schedule.of_checks``)."""
        with self._read() as conn:
            rows = conn.execute(
                sa.select(checks.c.exercise, checks.c.correct, checks.c.at)
                .where(checks.c.student == student, checks.c.lesson == PRACTICE)
                .order_by(checks.c.id)
            ).all()
        return [{"skill": str(r[0]), "correct": bool(r[1]), "at": str(r[2])} for r in rows]

    # ---- mistakes of play, and the class's drill --------------------------------------------
    def add_mistake(self, student: str, item: str, skill: str, grade: str,
                    question: str) -> bool:
        """Keep a mistake the service graded; False when the student has it already."""
        try:
            with self._write() as conn:
                conn.execute(sa.insert(mistakes).values(
                    student=student, item=item, skill=skill, grade=grade, question=question,
                    at=_now()))
        except sa.exc.IntegrityError:
            return False
        return True

    def mistakes(self, student: str | None = None) -> list[MistakeRow]:
        """The mistakes kept (``student``'s, or everyone's), oldest first."""
        query = sa.select(mistakes.c.student, mistakes.c.item, mistakes.c.skill,
                          mistakes.c.grade, mistakes.c.question, mistakes.c.at)
        if student is not None:
            query = query.where(mistakes.c.student == student)
        with self._read() as conn:
            rows = conn.execute(query.order_by(mistakes.c.id)).all()
        return [MistakeRow(*(str(v) for v in r)) for r in rows]

    def add_retry(self, student: str, item: str, correct: bool) -> None:
        with self._write() as conn:
            conn.execute(sa.insert(mistake_answers).values(student=student, item=item,
                                                   correct=int(bool(correct)), at=_now()))

    def retries(self, student: str | None = None) -> list[tuple[str, str, bool, str]]:
        """The judged answers to mistakes: (student, item, correct, at), oldest first."""
        query = sa.select(mistake_answers.c.student, mistake_answers.c.item,
                          mistake_answers.c.correct, mistake_answers.c.at)
        if student is not None:
            query = query.where(mistake_answers.c.student == student)
        with self._read() as conn:
            rows = conn.execute(query.order_by(mistake_answers.c.id)).all()
        return [(str(r[0]), str(r[1]), bool(r[2]), str(r[3])) for r in rows]

    def class_drill(self) -> str | None:
        """The drill the teacher gave the class (JSON text), if any."""
        with self._read() as conn:
            return self._setting(conn, "class_drill")

    def set_class_drill(self, text: str | None) -> None:
        with self._write() as conn:
            if text is None:
                conn.execute(sa.delete(meta_table).where(meta_table.c.key == "class_drill"))
            else:
                self._set_setting(conn, "class_drill", text)

    def version(self) -> tuple[int, ...]:
        """Changes when anything the teacher sees changes (the page polls it)."""
        latest = [sa.select(sa.func.coalesce(sa.func.max(t.c.id), 0)).scalar_subquery()
                  for t in (hands, matches, checks, games, students, mistakes, mistake_answers)]
        keys = sa.select(sa.func.count()).select_from(student_keys).scalar_subquery()
        judged = (sa.select(sa.func.count()).select_from(hands)
                  .where(hands.c.decisions.is_not(None)).scalar_subquery())
        # a name listed or admitted changes no id nor count above
        roster = [sa.select(sa.func.count()).select_from(students)
                  .where(students.c.roster == state).scalar_subquery()
                  for state in ("listed", "waiting")]
        with self._read() as conn:  # one statement: one round trip to a server
            row = conn.execute(sa.select(*latest, keys, judged, *roster)).one()
        return tuple(int(v) for v in row)

    # ---- managing the class ---------------------------------------------------------------
    def _setting(self, conn: Connection, key: str) -> str | None:
        row = conn.execute(sa.select(meta_table.c.value).where(meta_table.c.key == key)).first()
        return None if row is None else str(row[0])

    def _set_setting(self, conn: Connection, key: str, value: str) -> None:
        conn.execute(sa.delete(meta_table).where(meta_table.c.key == key))
        conn.execute(sa.insert(meta_table).values(key=key, value=value))

    def _class_size(self, conn: Connection) -> int:
        text = self._setting(conn, "class_size")
        return int(text) if text is not None and text.isdigit() else CLASS_SIZE

    def class_size(self) -> tuple[int, int]:
        """(students who may join, students listed)."""
        with self._read() as conn:
            listed = conn.execute(sa.select(sa.func.count()).select_from(students)).scalar_one()
            return self._class_size(conn), int(listed)

    def set_class_size(self, most: object) -> int:
        """How many students may join (1 to ``CLASS_SIZE_MOST``); those listed stay."""
        if isinstance(most, bool) or not isinstance(most, int) or not (
            1 <= most <= CLASS_SIZE_MOST
        ):
            raise ClassStoreError("class_err_class_size", most=CLASS_SIZE_MOST)
        with self._write() as conn:
            self._set_setting(conn, "class_size", str(most))
        return most

    def remove_student(self, name: str) -> str:
        """Take a student off the class: their browsers, hands, matches and checks; the
        name as it was stored. (Under a hub, their next request lists them again.)"""
        key = name_key(name)
        with self._write() as conn:
            row = conn.execute(
                sa.select(students.c.name).where(students.c.name_key == key)).first()
            if row is None:
                raise ClassStoreError("class_err_no_student", name=repr(clean_name(name)))
            stored = str(row[0])
            conn.execute(sa.delete(student_keys).where(student_keys.c.name_key == key))
            conn.execute(sa.delete(students).where(students.c.name_key == key))
            for table in (hands, matches, checks, *PRACTICE_TABLES):
                conn.execute(sa.delete(table).where(table.c.student == stored))
        self._forget_keys()
        return stored

    def rename_student(self, name: str, new: str) -> str:
        """Give a student another name (their browsers and results follow); the new name as
        stored. A name that looks like another student's is refused."""
        key = name_key(name)
        clean = clean_name(new)
        if reserved(clean):
            raise ClassStoreError("class_err_name_reserved", name=clean)
        new_key = name_key(clean)
        try:
            with self._write() as conn:
                row = conn.execute(
                    sa.select(students.c.name).where(students.c.name_key == key)).first()
                if row is None:
                    raise ClassStoreError("class_err_no_student", name=repr(clean_name(name)))
                old = str(row[0])
                if new_key != key and conn.execute(
                    sa.select(students.c.id).where(students.c.name_key == new_key)
                ).first() is not None:
                    raise NameTaken("class_err_name_taken", name=repr(clean))
                conn.execute(sa.update(students).where(students.c.name_key == key)
                             .values(name=clean, name_key=new_key))
                conn.execute(sa.update(student_keys).where(student_keys.c.name_key == key)
                             .values(name_key=new_key))
                for table in (hands, matches, checks, *PRACTICE_TABLES):
                    conn.execute(sa.update(table).where(table.c.student == old)
                                 .values(student=clean))
        except sa.exc.IntegrityError:
            raise NameTaken("class_err_name_just_taken", name=repr(clean)) from None
        finally:
            self._forget_keys()
        return clean

    def _rekey(self) -> None:
        """Make the students' name keys again when they were made another way (a class
        folder from before look-alike names were one name). Two students already listed
        whose names now look alike both stay: the later keeps a key of its own."""
        with self._write() as conn:
            if self._setting(conn, "name_keys") == NAME_KEYS:
                return
            rows = conn.execute(
                sa.select(students.c.id, students.c.name, students.c.name_key)
                .order_by(students.c.id)).all()
            taken: set[str] = set()
            moves = []
            for sid, name, old in rows:
                try:
                    key = name_key(str(name))
                except ClassStoreError:  # a name the first class mode let in
                    key = str(old)
                if key in taken:
                    key = f"{key}#{sid}"
                taken.add(key)
                if key != old:
                    moves.append((str(old), key))
            # through a temporary key: a new key may be another row's old one
            for old, _key in moves:
                temp = f"\x01{old}"
                conn.execute(sa.update(students).where(students.c.name_key == old)
                             .values(name_key=temp))
                conn.execute(sa.update(student_keys).where(student_keys.c.name_key == old)
                             .values(name_key=temp))
            for old, key in moves:
                temp = f"\x01{old}"
                conn.execute(sa.update(students).where(students.c.name_key == temp)
                             .values(name_key=key))
                conn.execute(sa.update(student_keys).where(student_keys.c.name_key == temp)
                             .values(name_key=key))
            self._set_setting(conn, "name_keys", NAME_KEYS)

    def close(self) -> None:
        """Close every connection; on SQLite, first move the write-ahead log into the
        database file, so that ``results.sqlite3`` alone holds the whole class."""
        self.checkpoint()
        self.engine.dispose()

    def checkpoint(self) -> None:
        """SQLite: write the WAL's pages into the database file and empty the WAL (other
        connections of this process are closed first, so none holds the log open)."""
        if not self.sqlite:
            return
        self.engine.dispose()
        with contextlib.suppress(sa.exc.SQLAlchemyError), self.engine.connect() as conn:
            conn.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
        self.engine.dispose()

    def backup(self, dest: str | Path) -> Path:
        """A consistent copy of the class's SQLite database at ``dest`` (SQLite's online
        backup: students may go on playing meanwhile); the file written, mode 0600. A
        folder (or a name ending in '/', made if needed) gets a dated file in it.

        A database server is backed up with its own tool (``pg_dump``), not from here.
        """
        if not self.sqlite or self.path is None:
            raise ClassStoreError.verbatim(
                "this class database is on a database server: back it up with the server's "
                "own tool (PostgreSQL: pg_dump, see docs/hub.md)")
        target = Path(dest).expanduser()
        if isinstance(dest, str) and dest.endswith(("/", os.sep)):
            try:  # 'backups/' names a folder, even before it exists
                target.mkdir(parents=True, exist_ok=True)
            except OSError as err:
                raise ClassStoreError.verbatim(f"cannot make the folder {target}: {err}") from None
        if target.is_dir():
            target = target / f"results-{datetime.now(timezone.utc):%Y%m%d-%H%M%S}.sqlite3"
        if target.resolve() == self.path.resolve():
            raise ClassStoreError.verbatim("a backup cannot overwrite the class's own database")
        import sqlite3

        try:
            fd = os.open(target, os.O_RDWR | os.O_CREAT | os.O_TRUNC, 0o600)
            os.close(fd)
            src = sqlite3.connect(self.path, timeout=self.timeout)
            try:
                out = sqlite3.connect(target)
                try:
                    src.backup(out)
                    # the copy is one self-contained file, whatever journal the source uses
                    out.execute("PRAGMA journal_mode=DELETE")
                finally:
                    out.close()
            finally:
                src.close()
        except (OSError, sqlite3.Error) as err:
            raise ClassStoreError.verbatim(f"cannot back up the class to {target}: {err}") from None
        _private(target)
        return target


SCHEMA_NAME = re.compile(r"[a-z_][a-z0-9_]{0,62}")
"""A schema name written into SQL as it is: lower-case letters, digits, underscores."""


def _create_schema(url: str, schema: str) -> None:
    """The schema on the database server, created when missing (before the store's own
    engine connects: its connections look for their tables there)."""
    if url.startswith("sqlite") or not SCHEMA_NAME.fullmatch(schema):
        raise ClassStoreError.verbatim(
            f"a class's schema is a name of a-z, 0-9 and _ on a database server, not {schema!r}")
    engine = sa.create_engine(url)
    try:
        with engine.begin() as conn:
            conn.exec_driver_sql(f"CREATE SCHEMA IF NOT EXISTS {schema}")
    except sa.exc.SQLAlchemyError as err:
        raise ClassStoreError.verbatim(
            f"cannot make the schema {schema} in the class database {_safe(url)}: "
            f"{_reason(err)}") from None
    finally:
        engine.dispose()


def _engine(url: str, timeout: float, schema: str | None = None) -> Engine:
    if url.startswith("sqlite"):
        engine = sa.create_engine(url, connect_args={"timeout": timeout})

        @event.listens_for(engine, "connect")
        def _connect(dbapi: Any, _record: Any) -> None:
            # SQLAlchemy's own recipe: let it, not the sqlite3 module, emit BEGIN.
            dbapi.isolation_level = None
            cur = dbapi.cursor()
            cur.execute("PRAGMA journal_mode=WAL")
            cur.execute(f"PRAGMA busy_timeout={int(timeout * 1000)}")
            cur.close()

        @event.listens_for(engine, "begin")
        def _begin(conn: Connection) -> None:
            write = conn.get_execution_options().get("coteccio_write", False)
            conn.exec_driver_sql("BEGIN IMMEDIATE" if write else "BEGIN")

        return engine
    # a class's schema first on the search path: every unqualified table name is its own
    connect = {"options": f"-csearch_path={schema}"} if schema is not None else {}
    engine = sa.create_engine(url, pool_size=5, max_overflow=10, connect_args=connect)

    # A server may have dropped a connection that rested in the pool (a restart, an idle
    # timeout on the way): a connection that rested IDLE_CHECK seconds is pinged before
    # use, and a dead one replaced (SQLAlchemy's pool_pre_ping, but not on every use: in
    # a busy class each ping is one more round trip on every request).
    @event.listens_for(engine, "connect")
    @event.listens_for(engine, "checkin")
    def _rests(_dbapi: Any, record: Any) -> None:
        record.info["rests_since"] = time.monotonic()

    @event.listens_for(engine, "checkout")
    def _alive(dbapi: Any, record: Any, _proxy: Any) -> None:
        if time.monotonic() - record.info.get("rests_since", 0.0) < IDLE_CHECK:
            return
        try:
            engine.dialect.do_ping(dbapi)
        except Exception as err:  # the driver's own error, whichever: the pool retries
            raise sa.exc.DisconnectionError(f"a pooled connection is dead: {err}") from err

    return engine


def _private(path: Path) -> None:
    """The database and its WAL files readable by the service's user only."""
    for p in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
        with contextlib.suppress(OSError):
            if p.exists() and p.stat().st_mode & 0o077:
                p.chmod(0o600)


def _reason(err: sa.exc.SQLAlchemyError) -> str:
    orig = getattr(err, "orig", None)
    return str(orig if orig is not None else err).splitlines()[0]


def _safe(url: str) -> str:
    """A database URL without its password, for messages."""
    try:
        return sa.engine.make_url(url).render_as_string(hide_password=True)
    except sa.exc.ArgumentError:
        return "(unreadable URL)"


def rank_key(s: Standing, counts_down: bool = True) -> tuple[Any, ...]:
    """The class's order: won matches first (best total, then fewest hands), then matches
    being played (best total, then most hands), then lost matches (the longest first, then
    best total); fewer card points, then the name, break ties. A match is ranked by how it
    ended before any total: two hands at 0 do not beat a match won in fifteen."""
    better = -s.total_delta if counts_down else s.total_delta  # lower sorts first
    if s.won:
        return (0, better, s.hands, s.total_points, s.student)
    if not s.finished:
        return (1, better, -s.hands, s.total_points, s.student)
    return (2, -s.hands, better, s.total_points, s.student)


def _check_aids(hints: object, takebacks: object, by: object) -> None:
    if hints is None and takebacks is None and by is None:
        return
    if by not in AIDS_BY:
        raise ValueError(f"who says what help was used: one of {AIDS_BY}, not {by!r}")
    for value in (hints, takebacks):
        if type(value) is not int or not 0 <= value <= AIDS_MOST:
            raise ValueError(f"hints and take-backs are counts of 0 to {AIDS_MOST}, "
                             f"not {value!r}")


def _aids(hints: Any, takebacks: Any, by: Any) -> tuple[int | None, int | None, str | None]:
    """A hand's help as stored; all None unless all three are there."""
    if hints is None or takebacks is None or by is None:
        return None, None, None
    return int(hints), int(takebacks), str(by)


def standings_columns(standings: Sequence[Standing]) -> list[int]:
    """The hand numbers any student has, in order: the teacher's columns."""
    return sorted({n for s in standings for n, _ in s.by_hand})
