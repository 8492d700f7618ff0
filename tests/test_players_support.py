"""Deals and positions shared by the players' and the odds' tests (no tests here).

- ``capote_decision_hand()``: a 3-player hand at seat 0's capote decision.
- ``decision_position(players, seed)``: a capote decision at any table size, with
  the voids that random following leaves (the taker leads its four Aces).
- ``stop_positions()``: hand-built positions where exactly one legal card stops
  a capote (the expected card is given).
- ``same_view_other_cards(hand, seat, rng)``: another deal that gives ``seat``
  exactly the same view (same own cards, same plays, other hidden cards).
- ``view_after(hands, dealer, plays)``: the view of the seat to play after ``plays``.
- ``cautious_move(view)``: the cautious level's move there.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from coteccio_lab.cards import DECK, SUIT_MASKS, Card, cards_from_mask, parse_cards
from coteccio_lab.hand import Hand
from coteccio_lab.moves import Move
from coteccio_lab.players import CautiousPlayer
from coteccio_lab.rules import Rules
from coteccio_lab.view import SeatView


def view_after(hands: list[str], dealer: int, plays: str, rules: Rules | None = None
               ) -> SeatView:
    """The view of the seat to play once ``plays`` (card codes) are played from ``hands``."""
    hand = Hand(rules, [parse_cards(h) for h in hands], dealer)
    for code in plays.split():
        hand.push(code)
    assert hand.to_act is not None
    return SeatView.of(hand, hand.to_act)


def cautious_move(view: SeatView) -> Move:
    return CautiousPlayer().choose(view, random.Random(0))


def capote_decision_hand() -> Hand:
    hands = ["7c 7d 7s 7b Kc", "3c 3d 3s 3b 2b", "4c 4d 4s 4b 5b"]
    hand = Hand(None, [parse_cards(h) for h in hands], dealer=2)
    for code in parse_cards("7c 3c 4c 7d 3d 4d 7s 3s 4s 7b 3b 4b"):
        hand.push(code)
    assert hand.decision_pending and hand.to_act == 0
    return hand


def decision_position(players: int, seed: int, rules: Rules | None = None) -> Hand:
    """Seat 0 holds the four Aces and leads them; the others follow at random."""
    rng = random.Random(seed)
    aces = [Card.parse(a) for a in ("Ac", "Ad", "As", "Ab")]
    rest = [c for c in DECK if c not in aces]
    rng.shuffle(rest)
    last = rest.pop()
    hands = [aces + [last]] + [[rest.pop() for _ in range(5)] for _ in range(players - 1)]
    hand = Hand(rules, hands, dealer=players - 1)
    order = aces[:]
    rng.shuffle(order)
    for ace in order:
        hand.push(ace)
        for _ in range(players - 1):
            legal = hand.following_suit
            hand.push(legal[rng.randrange(len(legal))])
    assert hand.decision_pending, hand
    return hand


@dataclass(frozen=True)
class StopCase:
    name: str
    hands: tuple[str, ...]
    dealer: int
    plays: str
    card: str
    """The one card that stops the capote."""
    rules: str = "trieste"


def stop_positions() -> list[StopCase]:
    """Exactly one legal card surely stops the capote of the seat that won every trick."""
    return [
        # 4 players: seat 1 won three tricks with its Aces and leads the King of swords;
        # seat 2 holds the Ace (stops) and the Two (does not).
        StopCase("ace over king", ("4c 5d 6b 7s 2d", "Ac Ad Ab Ks 3d", "2c 3b As 2s 6d",
                                   "3c 4b 5b 4s 7d"),
                 dealer=0, plays="Ac 2c 3c 4c  Ad 6d 7d 5d  Ab 3b 4b 6b  Ks", card="As"),
        # The stopping card is worth points and the trick is expensive: still played.
        StopCase("expensive stop", ("Jc 2d 3b Qd 4s", "Ac Ad Ab Ks 2b", "2c 5d As 7s 6b",
                                    "3c 6d 4b Kd 5s"),
                 dealer=0, plays="Ac 2c 3c Jc  Ad 5d 6d 2d  Ab 6b 4b 3b  Ks", card="As"),
        # 3 players: seat 0 won three tricks and leads the 7 of cups; seat 1 holds
        # the Jack (stops) and the 5 (does not); seat 2 is void in cups.
        StopCase("three players", ("Ad Ab As 7c 2d", "Jc 5c 3d 3b 3s", "4d 4b 4s 5b 6s"),
                 dealer=2, plays="Ad 3d 4d  Ab 3b 4b  As 3s 4s  7c", card="Jc"),
        # Last to play: the Knight beats the taker's Jack, the 6 does not; the two
        # seats between them have no cups (one throws a King of coins).
        StopCase("last to play", ("4d 4b 7s Qc 6c", "Ad Ab As Jc 6d", "2d 2b 2s 3s Kd",
                                  "3d 3b 4s 5s 6s"),
                 dealer=0, plays="Ad 2d 3d 4d  Ab 2b 3b 4b  As 2s 4s 7s  Jc Kd 5s", card="Qc"),
    ]


def stop_hand(case: StopCase) -> Hand:
    hand = Hand(Rules.from_spec(case.rules), [parse_cards(h) for h in case.hands],
                dealer=case.dealer)
    for code in case.plays.split():
        hand.push(code)
    return hand


def same_view_other_cards(hand: Hand, seat: int, rng: random.Random) -> Hand | None:
    """A deal that gives ``seat`` the same view as ``hand``, with other hidden cards.

    The other seats' unplayed cards and the undealt cards are dealt again at
    random (each seat keeps its count and gets no card of a suit it has shown it
    lacks); the same plays are then replayed. None if no different deal is found.
    """
    view = SeatView.of(hand, seat)
    others = [s for s in hand.active if s != seat and hand.holding_mask(s)]
    pool = cards_from_mask(view.unseen_mask)
    for _ in range(200):
        rng.shuffle(pool)
        left = list(pool)
        new: dict[int, int] = {}
        ok = True
        for s in others:
            need = hand.holding_mask(s).bit_count()
            allowed = view.may_hold(s)
            picks = [c for c in left if c.bit & allowed][:need]
            if len(picks) < need:
                ok = False
                break
            for c in picks:
                left.remove(c)
            new[s] = sum(c.bit for c in picks)
        if not ok or all(new[s] == hand.holding_mask(s) for s in others):
            continue
        dealt = []
        for s in range(hand.n):
            played = hand.dealt_mask(s) & ~hand.holding_mask(s)
            mask = hand.holding_mask(s) if s == seat or s not in new else new[s]
            dealt.append(cards_from_mask(mask | played))
        other = Hand(hand.rules, dealt, hand.dealer, spies=hand.spies)
        for card in hand.plays:
            if other.decision_pending:
                other.push(hand.capote_choice or "attempt")
            other.push(card)
        if hand.decision_pending != other.decision_pending:
            continue
        return other
    return None


def suit_cards(mask: int, suit: int) -> list[Card]:
    return cards_from_mask(mask & SUIT_MASKS[suit])
