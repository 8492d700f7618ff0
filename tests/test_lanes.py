"""``make suite``'s lanes (``harness.lanes``): the commands run side by side, the waiting
lane's output comes whole after the suite's, and a failure in any lane fails the run."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from harness.lanes import combined, split

TESTS = Path(__file__).resolve().parent


def lanes(*commands: list[str]) -> subprocess.CompletedProcess[str]:
    argv = [a for cmd in commands for a in ("--and", *cmd)][1:]
    return subprocess.run([sys.executable, "-m", "harness.lanes", *argv], cwd=TESTS,
                          capture_output=True, text=True, timeout=60, check=False)


def py(code: str) -> list[str]:
    return [sys.executable, "-c", code]


def test_the_lanes_run_side_by_side_and_the_waiting_lanes_output_comes_after() -> None:
    # the first lane ends only once the last one has started: run one after the other,
    # the first would wait for a file nobody writes
    flag = TESTS / ".lanes-flag"
    flag.unlink(missing_ok=True)
    try:
        done = lanes(py("import pathlib, time\n"
                        f"while not pathlib.Path({str(flag)!r}).exists(): time.sleep(0.05)\n"
                        "print('waited')"),
                     py(f"import pathlib; print('suite'); pathlib.Path({str(flag)!r}).touch()"))
    finally:
        flag.unlink(missing_ok=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.index("suite") < done.stdout.index("waited")


def test_a_failing_waiting_lane_fails_the_run_after_the_suite_passed() -> None:
    done = lanes(py("print('failed'); raise SystemExit(1)"), py("pass"))
    assert done.returncode == 1 and "failed" in done.stdout


@pytest.mark.parametrize(("codes", "code"), [
    ([0, 0], 0), ([1, 0], 1), ([0, 3], 3), ([5, 0], 0), ([0, 5], 0), ([5, 5], 5), ([5, 2], 2)])
def test_any_lane_that_fails_fails_the_run_and_a_lane_left_empty_does_not(
        codes: list[int], code: int) -> None:
    """5 is pytest's "no tests collected", as when ``-k`` leaves one lane nothing."""
    assert combined(codes) == code


def test_commands_are_split_at_and_and_a_lone_command_is_refused() -> None:
    assert split(["a", "-q", "--and", "b", "--and", "c", "d"]) == [["a", "-q"], ["b"],
                                                                   ["c", "d"]]
    assert lanes(py("pass")).returncode == 2
