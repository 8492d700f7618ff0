"""A kind of decision a test module adds (the knock, ``tests/knock_test_only.py``) is offered
and played on both screens in Chromium, with no edit of either: the dashboard served by the
launcher (its notebook adds the knock first, since the kernel is a process of its own) and a
class table page (the service runs in this process). Each page plays its first hand by
clicks, then shows the knock's two buttons worded by the catalogue and takes the click; the
computer seats answered it before."""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import nbformat
import pytest
from class_server import ClassServer
from dashboard_drivers import highest_card
from dashboard_page import after, hand_codes, press_start, set_pace
from harness.serverproc import DashboardProcess
from knock_test_only import KNOCKVILLE, add_knock, remove_knock
from playwright.sync_api import Browser, Page, expect
from shots import shoot

pytestmark = pytest.mark.browser

TESTS = Path(__file__).resolve().parents[1]
WAIT = 15_000


@pytest.fixture
def knock() -> Iterator[None]:
    add_knock()
    yield
    remove_knock()


def test_the_dashboard_offers_the_knock_and_plays_it(tmp_path: Path, page: Page,
                                                     page_errors: object) -> None:
    notebooks = tmp_path / "nb"
    notebooks.mkdir()
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(
        "from knock_test_only import add_knock\n"
        "add_knock()\n"
        "from coteccio_lab.dashboard.app import DashboardApp\n"
        "app = DashboardApp()\n"
        "app")]
    nbformat.write(nb, notebooks / "dashboard.ipynb")
    paths = [str(TESTS), *filter(None, os.environ.get("PYTHONPATH", "").split(os.pathsep))]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}
    with DashboardProcess(notebook_dir=notebooks, pool_size=1, env=env) as server:
        page.goto(server.render_url("dashboard.ipynb"))
        page.locator(".cot-status-data").wait_for(state="attached", timeout=60_000)
        expect(page.locator(".cot-start")).to_be_visible(timeout=60_000)
        page.locator(".cot-more-rules .jupyter-widget-Collapse-header").click()
        page.locator(".cot-rules-preset select").select_option(label="Knockville")
        expect(page.locator(".cot-level-3")).to_be_hidden()  # its three seats, fixed
        page.locator(".cot-deal-code input").fill("K7QX-3MPA")
        set_pace(page, 0)
        state = press_start(page)
        for _ in range(40):
            if state["phase"] == "play":
                legal = hand_codes(page, ".cot-hand .cot-card.cot-legal")
                page.locator(f".cot-hand .cot-card-{highest_card(legal)}").click()
            elif state["phase"] in ("setup", "capote"):
                if state["phase"] == "capote":
                    page.locator(".cot-choice").first.click()
            else:
                break
            state = after(page, state["version"])
        assert state["phase"] == "knock", state
        expect(page.locator(".cot-choice")).to_have_text(["Knock", "Don't knock"])
        messages = page.locator(".cot-message").all_inner_texts()
        text = "\n".join(messages)
        assert "Seat 1 answered: Knock." in text and "Seat 2 answered: Knock." in text
        assert "Knockville: knock, and you deal the next hand." in text
        shoot(page, "dashboard-knock")
        page.locator(".cot-knock-yes").click()
        state = after(page, state["version"])
        expect(page.locator(".cot-message").first).to_contain_text("You answered: Knock.")
        assert state["phase"] != "knock" and state["hands"] == "1"
        expect(page.locator(".cot-choice")).to_have_count(0)


def test_a_class_table_offers_the_knock_and_plays_it(knock: None, browser: Browser,
                                                      tmp_path: Path) -> None:
    server = ClassServer(tmp_path / "class")
    context = browser.new_context(viewport={"width": 390, "height": 844})
    try:
        page = context.new_page()
        page.goto(server.url + "join")
        page.locator(".cot-join-name").fill("ana")
        page.locator(".cot-join-submit").click()
        page.locator(".cot-joined-links a[href$='/tables']").click()
        expect(page.locator(".cot-lobby")).to_be_visible()
        page.locator(".cot-table-seats").fill("3")
        page.locator(".cot-table-computers").fill("2")
        page.locator(".cot-table-rules").select_option(KNOCKVILLE.name)
        page.locator(".cot-table-new").click()
        page.wait_for_url(re.compile(r"/table/[0-9a-f]{8}$"))
        table = page.url.rsplit("/", 1)[1]
        root = page.locator(".cot-table-page")
        for _ in range(200):
            phase = root.get_attribute("data-phase") or ""
            if phase == "knock":
                break
            if phase == "play":
                page.locator(".cot-hand .cot-card.cot-legal").first.click()
            elif phase not in ("wait", "seating", ""):
                page.locator(".cot-choice").first.click()
            page.wait_for_timeout(50)
        assert root.get_attribute("data-phase") == "knock"
        expect(page.locator(".cot-choice")).to_have_text(["Knock", "Don't knock"])
        expect(page.locator(".cot-table-page")).to_contain_text(
            "Knockville: knock, and you deal the next hand.")
        # no hand is dealt while the offer waits, and the match is not over
        expect(page.locator(".cot-table-page")).not_to_contain_text("The match is over")
        shoot(page, "table-knock-390", full_page=True)
        page.locator(".cot-knock-no").click()
        expect(root).not_to_have_attribute("data-phase", "knock", timeout=WAIT)
        # the next hand is dealt once every seat has answered (the computer seats on the
        # service's scheduler), by the last seat that knocked
        expect(page.locator(".cot-hand .cot-card")).to_have_count(5, timeout=WAIT)
        m = server.service.tables.table(table).match
        answers = [(move.seat, str(move)) for move in m.move_stack if move.kind == "knock"]
        assert sorted(answers) == [(0, "knock:no"), (1, "knock:yes"), (2, "knock:yes")]
        knockers = [seat for seat, code in answers if code == "knock:yes"]
        assert m.hand is not None and m.dealer == knockers[-1]
    finally:
        context.close()
        server.stop()
