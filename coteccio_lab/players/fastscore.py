"""The counter changes of a finished hand, computed from plain numbers for search.

``score_hand`` (``coteccio_lab.scoring``) is the referee: it takes a ``Hand`` and
explains itself. A search that scores hundreds of thousands of imagined endings
needs the same arithmetic without a ``Hand``; :class:`FastScorer` is that
arithmetic, written to give the same ``delta`` as ``score_hand`` for every
preset and option (``tests/test_players_fastscore.py`` checks it on random
hands of every preset against ``score_hand``).

>>> from coteccio_lab.rules import Rules
>>> s = FastScorer(Rules(), [4, 4, 1], active=(0, 1, 2))
>>> s.deltas([20, 11, 3], [3, 1, 1], NORMAL, taker=0, stopper=-1)
[-1, 0, 0]
>>> s.deltas([0, 0, 0], [5, 0, 0], CAPOTE, taker=0, stopper=-1)
[1, -1, -1]
"""

from __future__ import annotations

from collections.abc import Sequence

from ..hand import Hand
from ..rules import Rules

__all__ = [
    "ANNULLED",
    "CAPOTE",
    "CAPOTE_FAILED",
    "NORMAL",
    "FastScorer",
    "outcome_code",
]

NORMAL, CAPOTE, CAPOTE_FAILED, ANNULLED = 0, 1, 2, 3
_CODES = {"normal": NORMAL, "capote": CAPOTE, "capote_failed": CAPOTE_FAILED,
          "annulled": ANNULLED}


def outcome_code(outcome: str) -> int:
    """The number :meth:`FastScorer.deltas` takes for a ``Hand.outcome`` word."""
    return _CODES[outcome]


class FastScorer:
    """``score_hand``'s counter arithmetic for one table: rules, counters before, seats in play."""

    __slots__ = (
        "rules",
        "n",
        "base",
        "active",
        "in_play",
        "down",
        "points_counter",
        "sign",
        "fixed",
    )

    def __init__(self, rules: Rules, base: Sequence[int] | None, active: Sequence[int],
                 n: int | None = None, fixed: Sequence[int] | None = None) -> None:
        self.rules = rules
        self.n = n if n is not None else (len(base) if base is not None else max(active) + 1)
        self.base = tuple(base) if base is not None else (rules.start,) * self.n
        if len(self.base) != self.n:
            raise ValueError(f"{len(self.base)} counters given for {self.n} seats")
        self.active = tuple(active)
        self.in_play = tuple(s for s in self.active if not rules.is_out(self.base[s]))
        self.down = rules.counts_down
        self.points_counter = rules.counter == "points"
        # +1 when a higher counter is better for the seat (lives), -1 otherwise.
        self.sign = 1 if self.down else -1
        # Penalties already due whatever the ending: revokes under 004's Bergamo reading.
        self.fixed = tuple(fixed) if fixed is not None else (0,) * self.n

    @classmethod
    def for_hand(cls, hand: Hand, base: Sequence[int] | None = None) -> FastScorer:
        fixed = [0] * hand.n
        rules = hand.rules
        if rules.revoke == "table" and not rules.revoke_stops:
            for r in hand.revokes:
                fixed[r.seat] += rules.revoke_penalty
        return cls(rules, base, hand.active, hand.n, fixed)

    def deltas(self, points: Sequence[int], won: Sequence[int], outcome: int, taker: int,
               stopper: int) -> list[int]:
        """Each seat's counter change, as ``score_hand(...).delta`` gives it."""
        rules = self.rules
        n = self.n
        active = self.active
        penalty = [0] * n
        if outcome == ANNULLED:
            return penalty
        if self.points_counter:
            self._points_counter(points, won, penalty)
        elif outcome == CAPOTE:
            for s in active:
                penalty[s] = 1
            penalty[taker] = -rules.capote_gain
        elif outcome == CAPOTE_FAILED:
            penalty[taker] = 1
            penalty[stopper] = -1
        else:
            top = max(points[s] for s in active)
            tied = [s for s in active if points[s] == top]
            if len(tied) == 1:
                penalty[tied[0]] = rules.penalty
            else:
                for s in tied:
                    penalty[s] = rules.tie_penalty
        fixed = self.fixed
        if any(fixed):
            penalty = [penalty[s] + fixed[s] for s in range(n)]
        base = self.base
        # No counter goes below zero (lives stop at 0, bóle never go negative), and
        # bóle stop at the limit.
        if self.down:
            after = [max(0, base[s] - penalty[s]) for s in range(n)]
        elif rules.counter == "bole":
            top = rules.limit
            after = [min(top, max(0, base[s] + penalty[s])) for s in range(n)]
        else:
            after = [max(0, base[s] + penalty[s]) for s in range(n)]
        in_play = self.in_play
        if not self.points_counter and in_play and all(
            rules.is_out(after[s]) for s in in_play
        ):
            if rules.everyone_out == "void":
                return [0] * n
            if rules.everyone_out == "restart":
                after = [rules.start] * n
            elif rules.everyone_out == "restart_in_play":
                for s in in_play:
                    after[s] = rules.start
            else:
                again = rules.limit - 1 if not self.down else rules.limit + 1
                after = [again] * n
        return [after[s] - base[s] for s in range(n)]

    def _points_counter(self, points: Sequence[int], won: Sequence[int],
                        charge: list[int]) -> None:
        rules = self.rules
        active = self.active
        top = max(points[s] for s in active)
        for s in active:
            charge[s] = points[s]
        takers = [s for s in active if won[s]]
        if rules.points_no_trick:
            for s in active:
                if not won[s]:
                    charge[s] = top
        if rules.points_capote_triple and len(takers) == 1:
            charge[takers[0]] = 0
            for s in active:
                if s != takers[0]:
                    charge[s] *= 3
        elif rules.points_double and len(takers) == 2 and len(active) >= 4:
            for s in active:
                charge[s] *= 2

    def goodness(self, delta: int) -> int:
        """A counter change as good news: positive is good for the seat, whatever the counter."""
        return delta * self.sign
