"""Deferred text, the kit's one kind of it: a catalogue message kept unworded
(:class:`Message`) and a number kept a number (:class:`Num`), written out in the reader's
language when ``t`` fills them in (the number formats are ``coteccio_lab.i18n.numbers``);
a ``Num`` given as ``n`` also picks a plural form.

>>> Num(-0.25, "signed").text("it"), Num(0.926, "pct").text("en")
('−0,25', '92.6%')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from .numbers import decimal, number, percent, signed

__all__ = ["Message", "Num", "Text"]


@dataclass(frozen=True)
class Num:
    """A number kept as a number in a move's reasons, written out in the reader's language."""

    value: float
    style: Literal["int", "dec", "signed", "pct"] = "dec"
    digits: int = 2
    """Decimals of a ``dec`` or ``signed`` number."""

    def text(self, lang: str) -> str:
        if self.style == "int":
            return number(int(self.value), lang)
        if self.style == "signed":
            return signed(self.value, lang, self.digits)
        if self.style == "pct":
            return percent(self.value, lang)
        return decimal(self.value, lang, self.digits)


Text = Callable[[str], str]
"""Deferred text, the kit's one type of it: a sentence that words itself again in any
language, ``lang -> text``. A :class:`Message` is one; so is any function of a language
(a widget's label made of several messages)."""


class Message:
    """A catalogue message kept unworded, with its parameters: a reason, a refusal's word,
    a counter's change, a nested phrase. ``t`` words it in the language of the sentence it
    is given to; called with a language, it is a :data:`Text`.

    >>> lost = Message("verb_lose_lives", n=2)
    >>> lost("it"), Message("counter_lives")("pt"), lost == Message("verb_lose_lives", n=2)
    ('perde 2 vite', 'vidas', True)
    """

    __slots__ = ("key", "params")

    def __init__(self, key: str, /, **params: Any) -> None:
        self.key = key
        self.params: Mapping[str, Any] = params

    def text(self, lang: str | None = None) -> str:
        from . import t  # the package's t, which imports this module

        return t(self.key, lang, **self.params)

    def __call__(self, lang: str) -> str:
        return self.text(lang)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Message) and other.key == self.key
                and dict(other.params) == dict(self.params))

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted(self.params))))

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Message({self.key!r}{args})"
