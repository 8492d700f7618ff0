"""Shared by the class service's tests: the store backends, and playing a class game.

``BACKENDS`` is the store tests' parametrisation: SQLite (a file in a temporary class
folder). A database server joins by adding its name here and a branch in
``store_for`` that starts it (the hub's PostgreSQL, issue 10).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from coteccio_lab.classservice.store import ClassStore
from coteccio_lab.dashboard.controller import Dashboard, Setup, play_through

BACKENDS = ["sqlite"]
CODE = "K7QX-3MPA"
OPPONENTS = ("cautious", "random", "cautious")


def store_for(backend: str, tmp_path: Path) -> ClassStore:
    if backend == "sqlite":
        return ClassStore.open(folder=tmp_path / "class")
    raise ValueError(f"unknown store backend {backend!r}")


def played_records(code: str = CODE, opponents: tuple[str, ...] = OPPONENTS, seed: int = 0,
                   mode: str = "table", doctor: bool = True, rules: Any = "trieste",
                   cappotto: str = "fifth") -> list[dict[str, Any]]:
    """A whole match of the class game as the dashboard plays it: its hand records."""
    rng = random.Random(seed)
    d = Dashboard()
    d.start(Setup(rules=rules, opponents=opponents, code=code, mode=mode))  # type: ignore[arg-type]
    play_through(d, lambda dash: rng.choice(dash.legal_codes), doctor=doctor, cappotto=cappotto)
    return d.records()
