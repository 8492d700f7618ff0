"""The teacher moves, swaps and unseats students between tables, and seats a late student
into a waiting place (a table short of people, or a new table when there is none). The
engine's state stays whole: a move mid-hand changes who plays a seat, never the seat's
cards, counter or the hand's moves. Over HTTP, with the pages' own calls."""

from __future__ import annotations

from typing import Any

from class_server import Browser, ClassServer
from harness.tableclient import TableClient

from coteccio_lab.classservice.table import Table


def signed_in(server: ClassServer) -> Browser:
    teacher = server.browser()
    assert teacher.sign_in(server.secret).status_code == 200
    return teacher


def joined(server: ClassServer, *names: str) -> dict[str, TableClient]:
    clients = {}
    for name in names:
        clients[name] = TableClient(server.url)
        clients[name].join(name)
    return clients


def seat_of(server: ClassServer, name: str) -> tuple[str, int] | None:
    for table in server.service.tables.all():
        if table.state != "over" and table.class_game is None:
            seat = table.seat_of(name)
            if seat is not None:
                return table.id, seat
    return None


def whole(table: Table) -> dict[str, Any]:
    """What the engine holds of a table's match: the seats' cards, the moves, counters."""
    hand = table.match.hand
    return {"holding": None if hand is None else [sorted(c.code() for c in hand.holding(s))
                                                  for s in range(table.n)],
            "moves": [str(m) for m in table.match.move_stack],
            "counters": list(table.match.counters), "hands": len(table.match.history)}


def two_tables(server: ClassServer, teacher: Browser) -> tuple[str, str]:
    got = teacher.post("api/teacher/tables/seat", {
        "students": ["Ana", "Bea", "Cy", "Dan", "Eva", "Fay", "Gus", "Hal"], "order": "list"})
    assert got.status_code == 200, got.text
    first, second = got.json()["tables"]
    return first, second


def test_a_move_mid_hand_keeps_the_match_whole_and_gives_the_seat_to_the_new_student(
        server: ClassServer) -> None:
    teacher = signed_in(server)
    people = joined(server, "Ana", "Bea", "Cy", "Dan", "Eva", "Fay", "Gus", "Hal")
    first, second = two_tables(server, teacher)
    # the first table plays a few cards (every page there), so a hand is in the middle
    table = server.service.tables.table(first)
    for _ in range(3):
        for name in ("Ana", "Bea", "Cy", "Dan"):
            view = people[name].view(first).body
            if view["view"]["your_turn"]:
                assert people[name].move(first, view["seq"], view["view"]["legal"][0]).ok
                break
    assert table.match.move_stack and table.match.hand is not None
    before = whole(table)
    ana_seat = table.seat_of("Ana")
    ana_cards = people["Ana"].view(first).body["view"]["hand"]["holding"]
    # the teacher swaps Ana (first table) and Eva (second, not started playing there)
    swap = teacher.post("api/teacher/tables/swap", {"name": "Ana", "with": "Eva"})
    assert swap.status_code == 200, swap.text
    assert seat_of(server, "Ana")[0] == second and seat_of(server, "Eva") == (first, ana_seat)
    assert whole(table) == before  # nobody's cards, counters or moves changed
    # Eva's page at her new table holds the seat Ana left: its cards, as they were
    assert sorted(people["Eva"].view(first).body["view"]["hand"]["holding"]) == sorted(ana_cards)
    assert people["Ana"].view(first).status == 403  # not Ana's table any more
    # unseat Bea: the seat is free, the match whole; a late student then takes it
    bea_seat = table.seat_of("Bea")
    assert teacher.post("api/teacher/tables/unseat", {"name": "Bea"}).status_code == 200
    assert seat_of(server, "Bea") is None and bea_seat in table.free()
    assert whole(table) == before
    ivo = joined(server, "Ivo")["Ivo"]
    late = teacher.post("api/teacher/tables/late", {"name": "Ivo"})
    assert late.status_code == 200, late.text
    assert late.json() == {"id": first, "seat": bea_seat, "new": False}
    assert ivo.view(first).ok
    # move Bea (at no table) to the second table's... full: refused, nothing changed
    full = teacher.post("api/teacher/tables/move", {"name": "Bea", "table": second})
    assert full.status_code == 409 and full.json()["key"] == "tables_err_full"
    assert seat_of(server, "Bea") is None


def test_a_late_student_gets_a_new_table_when_no_place_waits(server: ClassServer) -> None:
    teacher = signed_in(server)
    joined(server, "Ana", "Bea", "Cy", "Dan", "Zoe")
    got = teacher.post("api/teacher/tables/seat", {"students": ["Ana", "Bea", "Cy", "Dan"]})
    assert got.status_code == 200
    late = teacher.post("api/teacher/tables/late", {"name": "Zoe"})
    assert late.status_code == 200, late.text
    body = late.json()
    assert body["new"] is True and body["seat"] == 0 and body["id"] not in got.json()["tables"]
    table = server.service.tables.table(body["id"])
    assert [s.kind for s in table.seats] == ["person", "computer", "computer", "computer"]
    # already seated: refused
    again = teacher.post("api/teacher/tables/late", {"name": "Zoe"})
    assert again.status_code == 409 and again.json()["key"] == "tables_err_elsewhere"


def test_moves_are_the_teachers_only_and_bad_requests_change_nothing(
        server: ClassServer) -> None:
    teacher = signed_in(server)
    people = joined(server, "Ana", "Bea", "Cy", "Dan", "Eva", "Fay", "Gus", "Hal")
    first, second = two_tables(server, teacher)
    where = {n: seat_of(server, n) for n in people}
    ana = people["Ana"]
    for path, body in (("move", {"name": "Bea", "table": second}),
                       ("swap", {"name": "Ana", "with": "Eva"}),
                       ("unseat", {"name": "Bea"}), ("late", {"name": "Bea"})):
        assert ana.post(f"api/teacher/tables/{path}", body).status == 403
    refusals = [
        ("move", {"name": "Ana", "table": first}, 409, "tables_err_move_same"),
        ("move", {"name": "Nobody", "table": second}, 400, "tables_err_student_unknown"),
        ("move", {"name": "Ana", "table": "ffffffff"}, 404, "tables_err_unknown"),
        ("move", {"name": "Ana"}, 400, "tables_err_seated_shape"),
        ("swap", {"name": "Ana", "with": "ana"}, 400, "tables_err_swap_self"),
        ("swap", {"name": "Ana", "with": 7}, 400, "tables_err_seated_shape"),
        ("unseat", {"name": "Ana", "extra": 1}, 400, "class_err_unknown_key"),
    ]
    for path, body, status, key in refusals:
        got = teacher.post(f"api/teacher/tables/{path}", body)
        assert (got.status_code, got.json().get("key")) == (status, key), (path, body, got.text)
    assert {n: seat_of(server, n) for n in people} == where
    # a class game's table is the student's own: nobody is moved into or out of it
    assert teacher.post("api/teacher/game", {"server": True, "rules": "trieste",
                                             "opponents": ["cautious"], "mode": "table"}
                        ).status_code == 200
    # no class list: the names joined before the game wait for the teacher's admission
    assert teacher.post("api/teacher/admit", {"all": True}).status_code == 200
    own = ana.post("api/tables/class", {}).body["id"]
    into = teacher.post("api/teacher/tables/move", {"name": "Bea", "table": own})
    assert into.status_code == 409 and into.json()["key"] == "tables_err_class_table"
