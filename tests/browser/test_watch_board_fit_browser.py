"""The teacher's boards fit their boxes: a table of five with long names, watched on the
teacher's page at 1366×768 and on a phone's 390×844. Every part of a board (the felt, the
seats, the scoreboard) lies inside the board's box, and the box inside the page.

The service runs in this process (``tests/class_server.py``); the table is opened and
played through the model (two students with long names and three computer seats), and the
page is read from its own hooks, never after a fixed time.
"""

from __future__ import annotations

import pytest
from class_server import ClassServer
from playwright.sync_api import Browser, expect
from shots import shoot

pytestmark = pytest.mark.browser

WAIT = 15_000
NAMES = ("Maria Vittoria Castelbarco", "Giangiacomo Bortolameotti")

OUTSIDE = """(board) => {
  // every element of the board whose right or left edge leaves the board's box, and the
  // box itself when it leaves the page (half a pixel for rounding)
  const box = board.getBoundingClientRect();
  const out = [];
  if (box.right > document.documentElement.clientWidth + 0.5) out.push(['board', box.right]);
  // a part that scrolls in its own box (a phone's scores) is judged by that box
  const scrolls = (e) => {
    for (let a = e.parentElement; a && a !== board; a = a.parentElement) {
      if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX)) return true;
    }
    return false;
  };
  for (const e of board.querySelectorAll('*')) {
    if (scrolls(e)) continue;
    const r = e.getBoundingClientRect();
    if (!r.width || getComputedStyle(e).visibility === 'hidden') continue;
    if (r.right > box.right + 0.5 || r.left < box.left - 0.5) {
      out.push([e.className || e.tagName, Math.round(r.left - box.left),
                Math.round(r.right - box.right), (e.textContent || '').slice(0, 30)]);
    }
  }
  return out;
}"""

CLASHES = r"""(board) => {
  // what a reader cannot read: two seats' name plates on each other, the trick's caption
  // under a card of the trick, a word of a name broken over two lines
  const out = [];
  const meets = (a, b) => a.left < b.right - 1 && b.left < a.right - 1
    && a.top < b.bottom - 1 && b.top < a.bottom - 1;
  const plates = [...board.querySelectorAll('.cot-seat-id')];
  plates.forEach((a, i) => plates.slice(i + 1).forEach((b) => {
    if (meets(a.getBoundingClientRect(), b.getBoundingClientRect())) {
      out.push(['seats', a.textContent.slice(0, 30), b.textContent.slice(0, 30)]);
    }
  }));
  const cap = board.querySelector('.cot-trick-caption');
  if (cap) {
    for (const img of board.querySelectorAll('.cot-trick-card img')) {
      if (meets(cap.getBoundingClientRect(), img.getBoundingClientRect())) {
        out.push(['caption', cap.textContent, img.alt]);
      }
    }
  }
  for (const name of board.querySelectorAll('.cot-seat-name')) {
    const text = name.firstChild;
    if (!text || text.nodeType !== Node.TEXT_NODE) continue;
    for (const w of text.textContent.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, w.index);
      range.setEnd(text, w.index + w[0].length);
      if (range.getClientRects().length > 1) out.push(['broken', w[0]]);
    }
  }
  return out;
}"""


@pytest.fixture(scope="module")
def five(class_server: ClassServer) -> str:
    """A table of five in the middle of its first hand: two people, three computers."""
    tables = class_server.service.tables
    for n, name in enumerate(NAMES):
        class_server.service.store.join(name, f"key-{n}")
    table_id = str(tables.open(NAMES[0], {"seats": 5, "computers": [2, 3, 4]})["id"])
    tables.sit(NAMES[1], table_id, 1)
    table = tables.table(table_id)
    while not table.match.hand or not table.match.hand.tricks:
        tables.advance(table_id)
        for name in NAMES:
            answer = tables.view(name, table_id)
            if answer["view"]["your_turn"]:
                tables.move(name, table_id, answer["seq"], answer["view"]["legal"][0])
    tables.advance(table_id)
    return table_id


@pytest.mark.parametrize(("width", "height"), [(1366, 768), (390, 844)],
                         ids=["1366", "390"])
def test_a_watched_table_of_five_fits_its_box(class_server: ClassServer, browser: Browser,
                                              five: str, width: int, height: int) -> None:
    page = browser.new_context(viewport={"width": width, "height": height}).new_page()
    page.goto(class_server.url + "teacher?lang=en")
    page.locator(".cot-teacher-secret").fill(class_server.secret)
    page.locator(".cot-teacher-submit").click()
    board = page.locator(f".cot-watch-board[data-table='{five}']")
    expect(board.locator(".cot-felt")).to_be_visible(timeout=WAIT)
    expect(board.locator(".cot-seat-name-4")).to_be_visible(timeout=WAIT)
    board.scroll_into_view_if_needed()
    shoot(page, f"watch-five-{width}", at=f".cot-watch-board[data-table='{five}']")
    outside = board.evaluate(OUTSIDE)
    assert outside == [], outside
    clashes = board.evaluate(CLASHES)
    assert clashes == [], clashes
