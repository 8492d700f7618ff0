"""A Voilà page whose kernel restarted between writing the page and the page's connection.

The page's widgets are views of models in the kernel that ran the notebook. A kernel that
dies after the page is written is started again by the server, empty: the page connects to
it, finds none of its models, and every widget reads "Error displaying widget: model not
found" (the class browser test once failed so). The kit's template then loads the page once
more (``static/lostwidgets.js``), which runs the notebook in a new kernel.

Here the page's first request to its kernel is held, the kernel is killed, and the request
goes on once the server has the restarted kernel idle: the mechanism, forced every time.
"""

from __future__ import annotations

import json
import re
import signal
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import psutil
import pytest
from harness.serverproc import DashboardProcess
from playwright.sync_api import Browser, Route, expect

from coteccio_lab.curriculum import lesson

ROOT = Path(__file__).resolve().parents[2]
LESSON = lesson(1)
KERNEL_MODEL = re.compile(r".*/api/kernels/([0-9a-f-]{36})(\?.*)?$")

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def server() -> Iterator[DashboardProcess]:
    with DashboardProcess(notebook_dir=ROOT / "lessons", pool_size=0) as running:
        yield running


def kernel_state(server: DashboardProcess, kernel_id: str) -> str:
    """The server's word on a kernel: its execution state, or "gone"."""
    try:
        with urllib.request.urlopen(f"{server.url}api/kernels/{kernel_id}", timeout=5) as got:
            return str(json.loads(got.read())["execution_state"])
    except urllib.error.HTTPError as err:
        if err.code == 404:
            return "gone"
        raise


def kill_kernel(server: DashboardProcess, kernel_id: str) -> None:
    """SIGKILL the kernel process, as a crash would; wait until the server has it running
    again (same id, a new process) and idle."""
    assert server.proc is not None
    launcher = psutil.Process(server.proc.pid)
    kernels = [p for p in launcher.children(recursive=True)
               if f"kernel-{kernel_id}" in " ".join(p.cmdline())]
    assert len(kernels) == 1, kernels
    kernels[0].send_signal(signal.SIGKILL)
    kernels[0].wait(30)
    deadline = time.monotonic() + 120
    while "restarting kernel" not in server.log_text():
        assert time.monotonic() < deadline, server.log_tail(40)
        time.sleep(0.1)
    while kernel_state(server, kernel_id) != "idle":
        assert time.monotonic() < deadline, server.log_tail(40)
        time.sleep(0.2)


def test_a_page_whose_kernel_restarted_before_it_connected_opens_again(
    server: DashboardProcess, browser: Browser
) -> None:
    context = browser.new_context()
    page = context.new_page()
    killed: list[str] = []

    def first_request_after_a_crash(route: Route) -> None:
        match = KERNEL_MODEL.match(route.request.url)
        if match and not killed:
            killed.append(match.group(1))
            kill_kernel(server, match.group(1))
        route.continue_()

    page.route(KERNEL_MODEL, first_request_after_a_crash)
    try:
        page.goto(server.render_url(LESSON.notebook), timeout=120_000)
        # the page loads again by itself, and its exercises are there to answer
        expect(page.locator(".cot-lesson-exercise")).to_have_count(
            len(LESSON.exercises), timeout=120_000)
        assert killed, "the page never asked for its kernel"
        now = page.evaluate(
            "() => JSON.parse(document.getElementById('jupyter-config-data').textContent)"
            ".kernelId")
        assert now != killed[0], "the page was not loaded again"
        assert "model not found" not in page.inner_text("body")
        # the emptied kernel was shut down by the page it belonged to, not left running
        deadline = time.monotonic() + 30
        while kernel_state(server, killed[0]) != "gone":
            assert time.monotonic() < deadline, f"kernel {killed[0]} left running"
            time.sleep(0.2)
    finally:
        context.close()
