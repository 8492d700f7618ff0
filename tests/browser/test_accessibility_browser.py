"""WCAG 2.1 AA, checked by axe-core in Chromium on every state a learner or a teacher meets.

axe-core comes from the npm registry (``harness.axe`` installs it into ``build/axe``) and is
run inside each page (``accessibility_page``) with the WCAG 2.0 and 2.1 A and AA rules; a
critical or a serious violation anywhere fails the test, with the rule, the element and why.

The states: the dashboard from the set-up to a retried mistake (the set-up, a hand in play, a
card refused, the capote choice, the hand over, the review, a step of the hand face up, the
retry and its answer), the practice page, each in English, Italian and Portuguese; every
page of the class service (the join, sign-in, joined, lobby, table, teacher's and projector
pages) in the three languages. Lessons 1 and 4 (in English as loaded and with their exercises
answered, the Italian lesson 1 and the Portuguese lesson 4 as loaded) are read in
``test_lessons_browser.py``, which opens them anyway.
The static site's pages (each language's index and dashboard, the Italian lesson 1) are
checked in ``test_site_browser.py`` and ``test_site_lessons_browser.py``, in the pages they
open anyway. The hand played is the first of a deal code found here with the headless controller
(seat 0 plays its highest legal card) in which seat 0 faces the capote choice and makes a
mistake the review offers to retry.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from accessibility_page import blocking_violations
from class_server import ClassServer
from dashboard_drivers import highest_card, highest_legal
from dashboard_page import after, hand_codes, pick_language, play_the_hand, status
from dashboard_page import set_up as set_up_table
from harness.serverproc import DashboardProcess
from playwright.sync_api import Browser, Page, expect

from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.reviewing import ReviewState
from coteccio_lab.dashboard.setup import Setup
from coteccio_lab.dealcode import deal_code
from coteccio_lab.drills import LESSON_OF
from coteccio_lab.i18n import t

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
LANGS = ("en", "it", "pt")
LOCALE = {"en": "en-GB", "it": "it-IT", "pt": "pt-BR"}
OPPONENTS = ("cautious", "random")
START = 4
LOAD_TIMEOUT = 120_000


def a_hand_with_capote_and_mistake() -> tuple[str, int]:
    """A deal code whose first hand, seat 0 playing its highest legal card, asks seat 0 the
    capote choice and holds a decision the review offers to retry; that decision's index."""
    for seed in range(400):
        d = Dashboard()
        d.start(Setup(rules={"preset": "trieste", "start": START}, opponents=OPPONENTS,
                      code=deal_code(seed)))
        asked = False
        while d.phase in ("play", "capote"):
            if d.phase == "play":
                d.click(highest_legal(d))
            else:
                asked = True
                d.decide("attempt")
        if not asked:
            continue
        state = ReviewState()
        if d.phase != "hand_over" or not state.open(d):
            continue
        for i, decision in enumerate(state.decisions):
            if decision.kind == "card" and decision.grade in ("mistake", "blunder"):
                return deal_code(seed), i
    raise AssertionError("no deal code in 400 gives seat 0 the capote and a card mistake")


def a_deal_with_a_refusal() -> str:
    """A deal code whose first hand, seat 0 playing its highest legal card, comes to a turn
    where seat 0 holds a card it may not play."""
    for seed in range(400):
        d = Dashboard()
        d.start(Setup(rules={"preset": "trieste", "start": START}, opponents=OPPONENTS,
                      code=deal_code(seed)))
        while d.phase == "play":
            if len(d.legal_codes) < len(d.my_cards):
                return deal_code(seed)
            d.click(highest_legal(d))
    raise AssertionError("no deal code in 400 gives seat 0 a card it may not play")


def in_each_language(page: Page, where: str) -> list[str]:
    """axe on the dashboard in each language (its picker), back in English after."""
    found: list[str] = []
    for lang in (*LANGS[1:], LANGS[0]):
        pick_language(page, lang)  # axe reads the table drawn in that language
        found += blocking_violations(page, f"{where} [{lang}]")
    return found


def test_the_dashboard_from_the_set_up_to_a_retry(
    dashboard_server: DashboardProcess, page: Page
) -> None:
    code, at = a_hand_with_capote_and_mistake()
    page.set_viewport_size({"width": 1366, "height": 900})
    page.goto(dashboard_server.render_url("dashboard.ipynb"))
    page.locator(".cot-status-data").wait_for(state="attached", timeout=LOAD_TIMEOUT)
    expect(page.locator(".cot-start")).to_be_visible(timeout=LOAD_TIMEOUT)
    found = in_each_language(page, "set-up")
    page.locator(".cot-more-rules .jupyter-widget-Collapse-header").click()
    found += blocking_violations(page, "set-up, more rules open")

    state = set_up_table(page, code, START, OPPONENTS)
    found += in_each_language(page, "a hand in play")
    state = status(page)  # each language drew the page again

    def at_capote() -> None:
        found.extend(in_each_language(page, "the capote choice"))

    state = play_the_hand(page, state, at_capote)
    assert state["phase"] == "hand_over", state
    found += in_each_language(page, "the hand over")

    page.locator(".cot-review-open").click()
    expect(page.locator(".cot-review-decision").first).to_be_visible(timeout=60_000)
    found += in_each_language(page, "the review")
    page.locator(".cot-review-next").click()
    expect(page.locator(".cot-review-played").first).to_be_visible()
    found += blocking_violations(page, "the review, a trick face up")
    page.locator(f".cot-review-retry-{at}").click()
    expect(page.locator(".cot-review-retry")).to_be_visible()
    found += in_each_language(page, "the retry")
    page.locator(".cot-review-hand .cot-card.cot-legal").first.click()
    expect(page.locator(".cot-review-answer")).to_be_visible()
    found += in_each_language(page, "the retry answered")

    # a new match, where the learner's first card is refused (aria-disabled, and said why)
    page.locator(".cot-review-back").click()
    page.locator(".cot-setup-panel > .jupyter-widget-Collapse > .jupyter-widget-Collapse-header"
                 ).click()
    state = set_up_table(page, a_deal_with_a_refusal(), START, OPPONENTS)
    legal = hand_codes(page, ".cot-hand .cot-card.cot-legal")
    while len(legal) == len(hand_codes(page)):
        page.locator(f".cot-hand .cot-card-{highest_card(legal)}").click()
        state = after(page, state["version"])
        legal = hand_codes(page, ".cot-hand .cot-card.cot-legal")
    illegal = [c for c in hand_codes(page) if c not in legal]
    card = page.locator(f".cot-hand .cot-card-{illegal[0]}")
    expect(card).to_have_attribute("aria-disabled", "true")
    card.click(force=True)  # a mouse still reaches it: the refusal says why
    after(page, state["version"])
    expect(page.locator(".cot-announce .cot-announce-line", has_text="You cannot play")
           ).to_have_count(1)
    found += in_each_language(page, "a card refused")
    assert found == [], "\n".join(found)


def test_the_live_region_tells_a_whole_trick(
    dashboard_server: DashboardProcess, page: Page
) -> None:
    """With the computer's cards laid one by one (half a second each), the table's log
    tells, in order and once, the sentences the headless controller says for the same
    moves: the learner's card, each computer card with its seat and reason, the trick's
    winner, the learner's turn; switching the language tells nothing again."""
    code = a_deal_with_a_refusal()
    headless = Dashboard()
    headless.start(Setup(rules={"preset": "trieste", "start": START}, opponents=OPPONENTS,
                         code=code))
    page.goto(dashboard_server.render_url("dashboard.ipynb"))
    expect(page.locator(".cot-start")).to_be_visible(timeout=LOAD_TIMEOUT)
    state = set_up_table(page, code, START, OPPONENTS)
    page.locator(".cot-pace select").select_option("0.5")
    lines = page.locator(".cot-announce .cot-announce-line")
    expect(lines.last).to_have_text(headless.note_lines("en")[-1][1])
    before = lines.count()
    card = highest_legal(headless)
    headless.click(card)
    page.locator(f".cot-hand .cot-card-{card}").click()
    after(page, state["version"])
    expected = [text for _kind, text in headless.note_lines("en")]
    expect(lines).to_have_count(before + len(expected))
    assert lines.all_inner_texts()[before:] == expected
    assert any("won trick 1" in line for line in expected), expected
    pick_language(page, "it")
    assert lines.count() == before + len(expected)


@pytest.mark.parametrize("lang", LANGS)
def test_the_practice_page(dashboard_server: DashboardProcess, page: Page, lang: str) -> None:
    page.goto(dashboard_server.render_url("practice.ipynb") + f"?lang={lang}",
              timeout=LOAD_TIMEOUT)
    expect(page.locator(".cot-practice-status")).to_contain_text(
        t("practice_kept_browser", lang), timeout=LOAD_TIMEOUT)
    expect(page.locator("html")).to_have_attribute("lang", lang)
    found = blocking_violations(page, f"practice [{lang}]")
    for skill in ("trick", "legal"):
        page.locator(f".cot-practice-skill-{skill}").click()
        # the drill of this skill, not the one before it still on the page
        expect(page.locator(".cot-practice-caption")).to_contain_text(
            t("practice_drill_of", lang, skill=t(f"skill_{skill}", lang),
              lesson=LESSON_OF[skill]), timeout=30_000)
        drill = page.locator(".cot-practice-drill .cot-exercise")
        expect(drill.locator(".cot-check")).to_be_visible(timeout=30_000)
        drill.locator(".cot-check").click()
        expect(drill.locator(".cot-feedback")).to_contain_text(t("ex_not_quite", lang))
        found += blocking_violations(page, f"practice, a {skill} drill checked [{lang}]")
    assert found == [], "\n".join(found)


# ---- the class service's pages ------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_every_class_page(class_server: ClassServer, browser: Browser, lang: str) -> None:
    url = class_server.url
    context = browser.new_context(locale=LOCALE[lang], viewport={"width": 1366, "height": 900})
    page = context.new_page()
    found: list[str] = []

    def check(page: Page, where: str) -> None:
        expect(page.locator("html")).to_have_attribute("lang", lang)
        assert page.title().strip(), f"{where}: no title"
        found.extend(blocking_violations(page, f"{where} [{lang}]"))

    page.goto(url + "join")
    check(page, "join")
    page.locator(".cot-join-name").fill(f"ana{lang}")
    page.locator(".cot-join-submit").click()
    expect(page.locator(".cot-joined-links")).to_be_visible()
    check(page, "joined")
    page.locator(".cot-joined-links a[href$='/tables']").click()
    expect(page.locator(".cot-lobby")).to_be_visible()
    check(page, "lobby")
    page.locator(".cot-table-seats").fill("2")
    page.locator(".cot-table-new").click()
    page.wait_for_url(re.compile(r"/table/[0-9a-f]{8}$"))
    expect(page.locator(".cot-table-page")).to_be_visible()
    check(page, "table, waiting for a seat")
    other_context = browser.new_context(locale=LOCALE[lang])
    other = other_context.new_page()
    other.goto(url + "join")
    other.locator(".cot-join-name").fill(f"bo{lang}")
    other.locator(".cot-join-submit").click()
    other.locator(".cot-joined-links a[href$='/tables']").click()
    table_id = page.url.rsplit("/", 1)[1]
    other.locator(f".cot-table-row[data-table='{table_id}'] .cot-sit").click()
    expect(page.locator(".cot-hand .cot-card")).to_have_count(5, timeout=15_000)
    expect(page.locator(".cot-announce[role='log']")).to_have_count(1)
    check(page, "table, in play")
    other_context.close()

    teacher_context = browser.new_context(locale=LOCALE[lang],
                                          viewport={"width": 1366, "height": 900})
    teacher = teacher_context.new_page()
    teacher.goto(url + "teacher")
    check(teacher, "teacher's sign-in")
    teacher.locator(".cot-teacher-secret").fill(class_server.secret)
    teacher.locator(".cot-teacher-submit").click()
    expect(teacher.locator(".cot-teach-give")).to_be_visible()
    check(teacher, "teacher's page")
    teacher.goto(url + "projector")
    expect(teacher.locator(".cot-projector")).to_be_visible()
    check(teacher, "projector")
    context.close()
    teacher_context.close()
    assert found == [], "\n".join(found)
