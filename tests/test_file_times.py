"""``--file-times``: each file's seconds and the workers' idle time, as JSON, from the
reports the workers send (the controller under xdist reads ``report.node``)."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from file_times import FileTimes


def report(nodeid: str, when: str, start: float, stop: float, worker: str | None) -> Any:
    node = SimpleNamespace(gateway=SimpleNamespace(id=worker)) if worker else None
    return SimpleNamespace(nodeid=nodeid, when=when, start=start, stop=stop,
                           duration=stop - start, node=node)


def test_each_files_seconds_are_summed_and_the_idle_worker_is_named(tmp_path: Path) -> None:
    times = FileTimes(tmp_path / "times.json")
    for r in (report("tests/a.py::t1", "setup", 100.0, 102.0, "gw0"),
              report("tests/a.py::t1", "call", 102.0, 110.0, "gw0"),
              report("tests/a.py::t2", "call", 111.0, 120.0, "gw0"),
              report("tests/b.py::t[x]", "call", 100.5, 104.5, "gw1"),
              report("tests/b.py::t[y]", "teardown", 104.5, 105.0, "gw1")):
        times.pytest_runtest_logreport(r)
    times.pytest_sessionfinish()
    got = json.loads((tmp_path / "times.json").read_text(encoding="utf-8"))
    assert list(got["files"]) == ["tests/a.py", "tests/b.py"]  # longest first
    assert got["files"]["tests/a.py"] == {"worker": "gw0", "seconds": 19.0, "tests": 2,
                                          "start": 0.0, "stop": 20.0}
    assert got["files"]["tests/b.py"]["seconds"] == 4.5
    assert got["workers"] == {
        "gw0": {"busy": 19.0, "finished": 20.0, "between_tests": 1.0, "idle_at_end": 0.0},
        "gw1": {"busy": 4.5, "finished": 5.0, "between_tests": 0.5, "idle_at_end": 15.0}}


def test_without_xdist_the_one_worker_is_main(tmp_path: Path) -> None:
    times = FileTimes(tmp_path / "times.json")
    times.pytest_runtest_logreport(report("tests/a.py::t", "call", 5.0, 6.0, None))
    times.pytest_sessionfinish()
    got = json.loads((tmp_path / "times.json").read_text(encoding="utf-8"))
    assert got["files"]["tests/a.py"]["worker"] == "main"
    assert got["workers"]["main"]["idle_at_end"] == 0.0
