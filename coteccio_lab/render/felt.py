"""The felt as data: where each seat sits, what lies in front of it, the trick in the middle.

One layout, seen from the seat at the screen, drawn two ways: ``felt_html`` turns it
into HTML with the cards' SVG (``Hand._repr_html_``'s static picture); the dashboard's, the
class tables' pages and the widget kit's table work the same layout out themselves from the
seat's serialized view (``render/boardview.js``'s ``feltOf``, held to this one by
``tests/test_board_view_js.py``): a change here is made there too. Positions are
percentages of the felt, rounded once here (and there the same way) so both drawings put a
seat at the same place.

>>> from coteccio_lab.hand import Hand
>>> hand = Hand.deal(4, seed=7, dealer=3)
>>> felt = felt_layout(hand, 0, "en")
>>> [(s.seat, s.x, s.y) for s in felt.seats]
[(0, 50.0, 89.0), (1, 89.0, 50.0), (2, 50.0, 11.0), (3, 11.0, 50.0)]
>>> felt.seats[0].info, felt.seats[0].dealer, felt.seats[3].dealer
('tricks 0 · 0 pts · your turn', False, True)
>>> felt_layout(hand, 2, "pt").seats[0].info
'vazas: 0 · 0 pts · da vez'
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..cards import Card
from ..hand import Hand, Trick
from ..i18n import t
from ..i18n.grammar import Word, seat_word
from ..view import SeatView, SpectatorView
from .cards import back_svg
from .cards import card_svg as _card_svg
from .svg import attr

__all__ = ["FeltLayout", "SeatSpot", "TrickSpot", "card_svg", "felt_html", "felt_layout",
           "seat_angle", "seat_name", "trick_caption", "trick_spot", "winning_index"]

# Radii of the ellipses the seats and the trick's cards sit on, in % of the felt.
_SEAT_RX = _SEAT_RY = 39.0
_TRICK_RX, _TRICK_RY = 17.0, 18.0


def seat_name(seat: int, me: int | None, lang: str) -> Word:
    """'You' for the person at the screen, else 'Seat 2' (a ``Word``: a sentence built
    around it agrees with it, ``i18n.grammar``)."""
    return seat_word(seat, me, lang)


def trick_caption(seen: SeatView | SpectatorView, names: Sequence[str | Word], lang: str
                  ) -> str:
    """Who took the trick still in the middle of the felt (the last one, no card of the
    next played yet), by ``names``; '' when no finished trick lies there."""
    if seen.current or not seen.tricks:
        return ""
    last = seen.tricks[-1]
    return t("ui_took_trick", lang, who=names[last.winner], points=last.points)


def seat_angle(seat: int, me: int, n: int) -> float:
    """Where a seat sits, in radians: ``me`` at the bottom, the next seats anticlockwise.

    Play goes anticlockwise (000, 003): the seat after the person at the screen
    sits to their right, the one after that opposite.

    >>> [round(math.degrees(seat_angle(s, 0, 4))) for s in range(4)]
    [-90, 0, 90, 180]
    """
    k = (seat - me) % n
    return math.radians(-90 + 360 * k / n)


def winning_index(cards: Sequence[Card]) -> int:
    """Index of the card that wins (so far): the highest of the suit led."""
    best = 0
    for i, card in enumerate(cards):
        if card.beats(cards[best]):
            best = i
    return best


def trick_spot(seat: int, me: int, n: int) -> tuple[float, float]:
    """Where ``seat``'s card of the trick lies on the felt, in percent (x, y).

    >>> trick_spot(0, 0, 4)
    (50.0, 68.0)
    """
    return _at(seat_angle(seat, me, n), _TRICK_RX, _TRICK_RY)


def _at(angle: float, rx: float, ry: float) -> tuple[float, float]:
    return round(50 + rx * math.cos(angle), 1), round(50 - ry * math.sin(angle), 1)


@dataclass(frozen=True)
class SeatSpot:
    """One seat on the felt: where, what it is called, what lies in front of it."""

    seat: int
    x: float
    y: float
    classes: tuple[str, ...]
    """``cot-seat cot-seat-<n>``, ``cot-turn``, ``cot-out``; ``cot-seat-h`` (and
    ``cot-seat-rev``) for the seats at the sides, whose tricks lie beside the name."""
    name: str
    dealer: bool
    info: str
    """'3 tricks, 7 points · to play', or 'out'."""
    held: tuple[Card, ...]
    """The cards of its hand the view shows face up (for a seat's view, its own only)."""
    count: int
    """How many cards it still holds (drawn face down where they are not shown)."""
    piles: tuple[Trick, ...]
    """The tricks it has won, face up in front of it (000, 003, 004)."""
    pile_first: bool
    """The tricks go above the name (the seats in the lower half, away from the middle)."""


@dataclass(frozen=True)
class TrickSpot:
    """A card of the trick in the middle, where it lies, and whether it wins so far."""

    seat: int
    card: Card
    x: float
    y: float
    winning: bool


@dataclass(frozen=True)
class FeltLayout:
    n: int
    seats: tuple[SeatSpot, ...]
    trick: tuple[TrickSpot, ...]
    caption: str
    """Who took the trick still in the middle ('' while a trick is being played)."""


def felt_layout(
    seen: Hand | SeatView | SpectatorView,
    me: int,
    lang: str = "en",
    *,
    names: Sequence[str] | None = None,
    show_points: bool = True,
    halted: str | None = None,
) -> FeltLayout:
    """The table seen from seat ``me``: seats around in the order of play, the dealer
    and the turn marked, each seat's won tricks in front of it, the trick in the middle.

    ``seen`` is what the screen may show: a seat's view (its own cards and no other's), a
    spectator's, or a whole ``Hand`` (every card face up: the widget kit's own table, an
    exercise's worked position), read as a spectator's view with the hands shown.

    While no card of a new trick is down, the trick just won stays in the middle
    (with who took it), as at a real table before it is gathered. ``names`` replace
    'You' and 'Seat 2' (the dashboard names its computer players). ``halted``: play is
    stopped (a class table the teacher paused): the seat whose turn it was is not marked,
    and says ``halted`` instead of 'to play' (nothing when it is '').
    """
    hand = SpectatorView.of(seen, hands=True) if isinstance(seen, Hand) else seen
    n = hand.n
    called = list(names) if names is not None else [seat_name(s, me, lang) for s in range(n)]
    tricks = hand.tricks
    current = hand.current
    last_in_middle = not current and bool(tricks)
    piles: dict[int, list[Trick]] = {s: [] for s in range(n)}
    for done in tricks[:-1] if last_in_middle else tricks:
        piles[done.winner].append(done)
    points = hand.points
    turn = hand.to_act
    seats = []
    for seat in range(n):
        angle = seat_angle(seat, me, n)
        x, y = _at(angle, _SEAT_RX, _SEAT_RY)
        classes = ["cot-seat", f"cot-seat-{seat}"]
        if seat == turn and halted is None:
            classes.append("cot-turn")
        if seat not in hand.active:
            classes.append("cot-out")
        info = []
        if seat not in hand.active:
            info.append(t("ui_out", lang))
        elif show_points:
            info.append(
                t("ui_seat_tricks", lang, tricks=hand.tricks_won[seat], points=points[seat])
            )
        if seat == turn and halted:
            info.append(halted)
        elif seat == turn and halted is None:
            # the person at the screen reads "your turn", the others' seats a status
            yours = str(called[seat]) == t("ui_you", lang)
            if hand.decision_pending:
                info.append(t("ui_to_decide_you" if yours else "ui_to_decide", lang))
            else:
                info.append(t("ui_to_play_you" if yours else "ui_to_play", lang))
        # Each seat's tricks lie in front of it, on the side away from the trick in the
        # middle: beside the name for the seats at the top and bottom, above or below it
        # for the seats at the sides.
        pile_first = False
        if abs(math.sin(angle)) > 0.7:
            classes.append("cot-seat-h")
            if math.cos(angle) < -0.2:
                classes.append("cot-seat-rev")
        elif y > 55:
            pile_first = True
        seats.append(
            SeatSpot(
                seat=seat,
                x=x,
                y=y,
                classes=tuple(classes),
                name=called[seat],
                dealer=seat == hand.dealer,
                info=" · ".join(info),
                held=hand.held(seat),
                count=hand.counts[seat],
                piles=tuple(piles[seat]),
                pile_first=pile_first,
            )
        )
    shown: list[tuple[int, Card]] = []
    if current:
        shown = list(current)
    elif tricks:
        shown = tricks[-1].seat_cards
    caption = trick_caption(hand, called, lang)
    win = winning_index([c for _, c in shown]) if shown else -1
    trick = []
    for i, (seat, card) in enumerate(shown):
        x, y = trick_spot(seat, me, n)
        trick.append(TrickSpot(seat=seat, card=card, x=x, y=y, winning=i == win))
    return FeltLayout(n=n, seats=tuple(seats), trick=tuple(trick), caption=caption)


@lru_cache(maxsize=4096)
def _face(card: Card, width: int, french: bool, lang: str) -> str:
    return _card_svg(card, width, french=french, lang=lang)


def card_svg(card: Card, width: int = 90, *, french: bool = False, lang: str = "en") -> str:
    """``render.card_svg``, remembered: the table draws the same faces again and again."""
    return _face(card, width, french, lang)


def _pile(trick: Trick, lang: str, french: bool, width: int = 28) -> str:
    cards = "".join(card_svg(c, width, french=french, lang=lang) for c in trick.cards)
    title = attr(t("ui_trick_points", lang, points=trick.points))
    return f'<span class="cot-won-trick" title="{title}">{cards}</span>'


def felt_html(
    hand: Hand,
    me: int,
    lang: str = "en",
    *,
    french: bool = False,
    show_points: bool = True,
    show_holding: bool = False,
    open_table: bool = False,
) -> str:
    """The felt (``render.felt.felt_layout``) as HTML: the table seen from seat ``me``,
    the trick in the middle in ``cot-trick``. ``show_holding`` shows the other seats'
    cards face up (an exercise's worked position), else their backs; ``open_table`` also
    shows the cards of seat ``me``, who has no hand widget below (``Hand._repr_html_``).

    Only for a picture with no JavaScript behind it: ``Hand._repr_html_`` (a notebook's
    static display) and the reader-text tool (``tools/reader_text.py``, the felt as a
    reader reads it). Nothing interactive draws with it: a table the learner plays at (the
    widget table, the dashboard, the class tables) is drawn in the page from its seat's
    serialized view by ``render/boardview.js`` (``widgets.felt``, ``render.boardview``),
    each card one ``<img>`` of a face sent once, where this sends every card's SVG again."""
    felt = felt_layout(hand, me, lang, show_points=show_points)
    parts = []
    for spot in felt.seats:
        dealer = ""
        if spot.dealer:
            # the word is read once, after a separator (a title and an aria-label both were
            # read out, "Dealer Dealer D"); the one-letter mark is for the eye only, as a
            # bare "C" beside a name reads as a card (the Knight) in Portuguese
            word = attr(t("ui_dealer", lang))
            dealer = (
                # after the separator the word is the badge's, as the lessons' pictures write it
                f'<span class="cot-sr-only"> · {attr(t("pic_dealer", lang))}</span>'
                f'<span class="cot-dealer" title="{word}" aria-hidden="true">'
                f"{attr(t('ui_dealer_mark', lang))}</span>"
            )
        info_html = f'<div class="cot-seat-info">{attr(spot.info)}</div>' if spot.info else ""
        holding = ""
        if (spot.seat != me or open_table) and spot.count:
            if open_table:
                # the only picture of the hands (no hand widget below): readable faces, side
                # by side, not a fan of thumbnails
                faces = "".join(card_svg(c, 40, french=french, lang=lang) for c in spot.held)
                holding = f'<div class="cot-held">{faces}</div>'
            elif show_holding:
                faces = "".join(card_svg(c, 26, french=french, lang=lang) for c in spot.held)
                holding = f'<div class="cot-backs">{faces}</div>'
            else:
                backs = "".join(back_svg(22, lang=lang) for _ in range(spot.count))
                holding = f'<div class="cot-backs">{backs}</div>'
        pile = "".join(_pile(tr, lang, french) for tr in spot.piles)
        pile_html = f'<div class="cot-tricks">{pile}</div>' if pile else ""
        name_html = f'<div class="cot-seat-name">{attr(spot.name)}{dealer}</div>'
        ident = f'<div class="cot-seat-id">{holding}{name_html}{info_html}</div>'
        body = [pile_html, ident] if spot.pile_first else [ident, pile_html]
        parts.append(
            f'<div class="{" ".join(spot.classes)}" style="left:{spot.x}%;top:{spot.y}%">'
            + "".join(body)
            + "</div>"
        )
    trick_parts = []
    for i, card in enumerate(felt.trick):
        cls = "cot-trick-card cot-winning" if card.winning else "cot-trick-card"
        trick_parts.append(
            f'<div class="{cls}" style="left:{card.x}%;top:{card.y}%;z-index:{i + 1}"'
            f' title="{attr(felt.seats[card.seat].name)}">'
            f"{card_svg(card.card, 64, french=french, lang=lang)}</div>"
        )
    if felt.caption:
        trick_parts.append(f'<div class="cot-trick-caption">{attr(felt.caption)}</div>')
    label = attr(t("ui_trick", lang))
    trick_html = f'<div class="cot-trick" aria-label="{label}">{"".join(trick_parts)}</div>'
    spies = ""
    if hand.spies:
        spy_cards = "".join(card_svg(c, 30, french=french, lang=lang) for c in hand.spies)
        spies = f'<div class="cot-spies">{attr(t("ui_spies", lang))}<div>{spy_cards}</div></div>'
    return f'<div class="cot-felt cot-felt-{felt.n}">{"".join(parts)}{trick_html}{spies}</div>'
