"""A card that looks playable takes the click at once, at the pace a learner first meets.

Whole hands at half a second a computer card: each time a card of the hand is marked
playable (``cot-legal`` in a row that is not ``cot-disabled``), the page clicks it, and in
the same task, before the kernel could answer, that card must lie in ``cot-trick`` and no
card of the hand may still look playable. While the computer's cards come down one by one,
no card looks playable either (a click there was lost: the board ignores clicks until the
table is drawn). Speed figures are ``benchmarks/dashboard.py``'s, never a test's.
"""

from __future__ import annotations

from typing import Any

import pytest
from dashboard_page import after, set_pace, set_up, status
from harness.serverproc import DashboardProcess
from playwright.sync_api import Page, expect

from coteccio_lab.dealcode import deal_code

pytestmark = pytest.mark.browser

PLAYABLE = ".cot-hand .cot-cards:not(.cot-disabled) .cot-card.cot-legal"

CLICK_AND_LOOK = """(playable) => {
  const el = document.querySelector(playable);
  if (!el) return null;
  const code = /\\bcot-card-(\\w\\w)\\b/.exec(el.getAttribute('class'))[1];
  el.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, detail: 1}));
  return {code, onTrick: !!document.querySelector(`.cot-trick .cot-card-${code}`),
          stillPlayable: document.querySelectorAll(playable).length,
          inHand: !!document.querySelector(`.cot-hand .cot-card-${code}`)};
}"""

WATCH_LAYING = """(playable) => {
  // every frame while the computer's cards come down: does any card look playable?
  window.__cotSeen = [];
  const look = () => {
    const phase = document.querySelector('.cot-status-data')?.dataset.phase;
    const laying = document.querySelector('.cot-board.cot-pending');
    if (laying && document.querySelector(playable)) window.__cotSeen.push(phase);
    if (window.__cotWatch) requestAnimationFrame(look);
  };
  window.__cotWatch = true;
  requestAnimationFrame(look);
}"""


def test_a_playable_card_is_played_the_moment_it_is_clicked(
    dashboard_server: DashboardProcess, page: Page, page_errors: Any
) -> None:
    page.set_viewport_size({"width": 1366, "height": 768})
    page.goto(dashboard_server.render_url("dashboard.ipynb"))
    expect(page.locator(".cot-start")).to_be_visible(timeout=60_000)
    state = set_up(page, deal_code(5), 4, ("cautious", "random", "cautious"))
    set_pace(page, 0.5)  # the page's default pace: the computer's cards one by one
    page.evaluate(WATCH_LAYING, PLAYABLE)
    clicked = 0
    for _ in range(80):
        if state["phase"] == "hand_over" and int(state["hands"]) >= 2:
            break
        if state["phase"] == "play":
            page.wait_for_selector(PLAYABLE, timeout=30_000)
            seen = page.evaluate(CLICK_AND_LOOK, PLAYABLE)
            assert seen is not None
            assert seen["onTrick"], f"{seen['code']} was clicked but is not on the trick"
            assert not seen["inHand"] and seen["stillPlayable"] == 0, seen
            clicked += 1
        elif state["phase"] == "capote":
            page.locator(".cot-capote-attempt").click()
        elif state["phase"] == "hand_over":
            page.locator(".cot-next").click()
        else:
            pytest.fail(f"unexpected phase {state}")
        state = after(page, state["version"], timeout=60_000)
    assert clicked >= 8, f"only {clicked} cards played"
    assert page.evaluate("window.__cotWatch = false; window.__cotSeen") == []
    assert status(page)["phase"] in ("hand_over", "play", "capote", "doctor", "over")
    page_errors.assert_none()
