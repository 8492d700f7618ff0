"""A lesson exercise's answer as JSON and back, and the class service's own check of it.

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
from collections.abc import Mapping
from typing import Any

from ..cards import Card
from ..widgets import Exercise

__all__ = ["AnswerError", "answer_from_json", "answer_json", "judge"]

MAX_ITEMS = 64
"""The longest list or mapping an answer holds (a deck has 40 cards)."""
MAX_NUMBER = 10**6
MAX_TEXT = 60


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
    from . import right_answer

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
    from ..jsonfile import brief

    return brief(value, 30)


_BUILT: dict[tuple[int, str], Exercise] = {}
_LOCKS: dict[tuple[int, str], threading.Lock] = {}
_GUARD = threading.Lock()


def _exercise(number: int, key: str) -> Exercise:
    """Exercise ``key`` of lesson ``number``, built once (some simulate for seconds)."""
    from . import lesson

    with _GUARD:
        lock = _LOCKS.setdefault((number, key), threading.Lock())
    with lock:
        built = _BUILT.get((number, key))
        if built is None:
            try:
                spec = lesson(number)
            except (ImportError, ValueError, TypeError):
                raise AnswerError(f"there is no lesson {number}") from None
            if key not in spec.keys:
                raise AnswerError(f"lesson {number} has no exercise {_quote(key)}")
            built = _BUILT[(number, key)] = spec.build(key)
        return built


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
