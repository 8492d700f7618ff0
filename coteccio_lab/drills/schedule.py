"""A learner's practice as a spaced-repetition schedule (Leitner's boxes) with a mastery
estimate per skill, read from the learner's answers.

The schedule is the list of the learner's answers (``Review``: the skill, right or not,
when, and for a mistake from a hand's review the question itself); everything else is
computed from it, the same way wherever the answers are kept: the browser's storage for
a learner alone, the class service's judged checks in a class.

- **Boxes.** Each skill (or mistake) sits in a box from 0 to 5. A right answer when the
  skill is due moves it up one box and makes it due again after ``INTERVALS`` of its new
  box: 1 day, 3 days, 1 week, 2 weeks, 1 month. A wrong answer puts it back in box 0,
  due again a day later. A right answer before the skill is due changes nothing (the
  spacing is the point), a wrong one still counts.
- **Mastery** is the share of right answers, the recent ones weighing more (each answer
  back counts ``RECENCY`` times the one after it), pulled towards one half when there
  are few answers (a beta prior of one right and one wrong): one right answer is 67 %,
  five in a row 81 %.

>>> from datetime import datetime, timezone
>>> day = datetime(2026, 3, 1, 9, tzinfo=timezone.utc)
>>> s = Schedule()
>>> _ = s.record("legal", True, day)
>>> s.state("legal").box, s.state("legal").due.date().isoformat()
(1, '2026-03-02')
>>> _ = s.record("legal", False, day + INTERVALS[0])
>>> s.state("legal").box, round(s.state("legal").mastery, 2)
(0, 0.47)
>>> Schedule.from_json(s.to_json()).to_json() == s.to_json()
True
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone
from typing import Any

from .deals import SKILLS

__all__ = ["FORMAT", "INTERVALS", "RECENCY", "Review", "Schedule", "ScheduleError",
           "SkillState"]

FORMAT = "coteccio-practice/1"
INTERVALS = (timedelta(days=1), timedelta(days=3), timedelta(weeks=1), timedelta(weeks=2),
             timedelta(days=30))
"""How long after a right answer a skill in box 1, 2, ... 5 is due again."""
RECENCY = 0.8
MAX_REVIEWS = 5000
"""The answers a schedule keeps (the oldest go first): years of daily practice."""
ITEM = re.compile(r"[a-z][a-z0-9-]{0,39}")


class ScheduleError(ValueError):
    """A saved schedule that cannot be read (the page says so and starts afresh)."""


def utc(at: datetime) -> datetime:
    if at.tzinfo is None:
        raise ScheduleError("a time without a time zone")
    return at.astimezone(timezone.utc)


def now() -> datetime:
    return datetime.now(timezone.utc)


@dataclass(frozen=True)
class Review:
    """One answer: to a drill of ``skill``, or to a mistake (``question``: its JSON)."""

    skill: str
    correct: bool
    at: datetime
    question: Mapping[str, Any] | None = None
    """A mistake's question (from a hand's review); None for a fresh drill."""

    @property
    def item(self) -> str:
        """What is scheduled: the skill, or ``mistake-<hash>`` for one question."""
        if self.question is None:
            return self.skill
        text = json.dumps(self.question, sort_keys=True, separators=(",", ":"))
        return "mistake-" + hashlib.sha256(text.encode()).hexdigest()[:12]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"skill": self.skill, "correct": self.correct,
                               "at": self.at.isoformat(timespec="seconds")}
        if self.question is not None:
            out["question"] = dict(self.question)
        return out

    @classmethod
    def from_json(cls, data: Any) -> Review:
        if not isinstance(data, Mapping):
            raise ScheduleError("an answer of the schedule is an object")
        skill, correct, at = data.get("skill"), data.get("correct"), data.get("at")
        if not isinstance(skill, str) or not ITEM.fullmatch(skill):
            raise ScheduleError("an answer without a skill")
        if not isinstance(correct, bool):
            raise ScheduleError("an answer that is neither right nor wrong")
        if not isinstance(at, str) or len(at) > 40:
            raise ScheduleError("an answer without a time")
        try:
            when = utc(datetime.fromisoformat(at.replace("Z", "+00:00")))
        except ValueError:
            raise ScheduleError(f"{at[:40]!r} is not a time") from None
        question = data.get("question")
        if question is not None and not isinstance(question, Mapping):
            raise ScheduleError("a mistake's question is an object")
        return cls(skill, correct, when, question)


@dataclass
class SkillState:
    """Where one skill (or mistake) stands: its box, when it is due, how well it is known."""

    item: str
    skill: str
    box: int = 0
    due: datetime | None = None
    """None: never practised, due now."""
    answers: int = 0
    right: int = 0
    weight_right: float = 0.0
    weight_all: float = 0.0
    question: Mapping[str, Any] | None = None

    @property
    def mastery(self) -> float:
        """The estimated chance of a right answer now (0 to 1; one half with no answers)."""
        return (self.weight_right + 1) / (self.weight_all + 2)

    def is_due(self, at: datetime) -> bool:
        return self.due is None or self.due <= at

    def answer(self, review: Review) -> None:
        due_now = self.is_due(review.at)
        self.answers += 1
        self.right += review.correct
        self.weight_right = RECENCY * self.weight_right + review.correct
        self.weight_all = RECENCY * self.weight_all + 1
        if not review.correct:
            self.box, self.due = 0, review.at + INTERVALS[0]
        elif due_now:
            self.box = min(self.box + 1, len(INTERVALS))
            self.due = review.at + INTERVALS[self.box - 1]


@dataclass
class Schedule:
    """A learner's answers, and the schedule they make (see the module)."""

    reviews: list[Review] = field(default_factory=list)

    def record(self, skill: str, correct: bool, at: datetime | None = None,
               question: Mapping[str, Any] | None = None) -> Review:
        """Add one answer (now, unless ``at``); the oldest answers go past ``MAX_REVIEWS``."""
        if not ITEM.fullmatch(skill):
            raise ScheduleError(f"{skill!r} is not a skill")
        review = Review(skill, bool(correct), utc(at or now()), question)
        self.reviews.append(review)
        del self.reviews[:-MAX_REVIEWS]
        return review

    def add_mistake(self, question: Mapping[str, Any], skill: str,
                    at: datetime | None = None) -> Review:
        """A mistake (a question's JSON, e.g. from a hand's review): scheduled as its own
        item, due a day later, like any wrong answer."""
        return self.record(skill, False, at, question)

    def states(self) -> dict[str, SkillState]:
        """Every skill of ``SKILLS`` and every mistake answered, by item."""
        out = {skill: SkillState(skill, skill) for skill in SKILLS}
        for review in sorted(self.reviews, key=lambda r: r.at):
            item = review.item
            state = out.get(item)
            if state is None:
                state = out[item] = SkillState(item, review.skill, question=review.question)
            state.answer(review)
        return out

    def state(self, item: str) -> SkillState:
        return self.states().get(item) or SkillState(item, item)

    def due(self, at: datetime | None = None) -> list[SkillState]:
        """What is due at ``at`` (now): the longest overdue first, then the skills never
        practised in the lessons' order."""
        when = utc(at or now())
        due = [s for s in self.states().values() if s.is_due(when)]
        order = {skill: i for i, skill in enumerate(SKILLS)}
        epoch = datetime.min.replace(tzinfo=timezone.utc)
        return sorted(due, key=lambda s: (s.due is None, s.due or epoch,
                                          order.get(s.item, -1)))

    def next_item(self, at: datetime | None = None) -> SkillState:
        """What to practise now: the first due, else the skill least mastered."""
        due = self.due(at)
        if due:
            return due[0]
        skills = [s for s in self.states().values() if s.question is None]
        return min(skills, key=lambda s: (s.mastery, s.due or now()))

    # ---- JSON ------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "reviews": [r.to_json() for r in self.reviews]}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, data: Any) -> Schedule:
        if not isinstance(data, Mapping) or data.get("format") != FORMAT:
            raise ScheduleError(f"not a saved practice ('format' must be {FORMAT!r})")
        reviews = data.get("reviews")
        if not isinstance(reviews, list):
            raise ScheduleError("the saved practice has no list of answers")
        return cls([Review.from_json(r) for r in reviews[-MAX_REVIEWS:]])

    @classmethod
    def loads(cls, text: str) -> Schedule:
        """A saved schedule from its text; an empty text is an empty schedule."""
        if not text:
            return cls()
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):
            raise ScheduleError("the saved practice is not JSON") from None
        return cls.from_json(data)

    @classmethod
    def of_checks(cls, checks: Iterable[Mapping[str, Any]]) -> Schedule:
        """The schedule of a class's judged checks (``{"skill", "correct", "at"}``)."""
        return cls([Review.from_json(c) for c in checks][-MAX_REVIEWS:])
