"""The class service under JupyterHub: identity from the hub, and the service's process.

The hub starts the service (``c.JupyterHub.services``; ``coteccio_lab.hub.config`` writes
that entry) as ``coteccio-lab class-service`` (``coteccio_lab.dashboard.classhub``) with its
token, its URL and its prefix in the environment (``JUPYTERHUB_API_TOKEN``,
``JUPYTERHUB_SERVICE_URL``, ``JUPYTERHUB_SERVICE_PREFIX``, ...). Who asks is the hub's answer,
never a name typed in:

- a browser carries the service's OAuth cookie (the hub's login, then the OAuth callback
  at ``PREFIX/oauth_callback``); its requests from JavaScript carry the ``X-XSRFToken``
  header JupyterHub's OAuth asks of cookie-authenticated fetches;
- a student's kernel sends ``Authorization: token $JUPYTERHUB_API_TOKEN``.

Either way the hub says who the user is and which scopes the credential holds: the
service takes only hub *users* whose credential holds the service's access scope (a
token from another user's server, a service's token, a token without that scope are
nobody), and the teacher is a member of the hub group ``teachers`` (``--teachers-group``).

With several classes (``--classes a,b``, ``classservice.classes``) each class is served at a
path of its own by a service of its own, and its identity asks two groups instead: the
class's students are the hub group ``class-<id>``, its teachers ``teachers-<id>``; a hub
user in neither is nobody there (a teacher of one class is nobody in another).

The store is chosen with ``--class-db URL`` or ``$COTECCIO_CLASS_DB`` (a SQLAlchemy URL:
``postgresql+psycopg://...`` or ``sqlite:////path/results.sqlite3``).
"""

from __future__ import annotations

import asyncio
import json
import os
import secrets
import signal
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any
from urllib.parse import quote, urlparse

from tornado import web
from tornado.httputil import url_concat

from ..hub.classes import class_base, class_id, students_group
from ..hub.classes import teachers_group as class_teachers
from ..hub.config import TEACHERS_GROUP
from .identity import Identity, Route
from .service import Exercises, Judge, Mistakes
from .store import ClassStore, ClassStoreError

__all__ = ["DEFAULT_GROUP", "HubIdentity", "open_class_store", "origin_policy", "run_service"]

DEFAULT_GROUP = TEACHERS_GROUP


class HubIdentity:
    """Students and the teacher as the hub knows them (OAuth cookie or API token)."""

    local_join = False

    def __init__(self, auth: Any, teachers_group: str = DEFAULT_GROUP,
                 students_group: str | None = None) -> None:
        self.auth = auth
        """``jupyterhub.services.auth.HubOAuth``: one per process (its ``instance()``)."""
        self.teachers_group = teachers_group
        self.students_group = students_group
        """One class of several: only members of this group (and the class's teachers) are
        anyone here; None: every hub user with the service's access scope is a student."""

    async def identify(self, handler: web.RequestHandler) -> Identity | None:
        # sync=False: a credential not in the cache is a request to the hub, awaited (the
        # synchronous form would hold the service's loop, and every request, meanwhile).
        # A request with a token is judged on the token alone, never on a cookie beside it:
        # a token is a credential no other page can send, a cookie is not (pagekeys).
        token = _header_token(handler)
        model: dict[str, Any] | None
        if token is not None:
            model = await self.auth.user_for_token(token, sync=False)
        else:
            model = await self.auth.get_user(handler, sync=False)
        if not model or model.get("kind", "user") != "user":
            return None
        # a credential without the service's access scope is nobody here
        if not self.auth.check_scopes(self.auth.access_scopes, model):
            return None
        groups = model.get("groups") or ()
        teacher = self.teachers_group in groups
        if self.students_group is not None and not teacher and self.students_group not in groups:
            # signed in to the hub, but not of this class: told so, never sent to sign in
            handler.coteccio_hub_user = str(model["name"])  # type: ignore[attr-defined]
            return None
        name = str(model["name"])
        return Identity(student=name, teacher=teacher, holder=None if token else name)

    async def class_members(self) -> list[str]:
        """The hub users of this class, for its list: the members of its students' group
        (one class of several), else every hub user outside the teachers' group. Asked of
        the hub's REST API with the service's own token (the service's role in
        ``coteccio_lab.hub.config``: ``list:users``, ``read:users:groups``, ``read:groups``)."""
        from tornado.httpclient import AsyncHTTPClient, HTTPClientError

        headers = {"Authorization": f"token {self.auth.api_token}"}
        api = self.auth.api_url.rstrip("/")
        client = AsyncHTTPClient()
        try:
            if self.students_group is not None:
                got = await client.fetch(f"{api}/groups/{quote(self.students_group)}",
                                         headers=headers, request_timeout=30)
                return sorted(str(u) for u in json.loads(got.body)["users"])
            got = await client.fetch(f"{api}/users", headers=headers, request_timeout=30)
            return sorted(str(u["name"]) for u in json.loads(got.body)
                          if self.teachers_group not in (u.get("groups") or ()))
        except (HTTPClientError, OSError, ValueError, KeyError, TypeError) as err:
            raise ClassStoreError("class_err_hub_roster", why=str(err)[:200]) from None

    def routes(self, base: str) -> list[Route]:
        from jupyterhub.services.auth import HubOAuthCallbackHandler

        return [(base + "oauth_callback", HubOAuthCallbackHandler, {})]

    def refuse_page(self, handler: web.RequestHandler, who: Identity | None) -> None:
        """Nobody: to the hub's login (OAuth), back here after. A hub user who is not a
        teacher: 403 with one sentence."""
        signed_in = getattr(handler, "coteccio_hub_user", None) is not None
        if who is None and not signed_in and handler.request.method in ("GET", "HEAD"):
            handler.redirect(self.login_url(handler))
            return
        handler.set_status(403)
        handler.set_header("Content-Type", "text/plain; charset=utf-8")
        handler.finish(
            f"403: only the class's teachers (the hub group {self.teachers_group!r}) "
            "may open this page.\n"
        )

    def sign_out(self, handler: web.RequestHandler, base: str) -> None:
        """Out of the service (its OAuth cookie, which it would otherwise trust until its
        cache of the hub's answer expires) and out of the hub (its logout page)."""
        self.auth.clear_cookie(handler)
        handler.redirect(self.logout_url)

    @property
    def logout_url(self) -> str:
        return f"{self.auth.hub_prefix.rstrip('/')}/logout"

    def login_url(self, handler: web.RequestHandler) -> str:
        """The hub's OAuth authorize URL, with the state cookie that brings the browser back
        to this page (as ``HubOAuthenticated.get_login_url`` does)."""
        params: dict[str, str] = {}
        verifier = None
        if self.auth.pkce_enabled:
            verifier, challenge, method = self.auth.generate_pkce_code_challenge()
            params["code_challenge"] = challenge
            params["code_challenge_method"] = method
        params["state"] = self.auth.set_state_cookie(
            handler, next_url=handler.request.uri, code_verifier=verifier
        )
        return str(url_concat(self.auth.login_url, params))


def _header_token(handler: web.RequestHandler) -> str | None:
    """The token of an ``Authorization: token ...`` (or ``Bearer``) header; None without
    one."""
    found = handler.request.headers.get("Authorization", "").split()
    if len(found) == 2 and found[0].lower() in ("token", "bearer"):
        return found[1]
    return None


async def run_service(
    db_url: str, judge: Judge, teachers_group: str = DEFAULT_GROUP, *,
    ip: str | None = None, port: int | None = None, exercises: Exercises | None = None,
    mistakes: Mistakes | None = None, classes: Sequence[str] = (),
    allow_shared_origin: bool = False,
) -> None:
    """Serve until SIGTERM or SIGINT (the hub stops its services with them).

    ``judge`` judges lesson answers (``service.Judge``), ``mistakes`` the mistakes of the
    students' play (``service.Mistakes``): the command that starts the service
    (``coteccio_lab.dashboard.classhub``) gives the lessons' and the review's own.
    ``classes``: several classes (``classservice.classes``), each at its own path with its
    own store; none: the one class at the service's prefix. ``allow_shared_origin``: run
    the class even under a hub without ``subdomain_host`` (:func:`origin_policy`).
    """
    from jupyterhub.services.auth import HubOAuth, HubOAuthCallbackHandler
    from tornado.routing import AnyMatches, PathMatches, Rule, RuleRouter

    from .app import make_app
    from .computerplay import stop_all
    from .serverlimits import LIMITS, CappedServer, log_once_per_minute
    from .service import ClassService
    from .web import MAX_BODY, NotFoundHandler

    where = urlparse(os.environ["JUPYTERHUB_SERVICE_URL"])
    prefix = os.environ.get("JUPYTERHUB_SERVICE_PREFIX", "/services/coteccio-class/")
    # the hub user behind a token is asked of the hub once a minute at most
    auth = HubOAuth.instance(cache_max_age=60)
    # one secret for every class's application: the OAuth state cookie one sets is read
    # by the callback, which is the service's (the hub knows one redirect address)
    secret = secrets.token_bytes(32)
    shared = origin_policy(allow_shared_origin)
    stores: list[ClassStore] = []
    router: RuleRouter | web.Application
    if not classes:
        stores.append(ClassStore.open(url=db_url))
        service = ClassService(stores[0], judge, exercises, mistakes=mistakes)
        router = make_app(prefix, service, HubIdentity(auth, teachers_group),
                          shared_origin=shared, cookie_secret=secret)
    else:
        rules = [Rule(PathMatches(prefix + "oauth_callback"), web.Application(
            [(prefix + "oauth_callback", HubOAuthCallbackHandler)], cookie_secret=secret))]
        for klass in classes:
            stores.append(open_class_store(db_url, klass))
            service = ClassService(stores[-1], judge, exercises, mistakes=mistakes)
            identity = HubIdentity(auth, class_teachers(klass), students_group(klass))
            base = class_base(prefix, klass)
            # each class its own application: its own settings, store, referee and tables;
            # a path of no class (the prefix itself included) is 404
            rules.append(Rule(PathMatches(base + ".*"),
                              make_app(base, service, identity, class_id=klass,
                                       shared_origin=shared, cookie_secret=secret)))
        # a path of no class: the service's 404, never framed either
        rules.append(Rule(AnyMatches(), web.Application(
            [], default_handler_class=NotFoundHandler)))
        router = RuleRouter(rules)
    store = stores[0]
    # The service's own handlers refuse a big body before reading it (web.ClassHandler);
    # the server's cap covers the others (the OAuth callback, static files), which Tornado
    # would otherwise read whole, up to 100 MB, before answering.
    # every connection comes from the hub's proxy: no cap per address here (the proxy's
    # own clients are capped by it, not by the address the service sees)
    server = CappedServer(router, xheaders=True, per_client=1_000_000,
                          idle_connection_timeout=LIMITS["idle_connection_timeout"],
                          body_timeout=LIMITS["body_timeout"], max_body_size=MAX_BODY)
    log_once_per_minute()
    server.listen(port or where.port or 80, ip or where.hostname or "127.0.0.1")
    # Explicit handlers: started by a hub that runs from a script, the default SIGINT
    # handling is off, and the hub would wait 30 s before killing the service.
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    print(f"class service at {where.geturl()}{prefix.lstrip('/')} (store {store.engine.url!r}"
          + (f", classes {', '.join(classes)})" if classes else ")"), flush=True)
    try:
        await stop.wait()
    finally:
        server.stop()
        stop_all()  # the computer players stop after the move they are deciding
        for each in stores:
            each.close()


SHARED_ORIGIN_LOG = (
    "class service: this hub has no subdomain_host, so every user's server is served on the "
    "service's own origin, where a page a student serves can act as a signed-in teacher "
    "(JupyterHub's security model: https://jupyterhub.readthedocs.io/en/stable/explanation/"
    "websecurity.html). {what}")


def own_origin(env: Mapping[str, str]) -> bool:
    """The hub gives the service an origin of its own (``subdomain_host``): the service's
    public address (``JUPYTERHUB_PUBLIC_URL``) is on another host than the hub's
    (``JUPYTERHUB_HOST``, empty on a hub with neither ``subdomain_host`` nor ``public_url``).

    >>> own_origin({"JUPYTERHUB_HOST": "https://hub.example.org", "JUPYTERHUB_PUBLIC_URL":
    ...     "https://coteccio-class--service.hub.example.org/services/coteccio-class/"})
    True
    >>> own_origin({"JUPYTERHUB_HOST": "https://hub.example.org", "JUPYTERHUB_PUBLIC_URL":
    ...     "https://hub.example.org/services/coteccio-class/"})
    False
    >>> own_origin({})
    False
    """
    public = urlparse(env.get("JUPYTERHUB_PUBLIC_URL", "")).netloc
    return bool(public) and public != urlparse(env.get("JUPYTERHUB_HOST", "")).netloc


def origin_policy(allowed: bool) -> str:
    """``""`` when the hub gives the service an origin of its own (:func:`own_origin`);
    else ``"accepted"`` (the admin chose to run the class there anyway) or ``"refused"``.
    Says which in the log."""
    if own_origin(os.environ):
        return ""
    what = ("It runs the class because it was started with --allow-shared-origin; its teachers' "
            "pages say so." if allowed else
            "The class is OFF: every page answers why. Set c.JupyterHub.subdomain_host (see "
            "docs/hub.md), or accept the risk with allow_shared_origin=True in "
            "configure_class_service.")
    print(SHARED_ORIGIN_LOG.format(what=what), flush=True)
    return "accepted" if allowed else "refused"


def open_class_store(db_url: str, klass: str) -> ClassStore:
    """The class's own store in the hub's class database ``db_url``: its schema on a
    database server, its file beside a SQLite file."""
    import sqlalchemy as sa  # here: without the extras, the message names tornado first

    klass = class_id(klass)
    try:
        url = sa.engine.make_url(db_url)
    except sa.exc.ArgumentError as err:
        raise ClassStoreError.verbatim(f"cannot use the class database: {err}") from None
    if url.get_backend_name() != "sqlite":
        return ClassStore.open(url=db_url, schema="coteccio_" + klass.replace("-", "_"))
    if not url.database or url.database == ":memory:":
        raise ClassStoreError.verbatim("several classes need a SQLite file, not memory")
    path = Path(url.database)
    own = path.with_name(f"{path.stem}-{klass}{path.suffix}")
    return ClassStore.open(url=url.set(database=str(own)).render_as_string(hide_password=False))
