"""The static site of ``make site`` served on 127.0.0.1 and driven in Chromium: shared by its
browser tests (``tests/browser/test_site_browser.py``, ``test_site_lessons_browser.py``) and
its benchmark (``benchmarks/site.py``).

``serve(folder)`` serves a built site from a thread of this process, as
``python -m http.server`` does; ``only_this_site(context, url)`` lists every request that
goes anywhere else (the browser, launched with ``voila_harness.NOTHING_LEAVES``, reaches no
other host); ``open_app`` opens a lesson or the dashboard as a learner
does and waits until the page (``lite/app.js``) has run it.
"""

from __future__ import annotations

import fcntl
import functools
import os
import subprocess
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

ROOT = Path(__file__).resolve().parents[1]
SITE = ROOT / "build" / "site-test"
KERNEL_TIMEOUT = 180_000  # ms: Pyodide's first start on a loaded 2-core machine


def build_site(out: Path = SITE) -> Path:
    """``make site`` into ``out`` (its build venv and downloads are cached under build/).

    ``COTECCIO_SITE=<folder>`` names a site built already: it is used as it is. Under
    pytest-xdist the site's test files may run in two workers at once: the first builds
    while the other waits, and the other serves that build (one per run, never rebuilt
    under a page that another worker has open)."""
    built = os.environ.get("COTECCIO_SITE")
    if built:
        return Path(built)
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    out.parent.mkdir(parents=True, exist_ok=True)
    stamp = out.parent / f"{out.name}.run"
    with open(out.parent / f"{out.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if run and stamp.exists() and stamp.read_text(encoding="utf-8") == run:
            return out
        stamp.unlink(missing_ok=True)
        done = subprocess.run(["make", "--no-print-directory", "site", f"SITE={out}"],
                              cwd=ROOT, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(
                f"make site failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
        if run:
            stamp.write_text(run, encoding="utf-8")
    return out


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base's name
        pass


@contextmanager
def serve(folder: Path) -> Iterator[str]:
    """Serve ``folder`` on 127.0.0.1 (a free port); yield its base URL, ending in ``/``."""
    handler = functools.partial(_Quiet, directory=str(folder))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


def only_this_site(context: Any, base: str) -> list[str]:
    """The list that collects every URL ``context`` asks for that is not ``base``'s (empty
    when the site asks nothing of anyone else). It listens and does not route: routing
    would turn the HTTP cache off, which a learner's browser has. The browser's own
    resolver (``voila_harness.NOTHING_LEAVES``) makes such a request fail."""
    elsewhere: list[str] = []

    def seen(request: Any) -> None:
        if not request.url.removeprefix("blob:").startswith((base, "data:")):
            elsewhere.append(request.url)

    context.on("request", seen)
    return elsewhere


def app_url(base: str, path: str) -> str:
    """The site's page of the notebook ``path`` (e.g. ``it/01-the-cards.ipynb``)."""
    return f"{base}notebooks/index.html?path={path}"


def wait_ready(page: Page, timeout: float = KERNEL_TIMEOUT) -> None:
    """Wait until the page opened as an app (``lite/app.js``) has run every cell: its
    ``body[data-cot-app]`` is "ready"; "failed" (a cell raised) fails at once.

    The page may still be between documents (no body yet): a predicate that throws ends
    Playwright's wait at once, so it asks with ``?.``."""
    page.wait_for_function(
        "() => ['ready', 'failed'].includes(document.body?.dataset.cotApp)",
        timeout=timeout, polling=100,
    )
    state = page.evaluate("document.body.dataset.cotApp")
    assert state == "ready", f"{page.url}: the page's run ended {state!r}"


def open_app(page: Page, base: str, path: str, timeout: float = KERNEL_TIMEOUT) -> None:
    """Open a notebook of the site as a learner does (no click) and wait until it has run."""
    page.goto(app_url(base, path))
    expect(page.locator("body.cot-app")).to_be_attached(timeout=timeout)
    wait_ready(page, timeout)


LESSONS = ROOT / "lessons"
LEARNER_WINDOW = {"width": 1366, "height": 768}
AXE_WINDOW = {"width": 1100, "height": 1400}
"""The window the accessibility checks run in (the other accessibility tests' size)."""


def relative(path: Path) -> str:
    """A lesson notebook's path on the site (e.g. ``it/01-the-cards.ipynb``)."""
    return path.relative_to(LESSONS).as_posix()


def no_errors_in_outputs(page: Page) -> None:
    expect(page.locator('[data-mime-type="application/vnd.jupyter.stderr"]')).to_have_count(0)
    expect(page.get_by_text("Traceback (most recent call last)")).to_have_count(0)
    expect(page.locator(".cot-msg-error")).to_have_count(0)


def code_hidden(page: Page) -> None:
    """The page reads as the app: no code, no prompt, no notebook menu or toolbar."""
    expect(page.locator(".jp-CodeCell .jp-Cell-inputWrapper").first).to_be_hidden()
    assert page.locator(".jp-CodeCell .jp-Cell-inputWrapper").evaluate_all(
        "els => els.every(e => e.offsetParent === null)")
    expect(page.locator(".jp-InputPrompt:visible")).to_have_count(0)
    expect(page.locator("#menu-panel-wrapper")).to_be_hidden()
    expect(page.locator(".jp-NotebookPanel-toolbar")).to_be_hidden()
