"""After *Review this hand*, the review is on the screen the moment it is ready, and its
line about the hand's mistakes links to the practice page, in the page's language.

On a school laptop (1366×768) and a phone (390×844): the hand of a deal where seat 0,
playing its highest legal card, makes a graded mistake (found headlessly, as
``test_review_browser`` finds it) is played through the page; the test clicks *Review this
hand* and never scrolls: the review's title must then lie inside the viewport. A retry
opened from the review is brought into view the same way. The practice line's link opens
the practice page in the dashboard's language, where the hand's mistake is waiting.
"""

from __future__ import annotations

import pytest
from dashboard_page import layout_faults, pick_language
from dashboard_page import set_up as set_up_table
from harness.serverproc import DashboardProcess
from playwright.sync_api import Browser, Page, expect
from shots import shoot
from test_review_browser import OPPONENTS, START, a_hand_with_a_mistake, play_the_hand
from voila_harness import screen_page

from coteccio_lab.i18n import t

pytestmark = pytest.mark.browser

SCREENS = {"laptop": (1366, 768), "phone": (390, 844)}
CASES = [("laptop", "en"), ("phone", "en"), ("phone", "it"), ("phone", "pt"), ("laptop", "pt")]


def in_viewport(page: Page, selector: str) -> bool:
    """The first element of ``selector`` lies wholly inside the viewport, as it is now."""
    box: list[float] = page.locator(selector).first.evaluate(
        "e => { const r = e.getBoundingClientRect();"
        " return [r.top, r.bottom, window.innerHeight]; }")
    top, bottom, height = box
    return top >= -0.5 and bottom <= height + 0.5


@pytest.mark.parametrize(("screen", "lang"), CASES, ids=[f"{s}-{lang}" for s, lang in CASES])
def test_the_review_opens_in_view_and_links_to_practice(
    dashboard_server: DashboardProcess, browser: Browser, screen: str, lang: str
) -> None:
    code, expected, at = a_hand_with_a_mistake()
    width, height = SCREENS[screen]
    with screen_page(browser, width, height) as (page, errors):
        page.goto(dashboard_server.render_url("dashboard.ipynb") + "?lang=en")
        expect(page.locator(".cot-start")).to_have_text(t("ui_start", "en"), timeout=60_000)
        state = play_the_hand(page, set_up_table(page, code, START, OPPONENTS))
        assert state["phase"] == "hand_over"
        if lang != "en":  # the learner turns the page to their language before the review
            pick_language(page, lang)
            expect(page.locator(".cot-review-open")).to_have_text(t("rvd_open", lang))

        opener = page.locator(".cot-review-open")
        opener.scroll_into_view_if_needed()  # as little as needed: at the bottom edge
        assert in_viewport(page, ".cot-review-open")
        opener.click()
        title = page.locator(".cot-review-title")
        expect(title).to_have_text(t("rvd_hand", lang, n=1), timeout=60_000)
        expect(page.locator(".cot-review-decision")).to_have_count(len(expected.decisions))
        # the title and the first graded decision on the screen, not under the fold (the
        # button clicked sat at the screen's bottom edge, where a click scrolls it to)
        page.wait_for_function(
            "() => { const r = document.querySelector('.cot-review-decision')"
            ".getBoundingClientRect(); return r.bottom <= window.innerHeight; }",
            timeout=5_000)
        assert in_viewport(page, ".cot-review-title")
        assert in_viewport(page, ".cot-review-decision")
        shoot(page, f"review-open-{lang}-{width}x{height}")

        line = page.locator(".cot-review-practice")
        expect(line).to_contain_text(t("rvd_practice_added", lang))
        link = line.locator("a.cot-review-practice-link")
        expect(link).to_have_text(t("rvd_practice_open", lang))
        expect(link).to_have_attribute("href", f"practice.ipynb?lang={lang}")
        assert not layout_faults(page, ".cot-review")

        # a retry, opened from far down the list, is brought into view too
        page.locator(f".cot-review-retry-{at}").click()
        expect(page.locator(".cot-review-retry")).to_be_visible()
        page.wait_for_function(
            "() => { const r = document.querySelector('.cot-review-retry')"
            ".getBoundingClientRect(); return r.top >= 0 && r.top < window.innerHeight; }",
            timeout=5_000)
        page.locator(".cot-review-back").click()
        expect(link).to_be_visible()

        # the link: the practice page, in the dashboard's language, the mistake waiting
        link.click()
        page.wait_for_url("**/practice.ipynb?lang=*", timeout=60_000)
        expect(page.locator(".cot-practice-title")).to_have_text(
            t("practice_title", lang), timeout=120_000)
        expect(page.locator(".cot-practice-row").first).to_be_visible()
        shoot(page, f"practice-from-review-{lang}-{width}x{height}")
        errors.assert_none()
