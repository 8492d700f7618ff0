"""Who is asking: the identity interface the class service asks.

The service asks an :class:`IdentityProvider` who sent a request; it never takes a
name from a request body. Two implementations, each with its own handlers:

- ``LocalIdentity`` (``local.py``), for the launcher on one machine: students join with a
  name (a key per browser), the teacher signs in with the class's secret;
- ``HubIdentity`` (``hub.py``): the hub user, from the hub's OAuth cookie
  or a kernel's ``Authorization: token``; the teacher is a member of a hub group.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from tornado import web

__all__ = ["Identity", "IdentityProvider", "Route"]

Route = tuple[str, type[web.RequestHandler], dict[str, Any]]


@dataclass(frozen=True)
class Identity:
    """Who sent a request: a student of the class, the teacher, or both (one browser)."""

    student: str | None
    teacher: bool = False
    holder: str | None = None
    """Whose browser credential this is (the teacher's sign-in, the hub user): the teacher's
    page keys (``pagekeys``) are made for it. None for a credential no page can send (a
    kernel's token in ``Authorization``): such a request needs no page key."""
    waiting: bool = False
    """The student's name is not on the teacher's class list and waits for the teacher to
    admit it: such a student is asked to wait by every student's route (no class game, no
    table, nothing stored)."""


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
