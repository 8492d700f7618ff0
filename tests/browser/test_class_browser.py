"""A class in Chromium: the teacher's page and three students, served by the launcher.

The launcher runs with a class folder (the class service at ``/class/``). The teacher
signs in with the secret and gives the class game; three students, each in their own
browser context (their own cookies), join, play the class game's first hand on the
dashboard and answer a lesson exercise; the teacher's page shows their results and their
progress without a Refresh press. Every attack on the class service that a student's browser can
make is tried and refused with a sentence: the teacher's page and API, a second browser
taking a name, a forged hand, another student's name or a server path in a request, a
lesson check claiming "correct" for a wrong answer, a saved match of another deal loaded
on the dashboard. Last, the teacher switches the page to Italian: the words its script
draws follow.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from class_helpers import check_message
from dashboard_drivers import first_legal, play_through
from dashboard_page import play_first_class_hand
from harness.serverproc import DashboardProcess
from lesson_page import answer_and_check, drivable
from playwright.sync_api import Browser, Page, expect
from voila_harness import PageErrors, collect_page_errors

from coteccio_lab.curriculum import lesson, right_answer, wrong_answer
from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.setup import Setup

ROOT = Path(__file__).resolve().parents[2]
CODE = "K7QX-3MPA"
STUDENTS = ("Ana", "Bo", "Cy")
LESSON = lesson(1)

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def class_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DashboardProcess]:
    folder = tmp_path_factory.mktemp("class")
    with DashboardProcess(notebook_dir=ROOT / "lessons", class_dir=folder, pool_size=3) as server:
        server.wait_preheated()
        yield server


def secret(server: DashboardProcess) -> str:
    assert server.class_dir is not None
    return (server.class_dir / "teacher-secret").read_text().strip()


def join(page: Page, server: DashboardProcess, name: str) -> None:
    page.goto(f"{server.url}class/join")
    page.locator(".cot-join-name").fill(name)
    page.locator(".cot-join-submit").click()


def api(page: Page, method: str, path: str, body: Any = None) -> dict[str, Any]:
    """A request from the page itself, with its cookies: what a student's script can send."""
    return dict(page.evaluate(
        """async ([method, path, body]) => {
          const res = await fetch(path, {method, credentials: "same-origin",
            headers: {"Content-Type": "application/json"},
            body: body === null ? undefined : JSON.stringify(body)});
          return {status: res.status, text: await res.text()};
        }""",
        [method, path, body],
    ))


def kernel_story(page: Page, server: DashboardProcess) -> str:
    """The kernel a Voilà page was rendered by (its page config), what the server says of it
    now, and every line of the server's log that names it or a kernel restart. A page whose
    widgets say "model not found" restored an empty widget state: a kernel restarted after
    it rendered the page would do that."""
    kernel = page.evaluate("""() => {
      const config = document.getElementById("jupyter-config-data");
      return config ? JSON.parse(config.textContent).kernelId || null : null;
    }""")
    if not kernel:
        return "the page names no kernel"
    now = api(page, "GET", f"{server.url}api/kernels/{kernel}")
    lines = [line for line in server.log_text().splitlines()
             if kernel in line or re.search(r"(?i)restart|died|dead kernel", line)]
    return (f"the page's kernel {kernel}: {now['status']} {now['text'][:300]}\n"
            "the server's log of it:\n" + "\n".join(lines[-40:]))


def play_first_hand(page: Page, server: DashboardProcess) -> None:
    play_first_class_hand(page, server.render_url("dashboard.ipynb"), CODE)


def test_a_class_plays_and_the_teacher_sees_it_live(
    class_server: DashboardProcess, browser: Browser, tmp_path: Path
) -> None:
    base = class_server.url
    teacher = browser.new_context().new_page()
    # the teacher's page asks for the secret: never in the address
    teacher.goto(f"{base}class/teacher")
    expect(teacher.locator(".cot-teacher-secret")).to_be_visible()
    teacher.locator(".cot-teacher-secret").fill(secret(class_server))
    teacher.locator(".cot-teacher-submit").click()
    expect(teacher.locator(".cot-teacher")).to_be_visible()
    assert secret(class_server) not in teacher.url
    teacher.locator(".cot-teach-code").fill(CODE)
    teacher.locator(".cot-teach-opponents").fill("random, cautious")
    teacher.locator(".cot-teach-give").click()
    expect(teacher.locator(".cot-teach-game")).to_contain_text(f"Class game {CODE}")

    pages: dict[str, Page] = {}
    errors: dict[str, PageErrors] = {}
    for name in STUDENTS:
        page = browser.new_context().new_page()
        errors[name] = collect_page_errors(page)
        join(page, class_server, name)
        expect(page.locator(".cot-joined-name")).to_have_text(name)
        pages[name] = page
    # no class list and a class game open: each name waits; the teacher admits them all
    expect(teacher.locator(".cot-roster-admit")).to_have_count(len(STUDENTS), timeout=30_000)
    teacher.locator(".cot-roster-admit-all").click()
    expect(teacher.locator(".cot-roster-said")).to_contain_text(str(len(STUDENTS)))
    for name, page in pages.items():
        play_first_hand(page, class_server)
        expect(page.locator(".cot-student")).to_contain_text(f"You are {name} in this class.")

    # one lesson exercise each: Ana right, Bo and Cy "not quite"
    spec = next(s for s in LESSON.exercises if drivable(LESSON.build(s.key)))
    for name, page in pages.items():
        page.goto(class_server.render_url(LESSON.notebook))
        try:
            expect(page.locator(".cot-class-status")).to_contain_text(
                f"You are {name} in this class", timeout=120_000)
        except AssertionError as err:  # say what the page, its kernel and the server saw
            raise AssertionError(
                f"{err}\nthe page's errors: {errors[name].errors}\nthe page reads: "
                f"{page.inner_text('body')[:600]!r}\n{kernel_story(page, class_server)}\n"
                f"the server's log:\n{class_server.log_tail(60)}") from None
        box = page.locator(f".{LESSON.css_class(spec.key)}")
        exercise = LESSON.build(spec.key)
        if name == "Ana":
            answer_and_check(box, exercise, right_answer(exercise), "correct")
        else:
            answer_and_check(box, exercise, wrong_answer(exercise), "not quite")

    # the teacher's page shows it all, without a Refresh press
    for name in STUDENTS:
        row = teacher.locator(f".cot-teach-row[data-student='{name}']")
        expect(row).to_be_visible(timeout=30_000)
        # the change, or "ann." for an annulled hand (a computer player may annul it)
        expect(row.locator(".cot-teach-hand").first).to_have_text(
            re.compile(r"^([+-]?\d+|ann\.)$"))
        expect(teacher.locator(f".cot-teach-progress-row[data-student='{name}']")).to_contain_text(
            "1 of 3 right (1 tried)" if name == "Ana" else "0 of 3 right (1 tried)",
            timeout=30_000)
    expect(teacher.locator(".cot-teach-hard-item")).to_contain_text(
        f"Lesson 1, {spec.title}: 2 of 3", timeout=30_000)

    # ---- the attacks, from a student's own browser ----------------------------------------
    ana = pages["Ana"]
    ana.goto(f"{base}class/teacher")
    expect(ana.locator(".cot-teacher-secret")).to_be_visible()
    expect(ana.get_by_text("Bo")).to_have_count(0)
    for method, path, body in (("GET", "api/teacher/state", None),
                               ("POST", "api/teacher/game", {"code": "0000-00AB"}),
                               ("POST", "api/teacher/allow", {"name": "Bo"}),
                               ("GET", "teacher/results.csv", None)):
        got = api(ana, method, f"{base}class/{path}", body)
        assert got["status"] == 403 and "only the teacher" in got["text"]
    # a second browser taking Bo's name is refused, until the teacher allows it
    intruder = browser.new_context().new_page()
    join(intruder, class_server, " bo ")
    expect(intruder.locator(".cot-class-error")).to_contain_text("already taken")
    # forged hands, another student's name, a server path: refused with a sentence
    record = json.loads(ROOT.joinpath("tests/records/trieste-capote.json").read_text())
    for body, why in (
        ({"hand": 1, "record": record}, "already in the class results"),
        ({"hand": 42, "record": record}, "not hand 42"),
        ({"hand": 2, "record": record}, f"not dealt from the class game {CODE}"),
        ({"hand": 2, "record": record, "student": "Bo"}, "unknown key 'student'"),
        ({"hand": 2, "record": record, "folder": "/tmp"}, "unknown key 'folder'"),
    ):
        got = api(ana, "POST", f"{base}class/api/hands", body)
        assert got["status"] == 400 and why in json.loads(got["text"])["error"], got
    # a lesson check claiming "correct" for a wrong answer: the page's verdict is not taken
    wrong = check_message(1, spec.key, right=False)
    got = api(pages["Bo"], "POST", f"{base}class/api/progress", {**wrong, "correct": True})
    assert got["status"] == 400 and "unknown key 'correct'" in json.loads(got["text"])["error"]
    got = api(pages["Bo"], "POST", f"{base}class/api/progress", wrong)
    assert got["status"] == 200 and json.loads(got["text"])["correct"] is False
    expect(teacher.locator(".cot-teach-progress-row[data-student='Bo']")).to_contain_text(
        "0 of 3 right (1 tried)", timeout=30_000)
    # nothing of that reached the teacher's page: Ana still has her one hand
    row = teacher.locator(".cot-teach-row[data-student='Ana']")
    assert row.locator("td").count() == 6  # #, student, match, total, points, H1

    # the dashboard's Load: a saved match of another deal (a whole match, "won" or "lost")
    # resumes on Cy's page, and its hands go to the class, which refuses every one of them
    cy_row = teacher.locator(".cot-teach-row[data-student='Cy']")
    total = cy_row.locator(".cot-teach-total").inner_text()
    forged = tmp_path / "forged.json"
    forged.write_text(other_deal_save())
    cy = pages["Cy"]
    cy.goto(class_server.render_url("dashboard.ipynb"))
    expect(cy.locator(".cot-class-game")).to_contain_text(CODE, timeout=120_000)
    with cy.expect_file_chooser() as chooser:
        cy.locator(".cot-load").click()
    chooser.value.set_files(str(forged))
    expect(cy.locator(".cot-dashboard")).to_contain_text(
        "The class did not take hand 1", timeout=60_000)
    expect(cy.locator(".cot-dashboard")).to_contain_text(f"the class game is {CODE}")
    assert "Traceback" not in cy.locator(".cot-dashboard").inner_text()
    teacher.wait_for_timeout(2000)
    assert cy_row.locator("td").count() == 6
    assert cy_row.locator(".cot-teach-total").inner_text() == total

    # the teacher's page in Italian, with one click; the script's words follow
    teacher.locator(".cot-lang-it").click()
    expect(teacher.locator("h1")).to_have_text("La tua classe")
    expect(teacher.locator(".cot-teach-progress-row[data-student='Ana']")).to_contain_text(
        "giusti: 1 su 3 (provati: 1)", timeout=30_000)
    expect(teacher.locator(".cot-teach-game")).to_contain_text(f"Partita della classe {CODE}")


def other_deal_save() -> str:
    """A whole match saved by the dashboard at the class's table, on another deal code."""
    d = Dashboard()
    d.start(Setup(rules="trieste", opponents=("random", "cautious"), code="0000-00AB",
                  mode="table"))
    play_through(d, first_legal)
    return d.save_text()
