"""Students play each other at a table on the server, in Chromium: people at one table, each
from their own browser.

Four students, each in a browser context of their own (their own cookies, as four laptops),
join the class, reach the lobby from the joined page's links, and one opens a table of four
that the other three fill from the lobby. They play a whole hand by clicks. Before every
card is played the test reads every page's DOM: each page holds its own cards, and of the
others' only those already played. The teacher, in a fifth context, watches the table on the
teacher's page (every hand face up, delayed to the end of the trick). Mid-hand one student's
context is closed; a new one (the teacher's one-time code lets that student in again) takes
the seat back from the lobby and plays on. A move sent while the laptop is offline, and one
from a second tab that missed the table's last move, are refused with a sentence, and the
table is as it was. The projector page names the table and
who is to move, with no card on it.

The service runs in this process (``tests/class_server.py``); everything waits on the
pages' own hooks, never on a fixed time.
"""

from __future__ import annotations

import re

import pytest
from class_server import ClassServer
from playwright.sync_api import Browser, BrowserContext, Page, Route, expect
from table_page import codes, phase

from coteccio_lab.classservice.tablenames import table_name

pytestmark = pytest.mark.browser

NAMES = ("ana", "bea", "caio", "dora")
VIEWPORT = {"width": 1366, "height": 768}
WAIT = 15_000
"""How long a page may take to show what the table did (ms): a long poll answers at once."""


def join(context: BrowserContext, url: str, name: str, code: str = "",
         admitted_by: ClassServer | None = None) -> Page:
    """Join the class as ``name`` and go on to the lobby by the joined page's link;
    ``admitted_by``: the class's teacher admits the name, which waits (a class game is open
    and there is no class list)."""
    page = context.new_page()
    page.goto(url + "join")
    page.locator(".cot-join-name").fill(name)
    if code:
        page.locator(".cot-join-code").fill(code)
    page.locator(".cot-join-submit").click()
    if admitted_by is not None:
        expect(page.locator(".cot-joined-next")).to_be_visible()
        admitted_by.admit(name)
        page.goto(url + "join")
    page.locator(".cot-joined-links a[href$='/tables']").click()
    expect(page.locator(".cot-lobby")).to_be_visible()
    return page


def seat_name(page: Page, seat: int) -> str:
    """The name at ``seat`` (counted from the screen), without the dealer's mark."""
    return str(page.locator(f".cot-seat-name-{seat}").evaluate("e => e.firstChild.textContent"))



def seq(page: Page) -> int:
    return int(page.locator(".cot-table-page").get_attribute("data-seq") or "-1")


def hold_polls(route: Route) -> None:
    """Lets a page's first view through and holds its long polls (a tab gone stale)."""
    if "after=" not in route.request.url:
        route.continue_()


def test_four_students_play_a_hand_at_one_table_and_the_teacher_watches(
    class_server: ClassServer, browser: Browser
) -> None:
    url = class_server.url
    contexts = {name: browser.new_context(viewport=VIEWPORT) for name in NAMES}
    pages = {name: join(contexts[name], url, name) for name in NAMES}

    # ana opens a table of four; the others find it in the lobby and sit
    ana = pages["ana"]
    ana.locator(".cot-table-seats").fill("4")
    ana.locator(".cot-table-new").click()
    ana.wait_for_url(re.compile(r"/table/[0-9a-f]{8}$"))
    table_id = ana.url.rsplit("/", 1)[1]
    for name in NAMES[1:]:
        page = pages[name]
        row = page.locator(f".cot-table-row[data-table='{table_id}']")
        expect(row).to_contain_text("ana")
        expect(row).to_contain_text("free")
        row.locator(".cot-sit").click()
        page.wait_for_url(re.compile(f"/table/{table_id}$"))

    # the teacher watches from the teacher's page
    teacher_context = browser.new_context(viewport=VIEWPORT)
    teacher = teacher_context.new_page()
    teacher.goto(url + "teacher")
    teacher.locator(".cot-teacher-secret").fill(class_server.secret)
    teacher.locator(".cot-teacher-submit").click()
    watch = teacher.locator(f".cot-watch-board[data-table='{table_id}']")
    expect(watch.locator(".cot-felt")).to_be_visible(timeout=WAIT)

    # every page is drawn from its own seat: its own name at seat 0, five cards in hand
    hands: dict[str, set[str]] = {}
    for name, page in pages.items():
        expect(page.locator(".cot-hand .cot-card")).to_have_count(5, timeout=WAIT)
        assert seat_name(page, 0) == name
        hands[name] = set(codes(page, ".cot-hand .cot-card"))
    assert len(set().union(*hands.values())) == 20
    # while another seat is to move, the page says who
    waiting = [name for name, page in pages.items() if phase(page) == "wait"]
    assert len(waiting) == 3
    expect(pages[waiting[0]].locator(".cot-waiting")).to_be_visible()
    # the teacher's page may be on the class's screen: no hand face up until the teacher
    # asks; then every hand (the hand as dealt: no trick is over yet)
    expect(watch.locator(".cot-felt")).to_be_visible(timeout=WAIT)
    assert watch.locator(".cot-held .cot-card").count() == 0
    teacher.check(".cot-watch-hands")
    expect(watch.locator(".cot-held .cot-card")).to_have_count(20, timeout=WAIT)

    played: set[str] = set()
    offline_tried = False
    replaced = False
    # 20 cards, and a capote choice besides when a seat wins the first four tricks (the deal
    # is the server's own, so some runs have one)
    for turn in range(21):
        if len(played) == 20:
            break
        for name, page in pages.items():
            shown = set(codes(page, ".cot-card"))
            assert shown <= hands[name] | played, (
                f"{name}'s page holds {sorted(shown - hands[name] - played)} before they are "
                "played")
        mover = next(name for name, page in pages.items() if phase(page) in ("play", "capote"))
        page = pages[mover]
        before = seq(page)
        if phase(page) == "capote":  # won the first tricks: the choice, not a card
            page.locator(".cot-capote-attempt").click()
        else:
            legal = codes(page, ".cot-hand .cot-card.cot-legal")
            assert legal, f"{mover} is to play but no card is legal"
            if not offline_tried:
                # a laptop off the network: the move is not sent, the page says so, and the
                # table (every page) stays where it was
                offline_tried = True
                contexts[mover].set_offline(True)
                page.locator(f".cot-hand .cot-card-{legal[0]}").click()
                expect(page.locator(".cot-message .cot-msg-error")).to_contain_text(
                    "was not sent", timeout=WAIT)
                assert seq(page) == before and phase(page) == "play"
                contexts[mover].set_offline(False)
                # its long poll refused as by a lost network, then let through: the notice
                # goes with the next answer, not after the service's 25 s wait for a change
                view = re.compile(r"/api/tables/[0-9a-f]{8}/view")
                page.route(view, lambda route: route.abort("internetdisconnected"))
                page.evaluate("window.dispatchEvent(new Event('online'))")
                conn = page.locator(".cot-table-conn")
                expect(conn).to_have_class(re.compile("cot-table-offline"), timeout=WAIT)
                page.unroute(view)
                page.evaluate("window.dispatchEvent(new Event('online'))")
                expect(conn).to_be_hidden(timeout=10_000)
            second = None
            if turn == 2:
                # a second tab of the same student, whose long poll hears nothing more
                second = contexts[mover].new_page()
                second.route(re.compile(r"/api/tables/[0-9a-f]{8}/view"), hold_polls)
                second.goto(page.url)
                expect(second.locator(".cot-table-page")).to_have_attribute(
                    "data-phase", "play", timeout=WAIT)
            page.locator(f".cot-hand .cot-card-{legal[0]}").click()
            played.add(legal[0])
            if second is not None:
                # its move is chosen on a table that has moved on: refused, said, not played
                expect(page.locator(".cot-table-page")).not_to_have_attribute(
                    "data-seq", str(before), timeout=WAIT)
                still = codes(second, ".cot-hand .cot-card.cot-legal")
                second.locator(f".cot-hand .cot-card-{still[-1]}").click()
                expect(second.locator(".cot-message .cot-msg-error")).to_contain_text(
                    "moved on", timeout=WAIT)
                second.close()
        for other in pages.values():
            expect(other.locator(".cot-table-page")).not_to_have_attribute(
                "data-seq", str(before), timeout=WAIT)
        if turn == 7 and not replaced:
            # caio's laptop is closed mid-hand; a new browser takes the seat back
            replaced = True
            contexts["caio"].close()
            teacher.locator(".cot-teach-allow[data-student='caio']").click()
            said = teacher.locator(".cot-teach-allow-code")
            expect(said).to_contain_text(re.compile(r"[0-9A-Z]{4}-[0-9A-Z]{4}"))
            code = re.search(r"[0-9A-Z]{4}-[0-9A-Z]{4}", said.inner_text())
            assert code is not None
            contexts["caio"] = browser.new_context(viewport=VIEWPORT)
            again = join(contexts["caio"], url, "caio", code.group(0))
            again.locator(f".cot-table-row[data-table='{table_id}'] .cot-table-back").click()
            again.wait_for_url(re.compile(f"/table/{table_id}$"))
            left = hands["caio"] - played
            expect(again.locator(".cot-hand .cot-card")).to_have_count(len(left), timeout=WAIT)
            assert set(codes(again, ".cot-hand .cot-card")) == left
            assert seat_name(again, 0) == "caio"
            pages["caio"] = again

    # the hand is over on every page: its summary names every student; a new hand is dealt
    for page in pages.values():
        expect(page.locator(".cot-status-data")).to_have_attribute("data-hands", "1",
                                                                   timeout=WAIT)
        summary = page.locator(".cot-hand-summary")
        expect(summary).to_be_visible()
        for someone in NAMES:
            expect(summary).to_contain_text(someone)
    assert len(played) == 20
    # the next hand: each page holds its own new cards only; the teacher sees all of them
    expect(watch.locator(".cot-status-data")).to_have_attribute("data-hands", "1",
                                                                timeout=WAIT)
    dealt: set[str] = set()
    for name, page in pages.items():
        expect(page.locator(".cot-hand .cot-card")).to_have_count(5, timeout=WAIT)
        mine = set(codes(page, ".cot-hand .cot-card"))
        assert set(codes(page, ".cot-card")) - played <= mine, name
        dealt |= mine
    board = f".cot-watch-board[data-table='{table_id}']"
    expect(watch.locator(".cot-held .cot-card")).to_have_count(20, timeout=WAIT)
    assert set(codes(teacher, f"{board} .cot-held .cot-card")) == dealt
    # the projector page: the table and who is to move, no card anywhere in it
    projector = teacher_context.new_page()
    projector.goto(url + "projector")
    # the table by its friendly name, as the teacher's page and the students' say it
    name = table_name(class_server.service.tables.table(table_id).name_no, "en", table_id)
    row = projector.locator(".cot-projector-table", has_text=f"Table {name}")
    mover = next(name for name, page in pages.items() if phase(page) in ("play", "capote"))
    expect(row.locator(".cot-projector-to-move .cot-projector-name")).to_have_text(mover)
    assert projector.locator(".cot-card").count() == 0
    assert f"Table {name}" in projector.locator(".cot-projector").inner_text()
    projector.close()
    # the teacher seats students at a new table: a name not in the class is refused, said
    teacher.locator(".cot-watch-seat summary").click()
    teacher.locator(".cot-watch-seat-students").fill("zoe")
    teacher.locator(".cot-watch-seat-open").click()
    expect(teacher.locator(".cot-watch-seat-error")).to_contain_text("zoe")
    # the class game at the service's tables: the teacher gives it without a code (the
    # service makes one); a student plays it at their own table against computer players
    teacher.locator(".cot-teach-server").check()
    teacher.locator(".cot-teach-code").fill("")
    teacher.locator(".cot-teach-opponents").fill("cautious, cautious, cautious")
    teacher.locator(".cot-teach-give").click()
    expect(teacher.locator(".cot-teach-game")).to_contain_text("cautious", timeout=WAIT)
    contexts["eva"] = browser.new_context(viewport=VIEWPORT)
    # a name that joins while a class game is open (no class list) waits for the teacher
    eva = contexts["eva"].new_page()
    eva.goto(url + "join")
    eva.locator(".cot-join-name").fill("eva")
    eva.locator(".cot-join-submit").click()
    expect(eva.locator(".cot-joined-next")).to_be_visible()
    teacher.locator(".cot-roster-admit[data-student='eva']").click(timeout=WAIT)
    expect(teacher.locator(".cot-roster-said")).to_contain_text("eva", timeout=WAIT)
    eva.goto(url + "join")
    eva.locator(".cot-joined-links a[href$='/tables']").click()
    expect(eva.locator(".cot-lobby")).to_be_visible()
    eva.locator(".cot-class-table").click()
    eva.wait_for_url(re.compile(r"/table/[0-9a-f]{8}$"))
    expect(eva.locator(".cot-hand .cot-card")).to_have_count(5, timeout=WAIT)
    assert seat_name(eva, 0) == "eva" and "Computer" in seat_name(eva, 1)
    assert eva.locator(".cot-status-data").get_attribute("data-code") == ""
    expect(eva.locator(".cot-table-leave")).to_be_hidden()  # her own table: not to be left
    for context in [*contexts.values(), teacher_context]:
        context.close()


def test_alone_with_computer_players_the_table_page_offers_take_backs(
    class_server: ClassServer, browser: Browser
) -> None:
    context = browser.new_context(viewport=VIEWPORT)
    # the class game an earlier test gave is still open: a new name waits for the teacher
    fio = join(context, class_server.url, "fio", admitted_by=class_server)
    box = fio.locator(".cot-table-takeback-box")
    expect(box).to_be_hidden()  # a table of four people: no take-backs to offer
    fio.locator(".cot-table-seats").fill("2")
    fio.locator(".cot-table-computers").fill("1")
    expect(box).to_be_visible()
    fio.locator(".cot-table-takeback").check()
    fio.locator(".cot-table-new").click()
    fio.wait_for_url(re.compile(r"/table/[0-9a-f]{8}$"))
    page = fio.locator(".cot-table-page")
    expect(page).to_have_attribute("data-phase", re.compile("^(play|capote)$"), timeout=WAIT)
    expect(fio.locator(".cot-undo")).to_be_hidden()  # nothing of hers to take back yet
    if phase(fio) == "capote":
        fio.locator(".cot-capote-attempt").click()
    else:
        held = set(codes(fio, ".cot-hand .cot-card"))
        card = codes(fio, ".cot-hand .cot-card.cot-legal")[0]
        fio.locator(f".cot-hand .cot-card-{card}").click()
        expect(fio.locator(f".cot-hand .cot-card-{card}")).to_have_count(0, timeout=WAIT)
        undo = fio.locator(".cot-undo")
        expect(undo).to_be_enabled(timeout=WAIT)
        expect(undo).to_have_text("Take back")
        undo.click()
        # her card is in her hand again, the computer's answer taken back with it
        expect(fio.locator(f".cot-hand .cot-card-{card}")).to_have_count(1, timeout=WAIT)
        assert set(codes(fio, ".cot-hand .cot-card")) == held
        expect(page).to_have_attribute("data-phase", "play", timeout=WAIT)
        expect(fio.locator(".cot-undo")).to_be_hidden()
        expect(fio.locator(".cot-message .cot-msg-error")).to_have_count(0)
    # a table without take-backs asked for (another student's: one open table each): a
    # move, and no take-back is offered
    other = browser.new_context(viewport=VIEWPORT)
    gil = join(other, class_server.url, "gil", admitted_by=class_server)
    page = gil.locator(".cot-table-page")
    gil.locator(".cot-table-seats").fill("2")
    gil.locator(".cot-table-computers").fill("1")
    gil.locator(".cot-table-new").click()
    gil.wait_for_url(re.compile(r"/table/[0-9a-f]{8}$"))
    expect(page).to_have_attribute("data-phase", re.compile("^(play|capote)$"), timeout=WAIT)
    before = seq(gil)
    if phase(gil) == "capote":
        gil.locator(".cot-capote-attempt").click()
    else:
        card = codes(gil, ".cot-hand .cot-card.cot-legal")[0]
        gil.locator(f".cot-hand .cot-card-{card}").click()
    expect(page).not_to_have_attribute("data-seq", str(before), timeout=WAIT)
    expect(gil.locator(".cot-undo")).to_be_hidden()
    other.close()
    context.close()
