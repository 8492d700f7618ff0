"""The whole-hand solver: one deal with every card visible, searched exactly to the last trick.

The same game as :class:`.search.Solver` without a horizon (max^n: every seat
plays for its own match counter, then for fewer points; the capote decision
is a choice in the tree), made fast enough to solve a sampled deal from the
first trick:

* positions are bit masks (a card is ``1 << index``) and a trick is played in
  place, with no objects made;
* a transposition table holds the value of every trick start already solved;
  once the capote can no longer happen and the counter is not points, who won
  which trick cannot change the end any more, so the key leaves the tricks out
  and more orders of play meet in one entry;
* cards that cannot make a difference are one move (two cards of no points in
  one suit with no card of another seat between them);
* moves are tried in an order that finds the usual best first (duck under the
  winning card, throw the costliest card when void, lead low), and a seat stops
  looking as soon as a card reaches the best its counter can still get
  (the *bound*: its best counter change over every ending the rules still allow,
  less the points it already holds); a card that surely takes the trick is not
  searched when the points it brings already make it worse than a card found.

Ties: of two cards worth the same to the seat that plays, it plays the one that
comes first in :func:`play_order`. That is part of the model (it says which of
equal cards the other seats are assumed to play), so the brute-force check in
the tests uses the same order.

>>> from coteccio_lab.hand import Hand
>>> from coteccio_lab.scoring import FastScorer
>>> from coteccio_lab.players.search import Position
>>> hand = Hand.deal(4, seed=4, dealer=0)
>>> solver = HandSolver(hand.rules, FastScorer.for_hand(hand), me=hand.turn)
>>> values = solver.solve(Position.from_hand(hand))
>>> sorted(values) == [c.index for c in hand.legal_plays]
True
"""

from __future__ import annotations

import itertools
import math

from ..cards import POINTS_BY_INDEX, SUIT_MASKS
from ..rules import Rules
from ..scoring import CAPOTE, CAPOTE_FAILED, NORMAL, FastScorer
from .search import Position, Solver, Value

__all__ = ["HandSolver", "SolveLimit", "covered", "play_order"]


class SolveLimit(Exception):
    """The solve was stopped: it needed more search nodes than the limit it was given."""


_P = POINTS_BY_INDEX
_SM = SUIT_MASKS
_ZERO_MAX_RANK = 5  # ranks 2..7 carry no points
# Points first, then the suit, then the rank: renaming cards of no points inside a suit never
# changes the order, so cards that are the same move stay the same move.
_LEAD_KEY = tuple(_P[i] * 100 + i for i in range(40))
_THROW_KEY = tuple(-_P[i] * 100 + i // 10 * 10 + 9 - i % 10 for i in range(40))
_INF = math.inf


def covered(cards: int, others: int) -> int:
    """The cards of ``cards`` that some card of ``others`` beats (same suit, higher)."""
    out = 0
    m = cards
    while m:
        low = m & -m
        m ^= low
        idx = low.bit_length() - 1
        if others & _SM[idx // 10] & ~((low << 1) - 1):
            out |= low
    return out


def play_order(legal: int, led: int, best: int, cover: int = 0) -> list[int]:
    """The order in which the solver tries the cards of ``legal`` (and breaks ties).

    Leading (``led`` < 0): first the cards in ``cover`` (those another seat can beat:
    ``covered(legal, others)``), and among each the cards of fewest points first (by
    suit, then lowest).
    Following suit: the cards that duck under ``best`` from the highest down, then the
    winning ones from the lowest up. With none of the suit: the costliest first (by
    suit, then highest).
    """
    cards = []
    m = legal
    while m:
        low = m & -m
        m ^= low
        cards.append(low.bit_length() - 1)
    if led < 0:
        cards.sort(key=lambda i: (not cover >> i & 1, _LEAD_KEY[i]))
        return cards
    if legal & _SM[led]:
        under = [i for i in cards if i < best]
        under.reverse()
        return under + [i for i in cards if i > best]
    cards.sort(key=_THROW_KEY.__getitem__)
    return cards


class HandSolver(Solver):
    """Exact max^n for one table; ``solve`` values every legal card of the seat to move."""

    def __init__(self, rules: Rules, scorer: FastScorer, me: int, *,
                 eps: float = 1 / 128, bounds: bool = True) -> None:
        super().__init__(rules, scorer, me, eps=eps)
        self.bounds = bounds
        self._goods = _best_goodness(rules, scorer)

        self._orders: dict[tuple[int, int, int, int], list[int]] = {}

    def solve(self, pos: Position, limit: int | None = None) -> dict[int, Value]:
        """The exact value of each legal card of ``pos.turn`` (every trick searched).

        ``limit``: raise :class:`SolveLimit` rather than search more nodes than this
        (the position is left as it was; ``nodes`` counts the work spent).
        """
        if pos.decision:
            raise ValueError("a capote decision is pending: use the odds, not a card search")
        n = pos.n
        nxt = pos.nxt
        active = pos.active
        nactive = len(active)
        size = pos.size
        masks = pos.masks
        points = pos.points
        won = pos.won
        bonus = self._bonus
        eps = self.eps
        decision_at = size - 1 if self._decision_rule and size >= 3 else -1
        leaf = self.leaf
        annulled = self.annulled
        state = [pos.done, pos.first_winner, 1 if pos.attempted else 0]
        nodes = 0
        table: dict[tuple[int, ...], Value] = {}
        orders = self._orders
        stop_at = limit if limit is not None else -1
        won_matters = self.rules.counter == "points"
        goods = self._goods
        use_bounds = self.bounds and goods is not None
        good_all, good_normal, good_capote = goods if goods is not None else ([], [], [])
        live = [0]
        for s in active:
            live[0] |= masks[s]

        annul_value = 0.0 if decision_at >= 0 else -_INF


        def last_trick(leader: int) -> Value:
            led_card = masks[leader].bit_length() - 1
            led_suit = led_card // 10
            best, winner = led_card, leader
            pts = 0
            for s in active:
                idx = masks[s].bit_length() - 1
                pts += _P[idx]
                if idx // 10 == led_suit and idx > best:
                    best, winner = idx, s
            points[winner] += pts + bonus
            won[winner] += 1
            first = state[1] if state[1] >= 0 else winner
            value = leaf(points, won, first, winner, state[2] == 1, size)
            points[winner] -= pts + bonus
            won[winner] -= 1
            return value

        def start_trick(leader: int) -> Value:
            if state[0] == size - 1:
                return last_trick(leader)
            first = state[1]
            if won_matters or first < 0 or won[first] == state[0]:
                key: tuple[int, ...] = (leader, first, state[2], *masks, *points, *won)
            else:
                key = (leader, *masks, *points)
            found = table.get(key)
            if found is None:
                found = table[key] = turn_node(leader, 0, -1, -1, -1, 0)
            return found

        def end_trick(winner: int, tpts: int) -> Value:
            points[winner] += tpts
            won[winner] += 1
            state[0] += 1
            saved_first = state[1]
            if saved_first < 0:
                state[1] = winner
            done = state[0]
            if done == size:
                points[winner] += bonus
                value = leaf(points, won, state[1], winner, state[2] == 1, size)
                points[winner] -= bonus
            elif done == decision_at and won[winner] == done:
                annul = annulled(n, points)
                state[2] = 1
                attempt = start_trick(winner)
                state[2] = 0
                value = attempt if attempt[winner] > annul[winner] else annul
            else:
                value = start_trick(winner)
            state[0] -= 1
            state[1] = saved_first
            points[winner] -= tpts
            won[winner] -= 1
            return value

        def end_last_but_one(winner: int, tpts: int) -> Value:
            # The last trick is forced: play it out here, unless the capote decision
            # comes in between.
            points[winner] += tpts
            won[winner] += 1
            if decision_at == size - 1 and won[winner] == size - 1:
                points[winner] -= tpts
                won[winner] -= 1
                return end_trick(winner, tpts)
            first = state[1] if state[1] >= 0 else winner
            top = masks[winner].bit_length() - 1
            suit = top // 10
            pts = bonus
            last = winner
            for s in active:
                idx = masks[s].bit_length() - 1
                pts += _P[idx]
                if idx > top and idx // 10 == suit:
                    top, last = idx, s
            points[last] += pts
            won[last] += 1
            value = leaf(points, won, first, last, state[2] == 1, size)
            points[last] -= pts
            won[last] -= 1
            points[winner] -= tpts
            won[winner] -= 1
            return value

        def turn_node(turn: int, tcount: int, led: int, best: int, bs: int,
                      tpts: int) -> Value:
            nonlocal nodes
            nodes += 1
            if nodes == stop_at:
                raise SolveLimit(f"more than {stop_at} search nodes")
            hold = masks[turn]
            legal = hold if led < 0 else (hold & _SM[led] or hold)
            last_in_trick = tcount + 1 == nactive
            finish = end_last_but_one if state[0] == size - 2 else end_trick
            nt = nxt[turn]
            if not legal & (legal - 1):
                # One card: no choice.
                idx = legal.bit_length() - 1
                masks[turn] = hold ^ legal
                live[0] ^= legal
                if tcount == 0:
                    value = turn_node(nt, 1, idx // 10, idx, turn, _P[idx])
                elif idx // 10 == led and idx > best:
                    value = (finish(turn, tpts + _P[idx]) if last_in_trick
                             else turn_node(nt, tcount + 1, led, idx, turn, tpts + _P[idx]))
                else:
                    value = (finish(bs, tpts + _P[idx]) if last_in_trick
                             else turn_node(nt, tcount + 1, led, best, bs, tpts + _P[idx]))
                masks[turn] = hold
                live[0] ^= legal
                return value
            others = live[0] & ~hold
            if best >= 0:
                others |= 1 << best
            rest = legal & (legal - 1)
            if rest & (rest - 1):
                # Three cards or more: one card for each run of cards that are the same move.
                reps = 0
                prev = -1
                m = legal
                while m:
                    low = m & -m
                    m ^= low
                    idx = low.bit_length() - 1
                    if not (prev >= 0 and idx // 10 == prev // 10 and idx % 10 <= _ZERO_MAX_RANK
                            and not others & ((1 << idx) - (2 << prev))):
                        reps |= low
                    prev = idx
                cover = covered(reps, others) if led < 0 else 0
                okey = (reps, led, best, cover)
                order = orders.get(okey)
                if order is None:
                    order = orders[okey] = play_order(reps, led, best, cover)
            else:
                lo = (legal & -legal).bit_length() - 1
                hi = legal.bit_length() - 1
                if (lo // 10 == hi // 10 and hi % 10 <= _ZERO_MAX_RANK
                        and not others & ((1 << hi) - (2 << lo))):
                    order = [lo]
                elif led < 0:
                    cover = covered(legal, others)
                    if (cover >> lo & 1) != (cover >> hi & 1):
                        order = [lo, hi] if cover >> lo & 1 else [hi, lo]
                    else:
                        order = [lo, hi] if _LEAD_KEY[lo] < _LEAD_KEY[hi] else [hi, lo]
                elif lo // 10 == led:
                    order = [hi, lo] if hi < best else [lo, hi]
                else:
                    order = [lo, hi] if _THROW_KEY[lo] < _THROW_KEY[hi] else [hi, lo]
            top = good = floor = _INF
            mine = 0
            if use_bounds and len(order) > 1:
                done = state[0]
                if done == 0:
                    good, floor = good_all[turn], annul_value
                elif won[state[1]] == done:
                    good, floor = good_capote[state[1]][turn], annul_value
                else:
                    good, floor = good_normal[turn], -_INF
                mine = points[turn]
                top = good - eps * mine
                if floor > top:
                    top = floor
            chosen: Value | None = None
            chosen_u = -_INF
            for idx in order:
                low = 1 << idx
                if tcount == 0:
                    nled, nbest, nbs, ntp = idx // 10, idx, turn, _P[idx]
                else:
                    ntp = tpts + _P[idx]
                    if idx // 10 == led and idx > best:
                        nled, nbest, nbs = led, idx, turn
                    else:
                        nled, nbest, nbs = led, best, bs
                if chosen is not None and nbs == turn and top != _INF:
                    # A card that surely takes the trick brings its points home: skip it
                    # when that already leaves it no better than the card in hand.
                    if last_in_trick or not others & _SM[nled] & ~((2 << nbest) - 1):
                        if max(good - eps * (mine + ntp), floor) <= chosen_u:
                            continue
                masks[turn] = hold ^ low
                live[0] ^= low
                if last_in_trick:
                    value = finish(nbs, ntp)
                else:
                    value = turn_node(nt, tcount + 1, nled, nbest, nbs, ntp)
                masks[turn] = hold
                live[0] ^= low
                u = value[turn]
                if u > chosen_u:
                    chosen, chosen_u = value, u
                    if u >= top:
                        break
            assert chosen is not None
            return chosen

        turn = pos.turn
        hold = masks[turn]
        led = pos.led
        legal = hold if led < 0 else (hold & _SM[led] or hold)
        out: dict[int, Value] = {}
        saved_masks, saved_points, saved_won = list(masks), list(points), list(won)
        tcount = pos.tcount
        try:
            m = legal
            while m:
                low = m & -m
                m ^= low
                idx = low.bit_length() - 1
                masks[turn] = hold ^ low
                live[0] ^= low
                if tcount == 0:
                    nled, nbest, nbs, ntp = idx // 10, idx, turn, _P[idx]
                else:
                    ntp = pos.tpts + _P[idx]
                    if idx // 10 == led and idx > pos.best:
                        nled, nbest, nbs = led, idx, turn
                    else:
                        nled, nbest, nbs = led, pos.best, pos.best_seat
                if tcount + 1 == nactive:
                    out[idx] = end_trick(nbs, ntp)
                else:
                    out[idx] = turn_node(nxt[turn], tcount + 1, nled, nbest, nbs, ntp)
                masks[turn] = hold
                live[0] ^= low
        except SolveLimit:
            # Put back what the interrupted line of play had changed.
            self.nodes += nodes
            self.work += nodes
            pos.masks[:] = saved_masks
            pos.points[:] = saved_points
            pos.won[:] = saved_won
            raise
        self.nodes += nodes
        self.work += nodes
        return out


Goods = tuple[list[float], list[float], list[list[float]]]



def _best_goodness(rules: Rules, scorer: FastScorer) -> Goods | None:
    """Each seat's best counter change (as good news) over the endings still possible.

    Three cases: before the first trick is won (any ending), while the first trick's
    winner ``f`` has won every trick (a capote or failed capote by ``f``, or a normal
    hand), and after (a normal hand only). A normal hand is scored by which seats tie
    for the most points, so every set of tied seats is tried. None when no bound is
    sound (the points counter, or penalties already due from a revoke).
    """
    if rules.counter == "points" or scorer.fixed is not None:
        return None
    n = scorer.n
    active = scorer.active
    sign = scorer.sign
    zero = [0] * n
    normal = [-_INF] * n
    for k in range(1, len(active) + 1):
        for tied in itertools.combinations(active, k):
            pts = [1 if s in tied else 0 for s in range(n)]
            d = scorer.deltas(pts, [1] * n, NORMAL, active[0], -1)
            for s in range(n):
                normal[s] = max(normal[s], float(sign * d[s]))
    capote: list[list[float]] = []
    for f in range(n):
        row = list(normal)
        if f in active:
            won = list(zero)
            won[f] = rules.hand_size
            d = scorer.deltas(zero, won, CAPOTE, f, -1)
            for s in range(n):
                row[s] = max(row[s], float(sign * d[s]))
            for stopper in active:
                if stopper != f:
                    d = scorer.deltas(zero, won, CAPOTE_FAILED, f, stopper)
                    for s in range(n):
                        row[s] = max(row[s], float(sign * d[s]))
        capote.append(row)
    every = [max(capote[f][s] for f in active) for s in range(n)]
    return every, normal, capote
