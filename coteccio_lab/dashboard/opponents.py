"""Computer players for the dashboard: the kit's players, one decision at a time.

:func:`decide` asks ``coteccio_lab.players`` for a card to play or the capote
choice, with the reason in words; the capote odds come from
``coteccio_lab.odds``. The dashboard adds nothing of its own to either, so a
learner meets the same players and the same numbers as in the lessons.

>>> from coteccio_lab.hand import Hand
>>> from coteccio_lab.view import SeatView
>>> import random
>>> hand = Hand.deal(3, seed=5, dealer=2)
>>> d = decide("cautious", SeatView.of(hand, 0), random.Random(1))
>>> d.card is not None and d.card in hand.legal_plays
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from ..cards import Card
from ..hand import Hand
from ..odds import CapoteOdds, capote_odds
from ..offers import CAPOTE_FALLBACK
from ..players import LEVELS as _LEVELS
from ..players import Player, make_player
from ..view import SeatView

__all__ = [
    "LEVELS",
    "CapoteOdds",
    "Decision",
    "computer_move",
    "decide",
    "move_rng",
    "seat_capote_odds",
]

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


def move_rng(seed: int, deal_no: int, plays: int, seat: int, salt: int = 0) -> random.Random:
    """The chance behind one computer move: fixed by the match seed, the deal, the play.

    So the same class game gives every student the same opponents' choices, and the
    class service can replay a computer seat's move and check it.
    """
    return random.Random(f"coteccio:{seed}:{deal_no}:{plays}:{seat}:{salt}")


def computer_move(
    level: str, hand: Hand, seed: int, deal_no: int, counters: Sequence[int] | None = None
) -> Decision:
    """The move the computer seat to act makes in ``hand``, as the dashboard plays it.

    ``seed`` and ``deal_no`` are the match's (``Match.seed``, ``Match.deal_no`` once the
    hand is dealt). A capote answer other than attempt or annul is ``CAPOTE_FALLBACK``, and a
    card that is not legal is replaced by the first legal one: what the seat does is
    always a legal move.
    """
    seat = hand.turn
    if seat is None:
        raise ValueError("the hand is over: no seat is to move")
    move = decide(level, SeatView.of(hand, seat), move_rng(seed, deal_no, len(hand.plays), seat),
                  counters)
    if hand.decision_pending:
        choice = move.capote if move.capote in ("attempt", "annul") else CAPOTE_FALLBACK
        return Decision(None, choice, move.why)
    card = move.card
    if card is None or card.bit & hand.legal_mask == 0:
        card = hand.legal_plays[0]
    return Decision(card, None, move.why)


def seat_capote_odds(view: SeatView, counters: Sequence[int] | None = None) -> CapoteOdds | None:
    """The exact capote odds for the seat of ``view`` at its decision, else None."""
    if not view.decision_pending or len(view.holding) != 1:
        return None
    return capote_odds(view, counters)
