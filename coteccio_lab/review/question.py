"""A retry as a question of the kit's one model (``coteccio_lab.questions``).

A graded mistake becomes a :class:`RetryQuestion`: the position as the seat saw it (the
deal and the moves before the decision, in the hand record's form), the counters before
the hand, the seed of the review and the move first made. Judging an answer grades it at
that position with the same valuation as the review (:func:`.judge.decide_at`: the same
seed draws the same layouts), so the dashboard's retry, a drill made of the learner's own
mistakes and the class service (which rebuilds it from JSON and trusts no grade a client
sends) agree.

>>> from coteccio_lab.records import HandRecord
>>> from coteccio_lab.review import review_hand
>>> rec = HandRecord.from_json({
...     "format": "coteccio-hand/1", "dealer": 2,
...     "hands": [["5d", "6d", "7d", "2s", "Jb"], ["5c", "Qc", "Kc", "2d", "4d"],
...               ["2c", "4c", "Jd", "Ad", "2b"]],
...     "plays": "2s 4d Jd 5d 2d Ad 2c 6d Qc 5c 4c 7d Kc 2b Jb".split()})
>>> review = review_hand(rec, seat=0)
>>> q = RetryQuestion.of_decision(review, review.mistakes[-1])
>>> q.right_answer(), q.wrong_answer()
(Card.parse('Jb'), Card.parse('7d'))
>>> again = Question.from_json(q.to_json())
>>> again.evaluate(again.read_answer("Jb")).correct, again.evaluate("7d").correct
(True, False)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cached_property
from typing import Any

from ..cards import Card
from ..hand import Hand
from ..i18n import t
from ..players.computer import LEVELS
from ..questions.base import Question, Verdict
from ..questions.positions import hand_from_json, hand_json
from .judge import RIGHT_GRADES, Decision, HandReview, decide_at

__all__ = ["RetryQuestion"]

KIT = "the kit's review (docs/review.md)"

TABLE_LEVELS = ("human", *LEVELS)
"""The levels a retry may name for the seats of its table (a person: ``human``)."""


class RetryQuestion(Question):
    """Choose again at a reviewed decision: a card, or annul / attempt. An answer is right
    when the review would grade it best there, or a close call (within the judge's interval
    of the best)."""

    kind = "retry"

    def __init__(self, hand: Hand, *, played: str, counters: Sequence[int] | None = None,
                 seed: int = 0, decision: Decision | None = None,
                 levels: Sequence[str] = ()) -> None:
        if hand.to_act is None or hand.over:
            raise ValueError("the position must have a seat to decide")
        self.hand = hand
        self.seat = hand.to_act
        self.played = played
        self.counters = list(counters) if counters is not None else None
        self.seed = seed
        self.levels = tuple(levels)
        """The table's levels the review assumed (empty: cautious), so that the practice
        values the position again as the review did."""
        if decision is not None:
            self.__dict__["decision"] = decision  # the review's own: no second valuation

    @classmethod
    def of_decision(cls, review: HandReview, decision: Decision) -> RetryQuestion:
        """The retry of ``decision`` (a card or the capote choice) of ``review``."""
        if decision.kind == "doctor":
            raise ValueError("the doctor is answered between hands: no position to retry")
        return cls(review.position(decision), played=decision.played,
                   counters=review.record.lives, seed=review.seed, decision=decision,
                   levels=review.levels)

    @cached_property
    def decision(self) -> Decision:
        return decide_at(self.hand, self.played, counters=self.counters, seed=self.seed,
                         levels=self.levels or None)

    # ---- the question -------------------------------------------------------------------
    def content(self) -> dict[str, Any]:
        out: dict[str, Any] = {"position": hand_json(self.hand), "played": self.played,
                               "counters": self.counters, "seed": self.seed}
        if self.levels:
            out["levels"] = list(self.levels)
        return out

    @classmethod
    def of_content(cls, data: Mapping[str, Any]) -> RetryQuestion:
        played, seed, counters = data.get("played"), data.get("seed", 0), data.get("counters")
        if not isinstance(played, str) or len(played) > 8:
            raise ValueError("'played' is the move first made (a card code, annul, attempt)")
        if type(seed) is not int:
            raise ValueError("'seed' is a whole number")
        if counters is not None and not (
                isinstance(counters, list)
                and all(type(c) is int and 0 <= c <= 10**4 for c in counters)):
            raise ValueError("'counters' is a list of whole numbers")
        levels = data.get("levels", [])
        if not (isinstance(levels, list) and len(levels) <= 8
                and all(level in TABLE_LEVELS for level in levels)):
            raise ValueError("'levels' is a list of the table's levels: "
                             + ", ".join(TABLE_LEVELS))
        hand = hand_from_json(data["position"])
        question = cls(hand, played=played, counters=counters, seed=seed, levels=levels)
        if question.decision.option(played) is None:
            raise ValueError(f"{played} is not a choice at this position")
        return question

    def prompt(self, lang: str = "en") -> str:
        key = "rvd_retry_capote" if self.hand.decision_pending else "rvd_retry_card"
        return t(key, lang, n=self.decision.trick)

    def right_answer(self) -> Any:
        return _answer(self.decision.best)

    def wrong_answer(self) -> Any:
        d = self.decision
        if d.grade not in RIGHT_GRADES:
            return _answer(d.played)
        worst = max(d.options, key=lambda o: o.loss)
        if worst.grade in RIGHT_GRADES:
            raise ValueError("every choice is as good as the best here, within the judge's "
                             "interval")
        return _answer(worst.move)

    def evaluate(self, answer: Any) -> Verdict:
        move = answer.code() if isinstance(answer, Card) else answer
        d = self.decision
        if not isinstance(move, str) or d.option(move) is None:
            raise ValueError(f"{move!r} is not one of the choices here")
        retry = d.check(move)
        graded = d.graded_as(move)

        def why(lang: str) -> str:
            return f"{retry.message(lang)} {graded.why(lang)}"

        def hint(lang: str) -> str:
            return retry.message(lang)

        return Verdict(retry.right, why, KIT, answer, kit=True,
                       hint=None if retry.right else hint)


def _answer(move: str) -> Any:
    return move if move in ("attempt", "annul") else Card.parse(move)
