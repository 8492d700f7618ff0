"""The class list (roster): the teacher lists the class, each student picks their name, a
name the teacher did not list waits for the teacher to admit it, and a second name of one
student (a sock puppet) is never dealt the class game unless the teacher admitted it.
Over HTTP, with the pages' own calls, on one machine."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from class_helpers import BACKENDS, store_for
from class_server import Browser, ClassServer
from harness.tableclient import TableClient

from coteccio_lab.cards import DECK
from coteccio_lab.classservice.store import ClassStoreError

SERVER_GAME = {"server": True, "rules": "trieste", "opponents": ["cautious", "cautious"],
               "mode": "table"}
CARD_CODES = [c.code() for c in DECK]


def listed(server: ClassServer, *names: str) -> Browser:
    teacher = server.browser()
    assert teacher.sign_in(server.secret).status_code == 200
    got = teacher.post("api/teacher/roster", {"names": list(names)})
    assert got.status_code == 200, got.text
    return teacher


def choices(page: str) -> list[str]:
    """The names the join page offers to pick (radio buttons of the class list)."""
    return re.findall(r'<input type="radio" name="pick" value="([^"]*)"', page)


def students(teacher: Browser) -> dict[str, dict[str, object]]:
    state = teacher.get("api/teacher/state").json()
    return {s["name"]: s for s in state["students"]}


def test_students_pick_their_name_from_the_list_and_a_taken_name_is_refused(
        server: ClassServer) -> None:
    teacher = listed(server, "Ana", "Bea Rossi", "Cy")
    ana = server.browser()
    assert choices(ana.get("join").text) == ["Ana", "Bea Rossi", "Cy"]
    got = ana.form("join", "join", {"pick": "Ana", "name": ""})
    assert got.status_code == 200 and "Ana" in got.text
    assert ana.get("api/me").json()["name"] == "Ana"
    # a name taken is no longer offered; another device asking for it is told why
    other = server.browser()
    assert choices(other.get("join").text) == ["Bea Rossi", "Cy"]
    refused = other.form("join", "join", {"pick": "Ana", "name": ""})
    assert refused.status_code == 409
    assert "already" in refused.text and "Ana" in refused.text
    assert other.get("api/me").status_code == 401
    assert students(teacher)["Ana"]["roster"] == "listed"
    assert students(teacher)["Cy"]["browsers"] == 0


def test_the_list_refuses_look_alike_and_reserved_names_and_keeps_nothing_then(
        server: ClassServer) -> None:
    teacher = server.browser()
    assert teacher.sign_in(server.secret).status_code == 200
    twice = teacher.post("api/teacher/roster", {"names": ["Ana", "\u0251na"]})  # Latin alpha
    assert twice.status_code == 400 and twice.json()["key"] == "class_err_roster_twice"
    reserved = teacher.post("api/teacher/roster", {"names": ["Bea", "Insegnante"]})
    assert reserved.status_code == 400 and reserved.json()["key"] == "class_err_name_reserved"
    assert teacher.post("api/teacher/roster", {"names": "Ana"}).status_code == 400
    assert students(teacher) == {}
    # a student cannot list anyone
    ana = server.browser()
    ana.join("Ana")
    assert ana.post("api/teacher/roster", {"names": ["Zed"]}).status_code == 403


def test_a_name_not_on_the_list_waits_for_the_teacher_to_admit_or_refuse_it(
        server: ClassServer) -> None:
    teacher = listed(server, "Ana", "Bea")
    zed = server.browser()
    page = zed.form("join", "join", {"pick": "", "name": "Zed"})
    assert page.status_code == 200 and "asked to admit you" in page.text
    me = zed.get("api/me")
    assert me.status_code == 403 and me.json()["key"] == "class_err_waiting"
    assert students(teacher)["Zed"]["roster"] == "waiting"
    # a look-alike of a listed name is that name, taken or not: not a new waiting name
    assert server.browser().form("join", "join", {"pick": "", "name": "ANA"}).status_code == 200
    assert "ANA" not in students(teacher)
    # admitted: Zed is a student of the class
    assert teacher.post("api/teacher/admit", {"name": "Zed", "admit": True}).status_code == 200
    assert zed.get("api/me").status_code == 200
    assert students(teacher)["Zed"]["roster"] == "admitted"
    # refused: the name and its browser are gone from the class
    yuri = server.browser()
    yuri.form("join", "join", {"pick": "", "name": "Yuri"})
    assert teacher.post("api/teacher/admit", {"name": "Yuri", "admit": False}).status_code == 200
    assert yuri.get("api/me").status_code == 401
    assert "Yuri" not in students(teacher)
    # only a waiting name is admitted or refused
    assert teacher.post("api/teacher/admit", {"name": "Ana", "admit": False}).status_code == 409


def test_a_second_name_is_never_dealt_the_class_game_unless_the_teacher_admits_it(
        server: ClassServer) -> None:
    teacher = listed(server, "Ana", "Bea")
    assert teacher.post("api/teacher/game", SERVER_GAME).status_code == 200
    ana = TableClient(server.url)
    ana.join("Ana")
    assert ana.post("api/tables/class", {}).ok
    # the same student, from a second browser, as a name the teacher did not list
    puppet = TableClient(server.url)
    puppet.join("Ana Two")
    asked = puppet.post("api/tables/class", {})
    assert asked.status == 403 and asked.key() == "class_err_waiting"
    for path in ("api/me", "api/tables"):
        assert puppet.get(path).status == 403
    received = "".join(puppet.received)
    assert not [c for c in CARD_CODES if f'"{c}"' in received]
    assert all(t.seat_of("Ana Two") is None for t in server.service.tables.all())
    # the teacher seats nobody waiting either
    seat = teacher.post("api/teacher/tables/seat", {"students": ["Ana", "Ana Two"]})
    assert seat.status_code == 400
    # admitted by the teacher: then it is a student, and is dealt the class game
    assert teacher.post("api/teacher/admit", {"name": "Ana Two", "admit": True}).status_code == 200
    assert puppet.post("api/tables/class", {}).ok


def test_without_a_list_a_second_name_waits_while_a_class_game_is_set(
        server: ClassServer) -> None:
    teacher = server.browser()
    assert teacher.sign_in(server.secret).status_code == 200
    assert teacher.post("api/teacher/game", SERVER_GAME).status_code == 200
    ana = TableClient(server.url)
    ana.join("Ana")
    # no list: every name is unlisted, so it waits for the teacher like an unlisted one
    assert students(teacher)["Ana"]["roster"] == "waiting"
    assert ana.post("api/tables/class", {}).status == 403
    assert teacher.post("api/teacher/admit", {"name": "Ana", "admit": True}).status_code == 200
    assert ana.post("api/tables/class", {}).ok
    # the same student, from another client, under a second name
    puppet = TableClient(server.url)
    puppet.join("Ana Two")
    asked = puppet.post("api/tables/class", {})
    assert asked.status == 403 and asked.key() == "class_err_waiting"
    received = "".join(puppet.received)
    assert not [c for c in CARD_CODES if f'"{c}"' in received]
    assert all(t.seat_of("Ana Two") is None for t in server.service.tables.all())
    assert teacher.post("api/teacher/admit", {"name": "Ana Two", "admit": True}).status_code == 200
    assert puppet.post("api/tables/class", {}).ok


def test_the_teacher_admits_every_waiting_name_at_once(server: ClassServer) -> None:
    teacher = listed(server, "Ana")
    for name in ("Zed", "Yuri"):
        server.browser().form("join", "join", {"pick": "", "name": name})
    got = teacher.post("api/teacher/admit", {"all": True})
    assert got.status_code == 200 and sorted(got.json()["admitted"]) == ["Yuri", "Zed"]
    rows = students(teacher)
    assert (rows["Zed"]["roster"], rows["Yuri"]["roster"]) == ("admitted", "admitted")
    assert rows["Ana"]["roster"] == "listed"
    assert teacher.post("api/teacher/admit", {"all": "yes"}).status_code == 400
    assert server.browser().post("api/teacher/admit", {"all": True}).status_code in (401, 403)


def test_without_a_list_students_join_as_before(server: ClassServer) -> None:
    ana = server.browser()
    page = ana.get("join").text
    assert choices(page) == []
    assert ana.join("Ana").status_code == 200
    assert ana.get("api/me").json()["name"] == "Ana"


def test_the_students_answer_says_each_state_as_json(server: ClassServer) -> None:
    teacher = listed(server, "Ana")
    row = students(teacher)["Ana"]
    assert json.loads(json.dumps(row)) == {"name": "Ana", "joined": row["joined"],
                                           "browsers": 0, "roster": "listed"}


@pytest.mark.parametrize("backend", BACKENDS)
def test_the_store_keeps_the_list_on_each_backend(backend: str, tmp_path: Path,
                                                  request: pytest.FixtureRequest) -> None:
    store = store_for(backend, tmp_path, request)
    try:
        before = store.version()
        assert store.set_roster(["Ana", "Bea"]) == ["Ana", "Bea"]
        assert store.version() != before  # the teacher's page looks again
        assert store.free_names() == ["Ana", "Bea"]
        assert store.join("ana", "k1") == "Ana" and store.free_names() == ["Bea"]
        assert store.key_student("k1") == ("Ana", False)
        assert store.join("Zed", "k2") == "Zed" and store.key_student("k2") == ("Zed", True)
        seen = store.version()
        assert store.admit("zed") == "Zed" and store.key_student("k2") == ("Zed", False)
        assert store.version() != seen
        with pytest.raises(ClassStoreError):
            store.admit("Ana")  # listed: nothing to admit
        # a list again (a name added) keeps everyone and their browsers
        assert store.set_roster(["Ana", "Bea", "Cy"]) == ["Ana", "Bea", "Cy"]
        assert {s.name: s.roster for s in store.students()} == {
            "Ana": "listed", "Bea": "listed", "Cy": "listed", "Zed": "admitted"}
        assert store.student_for_key("k1") == "Ana"
    finally:
        store.close()
