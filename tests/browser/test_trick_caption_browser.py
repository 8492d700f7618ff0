"""On a phone (390×844) the caption of a finished trick ("You took the trick (11 points).")
lies in the gap between the trick's cards: it covers no card of the trick and no seat's
name, in each language."""

from __future__ import annotations

import pytest
from dashboard_page import after, hand_codes, set_up, status
from harness.feltcheck import CAPTION_COVERS
from harness.serverproc import DashboardProcess
from playwright.sync_api import Browser, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from voila_harness import screen_page

from coteccio_lab.dealcode import deal_code

pytestmark = pytest.mark.browser

LANGUAGE_NAMES = {"en": "English", "it": "Italiano", "pt": "Português"}


@pytest.mark.parametrize("lang", list(LANGUAGE_NAMES))
def test_a_finished_tricks_caption_covers_no_card(
    dashboard_server: DashboardProcess, browser: Browser, lang: str
) -> None:
    with screen_page(browser, 390, 844) as (page, errors):
        page.goto(dashboard_server.render_url("dashboard.ipynb") + "?lang=en")
        expect(page.locator(".cot-start")).to_be_visible(timeout=60_000)
        state = set_up(page, deal_code(5), 4, ("cautious", "random", "cautious"))
        if lang != "en":
            page.locator(".cot-language button", has_text=LANGUAGE_NAMES[lang]).click()
            # the page redrawn in the language (its hand too) before a card is read off it
            expect(page.locator("html")).to_have_attribute("lang", lang)
            expect(page.locator(".cot-hand .cot-card.cot-legal").first).to_be_visible()
            # and the learner's turn settled: fresh32 read the status here as "wait" (version
            # 4), a draw of the switch that is not the table the test goes on from
            page.wait_for_function(
                "() => document.querySelector('.cot-status-data')?.dataset.phase === 'play'")
            state = status(page)
        for _ in range(20):
            covered = page.evaluate(f"({CAPTION_COVERS})(document)")
            if covered is not None:
                assert covered == [], covered
            if state["phase"] != "play":
                break
            card = hand_codes(page, ".cot-hand .cot-card.cot-legal")[0]
            page.locator(f".cot-hand .cot-card-{card}").click()
            # the card gone from the hand first: a redraw left over from the language switch
            # also raises the version, and the hand read after it could still hold this card
            expect(page.locator(f".cot-hand .cot-card-{card}")).to_have_count(0)
            state = after(page, state["version"])
        # the hand's last trick stays on the felt with its caption until the next hand
        assert state["phase"] == "hand_over", state
        try:
            shown = page.wait_for_function(f"() => ({CAPTION_COVERS})(document)",
                                           timeout=5_000).json_value()
        except PlaywrightTimeout:
            pytest.fail(f"no caption at the hand's end: {status(page)} "
                        f"{page.locator('.cot-felt').inner_html()}")
        assert shown == [], shown
        errors.assert_none()
