"""Positions and players shared by the widget tests (no kernel, no browser)."""

from __future__ import annotations

import random
from typing import Any

from coteccio_lab.cards import Card
from coteccio_lab.hand import Hand
from coteccio_lab.rules import Rules
from coteccio_lab.view import SeatView

# Source 001's worked example: 4b led, Qc thrown, 2b, then Jb wins; 7 points.
WORKED = "4b Qc 2b Jb"


def lowest(view: SeatView) -> Any:
    """A computer seat: the legal card worth fewest points, then the lowest; always attempts."""
    if view.decision_pending:
        return "attempt"
    return min(view.following_suit, key=lambda c: (c.points, c.rank))


def highest(hand: Hand) -> Card:
    return max(hand.following_suit, key=lambda c: c.rank)


def to_capote_decision(
    players: int = 4, decider: int | None = None, start: int = 0, rules: Rules | None = None
) -> Hand:
    """The first seeded deal (from ``start``) where, everyone playing their highest legal
    card, one seat (``decider`` if given) wins the first four tricks."""
    for seed in range(start, start + 20_000):
        hand = Hand.deal(players, seed=seed, dealer=players - 1, rules=rules)
        while not hand.over and not hand.decision_pending:
            hand.push(highest(hand))
        if hand.decision_pending and (decider is None or hand.to_act == decider):
            return hand
    raise AssertionError("no capote decision found")


def finished_hand(players: int = 4, seed: int = 7, rules: Rules | None = None) -> Hand:
    hand = Hand.deal(players, seed=seed, dealer=players - 1, rules=rules)
    hand.playout(random.Random(seed).random)
    return hand
