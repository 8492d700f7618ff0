"""``coteccio-lab class-backup``: a copy of a class folder's database, safe while it plays.

It uses SQLite's online backup (``ClassStore.backup``), so the class need not stop; the
copy is one self-contained file that a stopped launcher opens again once it is put back as
``results.sqlite3`` (see ``docs/classroom.md``). A class under JupyterHub keeps its results
in PostgreSQL: ``pg_dump`` backs that up (``docs/hub.md``).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

__all__ = ["add_arguments", "run"]


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.description = (
        "Copy the class's database (students, class games, every verified hand, every "
        "exercise check) to one file with SQLite's online backup: the class may go on "
        "playing. To restore, stop the launcher and copy the file back as "
        "CLASS_DIR/results.sqlite3."
    )
    p.add_argument("--class-dir", required=True, type=Path,
                   help="the class folder (the launcher's --class-dir)")
    # kept as typed: a trailing '/' says a folder, made if it is not there yet
    p.add_argument("dest", type=str,
                   help="the backup file to write, or a folder (a dated file is made in it; "
                        "a name ending in '/' is a folder, made if needed)")


def run(args: argparse.Namespace) -> int:
    from ..classservice.store import DB_NAME, ClassStore, ClassStoreError

    folder: Path = args.class_dir.expanduser()
    if not (folder / DB_NAME).is_file():
        print(f"coteccio-lab class-backup: {folder} has no {DB_NAME}: is it a class folder?",
              file=sys.stderr)
        return 2
    try:
        store = ClassStore.open(folder=folder)
        try:
            written = store.backup(args.dest)
            hands = store.count()
            students = len(store.students())
        finally:
            store.engine.dispose()  # not close(): the running launcher owns the WAL
    except ClassStoreError as err:
        print(f"coteccio-lab class-backup: {err}", file=sys.stderr)
        return 1
    print(f"Backed up {students} students and {hands} hands to {written}")
    return 0

