"""Grading a seat's decisions; the module text is the package's (``coteccio_lab.review``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

from ..cards import Card
from ..hand import Hand
from ..i18n import t
from ..i18n.params import Message, Num
from ..match import Match
from ..moves import Move
from ..odds import capote_odds
from ..players.judge import (
    BLUNDER,
    INACCURACY,
    MISTAKE,
    POINTS_UNIT,
    Evaluation,
    Judge,
)
from ..records import HandRecord, replay
from ..view import SeatView
from .grades import (
    GRADES,
    RIGHT_GRADES,
    Grade,
    Judgement,
    Method,
    Option,
    grade_of,
    point_grade,
)
from .luck import error_sentence, luck_and_skill, luck_sentence
from .why import card_why, line_of, sentence

__all__ = [
    "BLUNDER",
    "GRADES",
    "INACCURACY",
    "MISTAKE",
    "RIGHT_GRADES",
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


CAPOTE_LAYOUTS = 6000
"""The capote choice is played out over every layout when at most this many fit (one trick
is left: the odds are then exact)."""

DecisionKind = Literal["card", "capote", "doctor"]


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
        chosen = self.option(self.played)
        return chosen.grade if chosen is not None else "best"

    @property
    def interval(self) -> tuple[float, float]:
        """The 95 % interval of :attr:`loss`."""
        chosen = self.option(self.played)
        return chosen.interval if chosen is not None else (0.0, 0.0)

    @property
    def close_call(self) -> bool:
        """The loss alone would grade worse than its interval allows: said as a close call."""
        return self.grade != "best" and point_grade(self.loss) != self.grade

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
            free = "_free" if self.reason.endswith("_free") else ""
            return replace(self, played=text,
                           reason=f"rv_doctor_{Move.parse(text).choice}{free}")
        return replace(self, played=text)

    def check(self, answer: Move | Card | str) -> Retry:
        """Grade a second answer at this position: right when the judge cannot tell it from
        the best (grade best, or close: within the interval of the best)."""
        text = str(Move.of(answer))
        found = self.option(text)
        if found is None:
            legal = ", ".join(o.move for o in self.options)
            raise ValueError(f"{text} is not one of the choices here: {legal}")
        grade = found.grade
        return Retry(text, grade in RIGHT_GRADES, grade, found.loss, self.best)

    def line(self, lang: str = "en") -> str:
        """The line of play that makes the difference, from a typical layout (empty when
        there is none to show: the best choice, a tie, the doctor)."""
        if self.basis is None or self.grade == "best":
            return ""
        found = self.basis.found
        return line_of(found, found.index(self.played), found.index(self.best), lang)

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        low, high = self.interval
        out = {
            "index": self.index, "trick": self.trick, "seat": self.seat, "kind": self.kind,
            "played": self.played, "best": self.best, "grade": self.grade,
            "loss": round(self.loss, 4), "delta_loss": round(self.delta_loss, 4),
            "points_loss": round(self.points_loss, 4), "counter": self.counter,
            "options": [o.to_json() for o in self.options],
            "judgement": self.judgement.to_json(), "exactness": self.judgement.text(lang),
            "why": self.why(lang),
            "said": {"played": _said(self.played, lang), "best": _said(self.best, lang),
                     "grade": t(f"rv_grade_{self.grade}", lang)},
            "interval": [round(low, 4), round(high, 4)], "close_call": self.close_call,
            "line": self.line(lang),
        }
        if self.judgement.continuation:
            out["assumption"] = {"continuation": self.judgement.continuation,
                                 "levels": list(self.judgement.levels)}
        return out


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
    levels: tuple[str, ...] = ()
    """The other seats' levels the play-outs assumed (empty: cautious)."""

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

    def luck(self) -> dict[str, float] | None:
        """Luck and skill in the hand (:func:`.luck.luck_and_skill`); None for a hand not
        played to its end."""
        return luck_and_skill(self.record, self.seat, [d.loss for d in self.decisions],
                              len(self.mistakes))

    def luck_text(self, lang: str = "en") -> str:
        """Luck and skill, and the error rate per decision, in a sentence or two (empty for
        a hand not played to its end)."""
        found = self.luck()
        if found is None:
            return ""
        return " ".join(filter(None, (luck_sentence(found, self.record, lang),
                                      error_sentence(found, lang))))

    def to_json(self, lang: str = "en") -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "forced": self.forced,
                               "decisions": [d.to_json(lang) for d in self.decisions]}
        luck = self.luck()
        if luck is not None:
            out["luck"] = {k: round(v, 4) for k, v in luck.items()}
            out["luck"]["text"] = self.luck_text(lang)
        return out

    def report(self, lang: str = "en") -> str:
        """The review as readable lines (``coteccio-lab review``)."""
        lines = [t("rv_title", lang, seat=self.seat, n=len(self.decisions))]
        for d in self.decisions:
            lines.append(t("rv_line", lang, trick=d.trick, played=_said(d.played, lang),
                           grade=t(f"rv_grade_{d.grade}", lang)))
            lines.append("    " + d.why(lang))
            if d.close_call:
                lines.append("    " + t("rv_close_call", lang,
                                          said=t(f"rv_grade_{point_grade(d.loss)}", lang),
                                          low=Num(d.interval[0], "dec"),
                                          grade=t(f"rv_grade_{d.grade}", lang)))
            if d.line(lang):
                lines.append("    " + d.line(lang))
            lines.append("    " + t("rv_how_exact", lang, how=d.judgement.text(lang)))
        if not self.decisions:
            lines.append(t("rv_nothing", lang))
        if self.luck_text(lang):
            lines.append(self.luck_text(lang))
        return "\n".join(lines)


def review_hand(source: HandRecord | Hand, seat: int, *, counters: Sequence[int] | None = None,
                seed: int = 0, judge: Judge | None = None,
                levels: Sequence[str] | None = None) -> HandReview:
    """Grade every decision ``seat`` made in a hand record (or a ``Hand``, whole or partial).

    ``counters`` are the match counters before the hand (default: the record's ``lives``);
    ``seed`` fixes the layouts drawn, so the same call gives the same review; ``levels``
    are the other seats' levels (default cautious, the dashboard's default opponent).
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
                                           judge=judge, levels=levels))
            else:
                forced += 1
        hand.push(move)
    return HandReview(record, seat, tuple(decisions), forced, seed,
                      tuple(levels) if levels is not None else ())


def decide_at(hand: Hand, move: Move | Card | str, *, counters: Sequence[int] | None = None,
              seed: int = 0, judge: Judge | None = None,
              levels: Sequence[str] | None = None) -> Decision:
    """The graded decision of the seat to move in ``hand`` (in play) had it made ``move``.

    The same position, ``counters`` and ``seed`` always give the same valuation (the deals
    drawn depend on them alone), whichever ``move`` is graded: a retry asks it again.
    """
    seat = hand.to_act
    if seat is None or hand.over:
        raise ValueError("the hand is over: there is no decision to grade")
    done = Move.of(move, seat)
    view = SeatView.of(hand, seat)
    index = len(hand.move_stack)
    if hand.decision_pending:
        if done.capote is None:
            raise ValueError(f"seat {seat} chooses annul or attempt here, not {done}")
        found = Judge(most=CAPOTE_LAYOUTS, every_up_to=CAPOTE_LAYOUTS).evaluate(
            view, seed=seed, counters=counters, levels=levels)
        return _capote_decision(view, done, index, counters, found)
    if done.card is None or not done.card.bit & view.legal_mask:
        raise ValueError(f"{done} is not one of seat {seat}'s legal cards here")
    found = (judge or Judge()).evaluate(view, seed=seed, counters=counters, levels=levels)
    return _card_graded(_Basis(view, found, index, f"review-facts:{seed}:{index}:{seat}"),
                        done.card)


def review_doctor(match: Match, seat: int, choice: str) -> Decision:
    """Grade ``seat``'s answer (``call`` or ``stay``) to the doctor offered now in ``match``.

    No card is hidden here: calling brings the seat back at the count of the worst seat
    still in (what ``Match.doctor_lives`` says) for its cost in the pot; staying out ends
    the seat's match. The loss of staying is the counter given up (lives to lose before
    going out again).
    """
    offered = match.pending_of(seat) if seat in match.doctor_offers else None
    if offered is None:
        raise ValueError(f"seat {seat} has no doctor offer to answer now")
    call, stay = (str(move) for move in offered.moves)  # the engine's list, in its order
    rules = match.rules
    back = match.doctor_lives()
    room = back if rules.counts_down else max(0, rules.limit - back)
    unit = POINTS_UNIT if rules.counter == "points" else 1
    value = room / unit
    options = (Option(call, float(room), 0.0, 0.0), Option(stay, 0.0, 0.0, value))
    cost = match.doctor_cost(seat)
    params = {"n": Num(back, "int"), "counter": Message(f"counter_{rules.counter}"),
              "cost": Num(cost, "dec")}
    played = next((str(move) for move in offered.moves if move.choice == choice), None)
    if played is None:
        raise ValueError(f"the doctor is answered {offered.codes}, not {choice!r}")
    return Decision(index=len(match.move_stack), trick=0, seat=seat, kind="doctor",
                    played=played, best=call, options=options,
                    judgement=Judgement("rule", 1, 1), counter=rules.counter,
                    # a doctor without a stake is free: no "for 0 in the pot"
                    reason=f"rv_doctor_{choice}{'' if cost else '_free'}", params=params)


# ---- a card ---------------------------------------------------------------------------


@dataclass(frozen=True)
class _Basis:
    """What a card decision was judged on, kept to grade another card at the same
    position (a retry) without playing the layouts out again."""

    view: SeatView
    found: Evaluation
    index: int
    facts: str
    """The seed of the draws behind the why's words ("likely", "may")."""


def _options(found: Evaluation) -> tuple[Option, ...]:
    out = []
    for j, move in enumerate(found.moves):
        loss, low, high = found.loss(j)
        out.append(Option(move, found.mean(j, 1), found.mean(j, 2), loss, low, high))
    return tuple(out)


def _judgement(found: Evaluation, played: int) -> Judgement:
    _loss, low, high = found.loss(played)
    best = found.best
    if played == best:
        other = found.runner_up()
        if other is not None:
            mean, half = found.difference(best, other)
            low, high = max(0.0, mean - half), mean + half
    half = (high - low) / 2
    method: Method = "exact" if found.exact else "every" if found.every else "sampled"
    return Judgement(method, found.layouts, found.count, True, half / 1.959963984540054,
                     low, high, found.assumption.continuation, found.assumption.levels)


def _card_graded(basis: _Basis, played: Card) -> Decision:
    view, found = basis.view, basis.found
    j = found.index(played.code())
    best = Card.parse(found.moves[found.best])
    options = _options(found)
    decision = Decision(index=basis.index, trick=len(view.tricks) + 1, seat=view.seat,
                        kind="card", played=played.code(), best=best.code(), options=options,
                        judgement=_judgement(found, j), counter=view.rules.counter, reason="")
    ties = tuple(Card.parse(m) for i, m in enumerate(found.moves)
                 if i != j and found.tied(i, j))
    reason, params = card_why(view, played, best, grade=decision.grade,
                              counter=decision.counter, loss=decision.loss,
                              interval=decision.interval, ties=ties,
                              continuation=found.assumption.continuation,
                              rng=random.Random(basis.facts))
    return replace(decision, reason=reason, params=params, basis=basis)


# ---- the capote choice ----------------------------------------------------------------


def _capote_decision(view: SeatView, move: Move, index: int,
                     counters: Sequence[int] | None, found: Evaluation) -> Decision:
    """The capote choice, judged like a card (the last trick played out over the layouts)
    and worded with the exact odds of winning it."""
    odds = capote_odds(view, counters)
    options = _options(found)
    best = found.moves[found.best]
    assert move.capote is not None
    values = {o.move: o.expected_delta for o in options}
    params = {"card": odds.card, "good": Num(odds.good, "int"), "total": Num(odds.total, "int"),
              "pct": Num(float(odds.probability), "pct"),
              "attempt": Num(values["attempt"], "signed"),
              "annul": Num(values["annul"], "signed"),
              "counter": Message(f"counter_{view.rules.counter}")}
    tie = found.tied(0, 1)
    return Decision(index=index, trick=view.hand_size, seat=view.seat, kind="capote",
                    played=move.capote, best=best, options=options,
                    judgement=_judgement(found, found.index(move.capote)),
                    counter=view.rules.counter,
                    reason="rv_capote_tie" if tie else f"rv_capote_{best}", params=params)


def _is_choice(move: str) -> bool:
    return Move.parse(move).choice is not None


def _said(move: str, lang: str) -> str:
    """A move as the review names it: a card by its name, a choice by its word."""
    if _is_choice(move):
        return t(f"rv_move_{move.replace(':', '_')}", lang)
    return Card.parse(move).name(lang)
