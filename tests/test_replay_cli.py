"""`coteccio-lab replay FILE [--json]` as a learner or a script runs it (hand-record spec,
``docs/hand-record.md``).

Every record in tests/records/ goes through the command's ``main`` in this process, its
standard output and error captured: valid records exit 0 with exactly the JSON worked out
by hand in record_cases.py; broken records exit 2, print nothing on stdout, and one line on
stderr that names the play index, the seat, the card and the reason. Two smoke tests run
the real thing in a subprocess, as ``python -m coteccio_lab.cli`` and as the installed
console script.
"""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest
from record_cases import BROKEN, RECORDS, VALID

from coteccio_lab.cli import main

ROOT = Path(__file__).resolve().parent.parent


def _console_script() -> str | None:
    here = Path(sys.executable).parent / "coteccio-lab"
    if here.exists():
        return str(here)
    return shutil.which("coteccio-lab")


SCRIPT = _console_script()


def run(*args: str) -> subprocess.CompletedProcess[str]:
    """``coteccio-lab replay ARGS`` in this process: its exit status and what it printed."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(["replay", *args])
    return subprocess.CompletedProcess(["replay", *args], code, out.getvalue(), err.getvalue())


def run_process(launcher: list[str], *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8"}
    return subprocess.run(
        [*launcher, "replay", *args], capture_output=True, text=True, cwd=ROOT, env=env,
        timeout=60,
    )


def test_python_m_runs_the_referee() -> None:
    proc = run_process([sys.executable, "-m", "coteccio_lab.cli"],
                       str(RECORDS / "trieste-capote.json"), "--json")
    assert (proc.returncode, proc.stderr) == (0, "")
    assert json.loads(proc.stdout) == VALID["trieste-capote"]


@pytest.mark.skipif(SCRIPT is None, reason="coteccio-lab is not installed")
def test_the_console_script_refuses_a_broken_record() -> None:
    assert SCRIPT is not None
    proc = run_process([SCRIPT], str(RECORDS / "broken-follow-suit.json"))
    assert (proc.returncode, proc.stdout) == (2, "")
    assert len(proc.stderr.splitlines()) == 1 and BROKEN["broken-follow-suit"][0] in proc.stderr


def test_every_record_file_has_a_case() -> None:
    names = {p.stem for p in RECORDS.glob("*.json")}
    assert names == set(VALID) | set(BROKEN)


@pytest.mark.parametrize("name", sorted(VALID))
def test_valid_record_json(name: str) -> None:
    """A record that follows the rules: exit 0, the spec's keys, the values derived by hand."""
    proc = run(str(RECORDS / f"{name}.json"), "--json")
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""
    assert proc.stdout.count("\n") == 1  # one JSON object on one line
    got = json.loads(proc.stdout)
    assert list(got) == [
        "outcome", "tricks", "points", "counter", "delta", "after", "eliminated", "winner",
        "winners",
    ]
    assert got == VALID[name]


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_broken_record(name: str) -> None:
    """A record that breaks the rules: exit 2, empty stdout, one line naming play, seat, card."""
    proc = run(str(RECORDS / f"{name}.json"), "--json")
    assert proc.returncode == 2
    assert proc.stdout == ""
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, proc.stderr
    words, play, seat, card = BROKEN[name]
    assert words in lines[0]
    if play is not None:
        assert lines[0].startswith(f"play {play} (seat {seat}, {card}): ")
        assert len(lines[0]) > len(f"play {play} (seat {seat}, {card}): ") + 10  # a reason


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_broken_record_without_json(name: str) -> None:
    """The readable mode refuses the same records the same way."""
    proc = run(str(RECORDS / f"{name}.json"))
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert len(proc.stderr.splitlines()) == 1


def test_missing_file() -> None:
    proc = run("tests/records/no-such.json")
    assert (proc.returncode, proc.stdout) == (2, "")
    assert proc.stderr.strip() == "tests/records/no-such.json: no such file"


def test_not_utf8(tmp_path: Path) -> None:
    bad = tmp_path / "latin1.json"
    bad.write_bytes(b'{"format": "coteccio-hand/1", "x": "\xe9"}')
    proc = run(str(bad))
    assert (proc.returncode, proc.stdout) == (2, "")
    assert len(proc.stderr.splitlines()) == 1
    assert "cannot read it" in proc.stderr


@pytest.mark.parametrize(
    "name, lines",
    [
        (
            "trieste-normal",
            [
                "Rules: trieste; 4 players; dealer seat 3; seat 0 leads.",
                "Trick 1: 0:4b 1:Qc 2:2b 3:Jb -> seat 3 wins 7 points",
                "Trick 5: 3:7d 0:Ac 1:Jd 2:Qs -> seat 1 wins 13 points",
                "Outcome: normal.",
                "seat 1 took the most points (19) and loses a life",
                "Lives after the hand: seat 0 4, seat 1 3, seat 2 4, seat 3 4",
            ],
        ),
        (
            "trieste-capote",
            [
                "Capote decision by seat 0: attempt.",
                "Outcome: capote.",
                "seat 0 took every trick (capote): it gains a life and every other seat "
                "loses a life",
            ],
        ),
        ("trieste-capote-failed", ["Outcome: capote_failed.", "seat 1 stopped it"]),
        ("trieste-annulled", ["Capote decision by seat 0: annul.", "Outcome: annulled."]),
        ("trieste-revoke-table", ["Outcome: revoke.", "seat 1 revoked at trick 1"]),
        ("trieste-void", ["Outcome: void.", "it is void: nobody loses"]),
        ("trieste-winner", ["Out of the match: seat 0", "Seat 1 wins the match."]),
        ("trieste-incomplete", ["Outcome: incomplete.", "The record stops here: seat 1 to play."]),
        (
            "trieste-decision-pending",
            ["The record stops here: seat 0 to choose annul or attempt."],
        ),
        ("bergamo-capote", ["Bole after the hand: seat 0 0, seat 1 3", "drops a bóla"]),
        ("piacenza-double", ["the scores count double", "Seat 1 wins the match."]),
    ],
)
def test_readable_account(name: str, lines: list[str]) -> None:
    """Without --json, the same facts as a short account of the hand."""
    proc = run(str(RECORDS / f"{name}.json"))
    assert proc.returncode == 0, proc.stderr
    for line in lines:
        assert line in proc.stdout


# what an English message of a broken record is made of (none of it is Italian or
# Portuguese): its words, not the record's own keys, cards and numbers
ENGLISH = re.compile(r"\b(play|seat|must|the|is|was|but|and|rules|cards|hand|trick|not)\b")


@pytest.mark.parametrize("lang", ["it", "pt"])
@pytest.mark.parametrize("name", sorted(BROKEN))
def test_a_broken_record_is_refused_in_the_language_asked_for(name: str, lang: str) -> None:
    """`replay --lang it/pt`: the refusal is one line in that language, with the same play,
    seat and card as the English one."""
    english = run(str(RECORDS / f"{name}.json")).stderr.strip()
    proc = run(str(RECORDS / f"{name}.json"), "--lang", lang)
    assert (proc.returncode, proc.stdout) == (2, "")
    (line,) = proc.stderr.splitlines()
    # quoted JSON keys and values ('capote', 'attempt') stay as the file writes them
    words = re.sub(r"'[^']*'|\"[^\"]*\"", "", line)
    assert not ENGLISH.search(words), line
    assert line != english
    _, play, seat, card = BROKEN[name]
    if play is not None:
        place = {"it": f"mossa {play} (posto {seat}, {card}): ",
                 "pt": f"jogada {play} (lugar {seat}, {card}): "}[lang]
        assert line.startswith(place), line


def test_readable_account_in_italian() -> None:
    proc = run(str(RECORDS / "trieste-normal.json"), "--lang", "it")
    assert proc.returncode == 0
    assert "il posto 1 ha preso più punti (19) e perde una vita" in proc.stdout
