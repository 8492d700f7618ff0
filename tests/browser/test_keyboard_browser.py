"""The dashboard by keyboard alone, and what its live region tells a screen reader.

A learner who cannot use a mouse starts a match, plays a whole hand, answers the capote
choice, opens the review, retries a mistake and answers it (wrong, then right), changes a
rule and starts a new match: with Tab, the arrow keys and Enter only. The page counts every
pointer event it receives; there must be none. Each time something appears (the hand after
Start, the choice when it is asked, the review, the retry's question) the keyboard's focus
must already be on it.

The deal is found with the headless controller (``test_accessibility_browser``): seat 0,
playing its highest legal card, is asked the capote choice and makes a mistake the review
offers to retry. The live region (``cot-announce``, role ``log``) must tell, in order, the
same sentences the headless controller says for the same moves: each card with its seat,
the trick's winner, the learner's turn.
"""

from __future__ import annotations

import re

import pytest
from dashboard_drivers import highest_card, highest_legal
from dashboard_page import after, hand_codes, status
from harness.serverproc import DashboardProcess
from playwright.sync_api import Page, expect
from test_accessibility_browser import OPPONENTS, START, a_hand_with_capote_and_mistake

from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.reviewing import ReviewState
from coteccio_lab.dashboard.setup import Setup

pytestmark = pytest.mark.browser

COUNT_POINTER = """() => {
  window.cotPointer = 0;
  for (const type of ["pointerdown", "mousedown", "mouseup", "pointerup", "wheel"]) {
    document.addEventListener(type, () => { window.cotPointer += 1; }, true);
  }
}"""


def focused(page: Page, selector: str) -> bool:
    return bool(page.evaluate(
        "sel => !!document.activeElement && document.activeElement.matches(sel)", selector))


def tab_to(page: Page, selector: str, most: int, *, back: bool = False) -> int:
    """Press Tab (Shift+Tab with ``back``) until the focus is on ``selector``; how many
    presses it took (at most ``most``)."""
    for presses in range(most + 1):
        if focused(page, selector):
            return presses
        page.keyboard.press("Shift+Tab" if back else "Tab")
    raise AssertionError(f"{selector} not reached in {most} Tabs; focus on " + page.evaluate(
        "() => document.activeElement && document.activeElement.outerHTML.slice(0, 200)"))


def _luminance(rgb: tuple[float, ...]) -> float:
    lin = [c / 255 / 12.92 if c / 255 <= 0.03928 else ((c / 255 + 0.055) / 1.055) ** 2.4
           for c in rgb[:3]]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def ring_faults(page: Page) -> list[str]:
    """What is wrong with the focus ring of the element in focus: WCAG 2.4.7 and 1.4.11 want
    it seen, 2 px or more here, at 3:1 or more against the page's white."""
    ring = page.evaluate("""() => {
      const el = document.activeElement, s = getComputedStyle(el);
      return [el.className.toString().slice(0, 60), s.outlineStyle, s.outlineWidth,
              s.outlineColor];
    }""")
    where, style, width, color = ring
    rgb = tuple(float(x) for x in re.findall(r"[\d.]+", color))
    contrast = 1.05 / (_luminance(rgb) + 0.05)
    faults = []
    if style == "none" or float(width.rstrip("px")) < 2:
        faults.append(f"{where}: a focus ring of {width} {style}")
    if contrast < 3:
        faults.append(f"{where}: the focus ring {color} is {contrast:.2f}:1 on white")
    return faults


def arrow_to(page: Page, row: str, code: str) -> None:
    """With the focus in the card row ``row``, move by → to the card ``code``."""
    for _ in range(12):
        if focused(page, f"{row} .cot-card-{code}"):
            return
        page.keyboard.press("ArrowRight")
    raise AssertionError(f"{code} not reached by the arrows in {row}")


def announced(page: Page) -> list[str]:
    return page.locator(".cot-announce .cot-announce-line").all_inner_texts()


def test_a_match_by_keyboard_alone(dashboard_server: DashboardProcess, page: Page) -> None:
    code, at = a_hand_with_capote_and_mistake()
    headless = Dashboard()
    headless.start(Setup(rules={"preset": "trieste", "start": START}, opponents=OPPONENTS,
                         code=code))
    page.set_viewport_size({"width": 1366, "height": 900})
    page.goto(dashboard_server.render_url("dashboard.ipynb"))
    page.locator(".cot-status-data").wait_for(state="attached", timeout=120_000)
    expect(page.locator(".cot-start")).to_be_visible(timeout=120_000)
    page.evaluate(COUNT_POINTER)

    # the set-up: two computer players (3 at the table), four lives (More rules), the code
    tab_to(page, ".cot-rules-players input", 30)
    page.keyboard.press("Control+A")
    page.keyboard.type(str(len(OPPONENTS) + 1))
    page.keyboard.press("Enter")
    expect(page.locator(f".cot-level-{len(OPPONENTS) + 1}")).to_be_hidden()
    for seat, level in enumerate(OPPONENTS, 1):
        tab_to(page, f".cot-level-{seat} select", 10)
        page.keyboard.type(page.locator(f".cot-level-{seat} select option",
                                        has_text=level.capitalize()).first.inner_text())
    rings = ring_faults(page)  # a select
    tab_to(page, ".cot-deal-code input", 10)
    rings += ring_faults(page)  # a text field
    page.keyboard.type(code)
    more = page.locator(".cot-more-rules .jupyter-widget-Collapse-header")
    tab_to(page, ".cot-more-rules .jupyter-widget-Collapse-header", 20)
    expect(more).to_have_attribute("aria-expanded", "false")
    rings += ring_faults(page)  # a fold
    page.keyboard.press("Enter")
    expect(more).to_have_attribute("aria-expanded", "true")
    tab_to(page, ".cot-rules-start input", 10)
    page.keyboard.press("Control+A")
    page.keyboard.type(str(START))
    page.keyboard.press("Enter")
    welcome = len(announced(page))  # what the page said on opening
    before = status(page)["version"]
    tab_to(page, ".cot-start", 20, back=True)
    rings += ring_faults(page)  # a button
    page.keyboard.press("Enter")
    state = after(page, before, timeout=60_000)
    while state["phase"] == "setup":  # widget values still arriving
        state = after(page, state["version"])
    assert state["code"] == code and state["phase"] == "play", state
    # the focus is on the hand: the first card that may be played
    expect(page.locator(".cot-hand .cot-card.cot-legal").first).to_be_focused()
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowLeft")  # the focus as the keyboard moves it (focus-visible)
    rings += ring_faults(page)  # a card
    assert rings == [], rings
    assert announced(page)[welcome:] == [text for _kind, text in headless.note_lines("en")]

    # the whole hand by arrows and Enter; the capote choice by Tab and Enter
    told = len(announced(page))
    first_trick = True
    for _ in range(40):
        phase, version = state["phase"], state["version"]
        if phase == "play":
            best = highest_legal(headless)
            assert best == highest_card(hand_codes(page, ".cot-hand .cot-card.cot-legal"))
            arrow_to(page, ".cot-hand", best)
            page.keyboard.press("Enter")
            headless.click(best)
        elif phase == "capote":
            expect(page.locator(".cot-capote-annul")).to_be_focused()
            page.keyboard.press("Tab")
            expect(page.locator(".cot-capote-attempt")).to_be_focused()
            page.keyboard.press("Enter")
            headless.decide("attempt")
        else:
            break
        state = after(page, version)
        if first_trick:
            # the live region told the trick, card by card with its seat, its winner and
            # the learner's turn, in the headless controller's words
            first_trick = False
            expected = [text for _kind, text in headless.note_lines("en")]
            expect(page.locator(".cot-announce .cot-announce-line")).to_have_count(
                told + len(expected))
            said = announced(page)[told:]
            assert said == expected
            assert any("won trick 1" in line for line in said), said
    assert state["phase"] == "hand_over", state
    expect(page.locator(".cot-next")).to_be_focused()

    # the review: reached by Tab, opened by Enter, the focus on its title
    tab_to(page, ".cot-review-open", 40)
    page.keyboard.press("Enter")
    expect(page.locator(".cot-review-title")).to_be_focused(timeout=60_000)
    review = ReviewState()
    assert review.open(headless)
    mistake = review.decisions[at]
    tab_to(page, f".cot-review-retry-{at}", 40)
    page.keyboard.press("Enter")
    expect(page.locator(".cot-review-prompt")).to_be_focused()
    tab_to(page, ".cot-review-hand .cot-card", 20)
    arrow_to(page, ".cot-review-hand", mistake.played)
    page.keyboard.press("Enter")
    answer = page.locator(".cot-review-answer")
    expect(answer).to_have_attribute("data-right", "false")
    expect(page.locator(".cot-review-said")).to_have_text(answer.inner_text())
    arrow_to(page, ".cot-review-hand", mistake.best)
    page.keyboard.press("Enter")
    expect(answer).to_have_attribute("data-right", "true")
    tab_to(page, ".cot-review-back", 20)
    page.keyboard.press("Enter")
    expect(page.locator(".cot-review-title")).to_be_focused()

    # a rule changed (three lives), a new match started: all from the folded set-up
    tab_to(page, ".cot-setup-panel > .jupyter-widget-Collapse > .jupyter-widget-Collapse-header",
           80, back=True)
    page.keyboard.press("Enter")
    expect(page.locator(".cot-start")).to_be_visible()
    tab_to(page, ".cot-rules-start input", 30)
    page.keyboard.press("Control+A")
    page.keyboard.type("3")
    page.keyboard.press("Enter")
    tab_to(page, ".cot-deal-code input", 30, back=True)
    page.keyboard.press("Control+A")
    page.keyboard.press("Delete")
    before = status(page)["version"]
    tab_to(page, ".cot-start", 5)
    page.keyboard.press("Enter")
    state = after(page, before, timeout=60_000)
    while state["phase"] in ("hand_over", "wait"):
        state = after(page, state["version"])
    assert state["hands"] == "0" and state["code"] != code, state
    expect(page.locator(".cot-lives-0")).to_contain_text("3")
    expect(page.locator(".cot-hand .cot-card.cot-legal").first).to_be_focused()
    assert page.evaluate("window.cotPointer") == 0
