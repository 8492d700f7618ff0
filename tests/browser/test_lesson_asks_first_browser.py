"""Lesson 4 in Voilà asks before it tells: no number of an exercise's answer is on the page
before that exercise is answered, a first wrong answer gets a hint (and no answer), and the
full answer, with the worked count below the exercise, comes with the second try.

The answers' numbers are computed here from the lesson's own exercise objects (the chance
of the capote and what attempting is worth, the points of the stopped capote, the card that
stops it), never written into the test.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from harness.serverproc import DashboardProcess
from harness.steps import answer_steps
from lesson_page import do_step
from playwright.sync_api import Locator, Page, expect
from test_lessons_browser import LOAD_TIMEOUT, lessons_server  # noqa: F401 - a fixture

from coteccio_lab.curriculum import lesson, wrong_answer
from coteccio_lab.i18n import t
from coteccio_lab.i18n.numbers import percent, signed

pytestmark = pytest.mark.browser

LESSON = lesson(4)
LESSONS = Path(__file__).resolve().parents[2] / "lessons"


def _standalone(number: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\d.,]){re.escape(number)}(?![\d.,])")


def answers_of(key: str) -> list[re.Pattern[str]]:
    """What would give exercise ``key``'s answer away, as patterns to look for on the page."""
    ex = LESSON.build(key, "en")
    if key in ("decide", "voids"):
        odds = ex.numbers()
        p = odds.probability
        return [_standalone(percent(float(p), "en")), _standalone(f"{p.numerator}/{p.denominator}"),
                _standalone(signed(float(odds.attempt_delta), "en"))]
    if key == "score-stopped":
        return [_standalone(str(points)) for points in ex.score.points if points]
    if key == "stop":
        return [re.compile(re.escape(card.name("en"))) for card in ex.stoppers()]
    raise AssertionError(key)


def given_away(page: Page, keys: list[str]) -> list[str]:
    text = page.locator("body").inner_text()
    return [f"{key}: {p.pattern}" for key in keys for p in answers_of(key) if p.search(text)]


def check(box: Locator, answer: Any, exercise: Any) -> str:
    for step in answer_steps(exercise, answer):
        do_step(box, step)
    box.locator(".cot-check").click()
    feedback = box.locator(".cot-feedback")
    expect(feedback).to_contain_text(t("ex_not_quite", "en"))
    return feedback.inner_text()


def test_lesson_4_asks_before_it_tells(
    lessons_server: DashboardProcess, page: Page, page_errors: Any  # noqa: F811
) -> None:
    page.set_viewport_size({"width": 1100, "height": 1400})
    page.goto(lessons_server.render_url(LESSON.path("en")), timeout=LOAD_TIMEOUT)
    expect(page.locator(".cot-lesson-exercise")).to_have_count(len(LESSON.exercises),
                                                              timeout=LOAD_TIMEOUT)
    keys = list(LESSON.keys)
    # nothing answered yet: no answer anywhere on the page, each worked count still waiting
    assert given_away(page, keys) == []
    # one waiting note for each cell the lesson holds back until its exercise is answered
    held = (LESSONS / LESSON.path("en")).read_text(encoding="utf-8").count("lesson.after(")
    assert held >= 3
    expect(page.locator(".cot-after-note")).to_have_count(held)

    for key in LESSON.keys:
        exercise = LESSON.build(key, "en")
        box = page.locator(f".{LESSON.css_class(key)}")
        box.scroll_into_view_if_needed()
        wrong = wrong_answer(exercise)
        if key == "score-stopped":  # nothing typed: the points are not given by the answer
            wrong = ({s: 0 for s in exercise.active}, [])
        # a first wrong answer: the hint, not the answer
        said = check(box, wrong, exercise)
        assert t("ex_hint_try_again", "en") in said, said
        assert exercise.evaluate(wrong).hint_text("en") in said
        assert given_away(page, keys) == [], said
        # the second try: the full answer, and the worked count if the lesson has one
        box.locator(".cot-check").click()
        feedback = box.locator(".cot-feedback")
        expect(feedback).not_to_contain_text(t("ex_hint_try_again", "en"))
        expect(feedback).to_contain_text(exercise.evaluate(wrong).why("en"))
        assert given_away(page, [key]) != []
        keys.remove(key)
        assert given_away(page, keys) == []  # the later exercises still keep theirs
    expect(page.locator(".cot-after-note")).to_have_count(0)
    assert re.search(r"The cards? that stops? the capote", page.locator("body").inner_text())
    page_errors.assert_none()
