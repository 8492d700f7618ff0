"""The practice page in Voilà and headless Chromium: a drill's first answer goes into the
learner's schedule, the schedule is kept in the browser's storage and is still there after
a reload and in a new session (a new page, a new kernel), in any language; a saved
practice the page cannot read is set aside untouched and a new one starts. In a class, the
class service judges the answer and keeps the schedule, which comes back after a reload.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from harness.serverproc import DashboardProcess
from playwright.sync_api import Browser, Page, expect

from coteccio_lab.drills import Schedule
from coteccio_lab.i18n import t
from coteccio_lab.widgets.practice import STORAGE_KEY

ROOT = Path(__file__).resolve().parents[2]
LOAD_TIMEOUT = 120_000

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def practice_server() -> Iterator[DashboardProcess]:
    server = DashboardProcess(notebook_dir=ROOT / "lessons", pool_size=0)
    server.start()
    try:
        yield server
    finally:
        server.stop()


def open_practice(page: Page, server: DashboardProcess, lang: str = "en") -> None:
    page.goto(server.render_url("practice.ipynb") + f"?lang={lang}", timeout=LOAD_TIMEOUT)
    status = page.locator(".cot-practice .cot-practice-status")
    expect(status).to_contain_text(t("practice_kept_browser", lang), timeout=LOAD_TIMEOUT)


def row(page: Page, skill: str):  # noqa: ANN201 - a Playwright locator
    return page.locator(f".cot-practice-row-{skill}")


def test_the_schedule_survives_a_reload_and_a_new_session(
    page: Page, practice_server: DashboardProcess, page_errors,  # noqa: ANN001
) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    open_practice(page, practice_server)
    expect(row(page, "trick")).to_contain_text(t("practice_never", "en"))
    # a fresh drill of one skill, checked without an answer: a wrong first answer
    page.locator(".cot-practice-skill-trick").click()
    drill = page.locator(".cot-practice-drill .cot-exercise")
    expect(drill.locator(".cot-prompt")).to_contain_text(t("ex_trick_prompt_points", "en"),
                                                         timeout=30_000)
    drill.locator(".cot-check").click()
    expect(drill.locator(".cot-feedback")).to_contain_text(t("ex_not_quite", "en"))
    counted = page.locator(".cot-practice-counted")
    expect(counted).to_contain_text(t("practice_counted_wrong", "en"))
    right_none = t("practice_mastery", "en", percent="33%", right=0, answers=1)
    expect(row(page, "trick")).to_contain_text(right_none)
    expect(row(page, "trick")).to_contain_text(t("practice_due_tomorrow", "en"))
    # a second check of the same drill does not count again
    drill.locator(".cot-check").click()
    expect(row(page, "trick")).to_contain_text(right_none)

    saved = page.evaluate(f"window.localStorage.getItem({json.dumps(STORAGE_KEY)})")
    schedule = Schedule.loads(saved)
    assert [(r.skill, r.correct) for r in schedule.reviews] == [("trick", False)]
    if practice_server.log_text().count("Traceback"):
        pytest.fail(practice_server.log_tail())

    page.reload(timeout=LOAD_TIMEOUT)  # a new kernel reads the browser's storage again
    expect(page.locator(".cot-practice-status")).to_contain_text(
        t("practice_kept_browser", "en"), timeout=LOAD_TIMEOUT)
    expect(row(page, "trick")).to_contain_text(right_none)
    expect(row(page, "legal")).to_contain_text(t("practice_never", "en"))

    # a new session: another page of the same browser, in Italian
    other = page.context.new_page()
    open_practice(other, practice_server, "it")
    expect(row(other, "trick")).to_contain_text(
        t("practice_mastery", "it", percent="33%", right=0, answers=1))
    expect(row(other, "trick")).to_contain_text(t("practice_due_tomorrow", "it"))
    other.close()
    page_errors.assert_none()


def test_an_unreadable_saved_practice_is_set_aside(
    page: Page, practice_server: DashboardProcess,
) -> None:
    open_practice(page, practice_server)
    page.evaluate(f"window.localStorage.setItem({json.dumps(STORAGE_KEY)}, '{{\"format\": 1')")
    page.reload(timeout=LOAD_TIMEOUT)
    status = page.locator(".cot-practice-status")
    expect(status).to_contain_text("could not be read", timeout=LOAD_TIMEOUT)
    aside = page.evaluate(f"window.localStorage.getItem({json.dumps(STORAGE_KEY + '-unreadable')})")
    assert aside == '{"format": 1'
    # the page works on: a drill answered now starts a new saved practice
    page.locator(".cot-practice-next").click()
    drill = page.locator(".cot-practice-drill .cot-exercise")
    drill.locator(".cot-check").click()
    expect(page.locator(".cot-practice-counted")).to_contain_text(
        t("practice_counted_wrong", "en"))
    saved = page.evaluate(f"window.localStorage.getItem({json.dumps(STORAGE_KEY)})")
    assert len(Schedule.loads(saved).reviews) == 1


@pytest.fixture(scope="module")
def class_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DashboardProcess]:
    folder = tmp_path_factory.mktemp("class")
    with DashboardProcess(notebook_dir=ROOT / "lessons", class_dir=folder, pool_size=0) as server:
        yield server


def test_in_a_class_the_class_keeps_the_practice(
    page: Page, class_server: DashboardProcess, browser: Browser,
) -> None:
    page.goto(f"{class_server.url}class/join")
    page.locator(".cot-join-name").fill("Ana")
    page.locator(".cot-join-submit").click()
    expect(page.locator(".cot-joined-name")).to_have_text("Ana")
    page.goto(class_server.render_url("practice.ipynb") + "?lang=en", timeout=LOAD_TIMEOUT)
    expect(page.locator(".cot-practice-status")).to_contain_text(
        t("practice_kept_class", "en"), timeout=LOAD_TIMEOUT)
    page.locator(".cot-practice-skill-score").click()
    drill = page.locator(".cot-practice-drill .cot-exercise")
    drill.locator(".cot-check").click()  # every seat at 0 points: never the right score
    expect(page.locator(".cot-practice-counted")).to_contain_text(
        t("practice_counted_wrong", "en"), timeout=30_000)
    me = page.evaluate(
        """async (url) => (await (await fetch(url, {credentials: "same-origin"})).json())""",
        f"{class_server.url}class/api/me")
    assert [(p["skill"], p["correct"]) for p in me["practice"]] == [("score", False)]
    assert page.evaluate(f"window.localStorage.getItem({json.dumps(STORAGE_KEY)})") is None

    page.reload(timeout=LOAD_TIMEOUT)  # the schedule comes back from the class
    expect(row(page, "score")).to_contain_text(
        t("practice_mastery", "en", percent="33%", right=0, answers=1), timeout=LOAD_TIMEOUT)

    # the teacher's page shows the practice as a column of its own
    assert class_server.class_dir is not None
    secret = (class_server.class_dir / "teacher-secret").read_text().strip()
    teacher = browser.new_context().new_page()
    teacher.goto(f"{class_server.url}class/teacher")
    teacher.locator(".cot-teacher-secret").fill(secret)
    teacher.locator(".cot-teacher-submit").click()
    progress = teacher.locator(".cot-teach-progress")
    expect(progress).to_contain_text(t("class_page_lesson_99", "en"), timeout=30_000)
    expect(teacher.locator(".cot-teach-progress-row[data-student='Ana']")).to_contain_text(
        "0 of 6 right (1 tried)")
    teacher.context.close()
