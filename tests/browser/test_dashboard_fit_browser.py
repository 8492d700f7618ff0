"""The dashboard fits a school laptop (1366×768) and a phone (390×844) in each language.

On each screen: the setup shows its three beginner's choices with no label cut and no
control under another's text, the house rules open behind "More rules" just as cleanly,
and once a match starts the table (the felt with every seat) and the learner's cards are
inside the viewport without scrolling, with nothing on the page sticking out of its box or
cut by an ellipsis.
"""

from __future__ import annotations

import pytest
from dashboard_page import (
    after,
    covered_seats,
    hand_codes,
    layout_faults,
    outside_viewport,
    press_start,
    set_pace,
)
from harness.serverproc import DashboardProcess
from playwright.sync_api import Browser, expect
from voila_harness import collect_page_errors

from coteccio_lab.dealcode import deal_code
from coteccio_lab.i18n import t

pytestmark = pytest.mark.browser

SCREENS = {"laptop": (1366, 768), "phone": (390, 844)}
CODE = deal_code(11)


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_table_and_the_hand_fit_the_screen(
    dashboard_server: DashboardProcess, browser: Browser, screen: str, lang: str
) -> None:
    width, height = SCREENS[screen]
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    errors = collect_page_errors(page)
    try:
        page.goto(dashboard_server.render_url("dashboard.ipynb") + f"?lang={lang}")
        start = page.locator(".cot-start")
        expect(start).to_have_text(t("ui_start", lang), timeout=60_000)
        # the beginner's three choices, and Start, on the first screen
        for hook in (".cot-rules-players", ".cot-level-1", ".cot-deal-code", ".cot-start"):
            expect(page.locator(hook)).to_be_visible()
            assert outside_viewport(page, hook) == []
        expect(page.locator(".cot-rules-preset")).to_be_hidden()
        assert layout_faults(page) == []
        # the house rules, behind one fold
        page.locator(".cot-more-rules").get_by_text(t("dash_more_rules", lang)).click()
        expect(page.locator(".cot-rules-preset")).to_be_visible()
        assert layout_faults(page) == []

        page.locator(".cot-deal-code input").fill(CODE)
        set_pace(page, 0)
        state = press_start(page)
        assert state["phase"] in ("play", "capote"), state
        expect(page.locator(".cot-hand .cot-card")).to_have_count(5)
        page.wait_for_timeout(300)  # the setup panel's fold has finished moving
        assert outside_viewport(page, ".cot-felt") == []
        assert outside_viewport(page, ".cot-felt .cot-seat") == []
        assert outside_viewport(page, ".cot-hand .cot-card") == []
        assert outside_viewport(page, ".cot-hand") == []
        assert layout_faults(page) == []
        # a card played: the trick's cards lie on the felt, and cover no seat
        legal = hand_codes(page, ".cot-hand .cot-card.cot-legal")
        page.locator(f".cot-hand .cot-card-{legal[0]}").click()
        state = after(page, state["version"])
        assert page.locator(".cot-trick .cot-card").count() >= 2
        assert covered_seats(page) == []
        assert outside_viewport(page, ".cot-hand .cot-card") == []
        assert layout_faults(page) == []
        errors.assert_none()
    finally:
        context.close()
