"""The whole-hand solver against brute force: every line of play through the engine's Hand,
scored by score_hand, on random small positions of every preset and of the rule options
that change the ending (annul, failed capote, the last-trick bonus, everyone out)."""

from __future__ import annotations

import random

import pytest

from coteccio_lab.hand import Hand
from coteccio_lab.players.search import Position, Value
from coteccio_lab.players.solver import HandSolver, play_order
from coteccio_lab.rules import Rules
from coteccio_lab.scoring import FastScorer, score_hand

EPS = 1 / 128


def brute_force(hand: Hand, me: int, base: list[int]) -> dict[int, Value]:
    """max^n the slow, obvious way: copy the Hand, try every card, score with score_hand.

    Of equal cards the seat plays the first in ``play_order`` (the solver's stated rule
    for ties); a capote decision that is worth the same either way annuls."""
    sign = 1 if hand.rules.counts_down else -1

    def value(h: Hand) -> Value:
        if h.is_over:
            score = score_hand(h, base)
            pts = h.points()
            if h.outcome == "annulled":
                return tuple([0.0] * h.n + [float(score.delta[me]), float(pts[me])])
            return tuple([sign * d - EPS * p for d, p in zip(score.delta, pts)]
                         + [float(score.delta[me]), float(pts[me])])
        turn = h.turn
        assert turn is not None
        if h.decision_pending:
            annul = h.copy()
            annul.decide_capote("annul")
            attempt = h.copy()
            attempt.decide_capote("attempt")
            va, vt = value(annul), value(attempt)
            return vt if vt[turn] > va[turn] else va
        best: Value | None = None
        for idx in _order(h):
            child = h.copy()
            child.play_index(idx)
            v = value(child)
            if best is None or v[turn] > best[turn]:
                best = v
        assert best is not None
        return best

    out = {}
    for card in hand.legal_plays:
        child = hand.copy()
        child.play_index(card.index)
        out[card.index] = value(child)
    return out


def _order(h: Hand) -> list[int]:
    trick = h.current_trick
    if not trick:
        return play_order(h.legal_mask, -1, -1)
    led = int(trick[0][1].suit)
    best = max(c.index for _, c in trick if c.suit == led)
    return play_order(h.legal_mask, led, best)


def random_position(seed: int) -> tuple[Hand, list[int]]:
    """A small position: 2 to 5 players, 2 to 4 cards each, some tricks already played."""
    rng = random.Random(seed)
    preset = rng.choice(["trieste", "trieste", "bergamo", "piacenza"])
    players = 4 if preset == "piacenza" else rng.randint(2, 5 if preset == "trieste" else 4)
    size = rng.choice([2, 3, 3, 4]) if players <= 3 else rng.choice([2, 3, 3])
    rules = Rules.from_spec(preset).override(hand_size=size)
    if preset == "trieste" and rng.random() < 0.3:
        rules = rules.override(annul=False)
    if preset == "trieste" and rng.random() < 0.15:
        rules = rules.override(failed_capote=False)
    if rng.random() < 0.2:
        rules = rules.override(last_trick_bonus=rng.choice([0, 3]))
    if rules.counter != "points" and rng.random() < 0.3:
        rules = rules.override(everyone_out=rng.choice(["void", "restart", "sudden_death"]))
    hand = Hand.deal(players, seed=seed, dealer=rng.randrange(players), rules=rules)
    # Leave at most about 14 cards to play, so that brute force stays quick.
    plays = rng.randrange(max(0, players * size - 14), players * size - 1)
    for _ in range(plays):
        if hand.decision_pending:
            hand.decide_capote(rng.choice(["attempt", "annul"]) if rules.annul else "attempt")
        if hand.is_over:
            break
        legal = hand.legal_plays
        hand.play_index(legal[rng.randrange(len(legal))].index)
    if rules.counter == "lives":
        base = [rng.choice([1, 2, 4]) for _ in range(players)]
    elif rules.counter == "bole":
        base = [rng.choice([0, 2, 3]) for _ in range(players)]
    else:
        base = [rng.choice([0, 20, 30]) for _ in range(players)]
    return hand, base


CHUNK = 300


@pytest.mark.parametrize("chunk", range(4))
def test_solver_equals_brute_force(chunk: int) -> None:
    checked = 0
    presets = set()
    for seed in range(chunk * CHUNK, (chunk + 1) * CHUNK):
        hand, base = random_position(seed)
        if hand.is_over or hand.decision_pending:
            continue
        me = hand.turn
        assert me is not None
        want = brute_force(hand, me, base)
        for bounds in (True, False):
            solver = HandSolver(hand.rules, FastScorer.for_hand(hand, base), me, bounds=bounds)
            got = solver.solve(Position.from_hand(hand))
            assert set(got) == set(want)
            for idx in want:
                assert got[idx] == pytest.approx(want[idx], abs=1e-9), (seed, bounds, idx)
        checked += 1
        presets.add(hand.rules.name)
    assert checked >= 250  # four chunks: over a thousand positions
    assert presets == {"trieste", "bergamo", "piacenza"}


def test_a_decision_is_not_solved() -> None:
    from test_players_support import capote_decision_hand

    hand = capote_decision_hand()
    with pytest.raises(ValueError, match="capote decision"):
        HandSolver(hand.rules, FastScorer.for_hand(hand), hand.turn or 0).solve(
            Position.from_hand(hand)
        )


def test_bounds_save_work_from_the_first_trick() -> None:
    saved = []
    for seed in range(3):
        hand = Hand.deal(4, seed=seed, dealer=seed % 4)
        nodes = []
        for bounds in (True, False):
            solver = HandSolver(hand.rules, FastScorer.for_hand(hand), hand.turn or 0,
                                bounds=bounds)
            solver.solve(Position.from_hand(hand))
            nodes.append(solver.nodes)
        saved.append(nodes[1] / nodes[0])
    assert min(saved) > 1.5
