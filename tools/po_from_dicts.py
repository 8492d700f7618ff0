"""Move a catalogue module of Python dict literals (the kit's messages before gettext) into
the gettext catalogues ``coteccio_lab/locale/<lang>.po``, then compile them.

A dict module holds ``key -> {lang: text}`` and hands it to ``register(...)`` (or, like the
old ``catalog.py``, only defines it). Each key becomes one entry of every ``.po``: its
``msgctxt`` is the key, so every ``t(key, lang, **params)`` call keeps working unchanged,
its ``msgid`` the English text (what a translator translates from) and its ``msgstr`` the
language's text; an extracted comment ``#. part: <module>`` keeps which part of the kit it
came from. Keys already in the catalogues with the same English are left as they are (a
missing translation is filled in); a key already there with other English is an error, as
``register`` made it, unless ``--replace`` says the module's texts are the newer (a branch
that changed existing sentences in a module that is now gone): then they replace the
catalogues' in the languages the module gives.

At a merge, a branch's new dict module goes in with (then delete the module and its import):

    .venv/bin/python tools/po_from_dicts.py coteccio_lab/i18n/solver.py

The module is run with a stand-in for ``coteccio_lab.i18n`` whose ``register`` collects
the entries, so keys built in a loop are converted too; it must import nothing else from
the kit (the dict modules import only ``register``).
"""

from __future__ import annotations

import argparse
import datetime
import sys
import types
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

sys.path.insert(0, str(Path(__file__).resolve().parent))
from compile_catalogues import LOCALE, compile_all, po_bytes  # noqa: E402  (a sibling script)

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from coteccio_lab.catalogue import CATALOGUE  # noqa: E402

LANGUAGES = CATALOGUE.languages
"""Every language of the catalogues; one with no text in the converted module gets the
entry untranslated (English at run time)."""

_STUB = "_legacy_i18n"
# A fixed date in a new .po's header: the files change only when their messages do.
_EPOCH = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
# The plural rule of the kit's languages: the one the texts were written for (the old code
# chose a key pair by n == 1, "0 vidas" included); a new language takes CLDR's (Babel's).
PLURAL_FORMS = {lang: "nplurals=2; plural=(n != 1);" for lang in LANGUAGES}
HEADER = """\
Coteccio Lab's messages, one file per language (docs/translating.md).
msgctxt is the key the program asks for, msgid the English text to translate from."""


def entries_of(path: Path) -> dict[str, dict[str, str]]:
    """The ``key -> {lang: text}`` entries that the module at ``path`` registers, in order."""
    collected: dict[str, dict[str, str]] = {}

    def register(entries: Mapping[str, Mapping[str, str]]) -> None:
        collected.update({key: dict(texts) for key, texts in entries.items()})

    stub = types.ModuleType(_STUB)
    stub.__path__ = []  # a package, so that `from . import register` resolves
    stub.register = register  # type: ignore[attr-defined]
    sys.modules[_STUB] = stub
    namespace: dict[str, Any] = {
        "__name__": f"{_STUB}.{path.stem}", "__package__": _STUB, "__file__": str(path),
    }
    try:
        exec(compile(path.read_text(encoding="utf-8"), str(path), "exec"), namespace)
    finally:
        del sys.modules[_STUB]
    if not collected:  # a module that only defines its dict (the old catalog.py)
        for value in namespace.values():
            if _is_catalogue(value):
                collected.update(value)
    if not collected:
        raise SystemExit(f"{path}: no messages found (no register(...) and no key dict)")
    return collected


def _is_catalogue(value: object) -> bool:
    return (isinstance(value, dict) and bool(value)
            and all(isinstance(v, dict) and "en" in v for v in value.values()))


def load(po: Path, lang: str) -> Catalog:
    """The catalogue of ``po``, or a new empty one for ``lang`` with the kit's header."""
    if po.is_file():
        with po.open("rb") as handle:
            return read_po(handle, locale=lang)
    catalog = Catalog(locale=lang, project="Coteccio Lab", version="1",
                      creation_date=_EPOCH, revision_date=_EPOCH, fuzzy=False,
                      header_comment="\n".join("# " + line for line in HEADER.splitlines()))
    catalog.language_team = f"{lang} <https://github.com/coteccio-lab/coteccio-lab>"
    catalog.last_translator = "Coteccio Lab"
    catalog.msgid_bugs_address = "https://github.com/coteccio-lab/coteccio-lab/issues"
    if lang in PLURAL_FORMS:
        catalog.mime_headers = [("Plural-Forms", PLURAL_FORMS[lang])]
    return catalog


def by_key(catalog: Catalog) -> dict[str, Message]:
    return {m.context: m for m in catalog if m.id and m.context}


def convert(paths: list[Path], locale: Path = LOCALE, replace: bool = False) -> int:
    """Append the entries of ``paths`` to every ``.po`` in ``locale``; the keys added."""
    languages = sorted({*LANGUAGES, *(po.stem for po in locale.glob("*.po"))})
    catalogs = {lang: load(locale / f"{lang}.po", lang) for lang in languages}
    english = by_key(catalogs["en"])
    added = 0
    for path in paths:
        part = path.stem
        for key, texts in entries_of(path).items():
            source = texts["en"]
            if key in english and english[key].id != source and replace:
                for lang, catalog in catalogs.items():
                    old = by_key(catalog)[key]
                    text = source if lang == "en" else texts.get(lang, old.string)
                    catalog.delete(old.id, context=key)
                    catalog.add(source, text, auto_comments=old.auto_comments, context=key)
                english = by_key(catalogs["en"])
                continue
            if key in english and english[key].id != source:
                raise SystemExit(f"{path}: {key!r} is in the catalogues already, with other "
                                 f"English: {english[key].id!r} (--replace: the module's wins)")
            added += key not in english
            for lang, catalog in catalogs.items():
                known = by_key(catalog).get(key) if key in english else None
                text = source if lang == "en" else texts.get(lang, "")
                if known is not None:
                    if not known.string and text:
                        known.string = text
                    continue
                catalog.add(source, text, auto_comments=[f"part: {part}"], context=key)
            english = by_key(catalogs["en"])
    locale.mkdir(parents=True, exist_ok=True)
    for lang, catalog in catalogs.items():
        (locale / f"{lang}.po").write_bytes(po_bytes(catalog))
    return added


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("modules", nargs="+", type=Path, help="dict-literal catalogue modules")
    parser.add_argument("--locale", type=Path, default=LOCALE, help="the folder of the .po files")
    parser.add_argument("--replace", action="store_true",
                        help="a key already there with other English takes the module's texts")
    args = parser.parse_args(argv)
    added = convert(args.modules, args.locale, args.replace)
    compile_all(args.locale)
    print(f"{added} keys added to {args.locale}/*.po and compiled; now delete "
          + ", ".join(str(p) for p in args.modules) + " and its import")
    return 0


if __name__ == "__main__":
    sys.exit(main())
