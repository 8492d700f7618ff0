"""Every lesson of every language in Voilà and headless Chromium: it renders without an
error, it fits a phone (390×844) with nothing cut, its exercises answer "correct" to the
right answer and "not quite" to a wrong one (in the lesson's language), with the explanation
the engine gives, its links lead to the other lessons, and nothing is fetched from outside
this machine. Lessons 1 and 4 are also read by axe-core (WCAG 2.1 AA): in English as loaded
and with their exercises answered, in Italian lesson 1 and in Portuguese lesson 4 as loaded
(the pages of a lesson differ by their words only: axe reads each language's).

Every exercise is answered through the page in English; in a translation, one exercise is
(``answered_here``: the first in Italian, the last in Portuguese). What the page adds to an
exercise (its inputs, its Check, where its verdict shows) is the same in every language, and
each exercise's verdict and explanation in every language are read in this process
(``tests/test_curriculum.py``); a translated page answers once to show its verdict in its own
words. Then the language follows the learner: the dashboard opens in the
language of the index last read, or in the one its URL asks for.

Each lesson is opened once for all of it: a Voilà page costs seconds of a kernel running the
lesson, and a second opening of the same page found nothing the first could not.

The phone: the lesson is opened at 390×844 and, once all its exercises are on the page, the
whole page is checked (``dashboard_page.narrow_faults``): the page or any box in it scrolling
sideways (lesson 1's deck table was 444 px wide), a form control off the screen or clipped by
the box around it (lesson 5's two columns of answers), a word broken across two lines ("Kni
ght" in a printed fact). The rest is read at a laptop's width.

The lessons are the notebooks ``lessons/NN-slug.ipynb`` and their translations in
``lessons/it/`` and ``lessons/pt/`` (``coteccio_lab.curriculum`` describes the convention),
all served by one Voilà server for the whole folder, started the way
``coteccio-lab dashboard`` starts it (its template links nothing outside the server).
For each lesson the test builds the same exercises in this process from
``coteccio_lab.curriculum.lessonN``, finds each one on the page by its class
``cot-ex-NN-key``, computes the right answer and a wrong one from the exercise object, and
enters them with the clicks and keys of ``answer_steps``. An exercise class without
``answer_steps`` is skipped; every lesson must have at least one the test can drive.

``COTECCIO_LESSON_SHOTS=DIR`` saves a full-page screenshot of each lesson in ``DIR``, and
one of each exercise after its wrong answer.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlparse

import pytest
from accessibility_page import blocking_violations
from dashboard_page import narrow_faults
from harness.serverproc import DashboardProcess
from lesson_page import answer_every_exercise, drivable, try_it
from playwright.sync_api import Page, expect

from coteccio_lab.cards import LANGUAGES
from coteccio_lab.curriculum import (
    LAB_ONLY,
    all_notebooks,
    language_of,
    lesson_of,
    notebooks,
)
from coteccio_lab.i18n import t

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ROOT / "lessons"
NOTEBOOKS = notebooks(LESSONS)
EVERY_LANGUAGE = all_notebooks(LESSONS)
WORD = {"en": "Lesson", "it": "Lezione", "pt": "Lição"}
LOAD_TIMEOUT = 120_000  # ms: a cold kernel runs the whole lesson before the page shows
PHONE = {"width": 390, "height": 844}
AXE_LESSONS = {"en": (1, 4), "it": (1,), "pt": (4,)}
"""The lessons axe reads in each language: the most widgets (1) and the most tables (4)."""

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def lessons_server() -> Iterator[DashboardProcess]:
    """One Voilà server for the whole lessons/ folder, no preheated kernels."""
    server = DashboardProcess(notebook_dir=LESSONS, pool_size=0)
    server.start()
    try:
        yield server
    finally:
        server.stop()


def test_every_lesson_is_tested() -> None:
    assert len(NOTEBOOKS) >= 3, [p.name for p in NOTEBOOKS]
    assert len(EVERY_LANGUAGE) == 3 * len(NOTEBOOKS), "each lesson in en, it and pt"
    assert [p.name for p in NOTEBOOKS][:3] == [
        "01-the-cards.ipynb",
        "02-following-suit.ipynb",
        "03-scoring-a-hand.ipynb",
    ]


# ---- the test ---------------------------------------------------------------------------------


def answered_here(lesson: Any, lang: str) -> list[str] | None:
    """The exercises answered through the page: all of them (None) in English, else one."""
    if lang == LANGUAGES[0]:
        return None
    keys = [s.key for s in lesson.exercises if drivable(lesson.build(s.key, lang))]
    return keys[:1] if LANGUAGES.index(lang) % 2 else keys[-1:]


def relative(path: Path) -> str:
    return path.relative_to(LESSONS).as_posix()


@pytest.mark.parametrize("notebook", EVERY_LANGUAGE, ids=lambda p: relative(p)[:-6])
def test_lesson_in_voila(
    lessons_server: DashboardProcess, page: Page, page_errors: Any, notebook: Path
) -> None:
    lesson = lesson_of(notebook)
    lang = language_of(notebook)
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    page.set_viewport_size(PHONE)
    started = time.monotonic()
    page.goto(lessons_server.render_url(relative(notebook)), timeout=LOAD_TIMEOUT)

    # The page shows every exercise of the lesson, once, each with its own class.
    every = page.locator(".cot-lesson-exercise")
    expect(every).to_have_count(len(lesson.exercises), timeout=LOAD_TIMEOUT)
    for spec in lesson.exercises:
        expect(page.locator(f".{lesson.css_class(spec.key)}")).to_have_count(1)
    loaded = time.monotonic() - started
    page.evaluate("document.fonts.ready")
    assert narrow_faults(page) == [], f"{relative(notebook)} at 390×844"

    page.set_viewport_size({"width": 1100, "height": 1400})
    title = page.locator("h1").first
    expect(title).to_contain_text(f"{WORD[lang]} {lesson.number}")
    expect(title).to_contain_text(lesson.title_in(lang))
    expect(page.locator("html")).to_have_attribute("lang", lang)
    expect(page).to_have_title(re.compile(re.escape(lesson.title_in(lang))))
    axe = lesson.number in AXE_LESSONS[lang]
    violations = blocking_violations(page, relative(notebook)) if axe else []

    # No error anywhere: no traceback, no stderr output, no error in a widget's message area.
    expect(page.get_by_text("Traceback (most recent call last)")).to_have_count(0)
    expect(page.locator('[data-mime-type="application/vnd.jupyter.stderr"]')).to_have_count(0)
    expect(page.locator(".cot-msg-error")).to_have_count(0)
    # JupyterLab-only hints are hidden in Voilà.
    for hint in page.locator(".cot-lab-only").all():
        expect(hint).to_be_hidden()
    # Try it yourself is JupyterLab's: Voilà leaves its cells out and does not run them.
    heading, printed = try_it(notebook)
    expect(page.get_by_text(heading)).to_have_count(0)
    expect(page.locator("body")).not_to_contain_text(printed)

    shots = os.environ.get("COTECCIO_LESSON_SHOTS")
    if shots:
        Path(shots).mkdir(parents=True, exist_ok=True)
        page.set_viewport_size({"width": 1100, "height": 9000})
        page.screenshot(path=str(Path(shots) / f"{notebook.stem}.png"), full_page=True)
        page.set_viewport_size({"width": 1100, "height": 1400})

    # Each exercise: the right answer, then a wrong one, read back from the page.
    driven = []
    for key, box in answer_every_exercise(page, lesson, lang, answered_here(lesson, lang)):
        expect(box.locator(".cot-msg-error")).to_have_count(0)
        expect(box.locator(".cot-feedback[role='status']")).to_have_count(1)
        if shots:
            box.screenshot(path=str(Path(shots) / f"{notebook.stem}-{key}.png"))
        driven.append(key)
    assert driven, f"{notebook.name}: no exercise the browser test can answer"
    if axe and lang == LANGUAGES[0]:
        violations += blocking_violations(page, f"{relative(notebook)}, answered")
    assert violations == [], "\n".join(violations)

    # Links to other lessons are relative, and Voilà resolves them to the other lessons.
    base = page.url
    for href in page.locator("a[href$='.ipynb']").evaluate_all(
        "els => els.map(e => e.getAttribute('href'))"
    ):
        assert not urlparse(href).scheme, f"{notebook.name}: absolute link {href}"
        target = urljoin(base, href)
        linked = (notebook.parent / href).resolve()
        assert linked.is_file(), f"{notebook} links to missing {href}"
        assert target == lessons_server.render_url(relative(linked))

    page_errors.assert_none()
    outside = [
        u for u in requests if urlparse(u).scheme in ("http", "https", "ws", "wss")
        and urlparse(u).hostname != "127.0.0.1"
    ]
    assert outside == [], outside
    print(f"{relative(notebook)}: interactive in {loaded:.1f} s; answered {', '.join(driven)}")


# ---- the language follows the learner -----------------------------------------------------------


def test_the_dashboard_follows_the_learners_language(
    lessons_server: DashboardProcess, page: Page, page_errors: Any
) -> None:
    # Reading the Italian index is choosing Italian: the dashboard opens in it.
    page.goto(lessons_server.render_url("it/index.ipynb"), timeout=LOAD_TIMEOUT)
    expect(page.locator("h1").first).to_contain_text("Lezioni", timeout=LOAD_TIMEOUT)
    expect(page.locator(".cot-page-language")).to_have_count(1, timeout=LOAD_TIMEOUT)
    page.goto(lessons_server.render_url("dashboard.ipynb"), timeout=LOAD_TIMEOUT)
    heading = page.locator(".cot-dashboard-title")
    expect(heading).to_contain_text(t("dash_title", "it"), timeout=LOAD_TIMEOUT)
    # The learner switches to Portuguese on the dashboard: the next page opens in it.
    page.locator('.cot-language button:has-text("Português")').click()
    expect(heading).to_contain_text(t("dash_title", "pt"))
    page.goto(lessons_server.render_url("dashboard.ipynb"), timeout=LOAD_TIMEOUT)
    expect(heading).to_contain_text(t("dash_title", "pt"), timeout=LOAD_TIMEOUT)
    # A link may ask for a language (test_dashboard_fit_browser.py opens ?lang=en, it and
    # pt); anything but en, it, pt is ignored: the page opens in the kit's own.
    page.goto(lessons_server.render_url("dashboard.ipynb") + "?lang=%3Cb%3Ex",
              timeout=LOAD_TIMEOUT)
    expect(heading).to_contain_text(t("dash_title", "en"), timeout=LOAD_TIMEOUT)
    page_errors.assert_none()


@pytest.mark.parametrize("lang", ["it", "pt"])
def test_the_loading_line_is_never_english_on_a_translated_page(
    lessons_server: DashboardProcess, page: Page, lang: str
) -> None:
    """While Voilà runs the cells, the line under its spinner speaks the page's language
    from the first byte: the stock line the page is sent first ("Running ...") is unseen
    until the kit's words replace it. The page is cut where a slow stream could leave it,
    right after the stock line and right after the kit's words, and each part is shown."""
    import json
    from urllib.request import urlopen

    notebook = LESSONS / lang / lesson_of(NOTEBOOKS[-1]).notebook
    with urlopen(lessons_server.render_url(relative(notebook)), timeout=120) as answer:
        sent = answer.read().decode("utf-8")
    stock = sent.index('id="loading_text"')
    ours = sent.index("window.voila_process(0,", stock)  # the kit's words, first set
    page.route("**/*", lambda route: route.abort())  # only the text sent, nothing it links
    page.set_content(sent[:sent.index("</h2>", stock) + len("</h2>")])
    expect(page.locator("#loading_text")).to_be_hidden()
    page.set_content(sent[:sent.index("</script>", ours) + len("</script>")])
    cells = sum(1 for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]
                if LAB_ONLY not in cell["metadata"].get("tags", []))
    expect(page.locator("#loading_text")).to_be_visible()
    expect(page.locator("#loading_text")).to_have_text(
        t("page_loading", lang, cell=0, cells=cells))
