"""Card art: SVG faces for the 40 cards, a card back and whole-deck sheets.

Pure string generation (no ipywidgets, no images), so it is cheap to send
over a widget's websocket and to display with ``Card._repr_svg_``.

>>> from coteccio_lab.cards import Card
>>> card_svg(Card.parse("7d")).startswith("<svg")
True
"""

from functools import cache
from pathlib import Path

from .cards import back_svg, card_svg, deck_svg

__all__ = ["back_svg", "card_svg", "deck_svg", "stylesheet"]


@cache
def stylesheet() -> str:
    """The kit's CSS (``style.css`` beside this module, then ``access.css``, what WCAG asks
    of any control on the page), for an inline ``<style>``."""
    here = Path(__file__).parent
    return "\n".join((here / name).read_text(encoding="utf-8")
                     for name in ("style.css", "access.css"))
