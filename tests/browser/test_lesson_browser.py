"""A lesson from the teacher's page, in Chromium: seat the class in one action, pause and
resume every table, end the lesson; one student's table page follows each step.

Nine students of the class are joined in the store (protocol stand-ins for nine laptops:
the seating reads the class's list, nothing of their browsers); a tenth, Ana, joins from her
own browser. The teacher seats the class by the keyboard alone: the page says the tables it
made (10 students: one table of 4 and two of 3). Pausing every table shows on Ana's page
(no turn offered, the teacher's sentence instead); ending the lesson after a question, in
English and then in Italian on a phone's 390 px, ends her table and says so.
``COTECCIO_SHOTS=DIR`` keeps screenshots.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from class_server import ClassServer
from playwright.sync_api import Browser, Page, expect

pytestmark = pytest.mark.browser

WAIT = 15_000
DESKTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}


@pytest.fixture
def class_server(tmp_path: Path) -> Iterator[ClassServer]:
    server = ClassServer(tmp_path / "class")
    yield server
    server.stop()


def shot(page: Page, name: str, at: str | None = None) -> None:
    """The screen as the reader sees it, scrolled to ``at`` (a selector) if given."""
    folder = os.environ.get("COTECCIO_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        if at is not None:
            page.locator(at).evaluate("e => e.scrollIntoView({block: 'start'})")
        page.screenshot(path=str(Path(folder) / f"{name}.png"))


def teacher_page(browser: Browser, server: ClassServer, viewport: dict[str, int],
                 lang: str) -> Page:
    page = browser.new_context(viewport=viewport).new_page()  # type: ignore[arg-type]
    page.goto(f"{server.url}teacher?lang={lang}")
    page.locator(".cot-teacher-secret").fill(server.secret)
    page.locator(".cot-teacher-submit").click()
    expect(page.locator(".cot-lesson")).to_be_visible()
    return page


def fits(page: Page) -> None:
    """Nothing wider than the screen: no sideways scrolling on a phone."""
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= page.viewport_size["width"], width  # type: ignore[index]


def run_lesson(browser: Browser, server: ClassServer, lang: str, viewport: dict[str, int],
               words: dict[str, str]) -> None:
    for i in range(1, 10):
        server.service.store.join(f"Student {i}", f"key-{lang}-{i}")
    ana_page = browser.new_context(viewport=viewport).new_page()  # type: ignore[arg-type]
    ana_page.goto(f"{server.url}join?lang={lang}")
    ana_page.locator(".cot-join-name").fill("Ana")
    ana_page.locator(".cot-join-submit").click()
    expect(ana_page.locator(".cot-joined-links")).to_be_visible()

    teacher = teacher_page(browser, server, viewport, lang)
    fits(teacher)
    # the keyboard alone: to the button, and Enter
    teacher.locator(".cot-lesson-order").focus()
    teacher.keyboard.press("Tab")
    teacher.keyboard.press("Tab")
    assert teacher.evaluate("document.activeElement.className") == "cot-lesson-seat"
    teacher.keyboard.press("Enter")
    expect(teacher.locator(".cot-lesson-said")).to_contain_text(words["seated"], timeout=WAIT)
    tables = server.service.tables.all()
    assert sorted(t.n for t in tables) == [3, 3, 4]
    expect(teacher.locator(".cot-watch-row")).to_have_count(3, timeout=WAIT)
    ana_table = next(t for t in tables if t.seat_of("Ana") is not None)

    ana_page.goto(f"{server.url}table/{ana_table.id}")
    expect(ana_page.locator(".cot-table-page")).to_have_attribute(
        "data-phase", re.compile(r"^(wait|play)$"), timeout=WAIT)

    teacher.locator(".cot-lesson-pause-all").click()
    expect(teacher.locator(".cot-lesson-said")).to_contain_text(words["paused"], timeout=WAIT)
    expect(ana_page.locator(".cot-table-page")).to_have_attribute("data-phase", "paused",
                                                                  timeout=WAIT)
    expect(ana_page.locator(".cot-msg-hint")).to_contain_text(words["paused_ana"])
    expect(teacher.locator(f".cot-watch-row[data-table='{ana_table.id}']")).to_contain_text(
        words["paused_row"], timeout=WAIT)
    fits(teacher)
    shot(teacher, f"lesson-teacher-paused-{lang}-{viewport['width']}", ".cot-lesson")
    teacher.locator(".cot-lesson-resume-all").click()
    expect(ana_page.locator(".cot-table-page")).not_to_have_attribute("data-phase", "paused",
                                                                      timeout=WAIT)

    # the end, asked first; Escape keeps the lesson going
    teacher.locator(".cot-lesson-end").focus()
    teacher.keyboard.press("Enter")
    expect(teacher.locator(".cot-lesson-end-warn")).to_be_visible()
    teacher.keyboard.press("Escape")
    expect(teacher.locator(".cot-lesson-end-warn")).to_be_hidden()
    assert all(t.state == "playing" for t in server.service.tables.all())
    teacher.locator(".cot-lesson-end").click()
    teacher.locator(".cot-lesson-end-yes").click()
    expect(teacher.locator(".cot-lesson-said")).to_contain_text(words["ended"], timeout=WAIT)
    expect(ana_page.locator(".cot-msg-hint")).to_contain_text(words["ended_ana"],
                                                             timeout=WAIT)
    expect(ana_page.locator(".cot-table-page")).to_have_attribute("data-phase", "stopped")
    assert all(t.state == "over" for t in server.service.tables.all())
    shot(teacher, f"lesson-teacher-ended-{lang}-{viewport['width']}", ".cot-lesson")
    shot(ana_page, f"lesson-student-ended-{lang}-{viewport['width']}")
    fits(teacher)


def test_the_teacher_seats_pauses_and_ends_a_lesson_in_english(
        class_server: ClassServer, browser: Browser) -> None:
    run_lesson(browser, class_server, "en", DESKTOP, {
        "seated": "10 students seated at 3 tables (players at each: 4, 3, 3)",
        "paused": "Every table is paused.",
        "paused_ana": "The teacher has paused this table",
        "paused_row": "(paused)",
        "ended": "The lesson is over",
        "ended_ana": "The teacher has ended the lesson",
    })


def test_the_same_lesson_in_italian_on_a_phone(class_server: ClassServer,
                                                browser: Browser) -> None:
    run_lesson(browser, class_server, "it", PHONE, {
        "seated": "10 studenti seduti a 3 tavoli (giocatori per tavolo: 4, 3, 3)",
        "paused": "Tutti i tavoli sono in pausa.",
        "paused_ana": "L'insegnante ha messo in pausa questo tavolo",
        "paused_row": "(in pausa)",
        "ended": "La lezione è conclusa",
        "ended_ana": "L'insegnante ha concluso la lezione",
    })
