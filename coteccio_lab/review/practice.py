"""A hand's mistakes as practice: each decision the review grades mistake or blunder becomes
its own retry question (:class:`.question.RetryQuestion`) on the learner's schedule.

The retry, not a fresh drill of the skill: the learner meets *their* position again (the
same cards, the same tricks seen, the same valuation), which is what "learn from your
mistakes" asks; the skill a mistake is filed under (``skill_of``) says where the lessons
teach it and sums the mistakes for the teacher.

In a class the service trusts no page (:class:`ClassMistakes`): a mistake is taken only
at a decision of one of the student's own hands the class verified, rebuilt from that
stored record with the service's seed and counters, and only when the service's own
grade of the move the record holds is mistake or blunder. The page's question says which
decision, nothing more.

>>> ClassMistakes().mistake({"kind": "score"}, records=[])  # doctest: +ELLIPSIS
Traceback (most recent call last):
...
ValueError: the mistake is not a question: this score question is malformed: ...
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from ..cards import deck_order
from ..hand import Hand
from ..questions import Question, QuestionError
from ..records import HandRecord, RecordError, replay
from .judge import Decision, HandReview, review_hand
from .question import RetryQuestion

__all__ = ["ClassMistakes", "practice_items", "skill_of"]

MISTAKE_GRADES = ("mistake", "blunder")


def skill_of(decision: Decision, hand: Hand) -> str:
    """The skill of the lessons (``drills.SKILLS``) a mistake at ``hand`` belongs to: the
    capote choice is *capote odds*; a card while one seat has taken every trick so far is
    *stopping a capote*; a card of the last two is *ducking the last trick*; any other
    card is *who takes the trick* (which card takes it, and its points)."""
    if decision.kind == "capote":
        return "capote"
    winners = {trick.winner for trick in hand.tricks}
    if len(hand.tricks) >= 2 and len(winners) == 1 and decision.seat not in winners:
        return "stop"
    held = hand.hand_size - hand.tricks_done  # the seat to act has not played this trick
    return "duck" if held <= 2 else "trick"


def practice_items(review: HandReview) -> list[tuple[dict[str, Any], str]]:
    """The review's mistakes and blunders as practice: (the retry's JSON, its skill)."""
    out = []
    for decision in review.mistakes:
        if decision.kind == "doctor":
            continue  # answered between hands: no position to ask again
        hand = review.position(decision)
        out.append((RetryQuestion.of_decision(review, decision).to_json(),
                    skill_of(decision, hand)))
    return out


Record = tuple[str, int, tuple[str, ...]]
"""A stored hand record (JSON text), the seed its review draws with, its table's levels."""


class ClassMistakes:
    """The class service's judge of mistakes (``classservice.service.Mistakes``).

    It also counts a stored hand's errors for the teacher's error rates
    (:meth:`hand_errors`): the hand reviewed by the judge as the student's own review grades
    it. The service asks it once a hand, off the requests, and keeps the figures.
    """

    def hand_errors(self, record: str, seed: int, levels: Sequence[str]) -> tuple[int, int]:
        """Seat 0's graded decisions in the stored hand ``record`` (JSON text, reviewed with
        ``seed`` and its table's ``levels``) and the mistakes or blunders among them; (0, 0)
        for a record that cannot be read or a hand that is not over."""
        return _graded(record, seed, tuple(levels))

    def mistake(self, question: Any, records: Sequence[tuple[str, int, tuple[str, ...]]],
                ) -> tuple[dict[str, Any], str, str]:
        """The mistake ``question`` (a retry's JSON, as the page sends it) names, rebuilt
        from one of ``records`` (the student's verified hand records, JSON text, each with
        the seed its review draws with and its table's levels): (the service's question JSON,
        skill, grade). A
        question that names no decision of those hands, or a move graded better than a
        mistake, raises ValueError with a sentence."""
        try:
            theirs = Question.from_json(question)
        except (QuestionError, RecursionError) as err:
            raise ValueError(f"the mistake is not a question: {err}") from None
        if not isinstance(theirs, RetryQuestion):
            raise ValueError("a mistake is a retry question (kind 'retry')")
        if theirs.seat != 0:
            raise ValueError("a mistake is one of your own decisions (seat 0)")
        for text, seed, levels in records:
            found = _decision_in(text, theirs, seed, levels)
            if found is None:
                continue
            ours, hand = found
            grade = ours.decision.grade
            if grade not in MISTAKE_GRADES:
                raise ValueError(f"the class grades that move {grade}, not a mistake")
            return ours.to_json(), skill_of(ours.decision, hand), grade
        raise ValueError("that position is not in any hand of yours the class has")

    def hand_review(self, record: HandRecord, seat: int, seed: int,
                    levels: Sequence[str]) -> HandReview:
        """``seat``'s decisions in a finished hand of a class table, graded as the
        dashboard's review grades them (the same judge, ``seed`` and the table's
        ``levels``): the student's page shows it (``to_json``) once the hand may be seen."""
        return review_hand(record, seat, seed=seed, levels=tuple(levels))

    def retry(self, question: Mapping[str, Any], answer: Any) -> bool:
        """Is ``answer`` (JSON) right at the stored mistake ``question``?"""
        try:
            return bool(Question.from_json(question).judge_json(answer).correct)
        except (QuestionError, RecursionError) as err:
            raise ValueError(str(err)) from None


def _decision_in(text: str, theirs: RetryQuestion, seed: int,
                 levels: tuple[str, ...]) -> tuple[RetryQuestion, Hand] | None:
    """The decision of the stored record ``text`` at ``theirs``' position, graded by the
    service (its seed, the record's counters, the move the record holds), if the
    position is one of that hand's."""
    try:
        record = HandRecord.from_json(json.loads(text))
    except (RecordError, ValueError, RecursionError):
        return None
    pos = theirs.hand
    if (record.rules != pos.rules or record.dealer != pos.dealer
            or [sorted(h, key=deck_order) for h in record.hands]
            != [sorted(h, key=deck_order) for h in pos.dealt]):
        return None  # another deal: not replayed
    try:
        moves = replay(record).hand.move_stack
    except RecordError:
        return None
    hand = record.start()
    for move in moves:
        if (len(hand.plays) == len(pos.plays) and hand.to_act == 0
                and hand.decision_pending == pos.decision_pending
                and list(hand.plays) == list(pos.plays)):
            played = move.card.code() if move.card is not None else str(move.capote)
            if played != theirs.played:
                raise ValueError(f"you played {played} there, not {theirs.played}")
            ours = RetryQuestion(_copy(hand), played=played, counters=record.lives, seed=seed,
                                 levels=levels)
            return ours, hand
        hand.push(move)
    return None


def _copy(hand: Hand) -> Hand:
    from ..questions.positions import hand_from_json, hand_json

    return hand_from_json(hand_json(hand))


def _graded(text: str, seed: int, levels: tuple[str, ...]) -> tuple[int, int]:
    """Seat 0's graded decisions and mistakes or blunders in a stored hand (0, 0 for one
    that cannot be read or is not over)."""
    try:
        record = HandRecord.from_json(json.loads(text))
        review = review_hand(record, 0, seed=seed, levels=levels)
    except (RecordError, ValueError, RecursionError):
        return 0, 0
    if review.luck() is None:
        return 0, 0
    return len(review.decisions), len(review.mistakes)
