"""The benchmarks' whole-hand solver and solver expert (``benchmarks/solver_*.py``, the expert
before the judge) against brute force and against every layout.

The reference is ``test_players_search.reference``: max^n written the obvious way over
the engine's ``Hand`` and ``score_hand``. Positions are small (two or three cards left
each) so that a thousand of them, across the presets and their options, run in seconds.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from engine_helpers import random_counters, random_rules
from solver_expert import ExpertPlayer, horizon_for
from solver_search import Position, SearchLimit, Solver, Value
from test_players_search import reference

from coteccio_lab.cards import Card, cards_from_mask
from coteccio_lab.hand import Hand
from coteccio_lab.odds import DealSpace
from coteccio_lab.players.base import must_stop
from coteccio_lab.rules import Rules
from coteccio_lab.scoring import FastScorer
from coteccio_lab.view import SeatView


def small_position(seed: int) -> tuple[Hand, list[int]]:
    """A hand with two or three cards left each, any preset, random counters."""
    rng = random.Random(seed)
    rules = random_rules(rng, [3, 4, 5])
    size = rules.hand_size
    players = 4 if rules.name == "piacenza" else rng.randint(2, 5)
    hand = Hand.deal(players, seed=seed, dealer=rng.randrange(players), rules=rules)
    left = rng.choice([2, 2, 3]) if players <= 3 else 2
    plays = (size - left) * players + rng.randrange(players)
    for _ in range(plays):
        if hand.over:
            break
        if hand.decision_pending:
            hand.push(rng.choice(["attempt", "annul"]) if rules.annul else "attempt")
            continue
        legal = hand.following_suit
        hand.play_index(legal[rng.randrange(len(legal))].index)
    return hand, random_counters(rules, players, rng)


def solved_as_brute_force(seed: int, count: int, softmax: float | None = None,
                          ) -> Iterator[tuple[Hand, list[int], int, dict[int, Value]]]:
    """``count`` small positions from ``seed`` on, each solved and checked against brute
    force (a second solve, reusing the positions kept from the first, too): the hand, its
    counters, the seat that searched and the solver's values."""
    checked = 0
    while checked < count:
        hand, base = small_position(seed)
        seed += 1
        if hand.over or hand.decision_pending:
            continue
        me = hand.to_act
        assert me is not None
        solver = Solver(hand.rules, FastScorer.for_hand(hand, base), me, softmax=softmax)
        got = solver.evaluate(Position.from_hand(hand))
        want = reference(hand, me, base, softmax)
        assert got.keys() == want.keys()
        for idx in want:
            assert got[idx] == pytest.approx(want[idx], abs=1e-9), (seed - 1, idx)
        assert solver.evaluate(Position.from_hand(hand)) == got
        yield hand, base, me, got
        checked += 1


@pytest.mark.parametrize("chunk", range(4))
def test_whole_hand_solver_equals_brute_force(chunk: int) -> None:
    presets = {hand.rules.name for hand, *_ in solved_as_brute_force(chunk * 100_000, 260)}
    assert presets == {"trieste", "bergamo", "piacenza"}


@pytest.mark.parametrize("softmax", [1.0, 5.0, 30.0])
def test_unsure_others_equal_brute_force(softmax: float) -> None:
    """The other seats picking by a softmax of their values (the expert's model of seats
    that do not see every card): the same values as brute force, and not max^n's."""
    differ = 0
    for hand, base, me, got in solved_as_brute_force(700_000 + int(softmax) * 1000, 120,
                                                     softmax):
        hard = reference(hand, me, base)
        differ += any(abs(got[idx][me] - hard[idx][me]) > 1e-6 for idx in hard)
    assert differ >= 10, differ


def first_trick_position(seed: int) -> tuple[Hand, list[int]]:
    """A hand of three cards each still in its first trick, where every seat may yet become
    a capote's taker: the search's tightest bounds (a seat that cannot win the trick is not
    the taker; a failed capote the tree cannot reach) do most of their cutting here."""
    rng = random.Random(seed)
    preset = rng.choice(["trieste", "bergamo", "piacenza"])
    rules = Rules.from_spec(preset).override(hand_size=3, min_players=2)
    if rng.random() < 0.3:
        rules = rules.override(annul=False)
    if rng.random() < 0.3:
        rules = rules.override(failed_capote=not rules.failed_capote)
    players = 4 if preset == "piacenza" else rng.randint(3, 5)
    hand = Hand.deal(players, seed=seed, dealer=rng.randrange(players), rules=rules)
    for _ in range(rng.randrange(players)):
        legal = hand.following_suit
        hand.play_index(legal[rng.randrange(len(legal))].index)
    return hand, random_counters(rules, players, rng)


def test_first_trick_bounds_keep_the_brute_force_values() -> None:
    kinds = set()
    for seed in range(120):
        hand, base = first_trick_position(seed)
        me = hand.to_act
        assert me is not None
        got = Solver(hand.rules, FastScorer.for_hand(hand, base), me).evaluate(
            Position.from_hand(hand))
        want = reference(hand, me, base)
        assert got.keys() == want.keys()
        for idx in want:
            assert got[idx] == pytest.approx(want[idx], abs=1e-9), (seed, idx)
        kinds.add((hand.rules.name, hand.rules.annul, hand.rules.failed_capote))
    # Both kinds of capote rules were tried: failed capotes reachable and not.
    assert len({(annul, failed) for _, annul, failed in kinds}) == 4


def test_node_limit_stops_a_search_and_counts_its_work() -> None:
    hand = Hand.deal(4, seed=1, dealer=0)
    solver = Solver(hand.rules, FastScorer.for_hand(hand), hand.to_act or 0)
    with pytest.raises(SearchLimit):
        solver.evaluate(Position.from_hand(hand), node_limit=50)
    assert solver.nodes == solver.work == 50


def _enumerable_view(seed: int) -> tuple[Hand, SeatView, list[int]] | None:
    hand, base = small_position(seed)
    if hand.over or hand.decision_pending or len(hand.following_suit) < 2:
        return None
    view = SeatView.of(hand, hand.to_act or 0)
    if must_stop(view) is not None or not 1 < DealSpace(view).count() <= 48:
        return None
    return hand, view, base


def test_expert_plays_the_best_card_over_every_layout() -> None:
    """With few layouts the expert solves them all, and its card is the best on average
    over all of them, each solved by brute force (ties allowed)."""
    expert = ExpertPlayer()
    checked = 0
    seed = 0
    while checked < 25:
        found = _enumerable_view(seed)
        seed += 1
        if found is None:
            continue
        hand, view, base = found
        solved = expert.solve_layouts(view, random.Random(seed), base)
        assert solved.method == "all" and solved.every
        assert len(solved.layouts) == solved.count == DealSpace(view).count()
        move = expert.pick(view, solved.averages(), len(solved.layouts), solved)
        assert move.analysis.params["method"] == "all"
        totals: dict[int, float] = {}
        for hidden in DealSpace(view).deals():
            for idx, value in _brute(hand, view, hidden, base, expert.softmax).items():
                totals[idx] = totals.get(idx, 0.0) + value
        best = max(totals.values())
        assert move.card is not None
        assert totals[move.card.index] == pytest.approx(best, abs=1e-9), seed - 1
        checked += 1


def _brute(hand: Hand, view: SeatView, hidden: list[int], base: list[int],
           softmax: float | None) -> dict[int, float]:
    """The seat's utility of each card in one layout, by brute force over a Hand dealt so."""
    rebuilt = rebuild(hand, view, hidden)
    me = view.seat
    return {idx: value[me] for idx, value in reference(rebuilt, me, base, softmax).items()}


def rebuild(hand: Hand, view: SeatView, hidden: list[int]) -> Hand:
    """``hand`` with the other seats' unplayed cards replaced by ``hidden``: the same moves
    from a deal where each seat held its played cards and its hidden ones."""
    played: dict[int, list[Card]] = {s: [] for s in range(hand.n)}
    for seat, card in zip(hand.play_seats(), hand.plays):
        played[seat].append(card)
    deal = []
    for s in range(hand.n):
        if s not in hand.active:
            deal.append(list(hand.dealt[s]))
            continue
        rest = hand.holding_mask(s) if s == view.seat else hidden[s]
        deal.append(played[s] + cards_from_mask(rest))
    again = Hand(hand.rules, deal, dealer=hand.dealer, spies=hand.spies)
    for move in hand.move_stack:
        again.push(move)
    return again


def test_advise_says_which_answer_it_gives() -> None:
    from coteccio_lab.i18n import t
    from coteccio_lab.players.advise import advise

    # Six seats at the first lead: a sample of the layouts, each card played out on them.
    big = advise(Hand.deal(6, seed=3))
    assert big.method == "sampled" and big.layouts > big.samples
    # Two seats at the last two tricks: every layout played out, by players who use no
    # chance: exact over them.
    hand = Hand.deal(2, seed=3)
    while len(hand.holding(0)) + len(hand.holding(1)) > 4 or len(hand.following_suit) < 2:
        hand.play_index(hand.following_suit[0].index)
    late = advise(hand)
    assert late.method == "exact" and late.samples == late.layouts
    exactness = late.to_json("it")["exactness"]
    assert exactness["method"] == late.method and exactness["layouts"] == late.layouts
    for lang in ("en", "it", "pt"):
        line = t("solver_how", lang, how=late.how(lang))
        assert line in late.report(lang) and late.how(lang)
    # A capote decision is answered by the exact odds: no layouts to speak of.
    from test_players_support import capote_decision_hand

    assert advise(capote_decision_hand()).how() == ""


def test_expert_settings_say_how_far_each_layout_is_solved() -> None:
    hand = Hand.deal(4, seed=3, dealer=0)
    view = SeatView.of(hand, hand.to_act or 0)

    def solved(**settings: object) -> tuple[str, int | None]:
        layouts = ExpertPlayer(**settings).solve_layouts(view, random.Random(0))  # type: ignore[arg-type]
        return layouts.method, layouts.horizon

    # The player at a 4-seat first lead: the next trick exact, then the careful rules.
    assert solved() == ("heuristic", 1)
    assert solved(horizon=0) == ("heuristic", 0)
    # Each layout to the end: from five cards (exact), or within a whole-hand budget (the
    # review's max^n solves), but not when whole-hand solves are kept to four cards or fewer.
    assert solved(exact=5) == ("sampled", None)
    assert solved(whole_budget=400_000, softmax=None) == ("sampled", None)
    assert solved(whole_budget=400_000, softmax=None, whole_cards=4) == ("heuristic", 1)


def test_expert_horizon() -> None:
    hand = Hand.deal(4, seed=1, dealer=0)
    assert horizon_for(SeatView.of(hand, hand.to_act or 0)) == 1
    big = Hand.deal(8, seed=1, dealer=0)
    assert horizon_for(SeatView.of(big, big.to_act or 0)) == 0
    for _ in range(12):
        hand.play_index(hand.following_suit[0].index)
    assert horizon_for(SeatView.of(hand, hand.to_act or 0)) is None
