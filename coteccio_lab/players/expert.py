"""The expert: imagine the hidden cards many times, solve each deal, play the best card on average.

For each move the expert

1. draws deals of the unseen cards uniformly among those that fit what its seat
   has seen: the cards played, the suits each seat has shown it lacks, how many
   cards each seat holds, the spies (:class:`coteccio_lab.odds.DealSpace`);
2. solves each deal for every card it may play (:class:`.search.Solver`): every
   seat then plays for its own match counter, exactly over the remaining tricks
   when they are few enough (the last three of a four-player hand of five),
   and otherwise exactly over the trick being played, the rest played out by a
   careful player's rules;
3. plays the card with the best average for its own counter (a life lost or
   gained, a bóla, points), and among equal counters the fewest points.

Two rules come before the average: the capote decision follows the exact odds
(:func:`coteccio_lab.odds.capote_odds`), and when a capote is at stake in this
trick and some card surely stops it, the expert plays one of those cards.

How much it imagines is fixed by the position and the seed, never by the
clock, so the same view and the same seed always give the same card.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..cards import DECK, cards_from_mask
from ..i18n.params import Message, Num
from ..odds import DealSpace
from ..scoring import FastScorer
from ..view import SeatView
from .base import CardValue, Move, ReasonedPlayer, check_turn, must_stop
from .search import Position, Solver

__all__ = ["ExpertPlayer", "Layouts", "exact_cards", "horizon_for"]

EXACT_CARDS = {2: 10, 3: 4, 4: 3, 5: 3, 6: 3, 7: 2, 8: 2}
"""Solve every remaining trick exactly when each seat holds at most this many cards."""


def exact_cards(players: int) -> int:
    return EXACT_CARDS.get(players, 2)


LINES_LIMIT = 400
"""Above this many estimated lines of play in the current trick, only the seat's own card is
searched and everything after it is played by the careful rules (large tables)."""


def horizon_for(view: SeatView) -> int | None:
    """How many trick ends to search exactly from ``view`` (None: every one of them)."""
    players = len(view.active)
    cards = len(view.holding)
    if cards <= exact_cards(players):
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
                 max_samples: int = 48) -> None:
        self.budget = budget
        self.min_samples = min_samples
        self.max_samples = max_samples

    def choose_card(self, view: SeatView, rng: random.Random,
                    counters: Sequence[int] | None = None) -> Move:
        values, samples = self.evaluate(view, rng, counters)
        return self.pick(view, values, samples)

    def pick(self, view: SeatView, values: Sequence[CardValue], samples: int) -> Move:
        """The move from the values: the best card (a stopping card when a capote is at stake)."""
        candidates = list(values)
        stop = must_stop(view)
        if stop is not None:
            threat, stoppers = stop
            candidates = [v for v in values if v.card.bit & stoppers]
        ranked = sorted(candidates, key=_rank)
        best = ranked[0]
        if stop is not None:
            return Move(view.seat, card=best.card, reason="why_stop_capote",
                        params={"card": best.card, "seat": stop[0]}, values=tuple(values),
                        samples=samples, level=self.name)
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
        if runner is not None:
            reason = "why_expert_vs"
            params.update(
                other=runner.card,
                other_delta=Num(runner.expected_delta, "signed"),
                other_points=Num(runner.expected_points, "dec"),
            )
        return Move(view.seat, card=best.card, reason=reason, params=params,
                    values=tuple(values), samples=samples, level=self.name)

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

        Every deal that fits the view is solved when there are at most ``every_up_to`` of
        them (default ``max_samples``), so the averages are exact over all of them; else
        ``max_samples`` are drawn with ``rng``, and fewer (``min_samples`` at least) when
        the search has done ``budget`` work.
        """
        check_turn(view)
        if view.decision_pending:
            raise ValueError("a capote decision is pending: see capote_odds")
        space = DealSpace(view)
        if space.count() == 0:
            # Only a revoke at a table-mode hand can make the shown voids lie.
            space = DealSpace(view, ignore_voids=True)
        scorer = FastScorer(view.rules, counters, view.active, view.n)
        solver = Solver(view.rules, scorer, view.seat)
        horizon = horizon_for(view)
        me = view.seat
        count = space.count()
        every = count <= (self.max_samples if every_up_to is None else every_up_to)
        layouts: list[dict[int, tuple[float, float, float]]] = []

        def solve(hidden: list[int]) -> None:
            found = solver.evaluate(Position.from_view(view, hidden), horizon)
            layouts.append({idx: (value[me], value[-2], value[-1])
                            for idx, value in found.items()})

        if every and count > self.max_samples:
            # More deals than a sample holds: solve them all only if the first one shows
            # that all of them fit the budget.
            solve(space.sample(random.Random(0)))
            every = solver.work * count <= self.budget
            layouts.clear()
        if every:
            deals = iter(space.deals())  # few enough to solve every one: exact averages
        else:
            deals = (space.sample(rng) for _ in range(self.max_samples))
        for hidden in deals:
            solve(hidden)
            if (not every and len(layouts) >= self.min_samples
                    and solver.work >= self.budget):
                break
        return Layouts(tuple(c.index for c in cards_from_mask(view.legal_mask)),
                       tuple(layouts), count, every, horizon, scorer.sign)


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
