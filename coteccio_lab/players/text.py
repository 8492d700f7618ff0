"""Numbers in a sentence, written the way each language writes them.

>>> number(360360, "en"), number(360360, "it")
('360,360', '360.360')
>>> decimal(0.645, "en"), decimal(0.645, "pt")
('0.65', '0,65')
>>> signed(-0.25, "it"), percent(0.926, "en")
('−0,25', '92.6%')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

__all__ = ["Key", "Num", "decimal", "localise", "number", "percent", "signed"]

_COMMA_DECIMAL = {"it", "pt"}


def number(value: int, lang: str) -> str:
    """A whole number with thousands grouped: 360,360 (en), 360.360 (it, pt)."""
    text = f"{value:,}"
    return text.replace(",", ".") if lang in _COMMA_DECIMAL else text


def decimal(value: float, lang: str, digits: int = 2) -> str:
    text = f"{value:.{digits}f}"
    if text.startswith("-") and float(text) == 0:
        text = text[1:]
    text = text.replace("-", "−")
    return text.replace(".", ",") if lang in _COMMA_DECIMAL else text


def signed(value: float, lang: str, digits: int = 2) -> str:
    """A change with its sign: +0.50, −0.25, 0.00."""
    text = decimal(value, lang, digits)
    if value > 0 and text.strip("0.,") != "":
        return "+" + text
    return text


def percent(p: float, lang: str, digits: int = 1) -> str:
    return decimal(100 * p, lang, digits) + "%"


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
        from ..i18n import t

        return t(self.key, lang)


def localise(params: dict[str, Any], lang: str) -> dict[str, Any]:
    """Write out :class:`Num` and :class:`Key` parameters; cards and suits are left to ``t``."""
    return {k: (v.text(lang) if isinstance(v, (Num, Key)) else v) for k, v in params.items()}
