"""The static site of ``make site`` (JupyterLite, Python in the browser) in Chromium, offline.

The site is built once for this module (``make site`` into ``build/site-test``; its
downloads are cached under ``build/``), served on 127.0.0.1 from this process, and opened in
a context where every request for anything else is aborted and counted: the test ends by
checking that nothing was asked of another host (no CDN, no package index). Service
workers are blocked too, so that no request can go around the routing.

Lessons 1 and 4 are run top to bottom as a person runs them (*Run ▸ Run All Cells*), in
the browser's Python; one exercise of each is answered right and then wrong through the
page, and the verdict and the engine's explanation read back must be those the same
exercise gives in this process. The dashboard is run the same way and a whole first hand is
played against two computer players with a deal code: the page must take the actions the
headless controller takes for that code (the computer players are the kit's, seeded by the
code) and end the hand with the engine's own account of its scoring.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from dashboard_drivers import highest_card, highest_legal
from dashboard_page import after, hand_codes, set_up, status
from lesson_page import answer_and_check, drivable
from playwright.sync_api import Page, expect
from site_page import KERNEL_TIMEOUT, build_site, only_this_site, open_notebook, run_all, serve

from coteccio_lab.curriculum import lesson_of, notebooks, right_answer, wrong_answer
from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.setup import Setup
from coteccio_lab.dealcode import deal_code
from coteccio_lab.records import HandRecord, replay

ROOT = Path(__file__).resolve().parents[2]
LESSONS = {p.name: p for p in notebooks(ROOT / "lessons")}
OPPONENTS = ("cautious", "expert")
START = 2

pytestmark = [pytest.mark.browser, pytest.mark.slow]


@pytest.fixture(scope="module")
def site_url() -> Iterator[str]:
    folder = build_site()
    with serve(folder) as url:
        yield url


@pytest.fixture
def offline(browser: Any, site_url: str) -> Iterator[tuple[Page, list[str]]]:
    """A page that reaches this site only; the list collects every other URL asked for."""
    context = browser.new_context(service_workers="block",
                                  viewport={"width": 1200, "height": 1000})
    blocked = only_this_site(context, site_url)
    page = context.new_page()
    try:
        yield page, blocked
    finally:
        context.close()


def no_errors_in_outputs(page: Page) -> None:
    expect(page.locator('[data-mime-type="application/vnd.jupyter.stderr"]')).to_have_count(0)
    expect(page.get_by_text("Traceback (most recent call last)")).to_have_count(0)
    expect(page.locator(".cot-msg-error")).to_have_count(0)


def answer_one_exercise(page: Page, name: str) -> None:
    """Run the lesson ``name`` (open in ``page``) top to bottom, then answer its first
    exercise that the page can be driven through, right and then wrong."""
    lesson = lesson_of(LESSONS[name])
    run_all(page)
    no_errors_in_outputs(page)
    expect(page.locator(".cot-lesson-exercise")).to_have_count(len(lesson.exercises))
    spec = next(s for s in lesson.exercises if drivable(lesson.build(s.key)))
    exercise = lesson.build(spec.key)
    box = page.locator(f".{lesson.css_class(spec.key)}")
    box.scroll_into_view_if_needed()
    answer_and_check(box, exercise, right_answer(exercise), "correct")
    answer_and_check(box, exercise, wrong_answer(exercise), "not quite")
    no_errors_in_outputs(page)


def test_the_first_page_lists_the_lessons_and_lesson_1_runs_from_it(
    offline: tuple[Page, list[str]], site_url: str
) -> None:
    page, blocked = offline
    page.goto(site_url)
    links = page.locator("a.cot-site-lesson")
    expect(links).to_have_count(len(LESSONS) + 1)
    for i, path in enumerate(sorted(LESSONS.values())):
        expect(links.nth(i)).to_contain_text(lesson_of(path).title)
        assert links.nth(i).get_attribute("href") == f"notebooks/index.html?path={path.name}"
    assert links.last.get_attribute("href") == "notebooks/index.html?path=dashboard.ipynb"
    links.first.click()
    expect(page.locator(".jp-Notebook")).to_be_visible(timeout=KERNEL_TIMEOUT)
    expect(page.locator(".jp-MarkdownCell").first).to_contain_text("Lesson 1")
    answer_one_exercise(page, "01-the-cards.ipynb")
    assert blocked == []


def test_lesson_4_runs_in_the_browser_and_checks_answers(
    offline: tuple[Page, list[str]], site_url: str
) -> None:
    page, blocked = offline
    open_notebook(page, site_url, "04-the-capote.ipynb")
    answer_one_exercise(page, "04-the-capote.ipynb")
    assert blocked == []


def first_hand(code: str) -> tuple[list[str], Dashboard]:
    """Seat 0's actions in the first hand of ``code`` (highest legal card, capote attempted),
    played by the headless controller the page runs."""
    d = Dashboard()
    d.start(Setup(rules={"preset": "trieste", "start": START}, opponents=OPPONENTS, code=code))
    actions = []
    while d.phase != "hand_over":
        if d.phase == "capote":
            d.decide("attempt")
            actions.append("capote attempt")
        else:
            card = highest_legal(d)
            assert d.click(card)
            actions.append(f"play {card}")
    return actions, d


def test_a_hand_of_the_dashboard_against_the_computer_players(
    offline: tuple[Page, list[str]], site_url: str
) -> None:
    page, blocked = offline
    code = deal_code(7)
    expected, headless = first_hand(code)
    open_notebook(page, site_url, "dashboard.ipynb")
    # the code cell is collapsed in the site: the page reads as the app
    expect(page.locator(".jp-InputArea-editor").first).to_be_hidden()
    run_all(page)
    expect(page.locator(".cot-start")).to_be_visible()
    state = set_up(page, code, START, OPPONENTS)
    assert state["code"] == code and state["phase"] == "play"

    actions: list[str] = []
    for _ in range(40):
        if state["phase"] == "hand_over":
            break
        version = state["version"]
        if state["phase"] == "play":
            legal = hand_codes(page, ".cot-hand .cot-card.cot-legal")
            assert legal and set(legal) <= set(hand_codes(page))
            best = highest_card(legal)
            page.locator(f".cot-hand .cot-card-{best}").click()
            actions.append(f"play {best}")
        elif state["phase"] == "capote":
            page.locator(".cot-capote-attempt").click()
            actions.append("capote attempt")
        else:
            pytest.fail(f"unexpected phase {state['phase']!r}")
        state = after(page, version, timeout=60_000)
    assert actions == expected
    summary = page.locator(".cot-hand-summary")
    expect(summary).to_be_visible()
    said = summary.inner_text()
    record = HandRecord.from_json(headless.records()[0])
    for line in replay(record).score.explain("en"):
        assert line in said, (line, said)
    assert status(page)["hands"] == "1"
    no_errors_in_outputs(page)
    assert blocked == []
