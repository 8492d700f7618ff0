"""A table waits for people: no computer player moves, and no turn timer runs, while no
person's page is at the table; the teacher pauses, resumes and ends tables; a hand a
computer player moved in for a person is marked so. Without HTTP, on a clock of the test's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from class_helpers import Clock

from coteccio_lab.classservice.store import ClassStore
from coteccio_lab.classservice.table import PRESENT, TableError
from coteccio_lab.classservice.tables import PACE, Tables
from coteccio_lab.classservice.tablestore import TableStore


def make(tmp_path: Path) -> tuple[Tables, Clock, ClassStore]:
    """Tables on a store of their own, at the service's pace, on a clock of the test's."""
    clock = Clock()
    store = ClassStore.open(folder=tmp_path / "class")
    return Tables(TableStore(store), clock=clock, grace=60, pace=PACE), clock, store


def run(tables: Tables, clock: Clock, seconds: float, step: float = 0.5) -> None:
    """The scheduler's looks for ``seconds`` of the clock."""
    for _ in range(int(seconds / step)):
        clock.now += step
        tables.tick()


def moves(tables: Tables, table_id: str) -> int:
    return sum(1 for e in tables.table(table_id).recent if e["kind"] == "move")


def test_a_seated_class_that_never_opens_the_page_waits_and_plays_when_one_comes(
        tmp_path: Path) -> None:
    """The teacher seats four students at a table, and two students and two computer
    players at another; nobody opens a page. Over ten minutes (a whole match
    at the table's pace takes less) nothing is played; one student comes: the three
    others have the grace period from then (not from the seating, ten minutes ago) to come,
    and past it computer players stand in for them, at the table's pace."""
    tables, clock, _store = make(tmp_path)
    four = tables.open_for({"seats": 4}, {"0": "ana", "1": "bea", "2": "cleo", "3": "dan"})["id"]
    mixed = tables.open_for({"seats": 4, "computers": [1, 2]},
                            {"0": "eva", "3": "fede"})["id"]
    assert tables.table(mixed).computer_to_act() == 1  # a computer player leads
    seqs = [tables.seq_of(four), tables.seq_of(mixed)]
    run(tables, clock, 600)
    assert moves(tables, four) == 0 and moves(tables, mixed) == 0
    # nor is a seat taken over there: the tables' logs are as they were (no page wakes)
    assert [tables.seq_of(four), tables.seq_of(mixed)] == seqs
    for t in (four, mixed):
        row = tables.table(t).row(clock.now, 60)
        assert row["state"] == "playing" and row["paused"] == "nobody"
        assert not any(s.get("connected") for s in row["seats"])
    tables.hold("ana", four)  # ana's page opens and holds a long poll
    tables.tick()
    assert tables.table(four).paused is None
    run(tables, clock, 55)  # the others' seats are still theirs: nobody plays for them
    table = tables.table(four)
    assert moves(tables, four) == 0 and not table.stand_ins
    assert not any(table.seats[seat].away for seat in (1, 2, 3))
    clock.now += 6
    tables.tick()
    assert all(table.seats[seat].away for seat in (1, 2, 3))
    first = moves(tables, four)
    assert first <= 1  # the pace: one move a look, not the match at once
    run(tables, clock, 30)
    assert moves(tables, four) > first
    stood_in = {s for seats in table.stand_ins.values() for s in seats}
    assert stood_in and 0 not in stood_in and stood_in <= {1, 2, 3}
    assert moves(tables, mixed) == 0  # the other table still waits for its students


def test_stand_ins_stop_when_the_last_person_leaves_not_a_grace_period_later(
        tmp_path: Path) -> None:
    tables, clock, _store = make(tmp_path)
    t = tables.open("ana", {"seats": 3, "turn_seconds": 10})["id"]
    tables.sit("bea", t)
    tables.sit("cleo", t)
    tables.hold("ana", t)  # only ana's page stays: bea and cleo are stood in for
    run(tables, clock, 90)
    assert tables.table(t).seats[1].away and tables.table(t).seats[2].away
    played = moves(tables, t)
    tables.polling("ana", t, -1)  # ana's page closes
    run(tables, clock, PRESENT + 1)
    settled = moves(tables, t)
    assert settled - played <= int((PRESENT + 1) / PACE) + 1
    run(tables, clock, 120)
    assert moves(tables, t) == settled
    assert tables.table(t).paused == "nobody"


def test_the_turn_timer_waits_while_nobody_is_there(tmp_path: Path) -> None:
    tables, clock, _store = make(tmp_path)
    t = tables.open_for({"seats": 2, "turn_seconds": 10}, {"0": "ana", "1": "bea"})["id"]
    run(tables, clock, 55)  # within the grace period: the seats are still theirs
    assert moves(tables, t) == 0
    tables.view("ana", t)
    tables.view("bea", t)
    run(tables, clock, 9)
    assert moves(tables, t) == 0  # the turn's clock started when they came
    tables.hold("ana", t)
    tables.hold("bea", t)
    run(tables, clock, 2)
    assert moves(tables, t) == 1


def test_the_teacher_pauses_resumes_and_ends_and_a_rebuilt_table_is_the_same(
        tmp_path: Path) -> None:
    tables, clock, store = make(tmp_path)
    t = tables.open("ana", {"seats": 3, "computers": [1, 2]})["id"]
    other = tables.open("bea", {"seats": 2, "computers": [1]})["id"]
    tables.hold("ana", t)
    tables.hold("bea", other)
    assert set(tables.pause_all(True)) == {t, other}
    run(tables, clock, 60)
    assert moves(tables, t) == 0 and moves(tables, other) == 0
    assert tables.table(t).paused == "teacher"
    view = tables.view("ana", t)
    assert not view["view"]["your_turn"] and view["table"]["paused"] == "teacher"
    with pytest.raises(TableError) as refused:
        tables.move("ana", t, view["seq"], "Ac")
    assert refused.value.key in ("tables_err_paused", "tables_err_not_your_turn")
    tables.pause(t, False)
    run(tables, clock, 20)
    assert moves(tables, t) > 0 and moves(tables, other) == 0
    assert tables.pause(t, False)["paused"] is None  # resuming twice changes nothing
    ended = tables.end_all()
    assert set(ended) == {t, other}
    before = moves(tables, t)
    run(tables, clock, 60)
    assert moves(tables, t) == before
    for table_id in (t, other):
        assert tables.table(table_id).state == "over"
        with pytest.raises(TableError):
            tables.pause(table_id, True)
    again = Tables(TableStore(store), clock=clock, grace=60, pace=PACE)
    assert again.table(t).ended and again.table(t).state == "over"
    assert again.table(t).stand_ins == tables.table(t).stand_ins
    assert again.table(other).held  # paused when the lesson ended, as the log says


def test_unknown_tables_and_bad_ids_are_refused_by_the_teachers_calls(tmp_path: Path) -> None:
    tables, _clock, _store = make(tmp_path)
    bad: list[Any] = ["00000000", None, 7, ["x"], "a" * 10_000]
    for table_id in bad:
        with pytest.raises(TableError) as refused:
            tables.pause(table_id, True)
        assert refused.value.status == 404
