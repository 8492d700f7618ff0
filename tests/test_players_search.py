"""The benchmarks' solver (the expert before the judge, ``benchmarks/solver_search.py``): the
same values as a plain max^n over the engine's Hand and score_hand."""

from __future__ import annotations

import math
import random

import pytest
from engine_helpers import random_counters, random_rules
from solver_search import Position, Solver, Value

from coteccio_lab.hand import Hand
from coteccio_lab.scoring import FastScorer, score_hand
from coteccio_lab.view import SeatView

EPS = 1 / 128


def reference(hand: Hand, me: int, base: list[int],
              softmax: float | None = None) -> dict[int, Value]:
    """max^n written the slow, obvious way: copy the Hand, play, score with score_hand.

    With ``softmax``, every seat but ``me`` picks each of its moves with weight
    ``exp(softmax * value)``; cards that are the same move (two no-point cards of a suit
    with no other seat's card, nor the trick's best, between them) are one move.
    """
    sign = 1 if hand.rules.counts_down else -1

    def moves(h: Hand) -> list[int]:
        turn = h.to_act
        others = 0
        for s in h.active:
            if s != turn:
                others |= h.holding_mask(s)
        trick = h.current_trick
        if trick:
            led = trick[0][1].suit
            others |= 1 << max(c.index for _, c in trick if c.suit == led)
        out: list[int] = []
        prev = -1
        for card in h.following_suit:
            idx = card.index
            same = (prev >= 0 and idx // 10 == prev // 10 and idx % 10 <= 5
                    and not others & ((1 << idx) - (2 << prev)))
            prev = idx
            if not same:
                out.append(idx)
        return out

    def value(h: Hand) -> Value:
        if h.over:
            score = score_hand(h, base)
            pts = h.points()
            if h.outcome == "annulled":
                return tuple([0.0] * h.n + [float(score.delta[me]), float(pts[me])])
            return tuple([sign * d - EPS * p for d, p in zip(score.delta, pts)]
                         + [float(score.delta[me]), float(pts[me])])
        turn = h.to_act
        assert turn is not None
        if h.decision_pending:
            annul = h.copy()
            annul.push("annul")
            attempt = h.copy()
            attempt.push("attempt")
            va, vt = value(annul), value(attempt)
            return vt if vt[turn] > va[turn] else va
        children = []
        for idx in (moves(h) if softmax and turn != me else
                    [c.index for c in h.following_suit]):
            child = h.copy()
            child.play_index(idx)
            children.append(value(child))
        if softmax and turn != me:
            top = max(v[turn] for v in children)
            weights = [math.exp(softmax * (v[turn] - top)) for v in children]
            return tuple(sum(w * v[i] for w, v in zip(weights, children)) / sum(weights)
                         for i in range(len(children[0])))
        return max(children, key=lambda v: v[turn])

    out = {}
    for card in hand.following_suit:
        child = hand.copy()
        child.play_index(card.index)
        out[card.index] = value(child)
    return out


def _position(seed: int) -> tuple[Hand, list[int]]:
    rng = random.Random(seed)
    rules = random_rules(rng, [3, 4])
    players = 4 if rules.name == "piacenza" else rng.randint(2, 4)
    hand = Hand.deal(players, seed=seed, dealer=rng.randrange(players), rules=rules)
    for _ in range(rng.randrange(players * 2)):
        if hand.decision_pending:
            hand.push("attempt")
        if hand.over:
            break
        legal = hand.following_suit
        hand.play_index(legal[rng.randrange(len(legal))].index)
    return hand, random_counters(rules, players, rng)


@pytest.mark.parametrize("chunk", range(4))
def test_exact_search_equals_reference(chunk: int) -> None:
    checked = 0
    for seed in range(chunk * 60, (chunk + 1) * 60):
        hand, base = _position(seed)
        if hand.over or hand.decision_pending:
            continue
        me = hand.to_act
        assert me is not None
        solver = Solver(hand.rules, FastScorer.for_hand(hand, base), me)
        got = solver.evaluate(Position.from_hand(hand))
        want = reference(hand, me, base)
        assert set(got) == set(want)
        for idx in want:
            assert got[idx] == pytest.approx(want[idx], abs=1e-9), (seed, idx)
        checked += 1
    assert checked > 30


def test_position_from_view_keeps_the_trick_on_the_table() -> None:
    hand = Hand.deal(4, seed=3, dealer=0)
    for _ in range(6):
        hand.play_index(hand.following_suit[0].index)
    pos = Position.from_hand(hand)
    view = SeatView.of(hand, hand.to_act or 0)
    assert pos.tcount == len(view.current) == 2
    assert pos.led == int(view.current[0][1].suit)
    assert pos.done == 1 and pos.first_winner == hand.tricks[0].winner
    assert pos.masks == [hand.holding_mask(s) for s in range(4)]


@pytest.mark.parametrize("horizon", [0, 1, 2])
def test_limited_search_values_every_legal_card(horizon: int) -> None:
    for seed in range(30):
        hand = Hand.deal(5, seed=seed, dealer=seed % 5)
        rng = random.Random(seed)
        for _ in range(rng.randrange(12)):
            legal = hand.following_suit
            hand.play_index(legal[rng.randrange(len(legal))].index)
        if hand.over or hand.decision_pending:
            continue
        me = hand.to_act
        assert me is not None
        solver = Solver(hand.rules, FastScorer.for_hand(hand), me)
        values = solver.evaluate(Position.from_hand(hand), horizon)
        assert sorted(values) == [c.index for c in hand.following_suit]
        for v in values.values():
            # lives: a hand changes a counter by at most the capote's reach
            assert -4 <= v[-2] <= 1 and 0 <= v[-1] <= 78
        assert solver.work > 0


def test_a_decision_is_not_searched() -> None:
    from test_players_support import capote_decision_hand

    hand = capote_decision_hand()
    with pytest.raises(ValueError, match="capote decision"):
        Solver(hand.rules, FastScorer.for_hand(hand), hand.to_act or 0).evaluate(
            Position.from_hand(hand)
        )
