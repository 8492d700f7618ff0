"""Numbers in a sentence, written the way each language writes them.

English writes ``12.5%`` and ``1,234``; Italian and Portuguese write a decimal comma and
group thousands with a point: ``12,5%``, ``1.234`` (the CLDR patterns of ``it`` and ``pt``
put no space before the percent sign). A minus is the typographic ``−``.

>>> number(360360, "en"), number(360360, "it")
('360,360', '360.360')
>>> decimal(0.645, "en"), decimal(0.645, "pt")
('0.65', '0,65')
>>> signed(-0.25, "it"), percent(0.926, "en"), percent(0.125, "pt")
('−0,25', '92.6%', '12,5%')
>>> compact(7.5, "it"), compact(10.0, "en")
('7,5', '10')
"""

from __future__ import annotations

from ..catalogue import CATALOGUE

__all__ = ["compact", "decimal", "number", "percent", "signed"]


def _marks(text: str, lang: str) -> str:
    """``text`` written by Python (``1,234.5``) with ``lang``'s marks: the catalogue's
    ``number_group_mark`` and ``number_decimal_mark``."""
    group = CATALOGUE.text("number_group_mark", lang)
    point = CATALOGUE.text("number_decimal_mark", lang)
    return "".join(group if c == "," else point if c == "." else c for c in text)


def number(value: int, lang: str) -> str:
    """A whole number with thousands grouped: 360,360 (en), 360.360 (it, pt)."""
    return _marks(f"{value:,}", lang)


def decimal(value: float, lang: str, digits: int = 2) -> str:
    """A number with ``digits`` decimals: 0.65 (en), 0,65 (it, pt)."""
    text = f"{value:.{digits}f}"
    if text.startswith("-") and float(text) == 0:
        text = text[1:]
    return _marks(text.replace("-", "−"), lang)


def signed(value: float, lang: str, digits: int = 2) -> str:
    """A change with its sign: +0.50, −0.25, 0.00."""
    text = decimal(value, lang, digits)
    if value > 0 and text.strip("0.,") != "":
        return "+" + text
    return text


def percent(p: float, lang: str, digits: int = 1) -> str:
    """A share as a percentage: 0.125 -> 12.5% (en), 12,5% (it, pt)."""
    return CATALOGUE.text("number_percent", lang).format(n=decimal(100 * p, lang, digits))


def compact(value: float, lang: str) -> str:
    """As few digits as the value needs (Python's ``g``): 10, 7.5 (en), 7,5 (it, pt)."""
    return _marks(f"{value:g}", lang)
