"""The class service over HTTP: Tornado handlers under one base path.

On one machine the launcher mounts the service's routes (``app.routes``: these, the
identity's and the table pages') in Voilà's own Tornado app at ``/class/``; under
JupyterHub the same routes run as a hub service at ``/services/coteccio-class/``
(``app.make_app``). Every answer of the API is JSON;
an error is ``{"error": "one sentence"}`` with 400 (bad input), 401 (nobody),
403 (not the teacher), 404, 409 or 413 (too big); a refusal of the service is in the
request's language (``classservice.language``) and adds its catalogue ``"key"``. No
request takes a server path: a body key the endpoint does not know is refused.

Requests from browsers: cookies are HttpOnly and SameSite=Strict, JSON bodies
need ``Content-Type: application/json`` (a cross-site form cannot send that
without the browser asking first), and the two forms carry Tornado's ``_xsrf``.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import json
import re
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from string import Template
from typing import Any, TypeVar

from tornado import httputil, web
from tornado.ioloop import IOLoop
from tornado.log import gen_log

from ..rules import PRESETS, preset_title
from . import language
from .address import join_values
from .identity import Identity, IdentityProvider, Route
from .limits import Window
from .pagekeys import HEADER, PageKeys
from .refusal import Refusal
from .service import ClassService, ServiceError
from .store import ClassStoreError, NameTaken

__all__ = ["MAX_BODY", "STATIC", "ClassHandler", "ClassOffHandler", "NotFoundHandler",
           "cookie_options", "not_found_route", "off_loop", "render_page", "routes", "settings"]

WAIT = 25.0
"""Seconds the teacher's page's request waits for a change before answering anyway
(below the proxies' usual 60 s idle timeout)."""
MAX_BODY = 256 * 1024
"""The largest request body: a hand record is 2 KB, a progress report under 1 KB."""
PER_MINUTE = {"hands": 60, "checks": 30, "tables": 10}
"""What one student may send in a minute: a match is about 15 hands (a kernel may resend a
whole match at once), a lesson a dozen exercises, a table opened now and then (each is a row
of the store and a match in memory); past that the answer is 429."""
STATIC = Path(__file__).resolve().parent / "static"
_POOL = ThreadPoolExecutor(max_workers=4, thread_name_prefix="coteccio-class")
T = TypeVar("T")


async def off_loop(fn: Callable[..., T], *args: Any) -> T:
    """``fn(*args)`` in the service's threads: a store's read or write never holds the loop
    (and every other request, every long poll's answer) while the database answers."""
    return await IOLoop.current().run_in_executor(_POOL, fn, *args)


class Changes:
    """Wakes the teacher's pages waiting for news when the class changes (long polling).

    Every write goes through this process's handlers (one machine: the launcher's Voilà;
    a hub: the one service process), so a write here is a change the page waits for.
    """

    def __init__(self) -> None:
        self._event = asyncio.Event()

    def notify(self) -> None:
        event, self._event = self._event, asyncio.Event()
        event.set()

    def ticket(self) -> asyncio.Event:
        """Taken *before* reading the version: a change in between still wakes the waiter."""
        return self._event

    @staticmethod
    async def wait(ticket: asyncio.Event, timeout: float) -> None:
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(ticket.wait(), timeout)


@web.stream_request_body
class ClassHandler(web.RequestHandler):
    """What every handler of the service shares: identity, JSON, errors, the thread pool.

    The body is streamed (``stream_request_body``), so that a body past ``MAX_BODY`` is
    refused before it is read: at once when its ``Content-Length`` says so, else as soon as
    the bytes received pass the limit; either way 413, and the connection is closed rather
    than read to its end. Nothing larger than ``MAX_BODY`` is ever held in memory.
    """

    service: ClassService
    ident: IdentityProvider
    base: str

    def initialize(self, **kwargs: Any) -> None:
        settings = self.application.settings["coteccio_class"]
        self.service = settings["service"]
        self.ident = settings["identity"]
        self.base = settings["base"]
        self.changes: Changes = settings["changes"]
        self.page_keys: PageKeys = settings["page_keys"]
        self._who: Identity | None = None
        self._chunks: list[bytes] = []
        self._received = 0
        self._body: bytes | None = None

    def set_default_headers(self) -> None:
        self.set_header("Cache-Control", "no-store")
        self.set_header("Referrer-Policy", "same-origin")
        never_framed(self)

    async def prepare(self) -> None:
        length = self.request.headers.get("Content-Length", "")
        if length and (not length.isdigit() or int(length) > MAX_BODY):
            self.fail(413, "class_err_too_big", most=MAX_BODY // 1024)
            return
        # Awaited, never blocking: under a hub, who holds a credential may be a question
        # to the hub, and the loop serves everyone else meanwhile.
        self._who = await self.ident.identify(self)
        if not self.ident.local_join:
            await self.enrol(self._who)

    async def enrol(self, who: Identity | None) -> None:
        """A student named by the hub is on the teacher's list from their first request:
        nobody joins there, and the teacher sees who came before any result."""
        known: set[str] = self.application.settings["coteccio_class"]["enrolled"]
        if who is None or who.teacher or who.student is None or who.student in known:
            return
        try:
            new = await self.run(self.service.store.enrol, who.student)
        except ClassStoreError as err:  # tried again at their next request; results count
            gen_log.warning("class service: %s not listed: %s", who.student, err)
            return
        known.add(who.student)
        if new:
            self.changes.notify()

    def data_received(self, chunk: bytes) -> None:
        if self._finished:
            return  # refused already: the rest is dropped, the connection closes
        self._received += len(chunk)
        if self._received > MAX_BODY:
            self._chunks = []
            self.fail(413, "class_err_too_big", most=MAX_BODY // 1024)
            return
        self._chunks.append(chunk)

    def request_body(self) -> bytes:
        """The whole body (at most ``MAX_BODY``), its form fields parsed into the request's
        arguments the first time (what Tornado does itself for a handler that does not
        stream). Call it in the method, once the body is in: a form's handler calls it
        before ``check_xsrf_cookie``, whose ``_xsrf`` field is in the body."""
        if self._body is None:
            self._body = self.request.body = b"".join(self._chunks)
            self._chunks = []
            request = self.request
            httputil.parse_body_arguments(request.headers.get("Content-Type", ""), self._body,
                                          request.body_arguments, request.files,
                                          request.headers)
            for name, values in request.body_arguments.items():
                request.arguments.setdefault(name, []).extend(values)
        return self._body

    def who(self) -> Identity | None:
        return self._who

    def too_fast(self, kind: str, student: str) -> bool:
        """True after answering 429 when ``student`` sent more ``kind`` than PER_MINUTE."""
        limit: Window = self.application.settings["coteccio_class"]["limits"][kind]
        wait = limit.hit(student)
        if wait <= 0:
            return False
        self.set_header("Retry-After", str(max(1, round(wait))))
        self.fail(429, "class_err_too_fast", seconds=max(1, round(wait)))
        return True

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        return await off_loop(fn, *args)

    def fail(self, status: int, key: str, /, **params: Any) -> None:
        """Answer the refusal ``key`` (``class_err_*``) in the request's language."""
        self.refuse(status, Refusal(key, **params))

    def refuse(self, status: int, err: Refusal) -> None:
        """Answer ``err`` in the request's language, with its catalogue key (none for a
        sentence from elsewhere)."""
        self.set_status(status)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        lang = language.for_request(self, remember=False)
        self.finish(json.dumps({"error": err.message(lang), "key": err.key},
                               ensure_ascii=False))

    def answer(self, data: Any) -> None:
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(json.dumps(data, ensure_ascii=False))

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        reason = self._reason or "error"
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(json.dumps({"error": f"{status_code}: {reason.lower()}"}))

    def body(self, keys: Iterable[str]) -> dict[str, Any] | None:
        """The JSON object sent, with only ``keys``; None after answering 400/415."""
        kind = self.request.headers.get("Content-Type", "").split(";")[0].strip().lower()
        if kind != "application/json":
            self.fail(415, "class_err_not_json_type")
            return None
        try:
            data = json.loads(self.request_body() or b"null")
        except (ValueError, RecursionError):
            self.fail(400, "class_err_bad_json")
            return None
        if not isinstance(data, dict):
            self.fail(400, "class_err_not_object")
            return None
        unknown = sorted(set(data) - set(keys))
        if unknown:
            self.fail(400, "class_err_unknown_key", key=repr(unknown[0][:40]),
                      keys=", ".join(sorted(keys)))
            return None
        return data

    def teacher_body(self, keys: Iterable[str]) -> dict[str, Any] | None:
        """The JSON object the teacher's page sent, with only ``keys`` (:meth:`teacher`,
        then :meth:`body`); None once the refusal is answered."""
        return self.body(keys) if self.teacher() else None

    def student(self) -> str | None:
        """The student asking; None after answering 401."""
        who = self.who()
        if who is None or who.student is None:
            hub_user = getattr(self, "coteccio_hub_user", None)
            if hub_user is not None:  # one class of several, and not theirs (hub.py)
                self.fail(403, "class_err_not_in_class", name=hub_user)
            elif self.ident.local_join:
                self.fail(401, "class_err_not_joined_at", url=f"{self.base}join")
            else:
                self.fail(401, "class_err_not_joined")
            return None
        if who.waiting:  # a name the teacher did not list: nothing until admitted
            self.fail(403, "class_err_waiting", name=who.student)
            return None
        return who.student

    def teacher(self) -> bool:
        """True for the teacher asking from one of the teacher's pages (the teacher's, the
        projector's: the page's key in the request, ``pagekeys``); otherwise answers 403."""
        who = self.who()
        if who is None or not who.teacher:
            self.fail(403, "class_err_teacher_only")
            return False
        if not from_teacher_page(self):
            self.fail(403, "class_err_not_from_page")
            return False
        if who.holder is not None and not self.page_keys.valid(
                self.request.headers.get(HEADER, ""), who.holder):
            self.fail(403, "class_err_page_key")
            return False
        return True

    def teacher_page(self) -> bool:
        """True for the teacher opening one of the teacher's pages (the teacher's page, the
        projector's) as a page; otherwise answers: the sign-in (or the hub's login), or 403."""
        who = self.who()
        if who is None or not who.teacher:
            self.set_status(403)
            self.ident.refuse_page(self, who)
            return False
        if not opened_as_a_page(self):
            self.fail(403, "class_err_not_from_page")
            return False
        # Opened from a student's page (a link on the hub's shared origin), a teacher's page
        # is in a browsing context group of its own: the opener gets no handle on it.
        # ``same-origin`` still lets an opener of the same origin that sends the same policy
        # keep its handle; ``noopener-allow-popups`` cuts every opener, but a browser that
        # does not know it ignores the header altogether, so it goes to Chromium only.
        self.set_header("Cross-Origin-Opener-Policy", opener_policy(self))
        return True

    def page_key(self) -> str:
        """A new key for the teacher's page being opened (after :meth:`teacher_page`), to
        put in the page: its script sends it back with the teacher's API requests."""
        who = self.who()
        if who is None or who.holder is None:
            return ""
        return self.page_keys.issue(who.holder)

    async def call(self, fn: Callable[..., Any], *args: Any, write: bool = False) -> None:
        """Run a service method off the loop and answer its result or its refusal;
        after a ``write``, wake the teacher's pages."""
        try:
            result = await self.run(fn, *args)
        except ServiceError as err:
            self.refuse(400, err)
            return
        except ClassStoreError as err:
            self.refuse(503, err)
            return
        if write:
            self.changes.notify()
        self.answer(result)


class MeHandler(ClassHandler):
    async def get(self) -> None:
        who = self.who()
        if who is None or who.waiting:
            self.student()  # answers 401, or 403 for a name waiting for the teacher
            return
        await self.call(self.service.me, who.student, who.teacher)


class HandsHandler(ClassHandler):
    async def post(self) -> None:
        name = self.student()
        if name is None:
            return
        data = self.body(("hand", "record", "code", "aids"))
        if data is not None and not self.too_fast("hands", name):
            await self.call(self.service.submit_hand, name, data, write=True)


class ProgressHandler(ClassHandler):
    async def post(self) -> None:
        name = self.student()
        if name is None:
            return
        data = self.body(("lesson", "exercise", "answer"))
        if data is not None and not self.too_fast("checks", name):
            await self.call(self.service.report_check, name, data, write=True)


class MistakeHandler(ClassHandler):
    async def post(self) -> None:
        """A mistake of the student's play for their practice (``{"question": ...}``)."""
        name = self.student()
        if name is None:
            return
        data = self.body(("question",))
        if data is not None and not self.too_fast("checks", name):
            await self.call(self.service.add_mistake, name, data, write=True)


class RetryHandler(ClassHandler):
    async def post(self) -> None:
        """An answer to one of the student's kept mistakes (``{"question", "answer"}``)."""
        name = self.student()
        if name is None:
            return
        data = self.body(("question", "answer"))
        if data is not None and not self.too_fast("checks", name):
            await self.call(self.service.retry_mistake, name, data, write=True)


class TeacherDrillHandler(ClassHandler):
    async def post(self) -> None:
        """Give the class a drill (``{"skill", "seed"}``), or take it back."""
        if not self.teacher():
            return
        data = self.body(("skill", "seed"))
        if data is not None:
            await self.call(self.service.set_class_drill, data, write=True)


class TeacherStateHandler(ClassHandler):
    async def get(self) -> None:
        """The teacher's state; with ``?since=VERSION`` (the ``version`` of the last state
        the page has), it waits up to WAIT seconds for a change before answering."""
        if not self.teacher():
            return
        since = self.get_argument("since", None)
        if since is not None:
            ticket = self.changes.ticket()
            try:
                now = json.dumps(list(await self.run(self.service.store.version)))
            except ClassStoreError as err:
                self.refuse(503, err)
                return
            if since.replace(" ", "") == now.replace(" ", ""):
                await self.changes.wait(ticket, WAIT)
        await self.call(self.teacher_state, self.get_argument("game", None))

    def teacher_state(self, game: str | None) -> dict[str, Any]:
        # one snapshot: one consistent state, and one connection's round trips for it
        lang = language.for_request(self, remember=False)
        with self.service.store.snapshot():
            return self.service.teacher_state(game, lang)


class TeacherHandsHandler(ClassHandler):
    async def get(self) -> None:
        """One student's hands on one game (``?student=NAME&game=ID``): the drill-down."""
        if not self.teacher():
            return
        await self.call(self.service.student_hands, self.get_argument("student", None),
                        self.get_argument("game", None))


class TeacherGameHandler(ClassHandler):
    async def post(self) -> None:
        if not self.teacher():
            return
        data = self.body(("code", "rules", "opponents", "mode", "note", "server"))
        if data is not None:
            await self.call(self.service.set_game, data, self.ident.local_join, write=True)


class TeacherCloseHandler(ClassHandler):
    async def post(self) -> None:
        """Close the class game (the body is ``{}``)."""
        if not self.teacher():
            return
        if self.body(()) is not None:
            await self.call(self.service.close_game, write=True)


class CsvHandler(ClassHandler):
    async def get(self, what: str) -> None:
        if not self.teacher():
            return
        try:
            if what == "results":
                game = self.get_argument("game", None)
                if game is None:
                    state = await self.run(self.service.teacher_state)
                    game = (state.get("results") or {}).get("id")
                text = await self.run(self.service.results_csv, game) if game else ""
            elif what == "tables":
                text = await self.run(self.service.tables_csv)
            else:
                text = await self.run(self.service.progress_csv,
                                      language.for_request(self, remember=False))
        except ServiceError as err:
            self.refuse(400, err)
            return
        self.set_header("Content-Type", "text/csv; charset=utf-8")
        self.set_header("Content-Disposition", f'attachment; filename="class-{what}.csv"')
        self.finish(text)


class TeacherPageHandler(ClassHandler):
    def get(self) -> None:
        if not self.teacher_page():
            return
        # one class of several under a hub: its id beside the heading (a teacher of two
        # classes has two such pages open)
        class_id = self.application.settings["coteccio_class"].get("class_id")
        shared = self.application.settings["coteccio_class"].get("shared_origin")
        texts = language.page_texts(language.for_request(self))
        render_page(self, "teacher.html", xsrf=self.xsrf_form_html(),
                    shared_origin=(f'<p class="cot-teach-shared-origin" role="alert">'
                                   f'{texts["t_shared_origin"]}</p>' if shared else ""),
                    class_name=f" · {html.escape(class_id)}" if class_id else "",
                    identity="local" if self.ident.local_join else "hub",
                    size_section=_class_size_section(self) if self.ident.local_join else "",
                    teacher_key=html.escape(self.page_key()), **join_values(self))


class ClassOffHandler(ClassHandler):
    """Every path of a class the service refuses to run: under a hub that gives every
    user's server the service's origin (no ``subdomain_host``), unless the admin chose to
    (``docs/hub.md``). It says why, in the reader's language."""

    async def prepare(self) -> None:
        # 403, not 5xx: the hub checks a service it starts, and stops on a 5xx
        self.fail(403, "class_err_shared_origin")


class TeacherLogoutHandler(ClassHandler):
    def post(self) -> None:
        self.request_body()
        self.check_xsrf_cookie()
        self.ident.sign_out(self, self.base)


# ---- the teacher manages the class -------------------------------------------------------
# The teacher manages the class: its size, and removing or renaming a student.
#
# - ``GET BASE/api/teacher/class``: ``{"size": 60, "listed": 23}``; ``POST`` with
#   ``{"size": n}`` sets how many students may join (on one machine; under a hub the hub
#   says who is in). Students already listed stay when the size is made smaller.
# - ``POST BASE/api/teacher/student`` with ``{"name": ..., "remove": true}`` takes the student,
#   their browsers and all their results off the class (a sock puppet's checks no longer
#   steer the class's hard exercises); with ``{"name": ..., "rename": "new name"}`` the
#   student and their results get the new name (refused under a hub, whose users' names are
#   the hub's).


class ClassSizeHandler(ClassHandler):
    async def get(self) -> None:
        if not self.teacher():
            return
        await self._answer()

    async def post(self) -> None:
        if not self.teacher():
            return
        data = self.body(("size",))
        if data is None:
            return
        try:
            await self.run(self.service.store.set_class_size, data.get("size"))
        except ClassStoreError as err:
            self.refuse(400, err)
            return
        self.changes.notify()
        await self._answer()

    async def _answer(self) -> None:
        try:
            size, listed = await self.run(self.service.store.class_size)
        except ClassStoreError as err:
            self.refuse(503, err)
            return
        self.answer({"size": size, "listed": listed})


class StudentHandler(ClassHandler):
    async def post(self) -> None:
        if not self.teacher():
            return
        data = self.body(("name", "remove", "rename"))
        if data is None:
            return
        name, new = data.get("name"), data.get("rename")
        if not isinstance(name, str) or (data.get("remove") is True) == isinstance(new, str):
            self.refuse(400, ServiceError("class_err_manage_shape"))
            return
        try:
            if isinstance(new, str):
                if not self.ident.local_join:
                    self.refuse(400, Refusal("class_err_hub_names"))
                    return
                stored = await self.run(self.service.rename_student, name, new)
                answer = {"name": stored}
            else:
                stored = await self.run(self.service.remove_student, name)
                # under a hub, listed again at their next request (nobody joins there)
                self.application.settings["coteccio_class"]["enrolled"].discard(stored)
                answer = {"removed": stored}
        except NameTaken as err:
            self.refuse(409, err)
            return
        except ClassStoreError as err:
            self.refuse(400, err)
            return
        self.changes.notify()
        self.answer(answer)


class StaticHandler(web.StaticFileHandler):
    def set_default_headers(self) -> None:
        never_framed(self)


class NotFoundHandler(web.RequestHandler):
    """Any other path: 404, and like every answer of the service, never in a frame (a
    framed 404 of the shared origin would be a same-origin document the framing page
    reads)."""

    def set_default_headers(self) -> None:
        self.set_header("Cache-Control", "no-store")
        never_framed(self)

    def prepare(self) -> None:
        raise web.HTTPError(404)

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(json.dumps({"error": f"{status_code}: {(self._reason or '').lower()}"}))


def never_framed(handler: web.RequestHandler) -> None:
    """The headers that keep an answer out of every frame, whatever it is."""
    handler.set_header("X-Content-Type-Options", "nosniff")
    handler.set_header("X-Frame-Options", "DENY")
    handler.set_header("Content-Security-Policy", "frame-ancestors 'none'")


def opener_policy(handler: web.RequestHandler) -> str:
    """The teacher's pages' ``Cross-Origin-Opener-Policy`` for this browser."""
    agent = handler.request.headers.get("User-Agent", "")
    found = re.search(r"Chrom(?:e|ium)/(\d+)", agent)
    return "noopener-allow-popups" if found and int(found.group(1)) >= 134 else "same-origin"


# blob: images are the card faces the page itself draws into bitmaps (render/faces.js): only a
# script of this origin ('self') can make one.
_CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; "
        "connect-src 'self'; frame-ancestors 'none'; form-action 'self'")
_FRAMES = frozenset({"iframe", "frame", "embed", "object", "fencedframe"})


# ---- who may act with the teacher's credential -------------------------------------------
# Under JupyterHub without subdomain_host every user's server shares the service's origin:
# a student's page may send requests to the service, and the teacher's browser adds the
# teacher's cookies to them. What the browser tells about a request, and a page cannot
# forge (the Sec-Fetch-* headers; the User-Agent of a fetch), narrows what such a page can
# do: the teacher's page is never framed nor fetched. A cookie, an _xsrf cookie and a
class RosterHandler(ClassHandler):
    async def post(self) -> None:
        """``{"names": [name…]}``: the class list as the teacher pasted it. From then on a
        student picks their name from it at ``BASE join``, and a name not on it waits for
        the teacher (``api/teacher/admit``): ``{"listed": [name…]}``. Under a hub,
        ``{"hub": true}`` lists the hub's users of the class (``HubIdentity.class_members``)."""
        if not self.teacher():
            return
        data = self.body(("names", "hub"))
        if data is None:
            return
        members = getattr(self.ident, "class_members", None)
        try:
            if "hub" in data:  # {"hub": true}: the hub's users of the class, under a hub
                if data["hub"] is not True or "names" in data or members is None:
                    self.refuse(400, Refusal("class_err_roster_hub"))
                    return
                data["names"] = await members()
            names = await self.run(self.service.store.set_roster, data.get("names"))
        except ClassStoreError as err:
            self.refuse(400, err)
            return
        self.changes.notify()
        self.answer({"listed": names})


class AdmitHandler(ClassHandler):
    async def post(self) -> None:
        """``{"name": name, "admit": true|false}``: a name that waits for the teacher is let
        into the class, or refused (it and its browser leave the class). ``{"all": true}``:
        every name that waits is let in."""
        data = self.teacher_body(("name", "admit", "all"))
        if data is None:
            return
        if "all" in data:
            if data["all"] is not True or len(data) != 1:
                self.refuse(400, Refusal("class_err_admit_all_shape"))
                return
            everyone = await self.run(self.service.store.admit_all)
            self.changes.notify()
            self.answer({"admitted": everyone})
            return
        name, admit = data.get("name"), data.get("admit")
        if not isinstance(name, str) or not isinstance(admit, bool):
            self.refuse(400, Refusal("class_err_admit_shape"))
            return
        try:
            if admit:
                stored = await self.run(self.service.store.admit, name)
            else:
                stored = await self.run(self.service.refuse_waiting, name)
        except ClassStoreError as err:
            self.refuse(409 if err.key == "class_err_not_waiting" else 400, err)
            return
        self.changes.notify()
        self.answer({"admitted" if admit else "refused": stored})


# Referer can all be sent (or set) by a script of the same origin, so the teacher's API asks
# more of a browser: the key of an open teacher's page (pagekeys), which only that page's
# script holds. docs/hub.md says what a student's server can still do on a shared origin,
# and why a class runs with subdomain_host.


def _browser(handler: web.RequestHandler) -> bool:
    """A browser with the teacher's cookies, not a program with a token."""
    headers = handler.request.headers
    if headers.get("Authorization"):
        return False
    return "Sec-Fetch-Site" in headers or "Mozilla/" in headers.get("User-Agent", "")


def opened_as_a_page(handler: web.RequestHandler) -> bool:
    """The teacher's page is opened as a page: not in a frame, not read by a script."""
    headers = handler.request.headers
    if not _browser(handler) or "Sec-Fetch-Dest" not in headers:
        return True
    return (headers.get("Sec-Fetch-Dest") == "document"
            and headers.get("Sec-Fetch-Mode") == "navigate")


def from_teacher_page(handler: web.RequestHandler) -> bool:
    """A request of the teacher's API is not refused by what the browser tells of it: the
    same origin, not a frame. (What proves it comes from the teacher's page is its key.)"""
    if not _browser(handler):
        return True
    headers = handler.request.headers
    return "Sec-Fetch-Site" not in headers or (
        headers.get("Sec-Fetch-Site") == "same-origin"
        and headers.get("Sec-Fetch-Dest", "empty") not in _FRAMES)



def cookie_options(handler: web.RequestHandler, days: float) -> dict[str, Any]:
    """A cookie of the service: its path only, HttpOnly, SameSite=Strict."""
    base = handler.application.settings["coteccio_class"]["base"]
    return {"path": base, "httponly": True, "samesite": "Strict",
            "secure": handler.request.protocol == "https", "expires_days": days}


def _class_size_section(handler: web.RequestHandler) -> str:
    """The teacher's page's *Class size* form (one machine only: a hub says who is in)."""
    texts = language.page_texts(language.for_request(handler))
    return Template((STATIC / "classsize.html").read_text(encoding="utf-8")).safe_substitute(
        **texts)


def render_page(handler: web.RequestHandler, file: str, **values: str) -> None:
    """One of the service's pages (``static/<file>``) in the reader's language."""
    base = handler.application.settings["coteccio_class"]["base"]
    page = (STATIC / file).read_text(encoding="utf-8")
    lang = language.for_request(handler)
    texts = language.page_texts(lang)
    handler.set_header("Content-Type", "text/html; charset=utf-8")
    handler.set_header("Content-Security-Policy", _CSP)
    handler.finish(Template(page).safe_substitute(base=html.escape(base), **texts,
                                                  rules_options=rules_options(lang), **values))


def rules_options(lang: str) -> str:
    """The ``<option>`` of each preset, named in ``lang``: a page's rules choice."""
    return "".join(f'<option value="{html.escape(name)}">{html.escape(preset_title(name, lang))}'
                   "</option>" for name in PRESETS)


def routes(base: str, service: ClassService, identity: IdentityProvider) -> list[Route]:
    """The service's routes under ``base`` (ends with '/'), plus the identity's own.

    The application's settings must hold ``coteccio_class`` (see :func:`settings`).
    """
    if not base.endswith("/"):
        base += "/"
    return [
        (base + "api/me", MeHandler, {}),
        (base + "api/hands", HandsHandler, {}),
        (base + "api/progress", ProgressHandler, {}),
        (base + "api/practice/mistake", MistakeHandler, {}),
        (base + "api/practice/retry", RetryHandler, {}),
        (base + "api/teacher/drill", TeacherDrillHandler, {}),
        (base + "api/teacher/state", TeacherStateHandler, {}),
        (base + "api/teacher/game", TeacherGameHandler, {}),
        (base + "api/teacher/class", ClassSizeHandler, {}),
        (base + "api/teacher/student", StudentHandler, {}),
        (base + "api/teacher/roster", RosterHandler, {}),
        (base + "api/teacher/admit", AdmitHandler, {}),
        (base + "api/teacher/hands", TeacherHandsHandler, {}),
        (base + "api/teacher/close", TeacherCloseHandler, {}),
        (base + r"teacher/(results|progress|tables)\.csv", CsvHandler, {}),
        (base + "teacher", TeacherPageHandler, {}),
        (base + "teacher/logout", TeacherLogoutHandler, {}),
        (base + "static/(.*)", StaticHandler, {"path": str(STATIC)}),
        *identity.routes(base),
    ]


def not_found_route(base: str) -> Route:
    """The last route under ``base``: every other path is the service's 404."""
    return (base + ".*", NotFoundHandler, {})


def settings(base: str, service: ClassService, identity: IdentityProvider,
             lang: str | None = None, public: str | None = None,
             class_id: str | None = None, shared_origin: bool = False) -> dict[str, Any]:
    """What :func:`routes`' handlers read from the application's settings; ``lang``: the
    pages' language unless the reader chose one (``classservice.language``); ``public``:
    the server's address on the network (``http://192.168.1.20:8866``), for the join
    address the teacher's page shows when the teacher opened it as ``localhost``;
    ``shared_origin``: under a hub without ``subdomain_host``, run by the admin's choice
    (the teacher's page says what that cannot protect)."""
    if not base.endswith("/"):
        base += "/"
    return {"coteccio_class": {"base": base, "service": service, "identity": identity,
                               "changes": Changes(), "page_keys": PageKeys(), "lang": lang,
                               "enrolled": set(),
                               "limits": {k: Window(n, 60.0) for k, n in PER_MINUTE.items()},
                               "public": public, "class_id": class_id,
                               "shared_origin": shared_origin}}
