"""Every page the launcher serves asks nothing of any server but itself
(a class may have no internet, and a student's page must not leak to a CDN).

Once found: "the tree, 404 and login pages still ask a CDN for Font Awesome". Voilà's stock
page frame links Font Awesome 4.5 on cdn.jsdelivr.net; the launcher's ``coteccio``
template replaces that frame (``page.html``) as it replaces the render page. Chromium
opens each kind of page with a token set (so the login page exists) and records every
request the page makes, the ones the browser cannot reach included.
"""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from harness.serverproc import DashboardProcess
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Page, expect
from voila_harness import REPO_ROOT

TOKEN = "no-outside-requests"

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def server() -> Iterator[DashboardProcess]:
    proc = DashboardProcess(notebook_dir=REPO_ROOT / "lessons", pool_size=1,
                            extra_args=(f"--Voila.token={TOKEN}",))
    proc.start()
    try:
        proc.wait_preheated()
        yield proc
    finally:
        proc.stop()


def requests_of(page: Page) -> list[str]:
    seen: list[str] = []
    page.on("request", lambda request: seen.append(request.url))
    return seen


def outside(urls: list[str], server: DashboardProcess) -> list[str]:
    return [u for u in urls if not u.startswith((server.url, "data:", "blob:"))]


def test_the_login_page_asks_nothing_outside(server: DashboardProcess, page: Page) -> None:
    seen = requests_of(page)
    response = page.goto(f"{server.url}voila/render/dashboard.ipynb")
    assert response is not None
    expect(page.locator("#password_input")).to_be_visible()
    assert "/login" in page.url
    page.wait_for_load_state("networkidle")
    assert len(seen) > 1 and outside(seen, server) == []


def test_the_tree_and_404_pages_ask_nothing_outside(
    server: DashboardProcess, page: Page
) -> None:
    seen = requests_of(page)
    page.goto(f"{server.url}voila/tree?token={TOKEN}")
    expect(page.get_by_text("dashboard.ipynb").first).to_be_visible(timeout=30_000)
    page.wait_for_load_state("networkidle")
    tree = list(seen)
    assert any("/voila/tree" in u for u in tree) and outside(tree, server) == []
    for path in ("voila/render/no-such-lesson.ipynb", "voila/tree/no-such-folder"):
        seen.clear()
        response = page.goto(f"{server.url}{path}")
        assert response is not None and response.status == 404, path
        expect(page.locator(".voila-error")).to_contain_text("404")
        page.wait_for_load_state("networkidle")
        assert outside(seen, server) == [], path


def test_the_tests_browser_reaches_this_machine_only(server: DashboardProcess, page: Page) -> None:
    """What every browser test relies on (``voila_harness.NOTHING_LEAVES``): a named host
    other than the loopback is not found at once, even this machine's own name (which its
    resolver may well give as 127.0.0.1), where the loopback's servers answer."""
    port = server.url.rsplit(":", 1)[1]
    for address in (server.url, f"http://localhost:{port}", f"http://ana.localhost:{port}"):
        response = page.goto(f"{address}voila/tree?token={TOKEN}")
        assert response is not None and response.status == 200, address
    for address in ("https://cdn.jsdelivr.net/npm/x.css", "http://example.org/",
                    "http://localhost.example.org/", f"http://{socket.gethostname()}:{port}/"):
        elsewhere = page.context.new_page()  # a failed load leaves its page on an error page
        with pytest.raises(PlaywrightError, match="ERR_NAME_NOT_RESOLVED"):
            elsewhere.goto(address, timeout=10_000)
        elsewhere.close()


def test_the_dashboard_asks_nothing_outside(
    server: DashboardProcess, page: Page, page_errors: Any
) -> None:
    seen = requests_of(page)
    page.goto(f"{server.url}voila/render/dashboard.ipynb?token={TOKEN}")
    expect(page.locator(".cot-start")).to_be_visible(timeout=60_000)
    page.wait_for_load_state("networkidle")
    assert len(seen) > 10 and outside(seen, server) == []
    page_errors.assert_none()


def test_plain_voila_on_the_lessons_is_as_clean_as_the_launcher(page: Page) -> None:
    """The README's `voila lessons/`, run from the repository: voila.json names the coteccio
    template, which installing the package puts in Jupyter's data folder. Its tree and a
    lesson ask nothing outside, and no plugin fails to activate on either."""
    import os

    from voila_harness import collect_page_errors, in_ci

    from coteccio_lab.dashboard.launcher import template_root

    found = [p for p in jupyter_data_paths() if (p / "voila/templates/coteccio").is_dir()]
    env = dict(os.environ)
    if not found:
        # a source checkout not installed again since the template became shared data
        # (`make install` puts it there): give plain Voilà the package's copy, as installed
        if in_ci():
            pytest.fail("the coteccio template is not installed: `make install`")
        env["JUPYTER_PATH"] = str(template_root())
    proc = DashboardProcess(notebook_dir=REPO_ROOT / "lessons", stock=True, cwd=REPO_ROOT,
                            env=env)
    proc.start()
    try:
        errors = collect_page_errors(page)
        failed: list[str] = []
        page.on("console", lambda m: failed.append(m.text) if "failed to activate" in m.text
                else None)
        seen = requests_of(page)
        page.goto(proc.url)
        expect(page.get_by_text("index.ipynb").first).to_be_visible(timeout=30_000)
        page.wait_for_load_state("networkidle")
        page.goto(proc.render_url("01-the-cards.ipynb"))
        expect(page.locator(".cot-lesson-exercise").first).to_be_visible(timeout=120_000)
        page.wait_for_load_state("networkidle")
        assert outside(seen, proc) == [] and failed == []
        errors.assert_none()
    finally:
        proc.stop()


def jupyter_data_paths() -> list[Path]:
    from jupyter_core.paths import jupyter_path

    return [Path(p) for p in jupyter_path()]
