"""The class list in Chromium, by the keyboard: the teacher pastes the class's names, a
student picks hers on the join page, a second device asking for the same name is refused
with a sentence, a name not on the list waits on the teacher's page until the teacher admits
it; then the teacher seats the class and moves a student from the *Students* list, whose
states come on the page's one live connection. In English and Italian, at 1366 px and on a
phone's 390 px. ``COTECCIO_SHOTS=DIR`` keeps screenshots.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from class_server import ClassServer
from playwright.sync_api import Browser, expect
from shots import shoot
from test_lesson_browser import DESKTOP, PHONE, WAIT, fits, teacher_page

pytestmark = pytest.mark.browser

NAMES = ["Ana", "Bea", "Carlo", "Dario", "Elena", "Fabio", "Ivo"]
"""With Zoe (not on the list, admitted), two tables of 4."""
WORDS = {
    "en": {"saved": "Names on the class list: 7.", "taken": "already", "waits": "admit you",
           "admitted": "is now in the class", "at": "at table", "moved": "now sits at"},
    "it": {"saved": "Nomi nell'elenco della classe: 7.", "taken": "già",
           "waits": "ammetterti", "admitted": "ora fa parte della classe",
           "at": "al tavolo", "moved": "siede al tavolo"},
}


@pytest.fixture
def class_server(tmp_path: Path) -> Iterator[ClassServer]:
    server = ClassServer(tmp_path / "class")
    yield server
    server.stop()


def run(browser: Browser, server: ClassServer, lang: str, viewport: dict[str, int]) -> None:
    words = WORDS[lang]
    width = viewport["width"]
    teacher = teacher_page(browser, server, viewport, lang)
    # the class list, pasted and kept by the keyboard alone
    teacher.locator(".cot-roster-edit summary").focus()
    teacher.keyboard.press("Enter")
    teacher.locator(".cot-roster-names").fill("\n".join(NAMES))
    # the button is enabled once the page's script has wired the form (a module loads last)
    expect(teacher.locator(".cot-roster-save")).to_be_enabled()
    teacher.keyboard.press("Tab")
    assert teacher.evaluate("document.activeElement.className") == "cot-roster-save"
    teacher.keyboard.press("Enter")
    expect(teacher.locator(".cot-roster-said")).to_have_text(words["saved"], timeout=WAIT)

    # Ana picks her name: the first name has the focus, the arrow keys move, Enter joins
    ana = browser.new_context(viewport=viewport).new_page()  # type: ignore[arg-type]
    ana.goto(f"{server.url}join?lang={lang}")
    expect(ana.locator(".cot-join-pick input")).to_have_count(len(NAMES))
    assert ana.evaluate("document.activeElement.value") == "Ana"
    fits(ana)
    shoot(ana, f"roster-join-{lang}-{width}")
    ana.keyboard.press("Space")
    ana.keyboard.press("Enter")
    expect(ana.locator(".cot-joined-links")).to_be_visible(timeout=WAIT)
    fits(ana)
    # another device asking for Ana (a page opened before she joined) is told it is taken
    other = browser.new_context(viewport=viewport).new_page()  # type: ignore[arg-type]
    other.goto(f"{server.url}join?lang={lang}")
    expect(other.locator(".cot-join-pick input")).to_have_count(len(NAMES) - 1)
    other.evaluate("""() => { const r = document.createElement('input'); r.type = 'radio';
        r.name = 'pick'; r.value = 'Ana'; r.checked = true;
        document.querySelector('.cot-join-pick').append(r); }""")
    other.locator(".cot-join-submit").click()
    expect(other.locator(".cot-class-error")).to_contain_text(words["taken"])
    expect(other.locator(".cot-class-error")).to_contain_text("Ana")

    # Zoe is not on the list: she types her name, and waits on the teacher's page
    zoe = browser.new_context(viewport=viewport).new_page()  # type: ignore[arg-type]
    zoe.goto(f"{server.url}join?lang={lang}")
    zoe.locator(".cot-join-name").fill("Zoe")
    zoe.locator(".cot-join-submit").click()
    expect(zoe.locator(".cot-joined-next")).to_contain_text(words["waits"], timeout=WAIT)
    admit = teacher.locator(".cot-roster-admit[data-student='Zoe']")
    expect(admit).to_be_visible(timeout=WAIT)
    fits(teacher)
    shoot(teacher, f"roster-teacher-waiting-{lang}-{width}", at=".cot-roster-head")
    admit.focus()
    teacher.keyboard.press("Enter")
    expect(teacher.locator(".cot-roster-said")).to_contain_text(words["admitted"], timeout=WAIT)
    assert not server.service.store.waiting("Zoe")

    # the others join from their laptops (protocol stand-ins), and the class is seated
    for i, name in enumerate(NAMES[1:]):
        server.service.store.join(name, f"key-{lang}-{i}")
    # (the join form wakes the teacher's page; joined here, the test wakes it)
    changes = server.service_settings()["changes"]
    assert server._loop is not None
    server._loop.call_soon_threadsafe(changes.notify)
    expect(teacher.locator(".cot-teach-student-item[data-student='Bea']")).to_contain_text(
        "1 browser", timeout=WAIT)
    teacher.locator(".cot-lesson-order").select_option("list")
    teacher.locator(".cot-lesson-seat").click()
    expect(teacher.locator(".cot-watch-row")).to_have_count(2, timeout=WAIT)
    row = teacher.locator(".cot-teach-student-item[data-student='Ana']")
    expect(row.locator(".cot-teach-student-state")).to_contain_text(words["at"], timeout=WAIT)
    # Ana opens her table's page; moved by the teacher, the page follows her
    ana_at = next(t.id for t in server.service.tables.all() if t.seat_of("Ana") is not None)
    ana.goto(f"{server.url}table/{ana_at}?lang={lang}")
    expect(ana.locator(".cot-table-page")).not_to_have_attribute("data-seq", "-1", timeout=WAIT)
    # Zoe and Ana swap places, by the keyboard
    choice = teacher.locator(".cot-teach-seat-action[data-student='Zoe']")
    expect(choice.locator("option[value='swap:Ana']")).to_have_count(1, timeout=WAIT)
    choice.focus()
    choice.select_option("swap:Ana")
    teacher.keyboard.press("Tab")
    teacher.keyboard.press("Enter")
    expect(teacher.locator(".cot-teach-seat-said")).to_contain_text("Zoe", timeout=WAIT)
    fits(teacher)
    shoot(teacher, f"roster-teacher-students-{lang}-{width}", at=".cot-teach-students-head")
    zoe_at = next(t.id for t in server.service.tables.all() if t.seat_of("Ana") is not None)
    assert zoe_at != ana_at
    expect(ana).to_have_url(re.compile(f"/table/{zoe_at}[?]lang={lang}$"), timeout=WAIT)
    expect(ana.locator(".cot-table-page")).not_to_have_attribute("data-seq", "-1", timeout=WAIT)
    expect(ana.locator(".cot-table-error")).to_have_text("")
    # the late student (Ivo was seated; unseat him, then seat him again as late)
    ivo = teacher.locator(".cot-teach-seat-action[data-student='Ivo']")
    ivo.select_option("unseat")
    teacher.locator(".cot-teach-seat-do[data-student='Ivo']").click()
    expect(ivo.locator("option[value='late']")).to_have_count(1, timeout=WAIT)
    ivo.select_option("late")
    teacher.locator(".cot-teach-seat-do[data-student='Ivo']").click()
    expect(teacher.locator(".cot-teach-seat-said")).to_contain_text(words["moved"], timeout=WAIT)
    tables: list[Any] = [t for t in server.service.tables.all() if t.seat_of("Ivo") is not None]
    assert len(tables) == 1


@pytest.mark.parametrize(("lang", "viewport"), [("en", DESKTOP), ("it", PHONE), ("en", PHONE),
                                               ("it", DESKTOP)],
                         ids=["en-1366", "it-390", "en-390", "it-1366"])
def test_the_class_list_and_the_students_by_keyboard(
        class_server: ClassServer, browser: Browser, lang: str,
        viewport: dict[str, int]) -> None:
    run(browser, class_server, lang, viewport)


WAITING = {"en": ("Admit all waiting", "Names admitted to the class: 2"),
           "pt": ("Aceitar todos que aguardam", "Nomes aceitos na turma: 2")}


@pytest.mark.parametrize(("lang", "viewport"), [("en", DESKTOP), ("pt", PHONE)],
                         ids=["en-1366", "pt-390"])
def test_without_a_list_the_teacher_admits_every_waiting_name_by_keyboard(
        class_server: ClassServer, browser: Browser, lang: str,
        viewport: dict[str, int]) -> None:
    """No list pasted, a class game given: each name that joins waits, and one button
    admits them all. A name that joins while the teacher is on that button redraws the
    list, and the keyboard stays on the button (CI once pressed Enter on a button just
    replaced, and nothing happened)."""
    server = class_server
    teacher = teacher_page(browser, server, viewport, lang)
    server.service.set_game({"server": True, "rules": "trieste",
                             "opponents": ["cautious", "cautious"], "mode": "table"})

    def join(name: str) -> None:
        student = server.browser()
        assert student.join(name).status_code == 200
        assert student.get("api/me").status_code == 403

    join("Ana")
    button, said = WAITING[lang]
    everyone = teacher.locator(".cot-roster-admit-all")
    rows = teacher.locator(".cot-roster-waiting-item")
    expect(everyone).to_have_text(button, timeout=WAIT)
    expect(rows).to_have_count(1)
    everyone.focus()
    join("Ana Two")
    expect(rows).to_have_count(2, timeout=WAIT)
    assert teacher.evaluate("document.activeElement.className") == "cot-roster-admit-all"
    fits(teacher)
    shoot(teacher, f"roster-admit-all-{lang}-{viewport['width']}", at=".cot-roster-head")
    teacher.keyboard.press("Enter")
    expect(teacher.locator(".cot-roster-said")).to_have_text(said, timeout=WAIT)
    assert teacher.evaluate("document.activeElement.className").startswith("cot-class-ok")
    assert not server.service.store.waiting("Ana") and not server.service.store.waiting("Ana Two")
