"""Grading a seat's decisions; the module text is the package's (``coteccio_lab.review``)."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from ..cards import DECK, Card
from ..hand import Hand
from ..i18n import t
from ..i18n.params import Message, Num
from ..match import Match
from ..moves import Move
from ..odds import capote_odds
from ..players.computer import move_rng
from ..players.expert import ExpertPlayer, Layouts
from ..records import HandRecord, replay
from ..scoring import FastScorer
from ..view import SeatView
from .why import card_why, sentence

__all__ = [
    "BLUNDER",
    "GRADES",
    "INACCURACY",
    "MISTAKE",
    "Decision",
    "HandReview",
    "Judgement",
    "Option",
    "Retry",
    "grade_of",
    "decide_at",
    "review_doctor",
    "review_hand",
]

Grade = Literal["best", "inaccuracy", "mistake", "blunder"]
GRADES: tuple[Grade, ...] = ("best", "inaccuracy", "mistake", "blunder")
INACCURACY = 0.04
"""A loss below this is no loss: about five card points, or one life in 25 hands."""
MISTAKE = 0.12
BLUNDER = 0.30
POINT_WEIGHT = 1 / 128
"""A card point in lives: the expert's exchange rate (``players.search.Solver.eps``)."""
POINTS_UNIT = 10
"""A points counter is graded in tens of points, so its thresholds read as the others'."""

EVERY_UP_TO = 2000
"""Every deal of the unseen cards is solved (an exact average) when at most this many fit."""

DecisionKind = Literal["card", "capote", "doctor"]
Method = Literal["exact", "every", "sampled", "odds", "rule"]


def grade_of(loss: float) -> Grade:
    """The grade of an expected loss (see the module's table)."""
    if loss < INACCURACY:
        return "best"
    if loss < MISTAKE:
        return "inaccuracy"
    return "mistake" if loss < BLUNDER else "blunder"


@dataclass(frozen=True)
class Option:
    """One choice the seat had, as the review values it."""

    move: str
    expected_delta: float
    """The change of the seat's counter, on average (lives: +1 is a life gained)."""
    expected_points: float
    """The seat's card points at the end of the hand, on average."""
    loss: float
    """Expected loss against the best choice (the module's measure; 0 for the best)."""

    def to_json(self) -> dict[str, Any]:
        return {"move": self.move, "expected_delta": round(self.expected_delta, 4),
                "expected_points": round(self.expected_points, 4),
                "loss": round(self.loss, 4), "grade": grade_of(self.loss)}


@dataclass(frozen=True)
class Judgement:
    """How exact a grade is.

    ``method``: ``exact`` (every deal that fits solved to the end of the hand),
    ``every`` (every deal, the later tricks by the careful rules), ``sampled``
    (``layouts`` of the ``total`` deals drawn; ``solved_to_end`` says whether each was
    solved to the end), ``odds`` (the exact capote odds over ``total`` deals), ``rule``
    (the doctor: no hidden card is involved). ``spread`` is the standard error of the
    loss when sampled (0 otherwise).
    """

    method: Method
    layouts: int
    total: int
    solved_to_end: bool = True
    spread: float = 0.0

    def text(self, lang: str = "en") -> str:
        n, total = Num(self.layouts, "int"), Num(self.total, "int")
        if self.method == "sampled":
            key = "rv_sampled" if self.solved_to_end else "rv_sampled_rules"
            return t(key, lang, n=n, total=total, spread=Num(self.spread, "dec"))
        if self.method == "exact" and self.total == 1:
            return t("rv_exact_one", lang)
        key = {"exact": "rv_exact", "every": "rv_every_rules", "odds": "rv_odds",
               "rule": "rv_rule"}[self.method]
        return t(key, lang, total=total)

    def to_json(self) -> dict[str, Any]:
        return {"method": self.method, "layouts": self.layouts, "total": self.total,
                "solved_to_end": self.solved_to_end, "spread": round(self.spread, 4)}


@dataclass(frozen=True)
class Retry:
    """A second answer at a reviewed decision, checked against the same valuation."""

    move: str
    right: bool
    grade: Grade
    loss: float
    best: str

    def message(self, lang: str = "en") -> str:
        move: object = _said(self.move, lang) if _is_choice(self.move) else Card.parse(self.move)
        if self.right:
            return t("rv_retry_right", lang, move=move)
        return t("rv_retry_wrong", lang, move=move, grade=t(f"rv_grade_{self.grade}", lang))


@dataclass(frozen=True)
class Decision:
    """One graded decision of the reviewed seat."""

    index: int
    """How many moves of the hand (cards and the capote choice) came before it: the
    position to retry is the hand after that many moves (:meth:`HandReview.position`)."""
    trick: int
    """The trick it was made in, from 1 (the capote choice: the last trick)."""
    seat: int
    kind: DecisionKind
    played: str
    best: str
    options: tuple[Option, ...]
    judgement: Judgement
    counter: str
    reason: str
    """The catalogue key of the why (``rv_*`` in ``coteccio_lab/locale``); ``params`` its values."""
    params: dict[str, Any] = field(default_factory=dict)
    basis: _Basis | None = field(default=None, compare=False, repr=False)
    """A card decision's valuation (the view, the layouts solved), to grade another card."""

    def option(self, move: str) -> Option | None:
        return next((o for o in self.options if o.move == move), None)

    @property
    def loss(self) -> float:
        chosen = self.option(self.played)
        return chosen.loss if chosen is not None else 0.0

    @property
    def grade(self) -> Grade:
        return grade_of(self.loss)

    @property
    def delta_loss(self) -> float:
        """The counter the choice gave away on average (lives, bóle), against the best."""
        best, chosen = self.option(self.best), self.option(self.played)
        if best is None or chosen is None:
            return 0.0
        return abs(best.expected_delta - chosen.expected_delta)

    @property
    def points_loss(self) -> float:
        """The card points the choice took on average beyond the best choice's."""
        best, chosen = self.option(self.best), self.option(self.played)
        if best is None or chosen is None:
            return 0.0
        return chosen.expected_points - best.expected_points

    def why(self, lang: str = "en") -> str:
        """Why the grade, from facts of the position, in ``lang``."""
        return sentence(self.reason, self.params, lang)

    def graded_as(self, answer: Move | Card | str) -> Decision:
        """This decision had ``answer`` been chosen: the same valuation, its grade and why."""
        text = str(Move.of(answer))
        if self.option(text) is None:
            legal = ", ".join(o.move for o in self.options)
            raise ValueError(f"{text} is not one of the choices here: {legal}")
        if text == self.played:
            return self
        if self.kind == "card":
            assert self.basis is not None
            return _card_graded(self.basis, Card.parse(text))
        if self.kind == "doctor":
            reason = "rv_doctor_call" if text == "doctor:call" else "rv_doctor_stay"
            return replace(self, played=text, reason=reason)
        return replace(self, played=text)

    def check(self, answer: Move | Card | str) -> Retry:
        """Grade a second answer at this position: right when it loses nothing (grade best)."""
        text = str(Move.of(answer))
        found = self.option(text)
        if found is None:
            legal = ", ".join(o.move for o in self.options)
            raise ValueError(f"{text} is not one of the choices here: {legal}")
        grade = grade_of(found.loss)
        return Retry(text, grade == "best", grade, found.loss, self.best)

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        return {
            "index": self.index, "trick": self.trick, "seat": self.seat, "kind": self.kind,
            "played": self.played, "best": self.best, "grade": self.grade,
            "loss": round(self.loss, 4), "delta_loss": round(self.delta_loss, 4),
            "points_loss": round(self.points_loss, 4), "counter": self.counter,
            "options": [o.to_json() for o in self.options],
            "judgement": self.judgement.to_json(), "exactness": self.judgement.text(lang),
            "why": self.why(lang),
        }


@dataclass(frozen=True)
class HandReview:
    """The review of one seat's decisions in one hand."""

    record: HandRecord
    seat: int
    decisions: tuple[Decision, ...]
    forced: int
    """Cards played with no choice (one legal card): not graded."""
    seed: int = 0
    """The seed the review drew its layouts with (a retry grades with the same)."""

    @property
    def mistakes(self) -> tuple[Decision, ...]:
        """The decisions graded mistake or blunder: the ones to retry."""
        return tuple(d for d in self.decisions if d.grade in ("mistake", "blunder"))

    def position(self, decision: Decision) -> Hand:
        """The hand as it stood at ``decision``, for a retry: the same cards and tricks, so
        the seat's view (``SeatView.of(hand, seat)``) is what it knew then."""
        hand = self.record.start()
        for move in replay(self.record).hand.move_stack[:decision.index]:
            hand.push(move)
        return hand

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        return {"seat": self.seat, "forced": self.forced,
                "decisions": [d.to_json(lang) for d in self.decisions]}

    def report(self, lang: str = "en") -> str:
        """The review as readable lines (``coteccio-lab review``)."""
        lines = [t("rv_title", lang, seat=self.seat, n=len(self.decisions))]
        for d in self.decisions:
            lines.append(t("rv_line", lang, trick=d.trick, played=_said(d.played, lang),
                           grade=t(f"rv_grade_{d.grade}", lang)))
            lines.append("    " + d.why(lang))
            lines.append("    " + t("rv_how_exact", lang, how=d.judgement.text(lang)))
        if not self.decisions:
            lines.append(t("rv_nothing", lang))
        return "\n".join(lines)


def review_hand(source: HandRecord | Hand, seat: int, *, counters: Sequence[int] | None = None,
                seed: int = 0, player: ExpertPlayer | None = None) -> HandReview:
    """Grade every decision ``seat`` made in a hand record (or a ``Hand``, whole or partial).

    ``counters`` are the match counters before the hand (default: the record's ``lives``);
    ``seed`` fixes the deals drawn, so the same call gives the same review.
    """
    record = source if isinstance(source, HandRecord) else HandRecord.of_hand(source, counters)
    if counters is None and record.lives is not None:
        counters = record.lives
    if not 0 <= seat < len(record.hands):
        raise ValueError(f"no seat {seat} at this table of {len(record.hands)}")
    moves = replay(record).hand.move_stack
    hand = record.start()
    decisions: list[Decision] = []
    forced = 0
    for move in moves:
        if move.seat == seat:
            if move.capote is not None or hand.legal_mask.bit_count() > 1:
                decisions.append(decide_at(hand, move, counters=counters, seed=seed,
                                           player=player))
            else:
                forced += 1
        hand.push(move)
    return HandReview(record, seat, tuple(decisions), forced, seed)


def decide_at(hand: Hand, move: Move | Card | str, *, counters: Sequence[int] | None = None,
              seed: int = 0, player: ExpertPlayer | None = None) -> Decision:
    """The graded decision of the seat to move in ``hand`` (in play) had it made ``move``.

    The same position, ``counters`` and ``seed`` always give the same valuation (the deals
    drawn depend on them alone), whichever ``move`` is graded: a retry asks it again.
    """
    seat = hand.to_act
    if seat is None or hand.is_over:
        raise ValueError("the hand is over: there is no decision to grade")
    done = Move.of(move, seat)
    view = SeatView.of(hand, seat)
    index = len(hand.move_stack)
    if hand.decision_pending:
        if done.capote is None:
            raise ValueError(f"seat {seat} chooses annul or attempt here, not {done}")
        return _capote_decision(view, done, index, counters)
    if done.card is None or not done.card.bit & view.legal_mask:
        raise ValueError(f"{done} is not one of seat {seat}'s legal cards here")
    # Every seat at its best in each solved deal (max^n): the review's values are exact
    # per deal in the sense docs/review.md gives, not the player's softer model of others.
    expert = player or ExpertPlayer(budget=400_000, min_samples=48, max_samples=400,
                                    whole_budget=200_000, whole_min_samples=24, softmax=None)
    return _card_decision(view, done, index, counters, expert, move_rng(seed, 0, index, seat),
                          f"review-facts:{seed}:{index}:{seat}")


def review_doctor(match: Match, seat: int, choice: str) -> Decision:
    """Grade ``seat``'s answer (``call`` or ``stay``) to the doctor offered now in ``match``.

    No card is hidden here: calling brings the seat back at the count of the worst seat
    still in (what ``Match.doctor_lives`` says) for its cost in the pot; staying out ends
    the seat's match. The loss of staying is the counter given up (lives to lose before
    going out again).
    """
    if seat not in match.doctor_offers:
        raise ValueError(f"seat {seat} has no doctor offer to answer now")
    rules = match.rules
    back = match.doctor_lives()
    room = back if rules.counts_down else max(0, rules.limit - back)
    unit = POINTS_UNIT if rules.counter == "points" else 1
    value = room / unit
    options = (Option("doctor:call", float(room), 0.0, 0.0),
               Option("doctor:stay", 0.0, 0.0, value))
    params = {"n": Num(back, "int"), "counter": Message(f"counter_{rules.counter}"),
              "cost": Num(match.doctor_cost(seat), "dec")}
    played = f"doctor:{choice}"
    return Decision(index=len(match.move_stack), trick=0, seat=seat, kind="doctor",
                    played=played, best="doctor:call", options=options,
                    judgement=Judgement("rule", 1, 1), counter=rules.counter,
                    reason="rv_doctor_call" if choice == "call" else "rv_doctor_stay",
                    params=params)


# ---- a card ---------------------------------------------------------------------------


def _card_decision(view: SeatView, move: Move, index: int, counters: Sequence[int] | None,
                   expert: ExpertPlayer, rng: random.Random, facts: str) -> Decision:
    solved = expert.solve_layouts(view, rng, counters, every_up_to=EVERY_UP_TO)
    assert move.card is not None
    return _card_graded(_Basis(view, solved, index, facts), move.card)


@dataclass(frozen=True)
class _Basis:
    """What a card decision was judged on, kept to grade another card at the same
    position (a retry) without solving the layouts again."""

    view: SeatView
    solved: Layouts
    index: int
    facts: str
    """The seed of the draws behind the why's words ("likely", "may")."""


def _card_graded(basis: _Basis, played: Card) -> Decision:
    view, solved = basis.view, basis.solved
    unit = POINTS_UNIT if view.rules.counter == "points" else 1
    best_idx = max(solved.cards, key=lambda i: (round(solved.mean(i, 0), 9),
                                                -round(solved.mean(i, 2), 9), -i))
    top = solved.mean(best_idx, 0)
    options = tuple(
        Option(DECK[i].code(), solved.mean(i, 1), solved.mean(i, 2),
               max(0.0, (top - solved.mean(i, 0)) / unit))
        for i in sorted(solved.cards)
    )
    judgement = _judgement(solved, best_idx, played.index, unit)
    best = DECK[best_idx]
    decision = Decision(index=basis.index, trick=len(view.tricks) + 1, seat=view.seat,
                        kind="card", played=played.code(), best=best.code(), options=options,
                        judgement=judgement, counter=view.rules.counter, reason="")
    reason, params = card_why(view, played, best, graded_best=decision.grade == "best",
                              counter=decision.counter, delta_loss=decision.delta_loss,
                              points_loss=decision.points_loss,
                              rng=random.Random(basis.facts))
    return replace(decision, reason=reason, params=params, basis=basis)


def _judgement(solved: Layouts, best: int, played: int, unit: int) -> Judgement:
    n = len(solved.layouts)
    to_end = solved.horizon is None
    if solved.every:
        return Judgement("exact" if to_end else "every", n, solved.count, to_end)
    diffs = [(layout[best][0] - layout[played][0]) / unit for layout in solved.layouts]
    mean = sum(diffs) / n
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1) if n > 1 else 0.0
    return Judgement("sampled", n, solved.count, to_end, math.sqrt(var / n))


# ---- the capote choice ----------------------------------------------------------------


def _capote_decision(view: SeatView, move: Move, index: int,
                     counters: Sequence[int] | None) -> Decision:
    odds = capote_odds(view, counters)
    sign = FastScorer(view.rules, counters, view.active, view.n).sign
    unit = POINTS_UNIT if view.rules.counter == "points" else 1
    values = {"attempt": float(odds.attempt_delta), "annul": float(odds.annul_delta)}
    top = max(sign * v for v in values.values())
    options = tuple(Option(c, v, 0.0, (top - sign * v) / unit) for c, v in values.items())
    best = odds.recommended
    assert move.capote is not None
    params = {"card": odds.card, "good": Num(odds.good, "int"), "total": Num(odds.total, "int"),
              "pct": Num(float(odds.probability), "pct"),
              "attempt": Num(values["attempt"], "signed"),
              "annul": Num(values["annul"], "signed"),
              "counter": Message(f"counter_{view.rules.counter}")}
    return Decision(index=index, trick=view.hand_size, seat=view.seat, kind="capote",
                    played=move.capote, best=best, options=options,
                    judgement=Judgement("odds", odds.total, odds.total),
                    counter=view.rules.counter, reason=f"rv_capote_{best}", params=params)


def _is_choice(move: str) -> bool:
    return move in ("attempt", "annul") or move.startswith("doctor:")


def _said(move: str, lang: str) -> str:
    """A move as the review names it: a card by its name, a choice by its word."""
    if _is_choice(move):
        return t(f"rv_move_{move.replace(':', '_')}", lang)
    return Card.parse(move).name(lang)
