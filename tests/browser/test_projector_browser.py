"""The projector page for a lesson, in Chromium: 7 tables and 25 students, then 8 tables and
30 standings, on a laptop's 1366×768 and a projector's 1920×1080, in English and Italian.

Every table and every standing shows on the one screen: no scrollbar, nothing past the
window or its own box, the type at least a 48th of the screen's height (read from the back
of a room), each table named as the teacher's page names it, a finished table kept with
who won it. The class is made in the service, as protocol clients would make it: students
joined in the store, the class game's hands sent as a kernel sends them, the teacher's
*Seat the class* for most, three students at a table of their own that they play to its
end, and two tables a few cards into their first hand.

The page follows the service on one connection: at most one of its requests is open at any
time, however many tables move. A lost connection is said, and the notice goes with the
first answer of the service back on its port (restarted with a lower version, as a new
process starts from its log).

``COTECCIO_SHOTS=DIR`` keeps the screenshots ``projector-{en,it}-{1366,1920}.png``.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from class_helpers import CODE, OPPONENTS, played_records
from class_server import ClassServer
from playwright.sync_api import Browser, Page, expect
from shots import shoot

from coteccio_lab.classservice.tablenames import table_name
from coteccio_lab.classservice.tables import Tables

pytestmark = pytest.mark.browser

WAIT = 15_000
SCREENS = ({"width": 1366, "height": 768}, {"width": 1920, "height": 1080})
NAMES = ("Alessandra", "Bartolomeo", "Caterina", "Domenico", "Elisabetta", "Francesco",
         "Giovanna", "Leonardo", "Margherita", "Niccolò", "Ottavia", "Pierluigi", "Rosalba",
         "Salvatore", "Teodora", "Umberto", "Valentina", "Vittorio", "Zaccaria", "Beatrice",
         "Costanza", "Federico", "Gianmarco", "Ludovica", "Massimiliano", "Annunziata",
         "Bonaventura", "Cristoforo", "Donatella", "Ermenegildo")
"""Long names on purpose: a class's real ones, not "s1"."""


CUT = """() => {
  const w = window.innerWidth, h = window.innerHeight, out = [];
  const doc = document.documentElement;
  if (doc.scrollWidth > w || doc.scrollHeight > h) {
    out.push(`page ${doc.scrollWidth}x${doc.scrollHeight}`);
  }
  const boxes = '.cot-projector-head, .cot-projector-table, .cot-projector-standings tr, h2';
  for (const e of document.querySelectorAll(boxes)) {
    const r = e.getBoundingClientRect();
    if (r.left < 0 || r.top < 0 || r.right > w + 0.5 || r.bottom > h + 0.5) {
      out.push(`past the window: ${e.textContent.slice(0, 40)} ${JSON.stringify(r)}`);
    }
  }
  const texts = ['.cot-projector-table', '.cot-projector-table *',
                 '.cot-projector-standings td', '.cot-projector-body > section'].join(', ');
  for (const e of document.querySelectorAll(texts)) {
    if (e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).display !== 'inline') {
      out.push(`past its box: ${e.textContent.slice(0, 40)}`);
    }
  }
  const sizes = [...document.querySelectorAll('.cot-projector-name, .cot-projector-student')]
    .map((e) => parseFloat(getComputedStyle(e).fontSize));
  return {out, smallest: Math.min(...sizes), h};
}"""
"""What of the page is past the window or past its own box (text cut), and the smallest
type of a name on it."""


@pytest.fixture(scope="module")
def records() -> list[list[dict[str, Any]]]:
    """Three whole matches of the class game, as the dashboard plays them."""
    return [played_records(seed=seed) for seed in range(3)]


@pytest.fixture
def class_server(tmp_path: Path) -> Iterator[ClassServer]:
    server = ClassServer(tmp_path / "class")
    yield server
    server.stop()


def play(tables: Tables, table_id: str, moves: int | None = None) -> None:
    """The people at the table play their first legal card (its computer seats move after
    each), until the match is over or ``moves`` were made; 20 s ago, so that the screen is
    the same from the first look (their pages gone, past ``table.PRESENT``, the table waits
    for them) and they are not yet away (``tables.GRACE``)."""
    clock = tables.clock
    tables.clock = lambda: clock() - 20
    try:
        _play(tables, table_id, moves)
    finally:
        tables.clock = clock


def _play(tables: Tables, table_id: str, moves: int | None) -> None:
    table = tables.table(table_id)
    made = 0
    while not table.match.over and (moves is None or made < moves):
        tables.advance(table_id)
        for seat in table.seats:
            if seat.kind != "person" or seat.name is None:
                continue
            answer = tables.view(seat.name, table_id)
            if answer["view"]["your_turn"]:
                tables.move(seat.name, table_id, answer["seq"], answer["view"]["legal"][0])
                made += 1
                break


def the_class(server: ClassServer, names: tuple[str, ...], records: list[list[dict[str, Any]]],
              own_table: bool) -> None:
    """``names`` join and send hands of the class game (three play it through, the others
    one to three hands); all but three are seated by the teacher's one action, and with
    ``own_table`` the three others open a table and play it to its end."""
    service = server.service
    known = {s.name for s in service.store.students()}
    for i, name in enumerate(names):
        if name in known:
            continue
        service.store.join(name, f"key-{i}")
        match = records[i % 3]
        for n, record in enumerate(match[: len(match) if i < 3 else 1 + i % 3], 1):
            service.submit_hand(name, {"hand": n, "record": record})
    free = [n for n in names if n not in {s.name for t in service.tables.all() for s in t.seats}]
    seated = free if not own_table else free[:-3]
    done = service.tables.seat_class(seated, "list", {})
    for table_id in done["tables"][:2]:  # two tables a few cards in
        play(service.tables, table_id, moves=3)
    if own_table:
        opened = service.tables.open(free[-3], {"seats": 3})["id"]
        for name in free[-2:]:
            service.tables.sit(name, opened)
        play(service.tables, opened)


def projector(browser: Browser, server: ClassServer, lang: str,
              screen: dict[str, int]) -> Page:
    page = browser.new_context(viewport=screen).new_page()  # type: ignore[arg-type]
    page.goto(f"{server.url}teacher?lang={lang}")
    page.locator(".cot-teacher-secret").fill(server.secret)
    page.locator(".cot-teacher-submit").click()
    expect(page.locator(".cot-lesson")).to_be_visible(timeout=WAIT)
    page.goto(f"{server.url}projector?lang={lang}")
    return page


def everything_shows(page: Page, server: ClassServer, lang: str, tables: int,
                     students: int) -> None:
    """Every table and standing on the screen, nothing cut, the type readable far away."""
    expect(page.locator(".cot-projector-table")).to_have_count(tables, timeout=WAIT)
    expect(page.locator(".cot-projector-standings tbody tr")).to_have_count(students,
                                                                           timeout=WAIT)
    expect(page.locator(".cot-projector[data-fit]")).to_have_count(1)
    found = page.evaluate(CUT)
    assert found["out"] == [], found["out"]
    assert found["smallest"] >= found["h"] / 48, found
    # the tables by the names the teacher's page gives them; a finished one with its winners
    for table in server.service.tables.all():
        if table.class_game is not None:
            continue
        card = page.locator(f".cot-projector-table[data-table='{table.id}']")
        expect(card).to_contain_text(table_name(table.name_no, lang, table.id))
        if table.match.over:
            expect(card).to_have_attribute("data-state", "over")
            for seat in table.match.winners:
                expect(card.locator(".cot-projector-won")).to_contain_text(
                    str(table.seats[seat].name))


@pytest.mark.parametrize("lang", ["en", "it"])
def test_a_lesson_of_25_then_30_fits_a_laptop_and_a_projector(
        class_server: ClassServer, browser: Browser, records: list[list[dict[str, Any]]],
        lang: str) -> None:
    class_server.service.set_game({"code": CODE, "opponents": list(OPPONENTS),
                                   "mode": "table", "rules": "trieste"})
    the_class(class_server, NAMES[:25], records, own_table=True)
    assert len(class_server.service.tables.all()) == 7
    pages = [projector(browser, class_server, lang, screen) for screen in SCREENS]
    for page, screen in zip(pages, SCREENS, strict=True):
        everything_shows(page, class_server, lang, 7, 25)
        shoot(page, f"projector-{lang}-{screen['width']}")
    # five more students, at an eighth table: the same screens follow, and still fit
    the_class(class_server, NAMES, records, own_table=False)
    assert len(class_server.service.tables.all()) == 8
    for page in pages:
        everything_shows(page, class_server, lang, 8, 30)


def test_the_screen_follows_on_one_connection_and_says_when_it_is_back(
        class_server: ClassServer, browser: Browser, records: list[list[dict[str, Any]]]
) -> None:
    """Tables moving and hands stored while the page watches: at most one request of the
    page is open at a time. Its requests refused as by a lost network: the page says so;
    let through again: the notice goes with the next answer, not after the service's wait
    for a change (a long poll of 25 s)."""
    service = class_server.service
    service.set_game({"code": CODE, "opponents": list(OPPONENTS), "mode": "table",
                      "rules": "trieste"})
    the_class(class_server, NAMES[:8], records[:1] * 3, own_table=False)
    page = projector(browser, class_server, "en", SCREENS[0])
    open_now: set[Any] = set()
    most = [0]

    def sent(request: Any) -> None:
        open_now.add(request)
        most[0] = max(most[0], len(open_now))

    page.on("request", sent)
    page.on("requestfinished", lambda request: open_now.discard(request))
    page.on("requestfailed", lambda request: open_now.discard(request))
    expect(page.locator(".cot-projector-table")).to_have_count(2, timeout=WAIT)
    first = service.tables.all()[0]
    for _ in range(3):  # a table moves, then a hand is stored: the screen follows each
        seq = first.seq
        play(service.tables, first.id, moves=1)
        assert first.seq > seq
        mover = first.seats[first.match.to_act].name
        expect(page.locator(f".cot-projector-table[data-table='{first.id}'] "
                            ".cot-projector-to-move")).to_contain_text(str(mover), timeout=WAIT)
    student = NAMES[5]  # three hands sent (``the_class``): the fourth comes now
    service.submit_hand(student, {"hand": 4, "record": records[0][3]})
    row = next(r for r in service.class_standings()["rows"] if r["name"] == student)
    points = page.locator(".cot-projector-standings tr", has_text=student).locator("td").last
    expect(points).to_have_text(str(row["points"]), timeout=WAIT)
    assert most[0] == 1, most[0]

    page.route("**/api/projector*", lambda route: route.abort("internetdisconnected"))
    play(service.tables, first.id, moves=1)  # the poll held answers; the next is refused
    status = page.locator(".cot-projector-status")
    expect(status).to_have_text("The connection to the class service is lost: trying again…",
                                timeout=WAIT)
    page.unroute("**/api/projector*")
    expect(status).to_be_hidden(timeout=5_000)


def test_a_class_too_large_for_the_smallest_type_is_a_page_that_scrolls_not_a_cut_one(
        class_server: ClassServer, browser: Browser) -> None:
    """200 students at 50 tables: no type shows them all on 1366×768; the page is then an
    ordinary one, scrolled, with every table in it whole."""
    names = [f"Student {n:03d}" for n in range(200)]
    class_server.service.store.set_class_size(200)
    for n, name in enumerate(names):
        class_server.service.store.join(name, f"key-{n}")
    class_server.service.tables.seat_class(names, "list", {})
    page = projector(browser, class_server, "en", SCREENS[0])
    expect(page.locator(".cot-projector-table")).to_have_count(50, timeout=WAIT)
    expect(page.locator(".cot-projector")).to_have_attribute("data-fit", "page")
    found = page.evaluate("""() => ({
      scrolls: document.documentElement.scrollHeight > window.innerHeight,
      wide: document.documentElement.scrollWidth > window.innerWidth,
      cut: [...document.querySelectorAll('.cot-projector-table')]
        .filter((e) => e.scrollWidth > e.clientWidth + 1).length})""")
    assert found == {"scrolls": True, "wide": False, "cut": 0}
    page.locator(".cot-projector-table").last.scroll_into_view_if_needed()
    expect(page.locator(".cot-projector-table").last).to_be_in_viewport()
