"""A class on one machine, its guards, in Chromium: a look-alike name refused at the join
page, one more browser let in only with the teacher's one-time code, and the teacher managing
the class
(its size, renaming and removing a student) on the teacher's page.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from harness.serverproc import DashboardProcess
from playwright.sync_api import Browser, Page, Route, expect
from shots import shoot

ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def class_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DashboardProcess]:
    folder = tmp_path_factory.mktemp("class")
    with DashboardProcess(notebook_dir=ROOT / "lessons", class_dir=folder, pool_size=1) as server:
        yield server


def join(page: Page, server: DashboardProcess, name: str, code: str = "") -> None:
    page.goto(f"{server.url}class/join")
    page.locator(".cot-join-name").fill(name)
    if code:
        page.locator(".cot-join-code").fill(code)
    page.locator(".cot-join-submit").click()


def test_names_codes_and_the_class_managed_by_the_teacher(
    class_server: DashboardProcess, browser: Browser, tmp_path: Path
) -> None:
    assert class_server.class_dir is not None
    secret = (class_server.class_dir / "teacher-secret").read_text().strip()
    teacher = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    teacher.on("dialog", lambda d: d.accept(d.default_value or "") if d.type == "confirm"
               else d.accept("Ana Maria"))
    teacher.goto(f"{class_server.url}class/teacher")
    teacher.locator(".cot-teacher-secret").fill(secret)
    teacher.locator(".cot-teacher-submit").click()
    expect(teacher.locator(".cot-teach-size-line")).to_have_text(
        "0 of at most 60 students have joined.")
    teacher.locator(".cot-teach-size").fill("3")
    teacher.locator(".cot-teach-size-save").click()
    expect(teacher.locator(".cot-teach-size-line")).to_have_text(
        "0 of at most 3 students have joined.")

    ana = browser.new_context().new_page()
    join(ana, class_server, "Ana")
    expect(ana.locator(".cot-joined-name")).to_have_text("Ana")
    # look-alikes of Ana: a Cyrillic А, full-width letters, an invisible filler
    for name, why in (("\u0410na", "already taken"), ("Ａｎａ", "already taken"),
                      ("Ana\u3164", "invisible characters")):
        other = browser.new_context().new_page()
        join(other, class_server, name)
        expect(other.locator(".cot-class-error")).to_contain_text(why)
        expect(other.locator(".cot-joined-name")).to_have_count(0)
    items = teacher.locator(".cot-teach-student-item")
    expect(items).to_have_count(1)

    # Ana's second browser: only with the code the teacher's page shows for her
    teacher.locator(".cot-teach-allow[data-student='Ana']").click()
    line = teacher.locator(".cot-teach-allow-code")
    expect(line).to_contain_text("Give Ana this code:")
    code = re.search(r"[0-9A-Z]{4}-[0-9A-Z]{4}", line.inner_text())
    assert code is not None
    shoot(teacher, "class-guards-teacher", full_page=True)
    second = browser.new_context().new_page()
    join(second, class_server, "ana", code="ZZZZ-ZZZZ")
    expect(second.locator(".cot-class-error")).to_contain_text("not valid for this name")
    join(second, class_server, "ana", code=code.group(0))
    expect(second.locator(".cot-joined-name")).to_have_text("Ana")
    expect(items.first).to_contain_text("Ana: 2 browsers")

    # a sock puppet, removed; Ana renamed; the class full at 3
    for name in ("Puppet", "Bo"):
        join(browser.new_context().new_page(), class_server, name)
    expect(items).to_have_count(3)
    full = browser.new_context().new_page()
    join(full, class_server, "Cy")
    expect(full.locator(".cot-class-error")).to_contain_text("the class is full (3 students)")
    teacher.locator(".cot-teach-remove[data-student='Puppet']").click()
    expect(items).to_have_count(2)
    teacher.locator(".cot-teach-rename[data-student='Ana']").click()
    expect(teacher.locator(".cot-teach-student-item[data-student='Ana Maria']")).to_be_visible()
    ana.goto(f"{class_server.url}class/join")
    expect(ana.locator(".cot-joined-name")).to_have_text("Ana Maria")
    expect(teacher.locator(".cot-teach-size-line")).to_have_text(
        "2 of at most 3 students have joined.")
    shoot(teacher, "class-guards-teacher-managed", full_page=True)
    print(tmp_path)


def test_a_click_before_the_pages_script_has_run_sends_nothing_and_loses_nothing(
    class_server: DashboardProcess, browser: Browser
) -> None:
    """CI's busy run: the teacher's Give was clicked before teacher.js had wired the form, the
    browser sent the form as a page load, and the game typed was gone ("No class game yet").
    The page's shared module is held back here, as a slow laptop would."""
    assert class_server.class_dir is not None
    secret = (class_server.class_dir / "teacher-secret").read_text().strip()
    teacher = browser.new_context().new_page()
    held: list[Route] = []
    teacher.route("**/static/boardmodel.js", lambda route: held.append(route))
    teacher.goto(f"{class_server.url}class/teacher")
    teacher.locator(".cot-teacher-secret").fill(secret)
    teacher.locator(".cot-teacher-submit").click()
    expect(teacher.locator(".cot-teacher")).to_be_visible()
    page_url = teacher.url
    teacher.locator(".cot-teach-code").fill("K7QX-3MPA")
    for button in (".cot-teach-give", ".cot-teach-prac-give", ".cot-watch-seat-open"):
        expect(teacher.locator(button)).to_be_disabled()
    teacher.locator(".cot-teach-give").click(force=True)
    assert teacher.url == page_url
    expect(teacher.locator(".cot-teach-code")).to_have_value("K7QX-3MPA")

    while not held:
        teacher.wait_for_timeout(50)
    for route in held:
        route.continue_()
    teacher.unroute("**/static/boardmodel.js")
    teacher.locator(".cot-teach-give").click()
    expect(teacher.locator(".cot-teach-game")).to_contain_text("Class game K7QX-3MPA")
