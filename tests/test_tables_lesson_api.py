"""The teacher's hand on a lesson over HTTP, attacks first: seating the whole class in one
action (tables of 4, 5 or 3 where the count needs it), pausing and resuming tables, ending
the lesson; a student can do none of it, and a refused seating opens no table."""

from __future__ import annotations

from class_helpers import Clock
from class_server import Browser, ClassServer
from harness.tableclient import TableClient

from coteccio_lab.classservice.tablenames import table_name

CLASS = [f"Student {n:02d}" for n in range(1, 26)]


def join_all(server: ClassServer, names: list[str]) -> None:
    for name in names:
        server.service.store.join(name, f"key-{name}")


def tables(teacher: Browser) -> list[dict[str, object]]:
    got: list[dict[str, object]] = teacher.get("api/teacher/tables").json()["tables"]
    return got


def test_seating_refused_opens_nothing_and_a_student_cannot_seat_pause_or_end(
        server: ClassServer, teacher: Browser) -> None:
    join_all(server, CLASS[:6])
    ana = TableClient(server.url)
    ana.join("Ana")
    server.admit("Ana")
    for path, body in (("api/teacher/tables/seat", {}),
                       ("api/teacher/tables/pause", {"paused": True}),
                       ("api/teacher/lesson/end", {})):
        assert ana.post(path, body).status == 403
    bad: list[tuple[dict[str, object], str]] = [
        ({"students": ["Student 01", "Nobody"]}, "tables_err_student_unknown"),
        ({"students": ["Student 01", "student  01"]}, "tables_err_student_twice"),
        ({"students": "Student 01, Student 02"}, "tables_err_seat_class"),
        ({"students": ["Student 01"]}, "tables_err_seat_class"),
        ({"students": ["x"] * 10_000}, "tables_err_seat_class"),
        ({"students": [1, 2, 3]}, "tables_err_seat_class"),
        ({"order": "alphabet"}, "tables_err_options"),
        ({"rules": "nowhere"}, "tables_err_rules"),
        ({"turn_seconds": 3}, "tables_err_turn"),
        ({"seats": 4}, "class_err_unknown_key"),
    ]
    for body, key in bad:
        got = teacher.post("api/teacher/tables/seat", body)
        assert got.status_code == 400 and got.json()["key"] == key, (body, got.text)
        assert got.json()["error"]
    assert tables(teacher) == []
    # the one-table form too: a repeated name is said as such, by its name
    twice = teacher.post("api/teacher/tables", {"seats": 2, "students": {
        "0": "Student 01", "1": "student 01"}})
    assert twice.json()["key"] == "tables_err_student_twice"
    assert "Student 01" in twice.json()["error"]
    # a student already at a table: nobody is seated, the error names the table
    opened = ana.open(2, computers=[1]).body["id"]
    assert teacher.post("api/teacher/tables", {"seats": 2, "students": {"0": "Student 01"}}
                        ).status_code == 200
    got = teacher.post("api/teacher/tables/seat", {"students": CLASS[:6], "order": "list"})
    assert got.status_code == 409 and got.json()["key"] == "tables_err_elsewhere"
    assert len(tables(teacher)) == 2 and opened


def test_the_class_of_25_in_one_action_paused_resumed_and_ended(
        server: ClassServer, teacher: Browser) -> None:
    join_all(server, CLASS)
    got = teacher.post("api/teacher/tables/seat?lang=it", {"order": "shuffle"})
    assert got.status_code == 200, got.text
    done = got.json()
    assert sorted(done["sizes"]) == [4, 4, 4, 4, 4, 5]
    assert done["said"].startswith("25 studenti seduti a 6 tavoli")
    listed = tables(teacher)
    seated = [s["name"] for t in listed for s in t["seats"]]  # type: ignore[attr-defined]
    assert sorted(seated) == CLASS
    # nobody has opened a page: every table waits for its students
    server.service.tables.tick()
    assert {t["paused"] for t in tables(teacher)} == {"nobody"}
    # the students left over: none, so a second seating has nobody to seat
    again = teacher.post("api/teacher/tables/seat", {})
    assert again.status_code == 400 and again.json()["key"] == "tables_err_seat_class"
    assert teacher.post("api/teacher/lesson/end", {}).status_code == 200

    first = listed[0]["id"]
    assert teacher.post(f"api/teacher/tables/{first}/pause", {"paused": True}
                        ).json()["key"] == "tables_err_over"
    assert teacher.post("api/teacher/tables/0123abcd/pause", {"paused": True}
                        ).status_code == 404
    assert teacher.post(f"api/teacher/tables/{first}/pause", {"paused": "yes"}
                        ).status_code == 400
    assert {t["state"] for t in tables(teacher)} == {"over"}
    # the projector keeps the tables the lesson ended, by name, with no one to move
    shown = teacher.get("api/projector").json()["tables"]
    assert sorted(t["name_no"] for t in shown) == [0, 1, 2, 3, 4, 5]
    assert {(t["state"], t["to_act"]) for t in shown} == {("over", None)}
    state = teacher.get("api/teacher/state").json()
    assert state["game"] is None and state["closed"]  # the class game closed with the lesson


def test_seating_by_the_list_pausing_one_table_and_all(server: ClassServer,
                                                     teacher: Browser) -> None:
    join_all(server, CLASS[:7])
    done = teacher.post("api/teacher/tables/seat",
                        {"students": CLASS[:7], "order": "list", "level": "random"}).json()
    assert done["sizes"] == [4, 3]
    by_id = {t["id"]: t for t in tables(teacher)}
    first, second = (by_id[i] for i in done["tables"])
    assert [s["name"] for s in first["seats"]] == CLASS[:4]  # type: ignore[index]
    assert [s["name"] for s in second["seats"]] == CLASS[4:7]  # type: ignore[index]
    one = teacher.post(f"api/teacher/tables/{first['id']}/pause", {"paused": True}).json()
    assert one["paused"] == "teacher"
    every = teacher.post("api/teacher/tables/pause", {"paused": True}).json()
    assert every["changed"] == [second["id"]]
    assert {t["paused"] for t in tables(teacher)} == {"teacher"}
    back = teacher.post("api/teacher/tables/pause", {"paused": False}).json()
    assert sorted(back["changed"]) == sorted(done["tables"])
    assert {t["paused"] for t in tables(teacher)} <= {None, "nobody"}
    # friendly names: the lowest numbers free, a word of the class's language each, the
    # same on the teacher's list, the projector and the seat's board
    assert [by_id[i]["name_no"] for i in done["tables"]] == [0, 1]
    assert {t["name_no"] for t in teacher.get("api/projector").json()["tables"]} == {0, 1}
    board = teacher.get(f"api/teacher/tables/{first['id']}/view?lang=it").json()["view"]["words"]
    assert "Quercia" in board["title"] and str(first["id"]) not in board["title"]
    assert table_name(24, "en") == "Oak 2" and table_name(25, "pt") == "Pinheiro 2"
    assert teacher.post("api/teacher/lesson/end", {}).status_code == 200
    join_all(server, CLASS[7:11])
    again = teacher.post("api/teacher/tables/seat", {"students": CLASS[7:11]}).json()
    assert [t["name_no"] for t in tables(teacher) if t["id"] in again["tables"]] == [0]


def test_a_finished_table_stays_on_the_projector_with_who_won(server: ClassServer,
                                                              teacher: Browser) -> None:
    tables = server.service.tables
    clock = Clock()
    tables.clock = clock
    played = tables.open("Ana", {"seats": 2, "computers": [1]})["id"]
    table = tables.table(played)
    clock.now += 61  # Ana's page is gone past the grace: a tool plays her match out
    tables.tick()
    tables.advance(played)
    assert table.match.over and table.match.winners
    row = next(t for t in teacher.get("api/projector").json()["tables"] if t["id"] == played)
    assert row["state"] == "over" and row["winners"] == list(table.match.winners)
    # it keeps its name while it is shown: the next table is named otherwise, and the
    # teacher's list says the same; the end of the lesson frees the name for the next one
    opened = tables.open("Bea", {"seats": 2, "computers": [1]})["id"]
    names = {t["id"]: t["name_no"] for t in teacher.get("api/projector").json()["tables"]}
    assert names[opened] != names[played] == table.name_no
    listed = teacher.get("api/teacher/tables").json()["tables"]
    assert {t["id"]: t["name_no"] for t in listed} == names
    assert teacher.post("api/teacher/lesson/end", {}).json()["ended"] == [opened]
    assert table.match.winners == row["winners"] and table.state == "over"
    again = tables.open("Cy", {"seats": 2, "computers": [1]})["id"]
    assert tables.table(again).name_no == min(names.values())


def test_a_class_games_table_is_the_standings_not_the_projectors(server: ClassServer,
                                                                  teacher: Browser) -> None:
    server.service.set_game({"server": True, "rules": "trieste", "mode": "table",
                             "opponents": ["cautious", "cautious"]})
    join_all(server, ["Ana"])
    own = server.service.class_table("Ana")["id"]
    assert server.service.tables.table(own).class_game is not None
    assert [t["id"] for t in teacher.get("api/projector").json()["tables"]] == []
