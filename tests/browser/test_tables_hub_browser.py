"""Tables under a real JupyterHub, in Chromium ("Under JupyterHub the same, with
the hub's identities and groups: a student sees only the tables they sit at and the lobby").

One hub (its proxy, its OAuth, the shared-password authenticator, the class service on a
real PostgreSQL). Three students log in through the hub's login page, each in a browser
context of their own, with no single-user server spawned: the service's lobby sends a
browser without the service's cookie to the hub and back. Ana opens a table of two, Bo sits
at it from the lobby, and they play moves by clicks, each page drawing the other's card.
Cy, the third, is shown neither the full table in the lobby nor its board: the table's page
gives her the sentence, and its view (asked with her own cookies) is 403.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from harness.testhub import HubProcess
from playwright.sync_api import BrowserContext, Page, expect
from table_page import codes, phase

pytestmark = [pytest.mark.browser, pytest.mark.hub]

VIEWPORT = {"width": 1366, "height": 768}
WAIT = 20_000
"""How long a page may take to show what the table did (ms), through the hub's proxy."""
MOVES = 4


def lobby(context: BrowserContext, hub: HubProcess, name: str) -> Page:
    """``name``'s browser asks for the lobby, logs in on the hub's page it is sent to, and
    comes back to the lobby through the service's OAuth."""
    page = context.new_page()
    page.goto(hub.service_url + "tables")
    page.fill("#username_input", name)
    page.fill("#password_input", hub.password)
    page.click("#login_submit")
    page.wait_for_url(hub.service_url + "tables", timeout=60_000)
    expect(page.locator(".cot-lobby")).to_be_visible()
    return page




def test_two_students_play_through_the_hub_and_a_third_sees_nothing(
    class_hub: HubProcess, new_context: Any
) -> None:
    pages = {name: lobby(new_context(viewport=VIEWPORT), class_hub, name)
             for name in ("ana", "bo", "cy")}
    ana, bo, cy = pages["ana"], pages["bo"], pages["cy"]

    ana.locator(".cot-table-seats").fill("2")
    ana.locator(".cot-table-computers").fill("0")
    ana.locator(".cot-table-new").click()
    ana.wait_for_url(re.compile(r"/table/[0-9a-f]{8}$"))
    table = ana.url.rsplit("/", 1)[1]
    row = bo.locator(f".cot-table-row[data-table='{table}']")
    expect(row).to_contain_text("ana", timeout=WAIT)
    row.locator(".cot-sit").click()
    bo.wait_for_url(re.compile(f"/table/{table}$"))

    # the table is full and not hers: gone from cy's lobby, its board and view refused
    expect(cy.locator(f".cot-table-row[data-table='{table}']")).to_have_count(0, timeout=WAIT)
    answer = cy.request.get(f"{class_hub.service_url}api/tables/{table}/view")
    assert answer.status == 403, answer.text()
    assert answer.json()["key"] == "tables_err_not_seated"
    assert "cot-card" not in answer.text()
    cy.goto(f"{class_hub.service_url}table/{table}")
    expect(cy.locator(".cot-table-error")).to_contain_text(f"you do not sit at table {table}",
                                                           timeout=WAIT)
    assert cy.locator(".cot-card").count() == 0
    assert cy.request.get(f"{class_hub.service_url}api/teacher/tables").status == 403

    # ana and bo play by clicks; each page draws the other's card, never their hand
    players = {"ana": ana, "bo": bo}
    hands = {}
    for name, page in players.items():
        expect(page.locator(".cot-hand .cot-card")).to_have_count(5, timeout=WAIT)
        hands[name] = set(codes(page, ".cot-hand .cot-card"))
    assert not hands["ana"] & hands["bo"]
    for n in range(MOVES):
        mover = next(n for n, p in players.items() if phase(p) in ("play", "capote"))
        other = players["bo" if mover == "ana" else "ana"]
        page = players[mover]
        before = page.locator(".cot-table-page").get_attribute("data-seq")
        if phase(page) == "capote":
            page.locator(".cot-capote-attempt").click()
        else:
            card = codes(page, ".cot-hand .cot-card.cot-legal")[0]
            page.locator(f".cot-hand .cot-card-{card}").click()
            if n % 2 == 0:  # a trick's lead: on the other's board until the trick is over
                expect(other.locator(f".cot-card-{card}")).to_have_count(1, timeout=WAIT)
        for p in players.values():
            expect(p.locator(".cot-table-page")).not_to_have_attribute(
                "data-seq", before or "", timeout=WAIT)
        for name, p in players.items():
            foreign = set(codes(p, ".cot-hand .cot-card")) - hands[name]
            assert not foreign, f"{name}'s hand shows {sorted(foreign)}"
    assert not set(codes(cy, ".cot-card"))
