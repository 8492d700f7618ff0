"""After the teacher closes the class game, a student opens the review of a hand on their
table's page and sees their own cards judged (``classservice/static/tablereview.js``): each
decision's grade, the better card where there was one, why, and how exact, in English and in
Italian, on a laptop (1366 px) and a phone (390 px), with nothing cut.

The hand is played by the student's own browser context's requests (its cookie, the table
page's calls): the clicks of a hand are ``test_tables_play_browser.py``'s.
``COTECCIO_SHOTS=DIR`` keeps the screenshots ``class-review-{en,it}-{1366,390}.png``.
"""

from __future__ import annotations

import time

import pytest
from class_server import ClassServer
from playwright.sync_api import Browser, BrowserContext, Page, expect
from shots import shoot

pytestmark = pytest.mark.browser

GAME = {"server": True, "rules": "trieste", "opponents": ["cautious", "cautious"],
        "mode": "table", "code": "0000-0ABC"}
WAIT = 60_000
"""The judge plays each decision out (about half a second a hand, longer on a busy machine)."""
GRADES = {"en": ("best", "close call", "inaccuracy", "mistake", "blunder"),
          "it": ("migliore", "scelta in bilico", "imprecisione", "errore", "errore grave")}


def joined(context: BrowserContext, server: ClassServer, name: str) -> Page:
    page = context.new_page()
    page.goto(server.url + "join")
    page.locator(".cot-join-name").fill(name)
    page.locator(".cot-join-submit").click()
    expect(page.locator(".cot-joined-next")).to_be_visible()
    server.admit(name)  # a name that joins while the class game is open waits
    return page


def play_one_hand(context: BrowserContext, server: ClassServer) -> str:
    """The student's class table, played with their first legal card until a hand ends."""
    api = server.url + "api/tables/"
    table = context.request.post(api + "class", data={}).json()["id"]
    model = server.service.tables.table(table)
    deadline = time.monotonic() + 120
    while not model.match.history:
        assert time.monotonic() < deadline, "the hand did not end"
        view = context.request.get(api + f"{table}/view").json()
        if view["view"]["your_turn"]:
            body = {"seq": view["seq"], "move": view["view"]["legal"][0]}
            assert context.request.post(api + f"{table}/move", data=body).ok
        else:
            time.sleep(0.02)
    return str(table)


def nothing_cut(page: Page) -> None:
    overflow = page.evaluate("""() => {
      const wide = document.scrollingElement.scrollWidth - window.innerWidth;
      const cut = [...document.querySelectorAll('.cot-table-judged, .cot-table-judged *')]
        .filter(e => e.scrollWidth > e.clientWidth + 1
                     && getComputedStyle(e).overflow !== 'visible')
        .map(e => e.className);
      const out = [...document.querySelectorAll('.cot-table-judged')].filter(e => {
        const r = e.getBoundingClientRect();
        return r.right > window.innerWidth + 1 || r.left < 0; })
        .length;
      return {wide, cut, out};
    }""")
    assert overflow == {"wide": 0, "cut": [], "out": 0}, overflow


@pytest.mark.parametrize("lang", ["en", "it"])
def test_after_the_close_a_student_sees_their_cards_judged(
        server: ClassServer, browser: Browser, lang: str) -> None:
    teacher = server.browser()
    assert teacher.sign_in(server.secret).status_code == 200
    assert teacher.post("api/teacher/game", GAME).status_code == 200
    context = browser.new_context(viewport={"width": 1366, "height": 768},
                                  locale="it-IT" if lang == "it" else "en-GB")
    name = f"stud-{lang}"
    page = joined(context, server, name)
    table = play_one_hand(context, server)
    page.goto(server.url + f"table/{table}")
    review = page.locator(".cot-table-review")
    expect(page.locator(".cot-table-page")).not_to_have_attribute("data-seq", "-1")
    expect(review).to_be_hidden()  # the game is open: no review, nothing of the hand
    assert teacher.post("api/teacher/close", {}).status_code == 200
    expect(review).to_be_visible(timeout=WAIT)  # the page is told, with no reload
    hand = page.locator(".cot-table-review-hand[data-hand='1']")
    hand.locator("summary").click()
    hand.locator(".cot-table-judge").click()
    judged = hand.locator(".cot-table-judged")
    expect(judged.first).to_be_visible(timeout=WAIT)
    grades = judged.locator(".cot-table-judged-grade").all_inner_texts()
    assert grades and all(g in GRADES[lang] for g in grades), grades
    first = judged.first.inner_text()
    assert ("Presa 1" if lang == "it" else "Trick 1") in first, first
    data = context.request.get(server.url + f"api/tables/{table}/review/1").json()
    betters = [d for d in data["decisions"] if d["best"] != d["played"]]
    assert hand.locator(".cot-table-judged-best").count() == len(betters)
    if lang == "it":
        assert "Hand" not in page.locator(".cot-table-review").inner_text()
    for width, height in ((1366, 768), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        judged.first.scroll_into_view_if_needed()
        nothing_cut(page)
        shoot(page, f"class-review-{lang}-{width}")
    context.close()
