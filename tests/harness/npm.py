"""A package from the npm registry installed into a folder of the project's ``build/``: the
tests' Node tools (JupyterHub's proxy, axe-core) come from the registry by name, never from
a CDN, and are installed once."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

__all__ = ["NpmError", "install_from_command_line", "npm_install"]


class NpmError(ValueError):
    """The package is not installed and cannot be; the message says why."""


def npm_install(package: str, folder: Path, wanted: Path, *, needs_node: bool = False) -> Path:
    """``wanted`` (a file the package puts under ``folder``), installed first with
    ``npm install package`` into ``folder`` when it is not there."""
    if wanted.exists():
        return wanted
    missing = shutil.which("npm") is None or (needs_node and shutil.which("node") is None)
    if missing:
        need = "Node.js and npm" if needs_node else "npm"
        raise NpmError(f"{package} needs {need} (apt-get install nodejs npm)")
    folder.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(
        ["npm", "install", "--no-fund", "--no-audit", "--prefix", str(folder), package],
        capture_output=True,
        text=True,
        timeout=600,
    )
    if done.returncode != 0 or not wanted.exists():
        raise NpmError(
            f"npm install {package} failed (exit {done.returncode}): "
            f"{(done.stderr or done.stdout).strip()[-2000:]}"
        )
    return wanted


def install_from_command_line(ensure: Callable[[Path], Path], folder: Path, name: str) -> None:
    """``python -m harness.<name> [FOLDER]``: install into FOLDER (else ``folder``) and print
    the path installed, or exit with the reason."""
    target = Path(sys.argv[1]) if len(sys.argv) > 1 else folder
    try:
        print(ensure(target))
    except NpmError as err:
        sys.exit(f"harness.{name}: {err}")
