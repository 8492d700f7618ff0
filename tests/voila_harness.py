"""Helpers for tests that serve notebooks with Voilà and drive them with headless Chromium.

The fixtures in ``tests/conftest.py`` wrap these; tests may also import the plain functions:

    from voila_harness import wait_for_widget

(``tests/`` is on ``sys.path`` while pytest runs, because ``tests/conftest.py`` lives there.)

Facts this relies on (measured, see the project's Jupyter notes):

- Voilà is ready when ``/voila/static/voila.js`` answers; ``/`` would start a kernel.
- Voilà stops on SIGTERM; SIGINT asks an interactive y/n question and keeps running.
- Voilà reads ``voila.json`` from its working directory, so servers start in the repo root
  by default and use the project's real configuration.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import threading
from collections.abc import Callable, Coroutine, Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from harness.serverproc import DashboardProcess

T = TypeVar("T")

if TYPE_CHECKING:  # playwright is only imported by the tests that drive a browser
    from playwright.sync_api import Locator, Page

REPO_ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = Path(os.environ.get("COTECCIO_CHROMIUM", "/usr/bin/chromium"))

# Flags for Debian's Chromium in a sandbox-less, offline container. Nothing leaves this
# machine: every host but the loopback and *.localhost (a hub with ``subdomain_host``) is
# "not found" at once, in the browser's own resolver. Not by Playwright's routing: a routed
# context turns the HTTP cache off and stops every request of every page on its way (about a
# twentieth to a tenth of a page's processor time in the browser); the tests that count outside
# requests listen to the page's requests instead.
NOTHING_LEAVES = ("--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE [::1],"
                  " EXCLUDE localhost, EXCLUDE *.localhost")
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    NOTHING_LEAVES,
]

# Every https:// URL, and http:// to anything but this machine. A regex, not the glob
# "https://**": with Playwright 1.65 that glob does not match a CDN URL such as
# https://cdn.jsdelivr.net/npm/@fortawesome/fontawesome-free@%5E5/css/all.min.css.
EXTERNAL_URL = re.compile(
    r"^(https://|http://(?!(127\.0\.0\.1|([a-z0-9-]+\.)*localhost|\[::1\])[:/]))")
"""Leaves the machine: every https:// address, and http:// but to the loopback (``*.localhost``
is the loopback too: a hub with ``subdomain_host``)."""

# Console errors that are known to be harmless (see the Jupyter notes):
# - JupyterLab's shared-module version warning inside Voilà;
# - a load that leaves this machine, which NOTHING_LEAVES makes fail (the stock ``lab``
#   template links Font Awesome on a CDN): only for an outside address.
HARMLESS_CONSOLE_ERRORS = (
    re.compile(r"Unsatisfied version"),
    re.compile(r"net::ERR_NAME_NOT_RESOLVED \(" + EXTERNAL_URL.pattern.removeprefix("^")),
)


def run_in_own_loop(run: Callable[[], Coroutine[Any, Any, T]], timeout: float = 30) -> T:
    """Run ``run()`` to the end in its own thread and event loop; return what it returned,
    re-raise what it raised.

    A browser test before may have left Playwright's event loop running in the main
    thread, where ``asyncio.run`` would refuse to start (in-process Tornado servers).
    """
    errors: list[BaseException] = []
    results: list[T] = []

    def in_thread() -> None:
        try:
            results.append(asyncio.run(run()))
        except BaseException as err:  # reported below, in the test's thread
            errors.append(err)

    worker = threading.Thread(target=in_thread)
    worker.start()
    worker.join(timeout)
    if errors:
        raise errors[0]
    if not results:
        raise TimeoutError(f"the coroutine did not end within {timeout} s")
    return results[0]


def in_ci() -> bool:
    """True when the environment says this is a CI run (``CI=true``)."""
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


class VoilaServer(DashboardProcess):
    """One stock Voilà subprocess serving a notebook or a folder.

    The package's process runner does the work (free port, readiness on a static URL,
    SIGTERM then SIGKILL of the group); this only names the target. ``url`` is the base
    URL; for a folder, ``render_url(name)`` is a notebook inside it.
    """

    def __init__(
        self,
        target: Path,
        extra_args: Sequence[str] = (),
        cwd: Path = REPO_ROOT,
        startup_timeout: float = 60.0,
    ) -> None:
        super().__init__(
            notebook_dir=target,
            extra_args=extra_args,
            stock=True,
            cwd=cwd,
            env=with_template(os.environ),
            startup_timeout=startup_timeout,
        )
        self.target = target

    def start(self) -> str:
        if not self.target.exists():
            raise FileNotFoundError(f"Voilà target does not exist: {self.target}")
        return super().start()


def with_template(env: Mapping[str, str]) -> dict[str, str]:
    """``env`` with the package's Jupyter data folder on JUPYTER_PATH, as the launcher puts
    it: voila.json names the ``coteccio`` template, which an install of the package puts in
    Jupyter's data folder (the wheel's shared data) and a source checkout has here."""
    from coteccio_lab.dashboard.launcher import template_root

    paths = [p for p in env.get("JUPYTER_PATH", "").split(os.pathsep) if p]
    return {**env, "JUPYTER_PATH": os.pathsep.join([str(template_root()), *paths])}


class VoilaPool:
    """Voilà servers shared by a test session, one per (target, args, cwd)."""

    def __init__(self) -> None:
        self._servers: dict[tuple[Path, tuple[str, ...], Path], VoilaServer] = {}

    def get(
        self,
        target: str | os.PathLike[str],
        *extra_args: str,
        cwd: str | os.PathLike[str] = REPO_ROOT,
        startup_timeout: float = 60.0,
    ) -> VoilaServer:
        path = Path(target)
        if not path.is_absolute():
            path = (REPO_ROOT / path).resolve()
        key = (path, tuple(extra_args), Path(cwd).resolve())
        server = self._servers.get(key)
        if server is None or not server.alive:
            if server is not None:
                server.stop()
            server = VoilaServer(
                path, tuple(extra_args), Path(cwd).resolve(), startup_timeout=startup_timeout
            )
            self._servers[key] = server
            server.start()
        return server

    def stop_all(self) -> None:
        for server in self._servers.values():
            server.stop()
        self._servers.clear()


# --- browser side -------------------------------------------------------------------------


def harmless(text: str, ignore: Iterable[re.Pattern[str]] = HARMLESS_CONSOLE_ERRORS) -> bool:
    """Whether a page's error (as ``PageErrors`` words it) is one of ``ignore``.

    >>> failed = "console.error: Failed to load resource: net::ERR_NAME_NOT_RESOLVED ({})"
    >>> harmless(failed.format("https://cdn.jsdelivr.net/x.css"))
    True
    >>> harmless(failed.format("http://example.org/")), harmless(failed.format("http://localhost.evil.org/"))
    (True, True)
    >>> harmless(failed.format("http://127.0.0.1:8866/x.js")), harmless(failed.format("http://ana.localhost:80/"))
    (False, False)
    """
    return any(pattern.search(text) for pattern in ignore)


class PageErrors:
    """Collects uncaught page errors and console errors of a Playwright Page."""

    def __init__(self, page: Page, ignore: Iterable[re.Pattern[str]] = HARMLESS_CONSOLE_ERRORS):
        self.errors: list[str] = []
        self.ignore = tuple(ignore)
        page.on("pageerror", lambda exc: self._add(f"page error: {exc}"))
        page.on("console", self._on_console)

    def _on_console(self, message: Any) -> None:
        if message.type == "error":
            where = message.location.get("url") or "?"
            self._add(f"console.error: {message.text} ({where})")

    def _add(self, text: str) -> None:
        if not harmless(text, self.ignore):
            self.errors.append(text)

    def assert_none(self) -> None:
        assert not self.errors, "errors in the page:\n" + "\n".join(self.errors)


def collect_page_errors(page: Page, ignore: Sequence[re.Pattern[str]] = ()) -> PageErrors:
    """Start collecting ``page``'s errors; extra ``ignore`` patterns add to the harmless ones."""
    return PageErrors(page, (*HARMLESS_CONSOLE_ERRORS, *ignore))


@contextlib.contextmanager
def screen_page(browser: Any, width: int, height: int) -> Iterator[tuple[Any, PageErrors]]:
    """A page of a fresh browser context at ``width`` x ``height`` (a laptop's, a phone's),
    nothing leaving this machine, its errors collected; the context closes after."""
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    try:
        yield page, collect_page_errors(page)
    finally:
        context.close()


def css_selector(css_class: str) -> str:
    """``"cot-next"`` or ``".cot-next"`` -> ``".cot-next"``.

    >>> css_selector("cot-next"), css_selector(".cot-card.cot-legal")
    ('.cot-next', '.cot-card.cot-legal')
    """
    return css_class if css_class.startswith(".") else f".{css_class}"


def wait_for_widget(
    page: Page, css_class: str, *, timeout: float = 30_000, state: str = "visible"
) -> Locator:
    """Wait until an element with ``css_class`` is in ``state`` and return a Locator of all of them.

    Select on the project's own hooks (``add_class``), never on ipywidgets' classes. A cold
    Voilà page takes a few seconds on 2 cores, hence the generous default (milliseconds).
    """
    locator = page.locator(css_selector(css_class))
    locator.first.wait_for(state=state, timeout=timeout)  # type: ignore[arg-type]
    return locator
