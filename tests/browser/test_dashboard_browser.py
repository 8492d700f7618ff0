"""The dashboard in Chromium, served by the launcher: a whole seeded match played by clicks.

What the page must do is derived here from the engine, never hard-coded: the test
searches deal codes with the headless controller (the same code the page runs) for
a match where seat 0 faces the capote decision when it always plays its highest
legal card, plays that match through the page reading only the page (``cot-legal``
cards, the buttons shown), and checks that the page took exactly the same actions
and ended with the same counters and winner.
"""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path
from typing import Any

import pytest
from dashboard_drivers import highest_card, highest_legal, play_through
from dashboard_page import after, hand_codes, status
from dashboard_page import set_up as set_up_table
from engine_helpers import cappotto_match
from harness.serverproc import DashboardProcess
from playwright.sync_api import Page, expect
from shots import shoot

from coteccio_lab.cards import Card
from coteccio_lab.cli import main as cli_main
from coteccio_lab.dashboard.controller import Dashboard
from coteccio_lab.dashboard.narration import summary_lines
from coteccio_lab.dashboard.setup import Setup
from coteccio_lab.dealcode import deal_code
from coteccio_lab.records import HandRecord, replay

OPPONENTS = ("cautious", "random")
START = 2  # lives each: a short match
RULES = {"preset": "trieste", "start": START}

pytestmark = pytest.mark.browser


def scripted_match() -> tuple[str, list[str], Dashboard]:
    """A deal code whose match gives seat 0 a capote decision, its actions, its end."""
    for seed in range(1000):
        d = Dashboard()
        d.start(Setup(rules=RULES, opponents=OPPONENTS, code=deal_code(seed)))
        actions = play_through(d, highest_legal)
        if any(a.startswith("capote") for a in actions) and 3 <= d.hand_no <= 12:
            return deal_code(seed), actions, d
    raise AssertionError("no deal code gives seat 0 a capote decision")


# ---- driving the page -----------------------------------------------------------------------


def open_dashboard(page: Page, server: DashboardProcess) -> None:
    page.goto(server.render_url("dashboard.ipynb"))
    page.locator(".cot-status-data").wait_for(state="attached", timeout=60_000)
    expect(page.locator(".cot-start")).to_be_visible(timeout=60_000)


def set_up(page: Page, code: str) -> dict[str, str]:
    """Three players, two lives, the opponents' levels, the deal code; then Start."""
    return set_up_table(page, code, START, OPPONENTS)


def upload(page: Page, path: Path) -> None:
    """Choose ``path`` in the load button's file dialog (ipywidgets keeps its input detached)."""
    with page.expect_file_chooser() as chooser:
        page.locator(".cot-load").click()
    chooser.value.set_files(str(path))


def message(page: Page) -> str:
    return page.locator(".cot-message").first.inner_text()


def log_text(page: Page) -> str:
    return page.locator(".cot-log").inner_text() if page.locator(".cot-log").is_visible() else ""


# ---- the tests ----------------------------------------------------------------------------------


def test_a_seeded_match_plays_to_the_end_through_the_page(
    dashboard_server: DashboardProcess, page: Page, page_errors: Any, tmp_path: Path
) -> None:
    code, expected, headless = scripted_match()
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    open_dashboard(page, dashboard_server)
    state = set_up(page, code)
    assert state["code"] == code and state["phase"] == "play"

    actions: list[str] = []
    illegal_shown = double_clicked = saved = False
    summaries = 0
    for _ in range(400):
        phase = state["phase"]
        if phase == "over":
            break
        version = state["version"]
        if phase == "play":
            legal = hand_codes(page, ".cot-hand .cot-card.cot-legal")
            mine = hand_codes(page)
            assert legal and set(legal) <= set(mine)
            illegal = [c for c in mine if c not in legal]
            if illegal and not illegal_shown:
                # an illegal click: refused with the reason, nothing played
                page.locator(f".cot-hand .cot-card-{illegal[0]}").click(force=True)  # aria-disabled
                state = after(page, version)
                text = message(page)
                assert f"You cannot play the {Card.parse(illegal[0]).name()}" in text
                assert "were led and you hold" in text
                assert hand_codes(page) == mine and state["phase"] == "play"
                illegal_shown = True
                version = state["version"]
            best = highest_card(legal)
            card = page.locator(f".cot-hand .cot-card-{best}")
            plays_before = log_text(page).count("You played")
            if not double_clicked:
                card.dblclick()  # one card played, not two
                double_clicked = True
                state = after(page, version)
                page.wait_for_timeout(300)  # a second play would have arrived by now
                state = status(page)
                assert log_text(page).count("You played") == plays_before + 1
            else:
                card.click()
                state = after(page, version)
            actions.append(f"play {best}")
            if state["phase"] == "play":
                # the computer cards of the trick in play are on the table, with reasons
                text = message(page)
                for seat_no, name in re.findall(r"Seat (\d) played the ([^:]+):", text):
                    assert int(seat_no) in (1, 2) and name
        elif phase == "capote":
            expect(page.locator(".cot-capote-annul")).to_be_visible()
            expect(page.locator(".cot-choice")).to_have_count(2)
            shoot(page.locator(".cot-choices"), "dashboard-capote")
            page.locator(".cot-odds").click()
            state = after(page, version)
            assert "Exact odds" in message(page)
            page.locator(".cot-capote-attempt").click()
            state = after(page, state["version"])
            actions.append("capote attempt")
        elif phase == "hand_over":
            summary = page.locator(".cot-hand-summary")
            expect(summary).to_be_visible()
            said = summary.inner_text()
            hand_no = int(state["hands"])
            assert f"Hand {hand_no} is over" in said
            # the scoring explained, as the engine explains it, the learner called "you"
            record = HandRecord.from_json(headless.records()[hand_no - 1])
            for line in summary_lines(replay(record).score, headless.seats, "en"):
                assert line in said, (line, said)
            assert "seat 0" not in said.lower()
            summaries += 1
            if not saved:
                with page.expect_download() as download:
                    page.locator(".cot-save").click()
                download.value.save_as(tmp_path / "saved.json")
                saved = True
                state = after(page, version)
                version = state["version"]
            page.locator(".cot-next").click()
            state = after(page, version)
            actions.append("next")
        else:
            pytest.fail(f"unexpected phase {phase!r}")
    assert state["phase"] == "over", "the match did not end"
    assert actions == expected
    assert illegal_shown and double_clicked and summaries == headless.hand_no - 1

    # the end: counters and winner as the engine has them
    m = headless.match
    assert m is not None
    for seat, count in enumerate(m.counters):
        assert page.locator(f".cot-lives-{seat}").inner_text().strip() == str(count)
    over = page.locator(".cot-match-over")
    expect(over).to_be_visible()
    winner = m.winner
    said = over.inner_text()
    assert ("you win" in said) if winner == 0 else (f"seat {winner}" in said)
    expect(page.locator(".cot-new-match")).to_be_visible()

    # hand records: a zip that `coteccio-lab replay` accepts, hand by hand
    with page.expect_download() as download:
        page.locator(".cot-export").click()
    zipped = tmp_path / "hands.zip"
    download.value.save_as(zipped)
    with zipfile.ZipFile(zipped) as zf:
        names = zf.namelist()
        assert len(names) == headless.hand_no
        zf.extractall(tmp_path / "hands")
    for name in names:
        assert cli_main(["replay", str(tmp_path / "hands" / name), "--json"]) == 0

    saved_match = json.loads((tmp_path / "saved.json").read_text())
    assert saved_match["format"] == "coteccio-match/1" and saved_match["seed"] == m.seed

    # nothing was asked of any server but this one (a blob: of its origin is the page's own)
    outside = [u for u in requests
               if not u.removeprefix("blob:").startswith(dashboard_server.url)]
    assert outside == [], outside
    page_errors.assert_none()


def test_a_reload_starts_cleanly_and_a_saved_match_loads(
    dashboard_server: DashboardProcess, page: Page, page_errors: Any, tmp_path: Path
) -> None:
    code, _expected, _headless = scripted_match()
    open_dashboard(page, dashboard_server)
    state = set_up(page, code)
    # two cards in, then save
    for _ in range(2):
        legal = hand_codes(page, ".cot-hand .cot-card.cot-legal")
        page.locator(f".cot-hand .cot-card-{legal[0]}").click()
        state = after(page, state["version"])
        if state["phase"] != "play":
            break
    mine = hand_codes(page)
    trick = hand_codes(page, ".cot-trick .cot-card")
    lives = [page.locator(f".cot-lives-{s}").inner_text() for s in range(3)]
    with page.expect_download() as download:
        page.locator(".cot-save").click()
    saved = tmp_path / "match.json"
    download.value.save_as(saved)

    # a reload: a fresh page, no match, no cards, no error; the old kernel is shut down
    old_kernel = json.loads(page.locator("#jupyter-config-data").text_content() or "{}")["kernelId"]
    # Voilà's page posts its kernel's shutdown as a beacon when it unloads; the browser sends
    # it at its discretion, so a failure says whether it was sent at all
    beacons: list[str] = []
    page.on("request", lambda r: beacons.append(r.url) if "/api/shutdown/" in r.url else None)
    page.reload()
    page.locator(".cot-status-data").wait_for(state="attached", timeout=60_000)
    fresh = status(page)
    assert fresh["phase"] == "setup" and fresh["code"] == ""
    assert page.locator(".cot-hand .cot-card").count() == 0
    assert "Choose the rules" in message(page)
    try:
        dashboard_server.wait_for_log(f"Kernel shutdown: {old_kernel}", timeout=30)
    except RuntimeError as failed:
        raise AssertionError(f"shutdown beacons the page sent: {beacons or 'none'}") from failed

    # the saved match loads where it stood
    upload(page, saved)
    state = after(page, fresh["version"])
    while state["phase"] == "setup":
        state = after(page, state["version"])
    assert state["code"] == code and "Match loaded" in message(page)
    assert hand_codes(page) == mine
    assert hand_codes(page, ".cot-trick .cot-card") == trick
    assert [page.locator(f".cot-lives-{s}").inner_text() for s in range(3)] == lives
    # and play goes on from there
    if state["phase"] == "play":
        legal = hand_codes(page, ".cot-hand .cot-card.cot-legal")
        page.locator(f".cot-hand .cot-card-{legal[0]}").click()
        after(page, state["version"])
        assert len(hand_codes(page)) in (len(mine) - 1, 3, 5)
    page_errors.assert_none()


def test_a_broken_file_is_refused_on_the_page(
    dashboard_server: DashboardProcess, page: Page, page_errors: Any, tmp_path: Path
) -> None:
    open_dashboard(page, dashboard_server)
    bad = tmp_path / "broken.json"
    bad.write_text("{ this is not a match")
    before = status(page)
    upload(page, bad)
    after(page, before["version"])
    assert "Could not load that file" in message(page)
    assert status(page)["phase"] == "setup"
    page_errors.assert_none()



def test_seat_0_answers_the_cappotto_on_the_page(
    dashboard_server: DashboardProcess, page: Page, page_errors: Any, tmp_path: Path
) -> None:
    """001's cappotto: a saved match waiting for seat 0's answer loads with its two buttons;
    the fifth hand is played through the page to the end of the match."""
    match, _, _ = cappotto_match(2, seat=0)
    saved = tmp_path / "cappotto.json"
    saved.write_text(json.dumps(match.to_json()))
    d = Dashboard()
    d.load_text(saved.read_text())

    open_dashboard(page, dashboard_server)
    before = status(page)
    upload(page, saved)
    state = after(page, before["version"])
    while state["phase"] == "setup":
        state = after(page, state["version"])
    assert state["phase"] == "cappotto"
    expect(page.locator(".cot-cappotto-restart")).to_be_visible()
    # the engine's two moves, as buttons worded by the catalogue, and nothing else to choose
    expect(page.locator(".cot-choice")).to_have_text(["Start over", "Play a fifth hand"])
    shoot(page.locator(".cot-choices"), "dashboard-cappotto")
    page.locator(".cot-cappotto-fifth").click()
    state = after(page, state["version"])
    assert "You play a fifth hand" in message(page)
    d.choose("cappotto:fifth")  # the same answer, headless: the page must end as the engine does
    expected = play_through(d, highest_legal)
    actions: list[str] = []
    for _ in range(200):
        if state["phase"] == "over":
            break
        if state["phase"] == "play":
            legal = hand_codes(page, ".cot-hand .cot-card.cot-legal")
            best = highest_card(legal)
            page.locator(f".cot-hand .cot-card-{best}").click()
            actions.append(f"play {best}")
        elif state["phase"] == "capote":
            page.locator(".cot-capote-attempt").click()
            actions.append("capote attempt")
        else:
            page.locator(".cot-next").click()
            actions.append("next")
        state = after(page, state["version"])
    assert state["phase"] == "over" and actions == expected
    winner = d.match.winner if d.match is not None else None
    said = page.locator(".cot-match-over").inner_text()
    assert ("you win" in said) if winner == 0 else (f"seat {winner}" in said)
    page_errors.assert_none()


def test_keyboard_play_the_hint_s_card_and_the_pace_of_the_computer_cards(
    dashboard_server: DashboardProcess, page: Page, page_errors: Any
) -> None:
    """The hint marks its card; a card is played by typing its code, another with the arrow
    keys and Enter; at half a second a card the computer's cards reach the trick one by one."""
    code, _expected, _headless = scripted_match()
    open_dashboard(page, dashboard_server)
    state = set_up(page, code)
    assert state["phase"] == "play"
    # the hint: its card is marked on the hand, and named in the second person
    page.locator(".cot-hint").click()
    state = after(page, state["version"])
    marked = hand_codes(page, ".cot-hand .cot-card.cot-suggested")
    assert len(marked) == 1
    hint = page.locator(".cot-msg-hint").inner_text()
    assert f"play the {Card.parse(marked[0]).name()}, marked on your hand" in hint
    assert "I play" not in hint and "for me" not in hint

    # typing a legal card's code plays it
    legal = hand_codes(page, ".cot-hand .cot-card.cot-legal")
    page.locator(".cot-dashboard-title").click()  # focus on the page, not on a field
    page.keyboard.type(legal[0])
    state = after(page, state["version"])
    assert f"You played the {Card.parse(legal[0]).name()}" in log_text(page)
    assert legal[0] not in hand_codes(page)

    # the pace: half a second a card, the trick filled one card at a time
    page.locator(".cot-pace select").select_option("0.5")
    for _ in range(10):
        if state["phase"] != "play":
            break
        legal = hand_codes(page, ".cot-hand .cot-card.cot-legal")
        mine = hand_codes(page)
        page.keyboard.press("ArrowRight")  # the first legal card takes the focus
        while not page.evaluate(
            "() => document.activeElement.classList.contains('cot-legal')"
        ):
            page.keyboard.press("ArrowRight")
        chosen = next(c for c in mine if page.evaluate(
            f"() => document.activeElement.classList.contains('cot-card-{c}')"))
        counts = page.evaluate(
            """() => new Promise((done) => {
                 const seen = [];
                 const t0 = performance.now();
                 const tick = () => {
                   const n = document.querySelectorAll('.cot-trick .cot-card').length;
                   if (!seen.length || seen[seen.length - 1][0] !== n) {
                     seen.push([n, performance.now() - t0]);
                   }
                   if (performance.now() - t0 < 2500) requestAnimationFrame(tick);
                   else done(seen);
                 };
                 requestAnimationFrame(tick);
                 document.activeElement.dispatchEvent(
                   new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
               })"""
        )
        state = after(page, state["version"])
        assert chosen not in hand_codes(page)
        # a card at a time, about half a second apart
        gaps = [b[1] - a[1] for a, b in zip(counts, counts[1:]) if b[0] == a[0] + 1]
        if len(gaps) >= 2:
            assert all(gap >= 350 for gap in gaps[1:]), counts
            break
    else:
        pytest.fail("no trick where the computer played two cards after the learner")
    page_errors.assert_none()
