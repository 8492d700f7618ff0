"""HTML for what is not clicked: the felt with the seats around it, a trick, the scoreboard.

Pure functions of the engine's state and a language, so they are cheap to test
and to call again on every change. Cards are the SVG of ``render``; every card
carries ``cot-card cot-card-<code>``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache

from ..cards import Card
from ..hand import Hand, Trick
from ..i18n import t
from ..render import back_svg
from ..render import card_svg as _card_svg
from ..rules import Rules
from .base import esc

__all__ = [
    "card_svg",
    "felt_html",
    "seat_angle",
    "seat_name",
    "scoreboard_html",
    "trick_row_html",
    "winning_index",
]


@lru_cache(maxsize=4096)
def _face(card: Card, width: int, french: bool, lang: str) -> str:
    return _card_svg(card, width, french=french, lang=lang)


def card_svg(card: Card, width: int = 90, *, french: bool = False, lang: str = "en") -> str:
    """``render.card_svg``, remembered: the table draws the same faces again and again."""
    return _face(card, width, french, lang)


def seat_name(seat: int, me: int | None, lang: str) -> str:
    """'You' for the person at the screen, else 'Seat 2'."""
    return t("ui_you", lang) if seat == me else t("ui_seat", lang, seat=seat)


def seat_angle(seat: int, me: int, n: int) -> float:
    """Where a seat sits, in radians: ``me`` at the bottom, the next seats anticlockwise.

    Play goes anticlockwise (000, 003): the seat after the person at the screen
    sits to their right, the one after that opposite.

    >>> [round(math.degrees(seat_angle(s, 0, 4))) for s in range(4)]
    [-90, 0, 90, 180]
    """
    k = (seat - me) % n
    return math.radians(-90 + 360 * k / n)


def _at(angle: float, rx: float, ry: float) -> tuple[float, float]:
    return 50 + rx * math.cos(angle), 50 - ry * math.sin(angle)


def winning_index(cards: Sequence[Card]) -> int:
    """Index of the card that wins (so far): the highest of the suit led."""
    best = 0
    for i, card in enumerate(cards):
        if card.beats(cards[best]):
            best = i
    return best


def _pile(trick: Trick, lang: str, french: bool, width: int = 28) -> str:
    cards = "".join(card_svg(c, width, french=french, lang=lang) for c in trick.cards)
    title = esc(t("ui_trick_points", lang, points=trick.points))
    return f'<span class="cot-won-trick" title="{title}">{cards}</span>'


def felt_html(
    hand: Hand,
    me: int,
    lang: str = "en",
    *,
    french: bool = False,
    show_points: bool = True,
    show_holding: bool = False,
) -> str:
    """The table seen from seat ``me``: seats around in the order of play, the dealer
    and the turn marked, each seat's won tricks face up in front of it (000, 003,
    004), the trick in the middle (``cot-trick``).

    While no card of a new trick is down, the trick just won stays in the middle
    (with who took it), as at a real table before it is gathered.
    """
    n = hand.n
    tricks = hand.tricks
    current = hand.current_trick
    last_in_middle = not current and bool(tricks)
    piles: dict[int, list[Trick]] = {s: [] for s in range(n)}
    for trick in tricks[:-1] if last_in_middle else tricks:
        piles[trick.winner].append(trick)
    points = hand.points()
    turn = hand.turn
    parts = []
    for seat in range(n):
        angle = seat_angle(seat, me, n)
        x, y = _at(angle, 39, 39)
        classes = ["cot-seat", f"cot-seat-{seat}"]
        if seat == turn:
            classes.append("cot-turn")
        if seat not in hand.active:
            classes.append("cot-out")
        name = esc(seat_name(seat, me, lang))
        dealer = ""
        if seat == hand.dealer:
            dealer = (
                f'<span class="cot-dealer" title="{esc(t("ui_dealer", lang))}"'
                f' aria-label="{esc(t("ui_dealer", lang))}">'
                f"{esc(t('ui_dealer_mark', lang))}</span>"
            )
        info = []
        if seat not in hand.active:
            info.append(t("ui_out", lang))
        elif show_points:
            info.append(
                t("ui_seat_tricks", lang, tricks=hand.tricks_won(seat), points=points[seat])
            )
        if seat == turn:
            info.append(
                t("ui_to_decide", lang) if hand.decision_pending else t("ui_to_play", lang)
            )
        info_html = f'<div class="cot-seat-info">{esc(" · ".join(info))}</div>' if info else ""
        held = hand.holding(seat)
        holding = ""
        if seat != me and held:
            if show_holding:
                holding = "".join(card_svg(c, 26, french=french, lang=lang) for c in held)
            else:
                holding = "".join(back_svg(22) for _ in held)
            holding = f'<div class="cot-backs">{holding}</div>'
        pile = "".join(_pile(tr, lang, french) for tr in piles[seat])
        pile_html = f'<div class="cot-tricks">{pile}</div>' if pile else ""
        name_html = f'<div class="cot-seat-name">{name}{dealer}</div>'
        ident = f'<div class="cot-seat-id">{holding}{name_html}{info_html}</div>'
        # Each seat's tricks lie in front of it, on the side away from the trick in the
        # middle: beside the name for the seats at the top and bottom, above or below it
        # for the seats at the sides.
        if abs(math.sin(angle)) > 0.7:
            classes.append("cot-seat-h")
            if math.cos(angle) < -0.2:
                classes.append("cot-seat-rev")
            body = [ident, pile_html]
        elif y > 55:
            body = [pile_html, ident]
        else:
            body = [ident, pile_html]
        parts.append(
            f'<div class="{" ".join(classes)}" style="left:{x:.1f}%;top:{y:.1f}%">'
            + "".join(body)
            + "</div>"
        )
    # the trick in the middle
    shown: list[tuple[int, Card]]
    caption = ""
    if current:
        shown = list(current)
    elif tricks:
        last = tricks[-1]
        seat = last.leader
        shown = []
        for card in last.cards:
            shown.append((seat, card))
            seat = hand.next_seat(seat)
        caption = t(
            "ui_took_trick",
            lang,
            who=seat_name(last.winner, me, lang),
            points=last.points,
        )
    else:
        shown = []
    win = winning_index([c for _, c in shown]) if shown else -1
    trick_parts = []
    for i, (seat, card) in enumerate(shown):
        x, y = _at(seat_angle(seat, me, n), 17, 18)
        cls = "cot-trick-card cot-winning" if i == win else "cot-trick-card"
        trick_parts.append(
            f'<div class="{cls}" style="left:{x:.1f}%;top:{y:.1f}%;z-index:{i + 1}"'
            f' title="{esc(seat_name(seat, me, lang))}">'
            f"{card_svg(card, 64, french=french, lang=lang)}</div>"
        )
    if caption:
        trick_parts.append(f'<div class="cot-trick-caption">{esc(caption)}</div>')
    label = esc(t("ui_trick", lang))
    trick_html = f'<div class="cot-trick" aria-label="{label}">{"".join(trick_parts)}</div>'
    spies = ""
    if hand.spies:
        spy_cards = "".join(card_svg(c, 30, french=french, lang=lang) for c in hand.spies)
        spies = f'<div class="cot-spies">{esc(t("ui_spies", lang))}<div>{spy_cards}</div></div>'
    return f'<div class="cot-felt cot-felt-{n}">{"".join(parts)}{trick_html}{spies}</div>'


def trick_row_html(
    cards: Sequence[tuple[int, Card]],
    me: int | None,
    lang: str = "en",
    *,
    french: bool = False,
    width: int = 72,
    mark_winner: bool = True,
    empty_key: str = "ui_trick_empty",
) -> str:
    """A trick as a row, in playing order, each card under the name of its seat."""
    if not cards:
        body = f'<div class="cot-trick-empty">{esc(t(empty_key, lang))}</div>'
    else:
        win = winning_index([c for _, c in cards]) if mark_winner else -1
        slots = []
        for i, (seat, card) in enumerate(cards):
            cls = "cot-trick-slot cot-winning" if i == win else "cot-trick-slot"
            slots.append(
                f'<div class="{cls}"><span>{esc(seat_name(seat, me, lang))}</span>'
                f"{card_svg(card, width, french=french, lang=lang)}</div>"
            )
        body = "".join(slots)
    return f'<div class="cot-trick-row">{body}</div>'


def counter_word(rules: Rules, lang: str) -> str:
    return t(f"counter_{rules.counter}", lang)


MAX_PIPS = 12
"""The most marks a counter is drawn with; a larger count is written as a number (a loaded
file's counters are bounded by the rules, but a drawing never depends on that)."""


def _marks(mark: str, n: int) -> str:
    """``n`` marks, or one mark and the number when there are more than ``MAX_PIPS``.

    >>> _marks("♥", 3), _marks("0", 10**30)
    ('♥♥♥', '0×1000000000000000000000000000000')
    """
    n = max(0, n)
    return mark * n if n <= MAX_PIPS else f"{mark}×{n}"


def _pips(rules: Rules, count: int, ovo: int, lang: str) -> str:
    if rules.counter == "lives":
        hearts = _marks("♥", min(count, rules.start))
        tally = ""
        if ovo:
            word = t("ui_ovo", lang) if ovo == 1 else t("ui_dopio_ovo", lang) if ovo == 2 else (
                t("ui_ovo_n", lang, n=ovo)
            )
            marks = _marks("0", ovo)
            tally = f' <span class="cot-ovo" title="{esc(word)}">{esc(word)} ({marks})</span>'
        return f'<span class="cot-pips">{hearts}</span>{tally}'
    if rules.counter == "bole":
        taken = min(count, rules.limit)
        empty = _marks("○", rules.limit - taken)
        return f'<span class="cot-pips">{_marks("●", taken)}{empty}</span>'
    return f'<span class="cot-pips">{esc(t("ui_of_limit", lang, limit=rules.limit))}</span>'


def scoreboard_html(
    rules: Rules,
    counters: Sequence[int],
    me: int | None,
    lang: str = "en",
    *,
    hand_points: Sequence[int] | None = None,
    pot: float | None = None,
    doctor_used: Sequence[int] | None = None,
) -> str:
    """Each seat's counter (``cot-lives-<seat>`` holds the number), the tally, the pot."""
    n = len(counters)
    head = "".join(f"<th>{esc(seat_name(s, me, lang))}</th>" for s in range(n))
    word = esc(counter_word(rules, lang))
    counts = []
    visuals = []
    for s, count in enumerate(counters):
        out = rules.is_out(count)
        cls = ' class="cot-count cot-out"' if out else ' class="cot-count"'
        counts.append(f'<td{cls}><span class="cot-lives-{s}">{count}</span></td>')
        ovo = max(0, count - rules.start) if rules.counter == "lives" else 0
        visual = esc(t("ui_out", lang)) if out else _pips(rules, count, ovo, lang)
        visuals.append(f"<td>{visual}</td>")
    rows = [
        f"<tr><th></th>{head}</tr>",
        f"<tr><td>{word}</td>{''.join(counts)}</tr>",
        f"<tr><td></td>{''.join(visuals)}</tr>",
    ]
    if hand_points is not None:
        cells = "".join(f"<td>{p}</td>" for p in hand_points)
        rows.append(f"<tr><td>{esc(t('ui_points_this_hand', lang))}</td>{cells}</tr>")
    if doctor_used is not None and rules.doctor != "off":
        cells = "".join(f"<td>{d}</td>" for d in doctor_used)
        rows.append(f"<tr><td>{esc(t('ui_doctor_used', lang))}</td>{cells}</tr>")
    pot_html = ""
    if pot is not None and rules.stake:
        amount = int(pot) if float(pot).is_integer() else pot
        pot_html = f'<div class="cot-pot">{esc(t("ui_pot", lang, pot=amount))}</div>'
    return f'<table>{"".join(rows)}</table>{pot_html}'
