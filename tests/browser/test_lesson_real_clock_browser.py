"""A lesson of 24 on the real clock, in Chromium: the teacher seats the class in one action,
nobody comes for 90 s and nothing moves, four students play a hand by clicks while the
teacher's page watches the six tables and answers at once, the teacher pauses every table
and ends the lesson, and the tables' CSV holds the hand and who played it.

Who is who: four students join from their own browsers (Ana, Bea, Caio, Dora) and play;
twenty join over HTTP by the join form (``harness.tableclient.TableClient``: a cookie of
their own, as a laptop that found the link and never opened the table page). The teacher
pastes the class list with the four first and seats it "as listed": the four share the
first table, the twenty the five others.

The 90 s are the service's real clock (``time.monotonic``), not a test clock: the grace
period (60 s), the turn timer and the computer players all had their chance to act, and no
table's ``seq`` (its event log) moved. The test sleeps meanwhile (no CPU of its own); ``make
suite`` runs its file beside the two workers (the Makefile's ``WAITING_TESTS``).
"""

from __future__ import annotations

import csv
import io
import re
import time
from pathlib import Path

import pytest
from class_server import ClassServer
from harness.tableclient import TableClient
from playwright.sync_api import Browser, Page, expect
from table_page import codes, phase

pytestmark = pytest.mark.browser

WAIT = 15_000
AWAY = 90.0
"""Seconds nobody opens a page: past the grace period (``tables.GRACE``, 60 s)."""
ANSWERS = 500.0
"""Milliseconds the teacher's page may take to answer while it watches six tables."""
VIEWPORT = {"width": 1366, "height": 768}
PLAYERS = ("Ana", "Bea", "Caio", "Dora")
OTHERS = tuple(f"Student {n:02d}" for n in range(1, 21))


def answer_time(page: Page) -> float:
    """Milliseconds a request of the teacher's page takes to be answered by the service (a
    file of the service's own, not from the browser's cache): it waits behind every
    request the page holds open past the browser's few per server."""
    return float(page.evaluate("""async (url) => {
        const started = performance.now();
        await (await fetch(url, { cache: 'no-store', credentials: 'same-origin' })).text();
        return performance.now() - started; }""", page.url.split("teacher")[0]
                               + "static/class.css"))


def test_a_seated_class_waits_90_s_then_four_play_a_hand_watched_paused_ended_exported(
        class_server: ClassServer, browser: Browser) -> None:
    url = class_server.url
    students: dict[str, Page] = {}
    for name in PLAYERS:
        page = browser.new_context(viewport=VIEWPORT).new_page()  # type: ignore[arg-type]
        page.goto(f"{url}join")
        page.locator(".cot-join-name").fill(name)
        page.locator(".cot-join-submit").click()
        expect(page.locator(".cot-joined-links")).to_be_visible()
        students[name] = page
    for name in OTHERS:
        TableClient(url).join(name)

    teacher = browser.new_context(viewport=VIEWPORT).new_page()  # type: ignore[arg-type]
    teacher.goto(f"{url}teacher")
    teacher.locator(".cot-teacher-secret").fill(class_server.secret)
    teacher.locator(".cot-teacher-submit").click()
    teacher.locator(".cot-lesson-students").fill("\n".join(PLAYERS + OTHERS))
    teacher.locator(".cot-lesson-order").select_option("list")
    teacher.locator(".cot-lesson-seat").click()
    expect(teacher.locator(".cot-lesson-said")).to_contain_text(
        "24 students seated at 6 tables", timeout=WAIT)
    expect(teacher.locator(".cot-watch-board[data-seq]")).to_have_count(6, timeout=WAIT)
    tables = class_server.service.tables.all()
    assert sorted(t.n for t in tables) == [4] * 6
    ours = next(t for t in tables if t.seat_of("Ana") is not None)
    assert {ours.seats[i].name for i in range(4)} == set(PLAYERS)

    # 90 s on the service's clock, nobody at any table: nothing is written to any log
    seqs = {t.id: t.seq for t in tables}
    time.sleep(AWAY)
    assert {t.id: t.seq for t in tables} == seqs
    assert all(not t.match.history and t.state == "playing" for t in tables)
    expect(teacher.locator(".cot-watch-row", has_text="waiting for its players")
           ).to_have_count(6, timeout=WAIT)

    # the four open their table and play one hand by clicks; the teacher's page watches
    for page in students.values():
        page.goto(f"{url}table/{ours.id}")
    expect(teacher.locator(f".cot-watch-row[data-table='{ours.id}']",
                           has_text="waiting for its players")).to_have_count(0, timeout=WAIT)
    slowest = 0.0
    moves = 0
    while not ours.match.history:
        mover = next((p for p in students.values() if phase(p) in ("play", "capote")), None)
        if mover is None:
            students["Ana"].wait_for_timeout(100)  # the next turn reaches its page
            continue
        seq = mover.locator(".cot-table-page").get_attribute("data-seq")
        if phase(mover) == "capote":
            mover.locator(".cot-capote-attempt").click()
        else:
            legal = codes(mover, ".cot-hand .cot-card.cot-legal")
            assert legal, "a seat is to play but no card is legal"
            mover.locator(f".cot-hand .cot-card-{legal[0]}").click()
        moves += 1
        expect(mover.locator(".cot-table-page")).not_to_have_attribute("data-seq", str(seq),
                                                                       timeout=WAIT)
        if moves % 4 == 0:
            slowest = max(slowest, answer_time(teacher))
        assert moves <= 25, "one hand is 20 cards (and a capote choice)"
    board = teacher.locator(f".cot-watch-board[data-table='{ours.id}']")
    expect(board).not_to_have_attribute("data-seq", str(seqs[ours.id]), timeout=WAIT)
    expect(teacher.locator(".cot-watch-board[data-seq]")).to_have_count(6)
    slowest = max(slowest, answer_time(teacher))
    assert slowest < ANSWERS, f"the teacher's page took {slowest:.0f} ms to answer"
    # nothing moved at the five other tables meanwhile
    assert all(t.seq == seqs[t.id] for t in tables if t is not ours)

    teacher.locator(".cot-lesson-pause-all").click()
    expect(teacher.locator(".cot-lesson-said")).to_contain_text("Every table is paused.",
                                                                timeout=WAIT)
    assert all(t.held for t in tables)
    teacher.locator(".cot-lesson-end").click()
    teacher.locator(".cot-lesson-end-yes").click()
    expect(teacher.locator(".cot-lesson-said")).to_contain_text("The lesson is over",
                                                                timeout=WAIT)
    assert all(t.state == "over" for t in tables)
    expect(students["Ana"].locator(".cot-msg-hint")).to_contain_text(
        "The teacher has ended the lesson", timeout=WAIT)

    with teacher.expect_download() as got:
        teacher.locator(".cot-teach-tables-csv").click()
    rows = list(csv.DictReader(io.StringIO(Path(got.value.path()).read_text(encoding="utf-8"))))
    hands = len(ours.match.history)
    assert [(r["table"], r["hand"], r["player"], r["played by"]) for r in rows] == [
        (ours.id, str(n), name, "student")
        for n in range(1, hands + 1) for name in (s.name for s in ours.seats)]
    result = ours.match.history[0].result
    assert result is not None
    assert [int(r["change"]) for r in rows[:4]] == list(result.delta)
    assert {r["table state"] for r in rows} == {"over"}
    assert not re.search(r"Student \d\d", "".join(r["player"] for r in rows))
