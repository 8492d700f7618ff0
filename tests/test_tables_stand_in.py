"""Results say who played: a class game at the service's tables waits while its student is
away, and a hand a computer player moved in for the student (a tool's ``advance``, or
their turn timer) is marked so in the results, the CSV and the standings, counts nothing
for them, and a match with one is not the student's win."""

from __future__ import annotations

import csv
import io

from class_helpers import Clock
from class_server import ClassServer

from coteccio_lab.classservice.service import _game_id

GAME = {"server": True, "rules": "trieste", "opponents": ["cautious", "cautious"],
        "mode": "table"}


def test_a_class_game_played_by_a_stand_in_is_not_a_win_for_the_absent_student(
        server: ClassServer) -> None:
    teacher = server.browser()
    assert teacher.sign_in(server.secret).status_code == 200
    assert teacher.post("api/teacher/game", GAME).status_code == 200
    service = server.service
    tables = service.tables
    clock = Clock()
    tables.clock = clock
    service.store.join("Paolo", "key-paolo")
    service.store.join("Rita", "key-rita")
    paolo = service.class_table("Paolo")["id"]
    table = tables.table(paolo)
    game = service.game()
    assert game is not None
    game_id = _game_id(game.code, game.table.text())
    # Paolo opened the class game and closed the browser: past the grace period his seat is
    # away, and his table waits (nobody to play for)
    for _ in range(600):
        clock.now += 1
        tables.tick()
    assert table.seats[0].away and table.paused == "nobody"
    assert not table.match.history and not any(e["kind"] == "move" and e["seat"] == 0
                                               for e in table.recent)
    # a tool plays his table out at once: every move of his is a computer player's
    tables.advance(paolo)
    assert table.match.over
    # every hand he was dealt into (a seat out of lives sits the last ones out; the class
    # game's deal is new each time, so how many is not fixed)
    dealt = {n for n, rec in enumerate(table.match.history, 1) if rec.hands[0]}
    hands = len(dealt)
    assert dealt and set(table.stand_ins) == dealt
    # Rita plays her own class game: her hands are hers
    rita = service.class_table("Rita")["id"]
    tables.advance(rita)
    while not tables.table(rita).match.over:
        view = tables.view("Rita", rita)
        if view["view"]["your_turn"]:
            tables.move("Rita", rita, view["seq"], view["view"]["legal"][0])
        tables.advance(rita)
    results = service.results(game_id)
    row = {r["student"]: r for r in results["rows"]}
    assert row["Paolo"]["state"] == "stand_in" and row["Paolo"]["stand_ins"] == hands
    # his cells (a column per hand and deal: two students' hand 5 may be two deals): each hand
    # he was dealt is a computer's and counts nothing; a hand he sat out, out of lives, is
    # nobody's play and gives him nothing
    cells = [c for c in row["Paolo"]["hands"] if c is not None]
    played = [c for c in cells if c["stand_in"]]
    assert len(played) == hands
    assert not any(c["counted"] or c["best"] for c in played)
    assert all(c["delta"] == 0 for c in cells if not c["stand_in"])
    assert row["Paolo"]["total"] == 0 and row["Paolo"]["points"] == 0
    assert row["Rita"]["state"] in ("won", "lost") and row["Rita"]["stand_ins"] == 0
    standings = service.class_standings()
    assert standings is not None
    assert {r["name"]: r["state"] for r in standings["rows"]}["Paolo"] == "stand_in"
    csv_rows = {r["student"]: r
                for r in csv.DictReader(io.StringIO(service.results_csv(game_id)))}
    assert csv_rows["Paolo"]["match"] == "stand_in"
    assert csv_rows["Paolo"]["hand 1"] == "computer"
    assert csv_rows["Paolo"]["hands played by a computer"] == str(hands)
    assert csv_rows["Rita"]["hands played by a computer"] == "0"
    # the same after a restart: who played each hand is in the store
    stored = service.store.hands("Paolo", game.code, game.table.text())
    assert {h.hand_no for h in stored if h.stand_in} == dealt


def test_the_tables_csv_holds_every_tables_hands_and_who_played_them(
        server: ClassServer) -> None:
    """Ana and Bea at a lobby table with a computer seat; Bea's page is gone past the grace
    period, so a computer player moves for her while Ana plays: the CSV says so, hand by
    hand, for each seat. A student cannot read it."""
    teacher = server.browser()
    assert teacher.sign_in(server.secret).status_code == 200
    tables = server.service.tables
    clock = Clock()
    tables.clock = clock
    opened = tables.open("Ana", {"seats": 3, "computers": [2]})["id"]
    tables.sit("Bea", opened)
    tables.hold("Ana", opened)
    table = tables.table(opened)
    clock.now += 61
    tables.tick()
    assert table.seats[1].away
    while len(table.match.history) < 2 and not table.match.over:
        tables.tick()
        view = tables.view("Ana", opened)
        if view["view"]["your_turn"]:
            tables.move("Ana", opened, view["seq"], view["view"]["legal"][0])
    got = teacher.get("teacher/tables.csv")
    assert got.status_code == 200 and got.headers["Content-Type"].startswith("text/csv")
    rows = list(csv.DictReader(io.StringIO(got.text)))
    mine = [r for r in rows if r["table"] == opened]
    assert len(mine) == 3 * len(table.match.history)
    by = {(int(r["hand"]), r["player"]): r["played by"] for r in mine}
    for n in range(1, len(table.match.history) + 1):
        assert by[n, "Ana"] == "student"
        assert by[n, "Bea"] == "computer for the student"
        assert by[n, "computer (cautious)"] == "computer"
    first = table.match.history[0].result
    assert first is not None
    assert [int(r["change"]) for r in mine[:3]] == list(first.delta)
    other = server.browser()
    other.join("Cleo")
    assert other.get("teacher/tables.csv").status_code in (401, 403)
