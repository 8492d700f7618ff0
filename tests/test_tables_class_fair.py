"""The class game plays fair in a room: every student is dealt the same hands, so until the
teacher closes the game no student's page holds a card of a hand beyond what that hand
shows while it is played (the seat's own cards and those played to its tricks): no *last
hand*, no earlier hand's moves. Closing the game tells every page, shows the deal code and
opens the review of every hand. Over HTTP, with the pages' own calls."""

from __future__ import annotations

import json
import time
from typing import Any

from class_server import Browser, ClassServer
from harness.tableclient import TableClient

from coteccio_lab.cards import DECK

GAME = {"server": True, "rules": "trieste", "opponents": ["cautious", "cautious"],
        "mode": "table"}
CODES = [c.code() for c in DECK]


def cards_in(answer: dict[str, Any]) -> set[str]:
    text = json.dumps(answer)
    return {code for code in CODES if f'"{code}"' in text}


def shown_while_played(answer: dict[str, Any]) -> set[str]:
    """What the seat's view of the hand in play shows: its cards, the cards played."""
    hand = answer["view"]["hand"]
    if hand is None:
        return set()
    played = {card for trick in hand["tricks"] for _seat, card in trick["cards"]}
    return set(hand["holding"]) | played | {card for _seat, card in hand["current"]}


def student(server: ClassServer, name: str) -> TableClient:
    client = TableClient(server.url)
    client.join(name)
    server.admit(name)  # the class's teacher admits every student
    return client


def class_game_given(server: ClassServer,
                     game: dict[str, Any]) -> tuple[Browser, TableClient, TableClient]:
    """The teacher, signed in, gives ``game`` to the class; Ana and Bea join: the three."""
    teacher = server.browser()
    assert teacher.sign_in(server.secret).status_code == 200
    assert teacher.post("api/teacher/game", game).status_code == 200
    return teacher, student(server, "Ana"), student(server, "Bea")


def test_no_student_page_holds_a_card_of_a_class_hand_beyond_its_play_until_the_close(
        server: ClassServer) -> None:
    teacher, ana, bea = class_game_given(server, GAME)
    ana_table = ana.post("api/tables/class", {}).body["id"]
    bea_table = bea.post("api/tables/class", {}).body["id"]
    model = server.service.tables.table(ana_table)
    checked = 0
    deadline = time.monotonic() + 120
    # Ana plays her first hand and into her second; every answer her page gets is checked
    while len(model.match.history) < 1 or checked < 40:
        assert time.monotonic() < deadline, "the hand did not end"
        answer = ana.view(ana_table).body
        extra = cards_in(answer) - shown_while_played(answer)
        assert not extra, (len(model.match.history), sorted(extra))
        assert answer["view"]["last_hand"] is None and "code" not in answer["view"]
        assert "review" not in answer
        checked += 1
        if answer["view"]["over"]:
            break
        if answer["view"]["your_turn"]:
            done = ana.move(ana_table, answer["seq"], answer["view"]["legal"][0])
            assert done.ok, done.text
            extra = cards_in(done.body) - shown_while_played(done.body)
            assert not extra, sorted(extra)
        else:
            time.sleep(0.02)
    assert model.match.history
    # Bea, at her first hand (the same cards Ana has played), sees her own and the table's
    first = bea.view(bea_table).body
    assert not cards_in(first) - shown_while_played(first)
    # the teacher closes the game: every page is told, the code shown, every hand reviewed
    waiting = bea.view(bea_table).body["seq"]
    assert teacher.post("api/teacher/close", {}).status_code == 200
    told = bea.view(bea_table, after=waiting).body  # a page that asks with its last seq
    assert told["seq"] > waiting  # the close is the table's news, not a poll's time-out
    assert told["table"]["state"] == "over" and told["view"]["code"]
    assert "closed the class game" in json.dumps(told["view"]["words"]["messages"])
    review = ana.view(ana_table).body
    hands = review["review"]
    assert len(hands) == len(model.match.history)
    dealt = model.match.history[0].hands
    assert [s["cards"] for s in hands[0]["seats"]] == [[c.name("en") for c in cards]
                                                       for cards in dealt]
    assert review["view"]["last_hand"] is not None
    # a move after the close is refused
    refused = ana.move(ana_table, review["seq"], "As")
    assert refused.status == 409 and refused.key() == "tables_err_over"
