"""Every sentence the kit shows, in English, Italian and Portuguese: the gettext catalogues
of ``coteccio_lab/locale`` (one ``.po`` per language, docs/translating.md), read by
``catalogue``.

The catalogue is whole as soon as this package is imported, whatever the program imported
before. ``t`` formats a message by its key; cards and suits given as parameters are named
in the same language, and a language that lacks a message says it in English:

>>> from coteccio_lab.cards import Card, Suit
>>> t("follow_suit", "en", suit=Suit.BATONS, holder="you hold", cards=[Card.parse("Jb")])
'batons were led and you hold the Jack of batons'
>>> t("follow_suit", "it", suit=Suit.BATONS, holder="hai", cards=[Card.parse("Jb")])
'il seme uscito è bastoni e hai il Fante di bastoni'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

from ..cards import LANGUAGES, Card, Suit
from ..catalogue import CATALOGUE, MissingTranslation
from .errors import WordedError
from .grammar import (
    Word,
    card_word,
    count_word,
    counter_word,
    decimal_word,
    list_word,
    suit_word,
    written_decimal,
)
from .params import Message, Num, Text
from .session import language, set_kernel_language, set_language, speaking

__all__ = [
    "CATALOG", "LANGUAGES", "Message", "MissingTranslation", "Num", "Text", "counted", "language",
    "Word", "WordedError", "name_list", "quoted", "seat_numbers", "set_kernel_language",
    "set_language", "speaking", "t",
    "verb",
]

CATALOG: Mapping[str, Mapping[str, str]] = CATALOGUE
"""Key -> {lang: text} of every message (read only; the texts are the ``.po`` files')."""




def quoted(words: str, lang: str) -> str:
    """A source's own words in the quotation marks of ``lang`` (the catalogue's
    ``quote_open`` and ``quote_close``: « » in Italian, “ ” in Brazilian Portuguese); a
    quotation in parts, ``a» … «b``, keeps its parts. The source's own quotation marks
    inside become the inner marks that go with the outer ones (“ ” inside « », ‘ ’ inside “ ”).

    >>> quoted("2 o più» … «fino a sette", "pt"), quoted("da 2 a 8", "it")
    ('“2 o più” … “fino a sette”', '«da 2 a 8»')
    >>> quoted('cada jogador tem quatro "Vidas"', "pt"), quoted('quatro "Vidas"', "it")
    ('“cada jogador tem quatro ‘Vidas’”', '«quatro “Vidas”»')
    """
    left, right = CATALOGUE.text("quote_open", lang), CATALOGUE.text("quote_close", lang)
    inner = _INNER_QUOTES.get(left)
    if inner is not None:
        words = re.sub(r'"([^"]*)"', lambda m: f"{inner[0]}{m.group(1)}{inner[1]}", words)
    return left + words.replace("» … «", f"{right} … {left}") + right


_INNER_QUOTES = {"«": ("“", "”"), "“": ("‘", "’")}
"""The quotation marks inside a quotation, by the outer opening mark."""


def name_list(
    cards: Iterable[Card], lang: str, *, article: bool = True, french: bool = False
) -> Word:
    """Cards named in a sentence: 'the Jack of batons and the 2 of batons' (``french``:
    'the Jack of clubs'), with the gender and number a sentence agrees with (``grammar``)."""
    return list_word(list(cards), lang, article=article, french=french)


def seat_numbers(seats: Iterable[int], lang: str) -> Word:
    """Seat numbers in a sentence, joined as the language joins a list ('0 and 2', '0, 1 e
    3'), plural from two on, so that the words around them agree ('i posti' / 'il posto').

    >>> seat_numbers([0, 2], "it"), seat_numbers([1, 2, 3], "pt"), seat_numbers([1], "en")
    ('0 e 2', '1, 2 e 3', '1')
    """
    return list_word([str(s) for s in seats], lang)


def _render(value: Any, lang: str) -> Word:
    """A parameter as a ``Word``: its text in ``lang`` and the grammar a sentence agrees
    with (``grammar``); a word the kit knows nothing of has none, and a sentence's choice
    of forms takes its last one for it."""
    if isinstance(value, Word):
        return value
    if isinstance(value, str):  # a name or a number already written out
        if value.isdigit():
            return count_word(int(value), lang, value)
        written = written_decimal(value, lang)
        return Word(value, lang) if written is None else decimal_word(value, lang, written)
    if isinstance(value, Num):
        text = value.text(lang)
        integral = value.style == "int" or float(value.value).is_integer()
        return (count_word(int(value.value), lang, text) if integral
                else decimal_word(text, lang, value.value))
    if isinstance(value, Message):
        if value.key.startswith("counter_") and not value.params:
            return counter_word(value.key.removeprefix("counter_"), lang)
        return Word(value.text(lang), lang)
    if isinstance(value, Card):
        return card_word(value, lang)
    if isinstance(value, Suit):
        return suit_word(value, lang)
    if type(value) is int:
        return count_word(value, lang)
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, Card) for v in value):
        return name_list(value, lang)
    if isinstance(value, BaseException):  # a nested refusal, worded in the same language
        with speaking(lang):
            return Word(str(value), lang)
    return Word(str(value), lang)


def t(key: str, lang: str | None = None, /, **params: Any) -> str:
    """The message ``key`` in ``lang`` with ``params`` filled in (English when ``lang``
    lacks it; without ``lang``, the session's language, :func:`speaking`); a message with
    plural forms takes the one for its ``n`` parameter (an ``int``, or a :class:`Num`), by
    the language's own plural rule:

    >>> t("verb_lose_lives", "it", n=1), t("verb_lose_lives", "it", n=2)
    ('perde una vita', 'perde 2 vite')
    """
    if lang is None:
        lang = language()
    count = params.get("n")
    if isinstance(count, Num):
        count = int(count.value)
    text = CATALOGUE.text(key, lang, count if isinstance(count, int) else None)
    return text.format(**{k: _render(v, lang) for k, v in params.items()})


def counted(counter: str, delta: int, *, prefix: str = "verb") -> Message:
    """The phrase for a counter change, unworded: 'loses a life', 'takes 2 bóle',
    'adds 17 points' once worded. ``prefix`` picks another set of the same phrases (the
    second person, ``verb_you``: 'lose a life'); each is one entry with plural forms.

    >>> counted("lives", -1)("en"), counted("bole", 2)("it"), counted("points", 17)("en")
    ('loses a life', 'prende 2 bóle', 'adds 17 points')
    """
    if delta == 0:
        return Message(f"{prefix}_nothing")
    if counter == "points":
        return Message(f"{prefix}_add_points", n=delta)
    if counter == "lives":
        key = "lose_lives" if delta < 0 else "gain_lives"
    else:
        key = "take_bole" if delta > 0 else "drop_bole"
    return Message(f"{prefix}_{key}", n=abs(delta))


def verb(counter: str, delta: int, lang: str | None = None, *, prefix: str = "verb") -> str:
    """:func:`counted`, worded in ``lang``.

    >>> verb("lives", -1), verb("bole", 2, "it"), verb("points", 17)
    ('loses a life', 'prende 2 bóle', 'adds 17 points')
    """
    return counted(counter, delta, prefix=prefix).text(lang)
