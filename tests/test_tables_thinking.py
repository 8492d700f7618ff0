"""A computer player of a class table thinks without the table's lock: the table's people,
its spectators, the lobby and the class's screen are answered while it thinks, and a move
thought out on a table that changed meanwhile is not made (the next look decides again)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from test_tables import Clock, make

from coteccio_lab.classservice import tables as tables_module
from coteccio_lab.classservice.store import ClassStore
from coteccio_lab.classservice.tables import Tables


@pytest.fixture
def store(tmp_path: Path) -> ClassStore:
    opened = ClassStore.open(folder=tmp_path / "class")
    yield opened  # type: ignore[misc]
    opened.close()


def _to_computer(tables: Tables, t: str, person: str) -> None:
    """The person moves until the computer seat is to act."""
    table = tables.table(t)
    while table.computer_to_act() is None:
        answer = tables.view(person, t)
        assert answer["view"]["your_turn"]
        tables.move(person, t, answer["seq"], answer["view"]["legal"][0])


def test_a_person_is_answered_while_the_computer_player_thinks(
        store: ClassStore, monkeypatch: pytest.MonkeyPatch) -> None:
    tables = make(store, Clock(), pace=0)
    t = tables.open("ana", {"seats": 2, "computers": [1]})["id"]
    tables.hold("ana", t)  # ana's page is there: the computer seat plays
    _to_computer(tables, t, "ana")
    thinking = tables_module.player_move
    answered: list[str] = []

    def slow_thinker(*args: Any) -> Any:
        # while it thinks, ana's page, a spectator and the lobby ask the table
        asks = [threading.Thread(target=lambda: answered.append(
                    str(tables.view("ana", t)["seq"]))),
                threading.Thread(target=lambda: answered.append(
                    str(tables.spectate(t, "trick")["seq"]))),
                threading.Thread(target=lambda: answered.append(
                    str(len(tables.lobby("ana")["tables"]))))]
        for ask in asks:
            ask.start()
        for ask in asks:
            ask.join(20)  # bounded: with the lock held they would wait for the move
        assert len(answered) == 3, "a request waited for the computer player's thought"
        return thinking(*args)

    monkeypatch.setattr(tables_module, "player_move", slow_thinker)
    seq = tables.table(t).seq
    tables.tick()
    assert len(answered) == 3  # the computer player thought, and was not waited for
    table = tables.table(t)
    assert table.seq > seq  # the move thought out without the lock is made
    assert any(e["kind"] == "move" and e["seat"] == 1 and e["computer"]
               for e in table.recent if e["seq"] > seq)


def test_a_move_thought_out_on_a_table_that_changed_is_not_made(
        store: ClassStore, monkeypatch: pytest.MonkeyPatch) -> None:
    clock = Clock()
    tables = make(store, clock, grace=60, pace=0)
    t = tables.open("ana", {"seats": 2})["id"]
    tables.sit("bea", t)
    table = tables.table(t)
    tables.hold("ana", t)  # ana's page holds a long poll; bea's closed
    while table.match.to_act != 1:  # ana plays until it is bea's turn
        answer = tables.view("ana", t)
        tables.move("ana", t, answer["seq"], answer["view"]["legal"][0])
    clock.now += 61  # bea's seat is away: a stand-in plays it
    thinking = tables_module.player_move
    calls: list[int] = []

    def bea_comes_back(*args: Any) -> Any:
        calls.append(1)
        if len(calls) == 1:  # while the stand-in thinks, bea's page comes back
            back = threading.Thread(target=tables.view, args=("bea", t))
            back.start()
            back.join(20)
        return thinking(*args)

    monkeypatch.setattr(tables_module, "player_move", bea_comes_back)
    tables.tick()
    assert calls  # the stand-in thought
    assert not table.seats[1].away
    # its move was not made: bea is back, and it is her turn
    assert table.match.to_act == 1
    assert not any(e["kind"] == "move" and e["seat"] == 1 and e.get("computer")
                   for e in table.recent)
