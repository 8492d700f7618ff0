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

from ..classservice.hub import DEFAULT_GROUP, run_service
from ..cli import register_command
from ..hub.config import DB_ENV

__all__ = ["add_class_service_command"]


def add_class_service_command(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser(
        "class-service",
        help="the class service as a JupyterHub service (started by the hub)",
        description=(
            "Serve the class (results, progress, the teacher's page) as a JupyterHub-managed "
            "service. The hub starts it with its environment (JUPYTERHUB_SERVICE_URL, "
            "JUPYTERHUB_SERVICE_PREFIX, JUPYTERHUB_API_TOKEN); see docs/hub.md."
        ),
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
        default=DEFAULT_GROUP,
        help=f"the hub group whose members are the class's teachers (default {DEFAULT_GROUP})",
    )
    p.set_defaults(func=_main)


def _main(args: argparse.Namespace) -> int:
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
    from ..classservice.store import ClassStoreError
    from ..curriculum.answers import exercise_list, judge

    try:
        asyncio.run(run_service(db, judge, args.teachers_group, ip=args.ip, port=args.port,
                                exercises=exercise_list))
    except (ClassStoreError, OSError) as err:
        print(f"coteccio-lab class-service: {err}", file=sys.stderr)
        return 1
    return 0


register_command(add_class_service_command)
