"""Exact odds from one seat's point of view: the deals that fit what it has seen, and the capote.

What a seat has seen (a :class:`~coteccio_lab.view.SeatView`) leaves some cards
unseen: they are in the other seats' hands or among the undealt cards. A *deal
that fits the view* gives each other seat exactly as many unseen cards as it
still holds, never a card of a suit it has shown it lacks; the rest stay
undealt. Every such deal is equally likely (the shuffle was fair, and the
plays only tell us which cards are gone and which suits are missing), so
counting them gives exact probabilities.

:class:`DealSpace` counts those deals without listing them. Cards of one suit
are interchangeable for the constraints (a void is about a whole suit), so it
counts *how many cards of each suit* each seat gets, times the ways to choose
them: a few hundred numbers instead of millions of deals. The same counts let
it draw a deal uniformly at random, which the expert player does to imagine
the hidden cards.

The capote decision (docs/rules.md section 2, Trieste): the seat that won the first
four tricks holds one card and leads the fifth trick. It wins that trick
unless another seat holds a higher card of the same suit, so

    P(capote) = (deals in which no other seat holds a higher card of that suit)
                / (deals that fit the view)

and :func:`capote_odds` turns that into the expected change of the seat's
counter for ``attempt`` (annul changes nothing):

>>> from coteccio_lab.hand import Hand
>>> from coteccio_lab.cards import parse_cards
>>> hands = ["7c 7d 7s 7b Kc", "3c 3d 3s 3b 2b", "4c 4d 4s 4b 5b"]
>>> hand = Hand(None, [parse_cards(h) for h in hands], dealer=2)
>>> for code in "7c 3c 4c 7d 3d 4d 7s 3s 4s 7b 3b 4b".split(): _ = hand.push(code)
>>> odds = capote_odds(SeatView.of(hand, 0))
>>> odds.good, odds.total, str(odds.probability)
(650, 702, '25/27')
>>> odds.recommended, round(float(odds.attempt_delta), 3), sorted(odds.best)
('attempt', 0.852, ['attempt'])

Seat 0 has seen 13 cards (the 12 played and its King); the 27 it has not seen
hold one card for each of the two other seats (27 × 26 = 702 ways), and only
the Ace of cups beats the King: 26 × 25 = 650 ways leave the Ace out of both
hands. Attempting is then worth 25/27 × (+1) + 2/27 × (−1) = +23/27 lives.
"""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Literal

from .cards import DECK, SUIT_MASKS, Card, cards_from_mask
from .deal import round_from
from .i18n import numbers, t
from .i18n.grammar import counter_word
from .scoring import CAPOTE, CAPOTE_FAILED, NORMAL, FastScorer
from .view import SeatView

__all__ = ["CapoteOdds", "DealSpace", "capote_odds", "compositions", "seat_capote_odds"]

Choice = Literal["attempt", "annul"]

_COMPOSITIONS: dict[tuple[int, int], tuple[tuple[int, int, int, int], ...]] = {}


def compositions(count: int, suits: int) -> tuple[tuple[int, int, int, int], ...]:
    """Ways to split ``count`` cards over the suits in the 4-bit set ``suits``.

    >>> compositions(2, 0b0011)
    ((0, 2, 0, 0), (1, 1, 0, 0), (2, 0, 0, 0))
    """
    key = (count, suits)
    found = _COMPOSITIONS.get(key)
    if found is None:
        allowed = [s for s in range(4) if suits >> s & 1]
        out = []
        for split in itertools.product(range(count + 1), repeat=len(allowed)):
            if sum(split) != count:
                continue
            comp = [0, 0, 0, 0]
            for s, k in zip(allowed, split):
                comp[s] = k
            out.append((comp[0], comp[1], comp[2], comp[3]))
        found = _COMPOSITIONS[key] = tuple(sorted(out))
    return found


class DealSpace:
    """Every deal of the unseen cards that fits ``view``, counted exactly and drawn uniformly.

    ``seats`` are the other seats still holding cards (in seat order),
    ``needs[k]`` how many cards ``seats[k]`` holds, ``suits[k]`` the 4-bit set
    of suits it may hold. ``exclude`` is a mask of unseen cards that no other
    seat may hold (for "nobody holds a higher card").
    """

    def __init__(self, view: SeatView, exclude: int = 0, *, ignore_voids: bool = False) -> None:
        self.view = view
        self.unseen = view.unseen_mask
        self.seats: tuple[int, ...] = tuple(
            s for s in view.active if s != view.seat and view.counts[s] > 0
        )
        self.needs: tuple[int, ...] = tuple(view.counts[s] for s in self.seats)
        suits = []
        for s in self.seats:
            allowed = 0b1111
            for v in () if ignore_voids else view.voids[s]:
                allowed &= ~(1 << int(v))
            suits.append(allowed)
        self.suits: tuple[int, ...] = tuple(suits)
        self.exclude = exclude & self.unseen
        pool = self.unseen & ~self.exclude
        self.pool: tuple[tuple[int, ...], ...] = tuple(
            tuple(c.index for c in cards_from_mask(pool & SUIT_MASKS[s])) for s in range(4)
        )
        self._memo: dict[tuple[int, int, int, int, int], int] = {}
        self._table: dict[
            tuple[int, int, int, int, int],
            tuple[list[tuple[int, int, int, int]], list[int]],
        ] = {}

    # ---- counting --------------------------------------------------------------
    def _ways(self, k: int, r0: int, r1: int, r2: int, r3: int) -> int:
        """Deals of seats k.. from r0..r3 remaining cards of each suit."""
        if k == len(self.seats):
            return 1
        key = (k, r0, r1, r2, r3)
        found = self._memo.get(key)
        if found is not None:
            return found
        total = 0
        comb = math.comb
        for c0, c1, c2, c3 in compositions(self.needs[k], self.suits[k]):
            if c0 > r0 or c1 > r1 or c2 > r2 or c3 > r3:
                continue
            rest = self._ways(k + 1, r0 - c0, r1 - c1, r2 - c2, r3 - c3)
            if rest:
                total += (
                    comb(r0, c0) * comb(r1, c1) * comb(r2, c2) * comb(r3, c3) * rest
                )
        self._memo[key] = total
        return total

    def count(self) -> int:
        """How many deals of the unseen cards fit the view (each seat's set of cards)."""
        p = self.pool
        return self._ways(0, len(p[0]), len(p[1]), len(p[2]), len(p[3]))

    def deals(self) -> Iterator[list[int]]:
        """Every deal that fits, one by one (a card mask per seat), in a fixed order."""
        n = self.view.n
        seats = self.seats

        def rec(k: int, left: tuple[tuple[int, ...], ...], masks: list[int]) -> Iterator[list[int]]:
            if k == len(seats):
                yield list(masks)
                return
            for comp in compositions(self.needs[k], self.suits[k]):
                if any(comp[s] > len(left[s]) for s in range(4)):
                    continue
                per_suit = [itertools.combinations(left[s], comp[s]) for s in range(4)]
                for picks in itertools.product(*per_suit):
                    mask = 0
                    for group in picks:
                        for idx in group:
                            mask |= 1 << idx
                    rest = tuple(
                        tuple(c for c in left[s] if not mask >> c & 1) for s in range(4)
                    )
                    masks[seats[k]] = mask
                    yield from rec(k + 1, rest, masks)
            masks[seats[k]] = 0

        yield from rec(0, self.pool, [0] * n)

    # ---- drawing -----------------------------------------------------------------
    def _choices(
        self, k: int, r: tuple[int, int, int, int]
    ) -> tuple[list[tuple[int, int, int, int]], list[int]]:
        key = (k, *r)
        found = self._table.get(key)
        if found is None:
            comps: list[tuple[int, int, int, int]] = []
            cumulative: list[int] = []
            total = 0
            comb = math.comb
            for c in compositions(self.needs[k], self.suits[k]):
                if c[0] > r[0] or c[1] > r[1] or c[2] > r[2] or c[3] > r[3]:
                    continue
                w = self._ways(k + 1, r[0] - c[0], r[1] - c[1], r[2] - c[2], r[3] - c[3])
                if not w:
                    continue
                w *= comb(r[0], c[0]) * comb(r[1], c[1]) * comb(r[2], c[2]) * comb(r[3], c[3])
                total += w
                comps.append(c)
                cumulative.append(total)
            found = self._table[key] = (comps, cumulative)
        return found

    def sample(self, rng: random.Random) -> list[int]:
        """One deal drawn uniformly: a card mask per seat (0 for ``view.seat`` and absent seats).

        Raises ValueError when no deal fits (a view that cannot happen).
        """
        masks = [0] * self.view.n
        if self.count() == 0:
            raise ValueError("no deal of the unseen cards fits what this seat has seen")
        left = [list(cards) for cards in self.pool]
        for k, seat in enumerate(self.seats):
            r = (len(left[0]), len(left[1]), len(left[2]), len(left[3]))
            comps, cumulative = self._choices(k, r)
            pick = rng.randrange(cumulative[-1])
            lo, hi = 0, len(cumulative) - 1
            while lo < hi:
                mid = (lo + hi) // 2
                if cumulative[mid] > pick:
                    hi = mid
                else:
                    lo = mid + 1
            comp = comps[lo]
            mask = 0
            for s in range(4):
                want = comp[s]
                if not want:
                    continue
                cards = left[s]
                for _ in range(want):
                    j = rng.randrange(len(cards))
                    mask |= 1 << cards[j]
                    cards[j] = cards[-1]
                    cards.pop()
            masks[seat] = mask
        return masks


# ---- the capote decision ---------------------------------------------------------------


@dataclass(frozen=True)
class CapoteOdds:
    """The capote decision in numbers, from the deciding seat's point of view.

    ``good`` of the ``total`` deals that fit the view leave no higher card of
    the led suit to another seat (``distributions`` is ``total``, the number a
    lesson explains). The deltas are the expected change of the seat's match
    counter (lives, bóle...) under the rules in force, as exact fractions.
    """

    seat: int
    card: Card
    good: int
    total: int
    counter: str
    capote_delta: int
    """The seat's counter change if the capote succeeds."""
    failed_delta: Fraction
    """The seat's counter change (expected) if the capote fails."""
    attempt_delta: Fraction
    annul_delta: Fraction
    recommended: Choice
    higher: tuple[Card, ...]
    """The unseen cards that would beat the seat's card."""

    @property
    def probability(self) -> Fraction:
        return Fraction(self.good, self.total) if self.total else Fraction(0)

    @property
    def distributions(self) -> int:
        return self.total

    @property
    def best(self) -> frozenset[Choice]:
        """The better choice, or both when attempting is worth exactly what annulling is."""
        if self.attempt_delta == self.annul_delta:
            return frozenset(("attempt", "annul"))
        return frozenset((self.recommended,))

    def percent(self) -> str:
        return f"{float(self.probability) * 100:.1f}%"

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "card": self.card.code(),
            "probability": float(self.probability),
            "favourable": self.good,
            "distributions": self.total,
            "attempt_delta": float(self.attempt_delta),
            "annul_delta": float(self.annul_delta),
            "capote_delta": self.capote_delta,
            "failed_delta": float(self.failed_delta),
            "counter": self.counter,
            "recommended": self.recommended,
        }

    def explain(self, lang: str = "en") -> str:
        """The numbers in one sentence, for a lesson or the advice."""
        return t(
            "odds_explain",
            lang,
            card=self.card,
            good=numbers.number(self.good, lang),
            total=numbers.number(self.total, lang),
            pct=numbers.percent(float(self.probability), lang),
            attempt=numbers.signed(float(self.attempt_delta), lang),
            counter=counter_word(self.counter, lang),
        )


def capote_odds(view: SeatView, counters: Sequence[int] | None = None) -> CapoteOdds:
    """The exact odds of the capote for ``view.seat``, which must hold exactly one card.

    ``counters`` are each seat's match counter before the hand (default: the
    start value); they matter when a counter cannot go below zero (bóle) or when
    the hand would put every seat out at once.
    """
    holding = view.holding
    if len(holding) != 1:
        raise ValueError(
            f"the capote odds need the deciding seat to hold one card; seat {view.seat} "
            f"holds {len(holding)}"
        )
    card = holding[0]
    seat = view.seat
    unseen = view.unseen_mask
    higher_mask = 0
    for c in cards_from_mask(unseen & SUIT_MASKS[card.suit]):
        if c.rank > card.rank:
            higher_mask |= c.bit
    space = DealSpace(view)
    total = space.count()
    good = DealSpace(view, exclude=higher_mask).count() if total else 0
    rules = view.rules
    scorer = FastScorer(rules, counters, view.active, view.n)
    points = list(view.points)
    won = list(view.tricks_won)
    # Capote: the taker takes the fifth trick as well; points do not matter.
    won_all = list(won)
    won_all[seat] += 1
    capote_delta = scorer.deltas(points, won_all, CAPOTE, seat, -1)[seat]
    if rules.failed_capote:
        stopper = next(s for s in space.seats) if space.seats else seat
        won_lost = list(won)
        won_lost[stopper] += 1
        failed = Fraction(scorer.deltas(points, won_lost, CAPOTE_FAILED, seat, stopper)[seat])
    else:
        failed = _failed_normal(view, space, scorer, card, higher_mask, NORMAL)
    p = Fraction(good, total) if total else Fraction(0)
    attempt = p * capote_delta + (1 - p) * failed
    annul = Fraction(0)
    better = scorer.goodness(1) * (attempt - annul) > 0
    return CapoteOdds(
        seat=seat,
        card=card,
        good=good,
        total=total,
        counter=rules.counter,
        capote_delta=capote_delta,
        failed_delta=failed,
        attempt_delta=attempt,
        annul_delta=annul,
        recommended="attempt" if better or not rules.annul else "annul",
        higher=tuple(cards_from_mask(higher_mask)),
    )


def seat_capote_odds(view: SeatView, counters: Sequence[int] | None = None) -> CapoteOdds | None:
    """The exact capote odds for the seat of ``view`` at its decision, else None."""
    if not view.decision_pending or len(view.holding) != 1:
        return None
    return capote_odds(view, counters)


def _failed_normal(view: SeatView, space: DealSpace, scorer: FastScorer, card: Card,
                   higher_mask: int, normal: str) -> Fraction:
    """Without the failed-capote rule, losing the fifth trick is scored as a normal hand.

    The taker's change then depends on who wins the fifth trick with how many
    points: averaged over every deal in which some seat beats the taker's card
    (listed one by one; house rules only, never the presets).
    """
    seats = space.seats
    pool = [c.index for c in cards_from_mask(space.unseen)]
    allowed = {s: space.suits[k] for k, s in enumerate(seats)}
    total = 0
    sum_delta = 0
    bonus = view.rules.last_trick_bonus
    order = round_from(view.active, view.seat)  # the taker leads the fifth trick
    for combo in itertools.permutations(pool, len(seats)):
        held = dict(zip(seats, combo))
        if any(not (allowed[s] >> (idx // 10) & 1) for s, idx in held.items()):
            continue
        if not any((1 << idx) & higher_mask for idx in combo):
            continue
        total += 1
        best, winner, pts = card.index, view.seat, card.points
        for s in order[1:]:
            idx = held[s]
            pts += DECK[idx].points
            if idx // 10 == card.suit and idx > best:
                best, winner = idx, s
        points = list(view.points)
        points[winner] += pts + bonus
        won = list(view.tricks_won)
        won[winner] += 1
        sum_delta += scorer.deltas(points, won, normal, view.seat, -1)[view.seat]
    return Fraction(sum_delta, total) if total else Fraction(0)
