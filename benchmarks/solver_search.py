"""Solving one imagined deal: every seat sees every card, and plays for its own counter.

The expert imagines where the unseen cards are (``coteccio_lab.odds.DealSpace``)
and then asks, for each card it may play, how the hand ends if from then on
every seat plays as well as it can *for itself*. That is the max^n rule for
games of more than two players: at each turn the seat to move picks the card
whose ending is best for that seat's own match counter (lives, bóle,
points), and among equal counters the one that leaves it fewer points.
The capote decision is a choice in the same tree (annul or attempt).

A solver may model the other seats as players who do not see every card (``softmax``):
in a whole-hand solve each of them then plays each of its moves with a weight that grows
with the move's value for it, ``exp(softmax * value)``, and the value of its turn is the
weighted mean; the searching seat still picks its best. The expert does so
(``solver_expert.SOFTMAX``); the review keeps max^n.

The search is exact to the end of the hand (``horizon=None``: a whole-hand solve)
for the tables the expert solves whole; for larger ones it is exact over the next
``horizon`` tricks and plays on by a careful player's habits (``solver_careful.careful_card``).
What makes the whole hand fast enough in pure Python: holdings as bitmasks, a table of
positions at each trick's start (low cards renumbered among those left, kept between
deals), cards that are the same move searched once (two no-point cards of a suit with
no other seat's card between them), and a seat stops trying cards once one reaches the
best ending still open to it (``Solver._ceilings``: while a capote is alive, a seat that
cannot win the current trick is not its taker, and a failed capote the tree cannot reach
is no seat's best).

>>> from coteccio_lab.hand import Hand
>>> from coteccio_lab.scoring import FastScorer
>>> hand = Hand.deal(3, seed=4, dealer=0)
>>> solver = Solver(hand.rules, FastScorer.for_hand(hand), me=hand.to_act)
>>> values = solver.evaluate(Position.from_hand(hand))
>>> sorted(values) == [c.index for c in hand.following_suit]
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations
from math import exp

from solver_careful import careful_card

from coteccio_lab.cards import POINTS_BY_INDEX, SUIT_MASKS
from coteccio_lab.hand import Hand
from coteccio_lab.rules import Rules
from coteccio_lab.scoring import ANNULLED, CAPOTE, CAPOTE_FAILED, NORMAL, FastScorer
from coteccio_lab.view import SeatView

__all__ = ["Position", "SearchLimit", "Solver", "Value"]

Value = tuple[float, ...]
"""A leaf: each seat's utility (n values), then the searching seat's delta and points."""

_P = POINTS_BY_INDEX
_SM = SUIT_MASKS
_ZERO_MAX_RANK = 5  # ranks 2..7 carry no points
_POINT_BITS = sum(0b1111000000 << (10 * suit) for suit in range(4))


_SQUEEZE = [sum(1 << len([q for q in range(r) if live >> q & 1])
                for r in range(6) if live >> r & x >> r & 1)
            for live in range(64) for x in range(64)]
"""``_SQUEEZE[live << 6 | x]``: the no-point cards ``x`` of a suit renumbered among the
``live`` ones, lowest first. Only their order counts, so positions that differ in which
low cards are gone are one position (within a hand and across imagined deals)."""

TABLE_LIMIT = 300_000
"""Positions a solver keeps between the deals it solves (memory: the static site too)."""


def _weighted(values: list[Value], turn: int, sharp: float) -> Value:
    """The expected ending when ``turn`` picks each move with weight ``exp(sharp * value)``."""
    if len(values) == 1:
        return values[0]
    top = max(v[turn] for v in values)
    weights = [exp(sharp * (v[turn] - top)) for v in values]
    total = sum(weights)
    return tuple(sum(w * v[i] for w, v in zip(weights, values)) / total
                 for i in range(len(values[0])))


class SearchLimit(Exception):
    """A search stopped at its node limit: the position is too large for the time allowed."""


@dataclass
class Position:
    """A deal in play with every holding known: what the search works on."""

    n: int
    nxt: list[int]
    active: tuple[int, ...]
    size: int
    masks: list[int]
    points: list[int]
    won: list[int]
    done: int
    first_winner: int
    attempted: bool
    decision: bool
    to_act: int
    leader: int
    tcount: int
    led: int
    best: int
    best_seat: int
    tpts: int

    @classmethod
    def from_view(cls, view: SeatView, hidden: Sequence[int]) -> Position:
        """The view's public facts and own cards, with ``hidden[s]`` as each other seat's cards."""
        active = view.active
        nxt = list(range(view.n))
        for i, s in enumerate(active):
            nxt[s] = active[(i + 1) % len(active)]
        masks = [0] * view.n
        for s in active:
            masks[s] = view.holding_mask if s == view.seat else hidden[s]
        led = best = best_seat = -1
        tpts = 0
        if view.current:
            led = int(view.current[0][1].suit)
            for seat, card in view.current:
                tpts += card.points
                if card.suit == led and card.index > best:
                    best, best_seat = card.index, seat
        if view.to_act is None:
            raise ValueError("the hand is over: there is nothing to search")
        return cls(
            n=view.n,
            nxt=nxt,
            active=active,
            size=view.hand_size,
            masks=masks,
            points=list(view.points),
            won=list(view.tricks_won),
            done=len(view.tricks),
            first_winner=view.tricks[0].winner if view.tricks else -1,
            attempted=view.capote_choice == "attempt",
            decision=view.decision_pending,
            to_act=view.to_act,
            leader=view.leader,
            tcount=len(view.current),
            led=led,
            best=best,
            best_seat=best_seat,
            tpts=tpts,
        )

    @classmethod
    def from_hand(cls, hand: Hand) -> Position:
        """Every holding of a real hand (tests, and lessons that show the open cards)."""
        turn = hand.to_act
        if turn is None:
            raise ValueError("the hand is over: there is nothing to search")
        view = SeatView.of(hand, turn)
        return cls.from_view(view, [hand.holding_mask(s) for s in range(hand.n)])


class Solver:
    """max^n search for one table: the rules, the counters before the hand, the searching seat."""

    def __init__(self, rules: Rules, scorer: FastScorer, me: int, *,
                 eps: float = 1 / 128, softmax: float | None = None) -> None:
        self.rules = rules
        self.softmax = softmax
        """None: every seat picks its best card (max^n). A number: in a whole-hand solve
        every seat but ``me`` picks each card it may play with a weight of ``exp(softmax *
        value)`` (its value in lives, bóle or points), since it does not see every card."""
        self.scorer = scorer
        self.me = me
        self.eps = eps
        self.nodes = 0
        self.work = 0
        """Search nodes plus cards played out by the careful rules: the effort spent."""
        self._decision_rule = rules.capote_decision and rules.annul
        self._failed_rule = rules.capote_decision and rules.failed_capote
        self._failed_without_decision = not rules.annul
        self._bonus = rules.last_trick_bonus
        self._leaf_cache: dict[tuple[object, ...], Value] = {}
        self._by_most = rules.counter != "points"
        self._ceiling = self._ceilings(failed=True)
        # Without an attempt already made, a failed capote happens in the tree only when no
        # decision precedes it, or when its taker would choose it over annulling.
        self._failed_in_tree = self._failed_rule and (
            self._failed_without_decision or self._taker_may_fail())
        self._ceiling_tree = (self._ceiling if self._failed_in_tree
                              else self._ceilings(failed=False))
        self._table: dict[tuple[object, ...], Value] = {}

    def _taker_may_fail(self) -> bool:
        """Whether a taker deciding with one card left each (it sees how the last trick
        ends) could prefer a failed capote to annulling: only if failing costs it nothing."""
        scorer = self.scorer
        zero = [0] * scorer.n
        return any(
            scorer.sign * scorer.deltas(zero, zero, CAPOTE_FAILED, taker, stopper)[taker] > 0
            for taker in scorer.active for stopper in scorer.active if stopper != taker)

    def _ceilings(self, *, failed: bool) -> dict[int, list[float]] | None:
        """Each seat's best counter change (as utility) from the endings still possible: a
        seat whose card already reaches it, less its points so far, need try no other card.
        Outside a points counter a hand's counters depend only on which seats tie for the
        most points, or on who took or stopped a capote, so those endings are all there
        are. Keyed by the first trick's winner while a capote is alive (-1: before the
        first trick ends); ``n`` when it is not; ``-2``: before the first trick ends, for
        a seat that cannot win it (another seat is the capote's taker). ``failed``: with
        the failed capote's endings. ``None`` for a points counter: no bound.
        """
        scorer = self.scorer
        if self.rules.counter == "points":
            return None
        n = scorer.n
        active = scorer.active
        zero = [0] * n
        normal: list[list[int]] = []
        for size in range(1, len(active) + 1):
            for tied in combinations(active, size):
                pts = [1 if s in tied else 0 for s in range(n)]
                normal.append(scorer.deltas(pts, zero, NORMAL, active[0], -1))
        sign = scorer.sign

        def best(endings: list[list[int]]) -> list[float]:
            return [max(float(sign * d[s]) for d in endings) for s in range(n)]

        out = {n: best(normal)}
        for taker in active:
            out[taker] = best(normal + [scorer.deltas(zero, zero, CAPOTE, taker, -1)] + [
                scorer.deltas(zero, zero, CAPOTE_FAILED, taker, stopper)
                for stopper in active if stopper != taker and failed])
        out[-1] = [max(out[t][s] for t in active) for s in range(n)]
        out[-2] = [max([out[t][s] for t in active if t != s] or [out[n][s]])
                   for s in range(n)]
        return out

    # ---- the end of a hand ---------------------------------------------------------
    def leaf(self, points: list[int], won: list[int], first: int, last: int,
             attempted: bool, size: int) -> Value:
        """The value of a finished hand: outcome as ``Hand.outcome``, counters as ``score_hand``."""
        if won[first] == size:
            outcome, stopper = CAPOTE, -1
        elif (
            self._failed_rule
            and won[first] == size - 1
            and last != first
            and (attempted or (self._failed_without_decision and size >= 3))
        ):
            outcome, stopper = CAPOTE_FAILED, last
        else:
            outcome, stopper = NORMAL, -1
        if outcome is NORMAL and self._by_most:
            # A normal ending of a lives or bóle hand is scored by the points alone: one
            # entry for every way the tricks were won.
            key: tuple[object, ...] = (*points,)
        else:
            key = (outcome, stopper, first, *points, *won)
        found = self._leaf_cache.get(key)
        if found is not None:
            return found
        scorer = self.scorer
        deltas = scorer.deltas(points, won, outcome, first, stopper)
        sign = scorer.sign
        eps = self.eps
        me = self.me
        value = tuple([sign * d - eps * p for d, p in zip(deltas, points)]
                      + [float(deltas[me]), float(points[me])])
        self._leaf_cache[key] = value
        return value

    def annulled(self, n: int, points: list[int]) -> Value:
        deltas = self.scorer.deltas(points, [0] * n, ANNULLED, 0, -1)
        return tuple([0.0] * n + [float(deltas[self.me]), float(points[self.me])])

    # ---- search ----------------------------------------------------------------------
    def evaluate(self, pos: Position, horizon: int | None = None, *,
                 node_limit: int | None = None) -> dict[int, Value]:
        """The value of each legal card of the seat to move (``pos.to_act``), searched to the end.

        ``horizon``: search exactly through this many trick ends, then play on with
        the careful rules; ``None`` searches every remaining trick exactly; ``0``
        tries each of the seat's cards and plays everything else by the careful rules.
        ``node_limit``: raise :class:`SearchLimit` after this many nodes (the nodes
        spent are counted in ``nodes`` and ``work`` all the same).
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
        decision_at = size - 1 if self._decision_rule and size >= 3 else -1
        limit = horizon if horizon is not None else size + 1
        leaf = self.leaf
        state = [pos.done, pos.first_winner, 1 if pos.attempted else 0]
        nodes = 0
        stop_at = node_limit if node_limit is not None else -1
        if horizon is None:
            # A whole-hand value depends on nothing but the key: keep it for the next deal.
            table = self._table
            if len(table) > TABLE_LIMIT:
                table.clear()
        else:
            table = {}
        rollout = self._rollout
        by_most = self.rules.counter != "points"
        squeeze = _SQUEEZE
        point_bits = _POINT_BITS
        no_ceiling = [float("inf")] * n
        ceilings = ((self._ceiling if pos.attempted else self._ceiling_tree)
                    or {k: no_ceiling for k in range(-2, n + 1)})
        # While a capote is alive, a seat that cannot win the current trick is not its
        # taker: its bound is then lower. Sound only where no failed capote is reachable
        # (a taker that loses a trick could still be one).
        refine = not pos.attempted and not self._failed_in_tree
        annul_floor = 0.0 if self._decision_rule else float("-inf")  # annulled: 0 for all
        eps = self.eps
        # Only whole-hand solves model the others as unsure: beyond a horizon the careful
        # rules stand for how they play.
        sharp = self.softmax if horizon is None and self.softmax else 0.0
        me = self.me

        def last_trick(leader: int) -> Value:
            # Everyone holds one card: no choice left, so the trick is worked out directly.
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

        def start_trick(leader: int, depth: int) -> Value:
            if state[0] == size - 1:
                return last_trick(leader)
            if depth >= limit:
                return rollout(pos, masks, points, won, state, leader)
            if state[0] == size - 2:
                # Two tricks left: most lookups are here, and renumbering the low cards
                # costs more than the few positions it merges save.
                canon = masks
            else:
                live = 0
                for s in active:
                    live |= masks[s]
                l0, l1, l2, l3 = ((live & 63) << 6, (live >> 4) & 4032, (live >> 14) & 4032,
                                  (live >> 24) & 4032)
                canon = [
                    (m & point_bits) | squeeze[l0 | (m & 63)]
                    | squeeze[l1 | ((m >> 10) & 63)] << 10
                    | squeeze[l2 | ((m >> 20) & 63)] << 20
                    | squeeze[l3 | ((m >> 30) & 63)] << 30
                    for m in masks
                ]
            first = state[1]
            if by_most and first >= 0 and won[first] != state[0]:
                # No capote is alive: the hand ends normally and its counters depend on
                # the points alone, so positions that differ only in who won which trick
                # are one position.
                key = (leader, depth if horizon is not None else 0, *canon, *points)
            else:
                key = (leader, depth if horizon is not None else 0, first, state[2], *canon,
                       *points, *won)
            found = table.get(key)
            if found is None:
                found = table[key] = turn_node(leader, 0, -1, -1, -1, 0, depth)
            return found

        def end_trick(winner: int, tpts: int, depth: int) -> Value:
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
                annul = self.annulled(n, points)
                state[2] = 1
                attempt = start_trick(winner, depth + 1)
                state[2] = 0
                value = attempt if attempt[winner] > annul[winner] else annul
            else:
                value = start_trick(winner, depth + 1)
            state[0] -= 1
            state[1] = saved_first
            points[winner] -= tpts
            won[winner] -= 1
            return value

        def turn_node(turn: int, tcount: int, led: int, best: int, bs: int, tpts: int,
                      depth: int) -> Value:
            nonlocal nodes
            nodes += 1
            if nodes == stop_at:
                raise SearchLimit(f"more than {stop_at} nodes")
            hold = masks[turn]
            if led < 0:
                legal = hold
            else:
                legal = hold & _SM[led] or hold
            last_in_trick = tcount + 1 == nactive
            # The last card of the trick before the last: unless a capote decision follows,
            # both tricks are worked out here (most of the tree's lines end so), which saves
            # three calls a line.
            done = state[0]
            penult = last_in_trick and done == size - 2
            first = state[1]
            if first >= 0 and won[first] != state[0]:
                enough = ceilings[n][turn] - eps * points[turn]
            else:
                key = first
                if refine and (first < 0 or first == turn) and tcount > 0 and not (
                        (hold & _SM[led]) >> (best + 1)):
                    # No card of this seat beats the trick's best: the capote, if any,
                    # is another seat's (first trick) or is gone (its taker's).
                    key = -2 if first < 0 else n
                enough = max(ceilings[key][turn] - eps * points[turn], annul_floor)
            chosen: Value | None = None
            others = -1
            prev = -1
            m = legal
            weighed: list[Value] | None = [] if sharp and turn != me else None
            while m:
                low = m & -m
                m ^= low
                idx = low.bit_length() - 1
                if prev >= 0 and idx // 10 == prev // 10 and idx % 10 <= _ZERO_MAX_RANK:
                    if others < 0:
                        others = 0
                        for s in active:
                            if s != turn:
                                others |= masks[s]
                        if best >= 0:
                            others |= 1 << best
                    if not others & ((1 << idx) - (2 << prev)):
                        prev = idx
                        continue  # the same move as the card below it
                prev = idx
                masks[turn] = hold ^ low
                if tcount == 0:
                    nled, nbest, nbs, ntp = idx // 10, idx, turn, _P[idx]
                else:
                    ntp = tpts + _P[idx]
                    if idx // 10 == led and idx > best:
                        nled, nbest, nbs = led, idx, turn
                    else:
                        nled, nbest, nbs = led, best, bs
                if penult and not (decision_at >= 0 and won[nbs] == done):
                    led2 = masks[nbs].bit_length() - 1
                    suit2 = led2 // 10
                    best2, w2, p2 = led2, nbs, bonus
                    for s in active:
                        c2 = masks[s].bit_length() - 1
                        p2 += _P[c2]
                        if c2 > best2 and c2 // 10 == suit2:
                            best2, w2 = c2, s
                    points[nbs] += ntp
                    points[w2] += p2
                    won[nbs] += 1
                    won[w2] += 1
                    f = state[1]
                    value = leaf(points, won, f if f >= 0 else nbs, w2, state[2] == 1, size)
                    points[nbs] -= ntp
                    points[w2] -= p2
                    won[nbs] -= 1
                    won[w2] -= 1
                elif last_in_trick:
                    value = end_trick(nbs, ntp, depth)
                else:
                    value = turn_node(nxt[turn], tcount + 1, nled, nbest, nbs, ntp, depth)
                masks[turn] = hold
                if weighed is not None:
                    weighed.append(value)
                elif chosen is None or value[turn] > chosen[turn]:
                    chosen = value
                    if value[turn] >= enough:
                        break  # no card can do better for this seat
            if weighed is not None:
                return _weighted(weighed, turn, sharp)
            assert chosen is not None
            return chosen

        try:
            # The root: every legal card of the seat to move is reported; a card that is
            # the same move as the one below it gets that card's value.
            turn = pos.to_act
            hold = masks[turn]
            led = pos.led
            legal = hold if led < 0 else (hold & _SM[led] or hold)
            out: dict[int, Value] = {}
            tcount = pos.tcount
            others = 0
            for s in active:
                if s != turn:
                    others |= masks[s]
            if pos.best >= 0:
                others |= 1 << pos.best
            prev = -1
            m = legal
            while m:
                low = m & -m
                m ^= low
                idx = low.bit_length() - 1
                if (prev >= 0 and idx // 10 == prev // 10 and idx % 10 <= _ZERO_MAX_RANK
                        and not others & ((1 << idx) - (2 << prev))):
                    out[idx] = out[prev]
                    prev = idx
                    continue
                prev = idx
                masks[turn] = hold ^ low
                if tcount == 0:
                    nled, nbest, nbs, ntp = idx // 10, idx, turn, _P[idx]
                else:
                    ntp = pos.tpts + _P[idx]
                    if idx // 10 == led and idx > pos.best:
                        nled, nbest, nbs = led, idx, turn
                    else:
                        nled, nbest, nbs = led, pos.best, pos.best_seat
                if tcount + 1 == nactive:
                    out[idx] = end_trick(nbs, ntp, 0)
                elif limit <= 0:
                    out[idx] = rollout(pos, masks, points, won, state, pos.leader, nxt[turn],
                                       tcount + 1, nled, nbest, nbs, ntp)
                else:
                    out[idx] = turn_node(nxt[turn], tcount + 1, nled, nbest, nbs, ntp, 0)
                masks[turn] = hold
        finally:
            self.nodes += nodes
            self.work += nodes
        return out

    # ---- the careful rules, for the tricks beyond the horizon ------------------------------
    def _rollout(self, pos: Position, masks0: list[int], points0: list[int], won0: list[int],
                 state: list[int], leader: int, turn: int = -1, tcount: int = 0,
                 led: int = -1, best: int = -1, bs: int = -1, tpts: int = 0) -> Value:
        """Play on with the careful rules from a trick start (or from the middle of a trick)."""
        masks = list(masks0)
        points = list(points0)
        won = list(won0)
        done, first, attempted = state[0], state[1], state[2] == 1
        size = pos.size
        active = pos.active
        nxt = pos.nxt
        nactive = len(active)
        bonus = self._bonus
        decision_at = size - 1 if self._decision_rule and size >= 3 else -1
        self.work += (size - done) * nactive - tcount
        seat = leader if turn < 0 else turn
        while True:
            for k in range(tcount, nactive):
                hold = masks[seat]
                idx = careful_card(masks, seat, hold, led, best, bs, k == nactive - 1, active,
                               first, won, done, size)
                masks[seat] = hold ^ (1 << idx)
                tpts += _P[idx]
                if k == 0:
                    led, best, bs = idx // 10, idx, seat
                elif idx // 10 == led and idx > best:
                    best, bs = idx, seat
                seat = nxt[seat]
            points[bs] += tpts
            won[bs] += 1
            done += 1
            if first < 0:
                first = bs
            seat = bs
            if done == size:
                points[bs] += bonus
                return self.leaf(points, won, first, bs, attempted, size)
            if done == decision_at and won[bs] == done:
                # The decider sees every card here: it attempts exactly when its card wins.
                mine = masks[bs].bit_length() - 1
                wins = all(
                    not (masks[s] & _SM[mine // 10]) or masks[s].bit_length() - 1 < mine
                    for s in active
                    if s != bs
                )
                if not wins:
                    return self.annulled(pos.n, points)
                attempted = True
            tcount = 0
            led = best = bs = -1
            tpts = 0
