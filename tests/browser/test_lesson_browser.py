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

import re
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from class_server import ClassServer
from playwright.sync_api import Browser, Page, expect
from shots import shoot

pytestmark = pytest.mark.browser

WAIT = 15_000
DESKTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}


@pytest.fixture
def class_server(tmp_path: Path) -> Iterator[ClassServer]:
    server = ClassServer(tmp_path / "class")
    yield server
    server.stop()


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
    # the keyboard alone: a turn timer of 3 s is refused, said; then 30 s, and Enter
    teacher.locator(".cot-lesson-turn").fill("3")
    teacher.locator(".cot-lesson-seat").click()
    expect(teacher.locator(".cot-lesson-error")).to_contain_text(words["turn"], timeout=WAIT)
    assert server.service.tables.all() == []
    teacher.locator(".cot-lesson-turn").fill("30")
    teacher.locator(".cot-lesson-level").focus()
    teacher.keyboard.press("Tab")
    teacher.keyboard.press("Tab")
    assert teacher.evaluate("document.activeElement.className") == "cot-lesson-seat"
    teacher.keyboard.press("Enter")
    expect(teacher.locator(".cot-lesson-said")).to_contain_text(words["seated"], timeout=WAIT)
    tables = server.service.tables.all()
    assert sorted(t.n for t in tables) == [3, 3, 4]
    assert {t.spec["turn_seconds"] for t in tables} == {30}
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
    shoot(teacher, f"lesson-teacher-paused-{lang}-{viewport['width']}", at=".cot-lesson")
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
    shoot(teacher, f"lesson-teacher-ended-{lang}-{viewport['width']}", at=".cot-lesson")
    shoot(ana_page, f"lesson-student-ended-{lang}-{viewport['width']}")
    fits(teacher)


def test_the_teacher_seats_pauses_and_ends_a_lesson_in_english(
        class_server: ClassServer, browser: Browser) -> None:
    run_lesson(browser, class_server, "en", DESKTOP, {
        "seated": "10 students seated at 3 tables (players at each: 4, 3, 3)",
        "turn": "a turn timer is 0 (none) or 10 to 600 seconds",
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
        "turn": "il tempo per mossa è 0 (nessuno) oppure da 10 a 600 secondi",
        "paused": "Tutti i tavoli sono in pausa.",
        "paused_ana": "L'insegnante ha messo in pausa questo tavolo",
        "paused_row": "(in pausa)",
        "ended": "La lezione è conclusa",
        "ended_ana": "L'insegnante ha concluso la lezione",
    })


def class_game_closed(browser: Browser, server: ClassServer, lang: str,
                      viewport: dict[str, int], words: dict[str, str]) -> None:
    teacher = teacher_page(browser, server, viewport, lang)
    given = server.service.set_game({"server": True, "rules": "trieste", "mode": "table",
                                     "opponents": ["cautious", "cautious"]})
    assert given["code"]
    teacher.reload()
    expect(teacher.locator(".cot-teach-close")).to_be_visible(timeout=WAIT)
    ana = browser.new_context(viewport=viewport).new_page()  # type: ignore[arg-type]
    ana.goto(f"{server.url}join?lang={lang}")
    ana.locator(".cot-join-name").fill("Ana")
    ana.locator(".cot-join-submit").click()
    # a name that joins while a class game is open waits: the teacher admits Ana
    expect(ana.locator(".cot-joined-next")).to_be_visible()
    server.admit("Ana")
    ana.goto(f"{server.url}join?lang={lang}")
    expect(ana.locator(".cot-joined-links")).to_be_visible()
    table_id = ana.evaluate("""async (base) => {
        const res = await fetch(base + 'api/tables/class', {method: 'POST',
          credentials: 'same-origin', headers: {'Content-Type': 'application/json'},
          body: '{}'});
        return (await res.json()).id; }""", server.url)
    ana.goto(f"{server.url}table/{table_id}")
    table = server.service.tables.table(table_id)
    # Ana plays by clicks until her first hand is over: no review, no last hand, meanwhile.
    # The deal is the service's own draw: after four tricks taken she may be asked the
    # capote (she plays on).
    deadline = time.monotonic() + 120
    while not table.match.history:
        assert time.monotonic() < deadline, "the hand did not end"
        phase = ana.locator(".cot-table-page").get_attribute("data-phase")
        legal = ana.eval_on_selector_all(
            ".cot-hand .cot-card.cot-legal",
            "els => els.map(e => (/\\bcot-card-(\\w\\w)\\b/.exec(e.className) || [])[1])")
        if phase == "capote":
            ana.locator(".cot-capote-attempt").click()
        elif legal and phase == "play":
            ana.locator(f".cot-hand .cot-card-{legal[0]}").click()
        ana.wait_for_timeout(150)
    expect(ana.locator(".cot-table-review")).to_be_hidden()
    teacher.locator(".cot-teach-close").click()
    teacher.locator(".cot-teach-close-yes").click()
    expect(ana.locator(".cot-msg-hint")).to_contain_text(words["closed"], timeout=WAIT)
    expect(ana.locator(".cot-table-review")).to_be_visible(timeout=WAIT)
    expect(ana.locator(".cot-table-review-hand")).to_have_count(len(table.match.history))
    ana.locator(".cot-table-review-hand summary").first.click()
    expect(ana.locator(".cot-table-review-hand").first).to_contain_text(words["plays"])
    fits(ana)
    shoot(ana, f"class-game-closed-student-{lang}-{viewport['width']}", at=".cot-table-review")


def test_closing_the_class_game_tells_the_student_and_opens_the_review(
        class_server: ClassServer, browser: Browser) -> None:
    class_game_closed(browser, class_server, "en", DESKTOP, {
        "closed": "The teacher has closed the class game", "plays": "Cards in the order played"})


def test_closing_the_class_game_in_italian_on_a_phone(class_server: ClassServer,
                                                       browser: Browser) -> None:
    class_game_closed(browser, class_server, "it", PHONE, {
        "closed": "L'insegnante ha chiuso la partita della classe",
        "plays": "Carte nell'ordine in cui sono state giocate"})


def test_the_teacher_seats_24_and_watches_six_tables_on_one_connection(
        class_server: ClassServer, browser: Browser) -> None:
    """24 students of the class (joined in the store: protocol stand-ins for 24 laptops that
    never open a page) seated at 6 tables in one action; the teacher's page draws all six
    boards from one long poll, so at most two of its requests wait at once (its state's and
    the tables'), well under the browser's six, and a click is answered at once."""
    for i in range(1, 25):
        class_server.service.store.join(f"Student {i:02d}", f"key-{i}")
    teacher = teacher_page(browser, class_server, DESKTOP, "en")
    pending: set[str] = set()
    most = [0]

    def sent(request: Any) -> None:
        if "/api/" in request.url:
            pending.add(request.url)
            most[0] = max(most[0], len(pending))

    def done(request: Any) -> None:
        pending.discard(request.url)

    teacher.on("request", sent)
    teacher.on("requestfinished", done)
    teacher.on("requestfailed", done)
    teacher.locator(".cot-lesson-seat").click()
    expect(teacher.locator(".cot-lesson-said")).to_contain_text(
        "24 students seated at 6 tables", timeout=WAIT)
    expect(teacher.locator(".cot-watch-board[data-seq]")).to_have_count(6, timeout=WAIT)
    expect(teacher.locator(".cot-watch-board .cot-felt").first).to_be_visible()
    # nobody has opened a page: the list says every table waits for its players
    class_server.service.tables.tick()
    expect(teacher.locator(".cot-watch-row", has_text="waiting for its players")
           ).to_have_count(6, timeout=WAIT)
    most[0] = len(pending)
    teacher.locator(".cot-lesson-pause-all").click()
    expect(teacher.locator(".cot-lesson-said")).to_contain_text("Every table is paused.",
                                                                timeout=WAIT)
    expect(teacher.locator(".cot-watch-row", has_text="(paused)")).to_have_count(6,
                                                                         timeout=WAIT)
    assert most[0] <= 3, sorted(pending)  # the two long polls, and the click's own
