"""HTML for what is not clicked: the felt with the seats around it, a trick, the scoreboard.

Pure functions of the engine's state and a language, so they are cheap to test
and to call again on every change. Cards are the SVG of ``render``; every card
carries ``cot-card cot-card-<code>``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from ..i18n import t
from ..render.felt import card_svg, felt_html, seat_name, winning_index
from ..rules import Rules
from .base import esc

__all__ = [
    "card_svg",
    "felt_html",
    "seat_name",
    "scoreboard_html",
    "trick_row_html",
    "winning_index",
]


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
