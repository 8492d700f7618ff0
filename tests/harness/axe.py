"""axe-core, the accessibility checker of the WAI-ARIA Authoring Practices' own tests, from
the npm registry.

The browser tests inject its one script file into a page and run it there; nothing is
taken from a CDN. The tests install it once into the project's ``build/axe`` folder (as the
hub tests install JupyterHub's proxy, ``harness.proxy``); to do it ahead of time:

    python -m harness.axe [FOLDER]
"""

from __future__ import annotations

from pathlib import Path

from .npm import install_from_command_line, npm_install

__all__ = ["AXE_FOLDER", "AXE_PACKAGE", "axe_script", "ensure_axe"]

AXE_FOLDER = Path(__file__).resolve().parents[2] / "build" / "axe"
"""``build/axe`` of the source tree (an editable install: where the tests run)."""

AXE_PACKAGE = "axe-core@^4.10"


def axe_script(folder: Path = AXE_FOLDER) -> Path:
    """Where axe-core's browser script is once installed in ``folder``."""
    return folder / "node_modules" / "axe-core" / "axe.min.js"


def ensure_axe(folder: Path = AXE_FOLDER) -> Path:
    """axe-core's browser script, installed with npm into ``folder`` first when it is not
    there."""
    return npm_install(AXE_PACKAGE, folder, axe_script(folder))


if __name__ == "__main__":
    install_from_command_line(ensure_axe, AXE_FOLDER, "axe")
