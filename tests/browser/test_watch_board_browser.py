"""The boards of a class table in Chromium, two things the felt once got wrong: a table the
teacher paused still marked a seat "to play" (the student's felt and the teacher's), and on
the teacher's small boards the caption of a finished trick lay over the trick's cards.

The service runs in this process (``tests/class_server.py``); the table is opened and
played through the model (Ana and three computer seats), and the pages are read from their
own hooks, never after a fixed time.
"""

from __future__ import annotations

import contextlib

import pytest
from class_server import ClassServer
from harness.feltcheck import CAPTION_COVERS
from playwright.sync_api import Browser, Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from shots import shoot

from coteccio_lab.classservice.tables import Tables

pytestmark = pytest.mark.browser

VIEWPORT = {"width": 1366, "height": 768}
WAIT = 15_000

def teacher_page(browser: Browser, server: ClassServer, lang: str) -> Page:
    page = browser.new_context(viewport=VIEWPORT, locale=lang).new_page()
    page.goto(server.url + f"teacher?lang={lang}")
    page.locator(".cot-teacher-secret").fill(server.secret)
    page.locator(".cot-teacher-submit").click()
    return page


def student_page(browser: Browser, server: ClassServer, name: str, table_id: str) -> Page:
    page = browser.new_context(viewport=VIEWPORT).new_page()
    page.goto(server.url + "join")
    page.locator(".cot-join-name").fill(name)
    page.locator(".cot-join-submit").click()
    expect(page.locator(".cot-joined-links")).to_be_visible()
    page.goto(server.url + f"table/{table_id}")
    return page


def a_trick_played(tables: Tables, name: str) -> str:
    """A table of four (the other three computer seats) where the first trick is over."""
    table_id = str(tables.open(name, {"seats": 4, "computers": [1, 2, 3]})["id"])
    table = tables.table(table_id)
    while not table.match.hand or not table.match.hand.tricks:
        tables.advance(table_id)
        answer = tables.view(name, table_id)
        if answer["view"]["your_turn"]:
            tables.move(name, table_id, answer["seq"], answer["view"]["legal"][0])
    tables.advance(table_id)
    return table_id


def turn_marks(felt: Locator) -> tuple[int, list[str]]:
    """How many seats the felt marks to act, and every seat's line under its name."""
    return (felt.locator(".cot-turn").count(),
            felt.locator(".cot-seat-info").all_inner_texts())


def test_a_paused_table_marks_no_seat_to_play(class_server: ClassServer,
                                              browser: Browser) -> None:
    tables = class_server.service.tables
    ana = student_page(browser, class_server, "ana", "00000000")
    table_id = a_trick_played(tables, "ana")
    ana.goto(class_server.url + f"table/{table_id}")
    felt = ana.locator(".cot-felt")
    expect(felt.locator(".cot-turn")).to_have_count(1, timeout=WAIT)
    teacher = teacher_page(browser, class_server, "en")
    watch = teacher.locator(f".cot-watch-board[data-table='{table_id}'] .cot-felt")
    expect(watch.locator(".cot-turn")).to_have_count(1, timeout=WAIT)

    tables.pause(table_id, True)
    expect(ana.locator(".cot-table-page")).to_have_attribute("data-phase", "paused",
                                                             timeout=WAIT)
    for board in (felt, watch):
        expect(board.locator(".cot-turn")).to_have_count(0, timeout=WAIT)
        _marks, lines = turn_marks(board)
        assert not any("to play" in line or "to decide" in line for line in lines), lines
        assert sum(line.endswith("paused") for line in lines) == 1, lines

    tables.pause(table_id, False)
    expect(felt.locator(".cot-turn")).to_have_count(1, timeout=WAIT)
    expect(watch.locator(".cot-turn")).to_have_count(1, timeout=WAIT)


@pytest.mark.parametrize("lang", ["en", "it"])
def test_the_caption_on_the_teachers_small_boards_covers_no_card(
        class_server: ClassServer, browser: Browser, lang: str) -> None:
    tables = class_server.service.tables
    student_page(browser, class_server, f"bo{lang}", "00000000")  # a student of the class
    ids = [a_trick_played(tables, f"bo{lang}")]
    teacher = teacher_page(browser, class_server, lang)
    for table_id in ids:
        board = teacher.locator(f".cot-watch-board[data-table='{table_id}']")
        expect(board.locator(".cot-trick-caption")).to_be_visible(timeout=WAIT)
        # the board fits the caption once it has laid the felt out (a resize observer)
        with contextlib.suppress(PlaywrightTimeout):  # (the assertion below says what is left)
            teacher.wait_for_function(f"(b) => ({CAPTION_COVERS})(b)?.length === 0",
                                      arg=board.element_handle(), timeout=WAIT)
        covered = board.evaluate(CAPTION_COVERS)
        assert covered == [], covered


SEAT_WORDS_CUT = """(board) => {
  // every seat's name and line with a corner off the felt (its rounded edge, inside the
  // border: half a pixel for rounding), or whose words are clipped in their own box
  const felt = board.querySelector('.cot-felt');
  const box = felt.getBoundingClientRect();
  const left = box.left + felt.clientLeft;
  const top = box.top + felt.clientTop;
  const w = felt.clientWidth;
  const h = felt.clientHeight;
  const style = getComputedStyle(felt);
  const [ax, ay] = style.borderTopLeftRadius.split(' ');
  const size = (v, whole) => (v.endsWith('%') ? parseFloat(v) / 100 * whole : parseFloat(v));
  const rx = size(ax, box.width) - felt.clientLeft;
  const ry = size(ay ?? ax, box.height) - felt.clientTop;
  const inside = (x, y) => {
    const px = x - left;
    const py = y - top;
    if (px < -0.5 || px > w + 0.5 || py < -0.5 || py > h + 0.5) return false;
    const cx = px < rx ? rx : px > w - rx ? w - rx : px;
    const cy = py < ry ? ry : py > h - ry ? h - ry : py;
    const dx = (px - cx) / rx;
    const dy = (py - cy) / ry;
    return dx * dx + dy * dy <= 1.02;
  };
  return Array.from(felt.querySelectorAll('.cot-seat-name, .cot-seat-info'))
    .filter((e) => {
      const r = e.getBoundingClientRect();
      return ![[r.left, r.top], [r.right, r.top], [r.left, r.bottom], [r.right, r.bottom]]
        .every(([x, y]) => inside(x, y)) || e.scrollWidth > e.clientWidth + 1;
    })
    .map((e) => e.textContent);
}"""
"""A function of one board: the seats' words cut at the felt's edge (or in their own box)."""


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_the_phone_sized_watch_board_cuts_no_word_and_hides_no_caption(
        class_server: ClassServer, browser: Browser, lang: str) -> None:
    """On a 390 px phone the teacher's board is as narrow as the screen: the caption of the
    finished trick lies clear of the trick's cards, and every seat's name and line (its
    tricks, its points, its turn) is whole on the felt."""
    tables = class_server.service.tables
    student_page(browser, class_server, f"cy{lang}", "00000000")
    table_id = a_trick_played(tables, f"cy{lang}")
    page = browser.new_context(viewport={"width": 390, "height": 844}, locale=lang).new_page()
    page.goto(class_server.url + f"teacher?lang={lang}")
    page.locator(".cot-teacher-secret").fill(class_server.secret)
    page.locator(".cot-teacher-submit").click()
    board = page.locator(f".cot-watch-board[data-table='{table_id}']")
    expect(board.locator(".cot-trick-caption")).to_be_visible(timeout=WAIT)
    board.scroll_into_view_if_needed()
    with contextlib.suppress(PlaywrightTimeout):  # (the assertions below say what is left)
        page.wait_for_function(
            f"(b) => ({CAPTION_COVERS})(b)?.length === 0 && ({SEAT_WORDS_CUT})(b).length === 0"
            " && b.querySelector('.cot-trick-caption').scrollWidth"
            " <= b.querySelector('.cot-trick-caption').clientWidth + 1",
            arg=board.element_handle(), timeout=5_000)
    shoot(page, f"watch-390-{lang}", at=f".cot-watch-board[data-table='{table_id}']")
    assert board.evaluate(CAPTION_COVERS) == []
    # no word of the caption runs out of its box (under a card at its side)
    caption = board.locator(".cot-trick-caption")
    assert caption.evaluate("(c) => c.scrollWidth <= c.clientWidth + 1"), caption.inner_text()
    assert board.evaluate(SEAT_WORDS_CUT) == []
