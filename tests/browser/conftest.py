"""The browser tests need Playwright for Python (the [test] extra): without it each of these
files is reported as skipped, with the reason, instead of failing to import; in CI
(``CI=true``) that is a failure, as a missing Chromium is (``tests/conftest.py``).

``class_server``: a class service in this process (``ClassServer``), one per test file. A
file whose tests need the launcher's own server (``DashboardProcess``) or a fresh service
for each test defines a ``class_server`` of its own.

``site_url``, ``learner``, ``offline``: the static site's test files (``test_site_*``), one
site served and one learner's browser per file (``tests/site_page.py``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from class_server import ClassServer
from voila_harness import in_ci

try:
    import playwright.sync_api  # noqa: F401
except ImportError as err:
    MISSING: str | None = (
        f"browser test needs Playwright for Python ({err}): pip install 'coteccio-lab[test]'"
    )
else:
    MISSING = None


class _WithoutPlaywright(pytest.Module):
    """A browser test file that is not imported: it would stop on ``import playwright``."""

    def collect(self) -> list[Any]:
        if in_ci():
            pytest.fail(f"{MISSING}; CI=true, so this is a failure, not a skip", pytrace=False)
        pytest.skip(str(MISSING))


def pytest_pycollect_makemodule(module_path: Path, parent: pytest.Collector) -> Any:
    if MISSING is None or not module_path.name.startswith("test_"):
        return None
    return _WithoutPlaywright.from_parent(parent, path=module_path)


@pytest.fixture(scope="module")
def class_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ClassServer]:
    server = ClassServer(tmp_path_factory.mktemp("class") / "class")
    yield server
    server.stop()


@pytest.fixture(scope="module")
def site_url() -> Iterator[str]:
    from site_page import build_site, serve  # Playwright's: imported only where it is there

    with serve(build_site()) as url:
        yield url


@pytest.fixture(scope="module")
def learner(browser: Any, site_url: str) -> Iterator[tuple[Any, list[str]]]:
    """One learner's browser (its cache shared by the file's pages), reaching this site
    only; the list collects every other URL asked for."""
    from site_page import LEARNER_WINDOW, only_this_site

    context = browser.new_context(service_workers="block",
                                  viewport=LEARNER_WINDOW,
                                  accept_downloads=True)
    blocked = only_this_site(context, site_url)
    try:
        yield context, blocked
    finally:
        context.close()


@pytest.fixture
def offline(learner: tuple[Any, list[str]]) -> Iterator[tuple[Any, list[str]]]:
    """A new page of ``learner``'s browser, and the list of the other URLs it asked for."""
    context, blocked = learner
    page = context.new_page()
    try:
        yield page, blocked
    finally:
        page.close()
