"""FastScorer (the search's scoring, in scoring.py) gives score_hand's deltas on every preset and
option: the same functions, reached from plain numbers instead of a Hand."""

from __future__ import annotations

import random

import pytest

from coteccio_lab.hand import Hand
from coteccio_lab.rules import Rules
from coteccio_lab.scoring import FastScorer, score_hand

CASES = [
    ("trieste", {}),
    ("trieste", {"annul": False}),
    ("trieste", {"everyone_out": "restart"}),
    ("trieste", {"everyone_out": "sudden_death"}),
    ("trieste", {"everyone_out": "restart_in_play"}),
    ("trieste", {"annul_dealer": "next"}),
    ("bergamo", {"revoke": "table", "revoke_stops": False}),
    ("trieste", {"capote_gain": 0, "tie_penalty": 2}),
    ("trieste", {"failed_capote": False}),
    ("bergamo", {}),
    ("bergamo", {"tie_penalty": 1, "capote_decision": True, "annul": True,
                 "failed_capote": True}),
    ("piacenza", {}),
    ("piacenza", {"points_double": False}),
]


def _counters(rules: Rules, n: int, rng: random.Random) -> list[int]:
    if rules.counter == "lives":
        return [rng.choice([1, 1, 2, 4, 5]) for _ in range(n)]
    if rules.counter == "bole":
        return [rng.choice([0, 0, 2, 3, 3]) for _ in range(n)]
    return [rng.choice([0, 12, 30, 34]) for _ in range(n)]


@pytest.mark.parametrize(("preset", "overrides"), CASES)
def test_fast_deltas_equal_score_hand(preset: str, overrides: dict[str, object]) -> None:
    rules = Rules.from_spec(preset).override(**overrides)
    # Seeded from text, not hash(): str hashes change from one process to the next
    # (PYTHONHASHSEED), and a failing case must repeat.
    rng = random.Random(f"{preset} {sorted(overrides.items())}")
    outcomes = set()
    for k in range(400):
        players = rng.randint(rules.min_players, rules.max_players)
        in_play = [True] * players
        hand = Hand.deal_seats(rules, in_play, rng.randrange(players), seed=k)
        hand.playout(rng.random, capote=rng.choice(["attempt", "annul"]))
        before = _counters(rules, players, rng)
        score = score_hand(hand, before)
        outcomes.add(score.outcome)
        scorer = FastScorer.for_hand(hand, before)
        taker = hand.tricks[0].winner
        stopper = hand.tricks[-1].winner
        got = scorer.deltas(
            hand.points(), [hand.tricks_won(s) for s in range(players)],
            hand.outcome, taker, stopper,
        )
        assert tuple(got) == score.delta, (k, hand.outcome, before, hand.points())
    assert "normal" in outcomes


def test_goodness_sign() -> None:
    assert FastScorer(Rules(), None, (0, 1)).goodness(-1) == -1
    assert FastScorer(Rules.from_spec("bergamo"), None, (0, 1)).goodness(1) == -1
