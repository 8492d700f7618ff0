"""Merge two versions of a catalogue (``coteccio_lab/locale/<lang>.po``) entry by entry: git's
merge driver for the ``.po`` files, so that two branches that each add or revise messages
merge without a conflict.

Git merges text by lines, and two branches that both append entries at the end of a
``.po`` always conflict, though they touch different messages. Here an entry is one
message, known by its key (``msgctxt``): for each key, the side that changed it from the
common ancestor wins; a key both sides changed differently keeps ours and is reported (and
the merge fails, for a person to look at). Entries keep our order; the keys only theirs
added follow, in their order. The header is ours.

Set it up once per clone (docs/translating.md):

    git config merge.po.driver ".venv/bin/python tools/po_merge.py %O %A %B"

``.gitattributes`` names the files it is for. After a merge, compile the ``.mo`` files
(``tools/compile_catalogues.py``): a ``.mo`` is binary, and git keeps ours.

    .venv/bin/python tools/po_merge.py BASE OURS THEIRS   # writes the merge into OURS
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

sys.path.insert(0, str(Path(__file__).resolve().parent))
from compile_catalogues import po_bytes  # noqa: E402  (a sibling script)


def _read(path: Path) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle)


def _entries(catalog: Catalog) -> dict[str, Message]:
    return {str(m.context): m for m in catalog if m.id and m.context}


def _same(a: Message | None, b: Message | None) -> bool:
    if a is None or b is None:
        return a is b
    return (a.id, a.string, sorted(a.flags), list(a.auto_comments)) == (
        b.id, b.string, sorted(b.flags), list(b.auto_comments))


def merge(base: Catalog, ours: Catalog, theirs: Catalog) -> tuple[Catalog, list[str]]:
    """``ours`` with what ``theirs`` changed since ``base``; the keys both changed."""
    old, mine, other = _entries(base), _entries(ours), _entries(theirs)
    conflicts = []
    keys = list(mine) + [key for key in other if key not in mine]
    for key in keys:
        b, o, t = old.get(key), mine.get(key), other.get(key)
        if _same(o, t) or _same(t, b):
            continue  # ours stands (deleted by us stays deleted)
        if _same(o, b):  # only theirs changed it: added, revised or deleted
            if o is not None and t is not None and o.id == t.id:
                o.string, o.flags = t.string, set(t.flags)  # in place: the order stays
                o.auto_comments = list(t.auto_comments)
                continue
            if o is not None:
                ours.delete(o.id, context=key)
            if t is not None:
                ours.add(t.id, t.string, auto_comments=t.auto_comments, flags=t.flags,
                         context=key)
            continue
        conflicts.append(key)
    return ours, conflicts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("base", type=Path)
    parser.add_argument("ours", type=Path, help="our version; the merge is written here")
    parser.add_argument("theirs", type=Path)
    args = parser.parse_args(argv)
    merged, conflicts = merge(_read(args.base), _read(args.ours), _read(args.theirs))
    args.ours.write_bytes(po_bytes(merged))
    for key in conflicts:
        print(f"{args.ours}: both sides changed {key!r}; ours is kept", file=sys.stderr)
    return 1 if conflicts else 0


if __name__ == "__main__":
    sys.exit(main())
