"""Fixtures of the browser tests that drive the dashboard (for any test: ../conftest.py)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from coteccio_lab.dashboard.serverproc import DashboardProcess

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def dashboard_server() -> Iterator[DashboardProcess]:
    """The launcher serving lessons/ with two preheated dashboard kernels, one per module."""
    server = DashboardProcess(notebook_dir=ROOT / "lessons", pool_size=2)
    server.start()
    try:
        server.wait_preheated()
        yield server
    finally:
        server.stop()
