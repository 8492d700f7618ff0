"""``coteccio-lab class-service``: the class service as a JupyterHub-managed service.

The hub's twin of the one-machine launcher (``launcher``): it puts together the service
(``coteccio_lab.classservice``: the store, the referee, identity from the hub in
``classservice.hub``) and the lessons' own judge of an exercise's answer
(``curriculum.answers.judge``), which the service, a layer below the lessons, is given
rather than importing. The hub starts the command with its environment; see
``docs/hub.md``.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys

from ..hub.classes import ClassIdError, class_ids
from ..hub.config import DB_ENV, TEACHERS_GROUP

__all__ = ["add_arguments", "run"]


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.description = (
        "Serve the class (results, progress, the teacher's page) as a JupyterHub-managed "
        "service. The hub starts it with its environment (JUPYTERHUB_SERVICE_URL, "
        "JUPYTERHUB_SERVICE_PREFIX, JUPYTERHUB_API_TOKEN); see docs/hub.md."
    )
    p.add_argument(
        "--class-db",
        default=None,
        help=f"the class database, a SQLAlchemy URL (default ${DB_ENV})",
    )
    p.add_argument("--ip", default=None,
                   help="address to listen on (default: the host of $JUPYTERHUB_SERVICE_URL)")
    p.add_argument("--port", type=int, default=None,
                   help="port (default: the port of $JUPYTERHUB_SERVICE_URL)")
    p.add_argument(
        "--teachers-group",
        default=TEACHERS_GROUP,
        help=f"the hub group whose members are the class's teachers (default {TEACHERS_GROUP})",
    )
    p.add_argument(
        "--classes",
        default="",
        help="several classes, their ids separated by commas (e.g. 3a,3b): each is served at "
             "<prefix>classes/<id>/ with its own results, its students the hub group "
             "class-<id> and its teachers teachers-<id> (--teachers-group is then unused); "
             "default: one class",
    )
    p.add_argument(
        "--allow-shared-origin",
        action="store_true",
        help="run the class even where the hub gives every user's server the service's own "
             "origin (no c.JupyterHub.subdomain_host): a page served by a student's server "
             "can then act as a signed-in teacher (docs/hub.md); without this flag the "
             "service refuses to run the class there",
    )


def run(args: argparse.Namespace) -> int:
    db = args.class_db or os.environ.get(DB_ENV, "")
    if not db:
        print(f"coteccio-lab class-service: give --class-db URL or set ${DB_ENV}", file=sys.stderr)
        return 2
    missing = [v for v in ("JUPYTERHUB_SERVICE_URL", "JUPYTERHUB_API_TOKEN") if v not in os.environ]
    if missing:
        print(
            f"coteccio-lab class-service: {', '.join(missing)} not set: the hub starts this "
            "command (c.JupyterHub.services), see docs/hub.md",
            file=sys.stderr,
        )
        return 2
    try:
        classes = class_ids(c.strip() for c in args.classes.split(",")) if args.classes else []
    except ClassIdError as err:
        print(f"coteccio-lab class-service: --classes: {err}", file=sys.stderr)
        return 2
    # The service's code (Tornado, SQLAlchemy, JupyterHub's OAuth) is imported only now, so
    # that `class-service --help` works without the [server,hub] extras.
    from ..classservice.hub import run_service
    from ..classservice.store import ClassStoreError
    from ..curriculum.answers import exercise_list, judge
    from ..review.practice import ClassMistakes

    try:
        asyncio.run(run_service(db, judge, args.teachers_group, ip=args.ip, port=args.port,
                                exercises=exercise_list, mistakes=ClassMistakes(),
                                classes=classes, allow_shared_origin=args.allow_shared_origin))
    except (ClassStoreError, OSError) as err:
        print(f"coteccio-lab class-service: {err}", file=sys.stderr)
        return 1
    return 0

