"""The trick rule, held in one place: ``hand.legal_mask`` (follow suit if you can) and
``hand.trick_winner`` (the highest card of the suit led takes the trick) are its one
definition; every fast path that inlines it for speed is checked against them here, over
random positions of every preset (Hypothesis draws the seeds, derandomized: the same
positions on every run):

- the engine's own loops (``Hand``'s play and its fast replay): each trick's winner and
  points, and the cards it lets a seat play;
- the whole-hand solver kept in ``benchmarks/`` as the duplicate's baseline
  (``solver_search``): the trick in play as a ``Position`` reads it, and its exact values
  against max^n over the engine (``test_players_search.reference``);
- that solver's careful play-outs beyond its horizon (``solver_careful``): every card
  they pick may be played;
- the capote odds (``odds``): counted against every layout, each last trick taken by
  ``trick_winner`` (``engine_helpers.brute_capote``).
"""

from __future__ import annotations

import random

import pytest
from engine_helpers import brute_capote, random_rules
from hypothesis import given, settings
from hypothesis import strategies as st
from solver_careful import careful_card  # the duplicate's baseline solver
from solver_search import Position, Solver
from test_players_search import reference
from test_players_solver import small_position
from test_players_support import decision_position

from coteccio_lab.cards import POINTS_BY_INDEX, SUIT_MASKS, cards_from_mask
from coteccio_lab.hand import Hand, legal_mask, trick_winner
from coteccio_lab.odds import DealSpace, capote_odds
from coteccio_lab.records import HandRecord
from coteccio_lab.scoring import FastScorer
from coteccio_lab.view import SeatView

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
EXAMPLES = settings(max_examples=150, deadline=None, derandomize=True)


def _random_hand(seed: int) -> tuple[Hand, random.Random]:
    rng = random.Random(seed)
    rules = random_rules(rng, [3, 4, 5])
    players = rng.randint(rules.min_players, min(rules.max_players, 6))
    return Hand.deal(players, seed=seed, dealer=rng.randrange(players), rules=rules), rng


def _step(hand: Hand, rng: random.Random) -> None:
    if hand.decision_pending:
        hand.push(rng.choice(["attempt", "annul"]) if hand.rules.annul else "attempt")
        return
    legal = hand.following_suit
    hand.play_index(legal[rng.randrange(len(legal))].index)


@EXAMPLES
@given(SEEDS)
def test_the_engine_plays_and_takes_each_trick_by_the_rule(seed: int) -> None:
    hand, rng = _random_hand(seed)
    while not hand.over:
        if not hand.decision_pending:
            seat = hand.to_act
            assert seat is not None
            led = int(hand.current_trick[0][1].suit) if hand.current_trick else -1
            allowed = legal_mask(hand.holding_mask(seat), led)
            assert {c.index for c in hand.following_suit} == {c.index for c in
                                                           cards_from_mask(allowed)}
        _step(hand, rng)
    for trick in hand.tricks:
        assert trick.winner == trick_winner(trick.seat_cards)
        assert trick.points == sum(c.points for c in trick.cards)
    # the fast replay of a record takes every trick the same way
    again = HandRecord.of_hand(hand).play_under(hand.rules)
    assert [(t.winner, t.points) for t in again.tricks] == [
        (t.winner, t.points) for t in hand.tricks]


@EXAMPLES
@given(SEEDS)
def test_the_search_reads_the_trick_and_solves_by_the_rule(seed: int) -> None:
    hand, base = small_position(seed)
    if hand.over or hand.decision_pending:
        return
    pos = Position.from_hand(hand)
    if hand.current_trick:
        plays = hand.current_trick
        assert (pos.led, pos.best_seat) == (int(plays[0][1].suit), trick_winner(plays))
        assert pos.tpts == sum(card.points for _, card in plays)
    me = hand.to_act
    assert me is not None
    got = Solver(hand.rules, FastScorer.for_hand(hand, base), me).evaluate(pos)
    want = reference(hand, me, base)
    assert got.keys() == want.keys()
    for idx, value in want.items():
        assert got[idx] == pytest.approx(value, abs=1e-9)


@EXAMPLES
@given(SEEDS)
def test_a_careful_play_out_plays_only_what_the_rule_allows(seed: int) -> None:
    hand, rng = _random_hand(seed)
    for _ in range(rng.randrange(hand.rules.hand_size * hand.n)):
        if hand.over:
            return
        _step(hand, rng)
    if hand.over or hand.decision_pending:
        return
    seat = hand.to_act
    assert seat is not None
    plays = hand.current_trick
    led = int(plays[0][1].suit) if plays else -1
    winner = trick_winner(plays) if plays else -1
    best = next((card.index for s, card in plays if s == winner), -1)
    masks = [hand.holding_mask(s) for s in range(hand.n)]
    won = [sum(1 for t in hand.tricks if t.winner == s) for s in range(hand.n)]
    first = hand.tricks[0].winner if hand.tricks else -1
    last = len(plays) == len(hand.active) - 1
    pick = careful_card(masks, seat, masks[seat], led, best, winner, last, tuple(hand.active),
                        first, won, len(hand.tricks), hand.rules.hand_size)
    assert 1 << pick & legal_mask(masks[seat], led)
    if led >= 0 and pick // 10 == led and masks[seat] & SUIT_MASKS[led] & ((1 << best) - 1):
        # it could play under the card that wins: the card it picked loses, unless it is
        # the highest it holds (stopping a capote, or the last to play)
        takes = trick_winner([*plays, (seat, cards_from_mask(1 << pick)[0])]) == seat
        assert not takes or pick == (masks[seat] & SUIT_MASKS[led]).bit_length() - 1
    assert POINTS_BY_INDEX[pick] >= 0


@settings(max_examples=60, deadline=None, derandomize=True)
@given(SEEDS, st.integers(min_value=2, max_value=5))
def test_the_capote_odds_count_by_the_rule(seed: int, players: int) -> None:
    view = SeatView.of(decision_position(players, seed % 100_000), 0)
    if DealSpace(view).count() > 20_000:
        return
    odds = capote_odds(view)
    assert (odds.good, odds.total) == brute_capote(view)
