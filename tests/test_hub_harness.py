"""The test infrastructure of the hub tests: a real PostgreSQL server and a real JupyterHub.

These prove the fixtures themselves (the class service's own tests build on them): the
server takes SQL through SQLAlchemy and psycopg 3, databases are separate, stopping leaves
nothing behind; the hub logs users in with the shared password, spawns their servers with
the local spawner and stops every process it started.
"""

from __future__ import annotations

import socket
from pathlib import Path

import psutil
import pytest
import sqlalchemy as sa
from harness.postgres import PostgresError, PostgresServer
from harness.testhub import HubError, HubProcess


def test_postgres_takes_sql_through_sqlalchemy_and_psycopg3(postgres_url: str) -> None:
    engine = sa.create_engine(postgres_url)
    assert engine.dialect.driver == "psycopg"
    with engine.begin() as db:
        db.execute(sa.text("CREATE TABLE t (name TEXT PRIMARY KEY, n INTEGER)"))
        db.execute(sa.text("INSERT INTO t VALUES ('àna', 3)"))
    with engine.connect() as db:
        assert db.execute(sa.text("SELECT name, n FROM t")).all() == [("àna", 3)]
        assert db.execute(sa.text("SELECT current_setting('listen_addresses')")).scalar() == (
            "127.0.0.1"
        )
    engine.dispose()


def test_each_test_gets_its_own_empty_database(postgres: PostgresServer) -> None:
    first, second = postgres.create_database("iso_a"), postgres.create_database("iso_b")
    try:
        with sa.create_engine(first).begin() as db:
            db.execute(sa.text("CREATE TABLE only_here (x INTEGER)"))
        with sa.create_engine(second).connect() as db:
            tables = db.execute(
                sa.text("SELECT count(*) FROM pg_tables WHERE tablename = 'only_here'")
            )
            assert tables.scalar() == 0
    finally:
        postgres.drop_database("iso_a")
        postgres.drop_database("iso_b")


def test_database_names_are_plain(postgres: PostgresServer) -> None:
    with pytest.raises(PostgresError, match="not a plain database name"):
        postgres.create_database('x"; DROP DATABASE postgres; --')


def _port_open(port: int) -> bool:
    with socket.socket() as sock:
        return sock.connect_ex(("127.0.0.1", port)) == 0


def test_a_stopped_server_leaves_no_folder_and_no_listener(postgres: PostgresServer) -> None:
    server = PostgresServer(postgres.bindir)
    server.start()
    folder, port = server.folder, server.port
    assert folder is not None and (folder / "data" / "PG_VERSION").exists()
    assert _port_open(port)
    server.stop()
    assert not folder.exists()
    assert not _port_open(port)


def test_hub_logs_users_in_spawns_their_servers_and_stops_everything(
    hub_factory: object,
) -> None:
    hub: HubProcess = hub_factory(users=["ana", "bo"])  # type: ignore[operator]
    assert hub.proc is not None
    session = hub.login("ana")
    with pytest.raises(HubError, match="login as bo: 403"):
        hub.login("bo", password="not-the-shared-password")
    with pytest.raises(HubError, match="login as mallory: 403"):
        hub.login("mallory")  # not an allowed user
    url = hub.start_server("ana")
    assert url.endswith("/user/ana/")
    # ana's browser session reaches her server (through the server's OAuth with the hub);
    # bo's server is not hers to open.
    mine = session.get(f"{url}api/me", timeout=30)
    assert mine.status_code == 403  # an API call carries no OAuth cookie yet
    tree = session.get(f"{url}lab", timeout=30)
    assert tree.status_code == 200 and tree.url.startswith(url), tree.url
    assert session.get(f"{url}api/me", timeout=30).json()["identity"]["name"] == "ana"
    other = session.get(f"{hub.url}user/bo/lab", timeout=30)
    assert "/user/bo/" not in other.url or other.status_code != 200
    # ana's single-user server runs this venv's jupyterhub-singleuser on the lessons.
    children = psutil.Process(hub.proc.pid).children(recursive=True)
    commands = [" ".join(child.cmdline()) for child in children]
    assert any("jupyterhub-singleuser" in cmd for cmd in commands), commands
    assert any("configurable-http-proxy" in cmd for cmd in commands), commands
    folder = hub.folder
    hub.stop()
    assert folder is not None and not Path(folder).exists()
    for child in children:
        assert not child.is_running() or child.status() == psutil.STATUS_ZOMBIE, child
