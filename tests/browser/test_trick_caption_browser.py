"""On a phone (390×844) the caption of a finished trick ("You took the trick (11 points).")
lies in the gap between the trick's cards: it covers no card of the trick and no seat's
name, in each language."""

from __future__ import annotations

import pytest
from dashboard_page import after, hand_codes, pick_language, set_up, status
from harness.feltcheck import CAPTION_COVERS
from harness.serverproc import DashboardProcess
from playwright.sync_api import Browser, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from voila_harness import screen_page

from coteccio_lab.dealcode import deal_code

pytestmark = pytest.mark.browser

LANGS = ("en", "it", "pt")


@pytest.mark.parametrize("lang", LANGS)
def test_a_finished_tricks_caption_covers_no_card(
    dashboard_server: DashboardProcess, browser: Browser, lang: str
) -> None:
    with screen_page(browser, 390, 844) as (page, errors):
        page.goto(dashboard_server.render_url("dashboard.ipynb") + "?lang=en")
        expect(page.locator(".cot-start")).to_be_visible(timeout=60_000)
        state = set_up(page, deal_code(5), 4, ("cautious", "random", "cautious"))
        if lang != "en":
            # the table drawn again in the language before a card is read off it (fresh32
            # read the status as "wait", a draw of the switch, not the table to go on from)
            state = pick_language(page, lang)
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
