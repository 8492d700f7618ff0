"""The exact odds: deal counting by suits against brute force, uniform drawing, the capote."""

from __future__ import annotations

import itertools
import random
from collections import Counter
from fractions import Fraction

import pytest
from engine_helpers import brute_capote
from test_players_support import capote_decision_hand, decision_position

from coteccio_lab.cards import SUIT_MASKS, cards_from_mask
from coteccio_lab.hand import Hand
from coteccio_lab.odds import CapoteOdds, DealSpace, capote_odds, compositions, seat_capote_odds
from coteccio_lab.rules import Rules
from coteccio_lab.scoring import score_hand
from coteccio_lab.view import SeatView


def brute_deals(view: SeatView) -> list[tuple[int, ...]]:
    """Every deal (a set of cards per other seat) that fits the view, listed one by one."""
    seats = [s for s in view.active if s != view.seat and view.counts[s]]
    out: list[tuple[int, ...]] = []

    def rec(k: int, left: int, acc: tuple[int, ...]) -> None:
        if k == len(seats):
            out.append(acc)
            return
        s = seats[k]
        for combo in itertools.combinations(cards_from_mask(left & view.may_hold(s)),
                                            view.counts[s]):
            mask = sum(c.bit for c in combo)
            rec(k + 1, left & ~mask, acc + (mask,))

    rec(0, view.unseen_mask, ())
    return out


def late_view(players: int, seed: int, plays: int) -> SeatView:
    hand = Hand.deal(players, seed=seed, dealer=seed % players)
    rng = random.Random(seed)
    for _ in range(plays):
        if hand.decision_pending or hand.over:
            break
        legal = hand.following_suit
        hand.play_index(legal[rng.randrange(len(legal))].index)
    seat = rng.choice([s for s in hand.active if hand.holding_mask(s)] or [0])
    return SeatView.of(hand, seat)


def test_compositions() -> None:
    assert compositions(0, 0b1111) == ((0, 0, 0, 0),)
    assert len(compositions(5, 0b1111)) == 56
    assert compositions(3, 0b0100) == ((0, 0, 3, 0),)
    assert compositions(1, 0) == ()


def test_the_worked_example() -> None:
    odds = capote_odds(SeatView.of(capote_decision_hand(), 0))
    assert (odds.good, odds.total) == (650, 702) == brute_capote(SeatView.of(
        capote_decision_hand(), 0))
    assert odds.probability == Fraction(25, 27)
    assert odds.attempt_delta == Fraction(25, 27) - Fraction(2, 27)
    assert odds.annul_delta == 0 and odds.recommended == "attempt"
    assert odds.distributions == 702
    assert [c.code() for c in odds.higher] == ["Ac"]
    data = odds.to_json()
    assert data["distributions"] == 702 and data["recommended"] == "attempt"


@pytest.mark.parametrize("players", range(2, 9))
def test_capote_counts_equal_brute_force(players: int) -> None:
    for seed in range(6 if players <= 5 else 2):
        hand = decision_position(players, seed)
        view = SeatView.of(hand, 0)
        space = DealSpace(view)
        if players >= 6 and space.count() > 60_000:
            continue  # listing them one by one takes too long for a test
        assert (capote_odds(view).good, capote_odds(view).total) == brute_capote(view)


@pytest.mark.parametrize("players", [6, 7, 8])
def test_capote_counts_with_voids_equal_brute_force(players: int) -> None:
    """Big tables with voids shown (narrower deals), still checked one by one."""
    checked = 0
    for seed in range(200):
        view = SeatView.of(decision_position(players, seed), 0)
        if not any(view.voids[s] for s in range(players)):
            continue
        if DealSpace(view).count() > 60_000:
            continue
        good, total = brute_capote(view)
        odds = capote_odds(view)
        assert (odds.good, odds.total) == (good, total), seed
        checked += 1
        if checked == 3:
            break
    assert checked >= 1


@pytest.mark.parametrize("seed", range(12))
def test_deal_counts_equal_brute_force_mid_hand(seed: int) -> None:
    players = 2 + seed % 3
    # two players: two or three cards left each; more: the last trick (one card each)
    plays = 6 + seed % 3 if players == 2 else players * 4 + seed % players
    view = late_view(players, seed, plays=plays)
    deals = brute_deals(view)
    space = DealSpace(view)
    assert space.count() == len(deals)
    listed = list(space.deals())
    assert len(listed) == len(deals)
    assert {tuple(m[s] for s in space.seats) for m in listed} == set(deals)


def test_sampling_is_uniform_and_fits_the_view() -> None:
    view = None
    for seed in range(400):
        v = late_view(3 - seed % 2, seed, plays=13 - 5 * (seed % 2))
        if v.to_act is not None and 6 <= DealSpace(v).count() <= 30 and any(
            v.voids[s] for s in range(v.n) if s != v.seat
        ):
            view = v
            break
    assert view is not None
    space = DealSpace(view)
    total = space.count()
    rng = random.Random(4)
    draws = 300 * total
    seen: Counter[tuple[int, ...]] = Counter()
    for _ in range(draws):
        masks = space.sample(rng)
        for k, s in enumerate(space.seats):
            assert masks[s].bit_count() == space.needs[k]
            assert masks[s] & ~view.may_hold(s) == 0
        assert masks[view.seat] == 0
        seen[tuple(masks[s] for s in space.seats)] += 1
    assert len(seen) == total
    # each deal's count is Binomial(draws, 1/total): allow five standard deviations
    sd = (draws * (1 / total) * (1 - 1 / total)) ** 0.5
    assert all(abs(c - draws / total) < 5 * sd for c in seen.values())


def test_spies_and_voids_narrow_the_deals() -> None:
    rules = Rules.from_spec({"preset": "bergamo", "min_players": 4})
    hand = Hand.deal(4, seed=3, dealer=0, rules=rules)
    assert len(hand.spies) == 2
    view = SeatView.of(hand, 1)
    spies = sum(c.bit for c in hand.spies)
    assert view.unseen_mask & spies == 0
    for _ in range(20):
        masks = DealSpace(view).sample(random.Random(_))
        assert all(m & spies == 0 for m in masks)


def test_attempt_delta_follows_the_rules() -> None:
    hand = capote_decision_hand()
    view = SeatView.of(hand, 0)
    p = Fraction(25, 27)
    no_gain = capote_odds(SeatView.of(_with_rules(hand, capote_gain=0), 0))
    assert no_gain.capote_delta == 0 and no_gain.attempt_delta == -(1 - p)
    assert no_gain.recommended == "annul"
    # a seat on one life: a failed capote would put it out (lives stop at zero)
    low = capote_odds(view, counters=[1, 4, 4])
    assert low.failed_delta == -1 and low.attempt_delta == p - (1 - p)


def _with_rules(hand: Hand, **overrides: object) -> Hand:
    rules = hand.rules.override(**overrides)
    other = Hand(rules, [list(h) for h in hand.dealt], hand.dealer)
    for card in hand.plays:
        other.push(card)
    return other


def test_without_the_failed_capote_rule_the_fifth_trick_is_scored_normally() -> None:
    hand = _with_rules(capote_decision_hand(), failed_capote=False)
    view = SeatView.of(hand, 0)
    odds = capote_odds(view)
    # brute force: every deal where the Ace of cups is out, played to the end and scored
    seats = [1, 2]
    unseen = cards_from_mask(view.unseen_mask)
    total = 0
    delta = 0
    for a, b in itertools.permutations(unseen, 2):
        if not any(c.code() == "Ac" for c in (a, b)):
            continue
        dealt = [list(h) for h in hand.dealt]
        held = {1: a, 2: b}
        for s in seats:
            dealt[s] = [c for c in dealt[s] if c not in hand.holding(s)] + [held[s]]
        other = Hand(hand.rules, dealt, hand.dealer)
        for card in hand.plays:
            other.push(card)
        other.push("attempt")
        for s in (0, 1, 2):
            other.push(other.holding(s)[0])
        total += 1
        delta += score_hand(other).delta[0]
    assert odds.failed_delta == Fraction(delta, total)


def test_odds_need_one_card() -> None:
    hand = Hand.deal(3, seed=1, dealer=0)
    with pytest.raises(ValueError, match="one card"):
        capote_odds(SeatView.of(hand, 0))


def test_explain_in_three_languages() -> None:
    odds = capote_odds(SeatView.of(capote_decision_hand(), 0))
    assert "650" in odds.explain("en") and "702" in odds.explain("en")
    assert "92,6%" in odds.explain("it") and "cappotto" in odds.explain("it")
    assert "Rei de copas" in odds.explain("pt")


def test_seat_capote_odds_are_the_odds_at_the_decision_only() -> None:
    for players in (3, 4, 6):
        view = SeatView.of(decision_position(players, 2), 0)
        theirs = seat_capote_odds(view)
        ours = capote_odds(view)
        assert isinstance(theirs, CapoteOdds)
        assert (theirs.good, theirs.total) == (ours.good, ours.total)
    assert seat_capote_odds(SeatView.of(Hand.deal(4, seed=3), 1)) is None


def test_suit_masks_cover_the_deck() -> None:
    assert sum(m.bit_count() for m in SUIT_MASKS) == 40
