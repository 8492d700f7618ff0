"""A page of the service's own origin acting with the teacher's cookies.

Under a hub without ``subdomain_host`` a student's server shares the service's origin; on
one machine any page of the origin does. Such a page can frame an answer of the service
and read its cookies, set an ``_xsrf`` cookie of its own, and send the teacher's page as
its ``Referer``: none of that may give it the teacher's powers. These requests are what
Chromium sends for such a page's ``fetch`` (``Sec-Fetch-Site: same-origin``).
"""

from __future__ import annotations

import requests
from class_server import Browser, ClassServer

from coteccio_lab.classservice.pagekeys import HEADER

CHROMIUM = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36"


def _same_origin_page(server: ClassServer, teacher: Browser) -> requests.Session:
    """Another page of the origin in the teacher's browser: it sends the teacher's cookies
    (and an ``_xsrf`` cookie it set itself), never the teacher's page's key."""
    page = requests.Session()
    for cookie in teacher.session.cookies:
        page.cookies.set(cookie.name, cookie.value, path=cookie.path)
    page.cookies.set("_xsrf", "chosen-by-the-student", path="/class/")
    page.headers.update({"User-Agent": CHROMIUM, "Sec-Fetch-Site": "same-origin",
                         "Sec-Fetch-Mode": "cors", "Sec-Fetch-Dest": "empty",
                         "Referer": server.url + "teacher",
                         "X-XSRFToken": "chosen-by-the-student"})
    return page


def test_every_answer_of_the_service_refuses_to_be_framed(server: ClassServer) -> None:
    anyone = server.browser()
    for path in ("static/class.css", "static/teacher.js", "static/nothing.css", "nothing",
                 "api/nothing", "api/me", "join", "teacher", "tables"):
        got = anyone.get(path)
        assert got.headers.get("X-Frame-Options") == "DENY", (path, got.status_code)
        assert "frame-ancestors 'none'" in got.headers.get("Content-Security-Policy", ""), path
    assert anyone.get("nothing").status_code == 404


def test_the_teachers_cookie_alone_is_not_the_teacher(server: ClassServer,
                                                      teacher: Browser) -> None:
    page = _same_origin_page(server, teacher)
    ana = server.browser()
    assert ana.join("Ana").status_code == 200
    state = page.get(server.url + "api/teacher/state", timeout=30)
    assert state.status_code == 403 and "0000" not in state.text
    assert state.json()["key"] == "class_err_page_key"
    attempts = [("api/teacher/game", {"code": "0000-0666", "opponents": ["random"] * 3}),
                ("api/teacher/allow", {"name": "Ana"}),
                ("api/teacher/class", {"size": 1}),
                ("api/teacher/close", {})]
    for path, body in attempts:
        got = page.post(server.url + path, json=body, timeout=30)
        assert got.status_code == 403, (path, got.text)
    for path in ("teacher/results.csv", "teacher/progress.csv", "api/teacher/tables",
                 "api/projector"):
        assert page.get(server.url + path, timeout=30).status_code == 403, path
    # nothing changed, and the teacher's own page still acts
    assert server.service.game().code != "0000-0666"
    assert teacher.get("api/teacher/class").json()["size"] > 1
    assert teacher.get("api/teacher/state").status_code == 200


def test_a_key_is_the_pages_of_one_sign_in(server: ClassServer, teacher: Browser) -> None:
    key = teacher.session.headers[HEADER]
    assert key and isinstance(key, str)
    # a made-up key, and a key of a sign-in that ended, are nobody's
    assert teacher.get("api/teacher/state", headers={HEADER: "made-up"}).status_code == 403
    other = server.browser()
    other.sign_in(server.secret)
    assert other.get("api/teacher/state", headers={HEADER: key}).status_code == 403
    assert other.get("api/teacher/state").status_code == 200
    page = teacher.get("teacher").text
    xsrf = page.split('name="_xsrf" value="')[1].split('"')[0]
    teacher.session.post(teacher.url + "teacher/logout", data={"_xsrf": xsrf}, timeout=30)
    assert teacher.get("api/teacher/state").status_code == 403


def test_the_teachers_page_is_opened_by_no_other_page(server: ClassServer,
                                                      teacher: Browser) -> None:
    got = teacher.get("teacher", headers={"User-Agent": CHROMIUM, "Sec-Fetch-Dest": "document",
                                          "Sec-Fetch-Mode": "navigate",
                                          "Sec-Fetch-Site": "none"})
    assert got.status_code == 200
    # Chromium: no opener keeps a handle on it, not even one of the same origin
    assert got.headers["Cross-Origin-Opener-Policy"] == "noopener-allow-popups"
    firefox = teacher.get("teacher", headers={"User-Agent": "Mozilla/5.0 Firefox/140.0"})
    assert firefox.headers["Cross-Origin-Opener-Policy"] == "same-origin"
    # a script's fetch of the page (it would hold a key) is refused
    fetched = teacher.get("teacher", headers={"User-Agent": CHROMIUM, "Sec-Fetch-Dest": "empty",
                                              "Sec-Fetch-Mode": "cors",
                                              "Sec-Fetch-Site": "same-origin"})
    assert fetched.status_code == 403 and "cot-teacher-key" not in fetched.text


def test_a_class_on_a_shared_origin_says_so_or_is_off(tmp_path) -> None:
    """Under a hub without subdomain_host (the admin's choice): the teacher's page says
    what that cannot protect; without the admin's choice every path says the class is off."""
    accepted = ClassServer(tmp_path / "accepted", shared_origin="accepted")
    try:
        teacher = accepted.browser()
        page = teacher.sign_in(accepted.secret)
        assert page.status_code == 200 and "cot-teach-shared-origin" in page.text
        assert "subdomain_host" in page.text
    finally:
        accepted.stop()
    refused = ClassServer(tmp_path / "refused", shared_origin="refused")
    try:
        for path in ("teacher", "api/me", "join", "static/class.css", "anything"):
            got = refused.browser().get(path, headers={"Accept-Language": "pt"})
            assert got.status_code == 403, path
            assert got.json()["key"] == "class_err_shared_origin"
            assert "a turma está parada" in got.json()["error"]
            assert got.headers["X-Frame-Options"] == "DENY"
    finally:
        refused.stop()
    own = ClassServer(tmp_path / "own")
    try:
        teacher = own.browser()
        assert "cot-teach-shared-origin" not in teacher.sign_in(own.secret).text
    finally:
        own.stop()
