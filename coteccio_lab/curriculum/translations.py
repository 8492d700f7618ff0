"""Whether each translation of the lessons still translates its English original.

Every translated text is stamped with a short hash of the English text it was made from:

- each markdown cell of ``lessons/it/`` and ``lessons/pt/`` carries
  ``metadata["translated_from"]``, the hash of the English lesson's cell at the same place;
- the lessons' titles and goals (written in their modules) have theirs in
  ``lessons/translated.json``, by language and key.

The lessons' sentences (exercise prompts, readings) need no stamp: they are in the gettext
catalogues, where each translation is looked up by its key *and* its English msgid, so a
changed English text leaves the old translation unmatched, the reader gets English and the
coverage report (``tests/test_catalogues.py``) names the entry to revise.

When an English text changes, its hash no longer matches the stamp and
``tests/test_lesson_languages.py`` names the translation to revise. Once it is revised,
``python -m coteccio_lab.curriculum.translations lessons it`` stamps the Italian again
(``pt`` the Portuguese, both without a language; it stamps whatever is there: run it only
after revising).

>>> english_hash("Seat 1 leads.") == english_hash("Seat 1\\n  leads.")
True
>>> len(english_hash("Seat 1 leads."))
12
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..cards import LANGUAGES
from . import all_notebooks, language_of, lesson

__all__ = [
    "STAMP",
    "STAMPS_FILE",
    "english_hash",
    "english_texts",
    "stale_cells",
    "stale_sentences",
    "stamp",
]

STAMP = "translated_from"
"""The metadata key of a translated markdown cell: the hash of its English original."""

STAMPS_FILE = "translated.json"
"""The stamps of the lessons' sentences, titles and goals, in ``lessons/``."""

LESSON_COUNT = 6


def english_hash(text: str) -> str:
    """A short hash of ``text``, blind to line wrapping and indentation."""
    return hashlib.sha256(" ".join(text.split()).encode("utf-8")).hexdigest()[:12]


def english_texts() -> dict[str, str]:
    """Every English text of the lessons translated outside the catalogues, by key: each
    lesson's title and goals."""
    texts = {}
    for n in range(1, LESSON_COUNT + 1):
        les = lesson(n)
        texts[f"lesson{n}_title"] = les.title
        for k, goal in enumerate(les.goals, 1):
            texts[f"lesson{n}_goal{k}"] = goal
    return texts


def stale_sentences(stamps: Mapping[str, Mapping[str, str]]) -> list[str]:
    """What ``stamps`` (``translated.json``) says is out of step, one line each: an English
    text changed since its translation, a text never stamped, or a stamp of nothing."""
    texts = english_texts()
    found = []
    for lang in LANGUAGES[1:]:
        stamped = stamps.get(lang, {})
        for key, text in texts.items():
            if key not in stamped:
                found.append(f"{lang} {key}: not stamped (a new sentence: translate it, stamp)")
            elif stamped[key] != english_hash(text):
                found.append(f"{lang} {key}: the English changed since the translation: "
                             f"{text[:70]!r}")
        found += [f"{lang} {key}: stamped, but no such English text"
                  for key in stamped if key not in texts]
    return found


def _source(cell: Mapping[str, Any]) -> str:
    text = cell["source"]
    return text if isinstance(text, str) else "".join(text)


def stale_cells(english: Mapping[str, Any], translation: Mapping[str, Any]) -> list[str]:
    """The markdown cells of ``translation`` (a notebook) whose stamp does not match the
    English notebook's cell at the same place, one line each (cell number, English start)."""
    found = []
    for i, (mine, theirs) in enumerate(zip(translation["cells"], english["cells"])):
        if mine["cell_type"] != "markdown" or theirs["cell_type"] != "markdown":
            continue
        if mine.get("metadata", {}).get(STAMP) != english_hash(_source(theirs)):
            found.append(f"cell {i}: the English cell changed since the translation: "
                         f"{_source(theirs)[:70]!r}")
    return found


def _load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def _dump(path: Path, data: Any) -> None:
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def stamp(root: str | Path, langs: tuple[str, ...] = LANGUAGES[1:]) -> list[Path]:
    """Stamp every translation into ``langs`` under ``root`` (``lessons/``) as up to date
    with the English it stands beside; return the files written."""
    root = Path(root)
    written = []
    for path in all_notebooks(root):
        if language_of(path) not in langs or language_of(path) == "en":
            continue
        english, translation = _load(root / path.name), _load(path)
        for mine, theirs in zip(translation["cells"], english["cells"]):
            if mine["cell_type"] == "markdown" and theirs["cell_type"] == "markdown":
                mine.setdefault("metadata", {})[STAMP] = english_hash(_source(theirs))
        _dump(path, translation)
        written.append(path)
    hashes = {key: english_hash(text) for key, text in sorted(english_texts().items())}
    file = root / STAMPS_FILE
    stamps = _load(file) if file.is_file() else {}
    stamps.update({lang: hashes for lang in langs if lang != "en"})
    _dump(file, {lang: stamps[lang] for lang in LANGUAGES[1:] if lang in stamps})
    written.append(root / STAMPS_FILE)
    return written


if __name__ == "__main__":  # pragma: no cover - a maintenance command
    # python -m coteccio_lab.curriculum.translations lessons [it] [pt]
    chosen = tuple(sys.argv[2:]) or LANGUAGES[1:]
    for written in stamp(sys.argv[1] if len(sys.argv) > 1 else "lessons", chosen):
        print(written)
