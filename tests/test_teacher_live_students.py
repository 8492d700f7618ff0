"""The Students list's states come on the teacher's page's one live connection
(``api/teacher/live``): each student at a table (which, which seat), away since when, playing
the class game or done with it. Over HTTP, with the pages' own calls."""

from __future__ import annotations

import time
from datetime import datetime

from class_server import ClassServer
from harness.tableclient import TableClient


def test_the_live_connection_says_where_each_student_is_and_since_when_they_are_away(
        server: ClassServer) -> None:
    teacher = server.browser()
    assert teacher.sign_in(server.secret).status_code == 200
    people = {}
    for name in ("Ana", "Bea", "Cy", "Dan", "Eva"):
        people[name] = TableClient(server.url)
        people[name].join(name)
    seated = teacher.post("api/teacher/tables/seat",
                          {"students": ["Ana", "Bea", "Cy", "Dan"], "order": "list"})
    assert seated.status_code == 200
    table_id = seated.json()["tables"][0]
    assert people["Ana"].view(table_id).ok  # Ana's page is at the table now
    states = teacher.get("api/teacher/live").json()["students"]
    table = server.service.tables.table(table_id)
    assert states["Ana"] == {"table": table_id, "name_no": table.name_no, "seat": 0,
                             "here": True, "away_since": None, "class_game": None}
    assert states["Bea"]["here"] is False and states["Bea"]["away_since"] is None  # not opened
    assert "Eva" not in states  # at no table, no class game: nothing to say
    # Ana's page went quiet 30 s ago: away since then (a wall-clock time for the page)
    with table.lock:
        table.heard[0] = server.service.tables.clock() - 30
    away = teacher.get("api/teacher/live").json()["students"]["Ana"]
    assert away["here"] is False
    since = datetime.fromisoformat(away["away_since"]).timestamp()
    assert abs(since - (time.time() - 30)) < 5
    # the class game at the service's tables: playing, then done once the teacher closes it
    assert teacher.post("api/teacher/game", {"server": True, "rules": "trieste",
                                             "opponents": ["cautious"], "mode": "table"}
                        ).status_code == 200
    # no class list: the names joined before the game wait for the teacher's admission
    assert teacher.post("api/teacher/admit", {"all": True}).status_code == 200
    assert people["Eva"].post("api/tables/class", {}).ok
    assert teacher.get("api/teacher/live").json()["students"]["Eva"]["class_game"] == "playing"
    assert teacher.post("api/teacher/close", {}).status_code == 200
    assert teacher.get("api/teacher/live").json()["students"]["Eva"]["class_game"] == "done"
