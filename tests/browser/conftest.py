"""The browser tests need Playwright for Python (the [test] extra): without it each of these
files is reported as skipped, with the reason, instead of failing to import; in CI
(``CI=true``) that is a failure, as a missing Chromium is (``tests/conftest.py``)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
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
