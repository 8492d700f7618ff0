"""Computer players in three levels, the advice, and the simulations.

>>> from coteccio_lab.hand import Hand
>>> from coteccio_lab.view import SeatView
>>> import random
>>> hand = Hand.deal(4, seed=21, dealer=3)
>>> view = SeatView.of(hand, hand.to_act)
>>> [make_player(level).choose(view, random.Random(5)).card in hand.following_suit
...  for level in LEVELS]
[True, True, True]

Every player keeps one protocol (:class:`Player`): ``choose(view, rng, counters)``
decides from a :class:`~coteccio_lab.view.SeatView` alone (what its seat may see)
and returns a :class:`Move` (the card, or the capote choice) whose ``why(lang)`` is
one sentence in English, Italian or Portuguese. The kit's players are stateless: one
object can play any seat of any hand. A learner's function of the view becomes a
player with :func:`as_player`.
"""

from __future__ import annotations

from .analysis import Analysis, analysis_of
from .base import (
    CardValue,
    InvalidMove,
    Move,
    Player,
    PlayerFunction,
    as_player,
    capote_threat,
    must_stop,
    sure_stoppers,
)
from .computer import LEVELS, computer_move, make_player, move_rng
from .judge import JudgedPlayer
from .levels import CautiousPlayer, RandomPlayer
from .session import Event, Session

__all__ = [
    "LEVELS",
    "Analysis",
    "CardValue",
    "CautiousPlayer",
    "Event",
    "Move",
    "InvalidMove",
    "JudgedPlayer",
    "Player",
    "PlayerFunction",
    "RandomPlayer",
    "Session",
    "analysis_of",
    "as_player",
    "capote_threat",
    "computer_move",
    "make_player",
    "move_rng",
    "must_stop",
    "sure_stoppers",
]
