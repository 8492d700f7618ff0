"""Computer players for the dashboard: the kit's players, one decision at a time.

:func:`decide` asks ``coteccio_lab.players`` for a card to play or the capote
choice, with the reason in words; the capote odds come from
``coteccio_lab.odds``. The dashboard adds nothing of its own to either, so a
learner meets the same players and the same numbers as in the lessons.

>>> from coteccio_lab.hand import Hand
>>> from coteccio_lab.view import SeatView
>>> import random
>>> hand = Hand.deal(None, 3, dealer=2, seed=5)
>>> d = decide("cautious", SeatView.of(hand, 0), random.Random(1))
>>> d.card is not None and d.card in hand.legal_plays()
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..cards import Card
from ..odds import CapoteOdds, capote_odds
from ..players import LEVELS as _LEVELS
from ..players import Player, make_player
from ..view import SeatView

__all__ = ["LEVELS", "CapoteOdds", "Decision", "decide", "seat_capote_odds"]

LEVELS: tuple[str, ...] = tuple(_LEVELS)

Text = Callable[[str], str]


@dataclass(frozen=True)
class Decision:
    """A computer player's move: a card, or the capote choice, and why."""

    card: Card | None
    capote: str | None
    why: Text


@lru_cache(maxsize=16)
def _player(level: str) -> Player:
    return make_player(level)


def decide(
    level: str, view: SeatView, rng: random.Random, counters: Sequence[int] | None = None
) -> Decision:
    """The move of a computer player of ``level`` for the seat of ``view``.

    ``counters`` are the match counters before the hand (the expert weighs them).
    """
    player = _player(level)
    if view.decision_pending:
        move = player.decide_capote(view, rng, counters)
        return Decision(None, move.capote, move.why)
    move = player.choose(view, rng, counters)
    return Decision(move.card, None, move.why)


def seat_capote_odds(view: SeatView, counters: Sequence[int] | None = None) -> CapoteOdds | None:
    """The exact capote odds for the seat of ``view`` at its decision, else None."""
    if not view.decision_pending or len(view.holding) != 1:
        return None
    return capote_odds(view, counters)
