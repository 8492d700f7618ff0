"""The class service as a JupyterHub service, on a real hub, its proxy and PostgreSQL.

Identity is the hub's: a kernel's token (``Authorization: token``) or the browser's OAuth
cookie; nobody types a name. The attacks, each written before the code that stops it:

- a student's token on the teacher's API, and a student's browser on the teacher's page:
  403 ("a student opening the teacher's page gets 403");
- a forged result sent with a student's own token: refused by the referee, nothing stored;
- a token that does not hold the service's access scope, a service's token, no token: nobody;
- a name in the body: refused (the name is the hub user's).
"""

from __future__ import annotations

import re
from typing import Any

import pytest
import requests
from class_helpers import (
    CLASS_STUDENTS,
    CLASS_TEACHER,
    CODE,
    OPPONENTS,
    check_message,
    played_records,
)
from harness.testhub import HubProcess

from coteccio_lab.classservice.pagekeys import HEADER
from coteccio_lab.hub.config import ACCESS_SCOPE

GAME = {"code": CODE, "opponents": list(OPPONENTS), "mode": "table", "rules": "trieste"}

# What a student's kernel holds: the spawner's server_token_scopes as the hub narrows them.
KERNEL_SCOPES = ["users:activity!user", "access:servers!server", ACCESS_SCOPE]


class Kernel:
    """Calls the service as a student's kernel does: its own hub token in the header."""

    def __init__(self, hub: HubProcess, token: str, *, through_proxy: bool = False) -> None:
        self.url = hub.service_url if through_proxy else hub.service_direct_url
        self.headers = {"Authorization": f"token {token}"}

    def get(self, path: str) -> requests.Response:
        return requests.get(self.url + path, headers=self.headers, timeout=60)

    def post(self, path: str, body: Any) -> requests.Response:
        return requests.post(self.url + path, json=body, headers=self.headers, timeout=60)


def kernel(hub: HubProcess, name: str, scopes: list[str] | None = None, **kw: Any) -> Kernel:
    return Kernel(hub, hub.user_token(name, scopes=KERNEL_SCOPES if scopes is None else scopes),
                  **kw)


@pytest.fixture(scope="module")
def teacher(class_hub: HubProcess) -> Kernel:
    prof = kernel(class_hub, CLASS_TEACHER, scopes=[ACCESS_SCOPE])
    got = prof.post("api/teacher/game", GAME)
    assert got.status_code == 200, got.text
    return prof


def test_the_hub_user_is_the_student_and_the_group_makes_the_teacher(
    class_hub: HubProcess, teacher: Kernel
) -> None:
    ana = kernel(class_hub, "ana", through_proxy=True)
    me = ana.get("api/me")
    assert me.status_code == 200, me.text
    assert me.json()["name"] == "ana" and me.json()["teacher"] is False
    assert me.json()["game"]["code"] == CODE
    assert teacher.get("api/me").json()["teacher"] is True
    groups = class_hub.api("GET", "groups/teachers")
    assert groups["users"] == [CLASS_TEACHER]


@pytest.mark.parametrize("path", ["api/teacher/state", "teacher", "teacher/results.csv"])
def test_a_students_token_never_reaches_the_teachers_page_or_api(
    class_hub: HubProcess, teacher: Kernel, path: str
) -> None:
    bo = kernel(class_hub, "bo")
    bo.post("api/progress", check_message(1, "rank-order", right=True))
    got = bo.get(path)
    assert got.status_code == 403
    assert "rank-order" not in got.text
    got = bo.post("api/teacher/game", {**GAME, "code": "0000-00AB"})
    assert got.status_code == 403
    assert teacher.get("api/teacher/state").json()["game"]["code"] == CODE


def test_nobody_without_a_hub_credential_with_the_access_scope(
    class_hub: HubProcess, teacher: Kernel
) -> None:
    records = played_records()
    body = {"hand": 1, "record": records[0]}
    nobody = requests.post(class_hub.service_direct_url + "api/hands", json=body, timeout=30)
    assert nobody.status_code == 401
    # ana's token, but only to read her own name: not the service's access scope
    narrow = kernel(class_hub, "cy", scopes=["read:users:name!user"])
    assert narrow.post("api/hands", body).status_code == 401
    assert narrow.get("api/me").status_code == 401
    # a service's token (the test's own admin service) is not a student
    service = Kernel(class_hub, class_hub.api_token)
    assert service.post("api/hands", body).status_code == 401
    assert service.get("api/teacher/state").status_code == 403
    assert "cy" not in teacher.get("api/teacher/state").text


def test_a_forged_result_with_a_students_own_token_is_refused(
    class_hub: HubProcess, teacher: Kernel
) -> None:
    cy = kernel(class_hub, "cy")
    records = played_records(seed=3)
    other = played_records(code="0000-00AB")
    forged = [
        ({"hand": 1, "record": other[0]}, f"not dealt from the class game {CODE}"),
        ({"hand": 2, "record": records[1]}, "not hand 2"),
        ({"hand": 1, "record": {**records[0], "plays": records[0]["plays"][:3]}},
         "is not finished"),
        ({"hand": 1, "record": records[0], "student": "ana"}, "unknown key 'student'"),
    ]
    for body, why in forged:
        got = cy.post("api/hands", body)
        assert got.status_code == 400, got.text
        assert why in got.json()["error"]
    # the result the record claims is ignored: the engine's own is stored
    claimed = {**records[0], "result": {**records[0]["result"], "delta": [5, 0, 0, 0]}}
    got = cy.post("api/hands", {"hand": 1, "record": claimed})
    assert got.status_code == 200, got.text
    assert got.json()["delta"] == records[0]["result"]["delta"][0]
    rows = {r["student"]: r for r in teacher.get("api/teacher/state").json()["results"]["rows"]}
    assert rows["cy"]["total"] == records[0]["result"]["delta"][0]


def test_a_students_browser_gets_403_and_the_teachers_browser_the_page(
    class_hub: HubProcess, teacher: Kernel
) -> None:
    # Browsers log in to the hub, then the service's OAuth takes them to the page.
    for name, status in (("ana", 403), (CLASS_TEACHER, 200)):
        browser = class_hub.login(name)
        page = browser.get(class_hub.service_url + "teacher", timeout=60)
        assert page.status_code == status, (name, page.url, page.text[:300])
        assert page.url == class_hub.service_url + "teacher"  # no Authorize page in between
        # as the page's fetch does: the service's `_xsrf` cookie sent back in a header, the
        # page's key (pagekeys) in its own
        xsrf = browser.cookies.get("_xsrf", path="/services/coteccio-class/") or ""
        key = re.search(r'name="cot-teacher-key" content="([^"]*)"', page.text)
        fetch = {"X-XSRFToken": xsrf, "Sec-Fetch-Mode": "cors", "Sec-Fetch-Site": "same-origin",
                 "Sec-Fetch-Dest": "empty", "Referer": class_hub.service_url + "teacher",
                 HEADER: key.group(1) if key else ""}
        state = browser.get(class_hub.service_url + "api/teacher/state", timeout=60,
                            headers=fetch)
        assert state.status_code == status, state.text
        if status == 200:  # the same request from another page of the hub's origin (the
            # teacher's cookies and the _xsrf, not the page's key): refused
            other = {**fetch, "Referer": class_hub.url + "user/ana/static/attack.html",
                     HEADER: ""}
            state = browser.get(class_hub.service_url + "api/teacher/state", timeout=60,
                                headers=other)
            assert state.status_code == 403 and "teacher's page" in state.text
    assert "cot-teacher" in page.text and "only the class's teachers" not in page.text


def test_a_student_is_on_the_teachers_list_from_their_first_request(
    class_hub: HubProcess, teacher: Kernel
) -> None:
    # nobody joins under a hub: the hub names the student, and their first request lists them
    def listed() -> list[str]:
        return [s["name"] for s in teacher.get("api/teacher/state").json()["students"]]

    class_hub.api("POST", "users/dee")  # a new hub user: no request to the service yet
    dee = kernel(class_hub, "dee")
    assert "dee" not in listed()
    assert dee.get("api/me").status_code == 200
    assert "dee" in listed()
    assert CLASS_TEACHER not in listed()  # the teacher's own requests do not list them


def test_sign_out_leaves_the_service_and_the_hub(class_hub: HubProcess, teacher: Kernel) -> None:
    browser = class_hub.login(CLASS_TEACHER)
    page = browser.get(class_hub.service_url + "teacher", timeout=60)
    assert page.status_code == 200 and 'data-identity="hub"' in page.text
    xsrf = browser.cookies.get("_xsrf", path="/services/coteccio-class/") or ""
    # without the form's xsrf field: refused, still signed in
    got = browser.post(class_hub.service_url + "teacher/logout", allow_redirects=False,
                       timeout=60)
    assert got.status_code == 403
    assert browser.get(class_hub.service_url + "teacher", timeout=60).status_code == 200
    got = browser.post(class_hub.service_url + "teacher/logout", data={"_xsrf": xsrf},
                       allow_redirects=False, timeout=60)
    assert got.status_code == 302 and got.headers["Location"] == "/hub/logout"
    browser.get(class_hub.url + "hub/logout", timeout=60)
    # the service's own cookie is gone too: the hub's login page, not the teacher's page
    again = browser.get(class_hub.service_url + "teacher", timeout=60)
    assert "/hub/login" in again.url and "cot-teacher" not in again.text


def test_the_teacher_imports_the_class_list_from_the_hub(class_hub: HubProcess,
                                                         teacher: Kernel) -> None:
    """Every hub user of the class is listed before they open a page (the teacher may seat
    them at once); the teachers are not students; a student cannot import."""
    got = teacher.post("api/teacher/roster", {"hub": True})
    assert got.status_code == 200, got.text
    # the hub's users now (another test of this hub may have added one), the teacher aside
    users = {u["name"] for u in class_hub.api("GET", "users")}
    assert sorted(got.json()["listed"]) == sorted(users - {CLASS_TEACHER})
    assert set(CLASS_STUDENTS) <= set(got.json()["listed"])
    students = {s["name"]: s for s in teacher.get("api/teacher/state").json()["students"]}
    assert {n for n in CLASS_STUDENTS} <= set(students)
    assert CLASS_TEACHER not in students
    assert all(students[n]["roster"] == "listed" for n in CLASS_STUDENTS)
    ana = kernel(class_hub, "ana")
    assert ana.post("api/teacher/roster", {"hub": True}).status_code == 403
    assert teacher.post("api/teacher/roster", {"hub": "yes"}).status_code == 400
