"""The class as a teacher runs it, in Chromium: a new game, the results, the words.

The launcher serves a class folder. The teacher's page shows the join address with its QR
code, and a results table a teacher can trust: a column per deal (after an annulled hand
the same dealer deals again, so hand 2 has two deals), annulled hands marked and never
best, won matches ranked first, the order explained. A student's dashboard shows the class
game's mode and rules, locked. The teacher gives a new game while that student is in the
middle of a match: the page warns, names her, and gives it on confirmation; the student is
told under the table and her match goes on counting. After a reload the form shows the
class game.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from class_helpers import played_records
from dashboard_page import after, hand_codes, play_first_class_hand, start_class_game, status
from harness.serverproc import DashboardProcess
from playwright.sync_api import Browser, Page, expect
from shots import shoot

from coteccio_lab.classservice.service import ClassService
from coteccio_lab.classservice.store import ClassStore
from coteccio_lab.curriculum.answers import exercise_list, judge

ROOT = Path(__file__).resolve().parents[2]
CODE = "K7QX-3MPA"
NEW_CODE = "0000-00AB"
"""Screenshots to look at (pytest-playwright empties test-results/ itself)."""

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def class_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DashboardProcess]:
    folder = tmp_path_factory.mktemp("class")
    with DashboardProcess(notebook_dir=ROOT / "lessons", class_dir=folder, pool_size=1) as server:
        server.wait_preheated()
        yield server


def sign_in(browser: Browser, server: DashboardProcess) -> Page:
    assert server.class_dir is not None
    page = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    page.goto(f"{server.url}class/teacher")
    page.locator(".cot-teacher-secret").fill(
        (server.class_dir / "teacher-secret").read_text().strip())
    page.locator(".cot-teacher-submit").click()
    expect(page.locator(".cot-teacher")).to_be_visible()
    return page


def give(teacher: Page, code: str, opponents: str, rules: str = "trieste", *,
         confirm: bool = True) -> None:
    """Fill the form and give the game; with ``confirm``, through the warning about the
    matches in progress if it comes, until the page shows the game given."""
    teacher.locator(".cot-teach-code").fill(code)
    teacher.locator(".cot-teach-rules").select_option(rules)
    teacher.locator(".cot-teach-opponents").fill(opponents)
    teacher.locator(".cot-teach-give").click()
    if confirm:
        wait_given(teacher, code, rules)


def wait_given(teacher: Page, code: str, rules: str = "trieste") -> None:
    """Through the warning about the matches in progress if it comes, until the page shows
    the game ``code`` given."""
    line = teacher.locator(".cot-teach-game")
    for _ in range(150):  # up to 30 s: under the full suite's load the give can take over 10 s
        if teacher.locator(".cot-teach-warn").is_visible():
            teacher.locator(".cot-teach-give-anyway").click()
        text = line.inner_text()
        # the line names the rules as the form's list does ("Trieste" for trieste)
        if code in text and rules.lower() in text.lower():
            return
        teacher.wait_for_timeout(200)
    said = teacher.locator(".cot-teach-error").all_inner_texts()
    raise AssertionError(f"the game was not given: {line.inner_text()} (the page said {said})")


def play_on(page: Page) -> dict[str, str]:
    """From the end of a hand, Next and the next hand by clicks (first legal card); the
    page's status at its end."""
    state = status(page)
    page.locator(".cot-next").click()
    state = after(page, state["version"], timeout=60_000)
    for _ in range(80):
        phase = state["phase"]
        if phase in ("hand_over", "over"):
            return state
        if phase == "play":
            legal = hand_codes(page, ".cot-hand .cot-card.cot-legal")
            page.locator(f".cot-hand .cot-card-{legal[0]}").click()
        else:
            page.locator({"capote": ".cot-capote-attempt", "doctor": ".cot-doctor-call",
                          "cappotto": ".cot-cappotto-fifth"}[phase]).click()
        state = after(page, state["version"], timeout=60_000)
    raise AssertionError(f"the hand did not end: {state}")


def test_the_results_compare_deals_and_the_page_shows_the_join_address(
    class_server: DashboardProcess, browser: Browser,
) -> None:
    teacher = sign_in(browser, class_server)
    give(teacher, CODE, "random, random")
    expect(teacher.locator(".cot-teach-game")).to_contain_text(f"Class game {CODE}")
    # three students' matches, replayed by a class service on the same class folder
    assert class_server.class_dir is not None
    service = ClassService(ClassStore.open(folder=class_server.class_dir), judge, exercise_list)
    for name, seed, hands in (("Ana", 0, None), ("Bo", 2, None), ("Cy", 1, 2)):
        for n, record in enumerate(played_records(opponents=("random", "random"),
                                                  seed=seed)[:hands], 1):
            service.submit_hand(name, {"hand": n, "record": record})
    service.store.engine.dispose()
    teacher.reload()
    rows = teacher.locator(".cot-teach-row")
    expect(rows).to_have_count(3, timeout=30_000)
    assert [rows.nth(i).get_attribute("data-student") for i in range(3)] == ["Bo", "Cy", "Ana"]
    heads = teacher.locator(".cot-teach-deal").all_inner_texts()
    assert heads[:3] == ["H1", "H2a", "H2b"]
    ana = teacher.locator(".cot-teach-row[data-student='Ana']")
    first = ana.locator(".cot-teach-hand").nth(0)
    expect(first).to_have_text("ann.")
    assert first.get_attribute("class") == "cot-teach-hand annulled" and "counts nothing" in (
        first.get_attribute("title") or "")
    # not in H2a: her hand 2 is another deal
    expect(ana.locator(".cot-teach-hand").nth(1)).to_have_text("")
    expect(ana.locator(".cot-teach-hand").nth(2)).to_have_text(re.compile(r"^[+-]?\d+$"))
    expect(teacher.locator(".cot-teach-row[data-student='Bo'] .cot-teach-state")).to_have_text(
        re.compile(r"^won in \d+ hands$"))
    expect(teacher.locator(".cot-teach-results-how")).to_contain_text(
        "won matches first")
    # the join address, large, and its QR code (an image the browser decoded)
    join = teacher.locator(".cot-teach-join-url")
    expect(join).to_have_text(re.compile(r"^http://.+/class/join$"))
    qr = teacher.locator(".cot-teach-join-qr")
    assert qr.evaluate("img => img.complete && img.naturalWidth > 0")
    # a student's hands one by one, each with its verified record to download (point 15)
    ana.locator(".cot-teach-drill-open").click()
    drill = teacher.locator(".cot-teach-drill-row")
    expect(drill).to_have_count(13)
    expect(teacher.locator(".cot-teach-drill h3")).to_have_text("Ana: 13 hands")
    expect(drill.first.locator("td").nth(1)).to_have_text("annulled")
    with teacher.expect_download() as got:
        drill.first.locator(".cot-teach-record").click()
    assert got.value.suggested_filename == "Ana-hand1.json"
    shoot(teacher, "class-teacher-results", full_page=True)
    teacher.locator(".cot-teach-drill-close").click()
    expect(drill).to_have_count(0)
    # the page in Italian: the levels and the explanation in Italian
    teacher.locator(".cot-lang-it").click()
    expect(teacher.locator(".cot-teach-game")).to_contain_text("casuale, casuale")
    expect(teacher.locator(".cot-teach-results-how")).to_contain_text("partite vinte")
    expect(teacher.locator(".cot-teach-opponents")).to_have_value("casuale, casuale")


def test_a_student_plays_the_class_game_locked_and_finishes_after_a_new_game(
    class_server: DashboardProcess, browser: Browser,
) -> None:
    teacher = sign_in(browser, class_server)
    give(teacher, CODE, "random, random, random, random", rules="bergamo")  # 004: five players
    page = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    page.goto(f"{class_server.url}class/join")
    page.locator(".cot-join-name").fill("Di")
    page.locator(".cot-join-submit").click()
    expect(page.locator(".cot-joined-name")).to_have_text("Di")
    # a name that joins while a class game is open (no class list) waits: the teacher admits
    teacher.locator(".cot-roster-admit[data-student='Di']").click(timeout=30_000)
    expect(teacher.locator(".cot-roster-said")).to_contain_text("Di", timeout=30_000)
    page.goto(f"{class_server.url}class/join")  # admitted: the joined page has its links
    expect(page.get_by_role("link", name="The lessons")).to_have_attribute(
        "href", re.compile(r"/voila/render/index\.ipynb$"))
    play_first_class_hand(page, class_server.render_url("dashboard.ipynb"), CODE)
    # the setup shows the class game: table mode selected, every rules control locked
    mode = page.locator(".cot-mode button", has_text="table")
    expect(mode).to_have_class(re.compile(r"mod-active"))
    expect(mode).to_be_disabled()
    expect(page.locator(".cot-mode button", has_text="practice")).to_be_disabled()
    for control in page.locator(".cot-setup select, .cot-setup input").all():
        expect(control).to_be_disabled()
    expect(page.locator(".cot-rules-preset select")).to_have_value("Bergamo")  # its label
    expect(page.locator(".cot-odds")).to_be_hidden()
    expect(page.locator(".cot-hint")).to_be_hidden()

    # the teacher gives a new game while Di is in the middle of her match
    teacher.reload()
    expect(teacher.locator(".cot-teach-code")).to_have_value(CODE)  # the form shows the game
    expect(teacher.locator(".cot-teach-rules")).to_have_value("bergamo")
    give(teacher, NEW_CODE, "random, random, random, random", rules="bergamo", confirm=False)
    warn = teacher.locator(".cot-teach-warn")
    expect(warn).to_be_visible()
    expect(warn).to_contain_text(f"1 student is in the middle of a match on {CODE}: Di")
    expect(teacher.locator(".cot-teach-game")).to_contain_text(CODE)  # nothing given yet
    shoot(teacher, "class-teacher-warning", full_page=True)
    teacher.locator(".cot-teach-give-anyway").click()
    expect(teacher.locator(".cot-teach-game")).to_contain_text(f"Class game {NEW_CODE}")
    expect(teacher.locator(".cot-teach-given")).to_contain_text(
        f"1 match on {CODE} goes on to its end")
    # Di plays on: her hand 2 counts on the game she began, and she is told what comes next
    state = play_on(page)
    assert state["code"] == CODE
    messages = page.locator(".cot-dashboard")
    expect(messages).to_contain_text("Hand 2 checked by the class and saved.", timeout=30_000)
    expect(messages).to_contain_text(
        f"Your teacher has given a new class game, {NEW_CODE}. This match still counts for "
        f"the class on {CODE} until it ends")
    shoot(page, "class-student-new-game", full_page=True)
    # the Students list says where each one is and when they last played (point 15)
    expect(teacher.locator(".cot-teach-student-item[data-student='Di']")).to_contain_text(
        "last active", timeout=30_000)
    old_game = teacher.locator(".cot-teach-games option", has_text=f"{CODE} · bergamo")
    teacher.locator(".cot-teach-games").select_option(old_game.get_attribute("value") or "")
    row = teacher.locator(".cot-teach-row[data-student='Di']")
    expect(row.locator(".cot-teach-hand")).to_have_count(2, timeout=30_000)  # H1, H2
    # closing the class game: said plainly first, then no hand counts (point 15)
    teacher.locator(".cot-teach-close").click()
    expect(teacher.locator(".cot-teach-close-warn")).to_contain_text(
        "Closing stops every match in progress")
    teacher.locator(".cot-teach-close-yes").click()
    expect(teacher.locator(".cot-teach-game")).to_contain_text(
        f"The class game {NEW_CODE} is closed")
    expect(teacher.locator(".cot-teach-close")).to_be_hidden()


HINT_CODE = "0000-00HT"


def test_the_teachers_page_marks_a_hand_played_with_a_hint(
    class_server: DashboardProcess, browser: Browser,
) -> None:
    """The teacher sees help used: a student asks for a hint in a practice-mode class game;
    the teacher's page marks that hand, says how many hints and take-backs, and that the
    student's own page
    said so (self-reported); a hand without help has no mark."""
    teacher = sign_in(browser, class_server)
    teacher.locator(".cot-teach-mode").select_option("practice")
    give(teacher, HINT_CODE, "random, random")
    page = browser.new_context(viewport={"width": 1366, "height": 768}).new_page()
    page.goto(f"{class_server.url}class/join")
    page.locator(".cot-join-name").fill("Eva")
    page.locator(".cot-join-submit").click()
    expect(page.locator(".cot-joined-name")).to_have_text("Eva")
    # a name that joins while a class game is open (no class list) waits: the teacher admits
    teacher.locator(".cot-roster-admit[data-student='Eva']").click(timeout=30_000)
    expect(teacher.locator(".cot-roster-said")).to_contain_text("Eva", timeout=30_000)
    state = start_class_game(page, class_server.render_url("dashboard.ipynb"), HINT_CODE)
    assert state["phase"] == "play"
    page.locator(".cot-hint").click()  # practice mode: the hint is offered
    state = after(page, state["version"], timeout=60_000)
    expect(page.locator(".cot-msg-hint")).to_be_visible()
    for _ in range(60):
        if state["phase"] not in ("play", "capote"):
            break
        if state["phase"] == "capote":
            page.locator(".cot-capote-attempt").click()
        else:
            legal = hand_codes(page, ".cot-hand .cot-card.cot-legal")
            page.locator(f".cot-hand .cot-card-{legal[0]}").click()
        state = after(page, state["version"], timeout=60_000)
    expect(page.locator(".cot-dashboard")).to_contain_text(
        "Hand 1 checked by the class and saved.", timeout=30_000)
    # hand 2 without help
    if state["phase"] == "hand_over":
        play_on(page)
        expect(page.locator(".cot-dashboard")).to_contain_text(
            "Hand 2 checked by the class and saved.", timeout=30_000)

    teacher.reload()
    row = teacher.locator(".cot-teach-row[data-student='Eva']")
    expect(row).to_have_count(1, timeout=30_000)
    first = row.locator(".cot-teach-hand").nth(0)
    expect(first.locator(".cot-teach-aids-mark")).to_have_text("*")
    expect(first).to_have_class(re.compile(r"\baided\b"))
    expect(first).to_have_attribute("title", re.compile(
        r"hints: 1 · take-backs: 0 · said by the student's own page \(self-reported\)"))
    cells = row.locator(".cot-teach-hand")
    if cells.count() > 1:
        expect(cells.nth(1).locator(".cot-teach-aids-mark")).to_have_count(0)
    expect(teacher.locator(".cot-teach-aids-how")).to_contain_text("self-reported")
    row.locator(".cot-teach-drill-open").click()
    help_cell = teacher.locator(".cot-teach-drill-row").first.locator(".cot-teach-drill-aids")
    expect(help_cell).to_have_text(
        "hints: 1 · take-backs: 0 · said by the student's own page (self-reported)")
    shoot(teacher, "class-teacher-hint-mark", full_page=True)
    # in Italian, in the Italian words
    teacher.locator(".cot-lang-it").click()
    first_it = teacher.locator(".cot-teach-row[data-student='Eva'] .cot-teach-hand").nth(0)
    expect(first_it).to_have_attribute("title", re.compile(r"suggerimenti: 1 · mosse annullate: 0"))


# teacher.js, held back until the test lets it go: the page is on screen and its form can be
# typed into before the script that fills it from the class's state has run (a slow school
# network, a busy laptop; CI once saw the game not given so)
HOLD_SCRIPT = ("await new Promise((go) => { const f = () => (window.__cotGo ? go()"
               " : setTimeout(f, 20)); f(); });\n")


def test_what_the_teacher_typed_before_the_script_ran_is_kept_and_given(
    class_server: DashboardProcess, browser: Browser
) -> None:
    teacher = sign_in(browser, class_server)
    give(teacher, CODE, "random, random")
    slow = teacher.context.new_page()

    def held(route):  # type: ignore[no-untyped-def]
        response = route.fetch()
        route.fulfill(response=response, body=HOLD_SCRIPT + response.text())

    slow.route("**/static/teacher.js", held)
    slow.goto(f"{class_server.url}class/teacher")
    slow.locator(".cot-teach-code").fill(NEW_CODE)
    slow.locator(".cot-teach-opponents").fill("cautious, cautious, cautious")
    assert slow.locator(".cot-teacher").get_attribute("data-version") is None  # not run yet
    slow.evaluate("window.__cotGo = true")
    expect(slow.locator(".cot-teacher")).to_have_attribute("data-version", re.compile("."))
    # the class's state (the game K7QX-3MPA) is drawn, and the form keeps what was typed
    expect(slow.locator(".cot-teach-game")).to_contain_text(CODE)
    expect(slow.locator(".cot-teach-code")).to_have_value(NEW_CODE)
    expect(slow.locator(".cot-teach-opponents")).to_have_value("cautious, cautious, cautious")
    slow.locator(".cot-teach-give").click()
    wait_given(slow, NEW_CODE)
    expect(slow.locator(".cot-teach-game")).to_contain_text("cautious, cautious, cautious")
