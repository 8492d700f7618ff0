"""The dashboard's felt and scoreboard are drawn in the page from its seat's view, with the
board's words the widget sends once a language (``texts``, ``render.boardview.board_texts``):
a language picked in the middle of a hand draws them again in that language, at once."""

from __future__ import annotations

import pytest
from dashboard_page import set_up as set_up_table
from harness.serverproc import DashboardProcess
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.browser

LOAD_TIMEOUT = 120_000


def test_the_felt_and_the_scoreboard_follow_the_language(
    dashboard_server: DashboardProcess, page: Page
) -> None:
    errors: list[str] = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.goto(dashboard_server.render_url("dashboard.ipynb"))
    page.locator(".cot-status-data").wait_for(state="attached", timeout=LOAD_TIMEOUT)
    expect(page.locator(".cot-start")).to_be_visible(timeout=LOAD_TIMEOUT)
    set_up_table(page, "0000-00AB", 4, ("cautious", "random"))
    felt = page.locator(".cot-board .cot-felt")
    board = page.locator(".cot-board .cot-scoreboard")
    expect(felt.locator(".cot-seat")).to_have_count(3)
    expect(felt.locator(".cot-seat-0 .cot-seat-info")).to_have_text("tricks 0 · 0 pts · your turn")
    expect(board.locator(".cot-lives-0")).to_have_text("4")
    expect(board).to_contain_text("lives")
    for lang, name, you, info, counter in (
        ("it", "Italiano", "Tu", "prese 0 · 0 punti · tocca a te", "vite"),
        ("pt", "Português", "Você", "vazas: 0 · 0 pts · sua vez", "vidas"),
    ):
        page.locator(".cot-language button", has_text=name).click()
        expect(page.locator("html")).to_have_attribute("lang", lang)
        expect(felt.locator(".cot-seat-name-0")).to_contain_text(you)
        expect(felt.locator(".cot-seat-0 .cot-seat-info")).to_have_text(info)
        expect(board).to_contain_text(counter)
        expect(board.locator("th").nth(1)).to_have_text(you)
    assert not errors, errors
