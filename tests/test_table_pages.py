"""The tables' pages without a browser: what the service's seat view holds, and
the pages' handlers.

The words a table's page is told for one seat (``classservice.seatview``) go with the seat's
view: they may name that seat's cards and the cards played, never another seat's cards, the
seed or the deal code, whoever is to move.
"""

from __future__ import annotations

import json
import re

import pytest
from catalogue_parts import part

from coteccio_lab.cards import DECK
from coteccio_lab.classservice.seatview import seat_label, seat_view, spectator_view
from coteccio_lab.i18n import CATALOG
from coteccio_lab.match import Match
from coteccio_lab.render.boardview import board_view_js
from coteccio_lab.view import SpectatorView

NAMES = ["Ana", "Bea", "Caio", "Dora"]


def _codes_in(view: dict[str, object]) -> set[str]:
    """Every card code the view names anywhere (as a value or in a class)."""
    text = json.dumps(view)
    return {c.code() for c in DECK
            if re.search(rf'"{c.code()}"|cot-card-{c.code()}\b', text)}


def _played(m: Match) -> set[str]:
    hand = m.hand
    assert hand is not None
    return {c.code() for c in hand.plays} | {c.code() for c in hand.spies}


def test_each_seat_is_told_of_its_own_cards_and_the_cards_played_only_through_a_whole_match(
) -> None:
    m = Match.new("trieste", 4, seed=20211)
    while not m.over:
        hand = m.hand
        assert hand is not None
        for seat in range(4):
            view = seat_view(m, seat, NAMES, "en", table="t1")
            allowed = {c.code() for c in hand.holding(seat)} | _played(m)
            assert _codes_in(view) <= allowed, (seat, _codes_in(view) - allowed)
            text = json.dumps(view)
            assert str(m.seed) not in text and m.code not in text
            to_act = m.to_act
            assert (view["phase"] in ("play", "capote", "doctor", "cappotto")) == (
                seat == to_act or seat in m.doctor_offers or seat in m.cappotto_offers)
            assert bool(view["waiting"]) == (view["phase"] == "wait")
        m.push(m.legal_moves[-1])
    # the match's end: who won, the last hand; no move to make
    names = ["Ana", "<b>Bea</b>", "Caio", "Dora"]
    view = seat_view(m, 1, names, "en", table="t1")
    assert view["phase"] == "over" and view["choices"] == []
    assert view["over"].startswith("The match is over: ") and view["summary"] is not None
    assert view["buttons"] == {} and view["caption"] == ""
    assert m.code not in json.dumps(view)  # until the table may show it
    shown = seat_view(m, 1, names, "en", table="t1", code=m.code)
    assert m.code in shown["title"]


def test_a_name_is_text_in_the_title_the_page_draws_as_html() -> None:
    m = Match.new("trieste", 4, seed=5)
    names = [f"<i>{name}</i>" for name in NAMES]
    view = seat_view(m, 2, names, "en", table="t1")
    assert "<i>" not in view["title"] and "&lt;i&gt;" in view["title"]  # the dealer's name
    assert view["names"] == names  # by the table's seats: the page turns them to the screen


def test_a_table_still_seating_says_how_many_are_missing() -> None:
    view = seat_view(None, 0, ["Ana", "", "Caio", ""], "pt", table="t1")
    assert view["choices"] == [] and view["told"] == []
    assert view["messages"][0]["text"] == "Esperando mais 2 jogadores se sentarem."
    assert view["phase"] == "seating"


def test_the_spectator_can_click_nothing() -> None:
    m = Match.new("trieste", 3, seed=9)
    assert m.hand is not None
    shown = SpectatorView.of(m.hand, hands=True)
    view = spectator_view(m, shown, NAMES[:3], "en", table="t1", delay="hand")
    assert view["buttons"] == {} and view["choices"] == [] and view["phase"] == "watch"
    assert "end of the last hand" in view["messages"][0]["text"]


def test_seat_labels() -> None:
    assert seat_label({"kind": "computer", "level": "expert"}, "it") == "Computer (esperto)"
    assert seat_label({"kind": "person", "name": None}, "en") == ""
    assert seat_label({"kind": "person", "name": "Ana", "away": True}, "pt") == (
        "Ana (ausente: quem joga é o computador)")


def test_every_table_page_word_is_in_three_languages_and_translated() -> None:
    for key in part("tablepages"):
        texts = CATALOG[key]
        assert set(texts) == {"en", "it", "pt"}
        if len(texts["en"].replace("{name}", "").replace("{change}", "")) > 12:
            assert texts["pt"] != texts["en"], key
            # Italian says "computer" too
            assert texts["it"] != texts["en"] or "computer" in texts["en"].lower(), key


# ---- the pages' handlers, on a real service ------------------------------------------------


def test_the_lobby_sends_nobody_to_join_and_shows_a_student_the_hooks(server) -> None:
    ana = server.browser()
    got = ana.get("tables", allow_redirects=False)
    assert got.status_code == 302 and got.headers["Location"].endswith("/class/join")
    assert ana.join("ana").status_code == 200
    page = ana.get("tables?lang=it").text
    for hook in ("cot-lobby", "cot-table-new", "cot-table-seats"):
        assert hook in page
    assert 'data-me="ana"' in page and "Apri il tavolo" in page


def test_the_joined_page_links_to_the_tables(server) -> None:
    ana = server.browser()
    page = ana.join("ana").text
    links = re.search(r'<ul class="cot-joined-links">(.*?)</ul>', page, re.S)
    assert links is not None and 'href="/class/tables"' in links.group(1)


def test_a_table_page_names_its_table_and_refuses_a_hostile_id(server) -> None:
    ana = server.browser()
    ana.join("ana")
    page = ana.get("table/0a1b2c3d").text
    assert 'data-table="0a1b2c3d"' in page and "cot-table-board" in page
    assert ana.get("table/<script>").status_code == 404
    assert ana.get("table/" + "a" * 41).status_code == 404


def test_the_projector_is_the_teachers_and_holds_no_card(server, teacher) -> None:
    ana = server.browser()
    ana.join("ana")
    assert ana.get("projector").status_code == 403
    got = teacher.get("projector")
    assert got.status_code == 200 and "cot-projector" in got.text
    assert "cot-card" not in got.text and server.secret not in got.text


def test_the_boards_files_are_served_once_for_everyone(server) -> None:
    ana = server.browser()
    js = ana.get("tables/board.js")
    assert js.status_code == 200 and "text/javascript" in js.headers["Content-Type"]
    assert "function cardRow" in js.text and "export default { render }" in js.text
    assert "max-age" in js.headers["Cache-Control"]
    faces = ana.get("tables/faces.json?lang=it").json()
    assert len(faces) == 41 and faces["Ac"][1] == "Asso di coppe"
    css = ana.get("tables/board.css").text
    assert ".cot-felt" in css and ".cot-cards > img" in css
    assert ana.get("tables/other.js").status_code == 404
    # the felt and the scoreboard from a serialized view: render's file, at the pages' address
    view = ana.get("static/boardview.js")
    assert view.status_code == 200 and "javascript" in view.headers["Content-Type"]
    # (a module script is read as UTF-8 whatever the header says)
    assert view.content.decode() == board_view_js() and board_view_js() in js.text


@pytest.mark.parametrize("page", ["lobby.html", "table.html", "projector.html"])
def test_the_pages_load_scripts_and_styles_from_files_only(page: str) -> None:
    from coteccio_lab.classservice.web import STATIC

    text = (STATIC / page).read_text(encoding="utf-8")
    assert "<script>" not in text and "style=" not in text


def test_alone_with_computer_players_a_table_may_offer_take_backs(server) -> None:
    ana = server.browser()
    ana.join("ana")
    got = ana.post("api/tables", {"seats": 3, "computers": [1, 2], "takeback": True}).json()
    table = got["id"]
    view = ana.get(f"api/tables/{table}/view").json()
    while not view["view"]["your_turn"]:  # the computer players move after the answer
        view = ana.get(f"api/tables/{table}/view?after={view['seq']}").json()
    assert "undo" not in view["view"]["words"]["buttons"]  # nothing of hers to take back yet
    card = view["view"]["legal"][0]
    view = ana.post(f"api/tables/{table}/move", {"seq": view["seq"], "move": card}).json()
    assert view["view"]["words"]["buttons"]["undo"]["label"] == "Take back"
    while not view["view"]["your_turn"]:  # the page has the table as it is when she clicks
        view = ana.get(f"api/tables/{table}/view?after={view['seq']}").json()
    back = ana.post(f"api/tables/{table}/undo", {"seq": view["seq"]})
    assert back.status_code == 200, back.text
    back = back.json()
    assert card in back["view"]["hand"]["holding"]


def test_every_word_the_table_pages_scripts_say_is_in_the_catalogue() -> None:
    from coteccio_lab.classservice.web import STATIC

    keys: set[str] = set()
    for script in ("boardmodel.js", "lobby.js", "table.js", "watch.js", "projector.js"):
        keys |= set(re.findall(r'say\("(\w+)"', (STATIC / script).read_text(encoding="utf-8")))
    keys |= {f"state_{s}" for s in ("waiting", "playing", "over")}
    keys |= {f"level_{level}" for level in ("random", "cautious", "expert")}
    assert {"table_offline", "lobby_sit", "watch_open", "projector_nobody"} <= keys
    for key in keys:
        assert f"class_page_{key}" in CATALOG, key


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("it", "La partita è finita: ha vinto Ana.",
     "La partita è finita: hanno vinto Ana e Caio."),
    ("pt", "A partida terminou: Ana ganhou.", "A partida terminou: Ana e Caio ganharam."),
])
def test_the_end_of_a_match_agrees_with_one_winner_or_several(lang: str, one: str,
                                                             two: str) -> None:
    """Piacenza's match has several winners: the verb takes the plural («hanno vinto»)."""
    from types import SimpleNamespace

    from coteccio_lab.classservice.seatview import _over

    names = ["Ana", "Bea", "Caio"]
    assert _over(SimpleNamespace(over=True, winners=[0]), names, lang) == one
    assert _over(SimpleNamespace(over=True, winners=[0, 2]), names, lang) == two
