"""A closed class game's hands, for the student at the table: every hand as it was dealt,
the order its cards were played, and what each counter did.

While the class game is open a hand's cards are shown only while it is played
(``Table.deal_secret``): every other student still has the same deals to play. Once the
teacher closes the game each student's table page lists every hand of their match here,
with the deal code (shown in the board's title) to play it again in the dashboard.
"""

from __future__ import annotations

from typing import Any

from ..i18n import t, verb
from .seatview import seat_label
from .table import Table

__all__ = ["class_review"]


def class_review(table: Table, lang: str) -> list[dict[str, Any]] | None:
    """Every hand of a closed class game's table, in ``lang``: ``[{"title", "seats":
    [{"name", "cards"}], "plays", "changes"}]``; None while the game is open (or for a
    table that is no class game's)."""
    if table.class_game is None or table.deal_secret():
        return None
    names = [seat_label(s.json(i, connected=True), lang) or t("ui_seat", lang, seat=i)
             for i, s in enumerate(table.seats)]
    counter = table.rules.counter
    out = []
    for n, record in enumerate(table.match.history, 1):
        score = record.result
        out.append({
            "title": t("tablepage_review_hand", lang, n=n),
            "seats": [{"name": names[seat], "cards": [c.name(lang) for c in cards]}
                      for seat, cards in enumerate(record.hands)],
            "plays": [c.name(lang) for c in record.plays],
            "changes": [] if score is None else [
                t("tablepage_change", lang, name=names[seat], change=verb(counter, delta, lang))
                for seat, delta in enumerate(score.delta) if delta],
        })
    return out
