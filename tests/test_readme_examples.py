"""The README's examples run as written, from the kit alone, in a few seconds.

The review's Python block is run here as it stands, in a folder with no repository file in
reach (as a wheel's user has it); the ``simulate`` command the README shows asks for a
number of hands that runs in seconds, not minutes.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_review_block_runs_from_the_kit_alone(tmp_path: Path) -> None:
    block = next(b for b in re.findall(r"```python\n(.*?)```", README, re.S)
                 if "review_hand" in b)
    script = tmp_path / "review_block.py"
    script.write_text(block, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, str(script)], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip()


def test_the_simulate_example_is_a_few_seconds_of_hands() -> None:
    found = re.findall(r"coteccio-lab simulate .*--hands (\d+)", README)
    assert found and all(int(n) <= 50 for n in found), found


def test_the_commands_run_as_written() -> None:
    """Every ``coteccio-lab`` command the README shows for the referee and the other tools
    (the dashboard, a server, aside) runs from the repository root as written: no
    placeholder to fill in, exit 0, something said."""
    block = next(b for b in re.findall(r"```sh\n(.*?)```", README, re.S)
                 if "coteccio-lab replay" in b)
    commands = [line.split("#")[0].split()[1:] for line in block.splitlines()
                if line.startswith(".venv/bin/coteccio-lab ")]
    commands = [args for args in commands if args[0] != "dashboard"]
    assert {args[0] for args in commands} >= {"replay", "advise", "review", "simulate"}
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for args in commands:
        done = subprocess.run([sys.executable, "-m", "coteccio_lab", *args], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, (args, done.stderr)
        assert done.stdout.strip(), args
