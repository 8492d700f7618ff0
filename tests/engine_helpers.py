"""Small deals worked out by hand, shared by the engine tests.

Seats follow the hand-record spec: seat i+1 plays after seat i; the seat after
the dealer leads the first trick. The same deals are in tests/records/ as files.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from coteccio_lab.cards import cards_from_mask, parse_cards
from coteccio_lab.hand import Hand, trick_winner
from coteccio_lab.match import Match
from coteccio_lab.rules import Rules
from coteccio_lab.scoring import HandScore
from coteccio_lab.view import SeatView

# Source 001's worked example is trick 1 of this 4-player deal (dealer 3, seat 0 leads).
WORKED = ["4b Ac 2d 5s 6c", "Qc 3d Ks 7c Jd", "2b Kc 4d 6s Qs", "Jb 7d 3c As 5d"]
WORKED_PLAYS = "4b Qc 2b Jb  3c 6c 7c Kc  4d 5d 2d 3d  As 5s Ks 6s  7d Ac Jd Qs"

# Capote deals, 3 players, dealer 2: seat 0 wins the first four tricks with its sevens.
WIN = ["7c 7d 7s 7b Ac", "3c 3d 3s 3b Kc", "4c 4d 4s 4b Qc"]  # ... and the fifth with Ac
STOP = ["7c 7d 7s 7b 2c", "3c 3d 3s 3b Kc", "4c 4d 4s 4b Qc"]  # seat 1 stops it with Kc
FOUR = "7c 3c 4c  7d 3d 4d  7s 3s 4s  7b 3b 4b"

# Revoke deal, 3 players, dealer 2: seat 1 holds one cup (Kc).
REVOKE = ["Ac Ad 2s 2b 3c", "Kc 5d 6s 6b 7d", "4c 4d 4s 4b 5c"]

# Tie deal, 2 players, dealer 1: 6 points each when played as TIE_PLAYS.
TIE = ["Ac 2d 3d 4d 5d", "2c 6d 7d 3s 4s"]
TIE_PLAYS = "Ac 2c  2d 6d  3s 3d  4s 4d  7d 5d"


SMALL_BERGAMO = {"preset": "bergamo", "min_players": 2}
"""Bergamo at a table of fewer than five from the start: 004 plays with five ("si gioca in
5 giocatori"), a smaller table is the option ``min_players``."""


def codes(text: str) -> list[str]:
    """Card codes from one string: ``codes("Ac 7d")`` -> ``["Ac", "7d"]``."""
    return text.split()


def rules(spec: str | Mapping[str, Any] | None = None, **overrides: Any) -> Rules:
    r = Rules.from_spec(spec)
    return r.override(**overrides) if overrides else r


def deal(hands: Sequence[str], dealer: int, spec: Any = None, **overrides: Any) -> Hand:
    """A hand from one string of card codes per seat ("" for a seat out of the match)."""
    return Hand(rules(spec, **overrides), [parse_cards(h) for h in hands], dealer)


def play(hand: Hand, cards: str) -> None:
    for code in cards.split():
        hand.push(code)


def played(hands: Sequence[str], dealer: int, plays: str, spec: Any = None,
           capote: str | None = None, **overrides: Any) -> Hand:
    """A hand played through ``plays``; ``capote`` is chosen when the decision comes."""
    hand = deal(hands, dealer, spec, **overrides)
    for code in plays.split():
        if hand.decision_pending:
            assert capote is not None, "the deal reached the capote decision"
            hand.push(capote)
        hand.push(code)
    if hand.decision_pending and capote is not None:
        hand.push(capote)
    return hand


def play_out(m: Match, rand: Callable[[], float], capote: Any = "attempt") -> HandScore:
    """Play the match's hand to its end with the cards ``Hand.playout`` draws from ``rand``
    (``capote`` chosen at the decision), every move pushed on the match; the hand's score."""
    hand = m.hand
    assert hand is not None
    twin = hand.copy()
    twin.playout(rand, capote)
    for move in twin.move_stack[len(hand.move_stack):]:
        m.push(move)
    assert m.last_score is not None
    return m.last_score


def push_played(m: Match, hand: Hand) -> HandScore:
    """A hand of the match's rules played outside it (a deal worked out by hand, a lesson's
    deal) played in it: its deal becomes the hand in play and its moves are pushed on the
    match, which scores it with the last; the hand's score."""
    m.hand = Hand(hand.rules, hand.dealt, hand.dealer, spies=hand.spies)
    for move in hand.move_stack:
        m.push(move)
    assert m.last_score is not None and hand.over
    return m.last_score


CAPPOTTO = {"preset": "trieste", "cappotto_hands": True}
"""Trieste with 001's cappotto of hands."""


def cappotto_match(
    players: int = 4, *, seat: int | None = None, start: int = 0
) -> tuple[Match, int, random.Random]:
    """The first seeded match from seed ``start`` on where a seat (``seat`` if given) lost
    each of the first four hands, played at random, and is offered 001's cappotto: the
    match, that seat and the random stream that played it (to play on the same way)."""
    for seed in range(start, start + 5000):
        m = Match.new(CAPPOTTO, players, seed=seed)
        rng = random.Random(seed)
        for _ in range(4):
            if m.waiting or m.over or m.hand is None:
                break
            play_out(m, rng.random)
        if m.cappotto_offers and (seat is None or m.cappotto_offers == [seat]):
            return m, m.cappotto_offers[0], rng
    who = "a seat" if seat is None else f"seat {seat}"
    raise AssertionError(f"no seed from {start} on offers {who} the cappotto")


def brute_capote(view: SeatView) -> tuple[int, int]:
    """The capote's odds counted one deal at a time: every assignment of one unseen card to
    each other seat that may hold it (shown voids respected), and in how many the one card
    ``view``'s seat leads takes the trick (the engine's ``trick_winner``). The oracle of the
    exact odds (``coteccio_lab.odds``), shared by every test that checks them."""
    card = view.holding[0]
    seats = [s for s in view.active if s != view.seat and view.counts[s]]
    allowed = {s: view.may_hold(s) for s in seats}
    unseen = cards_from_mask(view.unseen_mask)
    total = good = 0
    for combo in itertools.permutations(unseen, len(seats)):
        if any(not c.bit & allowed[s] for s, c in zip(seats, combo)):
            continue
        total += 1
        if trick_winner([(view.seat, card), *zip(seats, combo)]) == view.seat:
            good += 1
    return good, total


def random_rules(rng: random.Random, sizes: Sequence[int]) -> Rules:
    """A preset for the searches' brute-force checks (Trieste twice as often), a hand size
    from ``sizes``, and sometimes no annulling or another ending when every seat is out."""
    preset = rng.choice(["trieste", "trieste", "bergamo", "piacenza"])
    rules = Rules.from_spec(preset).override(hand_size=rng.choice(sizes), min_players=2)
    if rng.random() < 0.3:
        rules = rules.override(annul=False)
    if rules.counter != "points" and rng.random() < 0.3:
        rules = rules.override(everyone_out=rng.choice(["void", "restart", "sudden_death"]))
    return rules


def random_counters(rules: Rules, players: int, rng: random.Random) -> list[int]:
    """Each seat's counter before a hand, drawn from values that change what a search
    must weigh (a last life, bóle near the limit, a total near the end)."""
    if rules.counter == "lives":
        return [rng.choice([1, 2, 4]) for _ in range(players)]
    if rules.counter == "bole":
        return [rng.choice([0, 2, 3]) for _ in range(players)]
    return [rng.choice([0, 20, 30]) for _ in range(players)]
