"""Every lesson of the static site of ``make site`` (JupyterLite, Python in the browser) opens
in Chromium (each lesson in one language, the three languages in turn: ``_in_the_site``),
offline, as an app (``lite/app.js``): with no click, its code hidden, a sign in its language
while Python starts, every cell run, every exercise on the page and no error; one exercise
of each is answered right and then wrong through the page, and the verdict and the engine's
explanation read back must be those the same exercise gives in this process. Each page has
its language and title; the Italian lesson 1 has no critical or serious WCAG 2.1 A/AA
violation (axe-core, in a 1100×1400 window: on a site page axe takes 3–7 s of a worker, and
the lesson pages of every language are read by axe in Voilà, the site's indexes and
dashboards in ``test_site_browser.py``), and its link to lesson 2 opens that lesson as an
app.

The site's other pages (indexes, practice, dashboard) are ``test_site_browser.py``'s; the
site is served and the learner's browser made as there (``tests/browser/conftest.py``):
every request for another host fails and is counted, and each test ends by checking that
there was none. Each page starts its own Python, which is most of this file's time.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from accessibility_page import blocking_violations
from lesson_page import answer_and_check, drivable, try_it
from playwright.sync_api import Page, expect
from site_page import (
    AXE_WINDOW,
    KERNEL_TIMEOUT,
    LESSONS,
    app_url,
    code_hidden,
    no_errors_in_outputs,
    relative,
    wait_ready,
)

from coteccio_lab.cards import LANGUAGES
from coteccio_lab.curriculum import (
    all_notebooks,
    language_of,
    lesson_of,
    right_answer,
    wrong_answer,
)
from coteccio_lab.i18n import t

EVERY_LANGUAGE = all_notebooks(LESSONS)
LINKED, LINKED_NEXT = "it/01-the-cards.ipynb", "it/02-following-suit.ipynb"
"""The lesson whose test also follows its link to the next lesson, and that lesson."""


def _in_the_site(notebook: Path) -> bool:
    """Each lesson in one language, in turn (1 it, 2 pt, 3 en, 4 it, 5 pt, 6 en), so that
    each language has two pages; it/02 is also opened, by it/01's link. Each page starts
    its own Python, a minute of a worker under load: the same lessons in every language run
    in Voilà (test_lessons_browser.py) and under nbval with the same Python code; what only
    the site adds (Pyodide, the wheel, the app page) is the same for every language of a
    lesson."""
    return language_of(notebook) == LANGUAGES[lesson_of(notebook).number % len(LANGUAGES)]


SITE_LESSONS = [notebook for notebook in EVERY_LANGUAGE if _in_the_site(notebook)]


def test_the_site_opens_every_lesson_and_every_language() -> None:
    assert {lesson_of(n).number for n in SITE_LESSONS} == {
        lesson_of(n).number for n in EVERY_LANGUAGE}
    for lang in LANGUAGES:
        assert sum(language_of(n) == lang for n in SITE_LESSONS) >= 2, lang
    assert len(SITE_LESSONS) < len(EVERY_LANGUAGE)

pytestmark = [pytest.mark.browser, pytest.mark.slow]


@pytest.mark.parametrize("notebook", SITE_LESSONS, ids=lambda p: relative(p)[:-6])
def test_every_lesson_opens_as_an_app_and_runs(
    offline: tuple[Page, list[str]], site_url: str, notebook: Path
) -> None:
    page, blocked = offline
    lang = language_of(notebook)
    lesson = lesson_of(notebook)
    page.set_viewport_size(AXE_WINDOW)
    page.goto(app_url(site_url, relative(notebook)))
    sign = page.locator(".cot-app-sign")
    expect(sign).to_contain_text(t("site_starting", lang), timeout=KERNEL_TIMEOUT)
    wait_ready(page)
    expect(sign).to_be_hidden()
    expect(page.locator(".jp-MarkdownCell").first).to_contain_text(lesson.title_in(lang))
    expect(page.locator("html")).to_have_attribute("lang", lang)
    expect(page).to_have_title(re.compile(re.escape(lesson.title_in(lang))))
    if relative(notebook) == LINKED:
        assert blocking_violations(page, f"site {relative(notebook)}") == []
    code_hidden(page)
    expect(page.locator(".cot-app-back")).to_have_text(f"← {t('site_back', lang)}")
    no_errors_in_outputs(page)
    expect(page.locator(".cot-lesson-exercise")).to_have_count(len(lesson.exercises))
    # as in Voilà: the hints for JupyterLab are hidden, Try it yourself is left out
    for hint in page.locator(".cot-lab-only").all():
        expect(hint).to_be_hidden()
    heading, printed = try_it(notebook)
    expect(page.get_by_text(heading)).to_have_count(0)
    expect(page.locator("body")).not_to_contain_text(printed)
    spec = next(s for s in lesson.exercises if drivable(lesson.build(s.key, lang)))
    exercise = lesson.build(spec.key, lang)
    box = page.locator(f".{lesson.css_class(spec.key)}")
    box.scroll_into_view_if_needed()
    answer_and_check(box, exercise, right_answer(exercise), "correct")
    answer_and_check(box, exercise, wrong_answer(exercise), "not quite")
    no_errors_in_outputs(page)
    if relative(notebook) == LINKED:
        follow_the_next_lesson_link(page, site_url)
    assert blocked == []


def follow_the_next_lesson_link(page: Page, site_url: str) -> None:
    """The lesson's link to the next lesson, clicked in the lesson's own page (whose Python
    has started already: no page is opened for this alone), opens that lesson as an app."""
    nxt = lesson_of(LESSONS / LINKED_NEXT).title_in("it")
    page.locator(".jp-MarkdownCell a", has_text=nxt).first.click()
    expect(page).to_have_url(app_url(site_url, LINKED_NEXT))
    expect(page.locator("body.cot-app")).to_be_attached(timeout=KERNEL_TIMEOUT)
    expect(page.locator(".jp-MarkdownCell").first).to_contain_text(nxt, timeout=KERNEL_TIMEOUT)
