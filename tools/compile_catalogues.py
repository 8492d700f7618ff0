"""Compile the kit's gettext catalogues: each ``coteccio_lab/locale/<lang>.po`` to the
``<lang>.mo`` beside it, which the kit reads at run time with the standard library's
``gettext`` (so the same files work in the browser, under Pyodide).

The ``.mo`` files are committed, not built by a packaging hook: ``pip install .``, the
editable install, the wheel and the static site (which installs the wheel) then all carry
them with no build-time dependency, and ``tests/test_catalogues.py`` fails when a ``.mo`` is
not what its ``.po`` compiles to. Babel compiles them (a development tool: ``make install``
brings it with the ``dev`` extra); its output is byte-for-byte the same for the same ``.po``.

    .venv/bin/python tools/compile_catalogues.py          # write every .mo
    .venv/bin/python tools/compile_catalogues.py --check  # exit 1 if one is out of date
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

LOCALE = Path(__file__).resolve().parents[1] / "coteccio_lab" / "locale"


def po_bytes(catalog: Catalog) -> bytes:
    """``catalog`` as the kit's ``.po`` files are written: a message on one line (width 0),
    so that a changed sentence is a one-line diff; no source locations; entries in order."""
    out = io.BytesIO()
    write_po(out, catalog, width=0, no_location=True, sort_output=False)
    return out.getvalue()


def compiled(po: Path) -> bytes:
    """The ``.mo`` bytes of ``po``: untranslated and fuzzy entries are left out, so at run
    time they fall back to English."""
    with po.open("rb") as handle:
        catalog = read_po(handle, locale=po.stem)
    # Babel leaves out an empty msgstr but keeps a plural entry whose forms are all empty
    # (a tuple of "" is true), which gettext would then show as an empty text
    for message in list(catalog):
        if message.id and message.pluralizable and not all(message.string):
            catalog.delete(message.id, context=message.context)
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def stale(locale: Path = LOCALE) -> list[Path]:
    """The ``.mo`` files that are missing or differ from what their ``.po`` compiles to."""
    return [
        po.with_suffix(".mo")
        for po in sorted(locale.glob("*.po"))
        if not po.with_suffix(".mo").is_file() or po.with_suffix(".mo").read_bytes() != compiled(po)
    ]


def compile_all(locale: Path = LOCALE) -> list[Path]:
    """Write the ``.mo`` of every ``.po`` in ``locale`` that changed; the paths written."""
    written = stale(locale)
    for mo in written:
        mo.write_bytes(compiled(mo.with_suffix(".po")))
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report stale .mo files")
    parser.add_argument("--locale", type=Path, default=LOCALE, help="the folder of the .po files")
    args = parser.parse_args(argv)
    if args.check:
        late = stale(args.locale)
        for mo in late:
            print(f"{mo}: out of date; run tools/compile_catalogues.py", file=sys.stderr)
        return 1 if late else 0
    for mo in compile_all(args.locale):
        print(f"wrote {mo}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
