"""The static site of ``make site`` served on 127.0.0.1 and driven in Chromium: shared by its
browser test (``tests/browser/test_site_browser.py``) and its benchmark
(``benchmarks/site.py``).

``serve(folder)`` serves a built site from a thread of this process, as
``python -m http.server`` does; ``only_this_site(context, url)`` aborts every request that
goes anywhere else (and counts it); ``open_notebook`` and ``run_all`` do what a person does:
open a lesson from the site and pick *Run ▸ Run All Cells*.
"""

from __future__ import annotations

import functools
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
    """``make site`` into ``out`` (its build venv and downloads are cached under build/)."""
    done = subprocess.run(["make", "--no-print-directory", "site", f"SITE={out}"], cwd=ROOT,
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"make site failed:\n{done.stdout[-3000:]}\n{done.stderr[-3000:]}")
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
    """Abort every request of ``context`` that is not for ``base``; return the list that
    collects the aborted URLs (empty when the site asks nothing of anyone else)."""
    blocked: list[str] = []

    def route(route: Any) -> None:
        url = route.request.url
        if url.startswith(base):
            route.continue_()
        else:
            blocked.append(url)
            route.abort()

    context.route("**/*", route)
    return blocked


def open_notebook(page: Page, base: str, name: str) -> None:
    page.goto(f"{base}notebooks/index.html?path={name}")
    expect(page.locator(".jp-Notebook")).to_be_visible(timeout=KERNEL_TIMEOUT)
    expect(page.locator(".jp-CodeCell").first).to_be_visible()


def run_all(page: Page, timeout: float = KERNEL_TIMEOUT) -> None:
    """*Run ▸ Run All Cells*, then wait until every code cell has run (its prompt holds an
    execution count: a cell that failed stops the run, and the wait times out). A cell whose
    code is collapsed shows its count on its output instead."""
    page.locator(".lm-MenuBar-itemLabel", has_text="Run").click()
    page.locator(".lm-Menu-itemLabel").get_by_text("Run All Cells", exact=True).click()
    page.wait_for_function(
        """() => {
          const cells = [...document.querySelectorAll('.jp-CodeCell')];
          return cells.length > 0 && cells.every(cell => {
            const prompt = cell.querySelector('.jp-InputArea .jp-InputPrompt')
              || cell.querySelector('.jp-OutputPrompt');
            return prompt && /^\\[\\d+\\]:$/.test(prompt.textContent.trim());
          });
        }""",
        timeout=timeout,
        polling=250,
    )
