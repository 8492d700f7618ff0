"""Tiny helpers for writing compact SVG by hand.

Numbers are written with at most three decimals and no trailing zeros, so the
card faces stay small enough to send over a widget's websocket:

>>> num(12.0), num(0.30000001), num(-0.0001)
('12', '0.3', '0')
>>> place("<circle r='1'/>", 10, 20, 50)
'<g transform="translate(10 20) scale(0.5)"><circle r=\\'1\\'/></g>'
"""

from __future__ import annotations

from html import escape

__all__ = ["DESIGN", "attr", "num", "place"]

DESIGN = 100.0
"""Symbols are drawn in a ``DESIGN``-unit box centred on the origin."""


def num(value: float) -> str:
    """A number as short SVG text: at most three decimals, no ``-0``."""
    text = f"{value:.3f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def attr(text: str) -> str:
    """Escape text for an XML attribute value or element content."""
    return escape(text, quote=True)


def place(body: str, x: float, y: float, size: float, rotate: float = 0.0) -> str:
    """Draw ``body`` (designed in a 100-unit box centred on 0) at ``(x, y)``.

    ``size`` is the height the 100-unit design box gets; ``rotate`` is in
    degrees around the symbol's own centre.
    """
    transform = f"translate({num(x)} {num(y)})"
    if rotate:
        transform += f" rotate({num(rotate)})"
    transform += f" scale({num(size / DESIGN)})"
    return f'<g transform="{transform}">{body}</g>'
