"""The judged review of a table's hands, for the students who played them: each decision of
the student's own seat graded by the kit's one judge of play, as the dashboard's review
grades it. Never before the class game is closed (the other students still play the same
deals), never a lobby table's before its match is over, never to a student who did not sit
there, never to an outsider. Over HTTP, with the pages' own calls."""

from __future__ import annotations

import sys
import time

import pytest
from class_server import ClassServer
from harness.tableclient import TableClient
from test_tables_class_fair import class_game_given, student

from coteccio_lab.dealcode import parse_deal_code
from coteccio_lab.review import review_hand

GAME = {"server": True, "rules": "trieste", "opponents": ["cautious", "cautious"],
        "mode": "table", "code": "0000-0ABC"}


def play_a_hand(client: TableClient, table_id: str, hands: int, server: ClassServer) -> None:
    """Plays the seat's first legal card until the table has ``hands`` finished hands."""
    model = server.service.tables.table(table_id)
    deadline = time.monotonic() + 120
    while len(model.match.history) < hands:
        assert time.monotonic() < deadline, "the hand did not end"
        answer = client.view(table_id).body
        if answer["view"]["over"]:
            break
        if answer["view"]["your_turn"]:
            assert client.move(table_id, answer["seq"], answer["view"]["legal"][0]).ok
        else:
            time.sleep(0.02)


def test_a_class_hand_is_judged_for_its_student_only_after_the_close(
        server: ClassServer) -> None:
    teacher, ana, bea = class_game_given(server, GAME)
    outsider = TableClient(server.url)
    ana_table = ana.post("api/tables/class", {}).body["id"]
    bea.post("api/tables/class", {})
    play_a_hand(ana, ana_table, 1, server)
    address = f"api/tables/{ana_table}/review/1"
    # before the close: nothing of the hand, with a sentence, to Ana herself too
    early = ana.get(address)
    assert early.status == 403 and early.key() == "tables_err_review_secret", early.text
    assert "closes the game" in early.body["error"]
    assert "decisions" not in early.text
    assert bea.get(address).status == 403 and bea.get(address).key() == (
        "tables_err_review_not_yours")
    assert outsider.get(address).status == 401
    assert teacher.post("api/teacher/close", {}).status_code == 200
    # after: Ana's own seat, judged by the one judge as the dashboard's review judges it
    done = ana.get(address)
    assert done.ok, done.text
    model = server.service.tables.table(ana_table)
    expected = review_hand(model.match.history[0], 0, seed=parse_deal_code(GAME["code"]) + 1,
                           levels=("human", *GAME["opponents"])).to_json("en")
    assert done.body["seat"] == 0 and done.body["decisions"] == expected["decisions"]
    assert done.body["luck"] == expected["luck"]["text"]
    assert done.body["decisions"], "a hand of eight tricks has choices to judge"
    first = done.body["decisions"][0]
    assert first["said"]["grade"] and first["said"]["played"] and first["why"]
    # asked again, the kept review: the same answer
    assert ana.get(address).body == done.body
    # in Italian, the words of the Italian review
    italian = ana.get(address, lang="it").body["decisions"][0]
    assert italian["said"]["grade"] == review_hand(
        model.match.history[0], 0, seed=parse_deal_code(GAME["code"]) + 1,
        levels=("human", *GAME["opponents"])).decisions[0].to_json("it")["said"]["grade"]
    # still another student's hand for Bea, nothing for an outsider, no hand 9 of 1
    assert bea.get(address).status == 403
    assert outsider.get(address).status == 401
    missing = ana.get(f"api/tables/{ana_table}/review/9")
    assert missing.status == 404 and missing.key() == "tables_err_review_no_hand"
    # the hand list under the board says where each hand's judged review is
    listed = ana.view(ana_table).body["review"]
    assert [h["n"] for h in listed] == list(range(1, len(model.match.history) + 1))
    assert {h["kind"] for h in listed} == {"class"}


class NotAModule:
    """What IPython puts in ``sys.modules["__main__"]`` (a service started in a notebook):
    an object with no ``__spec__``, which starting a process by spawning reads."""


@pytest.mark.parametrize("host", ["a program", "a notebook"])
def test_a_lobby_tables_hands_are_judged_once_its_match_is_over(
        server: ClassServer, host: str, monkeypatch: pytest.MonkeyPatch) -> None:
    if host == "a notebook":
        monkeypatch.setitem(sys.modules, "__main__", NotAModule())
    teacher = server.browser()
    assert teacher.sign_in(server.secret).status_code == 200
    ana, bea = student(server, "Ana"), student(server, "Bea")
    opened = ana.open(3, computers={"1": "cautious", "2": "cautious"})
    assert opened.ok, opened.text
    table_id = opened.body["id"]
    play_a_hand(ana, table_id, 1, server)
    address = f"api/tables/{table_id}/review/1"
    going = ana.get(address)
    assert going.status == 409 and going.key() == "tables_err_review_not_over", going.text
    assert "review" not in ana.view(table_id).body
    assert teacher.post("api/teacher/lesson/end", {}).status_code == 200
    done = ana.get(address)
    assert done.ok, done.text
    model = server.service.tables.table(table_id)
    expected = review_hand(model.match.history[0], 0, seed=model.match.seed + 1,
                           levels=("human", "cautious", "cautious")).to_json("en")
    assert done.body["decisions"] == expected["decisions"]
    assert bea.get(address).key() == "tables_err_review_not_yours"
    assert {h["kind"] for h in ana.view(table_id).body["review"]} == {"table"}
