"""Who is asking: the identity interface, and its one-machine implementation.

The service asks an :class:`IdentityProvider` who sent a request; it never takes a
name from a request body. Two implementations:

- :class:`LocalIdentity` (here), for the launcher on one machine. A student *joins*
  at ``BASE/join`` with a name: the browser gets a random key in an HttpOnly
  cookie and the store keeps the key's SHA-256, bound to the name. A second
  browser asking for the same name is refused unless the teacher allows it. The
  teacher signs in at ``BASE/teacher`` with the class's secret (a file of mode 0600
  in the class folder, printed once by the launcher); the cookie then holds an
  HMAC of that secret, so rotating the secret signs every teacher out. The
  secret itself never appears in a URL.
- ``HubIdentity`` (``hub.py``, issue 10): the hub user, from the hub's OAuth cookie
  or a kernel's ``Authorization: token``; the teacher is a member of a hub group.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import secrets
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from tornado import web

from .store import ClassStore, ClassStoreError

__all__ = [
    "SECRET_FILE",
    "STUDENT_COOKIE",
    "TEACHER_COOKIE",
    "Identity",
    "IdentityProvider",
    "LocalIdentity",
    "Route",
    "teacher_secret",
]

SECRET_FILE = "teacher-secret"
STUDENT_COOKIE = "coteccio-student"
TEACHER_COOKIE = "coteccio-teacher"

Route = tuple[str, type[web.RequestHandler], dict[str, Any]]


@dataclass(frozen=True)
class Identity:
    """Who sent a request: a student of the class, the teacher, or both (one browser)."""

    student: str | None
    teacher: bool = False


class IdentityProvider(Protocol):
    """What the class service needs to know about identity."""

    local_join: bool
    """True when students join with a name at ``BASE/join`` (one machine)."""

    async def identify(self, handler: web.RequestHandler) -> Identity | None:
        """Who sent this request, or None (nobody the class knows)."""

    def routes(self, base: str) -> list[Route]:
        """Extra routes (the join and sign-in forms, or the OAuth callback)."""

    def refuse_page(self, handler: web.RequestHandler, who: Identity | None) -> None:
        """Answer a browser asking for the teacher's page, which ``who`` may not see
        (a sign-in form, or 403)."""

    def sign_out(self, handler: web.RequestHandler, base: str) -> None:
        """The teacher's Sign out (a POST whose xsrf is checked): forget the browser's
        credential and send it where signing in starts again."""


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
    tmp = path.with_name(path.name + ".tmp")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(secret + "\n")
        os.replace(tmp, path)
    except OSError as err:
        raise ClassStoreError.verbatim(f"cannot write the teacher's secret {path}: {err}") from None
    return secret, True


def key_hash(key: str) -> str:
    return hashlib.sha256(key.encode("utf-8", "replace")).hexdigest()


class LocalIdentity:
    """Students by a per-browser key, the teacher by the class secret (one machine)."""

    local_join = True

    def __init__(self, store: ClassStore, secret_path: Path, links: list[tuple[str, str]]) -> None:
        self.store = store
        self.secret_path = secret_path
        self.links = links
        """What a student who joined can open: (label, URL) pairs; a label that is a key of
        the catalogue is shown in the page's language."""

    def _secret(self) -> str:
        # Read every time: --rotate-teacher-secret in another run takes effect at once.
        try:
            return self.secret_path.read_text(encoding="utf-8").strip()
        except OSError:
            return ""

    def teacher_token(self) -> str:
        secret = self._secret()
        if not secret:
            return ""
        return hmac.new(secret.encode(), b"coteccio-teacher-session", hashlib.sha256).hexdigest()

    def secret_matches(self, given: str) -> bool:
        secret = self._secret()
        return bool(secret) and hmac.compare_digest(given.strip().encode(), secret.encode())

    async def identify(self, handler: web.RequestHandler) -> Identity | None:
        student = None
        key = handler.get_cookie(STUDENT_COOKIE)
        if key and len(key) <= 100:
            student = self.store.student_for_key(key_hash(key))
        token = handler.get_cookie(TEACHER_COOKIE) or ""
        expected = self.teacher_token()
        teacher = bool(expected) and hmac.compare_digest(token.encode(), expected.encode())
        if student is None and not teacher:
            return None
        return Identity(student, teacher)

    def routes(self, base: str) -> list[Route]:
        from .web import JoinHandler, TeacherLoginHandler

        return [
            (base + "join", JoinHandler, {}),
            (base + "teacher/login", TeacherLoginHandler, {}),
        ]

    def refuse_page(self, handler: web.RequestHandler, who: Identity | None) -> None:
        from .web import render_login

        render_login(handler, "")

    def sign_out(self, handler: web.RequestHandler, base: str) -> None:
        handler.clear_cookie(TEACHER_COOKIE, path=base)
        handler.redirect(base + "teacher")

    def new_student_key(self) -> tuple[str, str]:
        """A fresh browser key and its hash (the store keeps only the hash)."""
        key = secrets.token_urlsafe(24)
        return key, key_hash(key)
