"""The ``dashboard`` subcommand of ``coteccio-lab``.

``coteccio-lab dashboard [--port N] [--class-dir DIR]`` serves the lessons with Voilà
and opens the dashboard in the browser; with ``--class-dir`` the same server runs the
class service (``/class/``): students join, their verified results and lesson progress
go to that folder, and the teacher's page shows them. Voilà is imported only when the
command runs, so ``coteccio-lab replay`` stays quick.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..cards import LANGUAGES
from .kernelcaps import KERNELS_PER_CLIENT, KERNELS_TOTAL
from .launcher import CLASS_POOL, CLASS_SPARE, DASHBOARD, DEFAULT_PORT, SOLO_POOL

__all__ = ["add_arguments", "run"]


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.description = (
        "Serve the lessons with Voilà and open the dashboard. With --class-dir, the same "
        "server runs the class: students join at /class/join, their verified results and "
        "lesson progress go to that folder, and the teacher's page (/class/teacher, behind "
        "the teacher's secret) shows them."
    )
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (default {DEFAULT_PORT})")
    p.add_argument(
        "--ip",
        default="127.0.0.1",
        help="address to listen on (default 127.0.0.1; 0.0.0.0 lets a class's machines in)",
    )
    p.add_argument(
        "--class-dir",
        type=Path,
        default=None,
        help="class folder: the class's database and the teacher's secret (only the launcher "
        "reads it; no page takes a folder)",
    )
    p.add_argument(
        "--rotate-teacher-secret",
        action="store_true",
        help="make a new teacher's secret for the class folder (signs every teacher out)",
    )
    p.add_argument(
        "--lang",
        choices=LANGUAGES,
        default=None,
        help="the language of the class's pages (join, the teacher's page) unless a reader "
        "chooses another on the page; default: each browser's own",
    )
    p.add_argument(
        "--pool-size",
        type=int,
        default=None,
        help=(
            f"preheated dashboard kernels (default {CLASS_POOL} with --class-dir, "
            f"else {SOLO_POOL}; 0 turns preheating off)"
        ),
    )
    p.add_argument(
        "--spare",
        type=int,
        default=None,
        help=(
            f"warm kernels kept ready once the first pool is taken (default {CLASS_SPARE} "
            "with --class-dir, else the whole pool)"
        ),
    )
    p.add_argument(
        "--cull-idle",
        type=int,
        default=None,
        metavar="SECONDS",
        help="shut down kernels idle this long with no page open (default: voila.json, 900)",
    )
    p.add_argument(
        "--kernels-per-client",
        type=int,
        default=KERNELS_PER_CLIENT,
        metavar="N",
        help="pages (each with its kernel) one computer of the network may hold open at once; "
             f"this machine has no such cap (default {KERNELS_PER_CLIENT})",
    )
    p.add_argument(
        "--max-kernels",
        type=int,
        default=KERNELS_TOTAL,
        metavar="N",
        help=f"pages (each with its kernel) all visitors may hold open at once (default "
             f"{KERNELS_TOTAL}; a kernel takes 50-70 MB)",
    )
    p.add_argument(
        "--notebook-dir",
        type=Path,
        default=None,
        help="serve this folder instead of the repo's lessons/ (it must hold the page opened)",
    )
    p.add_argument(
        "--page",
        default=DASHBOARD,
        help=f"notebook the browser opens (default {DASHBOARD})",
    )
    p.add_argument("--no-browser", action="store_true", help="do not open a browser")
    p.add_argument(
        "voila_args",
        nargs=argparse.REMAINDER,
        help="after --, more arguments for Voilà (e.g. -- --Voila.base_url=/class/)",
    )


def run(args: argparse.Namespace) -> int:
    import importlib.util

    if importlib.util.find_spec("voila") is None:
        # Voilà is in the [server] extra, so that the kit's core installs in the browser
        print(
            "coteccio-lab dashboard: Voilà is not installed here; "
            "pip install 'coteccio-lab[server]' (or run `make dashboard`)",
            file=sys.stderr,
        )
        return 2
    from .launcher import LauncherError, LaunchOptions, serve

    extra = list(args.voila_args or [])
    if extra and extra[0] == "--":
        extra = extra[1:]
    port, open_browser, extra = _own_options(extra, args.port, not args.no_browser)
    options = LaunchOptions(
        notebook_dir=args.notebook_dir,
        port=port,
        ip=args.ip,
        class_dir=args.class_dir,
        rotate_teacher_secret=args.rotate_teacher_secret,
        lang=args.lang,
        pool_size=args.pool_size,
        spare=args.spare,
        cull_idle_timeout=args.cull_idle,
        kernels_per_client=max(1, args.kernels_per_client),
        max_kernels=max(1, args.max_kernels),
        open_browser=open_browser,
        page=args.page,
        extra_args=tuple(extra),
    )
    try:
        return serve(options)
    except LauncherError as err:
        print(f"coteccio-lab dashboard: {err}", file=sys.stderr)
        return 2


def _own_options(
    extra: list[str], port: int, open_browser: bool
) -> tuple[int, bool, list[str]]:
    """Take ``--port`` and ``--no-browser`` meant for Voilà as the launcher's own.

    >>> _own_options(["--port=8867", "--no-browser", "--debug"], 8866, True)
    (8867, False, ['--debug'])
    >>> _own_options(["--Voila.port", "9000"], 8866, True)
    (9000, True, [])
    """
    rest: list[str] = []
    items = iter(extra)
    for arg in items:
        name, eq, value = arg.partition("=")
        if name in ("--port", "--Voila.port"):
            text = value if eq else next(items, "")
            try:
                port = int(text)
            except ValueError:
                raise SystemExit(
                    f"coteccio-lab dashboard: {name} needs a number, not {text!r}"
                ) from None
        elif arg == "--no-browser":
            open_browser = False
        else:
            rest.append(arg)
    return port, open_browser, rest

