"""The ``coteccio-lab`` command in a shell's pipeline, and given the wrong kind of file.

``coteccio-lab review FILE | head`` closes the pipe before the command has written all it
has: the command stops quietly (no traceback, exit 141 as a shell reports a command that
SIGPIPE ended). The reader here has gone before the command starts (the read end of its
pipe is closed first), so the first write meets the closed pipe every time: no luck in it.
``replay`` given a match the dashboard saved says which command reviews its hands.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from coteccio_lab import Match
from coteccio_lab.cli import CLOSED_PIPE, main
from coteccio_lab.i18n import t
from coteccio_lab.players import Session

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "hand-to-review.json"


def into_closed_pipe(*args: str) -> subprocess.CompletedProcess[str]:
    """``python -m coteccio_lab ARGS`` with standard output a pipe nobody reads any more."""
    read, write = os.pipe()
    os.close(read)
    try:
        env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8"}
        proc = subprocess.run([sys.executable, "-m", "coteccio_lab", *args], stdout=write,
                              stderr=subprocess.PIPE, text=True, cwd=ROOT, env=env, timeout=120)
    finally:
        os.close(write)
    return subprocess.CompletedProcess(proc.args, proc.returncode, "", proc.stderr)


def partial_record(tmp_path: Path) -> Path:
    data = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    data["plays"] = data["plays"][:4]
    path = tmp_path / "partial.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("command", ["review", "advise", "replay", "simulate"])
def test_a_closed_pipe_ends_the_command_quietly(command: str, tmp_path: Path) -> None:
    args = {
        "review": ["review", str(EXAMPLE)],
        "advise": ["advise", str(partial_record(tmp_path))],
        "replay": ["replay", str(EXAMPLE)],
        "simulate": ["simulate", "--players", "3", "--hands", "3", "--seats",
                     "random,random,random", "--seed", "1", "--no-progress"],
    }[command]
    proc = into_closed_pipe(*args)
    assert "Traceback" not in proc.stderr and "BrokenPipe" not in proc.stderr, proc.stderr
    assert proc.returncode == CLOSED_PIPE, proc.stderr


def test_the_same_commands_still_print_everything_to_a_reader(tmp_path: Path) -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["advise", str(partial_record(tmp_path))]) == 0
    assert out.getvalue().strip()


def saved_match(tmp_path: Path, hands: int) -> Path:
    match = Match.new("trieste", players=4, seed=7)
    seats = Session(match, ["cautious"] * 4)
    while len(match.history) < hands:
        match.push(seats.decide())
    path = tmp_path / "match.json"
    path.write_text(json.dumps(match.to_json()), encoding="utf-8")
    return path


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_replay_of_a_saved_match_names_the_review_of_its_hands(tmp_path: Path,
                                                               lang: str) -> None:
    path = saved_match(tmp_path, 2)
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        assert main(["replay", str(path), "--lang", lang]) == 2
    assert out.getvalue() == ""
    assert err.getvalue().strip() == t("rec_is_match", lang, file=str(path), hands=2)
    assert f"review {path} --hand K" in err.getvalue()
    # and the command it names works on that file
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["review", str(path), "--hand", "2"]) == 0
    assert out.getvalue().strip()


def test_replay_of_other_json_keeps_its_own_refusal(tmp_path: Path) -> None:
    path = tmp_path / "other.json"
    path.write_text(json.dumps({"format": "something-else"}), encoding="utf-8")
    err = io.StringIO()
    with redirect_stdout(io.StringIO()), redirect_stderr(err):
        assert main(["replay", str(path)]) == 2
    assert "not a hand record" in err.getvalue() and "review" not in err.getvalue()
