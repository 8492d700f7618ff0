"""The dashboard launcher: Voilà in this process, set up for a class.

``coteccio-lab dashboard`` (and ``make dashboard``) call :func:`serve`. What it
adds to a stock ``voila lessons/``:

- **TCP_NODELAY on every websocket.** Neither jupyter_server nor Voilà sets it,
  so each widget message waits for the browser's delayed ACK (Nagle): a 48 ms
  floor on every click, measured on these machines, against 6 ms with it set.
  ``serverpatches.install_nodelay`` wraps tornado's ``WebSocketProtocol13.start_pinging``,
  which runs on every accepted websocket right after its stream is detached.
- **Nothing from outside the server.** The stock ``lab`` template links Font
  Awesome on a CDN; the ``coteccio`` template shipped in this package (under
  ``jupyter/voila/templates``) is ``lab`` without those two links (Voilà's own
  bundle already carries Font Awesome 5), and its ``page.html`` is the frame of the
  tree and error pages without the stock one's Font Awesome 4.5 link.
- **A page whose kernel lost its widgets opens again.** A kernel that restarts after
  writing a page and before the page connects holds none of the page's widgets, and every
  one reads "model not found"; the template's ``static/lostwidgets.js`` then loads the page
  once more (a new kernel runs the notebook), at most once a minute.
- **Settings that do not depend on the folder it starts in.** Voilà 0.5 reads
  ``voila.json`` only from its working directory; the launcher reads the
  repo's ``voila.json`` itself, adds its own settings, writes the result to a
  private config folder and points ``Voila.config_file_paths`` there.
- **A closed page frees its kernel.** Voilà's pages post their own shutdown when they
  close, with an XSRF token read from a cookie that Voilà never sets: the launcher sets it
  (``serverpatches.install_xsrf_cookie``), so a reload does not leave a kernel behind.
- **Kernels sized for a class.** The dashboard gets a pool of preheated
  kernels (the whole class by default in class mode; the other notebooks
  none), and once that pool is taken only a few are kept warm (``--spare``)
  instead of Voilà starting one more for every one taken; idle kernels are
  culled (``voila.json``); kernels do not echo widget updates back to the
  page that sent them (``JUPYTER_WIDGETS_ECHO=0``). A class's kernels start and run
  the dashboard all at once: they talk to the server over Unix sockets, which cannot
  collide as TCP ports did (``KERNEL_TRANSPORT``), Voilà waits longer for them
  (``KERNEL_STARTUP_TIMEOUT``, ``IOPUB_TIMEOUT``), and the log says when each preheated
  page is rendered (``kernelpool.report_preheats``).
- **The class folder is never served.** Voilà serves the notebook folder's files
  (``/voila/files/``, ``.json`` among them), so a class folder inside it would hand
  every student the results database and the teacher's secret: the launcher
  refuses such a class folder (:func:`check_class_dir`), and refuses any file whose
  real path lies in the class folder, should a symbolic link in the notebook folder
  point there (``serverpatches.install_private_folder``: Tornado 6.5.9 and later refuse links
  out of the served folder, older ones follow them, and ``allowed_symlink_directory``
  lets them through again; this holds in every case).
- **The class service.** With ``--class-dir`` the launcher opens the class's store
  in that folder, makes the teacher's secret (``teacher-secret``, mode 0600; printed
  once with the teacher's address; ``--rotate-teacher-secret`` makes a new one) and
  mounts the class service (``coteccio_lab.classservice``) in Voilà's own Tornado app
  at ``/class/``: the join page, the API, the teacher's page. Kernels learn only that
  base path (``COTECCIO_CLASS_URL``), never the folder: students' pages report through
  the service, which verifies every result.
- **Ctrl-C stops it wherever it was started.** Voilà handles SIGTERM itself but leaves
  SIGINT to Python, which turns it into ``KeyboardInterrupt`` only when the process did not
  inherit SIGINT ignored; a launcher started in the background by a script (a shell
  without job control, ``nohup``, a CI job, a test run started so) inherits it ignored and
  never stopped on Ctrl-C. The launcher stops its loop on either signal itself
  (:func:`stop_on_signals`).
"""

from __future__ import annotations

import gc
import json
import os
import shutil
import signal
import socket
import sys
import tempfile
import threading
import webbrowser
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..classservice.address import public_host
from .kernelcaps import KERNELS_PER_CLIENT, KERNELS_TOTAL, KernelCaps, install_kernel_caps
from .kernelpool import cap_refills, report_preheats
from .serverpatches import (
    install_clean_errors,
    install_nodelay,
    install_private_folder,
    install_xsrf_cookie,
)

__all__ = [
    "CLASS_BASE",
    "DASHBOARD",
    "IOPUB_TIMEOUT",
    "KERNEL_STARTUP_TIMEOUT",
    "KERNEL_TRANSPORT",
    "TEMPLATE",
    "WEBSOCKET_MAX_BYTES",
    "LaunchOptions",
    "LauncherError",
    "build_argv",
    "build_config",
    "check_class_dir",
    "default_notebook_dir",
    "repo_root",
    "serve",
    "stop_on_signals",
    "template_root",
]

DASHBOARD = "dashboard.ipynb"
TEMPLATE = "coteccio"
CLASS_BASE = "class/"
"""Where the class service is mounted, under Voilà's base URL."""

DEFAULT_PORT = 8866
CLASS_POOL = 30
"""Preheated dashboard kernels in class mode: one per student of a class of 30."""
SOLO_POOL = 2
"""Preheated dashboard kernels for one person: the page and one reload."""
CLASS_SPARE = 4
"""Warm kernels kept ready in class mode once the class has taken the first pool."""

KERNEL_STARTUP_TIMEOUT = 300
"""Seconds a page's kernel may take to start and answer its first request (Voilà: 60):
a class's 30 preheated kernels start at once."""
KERNEL_TRANSPORT = "ipc"
"""Kernels talk to the server over Unix sockets in the server's private connection folder,
not TCP ports. Over TCP, each kernel's five ports are chosen free by the server and bound
later by the kernel: with a class's 30 kernels starting at once (and other programs on the
machine) a port was taken in between, the kernel died with "Address already in use", and
the page rendered from it came without a kernel. Sockets cannot collide so, and no other
user of the machine can connect to them."""
IOPUB_TIMEOUT = 60
"""Seconds Voilà waits, once a cell has run, for the rest of its output. nbclient's default
(4 s) drops what comes later: on a loaded machine, with a class's 30 kernels running the
dashboard at once, the dashboard's own display came later than that, so a page was served
without its dashboard (nothing to click) while its kernel held the widgets. A lost output
is logged by Voilà as "Timeout waiting for IOPub output"."""

WEBSOCKET_MAX_BYTES = 8 * 1024 * 1024
"""The biggest message a page may send to its kernel (Tornado closes the websocket on a
bigger one). Set here rather than left at Tornado's default so it stays above what the
dashboard's Load button sends: at most ``jsonfile.MAX_BYTES`` as a binary buffer (the
button checks the size in the page first, see ``upload.js``)."""

# Settings the launcher uses when the repo's voila.json cannot be found (an installed kit).
_FALLBACK_CONFIG: dict[str, Any] = {
    "VoilaConfiguration": {
        "template": "lab",
        "theme": "light",
        "strip_sources": True,
        "show_tracebacks": False,
        "file_allowlist": [r".*\.(png|jpg|jpeg|gif|svg|css|json|md)"],
    },
    "VoilaExecutor": {"timeout": 120},
    "MappingKernelManager": {"cull_idle_timeout": 900, "cull_interval": 60},
    "TagRemovePreprocessor": {"remove_cell_tags": ["cot-lab-only"]},
    "TemplateExporter": {
        "filters": {"coteccio_loading": "coteccio_lab.dashboard.loading.loading_text"},
    },
}


class LauncherError(RuntimeError):
    """The dashboard cannot start: a missing folder, a bad option."""


@dataclass
class LaunchOptions:
    """Everything :func:`serve` needs; the CLI fills it from its arguments."""

    notebook_dir: Path | None = None
    """The folder Voilà serves; default: the repo's ``lessons/``."""
    port: int = DEFAULT_PORT
    ip: str = "127.0.0.1"
    class_dir: Path | None = None
    rotate_teacher_secret: bool = False
    pool_size: int | None = None
    """Preheated dashboard kernels; default: ``CLASS_POOL`` with a class folder, else ``SOLO_POOL``.
    """
    spare: int | None = None
    """Warm kernels kept ready once the first pool is used up; default ``CLASS_SPARE`` with a
    class folder, else the whole pool (Voilà's own behaviour)."""
    preheat: Sequence[str] = (DASHBOARD,)
    """The notebooks that get preheated kernels (names inside ``notebook_dir``)."""
    fill_delay: float = 2.0
    """Seconds before the pool refills after a kernel is taken (Voilà's default: 1)."""
    cull_idle_timeout: int | None = None
    """Seconds of idleness before an unconnected kernel is shut down (default: voila.json)."""
    open_browser: bool = True
    page: str = DASHBOARD
    """The notebook the browser opens (and the URL printed)."""
    port_retries: int = 0
    extra_args: Sequence[str] = field(default_factory=tuple)
    """More Voilà arguments, appended last (they win)."""
    config_path: Path | None = None
    """A voila.json to start from; default: the repo's, else built-in settings."""
    lang: str | None = None
    """The class pages' language (``en``, ``it``, ``pt``) unless a reader chooses another;
    default: each browser's own (``classservice.language``)."""
    kernels_per_client: int = KERNELS_PER_CLIENT
    """Kernels one visitor's address may hold at once (``kernelcaps``)."""
    max_kernels: int = KERNELS_TOTAL
    """Kernels all visitors together may hold at once."""

    def effective_pool(self) -> int:
        if self.pool_size is not None:
            return max(0, self.pool_size)
        return CLASS_POOL if self.class_dir is not None else SOLO_POOL

    def effective_spare(self) -> int:
        pool = self.effective_pool()
        if self.spare is not None:
            return max(0, min(self.spare, pool))
        return min(CLASS_SPARE, pool) if self.class_dir is not None else pool


# ---- where things are ------------------------------------------------------------------


def repo_root() -> Path | None:
    """The source checkout this package runs from (it holds voila.json), else None."""
    root = Path(__file__).resolve().parents[2]
    return root if (root / "voila.json").is_file() and (root / "lessons").is_dir() else None


def default_notebook_dir() -> Path:
    root = repo_root()
    if root is None:
        raise LauncherError(
            "cannot find the lessons folder (this is not a source checkout of Coteccio Lab): "
            "pass --notebook-dir with the folder that holds dashboard.ipynb"
        )
    return root / "lessons"


def template_root() -> Path:
    """The Jupyter data folder shipped in this package (it holds the ``coteccio`` template)."""
    return Path(__file__).resolve().parent / "jupyter"


def check_class_dir(class_dir: Path, notebook_dir: Path) -> None:
    """Refuse a class folder that the notebook folder holds: its files would be served.

    >>> check_class_dir(Path("/srv/lessons/class"), Path("/srv/lessons"))
    Traceback (most recent call last):
    ...
    coteccio_lab.dashboard.launcher.LauncherError: the class folder /srv/lessons/class is ...
    """
    klass, served = class_dir.resolve(), notebook_dir.resolve()
    if klass == served or served in klass.parents:
        raise LauncherError(
            f"the class folder {klass} is inside the served folder {served}, where any "
            "student could download its files (the results, the teacher's secret): "
            f"choose a class folder outside {served}"
        )



# ---- configuration -------------------------------------------------------------------------


def _merge(base: dict[str, Any], extra: Mapping[str, Any]) -> dict[str, Any]:
    out = dict(base)
    for key, value in extra.items():
        if isinstance(value, Mapping) and isinstance(out.get(key), dict):
            out[key] = _merge(out[key], value)
        else:
            out[key] = value
    return out


def _read_config(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as err:
        raise LauncherError(f"cannot read the Voilà settings in {path}: {err}") from None
    if not isinstance(data, dict):
        raise LauncherError(f"{path} must hold a JSON object")
    return data


def build_config(options: LaunchOptions) -> dict[str, Any]:
    """The whole traitlets configuration: voila.json, then the launcher's settings.

    >>> cfg = build_config(LaunchOptions(notebook_dir=Path("."), class_dir=Path("/tmp/c")))
    >>> cfg["VoilaConfiguration"]["template"], cfg["VoilaConfiguration"]["preheat_kernel"]
    ('coteccio', True)
    >>> pools = cfg["VoilaKernelManager"]["kernel_pools_config"]
    >>> pools["default"]["pool_size"], pools["dashboard.ipynb"]["pool_size"]
    (0, 30)
    >>> cfg["Voila"]["tornado_settings"]["websocket_max_message_size"] == WEBSOCKET_MAX_BYTES
    True
    >>> cfg["VoilaExecutor"]["startup_timeout"], cfg["VoilaExecutor"]["iopub_timeout"]
    (300, 60)
    >>> cfg["KernelManager"]["transport"]
    'ipc'
    """
    path = options.config_path
    if path is None:
        root = repo_root()
        path = root / "voila.json" if root is not None else None
    config = _read_config(path) if path is not None else json.loads(json.dumps(_FALLBACK_CONFIG))
    pool = options.effective_pool()
    pools: dict[str, Any] = {"default": {"pool_size": 0}}
    for name in options.preheat:
        pools[name] = {"pool_size": pool}
    ours: dict[str, Any] = {
        "VoilaConfiguration": {
            "template": TEMPLATE,
            "strip_sources": True,
            "preheat_kernel": pool > 0,
            # preheat is incompatible with progressive rendering
            "progressive_rendering": False,
        },
        "VoilaKernelManager": {
            "kernel_pools_config": pools,
            "fill_delay": float(options.fill_delay),
        },
        "VoilaExecutor": {"startup_timeout": KERNEL_STARTUP_TIMEOUT,
                          "iopub_timeout": IOPUB_TIMEOUT},
        "KernelManager": {"transport": KERNEL_TRANSPORT},
        "Voila": {"tornado_settings": {"websocket_max_message_size": WEBSOCKET_MAX_BYTES}},
    }
    if options.cull_idle_timeout is not None:
        ours["MappingKernelManager"] = {"cull_idle_timeout": int(options.cull_idle_timeout)}
    return _merge(config, ours)


def build_argv(options: LaunchOptions, notebook_dir: Path, config_dir: Path) -> list[str]:
    """Voilà's command line: the folder, the private config folder, the network settings."""
    return [
        str(notebook_dir),
        f"--Voila.config_file_paths={config_dir}",
        f"--Voila.ip={options.ip}",
        f"--port={options.port}",
        f"--Voila.port_retries={options.port_retries}",
        "--no-browser",  # the launcher opens the dashboard itself, not the tree
        *options.extra_args,
    ]


def _check_port(ip: str, port: int) -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((ip if ip not in ("", "0.0.0.0") else "0.0.0.0", port))
        except OSError as err:
            raise LauncherError(
                f"port {port} is busy ({err.strerror}): choose another with --port"
            ) from None


# ---- serving ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class ClassSetup:
    """The class service the launcher mounts: its folder, store, and the teacher's secret."""

    folder: Path
    store: Any
    secret: str
    new_secret: bool


def prepare_environment(options: LaunchOptions) -> ClassSetup | None:
    """Open the class's store and secret; export the class's base path (and the template)."""
    # Kernels need not echo widget updates back to the one page that sent them (ipywidgets 8
    # echoes by default): one message less on every click.
    os.environ.setdefault("JUPYTER_WIDGETS_ECHO", "0")
    root = str(template_root())
    paths = [p for p in os.environ.get("JUPYTER_PATH", "").split(os.pathsep) if p]
    if root not in paths:
        os.environ["JUPYTER_PATH"] = os.pathsep.join([root, *paths])
    from ..classservice.client import ENV_CLASS_URL

    # A kernel learns where the class service is, never where the class folder is.
    os.environ.pop("COTECCIO_CLASS_DIR", None)
    if options.class_dir is None:
        os.environ.pop(ENV_CLASS_URL, None)
        return None
    from ..classservice.local import teacher_secret
    from ..classservice.store import ClassStore, ClassStoreError

    folder = Path(options.class_dir).expanduser().resolve()
    try:
        store = ClassStore.open(folder=folder)
        secret, new = teacher_secret(folder, rotate=options.rotate_teacher_secret)
    except ClassStoreError as err:
        raise LauncherError(str(err)) from None
    os.environ[ENV_CLASS_URL] = "/" + CLASS_BASE
    return ClassSetup(folder, store, secret, new)


def class_routes(setup: ClassSetup, base_url: str, lang: str | None = None,
                 public: str | None = None) -> tuple[list[Any], dict[str, Any]]:
    """The class service's routes and settings for Voilà's Tornado app under ``base_url``."""
    from ..classservice.app import routes
    from ..classservice.local import SECRET_FILE, LocalIdentity
    from ..classservice.service import ClassService
    from ..classservice.web import settings

    base = base_url.rstrip("/") + "/" + CLASS_BASE
    from ..curriculum.answers import exercise_list, judge
    from ..review.practice import ClassMistakes

    service = ClassService(setup.store, judge, exercise_list, mistakes=ClassMistakes())
    identity = LocalIdentity(setup.store, setup.folder / SECRET_FILE, [
        ("class_page_link_dashboard", f"{base_url.rstrip('/')}/voila/render/{DASHBOARD}"),
        ("class_page_link_lessons", f"{base_url.rstrip('/')}/voila/render/index.ipynb"),
    ])
    return routes(base, service, identity), settings(base, service, identity, lang, public)


def serve(options: LaunchOptions) -> int:
    """Run Voilà on the dashboard until SIGTERM or SIGINT (Ctrl-C); the exit status."""
    notebook_dir = (options.notebook_dir or default_notebook_dir()).resolve()
    if not notebook_dir.is_dir():
        raise LauncherError(f"{notebook_dir} is not a folder")
    if not (notebook_dir / options.page).is_file():
        raise LauncherError(f"{notebook_dir} has no {options.page}")
    if options.class_dir is not None:
        check_class_dir(Path(options.class_dir).expanduser(), notebook_dir)
    # The port last: a wrong argument is reported as itself, whatever else holds the port.
    if options.port_retries == 0:
        _check_port(options.ip, options.port)
    class_setup = prepare_environment(options)
    if class_setup is not None:
        install_private_folder(class_setup.folder, notebook_dir)
    install_nodelay()
    install_xsrf_cookie()
    install_clean_errors()
    install_kernel_caps()
    config_dir = Path(tempfile.mkdtemp(prefix="coteccio-voila-config-"))
    try:
        (config_dir / "voila.json").write_text(
            json.dumps(build_config(options), indent=1), encoding="utf-8"
        )
        argv = build_argv(options, notebook_dir, config_dir)
        app_class = _voila_class(options, class_setup)
        app = app_class.instance()
        app.initialize(argv)
        # what others type: the machine's network address when it serves the network
        base = f"http://{public_host(options.ip)}:{options.port}/"
        print(f"Coteccio Lab dashboard: {base}voila/render/{options.page}", flush=True)
        if class_setup is not None:
            print(f"Students join at:        {base}{CLASS_BASE}join", flush=True)
            print(f"Teacher's page:          {base}{CLASS_BASE}teacher", flush=True)
            where = class_setup.folder / "teacher-secret"
            if class_setup.new_secret:
                print(f"Teacher's secret:        {class_setup.secret}  (shown once; kept in "
                      f"{where}, mode 0600)", flush=True)
            else:
                print(f"Teacher's secret:        in {where}", flush=True)
            print(f"Class folder:            {class_setup.folder}", flush=True)
        print(
            f"Preheated dashboard kernels: {options.effective_pool()} "
            f"(then {options.effective_spare()} kept warm)",
            flush=True,
        )
        app.start()
    finally:
        shutil.rmtree(config_dir, ignore_errors=True)
        if class_setup is not None:
            from ..classservice.computerplay import stop_all

            # after the move being decided, if any: every move is in the store already
            stop_all()
            # a clean stop leaves the whole class in results.sqlite3 (WAL checkpointed)
            class_setup.store.close()
        # Nothing is left to free but the process: the interpreter's own garbage
        # collections while it exits walked every object the computer players' play-outs
        # left (some 280,000) and took seconds on a busy machine; frozen, they are skipped.
        gc.freeze()
    return 0


def stop_on_signals(log: Any) -> None:
    """Stop this thread's Tornado loop on the first SIGTERM or SIGINT, whatever handling of
    them the process inherited (an ignored SIGINT too); what follows the loop (Voilà's
    kernels, the class's computer players and store) then stops as after SIGTERM."""
    from tornado.ioloop import IOLoop

    ioloop = IOLoop.current()

    def stopping(sig: signal.Signals) -> None:
        log.info("%s: stopping", sig.name)
        ioloop.stop()

    for sig in (signal.SIGTERM, signal.SIGINT):
        ioloop.asyncio_loop.add_signal_handler(sig, stopping, sig)  # type: ignore[attr-defined]


def _display_host(ip: str) -> str:
    return "localhost" if ip in ("", "0.0.0.0", "127.0.0.1") else ip


def _voila_class(options: LaunchOptions, class_setup: ClassSetup | None = None) -> Any:
    # like Voilà, tornado's server limits are the server extra's: the launcher's options and
    # constants are read without it
    from voila.app import Voila

    from ..classservice.serverlimits import (
        LIMITS,
        CappedServer,
        log_once_per_minute,
        more_open_files,
    )

    class DashboardVoila(Voila):  # type: ignore[misc]
        """Voilà that opens the dashboard itself (not the folder tree) once it answers,
        keeps only a few warm kernels once the first pool is taken, and serves the class."""

        def init_settings(self) -> Any:
            settings = super().init_settings()
            pool, spare = options.effective_pool(), options.effective_spare()
            if pool and spare < pool and hasattr(self.kernel_manager, "fill_if_needed"):
                cap_refills(self.kernel_manager, tuple(options.preheat), spare)
            if pool and hasattr(self.kernel_manager, "_pools"):
                report_preheats(self.kernel_manager)
            settings["coteccio_kernel_caps"] = KernelCaps(
                self.kernel_manager, options.kernels_per_client, options.max_kernels)
            if class_setup is not None:
                public = f"http://{public_host(options.ip)}:{options.port}"
                self._class_routes, extra = class_routes(class_setup, self.base_url,
                                                         options.lang, public)
                settings.update(extra)
            return settings

        def init_handlers(self) -> Any:
            # The class's routes first: Voilà's last route takes every path.
            return [*getattr(self, "_class_routes", []), *super().init_handlers()]

        def listen(self) -> None:
            # Voilà's own server with the kit's limits (classservice.serverlimits): bodies,
            # header and idle time-outs, connections per client, logs once a minute
            app = self.app

            def capped_listen(port: int, address: str = "", **kwargs: Any) -> Any:
                server = CappedServer(app, **{**LIMITS, **kwargs})
                server.listen(port, address)
                return server

            self.app.listen = capped_listen
            log_once_per_minute(self.log)
            more_open_files()
            stop_on_signals(self.log)
            if options.open_browser:
                url = f"http://{_display_host(options.ip)}:{options.port}/"
                threading.Thread(
                    target=_open_when_ready, args=(url, options.page), daemon=True
                ).start()
            super().listen()

    return DashboardVoila


def _open_when_ready(base: str, page: str, timeout: float = 60.0) -> None:
    """Wait until Voilà serves its static files, then open ``page`` in a browser."""
    import time
    import urllib.error
    import urllib.request

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(f"{base}voila/static/voila.js", timeout=2):
                break
        except (urllib.error.URLError, OSError):
            time.sleep(0.2)
    url = f"{base}voila/render/{page}"
    try:
        webbrowser.open(url, new=2)
    except webbrowser.Error as err:  # pragma: no cover - depends on the desktop
        print(f"cannot open a browser ({err}); open {url}", file=sys.stderr)
