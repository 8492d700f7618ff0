"""The expert: solve whole the deals of the unseen cards, play the best card on average.

For each move the expert

1. counts the deals of the unseen cards that fit what its seat has seen: the
   cards played, the suits each seat has shown it lacks, how many cards each
   seat holds, the spies (:class:`coteccio_lab.odds.DealSpace`); every one of
   them is equally likely;
2. solves deals to the last trick with every card visible (:class:`.solver.HandSolver`:
   every seat plays for its own match counter, the capote decision included):
   *every* deal when there are few enough (``max_exact``), else deals drawn
   uniformly, as many as its budget of search nodes allows;
3. plays the card with the best average for its own counter (a life lost or
   gained, a bóla, points), and among equal counters the fewest points.

When even one whole deal is too big for the budget (many players early in the
hand, long hands), it falls back to the older estimate: each drawn deal searched
exactly over the next tricks and played out by a careful player's rules
(:class:`.search.Solver`). The move says which answer it gives (:class:`.base.Basis`):
``exact over all N layouts``, ``exact per layout, N sampled (± spread)`` or
``heuristic``.

Two rules come before the average: the capote decision follows the exact odds
(:func:`coteccio_lab.odds.capote_odds`), and when a capote is at stake in this
trick and some card surely stops it, the expert plays one of those cards.

How much it solves is fixed by the position and the seed, never by the clock
(the budget counts search nodes), so the same view and the same seed always give
the same card. docs/expert.md says what the averages can get wrong (strategy
fusion) and how much.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..cards import DECK, cards_from_mask
from ..odds import DealSpace
from ..scoring import FastScorer
from ..view import SeatView
from .base import Basis, BasisKind, CardValue, Move, ReasonedPlayer, check_turn, must_stop
from .search import Position, Solver, Value
from .solver import HandSolver, SolveLimit
from .text import Key, Num

__all__ = ["Estimate", "ExpertPlayer", "exact_cards", "horizon_for"]

EXACT_CARDS = {2: 10, 3: 4, 4: 3, 5: 3, 6: 3, 7: 2, 8: 2}
"""The heuristic estimate searches every remaining trick when each seat holds at most this
many cards."""


def exact_cards(players: int) -> int:
    return EXACT_CARDS.get(players, 2)


LINES_LIMIT = 400
"""Above this many estimated lines of play in the current trick, the heuristic estimate
searches only the seat's own card and plays everything after it by the careful rules."""


def horizon_for(view: SeatView) -> int | None:
    """How many trick ends the heuristic estimate searches exactly (None: every one)."""
    players = len(view.active)
    cards = len(view.holding)
    if cards <= exact_cards(players):
        return None
    if players == 3 and cards <= 5:
        return 2
    to_play = players - len(view.current) - 1
    lines = view.legal_mask.bit_count() * 2.5**to_play
    return 0 if lines > LINES_LIMIT else 1


@dataclass(frozen=True)
class Estimate:
    """Every legal card's average over the deals solved, and how they were solved."""

    values: tuple[CardValue, ...]
    kind: BasisKind
    layouts: int
    """Deals of the unseen cards that fit the view."""
    samples: int
    """Deals solved."""
    nodes: int
    """Search nodes spent (the budget's unit)."""

    def basis(self, card_value: CardValue) -> Basis:
        return Basis(self.kind, self.layouts, self.samples,
                     0.0 if self.kind == "exact" else card_value.spread)


class ExpertPlayer(ReasonedPlayer):
    """Whole-deal search over the deals that fit the view; see the module text.

    ``budget``: search nodes a move should spend when it draws deals (it stops drawing
    once past it with at least ``min_samples``); ``max_exact``: solve every deal when no
    more fit the view; a move never spends much more than ``2 * budget`` on whole
    deals. ``heuristic_budget``, ``min_samples`` and ``max_samples`` bound the
    fallback estimate the same way (in its own unit of work).
    """

    name = "expert"

    def __init__(self, *, budget: int = 24000, min_samples: int = 12, max_samples: int = 48,
                 max_exact: int = 96, heuristic_budget: int = 12000,
                 heuristic_min_samples: int = 12) -> None:
        self.budget = budget
        self.min_samples = min_samples
        self.max_samples = max_samples
        self.max_exact = max_exact
        self.heuristic_budget = heuristic_budget
        self.heuristic_min_samples = heuristic_min_samples

    def choose_card(self, view: SeatView, rng: random.Random,
                    counters: Sequence[int] | None = None) -> Move:
        return self.pick(view, self.evaluate(view, rng, counters))

    def pick(self, view: SeatView, estimate: Estimate) -> Move:
        """The move from the values: the best card (a stopping card when a capote is at stake)."""
        values = estimate.values
        samples = estimate.samples
        candidates = list(values)
        stop = must_stop(view)
        if stop is not None:
            threat, stoppers = stop
            candidates = [v for v in values if v.card.bit & stoppers]
        ranked = sorted(candidates, key=_rank)
        best = ranked[0]
        basis = estimate.basis(best)
        if stop is not None:
            return Move(view.seat, card=best.card, reason="why_stop_capote",
                        params={"card": best.card, "seat": stop[0]}, values=tuple(values),
                        samples=samples, level=self.name, basis=basis)
        params: dict[str, object] = {
            "card": best.card,
            "basis": basis.phrase(),
            "delta": Num(best.expected_delta, "signed"),
            "points": Num(best.expected_points, "dec"),
            "counter": Key(f"counter_{view.rules.counter}"),
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
                    values=tuple(values), samples=samples, level=self.name, basis=basis)

    # ---- the estimate ------------------------------------------------------------------
    def evaluate(self, view: SeatView, rng: random.Random,
                 counters: Sequence[int] | None = None) -> Estimate:
        """Every legal card's average over the deals solved, and how they were solved."""
        check_turn(view)
        if view.decision_pending:
            raise ValueError("a capote decision is pending: see capote_odds")
        space = DealSpace(view)
        if space.count() == 0:
            # Only a revoke at a table-mode hand can make the shown voids lie.
            space = DealSpace(view, ignore_voids=True)
        layouts = space.count()
        scorer = FastScorer(view.rules, counters, view.active, view.n)
        solver = HandSolver(view.rules, scorer, view.seat)
        cap = 2 * self.budget
        found: list[dict[int, Value]] = []
        if layouts <= self.max_exact:
            try:
                for hidden in space.deals():
                    left = cap - solver.nodes
                    if left <= 0:
                        raise SolveLimit("every deal is too much")
                    found.append(solver.solve(Position.from_view(view, hidden), left))
                return self._estimate(view, found, "exact", layouts, solver.nodes)
            except SolveLimit:
                found = []
        # Drawn deals: solve whole ones while min_samples of them fit in the cap.
        per_first = cap // self.min_samples
        try:
            while len(found) < self.max_samples:
                if len(found) >= self.min_samples and solver.nodes >= self.budget:
                    break
                limit = per_first if not found else max(1, cap - solver.nodes)
                hidden = space.sample(rng)
                found.append(solver.solve(Position.from_view(view, hidden), limit))
            return self._estimate(view, found, "sampled", layouts, solver.nodes)
        except SolveLimit:
            if len(found) >= self.min_samples or (found and layouts <= len(found)):
                return self._estimate(view, found, "sampled", layouts, solver.nodes)
        return self._heuristic(view, space, scorer, rng, layouts, solver.nodes)

    def _heuristic(self, view: SeatView, space: DealSpace, scorer: FastScorer,
                   rng: random.Random, layouts: int, spent: int) -> Estimate:
        """Deals drawn and searched over the next tricks, the rest by the careful rules."""
        solver = Solver(view.rules, scorer, view.seat)
        horizon = horizon_for(view)
        found: list[dict[int, Value]] = []
        while len(found) < self.max_samples:
            if len(found) >= self.heuristic_min_samples and solver.work >= self.heuristic_budget:
                break
            found.append(solver.evaluate(Position.from_view(view, space.sample(rng)), horizon))
        # With no horizon the older search is exact to the last trick as well, only slower.
        kind: BasisKind = "sampled" if horizon is None else "heuristic"
        return self._estimate(view, found, kind, layouts, spent + solver.nodes)

    @staticmethod
    def _estimate(view: SeatView, found: list[dict[int, Value]], kind: BasisKind,
                  layouts: int, nodes: int) -> Estimate:
        me = view.seat
        n = len(found)
        values = []
        for card in cards_from_mask(view.legal_mask):
            idx = card.index
            deltas = [f[idx][-2] for f in found]
            mean_d = sum(deltas) / n
            spread = 0.0
            if n > 1:
                var = sum((d - mean_d) ** 2 for d in deltas) / (n - 1)
                spread = math.sqrt(var / n)
            values.append(CardValue(
                card=DECK[idx],
                expected_points=sum(f[idx][-1] for f in found) / n,
                expected_delta=mean_d,
                utility=sum(f[idx][me] for f in found) / n,
                spread=spread,
            ))
        return Estimate(tuple(values), kind, layouts, n, nodes)


def _rank(v: CardValue) -> tuple[float, float, int]:
    # Best utility first; then fewer points; then the higher card (it is the riskier to keep).
    return (-round(v.utility, 9), round(v.expected_points, 9), -v.card.index)
