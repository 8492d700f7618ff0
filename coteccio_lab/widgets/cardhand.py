"""A row of clickable card faces: the one custom widget (anywidget, no build, no network).

ipywidgets cannot make an SVG clickable, so the cards are drawn by a few lines
of ESM: each card is an ``<img>`` of the SVG of ``render.card_svg``, carrying
``cot-card cot-card-<code>`` (and ``cot-legal``), focusable (``tabindex=0``,
``role=button``, an ``aria-label`` naming the card) and played by click, Enter
or Space. The front end only reports which card was picked; the Python side
decides what a pick means (play, select, order) and never trusts it.

A pick is handled once: while a pick is being handled, or for a card that is no
longer shown, picks are ignored (a double click plays one card), and the
``picked`` trait is reset afterwards so the same card can be picked again.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from pathlib import Path

import anywidget
import traitlets

from ..cards import Card
from ..render.boardview import card_row_css, card_row_js
from .drawing import card_svg

__all__ = ["CARD_ROW_JS", "CardHand"]

CARD_ROW_JS = card_row_js()
"""``cardRow``, the row of clickable cards of ``CardHand`` and of the dashboard's ``Board``,
put before each widget's own module (anywidget loads one module per widget)."""


Pick = Callable[[str], object]


class CardHand(anywidget.AnyWidget):
    """Clickable card faces; ``on_pick(callback)`` gets the code of each accepted pick.

    >>> from coteccio_lab.cards import parse_cards
    >>> row = CardHand()
    >>> row.show(parse_cards("Ac 7d"), legal=parse_cards("7d"))
    >>> [(c["code"], c["legal"], c["label"]) for c in row.cards]
    [('Ac', False, 'Ace of cups'), ('7d', True, 'Seven of coins')]
    >>> got = []
    >>> row.on_pick(got.append)
    >>> row.picked = "7d"; row.picked = "Kb"     # Kb is not shown: ignored
    >>> got, row.picked
    (['7d'], '')
    """

    _esm = CARD_ROW_JS + Path(__file__).with_name("cardhand.js").read_text(encoding="utf-8")
    _css = card_row_css()

    cards = traitlets.List(traitlets.Dict()).tag(sync=True)
    """What is shown: ``{"code", "label", "legal", "selected", "svg"}`` per card."""
    picked = traitlets.Unicode("").tag(sync=True)
    """Set by the front end to the code of a clicked card; reset to "" after handling."""
    disabled = traitlets.Bool(False).tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)
    """The accessible name of the row (``aria-label`` of its group)."""

    def __init__(self, *, width: int = 84, css_class: str = "", **kwargs: object) -> None:
        super().__init__(**kwargs)
        self.width = width
        self._handling = False
        self._callbacks: list[Pick] = []
        for name in css_class.split():
            self.add_class(name)
        self.observe(self._on_picked, names="picked")

    @property
    def codes(self) -> list[str]:
        return [str(c["code"]) for c in self.cards]

    def show(
        self,
        cards: Iterable[Card],
        *,
        legal: Collection[Card] = (),
        selected: Collection[Card] = (),
        lang: str = "en",
        french: bool = False,
    ) -> None:
        """Show ``cards`` (in this order), marking ``legal`` and ``selected`` ones."""
        legal_set = set(legal)
        selected_set = set(selected)
        self.cards = [
            {
                "code": card.code(),
                "label": card.name(lang, french=french),
                "legal": card in legal_set,
                "selected": card in selected_set,
                "svg": card_svg(card, self.width, french=french, lang=lang),
            }
            for card in cards
        ]

    def on_pick(self, callback: Pick, remove: bool = False) -> None:
        """Call ``callback(code)`` for each pick of a card that is shown."""
        if remove:
            self._callbacks.remove(callback)
        else:
            self._callbacks.append(callback)

    def _on_picked(self, change: dict[str, object]) -> None:
        code = change["new"]
        if not code:
            return
        try:
            if self._handling or self.disabled or code not in self.codes:
                return
            self._handling = True
            for callback in list(self._callbacks):
                callback(str(code))
        finally:
            self._handling = False
            self.picked = ""
