"""A new class game while students are in the middle of a match.

"*Give this game to the class* silently voids every match in progress: the next hand is
refused with "this hand is from the game …", no warning to the teacher, no prompt to the
student. Warn, and let matches in progress finish (or say plainly that they stop)."
Here they finish: each on its own game, and the student is told the next one.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from class_helpers import CODE, played_records
from class_server import GAME

from coteccio_lab.classservice.service import ClassService, ServiceError
from coteccio_lab.classservice.store import ClassStore
from coteccio_lab.curriculum.answers import judge

OPPONENTS = ("random", "random")
OLD = {"code": CODE, "opponents": list(OPPONENTS), "mode": "table"}
NEW = {"code": "0000-00AB", "opponents": list(OPPONENTS), "mode": "table"}


def _service(tmp_path: Path) -> ClassService:
    service = ClassService(ClassStore.open(folder=tmp_path / "class"), judge)
    service.set_game(OLD)
    return service


def _send(service: ClassService, student: str, records: list[dict], first: int, last: int,
          code: str = CODE) -> list[dict]:
    return [service.submit_hand(student, {"hand": n, "record": records[n - 1], "code": code})
            for n in range(first, last + 1)]


def test_a_match_in_progress_finishes_on_its_game_and_the_next_is_the_new_one(
    tmp_path: Path,
) -> None:
    service = _service(tmp_path)
    ana = played_records(opponents=OPPONENTS, seed=2)
    _send(service, "ana", ana, 1, 3)
    assert service.teacher_state()["in_progress"] == ["ana"]
    given = service.set_game(NEW)
    assert given["in_progress"] == ["ana"] and given["before"] == CODE
    state = service.teacher_state()
    assert state["game"]["code"] == "0000-00AB" and state["in_progress"] == []
    # ana's next hands still count on the game she began, and she is told what comes next
    answers = _send(service, "ana", ana, 4, len(ana))
    assert answers[-1]["match_over"] and all(
        a["next_game"]["code"] == "0000-00AB" for a in answers)
    table = service.game().table.text()  # the same table on both codes here
    assert len(service.store.hands("ana", CODE, table)) == len(ana)
    old_id = next(g["id"] for g in state["games"] if g["id"].startswith(f'["{CODE}"'))
    [row] = service.teacher_state(old_id)["results"]["rows"]
    assert row["student"] == "ana" and row["state"] == "won"
    # her next match is the new game's
    new = played_records(code="0000-00AB", opponents=OPPONENTS, seed=3)
    assert "next_game" not in _send(service, "ana", new, 1, 1, code="0000-00AB")[0]
    # a student who had not begun the old game cannot start it now
    bo = played_records(opponents=OPPONENTS, seed=4)
    with pytest.raises(ServiceError, match="the class game is 0000-00AB"):
        _send(service, "bo", bo, 1, 1)


def test_new_opponents_on_the_same_code_let_the_match_in_progress_finish(tmp_path: Path) -> None:
    service = _service(tmp_path)
    ana = played_records(opponents=OPPONENTS, seed=2)
    _send(service, "ana", ana, 1, 2)
    assert service.set_game({**OLD, "opponents": ["cautious", "cautious"]})["in_progress"] == [
        "ana"]
    answer = _send(service, "ana", ana, 3, 3)[0]
    assert answer["hand"] == 3 and answer["next_game"]["opponents"] == ["cautious", "cautious"]


def test_the_same_game_given_again_warns_of_nothing(tmp_path: Path) -> None:
    service = _service(tmp_path)
    _send(service, "ana", played_records(opponents=OPPONENTS, seed=2), 1, 2)
    assert service.set_game({**OLD, "note": "go on"})["in_progress"] == []
    assert service.teacher_state()["in_progress"] == ["ana"]


def test_closing_the_class_game_stops_every_match_and_keeps_the_results(server, teacher):
    """Closing a game. Said plainly: a closed game takes no hand, on it
    or on a game before; its results stay in the list."""
    ana = server.browser()
    assert ana.join("ana").ok
    records = played_records()
    for n in (1, 2):
        assert ana.post("api/hands", {"hand": n, "record": records[n - 1]}).ok
    assert server.browser().post("api/teacher/close", {}).status_code == 403
    assert teacher.post("api/teacher/close", {"x": 1}).status_code == 400
    closed = teacher.post("api/teacher/close", {}).json()
    assert closed == {"closed": CODE, "stopped": ["ana"]}
    refused = ana.post("api/hands", {"hand": 3, "record": records[2]})
    assert refused.status_code == 400
    assert f"the teacher has closed the class game {CODE}" in refused.json()["error"]
    state = teacher.get("api/teacher/state").json()
    assert state["game"] is None and state["closed"] == CODE
    assert [r["student"] for r in state["results"]["rows"]] == ["ana"]
    assert ana.get("api/me").json()["game"] is None
    assert teacher.post("api/teacher/close", {}).status_code == 400  # nothing to close
    # a new game opens the class again
    assert teacher.post("api/teacher/game", {**GAME, "code": "0000-00AB"}).ok
    state = teacher.get("api/teacher/state").json()
    assert state["closed"] is None and state["game"]["code"] == "0000-00AB"
