"""Students' names: how a name is written, and when two names are the same student.

A teacher reads the class's names off a screen, so two names that *look* the same are the
same name: ``Ana``, ``ana``, ``Аna`` (a Cyrillic А), ``Ａｎａ`` (full width) and ``𝐀𝐧𝐚``
(mathematical bold) are one student, and the second browser to ask for any of them is
refused as for ``Ana`` itself. The comparison is the *confusables skeleton* of Unicode
Technical Standard #39, after NFKC, in capitals.

The skeleton is ICU's (the standard's reference implementation, ``SpoofChecker``), kept
code point by code point in ``confusables.json``: PyICU has no wheels, and compiling it
against ICU is beyond a teacher's laptop. ``tools/confusables.py`` makes the table again
from ICU; it also holds Unicode's default-ignorable code points, which ``unicodedata``
does not know.

Invisible characters are refused outright: controls and format characters (category C),
every *default-ignorable* code point (a variation selector, the combining grapheme joiner,
the Hangul fillers, ...) and the blank-looking symbols that are none of those (the Braille
blank U+2800), so that ``Ana\\u034f`` is not a new student who looks like Ana.

>>> look_alike("Ana") == look_alike("\u0410na") == look_alike("𝐀𝐧𝐚") == look_alike("ANA")
True
>>> look_alike("Ana") == look_alike("Ada")
False
>>> [invisible(ch) for ch in "a\u2800\u034f\ufe0f\u3164\u200b"]
[False, True, True, True, True, True]
"""

from __future__ import annotations

import bisect
import functools
import json
import unicodedata
from pathlib import Path

__all__ = ["RESERVED", "invisible", "look_alike", "reserved", "skeleton"]

TABLE = Path(__file__).resolve().parent / "confusables.json"
BLANKS = frozenset("\u2800\u3164\u115f\u1160\uffa0\u2028\u2029")
"""Code points that show as nothing but are neither controls nor (all) default-ignorable."""


@functools.lru_cache(maxsize=1)
def _table() -> tuple[dict[str, str], list[int], list[int]]:
    data = json.loads(TABLE.read_text(encoding="utf-8"))
    ranges = data["default_ignorable"]
    return data["skeleton"], [a for a, _ in ranges], [b for _, b in ranges]


def invisible(ch: str) -> bool:
    """A code point a reader does not see (so a name may not hold it)."""
    if ch in BLANKS or unicodedata.category(ch)[0] == "C":
        return True
    _, starts, ends = _table()
    cp = ord(ch)
    i = bisect.bisect_right(starts, cp) - 1
    return i >= 0 and cp <= ends[i]


def skeleton(text: str) -> str:
    """UTS #39's skeleton: two strings with the same skeleton look alike (NFD, each code
    point by its prototype, NFD again)."""
    table = _table()[0]
    nfd = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFD", "".join(table.get(ch, ch) for ch in nfd))


def look_alike(name: str) -> str:
    """What two names that look alike share: the skeleton of the NFKC form in capitals,
    after each letter of another script that UTS #39 draws as a Latin letter or digit, and
    each small capital, is that letter.

    Capitals, as a teacher's eye compares: the skeleton maps a capital ``I`` to ``l`` but a
    small ``i`` to itself, and a Cyrillic capital ``М`` to ``M`` but the small ``м`` to no
    Latin letter; so ``Maria``, ``MARIA`` and ``Мaria`` are one name. But in capitals a
    Latin alpha ``ɑ`` (which the skeleton maps to ``a``) becomes ``Ɑ``, which it maps to no
    letter: so a letter outside ASCII whose skeleton is ASCII is replaced by it first.
    Small capitals (``ɴ``, ``ᴀ``) are capital letters drawn small, which UTS #39 maps to no
    letter: their Unicode names say which capital they are. A name in ASCII keeps the key
    it had before either step.

    >>> look_alike("MARIA") == look_alike("Maria") == look_alike("\u041caria")
    True
    >>> look_alike("Ana") == look_alike("\u0251na") == look_alike("A\u0274a")
    True
    >>> look_alike("Ivo") == look_alike("ivo"), look_alike("Ana") == look_alike("Ada")
    (True, False)
    """
    letters = []
    for ch in unicodedata.normalize("NFKC", name):
        if not ch.isascii():
            drawn = _SMALL_CAPITALS.get(ch) or skeleton(ch)
            if drawn.isascii() and drawn.isalnum():
                ch = drawn
        letters.append(ch)
    return skeleton("".join(letters).upper())


def _small_capitals() -> dict[str, str]:
    """Each small capital letter of Unicode (``LATIN LETTER SMALL CAPITAL N``) and the
    capital it is drawn as (``N``), from the names in Python's Unicode database."""
    found: dict[str, str] = {}
    for cp in range(0x250, 0x1DFF + 1):
        ch = chr(cp)
        name = unicodedata.name(ch, "")
        script, sep, letter = name.partition(" LETTER SMALL CAPITAL ")
        if not sep:
            continue
        try:
            found[ch] = unicodedata.lookup(f"{script} CAPITAL LETTER {letter}")
        except KeyError:
            continue
    return found


_SMALL_CAPITALS = _small_capitals()

RESERVED = (
    # en
    "teacher", "the teacher", "prof", "professor", "sir", "miss", "admin", "administrator",
    # it
    "insegnante", "l'insegnante", "maestro", "maestra", "il maestro", "la maestra",
    "professore", "professoressa", "il professore", "la professoressa", "il prof",
    "la prof", "docente", "il docente", "la docente",
    # pt
    "professora", "o professor", "a professora", "o prof", "a prof", "docente",
    "o docente", "a docente", "mestre",
)
"""Names a student may not take: the teacher (and the class's administrator) in each
language of the kit, with or without the article."""


def reserved(name: str) -> bool:
    """A name that is the teacher's in one of the kit's languages (any case, look-alike
    letters, spaces and apostrophes aside).

    >>> reserved("The Teacher"), reserved("l’insegnante"), reserved("Teresa")
    (True, True, False)
    """
    return _bare(name) in _reserved_keys()


def _bare(name: str) -> str:
    text = unicodedata.normalize("NFKC", name)
    return look_alike("".join(ch for ch in text if ch.isalnum()))


@functools.lru_cache(maxsize=1)
def _reserved_keys() -> frozenset[str]:
    return frozenset(_bare(word) for word in RESERVED)
