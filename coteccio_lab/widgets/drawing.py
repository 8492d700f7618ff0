"""HTML for what is not clicked: a trick as a row, the scoreboard.

Pure functions of the engine's state and a language, so they are cheap to test
and to call again on every change. Cards are the SVG of ``render``; every card
carries ``cot-card cot-card-<code>``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..cards import Card
from ..i18n import t
from ..render.felt import card_svg, seat_name, winning_index
from ..render.scoreboard import MAX_PIPS, counter_word, scoreboard_html
from .base import esc

__all__ = [
    "MAX_PIPS",
    "card_svg",
    "counter_word",
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
