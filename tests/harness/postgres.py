"""A throwaway PostgreSQL server in a temporary folder: for tests and benchmarks.

The class store speaks PostgreSQL as well as SQLite; the tests prove it against a real
server, started here from Debian's binaries (``initdb``, ``pg_ctl``), never a mock.

>>> server = PostgresServer.find()  # doctest: +SKIP
>>> with server:                      # doctest: +SKIP
...     url = server.create_database("class1")  # postgresql+psycopg://postgres@127.0.0.1:PORT/class1

Facts this relies on (measured on Debian 12, PostgreSQL 15):

- ``initdb`` and ``pg_ctl`` refuse to run as root, so as root they run as the ``postgres``
  user through ``runuser`` (the data folder is given to that user); as anyone else they
  run as that user.
- The server listens on 127.0.0.1 only, on a free port, with its socket in the temporary
  folder (not ``/var/run/postgresql``, which needs the Debian service), authentication
  ``trust`` (nobody but this machine reaches it, and only for the test's lifetime),
  ``fsync=off`` (a test database need not survive a power cut).
- ``CREATE DATABASE`` cannot run inside a transaction: the connection is in autocommit.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from .serverproc import free_port

__all__ = ["PostgresError", "PostgresServer", "find_bindir"]

_DEBIAN_ROOT = Path("/usr/lib/postgresql")
_SAFE_NAME = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")


class PostgresError(ValueError):
    """PostgreSQL cannot be found, started or used; the message says why."""


def find_bindir() -> Path | None:
    """The folder of ``initdb`` and ``pg_ctl``: ``$COTECCIO_PGBIN``, else Debian's newest."""
    explicit = os.environ.get("COTECCIO_PGBIN")
    candidates = [Path(explicit)] if explicit else []
    if _DEBIAN_ROOT.is_dir():
        versions = sorted(
            (p for p in _DEBIAN_ROOT.iterdir() if p.name.isdigit()),
            key=lambda p: int(p.name),
            reverse=True,
        )
        candidates += [v / "bin" for v in versions]
    pg_ctl = shutil.which("pg_ctl")
    if pg_ctl:
        candidates.append(Path(pg_ctl).parent)
    for folder in candidates:
        if (folder / "initdb").exists() and (folder / "pg_ctl").exists():
            return folder
    return None


class PostgresServer:
    """One PostgreSQL cluster in a temporary folder, on 127.0.0.1 and a free port."""

    superuser = "postgres"

    def __init__(self, bindir: Path) -> None:
        self.bindir = bindir
        self.port = 0
        self.folder: Path | None = None
        self._as_postgres = os.geteuid() == 0

    @classmethod
    def find(cls) -> PostgresServer:
        """A server from the binaries on this machine; PostgresError says what is missing."""
        bindir = find_bindir()
        if bindir is None:
            raise PostgresError(
                "PostgreSQL's initdb and pg_ctl were not found (apt-get install postgresql, "
                "or set COTECCIO_PGBIN to their folder)"
            )
        if os.geteuid() == 0 and shutil.which("runuser") is None:
            raise PostgresError("running as root, PostgreSQL needs runuser (util-linux)")
        return cls(bindir)

    @property
    def data(self) -> Path:
        if self.folder is None:
            raise PostgresError("the PostgreSQL server is not started")
        return self.folder / "data"

    @property
    def log_path(self) -> Path:
        if self.folder is None:
            raise PostgresError("the PostgreSQL server is not started")
        return self.folder / "server.log"

    def url(self, database: str = "postgres") -> str:
        """The SQLAlchemy URL of a database (psycopg 3, named explicitly: SQLAlchemy 2.0
        would pick psycopg2 for a bare ``postgresql://``)."""
        return f"postgresql+psycopg://{self.superuser}@127.0.0.1:{self.port}/{database}"

    def _run(self, *args: str) -> None:
        cmd = [str(self.bindir / args[0]), *args[1:]]
        if self._as_postgres:
            cmd = ["runuser", "-u", "postgres", "--", *cmd]
        # cwd "/": as the postgres user, root's home (the usual cwd) is unreadable.
        done = subprocess.run(cmd, cwd="/", capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            raise PostgresError(
                f"{args[0]} failed (exit {done.returncode}): "
                f"{(done.stderr or done.stdout).strip()[-2000:]}"
            )

    def start(self) -> str:
        """initdb, then start on a free port; returns the URL of the ``postgres`` database."""
        self.folder = Path(tempfile.mkdtemp(prefix="coteccio-pg-"))
        if self._as_postgres:
            shutil.chown(self.folder, "postgres", "postgres")
        self._run(
            "initdb", "-D", str(self.data), "-U", self.superuser, "-A", "trust",
            "-E", "UTF8", "--locale=C.UTF-8",
        )
        last: PostgresError | None = None
        for _ in range(3):  # the port may be taken between choosing it and binding it
            self.port = free_port()
            options = (
                f"-p {self.port} -k {self.folder} -c listen_addresses=127.0.0.1 -c fsync=off"
            )
            try:
                self._run(
                    "pg_ctl", "-D", str(self.data), "-l", str(self.log_path), "-w", "-t", "30",
                    "-o", options, "start",
                )
                return self.url()
            except PostgresError as err:
                last = err
        self.stop()
        raise PostgresError(f"PostgreSQL did not start: {last}\n{self.log_tail()}")

    def stop(self) -> None:
        """Stop the server (fast shutdown) and remove its folder."""
        if self.folder is None:
            return
        if (self.data / "postmaster.pid").exists():
            try:
                self._run("pg_ctl", "-D", str(self.data), "-m", "fast", "-w", "stop")
            except PostgresError:
                self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.folder, ignore_errors=True)
        self.folder = None

    def create_database(self, name: str) -> str:
        """Create an empty database; returns its SQLAlchemy URL."""
        if not _SAFE_NAME.match(name):
            raise PostgresError(f"not a plain database name: {name!r}")
        self._execute(f'CREATE DATABASE "{name}"')
        return self.url(name)

    def drop_database(self, name: str) -> None:
        """Drop a database, closing whatever connections are still open to it."""
        if not _SAFE_NAME.match(name):
            raise PostgresError(f"not a plain database name: {name!r}")
        self._execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    def _execute(self, sql: str) -> None:
        import psycopg

        conninfo = f"host=127.0.0.1 port={self.port} user={self.superuser} dbname=postgres"
        try:
            with psycopg.connect(conninfo, autocommit=True, connect_timeout=10) as db:
                db.execute(sql.encode())
        except psycopg.Error as err:
            raise PostgresError(f"{sql}: {err}") from None

    def log_tail(self, lines: int = 40) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except (OSError, PostgresError):
            return ""

    def __enter__(self) -> PostgresServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
