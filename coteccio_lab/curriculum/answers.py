"""A lesson exercise's answers: the right one and a typical wrong one, computed from the
exercise; an answer as JSON and back; the class service's own check of it.

A lesson page opened from the class server reports each check with the learner's answer
(lesson, exercise key, answer), never with a verdict: the class service builds the same
exercise and judges the answer with the exercise's own ``evaluate``, the one checker of
the kit, so a kernel that claims "correct" for a wrong answer has nothing to claim with.

The JSON form follows the answer's Python form: a card is its code (``"Ac"``), a tuple
or a list is a list, a mapping of seats is an object with the seat numbers as keys,
numbers, strings and None are themselves. Reading it back, the shape expected is the
shape of the exercise's own right answer (``right_answer``): a list of cards where the
right answer is a list of cards, seats and numbers where it has them. Anything else is
refused with a sentence (:class:`AnswerError`), before ``evaluate`` sees it.

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
coteccio_lab.curriculum.answers.AnswerError: lesson 1, exercise 'rank-order': 'Zz' is not a card
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ..cards import Card, deck_order
from ..jsonfile import brief
from ..widgets import (
    CapoteDecision,
    CompareScoring,
    Exercise,
    OrderCards,
    ScoreHand,
    WhichCardsLegal,
    WhoWinsTrick,
)

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

MAX_ITEMS = 64
"""The longest list or mapping an answer holds (a deck has 40 cards)."""
MAX_NUMBER = 10**6
MAX_TEXT = 60


# ---- the right answer and a wrong one, from the exercise itself -----------------------------


def right_answer(exercise: Exercise) -> Any:
    """An answer that ``exercise.evaluate`` judges correct, computed from the engine."""
    if isinstance(exercise, OrderCards):
        return exercise.right_order()
    if isinstance(exercise, WhichCardsLegal):
        return sorted(exercise.hand.legal_plays, key=deck_order)
    if isinstance(exercise, WhoWinsTrick):
        trick = exercise.trick
        return trick.winner, (trick.points if exercise.ask_points else None)
    if isinstance(exercise, ScoreHand):
        return {s: exercise.score.points[s] for s in exercise.active}, exercise.payers()
    if isinstance(exercise, CapoteDecision):
        # the expected change of the counter decides, not the chance alone
        return "attempt" if "attempt" in exercise.numbers().best else "annul"
    if isinstance(exercise, CompareScoring):
        return [{s: score.delta[s] for s in exercise.active} for score in exercise.scores]
    method = getattr(exercise, "right_answer", None)
    if callable(method):
        return method()
    raise TypeError(f"no right answer known for {type(exercise).__name__}")


def _first_wrong(exercise: Exercise, candidates: Iterable[Any]) -> Any:
    for answer in candidates:
        if not exercise.evaluate(answer).correct:
            return answer
    raise ValueError(f"every answer tried is correct for this {type(exercise).__name__}")


def wrong_answer(exercise: Exercise) -> Any:
    """A plausible answer that ``exercise.evaluate`` judges wrong (a typical mistake)."""
    if isinstance(exercise, OrderCards):
        right = exercise.right_order()
        swapped = [right[1], right[0], *right[2:]]
        return _first_wrong(exercise, [list(reversed(right)), swapped])
    if isinstance(exercise, WhichCardsLegal):
        holding = exercise.hand.holding(exercise.seat)
        legal = sorted(exercise.hand.legal_plays, key=deck_order)
        # Thinking every card is allowed; or, when it is, forgetting one.
        return _first_wrong(exercise, [sorted(holding, key=deck_order), legal[1:]])
    if isinstance(exercise, WhoWinsTrick):
        trick = exercise.trick
        # The highest card on the table, whatever its suit; else the leader; else anyone.
        highest = max(range(exercise.n), key=lambda i: (exercise.cards[i].rank, -i))
        seats = [exercise.seats[highest], trick.leader, *exercise.seats]
        points = trick.points if exercise.ask_points else None
        return _first_wrong(exercise, [(s, points) for s in seats if s != trick.winner])
    if isinstance(exercise, ScoreHand):
        points, payers = right_answer(exercise)
        top = max(points.values())
        most = [s for s, p in points.items() if p == top]
        last = exercise.hand.tricks[-1].winner
        bonus = exercise.hand.rules.last_trick_bonus
        forgot_bonus = {s: p - (bonus if s == last else 0) for s, p in points.items()}
        plus_one = {s: p + (1 if s == exercise.active[0] else 0) for s, p in points.items()}
        candidates = [(points, most)] if exercise.asks_payer and most != payers else []
        # Whoever took the most pays (when the rule says otherwise); the last trick forgotten.
        candidates += [(forgot_bonus, payers), (plus_one, payers)]
        return _first_wrong(exercise, candidates)
    if isinstance(exercise, CapoteDecision):
        right = right_answer(exercise)
        return _first_wrong(exercise, ["annul" if right == "attempt" else "attempt"])
    if isinstance(exercise, CompareScoring):
        right = right_answer(exercise)
        zeros = [{s: 0 for s in column} for column in right]
        flipped = [{s: -d for s, d in column.items()} for column in right]
        return _first_wrong(exercise, [zeros, flipped])
    method = getattr(exercise, "wrong_answer", None)
    if callable(method):
        return method()
    raise TypeError(f"no wrong answer known for {type(exercise).__name__}")


def card_codes(cards: Sequence[Card]) -> list[str]:
    """``[Card, ...]`` -> ``["Ac", ...]`` (answers written the way the page names cards)."""
    return [card.code() for card in cards]


# ---- an answer as JSON, judged by the class service ------------------------------------------


class AnswerError(ValueError):
    """An answer the class service cannot judge: an unknown exercise, or a malformed answer."""


def answer_json(answer: Any) -> Any:
    """``answer`` (as an exercise's ``evaluate`` takes it) in JSON form."""
    if answer is None or isinstance(answer, (bool, int, str)):
        return answer
    if isinstance(answer, Card):
        return answer.code()
    if isinstance(answer, (list, tuple)):
        return [answer_json(a) for a in answer]
    if isinstance(answer, Mapping):
        return {str(k): answer_json(v) for k, v in answer.items()}
    raise AnswerError(f"an answer of type {type(answer).__name__} has no JSON form")


def answer_from_json(exercise: Exercise, data: Any) -> Any:
    """The JSON ``data`` read back as an answer to ``exercise``, shaped like its right answer."""
    return _read(right_answer(exercise), data, 0)


def _read(shape: Any, data: Any, depth: int) -> Any:
    if depth > 4:
        raise AnswerError("the answer is nested too deeply")
    if data is None:
        return None
    if isinstance(shape, Card):
        if not isinstance(data, str) or len(data) > 3:
            raise AnswerError(f"{_quote(data)} is not a card")
        try:
            return Card.parse(data)
        except ValueError:
            raise AnswerError(f"{_quote(data)} is not a card") from None
    if isinstance(shape, bool):
        if not isinstance(data, bool):
            raise AnswerError(f"{_quote(data)} is not true or false")
        return data
    if isinstance(shape, int) or shape is None:
        if isinstance(data, bool) or not isinstance(data, int) or abs(data) > MAX_NUMBER:
            raise AnswerError(f"{_quote(data)} is not a whole number (at most {MAX_NUMBER})")
        return data
    if isinstance(shape, str):
        if not isinstance(data, str) or len(data) > MAX_TEXT:
            raise AnswerError(f"{_quote(data)} is not one of the answer's choices")
        return data
    if isinstance(shape, tuple):
        if not isinstance(data, list) or len(data) != len(shape):
            raise AnswerError(f"the answer is a list of {len(shape)} items, not {_quote(data)}")
        return tuple(_read(s, d, depth + 1) for s, d in zip(shape, data))
    if isinstance(shape, list):
        if not isinstance(data, list) or len(data) > MAX_ITEMS:
            raise AnswerError(f"the answer is a list of at most {MAX_ITEMS} items, "
                              f"not {_quote(data)}")
        # An empty right answer (nobody pays) says no more than "seats or numbers".
        item = shape[0] if shape else None
        return [_read(item, d, depth + 1) for d in data]
    if isinstance(shape, Mapping):
        if not isinstance(data, dict) or len(data) > MAX_ITEMS:
            raise AnswerError(f"the answer is an object of seats, not {_quote(data)}")
        value = next(iter(shape.values()), None)
        out = {}
        for key, item in data.items():
            if not (key.isascii() and key.isdigit() and len(key) <= 2):
                raise AnswerError(f"{_quote(key)} is not a seat number")
            out[int(key)] = _read(value, item, depth + 1)
        return out
    raise AnswerError(f"answers like {type(shape).__name__} cannot be read from JSON")


def _quote(value: Any) -> str:
    return brief(value, 30)


_BUILT: dict[tuple[int, str], Exercise] = {}
_LOCKS: dict[tuple[int, str], threading.Lock] = {}
_GUARD = threading.Lock()


def _exercise(number: int, key: str) -> Exercise:
    """Exercise ``key`` of lesson ``number``, built once (some simulate for seconds)."""
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
            built = _BUILT[(number, key)] = spec.build(key)
        return built


def exercise_list(number: int) -> list[tuple[str, str]]:
    """Lesson ``number``'s checked exercises, in order: (key, English title); none for a
    lesson that does not exist. The class service's ``Exercises``: "1 of 3 right"."""
    from . import lesson

    try:
        return [(spec.key, spec.title) for spec in lesson(number).exercises]
    except (ImportError, TypeError, ValueError):
        return []


def judge(number: int, key: str, data: Any) -> bool:
    """Is ``data`` (an answer in JSON form) right for exercise ``key`` of lesson ``number``?

    The exercise's own ``evaluate`` decides; an unknown exercise or a malformed answer
    raises :class:`AnswerError`.
    """
    exercise = _exercise(number, key)
    try:
        answer = answer_from_json(exercise, data)
        return bool(exercise.evaluate(answer).correct)
    except AnswerError as err:
        raise AnswerError(f"lesson {number}, exercise {_quote(key)}: {err}") from None
    except (ValueError, TypeError, KeyError, IndexError) as err:
        raise AnswerError(
            f"lesson {number}, exercise {_quote(key)}: this answer does not fit the exercise "
            f"({err})"
        ) from None
