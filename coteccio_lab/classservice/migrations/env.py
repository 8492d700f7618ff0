"""Alembic's environment for the class store's revisions.

The kit runs them itself when it opens a store (``store.ClassStore``), on the store's own
connection, handed here in ``config.attributes["connection"]``. A developer runs Alembic's
command line on a database by URL (docs/hub.md, "Upgrading the kit")::

    .venv/bin/alembic -c coteccio_lab/classservice/migrations/alembic.ini \\
        -x url=sqlite:///class/results.sqlite3 current
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import context


def _run(connection: sa.Connection) -> None:
    context.configure(connection=connection)
    with context.begin_transaction():
        context.run_migrations()


def _main() -> None:
    given = context.config.attributes.get("connection")
    if given is not None:
        _run(given)
        return
    url = context.get_x_argument(as_dictionary=True).get("url")
    if not url:
        raise SystemExit("say which database: -x url=sqlite:///class/results.sqlite3")
    engine = sa.create_engine(url)
    with engine.begin() as conn:
        _run(conn)
    engine.dispose()


# Alembic runs this file with its context set; anything else that imports it (pytest's
# --doctest-modules collecting the package) finds no context and leaves it alone.
if hasattr(context, "config"):
    _main()
