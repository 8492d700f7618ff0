"""The class service over HTTP, attacked as a hostile student would, with a real server.

Every attack is a request a student's browser (or a script) can send: the teacher's page
and API without the teacher's secret, a second browser taking a name, another student's
name in a body, a server path, a forged or oversized result. Each must be refused with a
sentence and change nothing.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from class_helpers import CODE, check_message, played_records
from class_server import GAME

TEACHER_ONLY = [
    ("get", "teacher", None),
    ("get", "api/teacher/state", None),
    ("get", "teacher/results.csv", None),
    ("get", "teacher/progress.csv", None),
    ("post", "api/teacher/game", GAME),
    ("post", "api/teacher/allow", {"name": "ana"}),
]


@pytest.mark.parametrize("method, path, body", TEACHER_ONLY)
def test_a_student_never_reaches_the_teachers_page_or_api(server, teacher, method, path, body):
    ana = server.browser()
    assert ana.join("ana").status_code == 200
    ana.post("api/progress", check_message(1, "rank-order", right=True))
    got = ana.get(path) if method == "get" else ana.post(path, body)
    assert got.status_code == 403
    assert "ana" not in got.text and "rank-order" not in got.text
    if path == "teacher":
        assert "Teacher secret" in got.text  # the sign-in form, not the page
    else:
        assert got.json() == {"error": "only the teacher may do this",
                              "key": "class_err_teacher_only"}


def test_a_wrong_secret_is_refused_and_the_secret_is_never_in_a_url(server) -> None:
    t = server.browser()
    got = t.sign_in("guess")
    assert got.status_code == 403 and "not this class’s teacher secret" in got.text
    assert t.get("api/teacher/state").status_code == 403
    got = t.sign_in(server.secret)
    assert got.status_code == 200 and server.secret not in got.url
    assert all(server.secret not in r.url for r in got.history)
    assert t.get("api/teacher/state").status_code == 200
    # a rotated secret signs the teacher out
    from coteccio_lab.classservice.local import teacher_secret

    teacher_secret(server.folder, rotate=True)
    assert t.get("api/teacher/state").status_code == 403


def test_a_second_browser_joins_as_a_taken_name_only_with_the_teachers_one_time_code(
    server, teacher
) -> None:
    first, second, someone = server.browser(), server.browser(), server.browser()
    assert first.join("Ana Maria").status_code == 200
    got = second.join("  ana   maria ")
    assert got.status_code == 409 and "already taken" in got.text
    assert second.get("api/me").status_code == 401
    allowed = teacher.post("api/teacher/allow", {"name": "ana maria"}).json()
    assert allowed["name"] == "Ana Maria" and allowed["minutes"] == 15
    code = allowed["code"]
    assert len(code) == 9 and code[4] == "-"
    # The allowance is the code's, not the name's: whoever types the name first gets nothing.
    got = someone.join("Ana Maria")
    assert got.status_code == 409 and someone.get("api/me").status_code == 401
    got = someone.join("Ana Maria", code="AAAA-AAAA")
    assert got.status_code == 403 and "not valid for this name" in got.text
    assert server.browser().join("Bo", code=code).status_code == 200  # a new name: no code needed
    assert second.join("ana maria", code=code.lower().replace("-", " ")).status_code == 200
    assert second.get("api/me").json()["name"] == "Ana Maria"
    # once only
    assert server.browser().join("Ana Maria", code=code).status_code == 403
    assert server.browser().join("Ana Maria").status_code == 409
    assert [s["browsers"] for s in teacher.get("api/teacher/state").json()["students"]
            if s["name"] == "Ana Maria"] == [2]


def test_nobody_who_has_not_joined_sends_results(server, teacher) -> None:
    records = played_records()
    got = server.browser().post("api/hands", {"hand": 1, "record": records[0]})
    assert got.status_code == 401 and "join it at /class/join" in got.json()["error"]


@pytest.mark.parametrize("body, why", [
    ({"hand": 1, "record": {}, "student": "bo"}, "unknown key 'student'"),
    ({"hand": 1, "record": {}, "folder": "/tmp/elsewhere"}, "unknown key 'folder'"),
    ({"hand": 1, "record": {}, "class_dir": "/etc"}, "unknown key 'class_dir'"),
])
def test_no_name_and_no_path_is_taken_from_a_request(server, teacher, tmp_path, body, why):
    ana = server.browser()
    assert ana.join("ana").status_code == 200
    got = ana.post("api/hands", body)
    assert got.status_code == 400 and why in got.json()["error"]
    got = ana.post("api/progress", {**check_message(1, "rank-order", right=True),
                                    "path": str(tmp_path / "x")})
    assert got.status_code == 400
    assert not (tmp_path / "x").exists() and not Path("/tmp/elsewhere").exists()
    assert server.store.count() == 0 and server.store.checks() == []


def test_forged_results_are_refused_and_change_nothing(server, teacher) -> None:
    ana = server.browser()
    assert ana.join("ana").status_code == 200
    records = played_records()
    other = played_records(code="0000-00AB")
    refusals = [
        ({"hand": 1, "record": other[0]}, f"not dealt from the class game {CODE}"),
        ({"hand": 42, "record": records[0]}, "not hand 42"),
        ({"hand": 1, "record": {**records[0], "plays": records[0]["plays"][:3]}},
         "is not finished"),
        ({"hand": 1, "record": records[0], "code": "0000-00AB"}, "the class game is"),
        ({"hand": 1}, "hand 1: a hand record is a JSON object"),
    ]
    for body, why in refusals:
        got = ana.post("api/hands", body)
        assert got.status_code == 400, got.text
        assert why in got.json()["error"]
        assert "Traceback" not in got.text
    assert server.store.count() == 0
    state = teacher.get("api/teacher/state").json()
    assert state["results"]["rows"] == []


def test_form_and_malformed_bodies_are_refused_with_a_sentence(server, teacher) -> None:
    ana = server.browser()
    assert ana.join("ana").status_code == 200
    # A body past the limit is refused and the connection closed while the client may
    # still be sending, so an HTTP client can see a reset instead of the answer: that
    # case is sent by hand in test_classservice_guards.py.
    got = ana.session.post(ana.url + "api/hands", data="hand=1", timeout=10,
                           headers={"Content-Type": "application/x-www-form-urlencoded"})
    assert got.status_code == 415
    deep = "[" * 100_000 + "]" * 100_000
    got = ana.session.post(ana.url + "api/hands", data=deep.encode()[:200_000], timeout=10,
                           headers={"Content-Type": "application/json"})
    assert got.status_code == 400 and "not valid JSON" in got.json()["error"]


def test_a_class_plays_and_the_teacher_sees_results_and_progress(server, teacher) -> None:
    students = {name: server.browser() for name in ("ana", "bo", "cy")}
    for name, b in students.items():
        assert b.join(name).status_code == 200
        assert b.get("api/me").json() == {"name": name, "teacher": False, "game": {
            **GAME, "note": ""}, "match": {"hands": 0, "over": False, "won": False},
            "practice": [], "class_drill": None}
    expected = {}
    for seed, (name, b) in enumerate(students.items()):
        records = played_records(seed=seed)
        for n, record in enumerate(records, 1):
            got = b.post("api/hands", {"hand": n, "record": record})
            assert got.status_code == 200, got.text
            assert got.json()["delta"] == record["result"]["delta"][0]
        assert got.json()["match_over"]
        # a resend (lost answer) gets the same answer and stores nothing new
        assert b.post("api/hands", {"hand": n, "record": records[-1]}).json() == {
            **got.json(), "again": True}
        expected[name] = (sum(r["result"]["delta"][0] for r in records), got.json()["won"])
        b.post("api/progress", check_message(2, "off-suit", right=name == "ana"))
    state = teacher.get("api/teacher/state").json()
    rows = {r["student"]: r for r in state["results"]["rows"]}
    assert set(rows) == set(students)
    for name, (total, won) in expected.items():
        assert rows[name]["total"] == total
        assert rows[name]["state"] == ("won" if won else "lost") and rows[name]["verified"]
    assert state["progress"]["lessons"] == [2]
    assert state["progress"]["hard"] == [
        {"lesson": 2, "exercise": "off-suit", "title": "A trick of three suits",
         "tried": 3, "not_quite": 2}]
    csv = teacher.get("teacher/results.csv")
    assert csv.headers["Content-Type"].startswith("text/csv")
    assert csv.text.splitlines()[0].startswith("rank,student,hand 1")
    assert len(csv.text.splitlines()) == 4
    progress = teacher.get("teacher/progress.csv").text.splitlines()
    assert progress[0] == "student,lesson,exercise,exercise key,answer,result,attempt,when"
    assert len(progress) == 4


def test_the_teachers_page_is_served_by_the_service_itself(server, teacher) -> None:
    page = teacher.get("teacher")
    assert page.status_code == 200 and "cot-teacher" in page.text
    assert "Content-Security-Policy" in page.headers
    js = teacher.get("static/teacher.js")
    assert js.status_code == 200 and "api/teacher/state" in js.text
    bad = teacher.post("api/teacher/game", {**GAME, "opponents": ["genius"]})
    assert bad.status_code == 400 and "unknown level 'genius'" in bad.json()["error"]
    assert json.loads(server.store.game() or "{}")["code"] == CODE


def test_the_teachers_page_waits_for_the_next_change_instead_of_polling(server, teacher):
    """``api/teacher/state?since=VERSION`` answers when the class changes: the answer holds
    the check a student sent *while* the request waited (an immediate answer could not)."""
    import threading
    import time

    ana = server.browser()
    assert ana.join("ana").status_code == 200
    first = teacher.get("api/teacher/state").json()
    assert first["progress"]["grid"] == []
    # a state older than the class's answers at once
    stale = json.dumps([0] * len(first["version"]))
    assert teacher.get(f"api/teacher/state?since={stale}").json()["version"] == first["version"]

    def later() -> None:
        time.sleep(0.5)
        ana.post("api/progress", check_message(1, "rank-order", right=True))

    sender = threading.Thread(target=later)
    sender.start()
    waited = teacher.get(f"api/teacher/state?since={json.dumps(first['version'])}").json()
    sender.join()
    assert waited["version"] != first["version"]
    assert [row["student"] for row in waited["progress"]["grid"]] == ["ana"]


def test_the_teacher_signs_out(server, teacher) -> None:
    got = teacher.form("teacher", "teacher/logout", {})
    assert got.status_code == 403 and "Teacher secret" in got.text  # back to the sign-in form
    assert teacher.get("api/teacher/state").status_code == 403


def test_the_teachers_columns_follow_hand_numbers_and_a_practice_match_stays_apart(
    server, teacher
) -> None:
    """Once found: the columns followed row order, and a practice win counted in the table
    game's comparison. Here ana plays a whole match, bo one hand, then ana a practice match
    on the same deal code: the table game's results are unchanged by it."""
    ana, bo = server.browser(), server.browser()
    assert ana.join("ana").status_code == 200 and bo.join("bo").status_code == 200
    records = played_records(seed=0)
    for n, record in enumerate(records, 1):
        assert ana.post("api/hands", {"hand": n, "record": record}).status_code == 200
    assert bo.post("api/hands", {"hand": 1, "record": played_records(seed=1)[0]}).ok
    table = teacher.get("api/teacher/state").json()["results"]
    assert [(c["hand"], c["variant"]) for c in table["columns"]] == [
        (n, "") for n in range(1, len(records) + 1)]
    rows = {r["student"]: r for r in table["rows"]}
    assert [h["delta"] for h in rows["ana"]["hands"]] == [
        r["result"]["delta"][0] for r in records]
    assert rows["bo"]["hands"][0] is not None and rows["bo"]["hands"][1:] == [None] * (
        len(records) - 1)
    assert rows["bo"]["state"] == "playing"
    # the same deal code in practice mode is another game
    assert teacher.post("api/teacher/game", {**GAME, "mode": "practice"}).status_code == 200
    practice = played_records(seed=2, mode="practice")
    for n, record in enumerate(practice, 1):
        assert ana.post("api/hands", {"hand": n, "record": record}).status_code == 200
    state = teacher.get("api/teacher/state").json()
    assert [r["student"] for r in state["results"]["rows"]] == ["ana"]
    assert state["results"]["id"] != table["id"] and len(state["games"]) == 2
    again = teacher.get("api/teacher/state", params={"game": table["id"]}).json()["results"]
    assert again["rows"] == table["rows"]
