"""Every lesson of every language fits a phone (390×844) with nothing cut.

Each lesson is opened in Voilà at 390×844 and, once all its exercises are on the page, the
whole page is checked (``dashboard_page.narrow_faults``): the page or any box in it
scrolling sideways (lesson 1's deck table was 444 px wide), a form control off the screen
or clipped by the box around it (lesson 5's two columns of answers), a word broken across
two lines ("Kni ght" in a printed fact).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from dashboard_page import narrow_faults
from harness.serverproc import DashboardProcess
from playwright.sync_api import Browser, expect
from test_lessons_browser import (  # noqa: F401  (a fixture, used by name)
    EVERY_LANGUAGE,
    LOAD_TIMEOUT,
    lessons_server,
    relative,
)
from voila_harness import screen_page

from coteccio_lab.curriculum import lesson_of

pytestmark = pytest.mark.browser

PHONE = (390, 844)


@pytest.mark.parametrize("notebook", EVERY_LANGUAGE, ids=lambda p: relative(p)[:-6])
def test_the_lesson_fits_a_phone(
    lessons_server: DashboardProcess, browser: Browser, notebook: Path  # noqa: F811
) -> None:
    lesson = lesson_of(notebook)
    with screen_page(browser, *PHONE) as (page, errors):
        page.goto(lessons_server.render_url(relative(notebook)), timeout=LOAD_TIMEOUT)
        expect(page.locator(".cot-lesson-exercise")).to_have_count(
            len(lesson.exercises), timeout=LOAD_TIMEOUT)
        page.evaluate("document.fonts.ready")
        assert narrow_faults(page) == []
        errors.assert_none()
