"""A kind of decision is data: a test-only module adds one (the knock, ``knock_test_only``)
with the engine's own calls and the catalogue's, and the engine, a computer seat, the
dashboard and the class tables offer it and play it with no other edit. The browser test
of the two screens is ``tests/browser/test_knock_browser.py``."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator

import pytest
from knock_test_only import KNOCKVILLE, add_knock, remove_knock

from coteccio_lab.hand import IllegalPlay
from coteccio_lab.match import Match
from coteccio_lab.moves import KINDS, InvalidMove, Move
from coteccio_lab.players.session import Session


@pytest.fixture
def knock() -> Iterator[None]:
    add_knock()
    yield
    remove_knock()


def to_the_offer(m: Match) -> None:
    """Play the hand in play with the first legal move of each seat."""
    while not m.waiting:
        m.push(m.legal_moves[0])


def test_the_engine_offers_the_knock_after_each_hand_and_takes_it_back(knock: None) -> None:
    m = Match.new("knockville", 3, seed=11)
    assert [d.kind for d in m.pending] == ["card"]
    to_the_offer(m)
    assert [(d.seat, d.kind) for d in m.pending] == [(0, "knock"), (1, "knock"), (2, "knock")]
    decision = m.pending_of(1)
    assert decision is not None and decision.codes == ["knock:yes", "knock:no"]
    assert [move.key for move in decision.moves] == ["ui_knock_yes", "ui_knock_no"]
    assert m.hand is None and m.to_act == 0
    # a card, another kind's answer, a choice the kind lacks: refused, nothing changes
    with pytest.raises(IllegalPlay):
        m.push("Ac")
    with pytest.raises(IllegalPlay):
        m.push(Move.parse("cappotto:restart", seat=0))
    with pytest.raises(InvalidMove):
        Move.parse("knock:maybe")
    assert len(m.pending) == 3
    # seat 2 answers first, naming itself; the last seat to knock deals the next hand
    m.push(Move.parse("knock:yes", seat=2))
    m.push("knock:no")
    saved = Match.from_json(json.loads(json.dumps(m.to_json())))
    assert saved.offers == [("knock", 1)] and saved.to_act == 1
    m.push("knock:yes")
    assert not m.waiting and m.hand is not None and m.dealer == 1
    assert [str(move) for move in m.move_stack[-3:]] == ["knock:yes", "knock:no", "knock:yes"]
    m.pop()
    assert m.hand is None and m.pending_of(1) is not None and m.dealer != 1
    # a match under other rules is never asked
    other = Match.new("trieste", 3, seed=11)
    to_the_offer_or_next = other.hand
    while other.hand is to_the_offer_or_next:
        other.push(other.legal_moves[0])
    assert all(d.kind != "knock" for d in other.pending)


def test_a_computer_seat_answers_it_through_the_session(knock: None) -> None:
    m = Match.new({"preset": "knockville", "start": 2}, 3, seed=3)
    session = Session(m, {0: "cautious", 1: "random", 2: "cautious"})
    session.run()
    assert m.over
    knocks = [move for move in m.move_stack if move.kind == "knock"]
    # every seat still in after each hand but the last, with the kind's first choice
    assert knocks and {move.seat for move in knocks} <= {0, 1, 2}
    assert all(str(move) == "knock:yes" for move in knocks)
    replayed = Match.new({"preset": "knockville", "start": 2}, 3, seed=3)
    for move in m.move_stack:
        replayed.push(move)
    assert replayed.counters == m.counters and replayed.over


def test_the_dashboard_offers_it_and_plays_it(knock: None) -> None:
    from dashboard_drivers import highest_legal

    from coteccio_lab.dashboard.board import board_view
    from coteccio_lab.dashboard.controller import Dashboard
    from coteccio_lab.dashboard.reviewing import ReviewState
    from coteccio_lab.dashboard.setup import Setup

    d = Dashboard()
    d.start(Setup(rules="knockville", opponents=("random", "cautious"), code="K7QX-3MPA"))
    while d.phase in ("play", "capote"):
        if d.phase == "play":
            d.click(highest_legal(d))
        else:
            d.choose("attempt")
    assert d.phase == "knock"
    assert d.choice is not None and d.choice.codes == ["knock:yes", "knock:no"]
    for lang, labels in (("en", ["Knock", "Don't knock"]), ("it", ["Bussa", "Non bussare"])):
        view = board_view(d, lang, 1)
        assert [b["label"] for b in view["choices"]] == labels
        assert [b["hook"] for b in view["choices"]] == ["cot-knock-yes", "cot-knock-no"]
        assert view["summary"] is not None  # the hand just played, while the offer waits
    assert ReviewState().available(d)  # and its review
    said = [text for _kind, text in d.note_lines("en")]
    assert "Seat 1 answered: Knock." in said and "Seat 2 answered: Knock." in said
    assert "Knockville: knock, and you deal the next hand." in said
    d.choose("knock:maybe")
    assert d.phase == "knock" and d.note_lines("en")[0] == (
        "refusal", "Not now: first answer: Knock / Don't knock.")
    d.choose("knock:yes")
    assert d.note_lines("en")[0][1] == "You answered: Knock."
    assert d.match is not None and d.match.hand is not None and d.match.dealer == 0
    assert d.phase in ("play", "capote", "hand_over")


def test_the_class_table_offers_it_and_a_computer_seat_answers_it(knock: None, server: object,
                                                                  ) -> None:
    from class_server import ClassServer
    from harness.tableclient import TableClient

    assert isinstance(server, ClassServer)
    ana = TableClient(server.url)
    ana.join("Ana")
    opened = ana.open(3, computers=[1, 2], level="random", rules=KNOCKVILLE.name)
    assert opened.ok, opened.text
    table = opened.body["id"]
    for _ in range(500):  # the computer seats move on the service's scheduler
        view = ana.view(table).body
        board = view["view"]["words"]  # what the page's board says
        phase = board["phase"]
        if phase == "knock":
            break
        choices = board["choices"]
        if phase == "play":
            card = view["view"]["legal"][0]
            assert ana.move(table, view["seq"], card).ok
        elif choices:
            assert ana.move(table, view["seq"], choices[0]["move"]).ok
        else:
            time.sleep(0.02)
    assert phase == "knock"
    assert [(b["move"], b["label"]) for b in board["choices"]] == [
        ("knock:yes", "Knock"), ("knock:no", "Don't knock")]
    refused = ana.move(table, view["seq"], "doctor:call")
    assert refused.status == 409 and refused.key() == "tables_err_illegal"
    assert ana.move(table, view["seq"], "knock:no").ok
    m = server.service.tables.table(table).match
    for _ in range(500):  # a computer seat may answer after the person, on the scheduler
        if m.hand is not None:
            break
        time.sleep(0.02)
    answers = [(move.seat, str(move)) for move in m.move_stack if move.kind == "knock"]
    assert sorted(answers) == [(0, "knock:no"), (1, "knock:yes"), (2, "knock:yes")]
    knockers = [seat for seat, code in answers if code == "knock:yes"]
    assert m.hand is not None and m.dealer == knockers[-1]  # the last seat that knocked
    assert "knock" in KINDS
