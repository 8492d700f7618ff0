"""The cautious level as it played before it emptied short suits: the baseline of
``benchmarks/players.py --only duplicate --pair cautious,cautious-before``.

Its habits are spelt out here, so that a change of the kit's level does not move the
baseline: it led its lowest card that others could beat, threw the card of the highest
rank plus points less two for each card left out that beats it, and on the last trick
but one, holding a sure winner and a card others could beat, played the winner when it
could (taking that trick, or leading it) if the trick cost at most 12 points; that last
habit keeps no promise, since a seat that does not lead the last trick may throw its
winner there.
"""

from __future__ import annotations

from coteccio_lab.cards import Card
from coteccio_lab.players.analysis import Analysis
from coteccio_lab.players.base import Move
from coteccio_lab.players.levels import CHEAP_TRICK, CautiousPlayer, higher_live, live_others
from coteccio_lab.view import SeatView

__all__ = ["CautiousBefore"]


class CautiousBefore(CautiousPlayer):
    """The cautious level before short suits; see the module text."""

    name = "cautious-before"

    def _empties_short_suits(self, view: SeatView) -> bool:
        return False

    def _move(self, view: SeatView, card: Card, reason: str, **params: object) -> Move:
        live = live_others(view)
        if reason == "why_discard":
            card = max(view.following_suit,
                       key=lambda c: (int(c.rank) + c.points - 2 * higher_live(c, live),
                                      c.points, c.index))
        elif reason in ("why_duck", "why_lead_low"):
            keep = _last_trick_swap(view, card, live)
            if keep is not None:
                return Move(view.seat, card=keep, analysis=Analysis(
                    said="a sure winner played before the last trick", level=self.name))
        return super()._move(view, card, reason, **params)


def _last_trick_swap(view: SeatView, card: Card, live: int) -> Card | None:
    if len(view.tricks) != view.hand_size - 2 or len(view.holding) != 2:
        return None
    keep = next(c for c in view.holding if c != card)
    if keep not in view.following_suit or higher_live(keep, live) or not higher_live(card, live):
        return None
    cost = sum(c.points for _, c in view.current) + keep.points
    if cost > CHEAP_TRICK + view.rules.last_trick_bonus:
        return None
    return keep
