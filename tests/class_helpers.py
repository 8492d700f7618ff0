"""Shared by the class service's tests: the store backends, and playing a class game.

``BACKENDS`` is the store tests' parametrisation: SQLite (a file in a temporary class
folder) and PostgreSQL (a fresh database on the real server the ``postgres`` fixture
starts; those tests are marked ``postgres``).
"""

from __future__ import annotations

import functools
import random
import shutil
import tempfile
from pathlib import Path
from typing import Any

import pytest
from dashboard_drivers import play_through

from coteccio_lab.classservice.store import ClassStore
from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.reviewing import ReviewState
from coteccio_lab.dashboard.setup import Setup
from coteccio_lab.review import RetryQuestion
from coteccio_lab.review.practice import practice_items

BACKENDS = ["sqlite", pytest.param("postgresql", marks=pytest.mark.postgres)]
CODE = "K7QX-3MPA"
CLASS_STUDENTS = ("ana", "bo", "cy")
CLASS_TEACHER = "prof"
"""The hub users of the ``class_hub`` fixture: three students and a member of ``teachers``."""
OPPONENTS = ("cautious", "random", "cautious")


class Clock:
    """A monotonic clock the test moves (``now``): the tables' grace, pace and timers."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def store_for(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> ClassStore:
    if backend == "sqlite":
        return ClassStore.open(folder=tmp_path / "class")
    if backend == "postgresql":
        return ClassStore.open(url=request.getfixturevalue("postgres_url"))
    raise ValueError(f"unknown store backend {backend!r}")


def played_records(code: str = CODE, opponents: tuple[str, ...] = OPPONENTS, seed: int = 0,
                   mode: str = "table", doctor: bool = True, rules: Any = "trieste",
                   cappotto: str = "fifth") -> list[dict[str, Any]]:
    """A whole match of the class game as the dashboard plays it: its hand records."""
    rng = random.Random(seed)
    d = Dashboard()
    d.start(Setup(rules=rules, opponents=opponents, code=code, mode=mode))  # type: ignore[arg-type]
    play_through(d, lambda dash: rng.choice(dash.legal_codes), doctor=doctor, cappotto=cappotto)
    return d.records()


def check_message(lesson: int, exercise: str, right: bool) -> dict[str, Any]:
    """The progress message a lesson page sends after a check: a right or a wrong answer to
    that exercise, in the JSON form the page sends (the service judges it)."""
    from coteccio_lab.classservice.client import progress_message
    from coteccio_lab.curriculum import lesson as lesson_of_number
    from coteccio_lab.curriculum import right_answer, wrong_answer
    from coteccio_lab.curriculum.answers import answer_json

    widget = lesson_of_number(lesson).build(exercise)
    answer = right_answer(widget) if right else wrong_answer(widget)
    return progress_message(lesson, exercise, answer_json(answer))


def play_first_hand_badly(c: Dashboard, seed: int, mode: str) -> None:
    """Start the class game (``CODE``, ``OPPONENTS``) on ``c`` and play its first hand with
    seeded random cards and capote choices."""
    rng = random.Random(seed)
    c.start(Setup(opponents=OPPONENTS, code=CODE, mode=mode))  # type: ignore[arg-type]
    while c.phase in ("play", "capote"):
        if c.phase == "play":
            c.click(rng.choice(c.legal_codes))
        else:
            c.decide(rng.choice(("attempt", "annul")))


def hand_with_mistakes() -> tuple[dict[str, Any], list[tuple[dict[str, Any], str]],
                                   dict[str, Any]]:
    """Hand 1 of the class game (``CODE``, ``OPPONENTS``) played badly on the dashboard: its
    record, the review's mistakes as practice items, and the retry of a decision the review
    grades best."""
    for seed in range(40):
        c = Dashboard()
        play_first_hand_badly(c, seed, "table")
        state = ReviewState()
        assert state.open(c) and state.review is not None
        items = practice_items(state.review)
        best = [d for d in state.review.decisions if d.grade == "best" and d.kind == "card"
                and len(d.options) > 1]
        if items and best:
            good = RetryQuestion.of_decision(state.review, best[0]).to_json()
            assert c.match is not None
            return c.match.history[-1].to_json(), items, good
    raise AssertionError("no hand with a mistake in 40 deals")


@functools.cache
def served_scripts() -> Path:
    """The class pages' scripts in one folder as the service serves them: those of
    ``classservice/static/`` with ``render/boardview.js`` beside them (``BASE/static/
    boardview.js``, tablepages.py), so that Node resolves their imports as a browser does."""
    from coteccio_lab.classservice.web import STATIC
    from coteccio_lab.render.boardview import BOARD_FILES

    folder = Path(tempfile.mkdtemp(prefix="cot-static-"))
    for script in STATIC.glob("*.js"):
        shutil.copy(script, folder)
    shutil.copy(BOARD_FILES / "boardview.js", folder)
    return folder
