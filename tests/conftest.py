"""Shared fixtures: Voilà servers and Playwright on Debian's Chromium.

Fixtures for any test under tests/:

- ``voila_server(target, *args, cwd=REPO_ROOT)``: start (or reuse, for the whole session) a
  Voilà server on a free port serving ``target`` (a notebook or a folder, absolute or relative
  to the repo root) and return a ``VoilaServer``; ``.url`` is its base URL, and for a folder
  ``.render_url("name.ipynb")`` is a notebook inside it. A failing test that used it gets the
  server's log in its report.
- ``dashboard_server``: the launcher (``coteccio-lab dashboard``) on ``lessons/`` with two
  preheated dashboard kernels, one per test process.
- ``page`` / ``context`` (pytest-playwright) launch ``/usr/bin/chromium`` headless, where no
  host but this machine can be reached (``voila_harness.NOTHING_LEAVES``); ``page_errors``
  collects the page's errors (``page_errors.assert_none()``).
- ``postgres`` (session): a real PostgreSQL server started in a temporary folder
  (``harness.postgres``); ``postgres_url``: a fresh empty database on it, dropped
  after the test. Tests that use them are marked ``postgres``.
- ``hub_factory(**kwargs)``: start a real JupyterHub (``harness.testhub.HubProcess``),
  stopped after the test; a failing test gets the hub's log. ``class_hub`` (one per module):
  a hub with the class service on a fresh PostgreSQL database, students ``ana``, ``bo``,
  ``cy`` and the teacher ``prof`` (group ``teachers``). Tests that use them are marked
  ``hub``.

Without PostgreSQL's binaries, or Node/npm for the hub's proxy, those tests are skipped with
the reason, except in CI (``CI=true``), where that is a failure.

Tests that use a browser are marked ``browser`` (automatically when they use ``page``,
``context``, ``new_context`` or ``browser``). Without /usr/bin/chromium they are skipped,
except in CI (``CI=true``), where that is a failure.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from pathlib import Path
from typing import Any

import pytest
from _pytest.doctest import DoctestModule
from class_helpers import CLASS_STUDENTS, CLASS_TEACHER
from class_server import GAME, Browser, ClassServer
from file_times import FileTimes
from harness.postgres import PostgresError, PostgresServer
from harness.proxy import ProxyError
from harness.serverproc import DashboardProcess
from harness.testhub import HubProcess
from voila_harness import (
    CHROMIUM,
    CHROMIUM_ARGS,
    REPO_ROOT,
    PageErrors,
    VoilaPool,
    VoilaServer,
    collect_page_errors,
    in_ci,
)

from coteccio_lab.i18n import set_kernel_language

_BROWSER_FIXTURES = {"page", "context", "new_context", "browser"}
_POSTGRES_FIXTURES = {"postgres", "postgres_url"}
_HUB_FIXTURES = {"hub_factory", "class_hub"}
_SERVERS_USED = pytest.StashKey[list[VoilaServer]]()
_HUBS_USED = pytest.StashKey[list[HubProcess]]()


@pytest.hookimpl(tryfirst=True)  # before `-m` deselects
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        names = set(getattr(item, "fixturenames", ()))
        if _BROWSER_FIXTURES & names:
            item.add_marker(pytest.mark.browser)
        if _POSTGRES_FIXTURES & names:
            item.add_marker(pytest.mark.postgres)
        if _HUB_FIXTURES & names:
            item.add_marker(pytest.mark.hub)


class _LongFilesFirst:
    """Runs after pytest's own reordering (by the scoped fixtures, which puts every test of
    the session's browser first): the files' order is this plugin's last word."""

    @pytest.hookimpl(trylast=True)
    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        items.sort(key=_file_rank(items))


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--file-times", type=Path, metavar="PATH",
                     help="write each test file's seconds and the workers' idle time as JSON")


def pytest_configure(config: pytest.Config) -> None:
    config.pluginmanager.register(_LongFilesFirst(), "coteccio-long-files-first")
    path = config.getoption("file_times")
    if path is not None and not hasattr(config, "workerinput"):  # the controller sums
        config.pluginmanager.register(FileTimes(path), "coteccio-file-times")


LONGEST_FILES = (
    "browser/test_site_lessons_browser.py",
    "browser/test_lessons_browser.py",
    "browser/test_accessibility_browser.py",
    "browser/test_hub_attack_browser.py",
    "test_binder.py",
    "browser/test_hub_browser.py",
    "test_judge.py",
    "browser/test_site_browser.py",
    "browser/test_class_teacher_browser.py",
    "browser/test_class_browser.py",
    "browser/test_hub_classes_browser.py",
    "browser/test_dashboard_browser.py",
    "test_players.py",
    "test_review.py",
    "test_state_machine.py",
    "browser/test_review_in_view_browser.py",
    "browser/test_practice_browser.py",
    "test_dashboard.py",
    "test_curriculum_4to6.py",
    "test_hub_harness.py",
    "test_players_solver.py",
    "browser/test_widgets_browser.py",
    "browser/test_hostile_upload_browser.py",
    "test_hub_shared_origin.py",
    "browser/test_dashboard_fit_browser.py",
    "test_wheel.py",
)
"""The test files that take longest, longest first: ``make test PYTEST_ARGS=--durations=0``
summed per file (setup, call and teardown; from half a minute to 16 minutes of a worker on
a shared 2-core machine under load). Unit files as long as a browser file are listed too, so
that none of them is left for the end, where the short files and the lessons fill the two
workers. The files that mostly wait (the Makefile's ``WAITING_TESTS``) are not here: ``make
suite`` runs them in a pytest of their own beside the two workers."""

_SERVER_MARKS = ("browser", "hub", "postgres", "slow")


def _file_rank(items: list[pytest.Item]) -> Callable[[pytest.Item], tuple[int, int]]:
    """Long files first. ``make test`` hands each pytest-xdist worker a file at a time
    (``--dist loadfile``) in collection order (``--no-loadscope-reorder``: xdist's own order
    puts the files with the most tests first, which are quick unit files, and leaves a file
    of browser tests minutes long running alone at the end). Here the files of
    ``LONGEST_FILES`` go first, then every other file that starts servers, hubs or browsers,
    then the rest; within a file the order is unchanged (the sort is stable). The order
    only balances the workers: no test depends on it."""
    tests = Path(__file__).resolve().parent
    heavy = {item.path for item in items
             if any(item.get_closest_marker(mark) for mark in _SERVER_MARKS)}

    def rank(item: pytest.Item) -> tuple[int, int]:
        try:
            name = item.path.resolve().relative_to(tests).as_posix()
        except ValueError:  # the kit's doctests
            return (2, 0)
        if name in LONGEST_FILES:
            return (0, LONGEST_FILES.index(name))
        return (1, 0) if item.path in heavy else (2, 0)

    return rank


def skip_or_fail(message: str) -> None:
    """Skip with the reason; in CI (CI=true) a missing part is a failure instead."""
    if in_ci():
        pytest.fail(f"{message}; CI=true, so this is a failure, not a skip", pytrace=False)
    pytest.skip(message)


@pytest.hookimpl(wrapper=True)
def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> Generator[None, Any, Any]:
    """``--doctest-modules`` reads the kit's doctests only, never the tests' own files: a
    helper imported as a doctest source would need what only its tests need (Playwright).
    Likewise nbval (``make test`` runs the lessons with ``--nbval-lax``) runs the lessons
    only: the notebooks under tests/ are pages the browser tests serve, not lessons."""
    collected = yield
    return [c for c in collected or []
            if not isinstance(c, DoctestModule) and c.path.suffix != ".ipynb"]


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    if item.get_closest_marker("browser") is None or CHROMIUM.exists():
        return
    message = f"browser test needs Chromium at {CHROMIUM} (apt-get install chromium; .ci/run does)"
    if in_ci():
        pytest.fail(f"{message}; CI=true, so this is a failure, not a skip", pytrace=False)
    pytest.skip(message)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, pytest.TestReport]:
    report = yield
    if report.failed:
        for server in item.stash.get(_SERVERS_USED, []):
            report.sections.append(
                (f"Voilà log {server.target.name} ({server.log_path})", server.log_tail())
            )
        hubs = [*item.stash.get(_HUBS_USED, [])]
        hubs += [v for v in getattr(item, "funcargs", {}).values() if isinstance(v, HubProcess)]
        for hub in hubs:
            report.sections.append(("JupyterHub log", hub.log_tail()))
    return report


# --- PostgreSQL and JupyterHub ------------------------------------------------------------


@pytest.fixture(autouse=True)
def english_kernel() -> Generator[None, None, None]:
    """A language picker made in a test sets the process's language
    (``i18n.set_kernel_language``): each test starts and ends in English."""
    set_kernel_language("en")
    yield
    set_kernel_language("en")


@pytest.fixture
def server(tmp_path: Path) -> Generator[ClassServer, None, None]:
    """A class service on one machine, in this process (the protocol tests)."""
    s = ClassServer(tmp_path / "class")
    yield s
    s.stop()


@pytest.fixture
def teacher(server: ClassServer) -> Browser:
    """The teacher's browser on ``server``, signed in, the class game ``GAME`` set; the
    teacher admits every name that joins then (``ClassServer.teacher_admits``)."""
    server.teacher_admits = True
    t = server.browser()
    assert t.sign_in(server.secret).status_code == 200
    assert t.post("api/teacher/game", GAME).status_code == 200
    return t


@pytest.fixture(scope="session")
def postgres() -> Generator[PostgresServer, None, None]:
    """A real PostgreSQL server for the whole session, in a temporary folder."""
    try:
        server = PostgresServer.find()
        server.start()
    except PostgresError as err:
        skip_or_fail(f"PostgreSQL server: {err}")
    yield server
    server.stop()


@pytest.fixture
def postgres_url(postgres: PostgresServer) -> Generator[str, None, None]:
    """A fresh empty database (SQLAlchemy URL, psycopg 3), dropped after the test."""
    import uuid

    name = f"t_{uuid.uuid4().hex[:12]}"
    url = postgres.create_database(name)
    yield url
    postgres.drop_database(name)


@pytest.fixture
def hub_factory(request: pytest.FixtureRequest) -> Generator[Callable[..., HubProcess], None, None]:
    """Factory: ``hub_factory(users=["ana"], teachers=["prof"], class_db=url)`` starts a real
    JupyterHub (proxy, shared password, local spawner); every hub stops after the test."""
    used = request.node.stash.setdefault(_HUBS_USED, [])

    def start(**kwargs: Any) -> HubProcess:
        hub = HubProcess(**kwargs)
        used.append(hub)
        try:
            hub.start()
        except ProxyError as err:
            skip_or_fail(f"JupyterHub's proxy: {err}")
        return hub

    yield start
    for hub in used:
        hub.stop()


@pytest.fixture(scope="module")
def class_hub(postgres: PostgresServer) -> Generator[HubProcess, None, None]:
    """A hub with the class service on a fresh PostgreSQL database (one per test module)."""
    import uuid

    name = f"hub_{uuid.uuid4().hex[:12]}"
    url = postgres.create_database(name)
    hub = HubProcess(users=CLASS_STUDENTS, teachers=[CLASS_TEACHER], class_db=url)
    try:
        hub.start()
    except ProxyError as err:
        skip_or_fail(f"JupyterHub's proxy: {err}")
    yield hub
    hub.stop()
    postgres.drop_database(name)


# --- Voilà ----------------------------------------------------------------------------------


@pytest.fixture(scope="session")
def voila_pool() -> Generator[VoilaPool, None, None]:
    pool = VoilaPool()
    yield pool
    pool.stop_all()


@pytest.fixture
def voila_server(
    voila_pool: VoilaPool, request: pytest.FixtureRequest
) -> Callable[..., VoilaServer]:
    """Factory: ``voila_server("tests/browser/notebooks/x.ipynb").url``."""
    used = request.node.stash.setdefault(_SERVERS_USED, [])

    def start(target: Any, *args: str, **kwargs: Any) -> VoilaServer:
        server = voila_pool.get(target, *args, **kwargs)
        if server not in used:
            used.append(server)
        return server

    return start


@pytest.fixture(scope="session")
def dashboard_server() -> Generator[DashboardProcess, None, None]:
    """The launcher serving lessons/ with two preheated dashboard kernels, one per test
    process: no test changes the server (each page is its own kernel, and the kernels a
    worker's pages leave stay far under the launcher's cap), and each start with its two
    kernels cost a worker about 5 s of CPU, ten times over when it was one per module."""
    server = DashboardProcess(notebook_dir=REPO_ROOT / "lessons", pool_size=2)
    server.start()
    try:
        server.wait_preheated()
        yield server
    finally:
        server.stop()


# --- Playwright on Debian's Chromium ------------------------------------------------------


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    # Never let Playwright look for (or download) its own browser build.
    return {
        **browser_type_launch_args,
        "executable_path": str(CHROMIUM),
        "args": [*CHROMIUM_ARGS, *browser_type_launch_args.get("args", [])],
    }


@pytest.fixture
def page_errors(page: Any) -> PageErrors:
    """Errors of ``page`` since the test started; call ``page_errors.assert_none()``."""
    return collect_page_errors(page)
