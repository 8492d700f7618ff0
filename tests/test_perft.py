"""Perft: every legal line of play from small fixed deals, counted with the engine
(Hand.legal_moves / push / pop, the capote choices as branches) and
checked against counts derived by hand and against an independent brute force that
does not use Hand.

A "line" is one complete way the hand can go: a leaf of the tree, where an annul is a
leaf of its own. For each deal we compare the number of lines per outcome and the sum,
over all lines, of each seat's points.
"""

from __future__ import annotations

from collections import Counter
from itertools import permutations, product

import pytest
from engine_helpers import WORKED, deal

from coteccio_lab.hand import Hand

Tally = tuple[Counter[str], list[int]]


def perft(hand: Hand) -> Tally:
    """Every line from here with the engine; undo must restore each state exactly."""
    outcomes: Counter[str] = Counter()
    points = [0] * hand.n

    def walk() -> None:
        if hand.over:
            outcomes[hand.outcome] += 1
            for s, p in enumerate(hand.points()):
                points[s] += p
            return
        key = hand.state_key()
        if hand.decision_pending:
            for choice in ("annul", "attempt"):
                hand.push(choice)
                walk()
                hand.pop()
                assert hand.state_key() == key
            return
        for card in hand.following_suit:
            hand.push(card)
            walk()
            hand.pop()
            assert hand.state_key() == key

    walk()
    return outcomes, points


# ---- an independent referee: plain tuples, no Hand ---------------------------------------

RANKS = "234567JQKA"
VALUE = {"J": 3, "Q": 4, "K": 5, "A": 6}


def cards(text: str) -> list[tuple[str, int, int]]:
    """(suit letter, rank order, points) for each code."""
    return [(c[1], RANKS.index(c[0]), VALUE.get(c[0], 0)) for c in text.split()]


def brute_force_permutations(hands: list[str], first: int, decision: bool) -> Tally:
    """Try every order in which each seat could play its cards; keep the legal ones.

    A line of play is fixed by each seat's order of play (in trick t every seat plays its
    t-th card), so the legal lines are the order tuples in which every card follows suit
    when the seat still holds the suit led. A line that reaches the capote decision (one
    seat has won every trick but the last, ``decision``) also ends once as an annul.
    """
    held = [cards(h) for h in hands]
    n, size = len(held), len(held[0])
    outcomes: Counter[str] = Counter()
    points = [0] * n
    for orders in product(*(permutations(h) for h in held)):
        leader, winners, pts, legal = first, [], [0] * n, True
        decided = False
        for t in range(size):
            led = orders[leader][t][0]
            best_seat, best_rank, trick_points = leader, orders[leader][t][1], 0
            for k in range(n):
                seat = (leader + k) % n
                suit, rank, value = orders[seat][t]
                if suit != led and any(c[0] == led for c in orders[seat][t:]):
                    legal = False
                    break
                trick_points += value
                if suit == led and rank > best_rank:
                    best_seat, best_rank = seat, rank
            if not legal:
                break
            winners.append(best_seat)
            pts[best_seat] += trick_points
            leader = best_seat
            if decision and size >= 3 and t == size - 2 and len(set(winners)) == 1:
                decided = True
                outcomes["annulled"] += 1
                points = [a + b for a, b in zip(points, pts)]
        if not legal:
            continue
        pts[winners[-1]] += 6
        points = [a + b for a, b in zip(points, pts)]
        if len(set(winners)) == 1:
            outcomes["capote"] += 1
        elif decided:
            outcomes["capote_failed"] += 1
        else:
            outcomes["normal"] += 1
    return outcomes, points


def brute_force_search(hands: list[str], first: int, decision: bool) -> Tally:
    """The same count by a plain recursive search (for deals too big for permutations)."""
    held = [cards(h) for h in hands]
    n, size = len(held), len(held[0])
    outcomes: Counter[str] = Counter()
    points = [0] * n

    def finish(pts: list[int], outcome: str) -> None:
        outcomes[outcome] += 1
        for s in range(n):
            points[s] += pts[s]

    def trick(t: int, leader: int, winners: list[int], pts: list[int], decided: bool) -> None:
        if t == size:
            last = winners[-1]
            final = pts[:]
            final[last] += 6
            finish(final, "capote" if len(set(winners)) == 1
                   else "capote_failed" if decided else "normal")
            return
        if (decision and size >= 3 and t == size - 1 and not decided
                and len(set(winners)) == 1):
            finish(pts[:], "annulled")
            trick(t, leader, winners, pts, True)
            return
        play(t, leader, 0, None, leader, -1, 0, winners, pts, decided)

    def play(t: int, leader: int, k: int, led: str | None, best_seat: int, best_rank: int,
             trick_points: int, winners: list[int], pts: list[int], decided: bool) -> None:
        if k == n:
            pts2 = pts[:]
            pts2[best_seat] += trick_points
            trick(t + 1, best_seat, [*winners, best_seat], pts2, decided)
            return
        seat = (leader + k) % n
        hand = held[seat]
        follow = [c for c in hand if c[0] == led]
        for card in follow or hand:
            hand.remove(card)
            suit, rank, value = card
            if led is None:
                play(t, leader, 1, suit, seat, rank, value, winners, pts, decided)
            elif suit == led and rank > best_rank:
                play(t, leader, k + 1, led, seat, rank, trick_points + value, winners, pts,
                     decided)
            else:
                play(t, leader, k + 1, led, best_seat, best_rank, trick_points + value,
                     winners, pts, decided)
            hand.append(card)
            hand.sort()

    for h in held:
        h.sort()
    trick(0, first, [], [0] * n, False)
    return outcomes, points


# ---- tiny deals, counted by hand --------------------------------------------------------


def test_two_players_two_cards_void_seat() -> None:
    """Seat 0: Ac Ad; seat 1: Ks Kb; dealer 1, seat 0 leads.
    Seat 0 leads either ace (2 ways); seat 1 has neither suit and throws either king (2);
    seat 0 wins and leads its other ace; seat 1 plays its other king. 2 x 2 = 4 lines,
    all capotes (two-card hands have no decision), each worth 6+5+6+5+6 = 28 to seat 0."""
    outcomes, points = perft(deal(["Ac Ad", "Ks Kb"], dealer=1))
    assert outcomes == Counter(capote=4)
    assert points == [4 * 28, 0]


def test_two_players_two_cards_forced() -> None:
    """Seat 0: Ac 2c; seat 1: Kc 3d; dealer 1. Leading Ac: Kc is forced, seat 0 wins (11),
    leads 2c, seat 1 throws 3d: seat 0 takes both, 11 + 6 = 17. Leading 2c: Kc is forced,
    seat 1 wins (5), leads 3d, seat 0 throws Ac (off-suit, it cannot win): seat 1 takes
    both, 5 + 6 + 6 = 17. 2 lines, both capotes."""
    outcomes, points = perft(deal(["Ac 2c", "Kc 3d"], dealer=1))
    assert outcomes == Counter(capote=2)
    assert points == [17, 17]


def test_two_players_three_cards_with_the_decision() -> None:
    """Seat 0: Ac 2c 5d; seat 1: Kc 3d 4s; dealer 1. With three cards the decision comes
    after two tricks. Seat 0 leads:
      Ac (Kc forced, seat 0 wins), then
        2c: seat 1 is void, throws 3d or 4s (2); seat 0 won two: annul, or attempt and win
            the last (5d beats 3d; 4s is off-suit): 2 x (annul + capote) = 4 lines
        5d: 3d forced; decision: annul, or attempt (2c vs 4s, seat 0): 2 lines
      2c (Kc forced, seat 1 wins), seat 1 leads
        3d: 5d forced, seat 0 wins; Ac vs 4s: seat 0 wins: 1 normal line
        4s: seat 0 void, throws Ac or 5d (2); seat 1 won two: annul, or attempt with 3d:
            against 5d it fails (capote_failed), against Ac it wins (capote): 4 lines
      5d (3d forced, seat 0 wins), then
        Ac: Kc forced, decision: annul, or attempt (2c vs 4s): 2 lines
        2c: Kc forced, seat 1 wins, 4s vs Ac: 1 normal line
    14 lines: annulled 2+1+2+1 = 6, capote 2+1+1+1 = 5, capote_failed 1, normal 2."""
    outcomes, _ = perft(deal(["Ac 2c 5d", "Kc 3d 4s"], dealer=1))
    assert outcomes == Counter(annulled=6, capote=5, capote_failed=1, normal=2)
    assert sum(outcomes.values()) == 14


def test_three_players_two_cards() -> None:
    """Seat 0: Ac 2d; seat 1: Kc 3s; seat 2: 4d 5s; dealer 2, seat 0 leads.
      Ac: Kc forced; seat 2 is void in cups and throws 4d or 5s (2). Seat 0 leads 2d,
          seat 1 throws 3s; seat 2 kept 5s (void: seat 0 wins: capote) or 4d (must follow,
          4d > 2d: seat 2 wins: normal).
      2d: seat 1 is void and throws Kc or 3s (2); seat 2 must play 4d and wins, leads 5s;
          seat 0 throws Ac; seat 1's last card (3s follows, Kc is off-suit) loses: capote
          for seat 2 either way.
    4 lines: 3 capotes, 1 normal."""
    outcomes, _ = perft(deal(["Ac 2d", "Kc 3s", "4d 5s"], dealer=2))
    assert outcomes == Counter(capote=3, normal=1)


# ---- against the independent brute force ---------------------------------------------------

CASES = [
    # (preset, hands, dealer)
    ("trieste", ["Ac Ad", "Ks Kb"], 1),
    ("trieste", ["Ac 2c 5d", "Kc 3d 4s"], 1),
    ("trieste", ["Ac 2d", "Kc 3s", "4d 5s"], 2),
    ("trieste", ["Ac 7c 2d Qs 3b", "Kc 5d 6d 2s Jb"], 1),
    ("trieste", ["Ac 2c 3d Ks 5b", "Kc 4c Ad 2s 6b"], 0),
    ("trieste", ["Ac 2c 5d Js", "Kc 3d 4s 6s", "Qc 7d 2s 3c"], 2),
    ("trieste", ["Ac Kc Qc", "2c 3c 4d", "5c Ad 6d"], 0),
    ("bergamo", ["Ac 2c 5d", "Kc 3d 4s", "Qc 2s 6d"], 2),
    ("piacenza", ["Ac 2d", "Kc 3d", "Qs 4d", "Jb 5c"], 3),
]


@pytest.mark.parametrize("preset, hands, dealer", CASES)
def test_perft_matches_brute_force_over_permutations(
    preset: str, hands: list[str], dealer: int
) -> None:
    hand = deal(hands, dealer, preset)
    decision = hand.decision_after is not None
    expected = brute_force_permutations(hands, hand.first_leader, decision)
    assert perft(hand) == expected
    assert brute_force_search(hands, hand.first_leader, decision) == expected


# Hand.deal(4, seed=0, dealer=3): all four outcomes occur in its tree.
SEED0 = ["2c 3c 7d Js 7b", "3d 5d 5s 3b Kb", "7c 3s Qs 2b Ab", "Qc Qd 7s 4b 5b"]


@pytest.mark.parametrize(
    "hands, lines",
    [
        (WORKED, Counter(normal=14560, annulled=544, capote_failed=544)),
        (SEED0, Counter(normal=49984, annulled=1664, capote_failed=1024, capote=640)),
    ],
    ids=["worked-deal", "seed-0"],
)
def test_perft_four_players_five_cards(hands: list[str], lines: Counter[str]) -> None:
    """Two 4 x 5 Trieste deals (dealer 3), every line, against the plain recursive search;
    the totals are pinned so that a change in the tree shows."""
    hand = deal(hands, dealer=3)
    outcomes, points = perft(hand)
    assert (outcomes, points) == brute_force_search(hands, 0, decision=True)
    assert outcomes == lines
