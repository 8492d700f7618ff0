"""How the tests fill a fresh venv: with uv where the kit's venv has it (``make install``
puts it there; it installs from the cache the kit's install filled), else with pip."""

from __future__ import annotations

import sys
from pathlib import Path

UV = Path(sys.executable).parent / "uv"
"""The kit's venv's uv (absent: the tests fall back to pip)."""


def install_command(python: Path) -> tuple[str, list[str]]:
    """The installer's name and the command that installs into the venv of ``python``
    (add the packages, or ``-r FILE``)."""
    if UV.exists():
        return "uv pip", [str(UV), "pip", "install", "-q", "--python", str(python)]
    return "pip", [str(python), "-m", "pip", "install", "-q"]
