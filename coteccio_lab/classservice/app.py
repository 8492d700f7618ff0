"""The class service as one set of routes: the API and the teacher's page (``web``), the
identity's own (join, sign-in), the tables' API (``tableweb``) and the tables' pages
(``tablepages``).

The launcher mounts :func:`routes` in Voilà's Tornado app on one machine; :func:`make_app`
is the service alone (the hub service, the tests).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tornado import web as tornado_web

from .identity import IdentityProvider, Route
from .service import ClassService
from .tablepages import page_routes
from .tableweb import table_routes
from .teacherseating import seating_routes
from .web import ClassOffHandler, NotFoundHandler, not_found_route, settings
from .web import routes as api_routes

__all__ = ["make_app", "routes"]


def routes(base: str, service: ClassService, identity: IdentityProvider) -> list[Route]:
    """Every route of the service under ``base`` (ends with '/'). The application's
    settings must hold ``coteccio_class`` (``web.settings``)."""
    if not base.endswith("/"):
        base += "/"
    # (the pages' routes before the API's: static/boardview.js is served from render/)
    return [*table_routes(base), *seating_routes(base), *page_routes(base),
            *api_routes(base, service, identity), not_found_route(base)]


def make_app(
    base: str, service: ClassService, identity: IdentityProvider, lang: str | None = None,
    class_id: str | None = None, shared_origin: str = "", **extra: Any,
) -> tornado_web.Application:
    """A Tornado application that is only the class service (hub service, tests);
    ``class_id``: one class of several under a hub (``classservice.hub``);
    ``shared_origin``: under a hub without ``subdomain_host``, ``"accepted"`` by the admin
    (the class runs, its teacher's page says what is not protected) or ``"refused"`` (every
    path answers why the class is off)."""
    if not base.endswith("/"):
        base += "/"
    app_settings: Mapping[str, Any] = {
        **settings(base, service, identity, lang, class_id=class_id,
                   shared_origin=bool(shared_origin)),
        "cookie_secret": extra.pop("cookie_secret", None),
        "default_handler_class": NotFoundHandler, **extra}
    served = (routes(base, service, identity) if shared_origin != "refused"
              else [(base + ".*", ClassOffHandler, {})])
    return tornado_web.Application(served, **app_settings)
