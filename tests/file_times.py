"""``--file-times=PATH``: what each test file cost and where the workers sat idle, written
as JSON at the end of the run (in the controller under xdist, from the reports the workers
send). ``--durations`` names the slowest tests; this sums them per file, which is what
``LONGEST_FILES`` (tests/conftest.py) and the workers' balance are about.

Per file: the worker, its seconds of setup, call and teardown summed, and its first start
and last stop (seconds from the first test). Per worker: its busy seconds, when it
finished, the seconds between its tests (collection, a file handed over) and
``idle_at_end``, how long it waited for the last worker."""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest


class FileTimes:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.files: dict[str, dict[str, Any]] = {}
        self.busy: dict[str, float] = defaultdict(float)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        node = getattr(report, "node", None)
        worker = node.gateway.id if node is not None else "main"
        name = report.nodeid.split("::", 1)[0]
        row = self.files.setdefault(name, {"worker": worker, "seconds": 0.0, "tests": 0,
                                           "start": report.start, "stop": report.stop})
        row["seconds"] += report.duration
        row["tests"] += report.when == "call"
        row["start"] = min(row["start"], report.start)
        row["stop"] = max(row["stop"], report.stop)
        self.busy[worker] += report.duration

    def pytest_sessionfinish(self) -> None:
        if not self.files:
            return
        zero = min(r["start"] for r in self.files.values())
        ends: dict[str, float] = defaultdict(float)
        for row in self.files.values():
            row["start"] = round(row["start"] - zero, 1)
            row["stop"] = round(row["stop"] - zero, 1)
            row["seconds"] = round(row["seconds"], 1)
            ends[row["worker"]] = max(ends[row["worker"]], row["stop"])
        last = max(ends.values())
        workers = {w: {"busy": round(self.busy[w], 1), "finished": ends[w],
                       "between_tests": round(ends[w] - self.busy[w], 1),
                       "idle_at_end": round(last - ends[w], 1)} for w in sorted(ends)}
        files = dict(sorted(self.files.items(), key=lambda kv: -kv[1]["seconds"]))
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text(json.dumps({"workers": workers, "files": files}, indent=1) + "\n",
                             encoding="utf-8")
