"""Computer players in three levels, the advice, and the simulations.

>>> from coteccio_lab.hand import Hand
>>> from coteccio_lab.view import SeatView
>>> import random
>>> hand = Hand.deal(4, seed=21, dealer=3)
>>> view = SeatView.of(hand, hand.turn)
>>> [make_player(level).choose(view, random.Random(5)).card in hand.legal_plays
...  for level in LEVELS]
[True, True, True]

Every player decides from a :class:`~coteccio_lab.view.SeatView` alone (what
its seat may see), returns a :class:`Move` (the card, or the capote choice)
whose ``why(lang)`` is one sentence in English, Italian or Portuguese, and is
stateless: one object can play any seat of any hand.
"""

from __future__ import annotations

from ..odds import CapoteOdds, capote_odds
from .base import CardValue, Move, Player, capote_threat, must_stop, sure_stoppers
from .expert import ExpertPlayer
from .levels import CautiousPlayer, RandomPlayer

__all__ = [
    "LEVELS",
    "CapoteOdds",
    "CardValue",
    "CautiousPlayer",
    "ExpertPlayer",
    "Move",
    "Player",
    "RandomPlayer",
    "capote_odds",
    "capote_threat",
    "make_player",
    "must_stop",
    "sure_stoppers",
]

LEVELS: tuple[str, ...] = ("random", "cautious", "expert")


def make_player(level: str) -> Player:
    """A player by level name: ``random``, ``cautious`` or ``expert``."""
    key = level.strip().lower() if isinstance(level, str) else level
    if key == "random":
        return RandomPlayer()
    if key == "cautious":
        return CautiousPlayer()
    if key == "expert":
        return ExpertPlayer()
    raise ValueError(f"unknown player level {level!r}: choose from {', '.join(LEVELS)}")
