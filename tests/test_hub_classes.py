"""Several classes under one hub service, on a real hub, its proxy and
PostgreSQL.

Two classes, ``a`` and ``b``: hub groups ``class-a``/``teachers-a`` and ``class-b``/
``teachers-b`` (``configure_class_service(classes=...)``), each class at its own path of the
one service, with its own results. The attacks, written before the code that stops them:
a teacher of class A, with their token or their signed-in browser, reads or changes nothing
of class B; a student of A sends nothing to B; a hub user of no class is nobody in either.
"""

from __future__ import annotations

import re
from collections.abc import Generator
from typing import Any

import pytest
import requests
from class_helpers import CODE, OPPONENTS, played_records
from harness.postgres import PostgresServer
from harness.proxy import ProxyError
from harness.testhub import HubProcess

from coteccio_lab.classservice.pagekeys import HEADER
from coteccio_lab.hub.config import ACCESS_SCOPE

pytestmark = pytest.mark.hub

CLASSES = {"a": {"teachers": ["prof-a"], "students": ["ana"]},
           "b": {"teachers": ["prof-b"], "students": ["bo"]}}
GAME = {"code": CODE, "opponents": list(OPPONENTS), "mode": "table", "rules": "trieste"}
OTHER = {**GAME, "code": "0000-00AB"}
KERNEL_SCOPES = ["users:activity!user", "access:servers!server", ACCESS_SCOPE]


@pytest.fixture(scope="module")
def hub(postgres: PostgresServer) -> Generator[HubProcess, None, None]:
    import uuid

    name = f"hub_{uuid.uuid4().hex[:12]}"
    url = postgres.create_database(name)
    hub = HubProcess(users=["ana", "bo", "prof-a", "prof-b", "zed"], class_db=url,
                     classes=CLASSES)
    try:
        hub.start()
    except ProxyError as err:
        pytest.skip(f"JupyterHub's proxy: {err}")
    yield hub
    hub.stop()
    postgres.drop_database(name)


class Kernel:
    """A hub user's token on one class's path of the service."""

    def __init__(self, hub: HubProcess, name: str, klass: str) -> None:
        self.url = hub.class_url(klass, direct=True)
        token = hub.user_token(name, scopes=KERNEL_SCOPES)
        self.headers = {"Authorization": f"token {token}"}

    def get(self, path: str, **kw: Any) -> requests.Response:
        return requests.get(self.url + path, headers=self.headers, timeout=60, **kw)

    def post(self, path: str, body: Any) -> requests.Response:
        return requests.post(self.url + path, json=body, headers=self.headers, timeout=60)


@pytest.fixture(scope="module")
def classes(hub: HubProcess) -> dict[str, Kernel]:
    """Each class's teacher has given it a game, and bo has played hand 1 in class b."""
    prof_a, prof_b = Kernel(hub, "prof-a", "a"), Kernel(hub, "prof-b", "b")
    assert prof_a.post("api/teacher/game", GAME).status_code == 200
    assert prof_b.post("api/teacher/game", OTHER).status_code == 200
    bo = Kernel(hub, "bo", "b")
    got = bo.post("api/hands", {"hand": 1, "record": played_records(code=OTHER["code"])[0]})
    assert got.status_code == 200, got.text
    return {"prof-a": prof_a, "prof-b": prof_b, "bo": bo}


def test_a_teacher_of_one_class_reads_and_changes_nothing_of_another(
    hub: HubProcess, classes: dict[str, Kernel]
) -> None:
    b_state = classes["prof-b"].get("api/teacher/state").json()
    a_on_b = Kernel(hub, "prof-a", "b")
    game_id = b_state["results"]["id"]
    for method, path, body in (
        ("get", "api/teacher/state", None),
        ("get", "teacher/results.csv", None),
        ("get", "teacher/progress.csv", None),
        ("get", f"api/teacher/hands?student=bo&game={requests.utils.quote(game_id)}", None),
        ("get", "api/teacher/class", None),
        ("post", "api/teacher/game", GAME),
        ("post", "api/teacher/close", {}),
        ("post", "api/teacher/student", {"name": "bo", "remove": True}),
        ("post", "api/teacher/drill", {"skill": None}),
    ):
        got = a_on_b.get(path) if method == "get" else a_on_b.post(path, body)
        assert got.status_code == 403, (path, got.status_code, got.text[:200])
        assert "bo" not in got.text and OTHER["code"] not in got.text, path
    after = classes["prof-b"].get("api/teacher/state").json()
    assert after["game"]["code"] == OTHER["code"] and after["closed"] is None
    assert [r["student"] for r in after["results"]["rows"]] == ["bo"]
    # class a's own page shows its own class only
    a_state = classes["prof-a"].get("api/teacher/state").json()
    assert a_state["game"]["code"] == CODE
    assert all(s["name"] != "bo" for s in a_state["students"])
    assert a_state["results"]["rows"] == []


def test_a_teachers_browser_gets_the_own_class_page_and_403_on_another(
    hub: HubProcess, classes: dict[str, Kernel]
) -> None:
    browser = hub.login("prof-a")
    own = browser.get(hub.class_url("a") + "teacher", timeout=60)
    assert own.status_code == 200 and "cot-teacher" in own.text
    assert "<h1>Your class · a</h1>" in own.text  # which class, for a teacher of several
    other = browser.get(hub.class_url("b") + "teacher", timeout=60)
    assert other.status_code == 403, (other.url, other.text[:300])
    assert other.url == hub.class_url("b") + "teacher"  # refused, not sent round a login loop
    assert "bo" not in other.text and OTHER["code"] not in other.text
    # as the teacher's page fetches: the service's `_xsrf` cookie and class a's page's key
    # in headers; class a's page reads class a, and nothing of class b
    xsrf = browser.cookies.get("_xsrf", path="/services/coteccio-class/") or ""
    key = re.search(r'name="cot-teacher-key" content="([^"]*)"', own.text)
    assert key is not None
    for klass, status in (("a", 200), ("b", 403)):
        page = hub.class_url(klass) + "teacher"
        fetch = {"X-XSRFToken": xsrf, "Sec-Fetch-Mode": "cors", "Sec-Fetch-Site": "same-origin",
                 "Sec-Fetch-Dest": "empty", "Referer": page, HEADER: key.group(1)}
        state = browser.get(hub.class_url(klass) + "api/teacher/state", timeout=60,
                            headers=fetch)
        assert state.status_code == status, (klass, state.text[:200])
    # and from class a's page, a request to class b is refused too
    fetch = {**fetch, "Referer": hub.class_url("a") + "teacher"}
    got = browser.post(hub.class_url("b") + "api/teacher/game", json=GAME, timeout=60,
                       headers=fetch)
    assert got.status_code == 403
    assert classes["prof-b"].get("api/teacher/state").json()["game"]["code"] == OTHER["code"]


def test_a_student_sends_to_their_own_class_only_and_nobody_else_is_anyone(
    hub: HubProcess, classes: dict[str, Kernel]
) -> None:
    ana_on_b = Kernel(hub, "ana", "b")
    got = ana_on_b.post("api/hands", {"hand": 2, "record": played_records(
        code=OTHER["code"])[1]})
    assert got.status_code == 403 and got.json()["key"] == "class_err_not_in_class"
    assert ana_on_b.get("api/me").status_code == 403
    # a hub user in no class is nobody in either, and never listed
    for klass in ("a", "b"):
        assert Kernel(hub, "zed", klass).get("api/me").status_code == 403
    listed = [s["name"] for s in classes["prof-b"].get("api/teacher/state").json()["students"]]
    assert listed == ["bo"]
    # ana in her own class: herself, class a's game
    me = Kernel(hub, "ana", "a").get("api/me").json()
    assert me["name"] == "ana" and me["game"]["code"] == CODE


def test_the_service_root_serves_no_class_when_there_are_several(
    hub: HubProcess, classes: dict[str, Kernel]
) -> None:
    ana = Kernel(hub, "ana", "a")
    got = requests.get(hub.service_direct_url + "api/me", headers=ana.headers, timeout=60)
    assert got.status_code == 404


def test_each_class_imports_its_own_hub_group_as_its_list(classes: dict[str, Kernel]) -> None:
    got = classes["prof-a"].post("api/teacher/roster", {"hub": True})
    assert got.status_code == 200, got.text
    assert got.json()["listed"] == ["ana"]  # class-a's members only: not bo, not zed
    names = {s["name"] for s in classes["prof-a"].get("api/teacher/state").json()["students"]}
    assert "bo" not in names and "zed" not in names
