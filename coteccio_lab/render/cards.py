"""SVG card faces, the card back and whole-deck sheets.

Every face is drawn by this package (no images, only generic font families)
on a 100 x 160 ``viewBox``, so it scales to any ``width``. The root element
always carries the CSS classes ``cot-card cot-card-<code>``:

>>> from coteccio_lab.cards import Card
>>> svg = card_svg(Card.parse("Ac"), 60, css_class="played")
>>> svg[:4], 'class="cot-card cot-card-Ac played"' in svg
('<svg', True)
>>> 'aria-label="Ace of cups"' in svg, 'width="60" height="96"' in svg
(True, True)
>>> 'aria-label="Queen of clubs"' in card_svg(Card.parse("Qb"), french=True)
True
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from ..cards import DECK, Card, Rank, Suit
from ..i18n import t
from .figures import FRAME, court_figure
from .suits import palette, suit_symbol
from .svg import attr, num

__all__ = ["CARD_HEIGHT", "CARD_WIDTH", "back_svg", "card_svg", "deck_svg"]

CARD_WIDTH = 100.0
CARD_HEIGHT = 160.0
_RATIO = CARD_HEIGHT / CARD_WIDTH
_NS = 'xmlns="http://www.w3.org/2000/svg"'
_FONT = 'font-family="serif" font-weight="bold" text-anchor="middle"'

# Pip positions for 1..7 symbols (card coordinates), a classic layout.
_PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((50, 80),),
    2: ((50, 42), (50, 118)),
    3: ((50, 34), (50, 80), (50, 126)),
    4: ((33, 44), (67, 44), (33, 116), (67, 116)),
    5: ((33, 40), (67, 40), (50, 80), (33, 120), (67, 120)),
    6: ((33, 36), (67, 36), (33, 80), (67, 80), (33, 124), (67, 124)),
    7: ((31, 34), (69, 34), (50, 57), (31, 80), (69, 80), (31, 126), (69, 126)),
}
_PIP_SIZE = {1: 64.0, 2: 36.0, 3: 32.0, 4: 32.0, 5: 30.0, 6: 28.0, 7: 26.0}


def _blank(fill: str = "#fffdf8") -> str:
    """The card stock: white, rounded corners, a thin border."""
    return (
        f'<rect x="0.75" y="0.75" width="98.5" height="158.5" rx="7" fill="{fill}"'
        ' stroke="#6b6255" stroke-width="1.5"/>'
    )


# Swords and batons are slender: draw them taller so they weigh like the others.
_TALL = {Suit.SWORDS: 1.22, Suit.BATONS: 1.22}


def _symbol(card: Card, x: float, y: float, size: float, french: bool, turn: float = 0) -> str:
    scale = 1.0 if french else _TALL.get(card.suit, 1.0)
    return suit_symbol(card.suit, x, y, size * scale, french=french, rotate=turn)


def _corner(card: Card, french: bool, lang: str) -> str:
    """Rank mark and a small suit symbol, top left (the caller rotates a copy).

    The mark is ``Rank.index_in``: the Knight of an Italian deck shows ``Kn`` or ``C``,
    never the notation's ``Q``, so that nobody takes it for a Queen. Two letters are set
    smaller, to stay inside the corner.
    """
    ink = palette(card.suit, french=french).ink
    mark = card.rank.index_in(lang, french=french)
    if len(mark) == 1:
        place = 'x="9.5" font-size="15"'
    else:  # two letters: smaller, squeezed to 15 units, clear of the picture's frame
        place = 'x="10.5" font-size="12.5" textLength="15" lengthAdjust="spacingAndGlyphs"'
    rank = f'<text {place} y="18" {_FONT} fill="{ink}">{mark}</text>'
    return rank + _symbol(card, 9.5, 29, 12, french)


def _pips(card: Card, french: bool) -> str:
    count = 1 if card.rank is Rank.ACE else int(card.rank) + 2
    # French pips are flat and wide: a little smaller keeps them apart.
    size = _PIP_SIZE[count] * (0.88 if french else 1.0)
    parts = []
    for x, y in _PIPS[count]:
        # French pips in the lower half are upside down, as on real cards.
        turn = 180.0 if french and y > 80 else 0.0
        parts.append(_symbol(card, x, y, size, french, turn))
    if count == 1:
        ring = palette(card.suit, french=french).main
        parts.insert(
            0,
            f'<ellipse cx="50" cy="80" rx="34" ry="44" fill="none" stroke="{ring}"'
            ' stroke-width="1" stroke-dasharray="2 2.5"/>',
        )
    return "".join(parts)


def _court(card: Card, french: bool) -> str:
    x, y, w, h = FRAME
    p = palette(card.suit, french=french)
    return (
        f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="3"'
        f' fill="#fbf1da" stroke="{p.main}" stroke-width="1.4"/>'
        + '<g transform="translate(50 80) scale(0.94) translate(-50 -80)">'
        + court_figure(card.rank, card.suit, french=french)
        + "</g>"
    )


def _face(card: Card, french: bool, lang: str = "en") -> str:
    """Everything drawn on a face, in card coordinates (0..100 x 0..160)."""
    corner = _corner(card, french, lang)
    body = _court(card, french) if card.rank in _COURT else _pips(card, french)
    return _blank() + body + corner + f'<g transform="rotate(180 50 80)">{corner}</g>'


_COURT = (Rank.JACK, Rank.KNIGHT, Rank.KING)


def _classes(name: str, css_class: str | None) -> str:
    return f"cot-card cot-card-{name}" + (f" {css_class}" if css_class else "")


def _svg(inner: str, label: str, classes: str, width: float, height: float, view: str) -> str:
    return (
        f'<svg {_NS} viewBox="{view}" width="{num(width)}" height="{num(height)}"'
        f' role="img" aria-label="{attr(label)}" class="{attr(classes)}">'
        f"<title>{attr(label)}</title>{inner}</svg>"
    )


def card_svg(
    card: Card,
    width: int = 90,
    *,
    french: bool = False,
    css_class: str | None = None,
    lang: str = "en",
) -> str:
    """The face of ``card`` as a standalone ``<svg>`` element, ``width`` pixels wide.

    ``french=True`` draws hearts, diamonds, spades and clubs for cups, coins,
    swords and batons (the Knight becomes a Queen marked ``Q``); ``lang`` picks
    the language of the ``aria-label``, the ``<title>`` and the Italian Knight's
    corner mark (``en`` Kn, ``it`` and ``pt`` C; see ``Rank.index_in``).

    >>> from coteccio_lab.cards import Card
    >>> 'aria-label="Re di coppe"' in card_svg(Card.parse("Kc"), lang="it")
    True
    """
    label = card.name(lang, french=french)
    height = round(width * _RATIO, 2)
    view = f"0 0 {num(CARD_WIDTH)} {num(CARD_HEIGHT)}"
    classes = _classes(card.code(), css_class)
    return _svg(_face(card, french, lang), label, classes, width, height, view)


def _back_body() -> str:
    """A burgundy back with a golden lattice and a central rosette."""
    x0, y0, x1, y1 = 7.0, 7.0, 93.0, 153.0
    step = 10.75
    segments = []
    # Lines x + y = c and x - y = c clipped to the inner rectangle.
    for k in range(1, math.ceil((x1 - x0 + y1 - y0) / step)):
        c = x0 + y0 + k * step
        ax, ay = max(x0, c - y1), c - max(x0, c - y1)
        bx, by = min(x1, c - y0), c - min(x1, c - y0)
        segments.append(f"M{num(ax)} {num(ay)}L{num(bx)} {num(by)}")
        d = x0 - y1 + k * step
        ax, ay = max(x0, d + y0), max(x0, d + y0) - d
        bx, by = min(x1, d + y1), min(x1, d + y1) - d
        segments.append(f"M{num(ax)} {num(ay)}L{num(bx)} {num(by)}")
    lattice = "".join(segments)
    return "".join(
        (
            _blank(),
            f'<rect x="{num(x0)}" y="{num(y0)}" width="{num(x1 - x0)}"'
            f' height="{num(y1 - y0)}" rx="4" fill="#7b1e2b"/>',
            f'<path d="{lattice}" stroke="#c9974a" stroke-width="0.8" fill="none"/>',
            f'<rect x="{num(x0 + 3)}" y="{num(y0 + 3)}" width="{num(x1 - x0 - 6)}"'
            f' height="{num(y1 - y0 - 6)}" rx="3" fill="none" stroke="#f2d48a"'
            ' stroke-width="1.2"/>',
            '<ellipse cx="50" cy="80" rx="22" ry="30" fill="#7b1e2b" stroke="#f2d48a"'
            ' stroke-width="1.5"/>',
            suit_symbol(Suit.COINS, 50, 80, 30),
        )
    )


def back_svg(width: int = 90, *, css_class: str | None = None, lang: str = "en") -> str:
    """The back of a card (the same for every card), ``width`` pixels wide, named in ``lang``.

    >>> 'class="cot-card cot-card-back"' in back_svg()
    True
    """
    height = round(width * _RATIO, 2)
    view = f"0 0 {num(CARD_WIDTH)} {num(CARD_HEIGHT)}"
    classes = _classes("back", css_class)
    return _svg(_back_body(), t("pic_card_back", lang), classes, width, height, view)


def deck_svg(
    cards: Iterable[Card | None] = DECK,
    width: int = 60,
    columns: int = 10,
    french: bool = False,
    *,
    background: str | None = "#2f6b45",
    lang: str = "en",
) -> str:
    """Many cards in one ``<svg>``, ``columns`` per row, each ``width`` pixels wide.

    Each card is a nested ``<svg>`` with the same classes as :func:`card_svg`;
    ``None`` in ``cards`` draws a card back. ``background`` is the table felt
    (``None`` for transparent).

    >>> from coteccio_lab.cards import parse_cards
    >>> sheet = deck_svg(parse_cards("Ac Kc"), width=50, columns=2)
    >>> sheet.count("cot-card-"), 'width="110" height="85"' in sheet
    (2, True)
    """
    items: Sequence[Card | None] = list(cards)
    columns = max(1, min(columns, len(items) or 1))
    rows = max(1, math.ceil(len(items) / columns))
    scale = width / CARD_WIDTH
    gap, pad = CARD_WIDTH * 0.1, CARD_WIDTH * 0.05
    view_w = 2 * pad + columns * CARD_WIDTH + (columns - 1) * gap
    view_h = 2 * pad + rows * CARD_HEIGHT + (rows - 1) * gap
    parts = []
    if background:
        parts.append(f'<rect width="{num(view_w)}" height="{num(view_h)}" fill="{background}"/>')
    for i, card in enumerate(items):
        x = pad + (i % columns) * (CARD_WIDTH + gap)
        y = pad + (i // columns) * (CARD_HEIGHT + gap)
        if card is None:
            name, label, body = "back", t("pic_card_back", lang), _back_body()
        else:
            name, label = card.code(), card.name(lang, french=french)
            body = _face(card, french, lang)
        parts.append(
            f'<svg x="{num(x)}" y="{num(y)}" width="{num(CARD_WIDTH)}"'
            f' height="{num(CARD_HEIGHT)}" class="cot-card cot-card-{name}">'
            f"<title>{attr(label)}</title>{body}</svg>"
        )
    shown = " ".join("back" if c is None else c.code() for c in items)
    label = f"{len(items)} cards: {shown}" if items else "No cards"
    view = f"0 0 {num(view_w)} {num(view_h)}"
    return _svg("".join(parts), label, "cot-deck", view_w * scale, view_h * scale, view)
