"""Several classes under one hub service: their ids, hub groups, paths and databases.

By default a hub service is one class (``hub.py``). An admin may give it several
(``configure_class_service(classes=...)``, ``coteccio-lab class-service --classes a,b``):
each class has an id, and then

- its students are the hub group ``class-<id>`` and its teachers ``teachers-<id>``: the
  hub says who is in which (JupyterHub groups), nobody joins by typing;
- it is served at ``<prefix>classes/<id>/``: every page and every endpoint of a class is
  under its own path, answered by a class service of its own (its store, its referee, its
  tables), so a request to one class never reaches another's data;
- its results are kept apart in the one database: a schema of its own on a database
  server (``coteccio_<id>``), a file of its own beside the SQLite file
  (``results-<id>.sqlite3``); ``classservice.hub.open_class_store``.

Nothing here needs the server's extras: the hub's configuration (``hub.config``) uses it too.

>>> class_id(" Math-3B ".strip().lower()), students_group("math-3b"), teachers_group("math-3b")
('math-3b', 'class-math-3b', 'teachers-math-3b')
>>> class_base("/services/coteccio-class/", "math-3b")
'/services/coteccio-class/classes/math-3b/'
>>> class_id("../b")
Traceback (most recent call last):
...
coteccio_lab.hub.classes.ClassIdError: a class id is 1 to 32 of a-z, 0-9 and '-' ...
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["ClassIdError", "class_base", "class_id", "class_ids", "students_group",
           "teachers_group"]

CLASS_ID = re.compile(r"[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?")
"""A class id: it is part of a path, of two hub group names and of a schema name."""


class ClassIdError(ValueError):
    """A class id that cannot be used; one sentence for the hub's admin."""


def class_id(text: str) -> str:
    if not isinstance(text, str) or not CLASS_ID.fullmatch(text):
        raise ClassIdError(
            f"a class id is 1 to 32 of a-z, 0-9 and '-' (not at either end), not {text!r}")
    return text


def class_ids(items: Iterable[str]) -> list[str]:
    """Several class ids, each checked, none twice (an admin's typo is said, not merged)."""
    out: list[str] = []
    for item in items:
        if class_id(item) in out:
            raise ClassIdError(f"the class {item!r} is given twice")
        out.append(item)
    if not out:
        raise ClassIdError("several classes need at least one class id")
    return out


def students_group(klass: str) -> str:
    return f"class-{class_id(klass)}"


def teachers_group(klass: str) -> str:
    return f"teachers-{class_id(klass)}"


def class_base(prefix: str, klass: str) -> str:
    """The class's path under the service's ``prefix`` (which ends with '/')."""
    return f"{prefix}classes/{class_id(klass)}/"
