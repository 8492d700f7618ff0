"""A lesson exercise's answers: the right one and a typical wrong one, an answer as JSON and
back, and the class service's own check of it.

A lesson page opened from the class server reports each check with the learner's answer
(lesson, exercise key, answer), never with a verdict: the class service builds the same
question (``coteccio_lab.questions``, no widget) and judges the answer with the question's
own ``evaluate``, the one checker of the kit, so a kernel that claims "correct" for a wrong
answer has nothing to claim with. The JSON form of an answer is the questions' own
(``questions.answer_json``; read back shaped like the question's right answer).

>>> from coteccio_lab.cards import Card
>>> answer_json(({0: 15, 2: 16}, [2]))
[{'0': 15, '2': 16}, [2]]
>>> answer_json([Card.parse("Ac"), Card.parse("7b")])
['Ac', '7b']
>>> judge(1, "rank-order", ["As", "Ks", "Js", "7s", "3s"])
True
>>> judge(1, "rank-order", ["3s", "7s", "Js", "Ks", "As"])
False
>>> judge(1, "rank-order", ["As", "Zz"])
Traceback (most recent call last):
...
coteccio_lab.questions.base.AnswerError: lesson 1, exercise 'rank-order': 'Zz' is not a card
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..cards import Card
from ..classservice.client import PRACTICE
from ..drills import SKILLS, judge_drill
from ..i18n import t
from ..jsonfile import brief
from ..questions import AnswerError, Question, answer_json

if TYPE_CHECKING:
    from ..widgets import Exercise

__all__ = [
    "AnswerError",
    "answer_from_json",
    "answer_json",
    "card_codes",
    "exercise_list",
    "judge",
    "right_answer",
    "wrong_answer",
]


def _question(exercise: Question | Exercise) -> Question:
    """The question itself, or the question a widget shows."""
    return exercise if isinstance(exercise, Question) else exercise.question


def right_answer(exercise: Question | Exercise) -> Any:
    """An answer that the question (or its widget) judges correct, computed from the engine."""
    return _question(exercise).right_answer()


def wrong_answer(exercise: Question | Exercise) -> Any:
    """A plausible answer that the question judges wrong (a typical mistake)."""
    return _question(exercise).wrong_answer()


def card_codes(cards: Sequence[Card]) -> list[str]:
    """``[Card, ...]`` -> ``["Ac", ...]`` (answers written the way the page names cards)."""
    return [card.code() for card in cards]


def answer_from_json(exercise: Question | Exercise, data: Any) -> Any:
    """The JSON ``data`` read back as an answer to ``exercise``, shaped like its right answer."""
    return _question(exercise).read_answer(data)


def _quote(value: Any) -> str:
    return brief(value, 30)


_BUILT: dict[tuple[int, str], Question] = {}
_LOCKS: dict[tuple[int, str], threading.Lock] = {}
_GUARD = threading.Lock()


def _exercise(number: int, key: str) -> Question:
    """Exercise ``key`` of lesson ``number``'s question, built once (some simulate for
    seconds)."""
    from . import lesson

    try:
        spec = lesson(number)
    except (ImportError, ValueError, TypeError):
        raise AnswerError(f"there is no lesson {number}") from None
    if key not in spec.keys:
        raise AnswerError(f"lesson {number} has no exercise {_quote(key)}")
    # a lock only for an exercise that exists: a sender's made-up keys must not grow _LOCKS
    with _GUARD:
        lock = _LOCKS.setdefault((number, key), threading.Lock())
    with lock:
        built = _BUILT.get((number, key))
        if built is None:
            built = _BUILT[(number, key)] = spec.question(key)
        return built


def exercise_list(number: int) -> list[tuple[str, str]]:
    """Lesson ``number``'s checked exercises, in order: (key, English title); none for a
    lesson that does not exist. The class service's ``Exercises``: "1 of 3 right". The
    practice page's (``PRACTICE``) are the skills its drills practise."""
    from . import lesson

    if number == PRACTICE:
        return [(skill, t(f"skill_{skill}", "en")) for skill in SKILLS]

    try:
        return [(spec.key, spec.title) for spec in lesson(number).exercises]
    except (ImportError, TypeError, ValueError):
        return []


def judge(number: int, key: str, data: Any) -> bool:
    """Is ``data`` (an answer in JSON form) right for exercise ``key`` of lesson ``number``?

    The question's own ``evaluate`` decides, with no widget; an unknown exercise or a
    malformed answer raises :class:`AnswerError`. A practice drill (``PRACTICE``, the key
    its skill) is dealt again from the seed the answer names (``drills.judge_drill``).
    """
    if number == PRACTICE:
        if key not in SKILLS:
            raise AnswerError(f"the practice has no skill {_quote(key)}")
        try:
            return judge_drill(key, data)
        except AnswerError as err:
            raise AnswerError(f"practice, skill {_quote(key)}: {err}") from None
    question = _exercise(number, key)
    try:
        return bool(question.judge_json(data).correct)
    except AnswerError as err:
        raise AnswerError(f"lesson {number}, exercise {_quote(key)}: {err}") from None
