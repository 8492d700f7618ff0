"""The tables' HTTP API on a real class service (one machine), attacks first: another
student's seat, another table's view, a move out of turn, a card not held, a stale seq, two
tabs on one seat, a full table, a table of 9, a huge body, the teacher's routes asked by a
student; and the scan of every answer a student receives for the seed, the deal code and
another seat's cards."""

from __future__ import annotations

import json
import socket
import threading
import time
from typing import Any

import requests
from class_server import Browser, ClassServer
from harness.tableclient import Answer, TableClient, to_move

from coteccio_lab.classservice.table import Table


def student(server: ClassServer, name: str) -> TableClient:
    client = TableClient(server.url)
    client.join(name)
    server.admit(name)  # the class's teacher admits every student
    return client


def four(server: ClassServer) -> tuple[str, dict[str, TableClient]]:
    """Ana opens a table of four (seat 3 a computer's), Bea and Cleo sit."""
    people = {n: student(server, n) for n in ("Ana", "Bea", "Cleo")}
    opened = people["Ana"].open(4, computers=[3])
    assert opened.ok, opened.text
    table = opened.body["id"]
    assert people["Bea"].sit(table).body == {"seat": 1}
    assert people["Cleo"].sit(table, 2).body == {"seat": 2}
    return table, people


def model(server: ClassServer, table: str) -> Table:
    return server.service.tables.table(table)


def check_refused(answer: Answer, status: int, key: str) -> None:
    assert answer.status == status and answer.key() == key, answer.text
    assert answer.body["error"]


def test_bad_tables_and_the_teachers_routes_asked_by_a_student(server: ClassServer) -> None:
    ana = student(server, "Ana")
    check_refused(ana.open(9), 400, "tables_err_seats")
    check_refused(ana.open(1), 400, "tables_err_seats")
    check_refused(ana.post("api/tables", {"seats": 4, "seed": 1}), 400, "class_err_unknown_key")
    check_refused(ana.post("api/tables", [4]), 400, "class_err_not_object")
    nobody = TableClient(server.url)
    assert nobody.lobby().status == 401 and nobody.open(4).status == 401
    for path in ("api/teacher/tables", "api/projector"):
        assert ana.get(path).status == 403
    assert ana.post("api/teacher/tables", {"seats": 2, "students": {"0": "Ana"}}).status == 403
    # a huge body is refused before it is read
    for path in ("api/tables", "api/tables/0123abcd/move"):
        head = (f"POST /class/{path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json"
                f"\r\nContent-Length: {300 * 1024}\r\n\r\n")
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
            sock.sendall(head.encode())
            got = sock.recv(65536)
        assert got.startswith(b"HTTP/1.1 413"), got[:200]
    # a form post (a cross-site page) cannot reach the API
    form = ana.session.post(ana.url("api/tables"), data={"seats": "4"}, timeout=30)
    assert form.status_code == 415
    assert ana.lobby().body["tables"] == []


def test_seats_other_tables_and_full_tables(server: ClassServer) -> None:
    table, people = four(server)
    dan = student(server, "Dan")
    check_refused(dan.sit(table), 409, "tables_err_full")
    check_refused(dan.view(table), 403, "tables_err_not_seated")
    check_refused(dan.view(table, after=0), 403, "tables_err_not_seated")
    check_refused(dan.move(table, 4, "Ac"), 403, "tables_err_not_seated")
    check_refused(dan.view("0123abcd"), 404, "tables_err_unknown")
    assert dan.view("nothex").status == 404
    # another student's seat: the seat is hers, not Dan's, whatever he sends
    check_refused(dan.sit(table, 0), 409, "tables_err_full")
    check_refused(people["Bea"].open(2), 409, "tables_err_elsewhere")
    # Dan's own table: the others see it in the lobby, not its view
    own = dan.open(2).body["id"]
    lobby = people["Ana"].lobby().body["tables"]
    assert [t["id"] for t in lobby] == sorted([table, own]) or {t["id"] for t in lobby} == {
        table, own}
    check_refused(people["Ana"].view(own), 403, "tables_err_not_seated")


def test_moves_out_of_turn_not_held_stale_and_two_tabs(server: ClassServer) -> None:
    table, people = four(server)
    first, answer = to_move(people, table)
    old = answer.body["seq"]
    assert people[first].move(table, old, answer.body["view"]["legal"][0]).ok
    mover, answer = to_move(people, table)
    seq, view = answer.body["seq"], answer.body["view"]
    other = next(n for n in people if n != mover)
    m = model(server, table).match
    assert m.hand is not None
    not_held = m.hand.holding(next(s for s in range(4) if s != view["seat"]))[0].code()
    before = {n: c.view(table).body for n, c in people.items()}
    check_refused(people[other].move(table, seq, view["legal"][0]), 409,
                  "tables_err_not_your_turn")
    check_refused(people[mover].move(table, seq, not_held), 409, "tables_err_illegal")
    # a view from before the last move (a tab left open, a page reconnected)
    check_refused(people[mover].move(table, old, view["legal"][0]), 409, "tables_err_stale")
    check_refused(people[mover].move(table, seq, "Zz"), 400, "tables_err_bad_move")
    check_refused(people[mover].post(f"api/tables/{table}/move", {"seq": seq}), 400,
                  "tables_err_bad_move")
    check_refused(people[mover].post(f"api/tables/{table}/move",
                                     {"seq": seq, "move": "Ac", "seat": 0}), 400,
                  "class_err_unknown_key")
    assert {n: c.view(table).body for n, c in people.items()} == before
    # two tabs of one student (one cookie) click at once: one move is played
    tab = TableClient(server.url, session=people[mover].session)
    results: list[Answer] = []
    go = threading.Barrier(2)

    def click(client: TableClient) -> None:
        go.wait()
        results.append(client.move(table, seq, view["legal"][0]))

    threads = [threading.Thread(target=click, args=(c,)) for c in (people[mover], tab)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(r.status for r in results) == [200, 409], [r.text for r in results]
    moves = [e for e in server.service.tables.log.events(table)
             if e.kind == "move" and e.seat == view["seat"] and e.seq > seq - 1]
    assert len(moves) == 1 and moves[0].data["move"] == view["legal"][0]


def test_the_long_poll_answers_when_another_seat_moves(server: ClassServer) -> None:
    table, people = four(server)
    mover, answer = to_move(people, table)
    other = next(n for n in people if n != mover)
    seq = people[other].view(table).body["seq"]
    got: list[Answer] = []
    waiting = threading.Thread(target=lambda: got.append(people[other].view(table, after=seq)))
    waiting.start()
    time.sleep(0.3)
    assert not got  # still waiting
    started = time.perf_counter()
    assert people[mover].move(table, answer.body["seq"], answer.body["view"]["legal"][0]).ok
    waiting.join(10)
    assert got and got[0].body["seq"] > seq and got[0].at - started < 1.0
    assert any(e["kind"] == "move" and e["seat"] == answer.body["seat"]
               for e in got[0].body["events"])


def test_the_teacher_watches_opens_and_seats(server: ClassServer, teacher: Browser) -> None:
    table, people = four(server)
    listed = teacher.get("api/teacher/tables").json()["tables"]
    assert [t["id"] for t in listed] == [table]
    m = model(server, table).match
    assert m.hand is not None
    # the teacher's page may be on the class's screen: no card still in a hand by default
    safe = teacher.get(f"api/teacher/tables/{table}/view", params={"delay": "trick"}).json()
    dealt = {c.code() for cards in m.hand.dealt for c in cards}
    assert "dealt" not in safe["view"]["hands"] and "holding" not in safe["view"]["hands"]
    assert not any(f'"{code}"' in json.dumps(safe) for code in dealt
                   if not any(code in json.dumps(t) for t in safe["view"]["hands"]["tricks"]))
    watch = teacher.get(f"api/teacher/tables/{table}/view",
                        params={"delay": "trick", "hands": "show"}).json()
    assert watch["view"]["hands"]["dealt"] == [[c.code() for c in cards] for cards in
                                               m.hand.dealt]
    assert watch["view"]["hands"]["holding"] == [[c.code() for c in m.hand.holding(s)]
                                                 for s in range(len(m.hand.dealt))]
    assert teacher.get(f"api/teacher/tables/{table}/view",
                       params={"delay": "soon"}).status_code == 400
    for name in ("Dan", "Eva"):
        student(server, name)
    opened = teacher.post("api/teacher/tables", {"seats": 3, "students": {"0": "Dan", "1": "Eva"},
                                                  "computers": {"2": "expert"}})
    assert opened.status_code == 200, opened.text
    assert teacher.post("api/teacher/tables", {"seats": 2, "students": {"0": "Nobody"}}
                        ).json()["key"] == "tables_err_student_unknown"
    shown = teacher.get("api/projector").json()
    assert {t["id"] for t in shown["tables"]} == {table, opened.json()["id"]}
    assert shown["join"].endswith("/class/join")
    text = json.dumps(shown)
    assert m.code not in text and '"holding"' not in text and '"dealt"' not in text


def test_nothing_a_student_receives_holds_the_seed_the_code_or_another_seats_card(
        server: ClassServer) -> None:
    table, people = four(server)
    t = model(server, table)
    code, seed = t.match.code, str(t.match.seed)
    moves = 0
    while not t.match.over and moves < 400:
        mover, answer = to_move(people, table)
        if answer.body["view"]["over"]:
            break
        for name, client in people.items():
            seat = t.seat_of(name)
            for text in client.received:
                _scan(text, t, seat, code, seed)
            client.received.clear()
        people[mover].move(table, answer.body["seq"], answer.body["view"]["legal"][0])
        moves += 1
    assert moves >= 20  # at least a few hands


def _scan(text: str, t: Table, seat: int | None, code: str, seed: str) -> None:
    assert code not in text and code.replace("-", "") not in text and seed not in text
    try:
        body: Any = json.loads(text)
    except ValueError:
        return
    view = body.get("view") if isinstance(body, dict) else None
    hand = t.match.hand
    if not isinstance(view, dict) or hand is None:
        return
    # cards of hands played before are public (the last hand, its moves); so are the cards
    # of a hand that ended between the answer and this look
    now = len(t.match.history) + 1
    if view.get("deal_no") != now:
        return
    view["last_hand"] = None
    body["events"] = [e for e in body.get("events", []) if e.get("deal_no", now) == now]
    current = json.dumps(body)
    for other in range(t.n):
        if other != seat:
            for card in hand.holding(other):
                assert f'"{card.code()}"' not in current, (seat, other, card)


def test_a_student_cannot_act_as_another_with_a_made_up_cookie(server: ClassServer) -> None:
    table, people = four(server)
    forger = requests.Session()
    forger.cookies.set("coteccio-student", "Ana")
    answer = TableClient(server.url, session=forger).view(table)
    assert answer.status == 401


def test_a_student_opening_and_leaving_tables_cannot_fill_the_class(server: ClassServer) -> None:
    ana, bea = student(server, "Ana"), student(server, "Bea")
    statuses = []
    for _ in range(12):
        opened = ana.open(4)
        statuses.append(opened.status)
        if opened.ok:
            assert ana.leave(opened.body["id"]).ok
    assert statuses[:10] == [200] * 10 and statuses[10:] == [429, 429]
    # a table left by everyone before it started is listed nowhere
    assert bea.lobby().body["tables"] == []
    assert bea.open(2).ok


def test_a_version_from_before_a_restart_is_answered_at_once(server: ClassServer,
                                                              teacher: Browser) -> None:
    """A page that last saw a service before its restart asks with a version past the new
    one's (the versions start again): the long poll answers at once, not after its wait,
    so the page draws what is and says its connection is back."""
    ana = student(server, "Ana")
    # a table waiting for its second person: nothing moves, so the version stays put while
    # the test asks (a computer seat's card would move it between the asks)
    assert ana.open(2).ok
    now = teacher.get("api/projector").json()["version"]
    for path in ("api/projector", "api/teacher/live", "api/teacher/tables"):
        got = teacher.session.get(teacher.url + path, params={"after": now + 1000}, timeout=5)
        assert got.status_code == 200 and got.json()["version"] == now, path
    got = ana.session.get(ana.url("api/tables"), params={"after": now + 1000}, timeout=5)
    assert got.json()["version"] == now
