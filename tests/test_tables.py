"""The table model (``classservice.tables``) without HTTP: seats, moves, refusals, views,
the grace period, take-backs, and a table rebuilt from its event log."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from class_helpers import Clock

from coteccio_lab.classservice.store import ClassStore
from coteccio_lab.classservice.table import TableError
from coteccio_lab.classservice.tables import COMPUTER_TABLES, Tables
from coteccio_lab.classservice.tablestore import TableStore


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def store(tmp_path: Path) -> ClassStore:
    return ClassStore.open(folder=tmp_path / "class")


def make(store: ClassStore, clock: Clock, **kw: Any) -> Tables:
    return Tables(TableStore(store), clock=clock, **kw)


def refused(status: int, key: str, fn: Any, *args: Any) -> TableError:
    with pytest.raises(TableError) as info:
        fn(*args)
    assert (info.value.status, info.value.key) == (status, key), str(info.value)
    for lang in ("en", "it", "pt"):
        assert info.value.message(lang)
    return info.value


def whose_turn(tables: Tables, table_id: str, names: list[str]) -> tuple[str, dict[str, Any]]:
    tables.advance(table_id)  # the computer seats (the web layer calls it after each answer)
    for name in names:
        answer = tables.view(name, table_id)
        if answer["view"]["your_turn"]:
            return name, answer
    raise AssertionError("nobody is to move")


def test_a_table_of_nine_and_other_bad_tables_are_refused(store: ClassStore,
                                                           clock: Clock) -> None:
    tables = make(store, clock)
    for seats in (9, 1, 0, True, "4", None, 2.0):
        refused(400, "tables_err_seats", tables.open, "ana", {"seats": seats})
    refused(400, "tables_err_computers", tables.open, "ana", {"seats": 4, "computers": [0]})
    refused(400, "tables_err_computers", tables.open, "ana", {"seats": 4, "computers": [4]})
    refused(400, "tables_err_computers", tables.open, "ana", {"seats": 4, "computers": [1, 1]})
    refused(400, "tables_err_computers", tables.open, "ana", {"seats": 4, "computers": "1"})
    refused(400, "tables_err_level", tables.open, "ana", {"seats": 4, "level": "genius"})
    refused(400, "tables_err_level", tables.open, "ana",
            {"seats": 4, "computers": {"1": "genius"}})
    refused(400, "tables_err_rules", tables.open, "ana", {"seats": 4, "rules": "chess"})
    refused(400, "tables_err_options", tables.open, "ana", {"seats": 4, "seed": 1})
    refused(400, "tables_err_turn", tables.open, "ana", {"seats": 4, "turn_seconds": 3})
    # the teacher cannot open a table of computers only
    refused(400, "tables_err_no_person", tables.open_for,
            {"seats": 2, "computers": [0, 1]}, {})
    assert tables.lobby(None)["tables"] == []


def test_seats_full_taken_elsewhere_and_the_same_person_twice(store: ClassStore,
                                                             clock: Clock) -> None:
    tables = make(store, clock)
    t = tables.open("ana", {"seats": 3, "computers": [2]})["id"]
    assert tables.sit("ana", t) == {"seat": 0}  # a second tab: the same seat
    refused(409, "tables_err_seat_taken", tables.sit, "bea", t, 0)
    refused(409, "tables_err_seat_taken", tables.sit, "bea", t, 2)  # a computer's
    refused(400, "tables_err_no_seat", tables.sit, "bea", t, 7)
    assert tables.sit("bea", t, 1) == {"seat": 1}
    refused(409, "tables_err_full", tables.sit, "cleo", t)
    refused(409, "tables_err_elsewhere", tables.open, "bea", {"seats": 2})
    refused(404, "tables_err_unknown", tables.view, "ana", "nope")
    refused(403, "tables_err_not_seated", tables.view, "cleo", t)
    refused(403, "tables_err_not_seated", tables.move, "cleo", t, 0, "Ac")


def test_every_refused_move_leaves_the_table_as_it_was(store: ClassStore, clock: Clock) -> None:
    tables = make(store, clock)
    t = tables.open("ana", {"seats": 3})["id"]
    refused(409, "tables_err_not_started", tables.move, "ana", t, 1, "Ac")
    tables.sit("bea", t)
    tables.sit("cleo", t)
    names = ["ana", "bea", "cleo"]
    mover, answer = whose_turn(tables, t, names)
    other = next(n for n in names if n != mover)
    seq = answer["seq"]
    before = {n: tables.view(n, t) for n in names}
    held = answer["view"]["hand"]["holding"]
    legal = answer["view"]["legal"]
    not_held = next(c for c in tables.view(other, t)["view"]["hand"]["holding"])
    refused(409, "tables_err_not_your_turn", tables.move, other, t, seq, legal[0])
    err = refused(409, "tables_err_illegal", tables.move, mover, t, seq, not_held)
    # it says the card is not the mover's, never whose it is
    assert err.message("en").endswith("is not in your hand"), err.message("en")
    refused(400, "tables_err_bad_move", tables.move, mover, t, seq, "doctor:maybe")
    refused(400, "tables_err_bad_move", tables.move, mover, t, seq, ["Ac"])
    refused(400, "tables_err_seq", tables.move, mover, t, "1", legal[0])
    refused(409, "tables_err_stale", tables.move, mover, t, seq + 5, legal[0])
    refused(409, "tables_err_illegal", tables.move, mover, t, seq, "annul")
    assert {n: tables.view(n, t) for n in names} == before
    assert set(legal) <= set(held)
    done = tables.move(mover, t, seq, legal[0])
    assert done["seq"] == seq + 1
    # the second click of a double click, and the same move from a second tab
    refused(409, "tables_err_stale", tables.move, mover, t, seq, legal[0])
    assert tables.view(mover, t)["seq"] == seq + 1


def test_a_whole_match_of_people_and_each_view_holds_its_own_cards_only(
        store: ClassStore, clock: Clock) -> None:
    tables = make(store, clock)
    t = tables.open("ana", {"seats": 4, "computers": {"3": "cautious"}})["id"]
    tables.sit("bea", t)
    tables.sit("cleo", t)
    names = ["ana", "bea", "cleo"]
    table = tables.table(t)
    code = table.match.code
    moves = 0
    while not table.match.over:
        assert moves < 2000
        tables.advance(t)
        if table.match.over:
            break
        for name in names:
            answer = tables.view(name, t)
            text = json.dumps(answer)
            # the cards of hands played before are public: the last hand, its moves
            now = answer["view"]["deal_no"]
            answer["view"]["last_hand"] = None
            answer["events"] = [e for e in answer["events"] if e.get("deal_no", now) == now]
            current = json.dumps(answer)
            seat = table.seat_of(name)
            assert code not in text and str(table.match.seed) not in text
            hand = table.match.hand
            if hand is not None:
                for other in range(4):
                    if other != seat:
                        for card in hand.holding(other):
                            assert f'"{card.code()}"' not in current, (name, card)
        mover, answer = whose_turn(tables, t, names)
        tables.move(mover, t, answer["seq"], answer["view"]["legal"][-1])
        moves += 1
    over = tables.view("ana", t)["view"]
    assert over["over"] and over["winners"] and over["code"] == code
    refused(409, "tables_err_over", tables.move, "ana", t, tables.seq_of(t), "Ac")
    # every move is in the log, once, in order
    log = TableStore(store).events(t)
    assert [e.seq for e in log] == list(range(1, len(log) + 1))
    assert sum(1 for e in log if e.kind == "move" and not e.data.get("computer")) == moves


def test_a_table_is_rebuilt_from_its_log(store: ClassStore, clock: Clock) -> None:
    tables = make(store, clock)
    t = tables.open("ana", {"seats": 3, "computers": [1]})["id"]
    tables.sit("bea", t)
    for _ in range(25):
        mover, answer = whose_turn(tables, t, ["ana", "bea"])
        tables.move(mover, t, answer["seq"], answer["view"]["legal"][0])
    views = {n: tables.view(n, t) for n in ("ana", "bea")}
    spectator = tables.spectate(t, "trick")
    again = make(ClassStore.open(folder=Path(str(store.path)).parent), clock)
    # a restarted service knows who is at the table once their pages ask again
    for name in ("ana", "bea"):
        again.view(name, t)
    assert {n: again.view(n, t) for n in ("ana", "bea")} == views
    assert again.spectate(t, "trick") == spectator


def test_a_dropped_seat_is_played_by_a_computer_after_the_grace_and_given_back(
        store: ClassStore, clock: Clock) -> None:
    tables = make(store, clock, grace=60)
    t = tables.open("ana", {"seats": 2})["id"]
    tables.sit("bea", t)
    table = tables.table(t)
    tables.hold("ana", t)  # ana's page holds a long poll; bea's closed
    clock.now += 59
    assert tables.tick() == 0
    clock.now += 2
    tables.tick()
    assert table.seats[1].away and not table.seats[0].away
    # bea's moves are made for her until only ana may move
    assert table.match.to_act == 0 or table.match.over
    assert any(e["kind"] == "move" and e["seat"] == 1 and e["computer"]
               for e in table.recent)
    back = tables.view("bea", t)
    assert not table.seats[1].away and back["table"]["seats"][1]["connected"]


def test_the_turn_timer_plays_one_move_for_a_slow_seat(store: ClassStore, clock: Clock) -> None:
    tables = make(store, clock, grace=1000)
    t = tables.open("ana", {"seats": 2, "turn_seconds": 10})["id"]
    tables.sit("bea", t)
    tables.hold("ana", t)  # a page at the table: the timer runs
    table = tables.table(t)
    seat = table.match.to_act
    clock.now += 11
    tables.tick()
    assert table.recent[-1]["seat"] == seat and table.recent[-1]["computer"]
    assert table.match.to_act != seat and not table.seats[seat or 0].away


def test_take_backs_alone_only(store: ClassStore, clock: Clock) -> None:
    tables = make(store, clock)
    t = tables.open("ana", {"seats": 3, "computers": [1, 2], "takeback": True})["id"]
    tables.advance(t)  # the computer seats (the service's scheduler makes these moves)
    first = tables.view("ana", t)
    assert first["view"]["your_turn"]
    refused(409, "tables_err_nothing_back", tables.take_back, "ana", t, first["seq"])
    done = tables.move("ana", t, first["seq"], first["view"]["legal"][0])
    tables.advance(t)
    now = tables.view("ana", t)
    assert now["view"]["takeback"]
    back = tables.take_back("ana", t, now["seq"])
    assert back["view"]["hand"] == first["view"]["hand"] and back["view"]["your_turn"]
    assert done["seq"] < back["seq"]
    # the service counts each take-back in its hand (the teacher sees them), and a
    # table rebuilt from its log counts the same
    assert tables.table(t).takebacks == {1: 1}
    assert make(store, clock).table(t).takebacks == {1: 1}
    tables.leave("ana", t)
    two = tables.open("bea", {"seats": 2, "takeback": True})["id"]
    tables.sit("cleo", two)
    refused(409, "tables_err_no_takeback", tables.take_back, "bea", two, tables.seq_of(two))


def test_the_spectator_sees_every_hand_only_at_the_end_of_a_trick(store: ClassStore,
                                                                  clock: Clock) -> None:
    tables = make(store, clock)
    t = tables.open("ana", {"seats": 3})["id"]
    tables.sit("bea", t)
    tables.sit("cleo", t)
    table = tables.table(t)
    start = tables.spectate(t, "trick")["view"]["hands"]
    assert start["holding"] == [[c.code() for c in table.match.hand.holding(s)]  # type: ignore[union-attr]
                                for s in range(3)]
    mover, answer = whose_turn(tables, t, ["ana", "bea", "cleo"])
    played = answer["view"]["legal"][0]
    tables.move(mover, t, answer["seq"], played)
    mid = tables.spectate(t, "trick")["view"]
    assert mid["hands"] == start  # the card played is not shown before the trick ends
    assert tables.spectate(t, "hand")["view"]["hands"] is None  # no hand played yet
    refused(400, "tables_err_delay", tables.spectate, t, "now")
    assert re.fullmatch(r"[0-9a-f]{8}", t)


def test_a_table_whose_log_was_tampered_with_is_left_out_and_the_others_load(
        store: ClassStore, clock: Clock) -> None:
    tables = make(store, clock)
    good = tables.open("ana", {"seats": 2})["id"]
    bad = tables.open("bea", {"seats": 2})["id"]
    log = TableStore(store)
    log.append(bad, 2, "move", 0, {"move": "Zz"})  # not a move
    log.append(good, 2, "sit", 1, {"name": "cleo"})
    again = make(store, clock)
    assert again.table(good).seats[1].name == "cleo"
    refused(404, "tables_err_unknown", again.table, bad)


def test_a_student_has_few_tables_of_computer_players_at_once(store: ClassStore,
                                                              clock: Clock) -> None:
    """A table left waits for a person (nobody plays for nobody) but still holds a match:
    one student cannot leave tables of computer players behind, one after another."""
    tables = make(store, clock)
    hostile = {"seats": 8, "computers": {str(s): "expert" for s in range(1, 8)}}
    for _ in range(COMPUTER_TABLES):
        t = tables.open("ana", hostile)["id"]
        tables.leave("ana", t)
    refused(409, "tables_err_computer_tables", tables.open, "ana", hostile)
    assert tables.open("bea", hostile)["id"]  # another student is not concerned
    assert tables.open("ana", {"seats": 2})["id"]  # nor a table of people
    # and a left table's computer players wait: nobody is connected
    clock.now += 3600
    tables.tick()
    left = [t for t in tables.all() if t.created_by == "ana" and t.spec["computers"]]
    assert len(left) == COMPUTER_TABLES
    assert not any(e["kind"] == "move" for t in left for e in t.recent)
