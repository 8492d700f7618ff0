"""The class game played at the service's tables: each student at their own table against
the game's computer seats, dealt by the service from a code no student receives until the
teacher closes the game; results from the service's own play, none taken from a student."""

from __future__ import annotations

import json
import threading
import time
from typing import Any

from class_helpers import CODE, OPPONENTS, played_records
from class_server import Browser, ClassServer
from harness.tableclient import TableClient

GAME = {"server": True, "rules": "trieste", "opponents": ["random", "cautious"],
        "mode": "table", "note": "at your table"}


def _teacher(server: ClassServer) -> Browser:
    t = server.browser()
    assert t.sign_in(server.secret).status_code == 200
    return t


def _student(server: ClassServer, name: str) -> TableClient:
    client = TableClient(server.url)
    client.join(name)
    server.admit(name)  # the class's teacher admits every student
    return client


def _play(client: TableClient, table: str, moves: int | None = None) -> dict[str, object]:
    """Play the student's moves (the first legal one) until the match is over, or ``moves``."""
    made = 0
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        answer = client.view(table)
        view = answer.body["view"]
        if view["over"] or (moves is not None and made >= moves):
            return answer.body  # type: ignore[no-any-return]
        if view["your_turn"]:
            done = client.move(table, answer.body["seq"], view["legal"][0])
            assert done.ok, done.text
            made += 1
        else:
            time.sleep(0.01)  # the computer seats move after the answer
    raise AssertionError("the match did not end")


def test_the_class_game_at_the_tables_from_a_code_no_student_sees(server: ClassServer) -> None:
    teacher = _teacher(server)
    given = teacher.post("api/teacher/game", GAME)
    assert given.status_code == 200, given.text
    code = given.json()["code"]  # made by the service; the teacher sees it
    ana, bea = _student(server, "Ana"), _student(server, "Bea")
    me = ana.get("api/me").body
    assert me["game"]["server"] is True and "code" not in me["game"]
    # a hand record sent by a student (a rehearsed match) is no result here
    sent = ana.post("api/hands", {"hand": 1, "record": {}})
    assert sent.status == 400 and sent.key() == "class_err_server_game"
    mine = ana.post("api/tables/class", {})
    assert mine.ok and mine.body["seat"] == 0, mine.text
    assert ana.post("api/tables/class", {}).body == mine.body  # one table per student
    table = mine.body["id"]
    other = bea.post("api/tables/class", {}).body["id"]
    assert other != table
    # the same deal for everyone (duplicate play), each at their own table
    assert (ana.view(table).body["view"]["hand"]["holding"]
            == bea.view(other).body["view"]["hand"]["holding"])
    assert ana.view(other).status == 403
    assert [t["id"] for t in bea.lobby().body["tables"]] == [other]
    over = _play(ana, table)
    assert over["view"]["over"] and "code" not in over["view"]  # type: ignore[index]
    model = server.service.tables.table(table)
    hands = len(model.match.history)
    stored = server.store.hands("Ana", code, server.service.game().table.text())  # type: ignore[union-attr]
    assert [h.hand_no for h in stored] == list(range(1, hands + 1))
    assert [h.delta for h in stored] == [r["score"]["delta"][0] if "score" in r else h.delta
                                         for r, h in zip(model.match.history, stored)]
    assert ana.get("api/me").body["match"]["hands"] == hands
    state = teacher.get("api/teacher/state").json()
    assert "Ana" in json.dumps(state["results"])
    # Bea is mid-match when the teacher closes the game: play stops, the code is shown
    _play(bea, other, moves=3)
    assert teacher.post("api/teacher/close", {}).status_code == 200
    closed = bea.view(other).body
    assert closed["view"]["code"] == code and closed["table"]["state"] == "over"
    refused = bea.move(other, closed["seq"], "Ac")
    assert refused.status == 409 and refused.key() == "tables_err_over"
    for client in (ana, bea):  # nothing before the close held the code
        texts = client.received
        cut = next((i for i, text in enumerate(texts) if code in text), len(texts))
        assert all(code not in text for text in texts[:cut])
        # Ana asked nothing after the close; Bea's first view after it has the code
        assert cut == (len(texts) - 2 if client is bea else len(texts)), client


def test_a_game_not_at_the_tables_has_no_class_table(server: ClassServer) -> None:
    teacher = _teacher(server)
    assert teacher.post("api/teacher/game", {"code": "K7QX-3MPA", "opponents": ["random"]}
                        ).status_code == 200
    ana = _student(server, "Ana")
    answer = ana.post("api/tables/class", {})
    assert answer.status == 409 and answer.key() == "class_err_not_server_game"
    assert teacher.post("api/teacher/game", {**GAME, "server": "yes"}).status_code == 400


def test_a_hand_whose_result_was_not_stored_is_stored_at_the_next_start(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """A crash after a hand's last move was written but before its result was: the service
    started again on the same store stores the result from the table's log."""
    from coteccio_lab.classservice.service import ClassService
    from coteccio_lab.classservice.store import ClassStore, ClassStoreError
    from coteccio_lab.curriculum.answers import judge

    store = ClassStore.open(folder=tmp_path / "class")
    service = ClassService(store, judge)
    game = service.set_game(GAME)
    table = service.class_table("Ana")["id"]
    tables = service.tables

    def lost(*_args: object, **_kwargs: object) -> None:
        raise ClassStoreError.verbatim("the disk is gone")

    service._submit = lost  # type: ignore[method-assign]
    model = tables.table(table)
    while not model.match.history:
        tables.advance(table)
        answer = tables.view("Ana", table)
        if answer["view"]["your_turn"]:
            tables.move("Ana", table, answer["seq"], answer["view"]["legal"][0])
    key = service.game().table.text()  # type: ignore[union-attr]
    assert store.hands("Ana", game["code"], key) == []
    again = ClassService(ClassStore.open(folder=tmp_path / "class"), judge)
    rows = again.store.hands("Ana", game["code"], key)
    assert [r.hand_no for r in rows] == [1]
    assert again.tables.table(table).match.history == model.match.history


def test_the_projectors_standings_are_the_class_games_as_the_teacher_ranks_them(
        server: ClassServer) -> None:
    teacher = _teacher(server)
    assert teacher.post("api/teacher/game", {"code": CODE, "opponents": list(OPPONENTS),
                                             "mode": "table"}).status_code == 200
    shown = teacher.get("api/projector").json()
    assert shown["standings"]["rows"] == []
    ana, bea = _student(server, "Ana"), _student(server, "Bea")
    # a table played to its end counts nothing here: the class game's results do
    opened = ana.open(2, computers=[1])
    assert opened.ok, opened.text
    _play(ana, opened.body["id"])
    shown = teacher.get("api/projector").json()
    assert shown["standings"]["rows"] == []
    # a hand the class game dealt, sent by Bea's kernel, wakes the screen's long poll
    # (no table moved: the tables' version is the same)
    records = played_records()
    got: list[dict[str, Any]] = []
    poll = threading.Thread(target=lambda: got.append(teacher.get(
        "api/projector", params={"after": shown["version"]}).json()))
    poll.start()
    time.sleep(0.3)
    assert bea.post("api/hands", {"hand": 1, "record": records[0]}).ok
    poll.join(10)
    assert got, "the projector's long poll did not answer at the stored hand"
    for n, record in enumerate(records[1:], 2):
        assert bea.post("api/hands", {"hand": n, "record": record}).ok
    rows = teacher.get("api/teacher/state").json()["results"]["rows"]
    expected = [{"rank": r["rank"], "name": r["student"], "state": r["state"],
                 "total": r["total"], "points": r["points"], "played": r["played"]}
                for r in rows]
    assert got[0]["version"] == shown["version"]
    assert got[0]["standings"]["rows"][0]["name"] == "Bea"
    standings = teacher.get("api/projector").json()["standings"]
    assert standings["rows"] == expected and [r["name"] for r in expected] == ["Bea"]
    assert expected[0]["state"] in ("won", "lost") and expected[0]["played"] == len(records)
    text = json.dumps(standings)
    assert CODE not in text and '"hands"' not in text and '"record"' not in text
