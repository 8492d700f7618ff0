"""The attacks that once got through on one machine, each repeated against a real
class service (``class_server``) and refused: look-alike names, the teacher's cookie as one
constant, the teacher's secret guessed without a throttle, a class without a size, a
student who floods checks, bodies that are read before they are refused.
"""

from __future__ import annotations

import contextlib
import json
import socket
import sqlite3
import threading
import time
from pathlib import Path

import pytest
from class_helpers import check_message
from class_server import ClassServer

from coteccio_lab.classservice import local
from coteccio_lab.classservice.local import SESSIONS_FILE, TEACHER_COOKIE, TeacherSessions
from coteccio_lab.classservice.pagekeys import HEADER
from coteccio_lab.classservice.store import ClassStore, ClassStoreError, NameTaken
from coteccio_lab.classservice.web import MAX_BODY

# --- 2. look-alike names ------------------------------------------------------------------

LOOK_ALIKES = ["\u0410na", "Ana\u2800", "Ana\u034f", "Ana\ufe0f", "Ana\u3164", "Ａｎａ",
               "𝐀𝐧𝐚", "ANA", "Ana\u200b", "An\u0430"]
"""The names once let in (Cyrillic А, Braille blank, combining grapheme joiner, variation
selector, Hangul filler, full width, mathematical bold) and a few more."""


@pytest.mark.parametrize("name", LOOK_ALIKES)
def test_a_name_that_looks_like_a_student_s_is_not_a_new_student(server, teacher, name) -> None:
    assert server.browser().join("Ana").status_code == 200
    got = server.browser().join(name)
    assert got.status_code in (400, 409), got.text
    assert ("already taken" in got.text) or ("invisible characters" in got.text)
    names = [s["name"] for s in teacher.get("api/teacher/state").json()["students"]]
    assert names == ["Ana"]


def test_invisible_characters_are_refused_and_real_names_differ(tmp_path: Path) -> None:
    store = ClassStore.open(folder=tmp_path)
    for name in ("Ana\u2800", "Ana\u034f", "Ana\ufe0f", "\u3164", "Ana\u00ad", "Ana\u2060"):
        with pytest.raises(ClassStoreError, match="invisible"):
            store.join(name, f"k-{name!r}")
    # NFKC keeps what is shown; different names stay different students
    for n, name in enumerate(["Ana", "Ada", "Anna", "Ána", "Ana Maria", "Zoë", "Ирина"]):
        assert store.join(name, f"k{n}") == name
    assert store.join("𝐁𝐨", "kb") == "Bo"  # stored as read


def test_a_class_folder_from_before_is_given_look_alike_keys(tmp_path: Path) -> None:
    store = ClassStore.open(folder=tmp_path)
    store.join("Ana", "k1")
    store.close()
    # as the first class modes kept keys: the casefolded name, and no name_keys setting
    db = sqlite3.connect(tmp_path / "results.sqlite3")
    db.execute("INSERT INTO students (name, name_key, browsers_allowed, at) "
               "VALUES ('\u0410na', '\u0430na', 1, 'then')")
    db.execute("INSERT INTO student_keys VALUES ('k2', '\u0430na', 'then')")
    db.execute("DELETE FROM meta WHERE key = 'name_keys'")
    db.commit()
    db.close()
    store = ClassStore.open(folder=tmp_path)
    # both stay (each keeps its browser), and a third look-alike is refused
    assert store.student_for_key("k1") == "Ana" and store.student_for_key("k2") == "\u0410na"
    with pytest.raises(NameTaken):
        store.join("ana", "k3")


# --- 4. the teacher's session ---------------------------------------------------------------

def test_each_sign_in_is_a_new_session_stored_hashed_and_sign_out_ends_it(server) -> None:
    a, b = server.browser(), server.browser()
    assert a.sign_in(server.secret).status_code == 200
    assert b.sign_in(server.secret).status_code == 200
    token_a = a.session.cookies.get(TEACHER_COOKIE)
    token_b = b.session.cookies.get(TEACHER_COOKIE)
    assert token_a and token_b and token_a != token_b and len(token_a) >= 40
    stored = (server.folder / SESSIONS_FILE).read_text()
    assert token_a not in stored and token_b not in stored and server.secret not in stored
    assert (server.folder / SESSIONS_FILE).stat().st_mode & 0o777 == 0o600
    # Sign out ends that session: its cookie, sent again, is nobody
    page = a.get("teacher").text
    xsrf = page.split('name="_xsrf" value="')[1].split('"')[0]
    got = a.session.post(a.url + "teacher/logout", data={"_xsrf": xsrf}, allow_redirects=False)
    assert got.status_code == 302 and a.get("api/teacher/state").status_code == 403
    replay = server.browser()
    replay.session.cookies.set(TEACHER_COOKIE, token_a, path="/class/")
    assert replay.get("api/teacher/state").status_code == 403
    assert b.get("api/teacher/state").status_code == 200  # the other sign-in lives on
    # rotating the secret ends every session, and signing in again makes a new one
    local.teacher_secret(server.folder, rotate=True)
    assert b.get("api/teacher/state").status_code == 403


def test_a_session_expires_and_survives_a_restart(tmp_path: Path) -> None:
    now = [1000.0]
    sessions = TeacherSessions(tmp_path / SESSIONS_FILE, hours=1, clock=lambda: now[0])
    token = sessions.start("print-1")
    assert sessions.valid(token, "print-1") and not sessions.valid(token, "print-2")
    again = TeacherSessions(tmp_path / SESSIONS_FILE, hours=1, clock=lambda: now[0])
    assert again.valid(token, "print-1")  # the launcher restarted: still signed in
    now[0] += 3601
    assert not again.valid(token, "print-1")
    assert not again.valid("made-up", "print-1")


# --- 5. throttles, the class's size, removing and renaming --------------------------------

def test_wrong_secrets_are_throttled_even_before_the_right_one(server) -> None:
    t = server.browser("127.0.0.2")  # another machine than the service's
    statuses = [t.sign_in(f"guess-{n}").status_code for n in range(local.TRIES)]
    assert statuses == [403] * local.TRIES
    got = t.sign_in(f"guess-{local.TRIES}")
    assert got.status_code == 429 and "wait" in got.text
    # throttled, the right secret is not even compared
    got = t.sign_in(server.secret)
    assert got.status_code == 429
    assert t.get("api/teacher/state").status_code == 403


def test_the_class_has_a_size_the_teacher_sets(server, teacher) -> None:
    assert teacher.get("api/teacher/class").json() == {"size": 60, "listed": 0}
    assert server.browser().get("api/teacher/class").status_code == 403
    for bad in (0, -1, 501, "10", True, None):
        got = teacher.post("api/teacher/class", {"size": bad})
        assert got.status_code == 400 and "from 1 to 500" in got.json()["error"]
    assert teacher.post("api/teacher/class", {"size": 2}).json() == {"size": 2, "listed": 0}
    assert server.browser().join("ana").status_code == 200
    assert server.browser().join("bo").status_code == 200
    got = server.browser().join("cy")
    assert got.status_code == 400 and "the class is full (2 students)" in got.text
    assert teacher.get("api/teacher/class").json() == {"size": 2, "listed": 2}


def test_a_student_cannot_flood_checks(server, teacher) -> None:
    ana = server.browser()
    assert ana.join("ana").status_code == 200
    message = check_message(1, "rank-order", right=False)
    codes = [ana.post("api/progress", message).status_code for _ in range(40)]
    assert codes[:30] == [200] * 30 and set(codes[30:]) == {429}
    got = ana.post("api/progress", message)
    assert "too many requests" in got.json()["error"] and int(got.headers["Retry-After"]) >= 1
    assert len(server.store.checks()) == 30
    bo = server.browser()  # another student is not slowed down by ana
    assert bo.join("bo").status_code == 200
    assert bo.post("api/progress", message).status_code == 200


def test_the_teacher_removes_and_renames_students(server, teacher) -> None:
    ana, puppet = server.browser(), server.browser()
    assert ana.join("ana").status_code == 200
    assert puppet.join("puppet").status_code == 200
    ana.post("api/progress", check_message(1, "rank-order", right=True))
    puppet.post("api/progress", check_message(1, "rank-order", right=False))
    assert server.browser().post("api/teacher/student",
                                 {"name": "puppet", "remove": True}).status_code == 403
    got = teacher.post("api/teacher/student", {"name": "puppet", "remove": True})
    assert got.json() == {"removed": "puppet"}
    assert puppet.get("api/me").status_code == 401  # its browser is nobody now
    assert {c.student for c in server.store.checks()} == {"ana"}
    got = teacher.post("api/teacher/student", {"name": "ana", "rename": "Ana Maria"})
    assert got.json() == {"name": "Ana Maria"}
    assert ana.get("api/me").json()["name"] == "Ana Maria"  # the same browser
    assert {c.student for c in server.store.checks()} == {"Ana Maria"}
    assert server.browser().join("bo").status_code == 200
    got = teacher.post("api/teacher/student", {"name": "bo", "rename": "ANA MARIA"})
    assert got.status_code == 409 and "already taken" in got.json()["error"]
    for body in ({"name": "bo"}, {"name": "bo", "remove": True, "rename": "x"},
                 {"name": "nobody", "remove": True}):
        assert teacher.post("api/teacher/student", body).status_code == 400


# --- 3. big bodies -------------------------------------------------------------------------

def _raw(server: ClassServer, head: str, body: bytes = b"") -> tuple[bytes, float]:
    """Send ``head`` (and ``body``) on a fresh connection; what came back before it closed,
    and how long that took."""
    started = time.monotonic()
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall(head.encode() + body)
        got = b""
        while True:
            try:
                part = sock.recv(65536)
            except ConnectionResetError:
                break
            if not part:
                break
            got += part
    return got, time.monotonic() - started


def test_a_body_past_the_limit_is_refused_before_it_is_read(server, teacher) -> None:
    head = ("POST /class/api/hands HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            f"Content-Length: {90 * 1024 * 1024}\r\n\r\n")
    got, took = _raw(server, head)  # the headers only: 90 MB are announced, none sent
    status, _, rest = got.partition(b"\r\n")
    assert status == b"HTTP/1.1 413 Request Entity Too Large", got[:200]
    said = json.loads(rest.split(b"\r\n\r\n", 1)[1])
    assert said["key"] == "class_err_too_big" and "too big" in said["error"]
    assert took < 5  # answered and closed without waiting for the body
    # chunked: no length said; refused once the bytes received pass the limit
    chunk = b"a" * 65536
    body = b"".join(b"%x\r\n%s\r\n" % (len(chunk), chunk) for _ in range(MAX_BODY // 65536 + 2))
    head = ("POST /class/api/hands HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            "Transfer-Encoding: chunked\r\n\r\n")
    got, _ = _raw(server, head, body)
    assert got.startswith(b"HTTP/1.1 413"), got[:200]


def _rss_kb() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise AssertionError("no VmRSS")


def test_memory_stays_flat_under_concurrent_oversized_bodies(server) -> None:
    """The attack once found: 8 concurrent anonymous 90 MB POSTs to api/hands (there: 413 after
    ≈14 s each, and the server grew from 156 to 866 MB). The server runs in this process,
    so this process's resident memory is the server's."""
    size = 90 * 1024 * 1024
    chunk = b"x" * (1024 * 1024)
    results: list[tuple[int, float]] = []

    def attack() -> None:
        started = time.monotonic()
        with socket.create_connection(("127.0.0.1", server.port), timeout=30) as sock:
            sock.sendall(("POST /class/api/hands HTTP/1.1\r\nHost: x\r\nContent-Type: "
                          f"application/json\r\nContent-Length: {size}\r\n\r\n").encode())
            sent = 0
            try:
                while sent < size:
                    sock.sendall(chunk)
                    sent += len(chunk)
            except OSError:
                pass  # the server closed the connection: it stopped reading
            got = b""
            with contextlib.suppress(OSError):
                got = sock.recv(200)
        results.append((sent, time.monotonic() - started))
        assert not got or got.startswith(b"HTTP/1.1 413"), got

    before = _rss_kb()
    threads = [threading.Thread(target=attack) for _ in range(8)]
    for th in threads:
        th.start()
    for th in threads:
        th.join(60)
    grown = (_rss_kb() - before) / 1024
    print(f"8 x 90 MB bodies: resident memory grew {grown:.1f} MB; each sender stopped after "
          f"{max(s for s, _ in results) / 2**20:.0f} MB at most, in "
          f"{max(t for _, t in results):.2f} s at most")
    assert len(results) == 8
    assert grown < 40, grown
    assert all(sent < size for sent, _ in results)  # nobody could send the whole body


# --- 1. the teacher's API answers a browser only from the teacher's page ------------------

BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Chrome/120"


def test_the_teachers_page_is_never_framed_nor_fetched(server, teacher) -> None:
    page = teacher.get("teacher")
    assert page.headers["X-Frame-Options"] == "DENY"
    assert "frame-ancestors 'none'" in page.headers["Content-Security-Policy"]
    assert page.headers["Cross-Origin-Opener-Policy"] == "same-origin"
    assert "frame-ancestors 'none'" in teacher.get("api/me").headers["Content-Security-Policy"]
    for dest, mode in (("iframe", "navigate"), ("empty", "cors"), ("document", "no-cors")):
        got = teacher.get("teacher", headers={"User-Agent": BROWSER, "Sec-Fetch-Dest": dest,
                                              "Sec-Fetch-Mode": mode,
                                              "Sec-Fetch-Site": "same-origin"})
        assert got.status_code == 403 and "Sign out" not in got.text, (dest, mode)
    got = teacher.get("teacher", headers={"User-Agent": BROWSER, "Sec-Fetch-Dest": "document",
                                          "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Site": "none"})
    assert got.status_code == 200 and "Sign out" in got.text


def test_the_teachers_api_answers_a_browser_only_from_the_teachers_page(server, teacher) -> None:
    """The page's key is what counts (test_classservice_shared_origin); what the browser
    tells of a request still refuses another site and a frame, key or not."""
    page = server.url + "teacher"
    cases = [
        ({}, 200),  # the teacher's page's own fetch, in a browser that sends no Sec-Fetch-*
        ({"Sec-Fetch-Site": "same-site", "Sec-Fetch-Dest": "empty"}, 403),
        ({"Sec-Fetch-Site": "cross-site", "Sec-Fetch-Dest": "empty"}, 403),
        ({"Sec-Fetch-Site": "same-origin", "Sec-Fetch-Dest": "iframe"}, 403),
        ({"Sec-Fetch-Site": "same-origin", "Sec-Fetch-Dest": "empty", "Sec-Fetch-Mode": "cors"},
         200),
    ]
    for headers, status in cases:
        got = teacher.get("api/teacher/state", headers={"User-Agent": BROWSER, **headers})
        assert got.status_code == status, (headers, got.text[:200])
        if status == 403:
            assert got.json()["key"] == "class_err_not_from_page"
        # without the page's key, even the teacher's page's Referer is nobody's
        got = teacher.get("api/teacher/state", headers={"User-Agent": BROWSER, "Referer": page,
                                                        HEADER: "", **headers})
        assert got.status_code == 403, headers
    got = teacher.post("api/teacher/game", {"code": "0000-0666"},
                       headers={"User-Agent": BROWSER, "Referer": page, HEADER: ""})
    assert got.status_code == 403
    assert server.service.game().code != "0000-0666"


def test_the_hub_services_server_caps_every_body(tmp_path: Path) -> None:
    """Under a hub the service is its own server: a handler that does not stream (the OAuth
    callback, static files) is covered by the server's cap, so a big body is not read."""
    import asyncio

    from tornado.httpserver import HTTPServer
    from tornado.netutil import bind_sockets
    from tornado.web import Application, RequestHandler

    class Plain(RequestHandler):
        def post(self) -> None:
            self.finish("read")

    started = threading.Event()
    holder: dict[str, object] = {}

    def run() -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        server = HTTPServer(Application([("/x", Plain)]), max_body_size=MAX_BODY)
        socks = bind_sockets(0, "127.0.0.1")
        holder["port"] = socks[0].getsockname()[1]
        server.add_sockets(socks)
        holder["loop"] = loop
        loop.call_soon(started.set)
        loop.run_forever()
        server.stop()

    th = threading.Thread(target=run, daemon=True)
    th.start()
    assert started.wait(10)
    port = holder["port"]
    assert isinstance(port, int)
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(f"POST /x HTTP/1.1\r\nHost: x\r\nContent-Length: {90 * 2**20}\r\n\r\n"
                     .encode())
        got = sock.recv(200)
    assert got.startswith(b"HTTP/1.1 400"), got
    loop = holder["loop"]
    assert isinstance(loop, asyncio.AbstractEventLoop)
    loop.call_soon_threadsafe(loop.stop)
    th.join(10)
    source = Path(__file__).resolve().parents[1] / "coteccio_lab" / "classservice" / "hub.py"
    assert "max_body_size=MAX_BODY" in source.read_text()
