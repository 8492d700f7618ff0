"""Numbers and catalogue keys kept as values in a move's reasons, written out in the
reader's language when ``t`` fills them in (the number formats are
``coteccio_lab.i18n.numbers``); a ``Num`` given as ``n`` also picks a plural form.

>>> Num(-0.25, "signed").text("it"), Num(0.926, "pct").text("en")
('−0,25', '92.6%')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .numbers import decimal, number, percent, signed

__all__ = ["Key", "Num"]


@dataclass(frozen=True)
class Num:
    """A number kept as a number in a move's reasons, written out in the reader's language."""

    value: float
    style: Literal["int", "dec", "signed", "pct"] = "dec"

    def text(self, lang: str) -> str:
        if self.style == "int":
            return number(int(self.value), lang)
        if self.style == "signed":
            return signed(self.value, lang)
        if self.style == "pct":
            return percent(self.value, lang)
        return decimal(self.value, lang)


@dataclass(frozen=True)
class Key:
    """A catalogue message used as a parameter (a counter's name, a nested phrase)."""

    key: str

    def text(self, lang: str) -> str:
        from . import t

        return t(self.key, lang)

