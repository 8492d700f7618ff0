"""Hostile files through the dashboard's Load button, in Chromium, served by the launcher.

An attack once found: "a 1 KB saved match with "counters": [1e30, …] makes the page stop answering
(the draw builds "0" * ovo) and the student's match is lost; a deeply nested file […]
shows a traceback; […] a 50 MB upload closes the websocket with no word to the student."
Each file here, and the other spoilt files once found (a seed of 10^400, a history that is not
a list, NaN in "paid"), is refused with a sentence on the page, the match being played
stays as it was, and the page goes on answering (a card played after the refusal is drawn).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from harness.serverproc import DashboardProcess
from playwright.sync_api import Page, expect
from test_dashboard_browser import after, hand_codes, message, open_dashboard, set_up, status

from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.setup import Setup

CODE = "0000-00AB"

pytestmark = pytest.mark.browser


def saved_text() -> str:
    """A genuine saved match of the same table the page sets up, to be spoilt."""
    d = Dashboard()
    d.start(Setup(rules={"preset": "trieste", "start": 2}, opponents=("cautious", "random"),
                  code=CODE))
    return d.save_text()


def refused_and_still_playing(page: Page, server: DashboardProcess, bad: Path,
                              words: str) -> None:
    open_dashboard(page, server)
    state = set_up(page, CODE)
    assert state["phase"] == "play"
    mine = hand_codes(page)
    lives = [page.locator(f".cot-lives-{s}").inner_text() for s in range(3)]

    with page.expect_file_chooser() as chooser:
        page.locator(".cot-load").click()
    chooser.value.set_files(str(bad))
    state = after(page, state["version"])
    text = message(page)
    assert "Could not load that file" in text and words in text, text
    assert "Traceback" not in page.locator(".cot-dashboard").inner_text()
    # the match in play is untouched
    assert state["phase"] == "play" and state["code"] == CODE
    assert hand_codes(page) == mine
    assert [page.locator(f".cot-lives-{s}").inner_text() for s in range(3)] == lives
    # and the page still answers: a card played is drawn, the computer players answer
    legal = hand_codes(page, ".cot-hand .cot-card.cot-legal")
    before = status(page)["version"]
    page.locator(f".cot-hand .cot-card-{legal[0]}").click()
    # the card gone from the hand first: another redraw also raises the version
    expect(page.locator(".cot-hand .cot-card")).to_have_count(len(mine) - 1)
    after(page, before)


def test_huge_counters_are_refused_on_the_page(
    dashboard_server: DashboardProcess, page: Page, page_errors: Any, tmp_path: Path
) -> None:
    bad = tmp_path / "counters.json"
    bad.write_text(saved_text().replace('"counters": [\n  2,', '"counters": [\n  1e30,', 1))
    assert "1e30" in bad.read_text() and bad.stat().st_size < 4096
    refused_and_still_playing(page, dashboard_server, bad, "counters[0]: expected a whole number")
    page_errors.assert_none()


def test_a_deeply_nested_file_is_refused_on_the_page(
    dashboard_server: DashboardProcess, page: Page, page_errors: Any, tmp_path: Path
) -> None:
    data = json.loads(saved_text())
    bad = tmp_path / "nested.json"
    bad.write_text(json.dumps(data)[:-1] + ', "x": ' + "[" * 100_000 + "]" * 100_000 + "}")
    refused_and_still_playing(page, dashboard_server, bad, "nested")
    page_errors.assert_none()


def test_a_50_mb_file_is_refused_before_it_is_sent(
    dashboard_server: DashboardProcess, page: Page, page_errors: Any, tmp_path: Path
) -> None:
    bad = tmp_path / "big.json"
    with bad.open("wb") as f:
        f.write(b" " * (50 * 1024 * 1024))
    sent: list[int] = []
    page.on("websocket", lambda ws: ws.on("framesent", lambda frame: sent.append(
        len(frame) if isinstance(frame, (str, bytes)) else 0)))
    refused_and_still_playing(page, dashboard_server, bad, "the file is 50 MB, more than the 2 MB")
    assert sent and max(sent) < 1024 * 1024  # the file itself never went to the kernel
    page_errors.assert_none()


SPOILS = {
    # once found: "a seed of 10^400 shows a traceback"
    "seed": (r'"seed": \d+', '"seed": 1' + "0" * 400, "digits is too long"),
    # '"history": "notalist" loads as 8 hands'
    "history": (r'"history": \[', '"history": "notalist", "x": [', "history: expected a list"),
    # "NaN in paid is taken"
    "paid": (r'"paid": \[\s*-?[\d.]+', '"paid": [NaN', "NaN is not a number JSON allows"),
}


@pytest.mark.parametrize("key", sorted(SPOILS))
def test_the_issues_other_spoilt_files_are_refused_on_the_page(
    dashboard_server: DashboardProcess, page: Page, page_errors: Any, tmp_path: Path, key: str
) -> None:
    pattern, replacement, words = SPOILS[key]
    text = saved_text()
    spoilt = re.sub(pattern, lambda _m: replacement, text, count=1)
    assert spoilt != text
    bad = tmp_path / f"{key}.json"
    bad.write_text(spoilt)
    refused_and_still_playing(page, dashboard_server, bad, words)
    page_errors.assert_none()
