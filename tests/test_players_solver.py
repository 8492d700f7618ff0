"""The whole-hand solver against brute force: every line of play through the engine's Hand,
scored by score_hand, on random small positions of every preset and of the rule options
that change the ending (annul, failed capote, the last-trick bonus, everyone out)."""

from __future__ import annotations

import random

import pytest

from coteccio_lab.hand import Hand
from coteccio_lab.players.search import Position, Value
from coteccio_lab.players.solver import HandSolver, covered, play_order
from coteccio_lab.rules import Rules
from coteccio_lab.scoring import FastScorer, score_hand
from coteccio_lab.view import SeatView

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
        others = 0
        for s in h.active:
            if s != h.turn:
                others |= h.holding_mask(s)
        return play_order(h.legal_mask, -1, -1, covered(h.legal_mask, others))
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
    assert checked >= 280  # four chunks: over a thousand positions (1,168)
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


# ---- the expert, exact over every layout -------------------------------------------------


def layouts_by_hand(hand: Hand, me: int) -> list[Hand]:
    """Every placement of the cards ``me`` has not seen that fits its view, as a Hand replayed
    from its deal: written here with itertools, not with odds.DealSpace."""
    import itertools

    from coteccio_lab.cards import DECK

    view = SeatView.of(hand, me)
    unseen = [i for i in range(40) if view.unseen_mask >> i & 1]
    others = [s for s in hand.active if s != me and view.counts[s]]
    played: dict[int, list[int]] = {s: [] for s in range(hand.n)}
    for s, idx in zip(hand.play_seats(), hand.play_indices):
        played[s].append(idx)
    out = []

    def place(k: int, left: list[int], given: dict[int, tuple[int, ...]]) -> None:
        if k == len(others):
            hands = []
            for s in range(hand.n):
                held = [c.index for c in hand.holding(s)] if s == me or s not in given else []
                cards = played[s] + held + list(given.get(s, ()))
                hands.append([DECK[i] for i in cards])
            h = Hand(hand.rules, hands, dealer=hand.dealer, spies=hand.spies)
            for idx in hand.play_indices:
                h.play_index(idx)
            out.append(h)
            return
        s = others[k]
        for combo in itertools.combinations(left, view.counts[s]):
            if any(DECK[i].suit in view.voids[s] for i in combo):
                continue
            place(k + 1, [i for i in left if i not in combo], {**given, s: combo})

    place(0, unseen, {})
    return out


def exact_positions() -> list[tuple[Hand, list[int]]]:
    """Piacenza with two cards each (the whole deck is dealt: at most 90 layouts) and
    two-player Trieste on the last trick but one."""
    out = []
    for seed in range(400):
        rng = random.Random(seed)
        if seed % 2:
            hand = Hand.deal(4, seed=seed, dealer=seed % 4, rules=Rules.from_spec("piacenza"))
            base = [rng.choice([0, 10, 30]) for _ in range(4)]
            stop = 32 + rng.randrange(4)
        else:
            hand = Hand.deal(2, seed=seed, dealer=seed % 2)
            base = [rng.choice([1, 2, 4]) for _ in range(2)]
            stop = 6 + rng.randrange(2)
        while len(hand.play_indices) < stop and not hand.is_over:
            if hand.decision_pending:
                hand.decide_capote("attempt")
                continue
            legal = hand.legal_plays
            hand.play_index(legal[rng.randrange(len(legal))].index)
        if hand.is_over or hand.decision_pending or hand.legal_mask.bit_count() < 2:
            continue
        out.append((hand, base))
        if len(out) == 24:
            break
    return out


def test_expert_card_is_best_in_expectation_over_every_layout() -> None:
    from coteccio_lab.players.base import must_stop
    from coteccio_lab.players.expert import ExpertPlayer

    checked = {"piacenza": 0, "trieste": 0}
    for hand, base in exact_positions():
        me = hand.turn
        assert me is not None
        view = SeatView.of(hand, me)
        layouts = layouts_by_hand(hand, me)
        expert = ExpertPlayer(max_exact=600)
        estimate = expert.evaluate(view, random.Random(0), base)
        assert estimate.kind == "exact" and estimate.samples == estimate.layouts == len(layouts)
        totals: dict[int, float] = {}
        for h in layouts:
            for idx, value in brute_force(h, me, base).items():
                totals[idx] = totals.get(idx, 0.0) + value[me]
        expected = {idx: u / len(layouts) for idx, u in totals.items()}
        for v in estimate.values:
            assert v.utility == pytest.approx(expected[v.card.index], abs=1e-9)
        move = expert.pick(view, estimate)
        assert move.card is not None and move.basis is not None
        assert move.basis.text().startswith(f"exact over all {len(layouts)} layouts")
        if must_stop(view) is None:
            assert expected[move.card.index] == pytest.approx(max(expected.values()), abs=1e-12)
        checked[hand.rules.name] += 1
    assert checked["piacenza"] >= 8 and checked["trieste"] >= 8


def test_expert_and_advise_say_which_answer_they_give() -> None:
    from coteccio_lab.players.advise import advise
    from coteccio_lab.players.expert import ExpertPlayer

    big = Hand.deal(7, seed=3, dealer=0)  # seven players, first lead: no whole deal fits
    move = ExpertPlayer().choose(SeatView.of(big, big.turn or 0), random.Random(0))
    assert move.basis is not None and move.basis.kind == "heuristic"
    assert "heuristic" in move.why("en") and "euristica" in move.why("it")

    hand = Hand.deal(4, seed=8, dealer=0)
    for _ in range(5):
        hand.play_index(hand.legal_plays[-1].index)
    advice = advise(hand, seed=1)
    assert advice.basis is not None and advice.basis.kind == "sampled"
    assert 12 <= advice.samples <= 48 and advice.basis.solved == advice.samples
    text = advice.report("en")
    assert f"exact per layout, {advice.samples} sampled of the" in text
    data = advice.to_json("pt")
    assert data["basis"]["kind"] == "sampled" and "exato por distribuição" in data["basis"]["text"]
    assert all("spread" in v for v in data["legal"])
