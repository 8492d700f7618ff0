"""The hub admin's configuration of the class service: one call in ``jupyterhub_config.py``.

    from coteccio_lab.hub.config import configure_class_service
    configure_class_service(c, class_db="postgresql+psycopg://coteccio@db.example/coteccio",
                            teachers=["rossi"])

does what ``docs/hub.md`` describes, and the test hub (``tests/harness/testhub.py``) loads
the very same call, so the documented configuration is the tested one:

- registers the service ``coteccio-class`` (``c.JupyterHub.services``): the hub starts it
  with ``python -m coteccio_lab class-service``, gives it its token and its URL, and it is
  reached at ``/services/coteccio-class/``; ``oauth_no_confirm`` because a student's
  first visit would otherwise stop on the hub's *Authorize access* page;
- gives every hub user the service's access scope (the default ``user`` role does not
  reach services: it is redefined as ``self`` plus that scope), and the group ``teachers``
  a role with it too. Who is a teacher is the group: the service reads the hub user's
  groups, so the teacher's page answers 403 to everyone else;
- lets the students' kernels call the service with their own ``JUPYTERHUB_API_TOKEN``
  (``c.Spawner.server_token_scopes``; the hub narrows it to what the user holds) and tells
  them where it is (``COTECCIO_CLASS_URL`` for the browser, ``COTECCIO_CLASS_API`` for the
  kernel);
- passes the database URL in the service's environment (``COTECCIO_CLASS_DB``), not on its
  command line, so that a password in the URL does not show in ``ps``;
- with ``c.JupyterHub.subdomain_host`` set (the set-up docs/hub.md gives for a class), the
  service has an origin of its own, ``coteccio-class--service.<host>`` (JupyterHub's
  default ``subdomain_hook``), as each user's server has: a student's page can then
  neither read the teacher's page nor act with the teacher's cookies. Set
  ``subdomain_host`` *before* this call: the students' pages link to that address.
- with ``classes`` (several classes under the one service, ``classservice.classes``): for
  each class id, the hub groups ``class-<id>`` (its students) and ``teachers-<id>`` (its
  teachers) with the members given (more may be added on the hub's admin page), the
  service started with ``--classes``, and each member's server told its own class's
  address (``c.Spawner.group_overrides``): a student of no class has no class address.

>>> from traitlets.config import Config
>>> c = Config()
>>> configure_class_service(c, class_db="sqlite:////srv/class/results.sqlite3", teachers=["t"])
>>> c.JupyterHub.services.get_value([])[0]["url"]
'http://127.0.0.1:10101'
>>> c.JupyterHub.load_groups.get_value({})
{'teachers': {'users': ['t']}}
>>> c.Spawner.environment.get_value({})["COTECCIO_CLASS_URL"]
'/services/coteccio-class/'

(Unset, traitlets keeps each setting as a lazy value that JupyterHub merges with its own
and with what other config files set; hence ``get_value`` here.)
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping
from typing import Any
from urllib.parse import urlsplit

from .classes import class_ids, students_group
from .classes import teachers_group as teachers_group_of

__all__ = [
    "ACCESS_SCOPE",
    "DB_ENV",
    "SERVICE_NAME",
    "TEACHERS_GROUP",
    "configure_class_service",
    "service_prefix",
    "service_public_url",
]

SERVICE_NAME = "coteccio-class"
ACCESS_SCOPE = f"access:services!service={SERVICE_NAME}"
TEACHERS_GROUP = "teachers"
DB_ENV = "COTECCIO_CLASS_DB"
"""The environment variable that names the class database (a SQLAlchemy URL)."""


def service_prefix(base_url: str = "/") -> str:
    """The service's path under the hub: ``/services/coteccio-class/``."""
    return f"{base_url.rstrip('/')}/services/{SERVICE_NAME}/"


def service_public_url(base_url: str = "/", subdomain_host: str = "") -> str:
    """The service as a browser reaches it: its path on the hub's origin, or with
    ``subdomain_host`` its own origin (JupyterHub's default, idna ``subdomain_hook``).

    >>> service_public_url("/", "https://hub.example.org")
    'https://coteccio-class--service.hub.example.org/services/coteccio-class/'
    """
    prefix = service_prefix(base_url)
    if not subdomain_host:
        return prefix
    where = urlsplit(subdomain_host if "://" in subdomain_host else f"https://{subdomain_host}")
    return f"{where.scheme}://{SERVICE_NAME}--service.{where.netloc}{prefix}"


def configure_class_service(
    c: Any,
    *,
    class_db: str,
    teachers: Iterable[str] = (),
    teachers_group: str = TEACHERS_GROUP,
    ip: str = "127.0.0.1",
    port: int = 10101,
    url: str | None = None,
    kernel_api_url: str | None = None,
    python: str = sys.executable,
    classes: Mapping[str, Mapping[str, Iterable[str]]] | None = None,
    allow_shared_origin: bool = False,
) -> None:
    """Register the class service and the roles, groups and kernel settings it needs.

    ``class_db``: the store's SQLAlchemy URL (``postgresql+psycopg://user:pw@host/db`` or
    ``sqlite:////path/results.sqlite3``). ``teachers``: hub users put in ``teachers_group``
    (members may also be managed on the hub's admin page). ``ip``/``port``: where the
    service listens. ``url``: where the proxy reaches it (default ``http://ip:port``; on
    Kubernetes the hub's in-cluster name, e.g. ``http://hub:10101``, with ``ip="0.0.0.0"``).
    ``kernel_api_url``: the service as the students' kernels reach it (default ``url`` and
    the service's prefix: right when kernels can reach that address).
    ``python``: the Python that has the kit (default: the hub's own).
    ``classes``: several classes, ``{id: {"teachers": [...], "students": [...]}}``; then
    ``teachers``/``teachers_group`` are not used. ``allow_shared_origin``: run the class
    even without ``c.JupyterHub.subdomain_host`` (then a page a student's server serves can
    act as a signed-in teacher: docs/hub.md); without it the service refuses to run the
    class on such a hub.
    """
    # dict.get: c.JupyterHub.base_url would answer a lazy value when it is not set
    base_url = c.JupyterHub.get("base_url") or "/"
    prefix = service_prefix(base_url)
    public = service_public_url(base_url, c.JupyterHub.get("subdomain_host") or "")
    url = url or f"http://{ip}:{port}"
    ids = class_ids(classes) if classes else []
    command = [python, "-m", "coteccio_lab", "class-service", f"--ip={ip}", f"--port={port}",
               f"--teachers-group={teachers_group}"]
    if ids:
        command.append(f"--classes={','.join(ids)}")
    if allow_shared_origin:
        command.append("--allow-shared-origin")
    c.JupyterHub.services.append(
        {
            "name": SERVICE_NAME,
            "url": url,
            "command": command,
            "environment": {DB_ENV: class_db},
            "oauth_no_confirm": True,
        }
    )
    c.JupyterHub.load_roles.append({"name": "user", "scopes": ["self", ACCESS_SCOPE]})
    # the teacher's page imports the class list from the hub: the users' names and groups
    c.JupyterHub.load_roles.append({"name": "coteccio-class-service", "services": [SERVICE_NAME],
                                    "scopes": ["list:users", "read:users:groups",
                                               "read:groups"]})
    c.Spawner.server_token_scopes = [
        "users:activity!user",
        "access:servers!server",
        ACCESS_SCOPE,
    ]
    api = kernel_api_url or f"{url}{prefix}"
    if not ids:
        c.JupyterHub.load_roles.append(
            {"name": "coteccio-teachers", "groups": [teachers_group], "scopes": [ACCESS_SCOPE]}
        )
        c.JupyterHub.load_groups.update({teachers_group: {"users": sorted(set(teachers))}})
        c.Spawner.environment.update({"COTECCIO_CLASS_URL": public, "COTECCIO_CLASS_API": api})
        return
    assert classes is not None
    overrides = {}
    for klass in ids:
        members = classes[klass]
        groups = [students_group(klass), teachers_group_of(klass)]
        c.JupyterHub.load_groups.update({
            groups[0]: {"users": sorted(set(members.get("students", ())))},
            groups[1]: {"users": sorted(set(members.get("teachers", ())))},
        })
        # a member's server is told its class's address (a user in two classes gets the
        # one whose id sorts last: JupyterHub applies the overrides in key order)
        overrides[f"coteccio-class-{klass}"] = {
            "groups": groups,
            "spawner_override": {"environment": {
                "COTECCIO_CLASS_URL": f"{public}classes/{klass}/",
                "COTECCIO_CLASS_API": f"{api}classes/{klass}/",
            }},
        }
    c.Spawner.group_overrides = overrides
