"""The one-machine identity and its handlers, in one module (as JupyterHub keeps ``HubOAuth``
with its callback handler): students join by name, the teacher signs in with the class's
secret.

- A student *joins* at ``BASE/join`` with a name: the browser gets a random key in an
  HttpOnly cookie; the store keeps the key's SHA-256, bound to the name. A name already
  taken is refused to a second browser unless it brings a one-time code that the teacher's
  page showed for that student (*Allow one more browser*): the allowance belongs to the
  student the teacher gave the code to, not to whoever types the name first.
- The teacher signs in at ``BASE/teacher`` with the class's secret (a file of mode 0600 in
  the class folder, printed once by the launcher; never in a URL). Each sign-in makes a
  random session: the browser's cookie holds it, the class folder keeps only its SHA-256
  (``teacher-sessions``, mode 0600) with its expiry and a fingerprint of the secret it was
  made with. *Sign out* ends it, rotating the secret ends every session, and a session
  ends by itself after ``SESSION_HOURS``.
- Wrong secrets and wrong codes are throttled per client: ``TRIES`` a minute; past that
  the answer is 429 with the seconds to wait, and the secret is not even compared. There
  is no limit for the whole class: one that counted every client's wrong tries would
  refuse the teacher's right secret whenever students guess (the secret's 96 random bits
  need no class-wide limit). The machine the service runs on (the teacher's laptop,
  ``OWN_MACHINE``) is never throttled; a teacher already signed in never meets a throttle.
- New names are limited per client, ``JOINS`` an hour: one machine cannot fill the class
  with made-up names.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import html
import json
import os
import secrets
import threading
import time
from pathlib import Path
from typing import Any

from tornado import web

from ..i18n import CATALOG, t
from . import language
from .address import OWN_MACHINE
from .identity import Identity, Route
from .limits import Window
from .pagekeys import key_hash
from .refusal import Refusal
from .store import ClassStore, ClassStoreError, NameTaken, name_key
from .web import ClassHandler, cookie_options, off_loop, render_page

__all__ = [
    "CODE_MINUTES",
    "JOINS",
    "OWN_MACHINE",
    "SECRET_FILE",
    "SESSIONS_FILE",
    "SESSION_HOURS",
    "STUDENT_COOKIE",
    "TEACHER_COOKIE",
    "TRIES",
    "BrowserCodes",
    "LocalIdentity",
    "TeacherSessions",
    "render_login",
    "teacher_secret",
]

SECRET_FILE = "teacher-secret"
SESSIONS_FILE = "teacher-sessions"
STUDENT_COOKIE = "coteccio-student"
TEACHER_COOKIE = "coteccio-teacher"
SESSION_HOURS = 12
"""A teacher's sign-in lasts a school day; then the secret is asked again."""
SESSIONS_MAX = 20
"""Sessions kept at once (the oldest is ended first): a teacher on a few devices."""
CODE_MINUTES = 15
"""How long a one-time code for one more browser may be used."""
TRIES = 5
"""Wrong secrets (or codes) a minute from one client."""
JOINS = 10
"""New names an hour from one client: a shared classroom computer, a student whose browser
lost its cookie; not a class of sock puppets."""
_CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"  # no I, L, O, U: read aloud, typed


def teacher_secret(folder: str | Path, *, rotate: bool = False) -> tuple[str, bool]:
    """The class's teacher secret, made (mode 0600) if missing or ``rotate``; (secret, new)."""
    path = Path(folder) / SECRET_FILE
    if not rotate:
        try:
            text = path.read_text(encoding="utf-8").strip()
        except FileNotFoundError:
            text = ""
        except OSError as err:
            raise ClassStoreError.verbatim(
                f"cannot read the teacher's secret {path}: {err}"
            ) from None
        if text:
            if path.stat().st_mode & 0o077:
                path.chmod(0o600)
            return text, False
    secret = secrets.token_urlsafe(12)
    try:
        _write_private(path, secret + "\n")
    except OSError as err:
        raise ClassStoreError.verbatim(f"cannot write the teacher's secret {path}: {err}") from None
    return secret, True


def _write_private(path: Path, text: str) -> None:
    tmp = path.with_name(path.name + ".tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, path)


class TeacherSessions:
    """The teacher's sign-ins: the SHA-256 of each session's random token, its end and the
    fingerprint of the secret it was made with, in a private file of the class folder."""

    def __init__(self, path: Path, *, hours: float = SESSION_HOURS,
                 clock: Any = time.time) -> None:
        self.path = path
        self.seconds = hours * 3600
        self._clock = clock
        self._lock = threading.Lock()
        self._sessions: dict[str, dict[str, Any]] = self._load()

    def _load(self) -> dict[str, dict[str, Any]]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        found = data.get("sessions") if isinstance(data, dict) else None
        if not isinstance(found, dict):
            return {}
        return {h: s for h, s in found.items() if isinstance(h, str) and isinstance(s, dict)
                and isinstance(s.get("until"), (int, float)) and isinstance(s.get("secret"), str)}

    def _save(self) -> None:
        # if it cannot be written, sessions last as long as this process
        with contextlib.suppress(OSError):
            _write_private(self.path, json.dumps({"sessions": self._sessions}))

    def start(self, secret_print: str) -> str:
        """A new session for the secret of fingerprint ``secret_print``: its token."""
        token = secrets.token_urlsafe(32)
        now = self._clock()
        with self._lock:
            self._prune(now, secret_print)
            while len(self._sessions) >= SESSIONS_MAX:
                oldest = min(self._sessions, key=lambda h: self._sessions[h]["until"])
                del self._sessions[oldest]
            self._sessions[key_hash(token)] = {"until": now + self.seconds,
                                               "secret": secret_print}
            self._save()
        return token

    def valid(self, token: str, secret_print: str) -> bool:
        if not token or len(token) > 100 or not secret_print:
            return False
        with self._lock:
            found = self._sessions.get(key_hash(token))
        return (found is not None and found["until"] > self._clock()
                and hmac.compare_digest(found["secret"], secret_print))

    def end(self, token: str) -> None:
        with self._lock:
            if self._sessions.pop(key_hash(token), None) is not None:
                self._save()

    def count(self) -> int:
        with self._lock:
            return len(self._sessions)

    def _prune(self, now: float, secret_print: str) -> None:
        for h in [h for h, s in self._sessions.items()
                  if s["until"] <= now or s["secret"] != secret_print]:
            del self._sessions[h]


class BrowserCodes:
    """One-time codes, each letting one more browser join as one student, for a while."""

    def __init__(self, *, minutes: float = CODE_MINUTES, clock: Any = time.monotonic) -> None:
        self.seconds = minutes * 60
        self._clock = clock
        self._codes: dict[str, tuple[str, float]] = {}
        self._lock = threading.Lock()

    def issue(self, name_key: str) -> str:
        """A new code for the student of name key ``name_key`` (their earlier one ends)."""
        raw = "".join(secrets.choice(_CODE_ALPHABET) for _ in range(8))
        now = self._clock()
        with self._lock:
            for h in [h for h, (k, until) in self._codes.items() if k == name_key or until < now]:
                del self._codes[h]
            self._codes[key_hash(raw)] = (name_key, now + self.seconds)
        return f"{raw[:4]}-{raw[4:]}"

    def redeem(self, code: str, name_key: str) -> bool:
        """True, once, for a code issued for ``name_key`` and not expired."""
        h = key_hash(normalise_code(code))
        with self._lock:
            found = self._codes.get(h)
            if found is None or found[0] != name_key or found[1] < self._clock():
                return False
            del self._codes[h]
        return True


def normalise_code(text: str) -> str:
    """A code as typed: any case, spaces and dashes, O for 0, I or L for 1.

    >>> normalise_code(" k7qx-3mpa "), normalise_code("0O1IL")
    ('K7QX3MPA', '00111')
    """
    text = "".join(text.split()).replace("-", "").upper()[:20]
    return text.translate(str.maketrans("OIL", "011"))


class LocalIdentity:
    """Students by a per-browser key, the teacher by a session of the class secret."""

    local_join = True

    def __init__(self, store: ClassStore, secret_path: Path, links: list[tuple[str, str]]) -> None:
        self.store = store
        self.secret_path = secret_path
        self.links = links
        """What a student who joined can open: (label, URL) pairs; a label that is a key of
        the catalogue is shown in the page's language."""
        self.sessions = TeacherSessions(secret_path.with_name(SESSIONS_FILE))
        self.codes = BrowserCodes()
        self.tries = Window(TRIES, 60.0)
        self.joins = Window(JOINS, 3600.0)

    def _secret(self) -> str:
        # Read every time: --rotate-teacher-secret in another run takes effect at once.
        try:
            return self.secret_path.read_text(encoding="utf-8").strip()
        except OSError:
            return ""

    def secret_print(self) -> str:
        """A fingerprint of the current secret ('' without one): sessions made with another
        secret are over."""
        secret = self._secret()
        if not secret:
            return ""
        return hmac.new(secret.encode(), b"coteccio-teacher-session", hashlib.sha256).hexdigest()

    def secret_matches(self, given: str) -> bool:
        secret = self._secret()
        return bool(secret) and hmac.compare_digest(given.strip().encode(), secret.encode())

    def too_many_tries(self, client: str) -> float:
        """Seconds ``client`` must wait before another secret or code is compared."""
        return 0.0 if client in OWN_MACHINE else self.tries.wait(client)

    def wrong_try(self, client: str) -> None:
        if client not in OWN_MACHINE:
            self.tries.hit(client)

    def new_name(self, client: str) -> float:
        """Count a new name from ``client``: 0.0, or the seconds to wait (nothing counted)."""
        return 0.0 if client in OWN_MACHINE else self.joins.hit(client)

    async def identify(self, handler: web.RequestHandler) -> Identity | None:
        found = None
        key = handler.get_cookie(STUDENT_COOKIE)
        if key and len(key) <= 100:
            # every request of a student asks this: from memory when the key was seen a
            # moment ago, else off the loop (a database server's answer holds no one else)
            hashed = key_hash(key)
            found = (self.store.known_key(hashed)
                     or await off_loop(self.store.key_student, hashed))
        student, waiting = found if found is not None else (None, False)
        session = handler.get_cookie(TEACHER_COOKIE) or ""
        teacher = bool(session) and self.sessions.valid(session, self.secret_print())
        if student is None and not teacher:
            return None
        # the teacher's pages' keys are made for this sign-in: signing out ends them
        return Identity(student, teacher, key_hash(session) if teacher else None,
                        waiting=waiting)

    def routes(self, base: str) -> list[Route]:
        return [
            (base + "join", JoinHandler, {}),
            (base + "teacher/login", TeacherLoginHandler, {}),
            (base + "api/teacher/allow", TeacherAllowHandler, {}),
        ]

    def refuse_page(self, handler: web.RequestHandler, who: Identity | None) -> None:
        render_login(handler, "")

    def sign_out(self, handler: web.RequestHandler, base: str) -> None:
        self.sessions.end(handler.get_cookie(TEACHER_COOKIE) or "")
        handler.clear_cookie(TEACHER_COOKIE, path=base)
        handler.redirect(base + "teacher")

    def new_student_key(self) -> tuple[str, str]:
        """A fresh browser key and its hash (the store keeps only the hash)."""
        key = secrets.token_urlsafe(24)
        return key, key_hash(key)


def _client(handler: web.RequestHandler) -> str:
    return handler.request.remote_ip or "?"


def _wait_text(handler: web.RequestHandler, seconds: float) -> str:
    return t("class_err_wait", language.for_request(handler), seconds=max(1, round(seconds)))


class JoinHandler(ClassHandler):
    """A student chooses the name the class knows them by."""

    ident: LocalIdentity

    async def get(self) -> None:
        who = self.who()
        if who is not None and who.student is not None:
            self._joined(who.student, who.waiting)
            return
        await self._form("", "")

    async def post(self) -> None:
        self.request_body()
        self.check_xsrf_cookie()
        ident = self.ident
        who = self.who()
        if who is not None and who.student is not None:
            self._joined(who.student, who.waiting)
            return
        # a name picked from the teacher's list, else the name typed
        name = self.get_body_argument("pick", "") or self.get_body_argument("name", "")
        code = self.get_body_argument("code", "").strip()
        key, hashed = ident.new_student_key()
        lang = language.for_request(self)
        client = _client(self)
        try:
            if await self.run(ident.store.student, name) is None:
                wait = ident.new_name(client)
                if wait > 0:  # a new name, and this machine made its share of them
                    self.set_status(429)
                    self.set_header("Retry-After", str(max(1, round(wait))))
                    await self._form(name, t("class_page_joins_wait", lang,
                                             minutes=max(1, round(wait / 60))))
                    return
            # while a class game is open, a name the teacher did not list waits for them
            unlisted_wait = await self.run(self.service.game) is not None
            try:
                stored = await self.run(ident.store.join, name, hashed, False, unlisted_wait)
            except NameTaken:
                if not code:
                    raise
                # a taken name: one more browser, with the code the teacher made for it
                wait = ident.too_many_tries(client)
                if wait > 0:
                    self.set_status(429)
                    await self._form(name, _wait_text(self, wait))
                    return
                if not ident.codes.redeem(code, name_key(name)):
                    ident.wrong_try(client)
                    self.set_status(403)
                    await self._form(name, t("class_page_wrong_code", lang))
                    return
                stored = await self.run(ident.store.join, name, hashed, True)
            waiting = await self.run(ident.store.waiting, stored)
        except NameTaken as err:
            self.set_status(409)
            await self._form(name, err.message(lang))
            return
        except ClassStoreError as err:
            self.set_status(400)
            await self._form(name, err.message(lang))
            return
        self.set_cookie(STUDENT_COOKIE, key, **cookie_options(self, days=120))
        self.changes.notify()
        self._joined(stored, waiting)

    async def _form(self, name: str, error: str) -> None:
        lang = language.for_request(self)
        try:
            free = await self.run(self.ident.store.free_names)
        except ClassStoreError:
            free = []  # the form still takes a typed name; the join says what is wrong
        render_page(self, "join.html", name=html.escape(name), error=html.escape(error),
                    xsrf=self.xsrf_form_html(), roster=_roster_choices(free, name, lang),
                    name_label=t("class_page_roster_other" if free else "class_page_your_name",
                                 lang),
                    name_required="" if free else "required autofocus")

    def _joined(self, name: str, waiting: bool = False) -> None:
        lang = language.for_request(self)
        you = f'<span class="cot-joined-name">{html.escape(name)}</span>'
        if waiting:  # nothing to open until the teacher admits the name
            render_page(self, "joined.html", joined=t("class_page_joined_you", lang, name=you),
                        joined_next=html.escape(t("class_page_roster_wait", lang, name=name)),
                        links="")
            return
        # the class's tables are the service's own page: every class has them
        links = [*self.ident.links, ("class_page_link_tables", self.base + "tables")]
        items = "".join(
            f'<li><a href="{html.escape(url)}">{html.escape(_say(label, lang))}</a></li>'
            for label, url in links)
        render_page(self, "joined.html", joined=t("class_page_joined_you", lang, name=you),
                    joined_next=html.escape(t("class_page_joined_next", lang)), links=items)


def _roster_choices(free: list[str], typed: str, lang: str) -> str:
    """The class list's names still free, one radio button each (arrow keys move between
    them); '' while the teacher lists nobody."""
    if not free:
        return ""
    items = []
    for i, n in enumerate(free):
        marks = (" checked" if n == typed else "") + (" autofocus" if i == 0 else "")
        items.append(f'<label class="cot-join-pick-item"><input type="radio" name="pick" '
                     f'value="{html.escape(n)}"{marks}> {html.escape(n)}</label>')
    legend = html.escape(t("class_page_roster_pick", lang))
    return (f'<fieldset class="cot-join-pick"><legend>{legend}</legend>'
            f'{"".join(items)}</fieldset>')


class TeacherLoginHandler(ClassHandler):
    ident: LocalIdentity

    async def post(self) -> None:
        self.request_body()
        self.check_xsrf_cookie()
        ident = self.ident
        client = _client(self)
        wait = ident.too_many_tries(client)
        if wait > 0:
            self.set_status(429)
            self.set_header("Retry-After", str(max(1, round(wait))))
            render_login(self, _wait_text(self, wait))
            return
        if not ident.secret_matches(self.get_body_argument("secret", "")):
            ident.wrong_try(client)
            self.set_status(403)
            render_login(self, t("class_page_wrong_secret", language.for_request(self)))
            return
        token = ident.sessions.start(ident.secret_print())
        self.set_cookie(TEACHER_COOKIE, token,
                        **cookie_options(self, days=SESSION_HOURS / 24))
        self.redirect(self.base + "teacher")


class TeacherAllowHandler(ClassHandler):
    """The teacher lets one more browser join as a student: a one-time code for them."""

    ident: LocalIdentity

    async def post(self) -> None:
        data = self.teacher_body(("name",))
        if data is None:
            return
        name = data.get("name")
        try:
            stored = await self.run(self.ident.store.student, name if isinstance(name, str)
                                    else "")
        except ClassStoreError as err:
            self.refuse(400, err)
            return
        if stored is None:
            self.refuse(400, Refusal("class_err_no_student", name=repr(str(name)[:40])))
            return
        code = self.ident.codes.issue(name_key(stored))
        self.answer({"name": stored, "code": code, "minutes": CODE_MINUTES})


def _say(label: str, lang: str) -> str:
    """A link's label: a catalogue key in ``lang``, else the label as given."""
    return t(label, lang) if label in CATALOG else label


def render_login(handler: web.RequestHandler, error: str) -> None:
    """The teacher's sign-in form; the secret goes in a POST body only."""
    render_page(handler, "login.html", error=html.escape(error),
                xsrf=handler.xsrf_form_html())
