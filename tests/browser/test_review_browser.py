"""The review of a hand on the dashboard, in Chromium: a deliberate mistake graded with a
sentence, the retry put back at that position, a wrong answer refused, the right one
accepted; the panel in Italian; on a laptop and a phone, nothing cut or overlapping.

What the page must show is derived here from the engine: the test searches deal codes with
the headless controller (the code the page runs) for a first hand where seat 0, always
playing its highest legal card, makes a card mistake or blunder by the review; then plays
that hand through the page, reading only the page, and checks the page's review against
the review worked out here. ``COTECCIO_SHOTS=DIR`` keeps screenshots of the panel.
"""

from __future__ import annotations

import functools
from typing import Any

import pytest
from dashboard_drivers import highest_legal
from dashboard_page import hand_codes, layout_faults, play_the_hand, status
from dashboard_page import set_up as set_up_table
from harness.serverproc import DashboardProcess
from playwright.sync_api import Page, expect
from shots import shoot

from coteccio_lab.cards import Card
from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.reviewing import ReviewState
from coteccio_lab.dashboard.setup import Setup
from coteccio_lab.dealcode import deal_code

pytestmark = pytest.mark.browser

OPPONENTS = ("cautious", "random")
START = 4


def _reviewed_first_hand(seed: int) -> ReviewState | None:
    """The headless review of ``deal_code(seed)``'s first hand, played by the highest legal
    card (None if that hand has nothing to review)."""
    d = Dashboard()
    d.start(Setup(rules={"preset": "trieste", "start": START}, opponents=OPPONENTS,
                  code=deal_code(seed)))
    while d.phase in ("play", "capote"):
        if d.phase == "play":
            d.click(highest_legal(d))
        else:
            d.decide("attempt")
    state = ReviewState()
    return state if d.phase == "hand_over" and state.open(d) else None


def _first_card_mistake(state: ReviewState | None) -> int | None:
    if state is None:
        return None
    return next((i for i, decision in enumerate(state.decisions)
                 if decision.kind == "card" and decision.grade in ("mistake", "blunder")), None)


@functools.cache
def _seed_with_a_mistake() -> int:
    """The search is done once a worker; each test then reviews its own copy of that hand
    (a test may retry on its review)."""
    for seed in range(60):
        if _first_card_mistake(_reviewed_first_hand(seed)) is not None:
            return seed
    raise AssertionError("no deal code gives seat 0 a graded card mistake in 60 seeds")


def a_hand_with_a_mistake() -> tuple[str, ReviewState, int]:
    """A deal code whose first hand, played by the highest legal card, holds a card
    graded mistake or blunder; its review (headless) and that decision's index."""
    seed = _seed_with_a_mistake()
    state = _reviewed_first_hand(seed)
    at = _first_card_mistake(state)
    assert state is not None and at is not None
    return deal_code(seed), state, at


def test_a_mistake_is_reviewed_retried_and_the_right_card_accepted(
    dashboard_server: DashboardProcess, page: Page, page_errors: Any
) -> None:
    code, expected, at = a_hand_with_a_mistake()
    mistake = expected.decisions[at]
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(dashboard_server.render_url("dashboard.ipynb"))
    page.locator(".cot-status-data").wait_for(state="attached", timeout=60_000)
    expect(page.locator(".cot-start")).to_be_visible(timeout=60_000)
    state = set_up_table(page, code, START, OPPONENTS)
    # no review while the hand is being played: the answers would come before the question
    expect(page.locator(".cot-review-open")).to_have_count(0)
    state = play_the_hand(page, state)
    assert state["phase"] == "hand_over" and state["hands"] == "1"

    page.locator(".cot-review-open").click()
    rows = page.locator(".cot-review-decision")
    expect(rows).to_have_count(len(expected.decisions), timeout=60_000)
    row = rows.nth(at)
    expect(row).to_have_attribute("data-grade", mistake.grade)
    expect(row.locator(".cot-review-why")).to_have_text(mistake.why("en"))
    expect(row.locator(".cot-review-exact")).to_contain_text(mistake.judgement.text("en"))
    # the hand face up, trick by trick: as dealt, every seat's five cards
    step = page.locator(".cot-review-step")
    expect(step).to_contain_text("As dealt")
    assert len(hand_codes(page, ".cot-review-step .cot-card")) == 5 * (len(OPPONENTS) + 1)
    page.locator(".cot-review-next").click()
    expect(step).to_contain_text("Trick 1 of 5")
    expect(page.locator(".cot-review-played")).to_have_count(len(OPPONENTS) + 1)
    shoot(page, "review-en-1366", full_page=True)
    assert not layout_faults(page, ".cot-review")

    # retry: back at that position, the learner's cards then, nothing of the answer shown
    page.locator(f".cot-review-retry-{at}").click()
    retry = page.locator(".cot-review-retry")
    expect(retry).to_be_visible()
    expect(page.locator(".cot-review-why")).to_have_count(0)
    # what came after is not on the page: the table with the hand's log is hidden
    expect(page.locator(".cot-board")).to_be_hidden()
    expect(page.locator(".cot-log")).to_be_hidden()
    assert expected.retry(at)
    position = expected.position()
    assert position is not None
    held = [c.code() for c in position.holding(0)]
    assert hand_codes(page, ".cot-review-hand .cot-card") == held
    legal = [c.code() for c in position.following_suit]
    assert sorted(hand_codes(page, ".cot-review-hand .cot-card.cot-legal")) == sorted(legal)
    # the same mistake again: refused, try again
    page.locator(f".cot-review-hand .cot-card-{mistake.played}").click()
    answer = page.locator(".cot-review-answer")
    expect(answer).to_have_attribute("data-right", "false")
    expect(answer).to_contain_text("Try again")
    # the best card: accepted
    page.locator(f".cot-review-hand .cot-card-{mistake.best}").click()
    expect(answer).to_have_attribute("data-right", "true")
    expect(answer).to_contain_text(f"Right: the {Card.parse(mistake.best).name('en')} is the "
                                   "best choice here.")
    expect(answer).to_contain_text(mistake.graded_as(mistake.best).why("en"))
    shoot(page, "retry-en-1366", full_page=True)

    # in Italian, on a phone: the review's words are Italian, nothing cut or overlapping
    page.locator(".cot-language button", has_text="Italiano").click()
    expect(answer).to_contain_text("Giusto")
    page.locator(".cot-review-back").click()
    expect(page.locator(".cot-board")).to_be_visible()
    expect(rows.nth(at)).to_contain_text(mistake.why("it"))
    expect(page.locator(".cot-review-title")).to_have_text("Analisi della smazzata 1")
    shoot(page, "review-it-1366", full_page=True)
    assert not layout_faults(page, ".cot-review")
    page.set_viewport_size({"width": 390, "height": 844})
    page.locator(".cot-review-title").scroll_into_view_if_needed()
    shoot(page, "review-it-390", full_page=True)
    assert not layout_faults(page, ".cot-review")
    page.locator(".cot-review-next").click()
    expect(page.locator(".cot-review-step")).to_contain_text("Presa 2 su 5")
    page.locator(".cot-review-step").scroll_into_view_if_needed()
    shoot(page, "step-it-390", full_page=True)
    assert not layout_faults(page, ".cot-review")
    page.locator(f".cot-review-retry-{at}").click()
    expect(page.locator(".cot-review-prompt")).to_contain_text("scegli di nuovo")
    page.locator(".cot-review-retry").scroll_into_view_if_needed()
    shoot(page, "retry-it-390", full_page=True)
    assert not layout_faults(page, ".cot-review")
    page.locator(".cot-review-back").click()
    page.locator(".cot-language button", has_text="English").click()
    expect(page.locator(".cot-review-title")).to_have_text("Review of hand 1")
    page.locator(".cot-review-title").scroll_into_view_if_needed()
    shoot(page, "review-en-390", full_page=True)
    assert not layout_faults(page, ".cot-review")
    assert status(page)["phase"] == "hand_over"
    page_errors.assert_none()
