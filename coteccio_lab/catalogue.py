"""The compiled gettext catalogues, read with the standard library (``gettext``), so the
same code runs in a kernel and in the browser (Pyodide).

``coteccio_lab/locale/<lang>.po`` is what translators edit (docs/translating.md); the
``<lang>.mo`` beside it is what is read here, one per language found. An entry's
``msgctxt`` is the key the program asks for and its ``msgid`` the English text, so the
English catalogue is also the index from key to msgid. A language that lacks an entry (not
translated yet, or marked fuzzy) falls back to English: nothing is refused at import.

>>> CATALOGUE.text("hand_over", "it"), CATALOGUE.text("hand_over", "xx")
('la smazzata è finita', 'the hand is over')
"""

from __future__ import annotations

import gettext
import io
import itertools
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path

__all__ = ["CATALOGUE", "Catalogue", "MissingTranslation", "SOURCE_LANGUAGE"]

SOURCE_LANGUAGE = "en"
"""The language of every msgid, and the fallback of every other language."""


class MissingTranslation(KeyError):
    """A key that the English catalogue lacks: a program error, not a translation gap."""


class _Compiled(gettext.GNUTranslations):
    # GNUTranslations parses a .mo into this dict (context + "\x04" + msgid -> msgstr, and
    # (that, form) -> msgstr for a plural); it is not in typeshed, and it is the only way to
    # list the entries, which the key index and the coverage report need.
    _catalog: dict[str | tuple[str, int], str]
    # the language's plural rule, n -> form, parsed from the header (also not in typeshed)
    plural: Callable[[int], int]

    def entries(self) -> Iterator[tuple[str, str, bool]]:
        """(key, msgid, plural) of every entry with a context."""
        for stored in self._catalog:
            joined, plural = (stored[0], True) if isinstance(stored, tuple) else (stored, False)
            if "\x04" in joined and (not plural or stored[1] == 0):
                key, msgid = joined.split("\x04", 1)
                yield key, msgid, plural

    def has(self, key: str, msgid: str, plural: bool) -> bool:
        stored: str | tuple[str, int] = f"{key}\x04{msgid}"
        return (stored, 0) in self._catalog if plural else stored in self._catalog


class Catalogue(Mapping[str, Mapping[str, str]]):
    """Every language's messages, by key; as a mapping, key -> {lang: text} of the languages
    that translate it (the singular of a plural entry)."""

    def __init__(self, folder: Path) -> None:
        self._compiled: dict[str, _Compiled] = {}
        for mo in sorted(folder.iterdir(), key=lambda f: f.name):
            if mo.name.endswith(".mo"):
                self._compiled[mo.name[:-3]] = _Compiled(io.BytesIO(mo.read_bytes()))
        english = self._compiled[SOURCE_LANGUAGE]
        for lang, compiled in self._compiled.items():
            if lang != SOURCE_LANGUAGE:
                compiled.add_fallback(english)
        self._index = {key: (msgid, plural) for key, msgid, plural in english.entries()}
        self._added: dict[str, dict[str, str]] = {}

    def add(self, key: str, texts: Mapping[str, str]) -> None:
        """Add the message ``key`` from code, its text in each language (``texts``, English
        among them): the words of a decision or a preset a module of its own adds (a test's,
        a plug-in's). A key the catalogues have is refused; adding the same texts again is
        nothing.

        >>> CATALOGUE.add("hand_over", {"en": "over"})
        Traceback (most recent call last):
        ...
        ValueError: the catalogue has a message 'hand_over' already
        """
        words = dict(texts)
        if SOURCE_LANGUAGE not in words:
            raise ValueError(f"the message {key!r} needs its English text")
        if key in self._index and self._added.get(key) != words:
            raise ValueError(f"the catalogue has a message {key!r} already")
        self._added[key] = words
        self._index[key] = (words[SOURCE_LANGUAGE], False)

    def remove(self, key: str) -> None:
        """Take back a message :meth:`add` added (the catalogues' own stay)."""
        if self._added.pop(key, None) is not None:
            del self._index[key]

    @property
    def languages(self) -> tuple[str, ...]:
        """The languages with a compiled catalogue, English first."""
        return (SOURCE_LANGUAGE, *sorted(set(self._compiled) - {SOURCE_LANGUAGE}))

    def _find(self, key: str) -> tuple[str, bool]:
        try:
            return self._index[key]
        except KeyError:
            raise MissingTranslation(f"no message {key!r}") from None

    def is_plural(self, key: str) -> bool:
        return self._find(key)[1]

    def text(self, key: str, lang: str, n: int | None = None) -> str:
        """The unformatted text of ``key`` in ``lang`` (English when ``lang`` lacks it); a
        plural entry takes the form for ``n`` by the language's own rule."""
        msgid, plural = self._find(key)
        added = self._added.get(key)
        if added is not None:
            return added.get(lang, msgid)
        compiled = self._compiled.get(lang, self._compiled[SOURCE_LANGUAGE])
        if plural:
            if n is None:
                raise TypeError(f"message {key!r} has plural forms: give its count, n=")
            # the English msgid_plural is never needed: English is every fallback's end
            return compiled.npgettext(key, msgid, msgid, n)
        return compiled.pgettext(key, msgid)

    def plural_index(self, lang: str, n: int) -> int:
        """Which plural form ``lang``'s rule gives the count ``n`` (0: the singular)."""
        return int(self._compiled.get(lang, self._compiled[SOURCE_LANGUAGE]).plural(n))

    def forms(self, key: str, lang: str) -> tuple[str, tuple[str, ...], tuple[int, ...]]:
        """A plural entry for a page's script, which has no gettext: the language whose
        forms these are (``lang``, or English where ``lang`` lacks the entry), its forms,
        and the form each count from 0 to 199 takes by that language's rule (from 200 on,
        a count takes the form of 100 + its last two digits: every gettext rule that looks
        beyond 100 looks at n % 100 and n % 10 only)."""
        msgid, plural = self._find(key)
        if not plural:
            raise TypeError(f"message {key!r} has no plural forms")
        rule = lang if self.translates(key, lang) else SOURCE_LANGUAGE
        compiled = self._compiled[rule]
        stored = f"{key}\x04{msgid}"
        forms = tuple(itertools.takewhile(bool, (compiled._catalog.get((stored, i), "")
                                                 for i in itertools.count())))
        return rule, forms, tuple(compiled.plural(n) for n in range(200))

    def translates(self, key: str, lang: str) -> bool:
        """Whether ``lang``'s own catalogue has ``key`` (no fallback): the coverage report."""
        msgid, plural = self._find(key)
        if key in self._added:
            return lang in self._added[key]
        compiled = self._compiled.get(lang)
        return compiled is not None and compiled.has(key, msgid, plural)

    def __getitem__(self, key: str) -> Mapping[str, str]:
        self._find(key)
        return {lang: self.text(key, lang, 1) for lang in self.languages
                if self.translates(key, lang)}

    def __iter__(self) -> Iterator[str]:
        return iter(self._index)

    def __len__(self) -> int:
        return len(self._index)

    def __contains__(self, key: object) -> bool:
        return key in self._index


# a wheel is installed as files (Pyodide's too), so the package's folder is a real path
CATALOGUE = Catalogue(Path(__file__).resolve().parent / "locale")
"""The kit's own catalogues (``coteccio_lab/locale``)."""
