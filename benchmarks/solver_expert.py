"""The benchmarks' baseline "today": the expert as it played before it became the judge's
argmax (``coteccio_lab.players.judge.JudgedPlayer``), kept to measure the new one against.
Imagine the hidden cards many times, solve each deal, play the best card on average.

For each move it

1. draws deals of the unseen cards uniformly among those that fit what its seat
   has seen: the cards played, the suits each seat has shown it lacks, how many
   cards each seat holds, the spies (:class:`coteccio_lab.odds.DealSpace`);
2. solves each deal for every card it may play (``solver_search.Solver``): every
   seat then plays for its own match counter, the other seats as players who do not
   see every card (each of their cards weighed by how good it is for them,
   :data:`SOFTMAX`), the seat itself at its best. Near the end of the hand
   (:data:`EXACT_CARDS`) each deal is solved to the end with every card visible, and
   every deal that fits is solved when they are few enough (the average is then exact
   over all of them); before that the next tricks are solved exactly and a careful
   player's rules play the rest. Solving each deal to the end from the first trick
   (``whole_budget``, up to five seats) is what the review and callers who want an
   exact answer per deal ask for: as a player it did worse in duplicate than the
   careful rules, since a deal solved with every card visible promises later choices
   the seat cannot make;
3. plays the card with the best average for its own counter (a life lost or
   gained, a bóla, points), and among equal counters the fewest points.

Two rules come before the average: the capote decision follows the exact odds
(:func:`coteccio_lab.odds.capote_odds`), and when a capote is at stake in this
trick and some card surely stops it, the expert plays one of those cards.

How much it imagines is fixed by the position and the seed, never by the
clock (its budgets count search nodes), so the same view and the same seed always
give the same card. Its move says which answer it gave (``method``: ``all``,
``sampled`` or ``heuristic``); docs/expert.md says how it decides and how exact that is.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from solver_search import Position, SearchLimit, Solver

from coteccio_lab.cards import DECK, cards_from_mask
from coteccio_lab.i18n.params import Message, Num
from coteccio_lab.odds import DealSpace
from coteccio_lab.players.analysis import Analysis
from coteccio_lab.players.base import CardValue, Move, ReasonedPlayer, check_turn, must_stop
from coteccio_lab.scoring import FastScorer
from coteccio_lab.view import SeatView

__all__ = ["ExpertPlayer", "Layouts", "Method", "exact_cards", "horizon_for"]

Method = Literal["all", "sampled", "heuristic"]

EXACT_CARDS = {2: 10, 3: 4, 4: 3, 5: 3, 6: 3, 7: 2, 8: 2}
"""Solve every remaining trick exactly when each seat holds at most this many cards."""


def exact_cards(players: int) -> int:
    return EXACT_CARDS.get(players, 2)


WHOLE_HAND_PLAYERS = 5
"""Up to this many seats in the hand, each imagined deal is solved to the end of the hand
from the first trick when ``whole_budget`` allows."""

SOFTMAX = 5.0
"""How sharply the other seats pick their best card in a deal solved to the end: each card
weighs ``exp(SOFTMAX * value)``, its value in lives (or bóle, or points) for that seat. A
card a quarter of a life better is about 3.5 times as likely; ``None`` would have them
always play their best card for the deal as dealt, which they cannot see (max^n). Chosen by
duplicate play (docs/expert.md)."""

LINES_LIMIT = 400
"""Above this many estimated lines of play in the current trick, only the seat's own card is
searched and everything after it is played by the careful rules (large tables)."""


def horizon_for(view: SeatView, exact: int | None = None) -> int | None:
    """How many trick ends to search exactly from ``view`` (None: every one of them, when
    the seat holds at most ``exact`` cards; default :func:`exact_cards`)."""
    players = len(view.active)
    cards = len(view.holding)
    if cards <= (exact_cards(players) if exact is None else exact):
        return None
    if players == 3 and cards <= 5:
        return 2
    to_play = players - len(view.current) - 1
    lines = view.legal_mask.bit_count() * 2.5**to_play
    return 0 if lines > LINES_LIMIT else 1


class ExpertPlayer(ReasonedPlayer):
    """Sampling and exact search; see the module text."""

    name = "expert"

    def __init__(self, *, budget: int = 12000, min_samples: int = 12,
                 max_samples: int = 48, whole_budget: int = 0,
                 whole_min_samples: int = 12, whole_cards: int | None = None,
                 exact: int | None = None, horizon: int | None = None,
                 softmax: float | None = SOFTMAX) -> None:
        self.softmax = softmax
        self.budget = budget
        self.whole_budget = whole_budget
        self.min_samples = min_samples
        self.max_samples = max_samples
        self.whole_min_samples = whole_min_samples
        self.whole_cards = whole_cards
        self.exact = exact
        self.horizon = horizon

    def choose_card(self, view: SeatView, rng: random.Random,
                    counters: Sequence[int] | None = None) -> Move:
        solved = self.solve_layouts(view, rng, counters)
        return self.pick(view, solved.averages(), len(solved.layouts), solved)

    def pick(self, view: SeatView, values: Sequence[CardValue], samples: int,
             solved: Layouts | None = None) -> Move:
        """The move from the values: the best card (a stopping card when a capote is at stake).

        With the ``solved`` deals the values came from, the move's params say how exact
        they are: ``method`` (:attr:`Layouts.method`), ``total`` (the deals that fit) and
        ``spread`` (the standard error of the card's lead over the runner-up when sampled).
        """
        candidates = list(values)
        stop = must_stop(view)
        if stop is not None:
            threat, stoppers = stop
            candidates = [v for v in values if v.card.bit & stoppers]
        ranked = sorted(candidates, key=_rank)
        best = ranked[0]
        if stop is not None:
            return Move(view.seat, card=best.card, analysis=Analysis(
                "why_stop_capote", {"card": best.card, "seat": stop[0]}, values=tuple(values),
                samples=samples, level=self.name))
        params: dict[str, object] = {
            "card": best.card,
            "samples": Num(samples, "int"),
            "delta": Num(best.expected_delta, "signed"),
            "points": Num(best.expected_points, "dec"),
            "counter": Message(f"counter_{view.rules.counter}"),
        }
        reason = "why_expert"
        others = sorted(values, key=_rank)
        runner = next((v for v in others if v.card != best.card), None)
        if solved is not None:
            params.update(
                method=solved.method, total=Num(solved.count, "int"),
                spread=Num(solved.spread(best.card.index,
                                         runner.card.index if runner is not None else None),
                           "dec"),
            )
        if runner is not None:
            reason = "why_expert_vs"
            params.update(
                other=runner.card,
                other_delta=Num(runner.expected_delta, "signed"),
                other_points=Num(runner.expected_points, "dec"),
            )
        return Move(view.seat, card=best.card, analysis=Analysis(
            reason, params, values=tuple(values), samples=samples, level=self.name))

    # ---- the estimate ------------------------------------------------------------------
    def evaluate(self, view: SeatView, rng: random.Random,
                 counters: Sequence[int] | None = None) -> tuple[tuple[CardValue, ...], int]:
        """Every legal card's average over the imagined deals, and how many deals."""
        solved = self.solve_layouts(view, rng, counters)
        return solved.averages(), len(solved.layouts)

    def solve_layouts(self, view: SeatView, rng: random.Random,
                      counters: Sequence[int] | None = None, *,
                      every_up_to: int | None = None) -> Layouts:
        """Each legal card's value in each deal of the unseen cards the expert solved.

        With at most ``WHOLE_HAND_PLAYERS`` seats in the hand and at most ``whole_cards``
        cards in the seat's hand (None: any number), or few cards left, each deal is solved
        to the end of the hand. Every deal that fits the view is solved when
        there are at most ``every_up_to`` of them (default ``max_samples``) and they fit
        the ``budget``: the averages are exact over all of them. Else deals are drawn
        with ``rng``, at least ``whole_min_samples`` and up to ``max_samples`` while the
        budget lasts. Only when even that does not fit does the expert fall back to
        solving the next tricks exactly and playing the rest by the careful rules
        (``horizon_for``, at most ``self.horizon`` trick ends when set), at least
        ``min_samples`` deals. ``whole_budget=0`` with ``main``'s other settings is the
        expert before whole-hand solves (the benchmarks' baseline); ``exact`` replaces
        :data:`EXACT_CARDS` for the table size.
        """
        check_turn(view)
        if view.decision_pending:
            raise ValueError("a capote decision is pending: see capote_odds")
        space = DealSpace(view)
        if space.count() == 0:
            # Only a revoke at a table-mode hand can make the shown voids lie.
            space = DealSpace(view, ignore_voids=True)
        scorer = FastScorer(view.rules, counters, view.active, view.n)
        solver = Solver(view.rules, scorer, view.seat, softmax=self.softmax)
        me = view.seat
        count = space.count()
        every_limit = self.max_samples if every_up_to is None else every_up_to
        cards = tuple(c.index for c in cards_from_mask(view.legal_mask))
        layouts: list[dict[int, tuple[float, float, float]]] = []

        def solve(hidden: list[int], horizon: int | None, limit: int | None = None) -> None:
            found = solver.evaluate(Position.from_view(view, hidden), horizon, node_limit=limit)
            layouts.append({idx: (value[me], value[-2], value[-1])
                            for idx, value in found.items()})

        def result(every: bool, horizon: int | None) -> Layouts:
            return Layouts(cards, tuple(layouts), count, every, horizon, scorer.sign)

        players = len(view.active)
        whole = (players <= WHOLE_HAND_PLAYERS and (
            self.whole_cards is None or len(view.holding) <= self.whole_cards)
        ) or len(view.holding) <= (exact_cards(players) if self.exact is None else self.exact)
        if whole and self.whole_budget > 0:
            budget = self.whole_budget
            if count <= every_limit:
                start = solver.work
                try:
                    for k, hidden in enumerate(space.deals()):
                        solve(hidden, None, max(1, 2 * budget - (solver.work - start)))
                        if k == 0 and (solver.work - start) * count > 2 * budget:
                            raise SearchLimit("every deal would not fit the budget")
                    return result(True, None)
                except SearchLimit:
                    layouts.clear()
            start = solver.work
            least = self.whole_min_samples
            for k in range(self.max_samples):
                spent = solver.work - start
                if k >= least and spent >= budget:
                    break
                # Each of the first deals may take its share of what the least number
                # still needs; a deal beyond them may overrun the budget by one share.
                limit = max(1, (budget - spent) // (least - k)) if k < least else budget // least
                try:
                    solve(space.sample(rng), None, limit)
                except SearchLimit:
                    if k < least:
                        layouts.clear()  # too few deals fit: the heuristic instead
                    break
            if layouts:
                return result(False, None)
        return self._rules_beyond_horizon(view, rng, space, solver, solve, layouts, result,
                                          every_limit)

    def _rules_beyond_horizon(self, view: SeatView, rng: random.Random, space: DealSpace,
                              solver: Solver,
                              solve: Callable[[list[int], int | None, int | None], None],
                              layouts: list[dict[int, tuple[float, float, float]]],
                              result: Callable[[bool, int | None], Layouts],
                              every_limit: int) -> Layouts:
        """The heuristic: the next tricks exactly, the rest by the careful rules."""
        horizon = horizon_for(view, self.exact)
        if horizon is not None and self.horizon is not None:
            horizon = min(horizon, self.horizon)
        count = space.count()
        every = count <= every_limit
        if every and count > self.max_samples:
            # More deals than a sample holds: solve them all only if the first one shows
            # that all of them fit the budget.
            start = solver.work
            solve(space.sample(random.Random(0)), horizon, None)
            every = (solver.work - start) * count <= self.budget
            layouts.clear()
        start = solver.work
        if every:
            deals = iter(space.deals())  # few enough to solve every one: exact averages
        else:
            deals = (space.sample(rng) for _ in range(self.max_samples))
        for hidden in deals:
            solve(hidden, horizon, None)
            if (not every and len(layouts) >= self.min_samples
                    and solver.work - start >= self.budget):
                break
        return result(every, horizon)


@dataclass(frozen=True)
class Layouts:
    """What the expert found for one seat's decision: each deal it solved, each card's value.

    ``layouts[k][card index]`` is ``(utility, delta, points)`` in the k-th deal: what the
    expert maximises, the change of the seat's counter, the seat's points at the end.
    """

    cards: tuple[int, ...]
    layouts: tuple[dict[int, tuple[float, float, float]], ...]
    count: int
    """How many deals of the unseen cards fit the view."""
    every: bool
    """Every one of those deals was solved (the averages are exact over them)."""
    horizon: int | None
    """Tricks searched exactly before the careful rules play on (None: all of them)."""
    sign: int
    """+1 when the counter counts down (lives: a higher count is better), else -1."""

    @property
    def method(self) -> Method:
        """``all``: every deal solved to the end of the hand (exact over all of them);
        ``sampled``: each drawn deal solved to the end; ``heuristic``: the later tricks
        played by the careful rules."""
        if self.horizon is not None:
            return "heuristic"
        return "all" if self.every else "sampled"

    def spread(self, card: int, other: int | None) -> float:
        """The standard error of ``card``'s average utility, or of its lead over ``other``
        (both judged on the same deals): 0 when every deal was solved."""
        k = len(self.layouts)
        if self.every or k < 2:
            return 0.0
        diffs = [layout[card][0] - (layout[other][0] if other is not None else 0.0)
                 for layout in self.layouts]
        mean = sum(diffs) / k
        var = sum((d - mean) ** 2 for d in diffs) / (k - 1)
        return math.sqrt(var / k)

    def mean(self, card: int, part: int) -> float:
        """The average over the deals of ``part`` (0 utility, 1 delta, 2 points) of ``card``."""
        return sum(layout[card][part] for layout in self.layouts) / len(self.layouts)

    def averages(self) -> tuple[CardValue, ...]:
        return tuple(
            CardValue(card=DECK[idx], expected_points=self.mean(idx, 2),
                      expected_delta=self.mean(idx, 1), utility=self.mean(idx, 0))
            for idx in sorted(self.cards)
        )


def _rank(v: CardValue) -> tuple[float, float, int]:
    # Best utility first; then fewer points; then the higher card (it is the riskier to keep).
    return (-round(v.utility, 9), round(v.expected_points, 9), -v.card.index)
