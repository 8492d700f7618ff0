"""benchmarks/engine.py keeps working (a tiny run; the real figures come from running it)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_engine_benchmark_runs() -> None:
    proc = subprocess.run(
        [sys.executable, str(ROOT / "benchmarks" / "engine.py"), "--hands", "30",
         "--repeats", "1", "--players", "2", "4"],
        capture_output=True, text=True, timeout=120, cwd=ROOT,
    )
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[1].split()[:3] == ["players", "engine", "hands/s"]
    assert [line.split()[0] for line in lines[2:4]] == ["2", "4"]
    assert lines[-1].startswith("goal: 50,000 four-player hands/s:")
