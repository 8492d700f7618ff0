"""The class service over HTTP: Tornado handlers under one base path.

On one machine the launcher mounts :func:`routes` in Voilà's own Tornado app at
``/class/``; under JupyterHub the same routes run as a hub service at
``/services/coteccio-class/`` (``make_app``). Every answer of the API is JSON;
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
from collections.abc import Callable, Iterable, Mapping
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from string import Template
from typing import Any, TypeVar

from tornado import web
from tornado.ioloop import IOLoop
from tornado.log import gen_log

from ..i18n import CATALOG, t
from . import language
from .address import join_values
from .identity import (
    STUDENT_COOKIE,
    TEACHER_COOKIE,
    Identity,
    IdentityProvider,
    LocalIdentity,
    Route,
)
from .refusal import Refusal
from .service import ClassService, ServiceError
from .store import ClassStoreError, NameTaken

__all__ = ["MAX_BODY", "STATIC", "make_app", "render_login", "routes"]

WAIT = 25.0
"""Seconds the teacher's page's request waits for a change before answering anyway
(below the proxies' usual 60 s idle timeout)."""
MAX_BODY = 256 * 1024
"""The largest request body: a hand record is 2 KB, a progress report under 1 KB."""
STATIC = Path(__file__).resolve().parent / "static"
_POOL = ThreadPoolExecutor(max_workers=4, thread_name_prefix="coteccio-class")
T = TypeVar("T")


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


class ClassHandler(web.RequestHandler):
    """What every handler of the service shares: identity, JSON, errors, the thread pool."""

    service: ClassService
    ident: IdentityProvider
    base: str

    def initialize(self, **kwargs: Any) -> None:
        settings = self.application.settings["coteccio_class"]
        self.service = settings["service"]
        self.ident = settings["identity"]
        self.base = settings["base"]
        self.changes: Changes = settings["changes"]
        self._who: Identity | None = None

    def set_default_headers(self) -> None:
        self.set_header("Cache-Control", "no-store")
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Referrer-Policy", "same-origin")

    async def prepare(self) -> None:
        length = self.request.headers.get("Content-Length")
        if (length and length.isdigit() and int(length) > MAX_BODY) or len(
            self.request.body or b""
        ) > MAX_BODY:
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

    def who(self) -> Identity | None:
        return self._who

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        return await IOLoop.current().run_in_executor(_POOL, fn, *args)

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
            data = json.loads(self.request.body or b"null")
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

    def student(self) -> str | None:
        """The student asking; None after answering 401."""
        who = self.who()
        if who is None or who.student is None:
            if self.ident.local_join:
                self.fail(401, "class_err_not_joined_at", url=f"{self.base}join")
            else:
                self.fail(401, "class_err_not_joined")
            return None
        return who.student

    def teacher(self) -> bool:
        """True for the teacher; otherwise answers 403."""
        who = self.who()
        if who is None or not who.teacher:
            self.fail(403, "class_err_teacher_only")
            return False
        return True

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
        if who is None:
            self.student()  # answers 401
            return
        await self.call(self.service.me, who.student, who.teacher)


class HandsHandler(ClassHandler):
    async def post(self) -> None:
        name = self.student()
        if name is None:
            return
        data = self.body(("hand", "record", "code"))
        if data is not None:
            await self.call(self.service.submit_hand, name, data, write=True)


class ProgressHandler(ClassHandler):
    async def post(self) -> None:
        name = self.student()
        if name is None:
            return
        data = self.body(("lesson", "exercise", "answer"))
        if data is not None:
            await self.call(self.service.report_check, name, data, write=True)


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
        data = self.body(("code", "rules", "opponents", "mode", "note"))
        if data is not None:
            await self.call(self.service.set_game, data, write=True)


class TeacherCloseHandler(ClassHandler):
    async def post(self) -> None:
        """Close the class game (the body is ``{}``)."""
        if not self.teacher():
            return
        if self.body(()) is not None:
            await self.call(self.service.close_game, write=True)


class TeacherAllowHandler(ClassHandler):
    async def post(self) -> None:
        if not self.teacher():
            return
        data = self.body(("name",))
        if data is not None:
            await self.call(self.service.allow_second_browser, data, write=True)


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
        who = self.who()
        if who is None or not who.teacher:
            self.set_status(403)
            self.ident.refuse_page(self, who)
            return
        _page(self, "teacher.html", xsrf=self.xsrf_form_html(),
              identity="local" if self.ident.local_join else "hub", **join_values(self))


class JoinHandler(ClassHandler):
    """One machine: a student chooses the name the class knows them by."""

    def get(self) -> None:
        who = self.who()
        if who is not None and who.student is not None:
            self._joined(who.student)
            return
        self._form("", "")

    async def post(self) -> None:
        self.check_xsrf_cookie()
        ident = self.ident
        assert isinstance(ident, LocalIdentity)
        who = self.who()
        if who is not None and who.student is not None:
            self._joined(who.student)
            return
        name = self.get_body_argument("name", "")
        key, hashed = ident.new_student_key()
        try:
            stored = await self.run(ident.store.join, name, hashed)
        except NameTaken as err:
            self.set_status(409)
            self._form(name, err.message(language.for_request(self)))
            return
        except ClassStoreError as err:
            self.set_status(400)
            self._form(name, err.message(language.for_request(self)))
            return
        self.set_cookie(STUDENT_COOKIE, key, **_cookie(self, days=120))
        self.changes.notify()
        self._joined(stored)

    def _form(self, name: str, error: str) -> None:
        _page(self, "join.html", name=html.escape(name), error=html.escape(error),
              xsrf=self.xsrf_form_html())

    def _joined(self, name: str) -> None:
        ident = self.ident
        links = ident.links if isinstance(ident, LocalIdentity) else []
        lang = language.for_request(self)
        items = "".join(
            f'<li><a href="{html.escape(url)}">{html.escape(_say(label, lang))}</a></li>'
            for label, url in links)
        you = f'<span class="cot-joined-name">{html.escape(name)}</span>'
        _page(self, "joined.html", joined=t("class_page_joined_you", lang, name=you),
              links=items)


class TeacherLoginHandler(ClassHandler):
    async def post(self) -> None:
        self.check_xsrf_cookie()
        ident = self.ident
        assert isinstance(ident, LocalIdentity)
        if not ident.secret_matches(self.get_body_argument("secret", "")):
            self.set_status(403)
            render_login(self, t("class_page_wrong_secret", language.for_request(self)))
            return
        self.set_cookie(TEACHER_COOKIE, ident.teacher_token(), **_cookie(self, days=1))
        self.redirect(self.base + "teacher")


class TeacherLogoutHandler(ClassHandler):
    def post(self) -> None:
        self.check_xsrf_cookie()
        self.ident.sign_out(self, self.base)


class StaticHandler(web.StaticFileHandler):
    def set_extra_headers(self, path: str) -> None:
        self.set_header("X-Content-Type-Options", "nosniff")


_CSP = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; frame-ancestors 'self'; form-action 'self'")


def _cookie(handler: web.RequestHandler, days: int) -> dict[str, Any]:
    base = handler.application.settings["coteccio_class"]["base"]
    return {"path": base, "httponly": True, "samesite": "Strict",
            "secure": handler.request.protocol == "https", "expires_days": days}


def _page(handler: web.RequestHandler, file: str, **values: str) -> None:
    base = handler.application.settings["coteccio_class"]["base"]
    page = (STATIC / file).read_text(encoding="utf-8")
    texts = language.page_texts(language.for_request(handler))
    handler.set_header("Content-Type", "text/html; charset=utf-8")
    handler.set_header("Content-Security-Policy", _CSP)
    handler.finish(Template(page).safe_substitute(base=html.escape(base), **texts, **values))


def _say(label: str, lang: str) -> str:
    """A link's label: a catalogue key in ``lang``, else the label as given."""
    return t(label, lang) if label in CATALOG else label


def render_login(handler: web.RequestHandler, error: str) -> None:
    """The teacher's sign-in form (one machine); the secret goes in a POST body only."""
    _page(handler, "login.html", error=html.escape(error),
          xsrf=handler.xsrf_form_html())


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
        (base + "api/teacher/state", TeacherStateHandler, {}),
        (base + "api/teacher/game", TeacherGameHandler, {}),
        (base + "api/teacher/hands", TeacherHandsHandler, {}),
        (base + "api/teacher/close", TeacherCloseHandler, {}),
        (base + "api/teacher/allow", TeacherAllowHandler, {}),
        (base + r"teacher/(results|progress)\.csv", CsvHandler, {}),
        (base + "teacher", TeacherPageHandler, {}),
        (base + "teacher/logout", TeacherLogoutHandler, {}),
        (base + "static/(.*)", StaticHandler, {"path": str(STATIC)}),
        *identity.routes(base),
    ]


def settings(base: str, service: ClassService, identity: IdentityProvider,
             lang: str | None = None, public: str | None = None) -> dict[str, Any]:
    """What :func:`routes`' handlers read from the application's settings; ``lang``: the
    pages' language unless the reader chose one (``classservice.language``); ``public``:
    the server's address on the network (``http://192.168.1.20:8866``), for the join
    address the teacher's page shows when the teacher opened it as ``localhost``."""
    if not base.endswith("/"):
        base += "/"
    return {"coteccio_class": {"base": base, "service": service, "identity": identity,
                               "changes": Changes(), "lang": lang, "enrolled": set(),
                               "public": public}}


def make_app(
    base: str, service: ClassService, identity: IdentityProvider, lang: str | None = None,
    **extra: Any,
) -> web.Application:
    """A Tornado application that is only the class service (hub service, tests)."""
    app_settings: Mapping[str, Any] = {**settings(base, service, identity, lang),
                                       "cookie_secret": extra.pop("cookie_secret", None), **extra}
    return web.Application(routes(base, service, identity), **app_settings)
