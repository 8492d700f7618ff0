"""The parts of the gettext catalogues, as the tests of each part of the kit check them.

Each entry of ``coteccio_lab/locale/en.po`` carries ``#. part: <name>`` (the widgets' ``ui``,
the players' ``players``, ...), which the compiled ``.mo`` the kit reads does not keep;
the tests read it from the ``.po`` with Babel (a development tool, the ``dev`` extra).
"""

from __future__ import annotations

import functools
from pathlib import Path

from babel.messages.pofile import read_po

from coteccio_lab.i18n import CATALOG

LOCALE = Path(__file__).resolve().parent.parent / "coteccio_lab" / "locale"


@functools.cache
def _parts() -> dict[str, tuple[str, ...]]:
    with (LOCALE / "en.po").open("rb") as handle:
        catalog = read_po(handle)
    found: dict[str, list[str]] = {}
    for message in catalog:
        for comment in message.auto_comments:
            if comment.startswith("part: ") and message.context:
                found.setdefault(comment.removeprefix("part: "), []).append(message.context)
    return {name: tuple(keys) for name, keys in found.items()}


def part(name: str) -> dict[str, dict[str, str]]:
    """The messages of one part, key -> {lang: text}, in the catalogue's order."""
    return {key: dict(CATALOG[key]) for key in _parts()[name]}
