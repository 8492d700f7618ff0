"""configurable-http-proxy, JupyterHub's default proxy, from the npm registry.

JupyterHub needs it on disk (it is a Node program, not a Python package). The tests and
the benchmark install it once into the project's ``build/hub`` folder; ``make hub-proxy``
(and ``.ci/run``) runs this module to do it ahead of time:

    python -m harness.proxy [FOLDER]

``npm`` may warn ``EBADENGINE ... node >=22`` on Node 20: harmless, the proxy runs.
"""

from __future__ import annotations

from pathlib import Path

from .npm import NpmError, install_from_command_line, npm_install

__all__ = ["PROXY_FOLDER", "PROXY_PACKAGE", "ProxyError", "ensure_proxy", "proxy_command"]

PROXY_FOLDER = Path(__file__).resolve().parents[2] / "build" / "hub"
"""``build/hub`` of the source tree (an editable install: where the tests run)."""

PROXY_PACKAGE = "configurable-http-proxy@^5"

ProxyError = NpmError
"""The proxy is not installed and cannot be; the message says why."""


def proxy_command(folder: Path = PROXY_FOLDER) -> Path:
    """Where the proxy's command is once installed in ``folder``."""
    return folder / "node_modules" / ".bin" / "configurable-http-proxy"


def ensure_proxy(folder: Path = PROXY_FOLDER) -> Path:
    """The proxy's command, installed with npm into ``folder`` first when it is not there."""
    return npm_install(PROXY_PACKAGE, folder, proxy_command(folder), needs_node=True)


if __name__ == "__main__":
    install_from_command_line(ensure_proxy, PROXY_FOLDER, "proxy")
