"""``coteccio-lab advise RECORD``: the expert's advice for a partial hand record."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from engine_helpers import brute_capote
from test_players_support import capote_decision_hand

from coteccio_lab.cli import main
from coteccio_lab.players.advise import advise
from coteccio_lab.records import HandRecord, replay
from coteccio_lab.view import SeatView

ROOT = Path(__file__).resolve().parent.parent

PARTIAL = {
    "format": "coteccio-hand/1",
    "dealer": 3,
    "hands": [["4b", "Ac", "2d", "5s", "6c"], ["Qc", "3d", "Ks", "7c", "Jd"],
              ["2b", "Kc", "4d", "6s", "Qs"], ["Jb", "7d", "3c", "As", "5d"]],
    "plays": ["4b", "Qc", "2b", "Jb", "3c"],
    "lives": [4, 3, 2, 1],
}
DECISION = {
    "format": "coteccio-hand/1",
    "dealer": 2,
    "hands": [["7c", "7d", "7s", "7b", "Kc"], ["3c", "3d", "3s", "3b", "2b"],
              ["4c", "4d", "4s", "4b", "5b"]],
    "plays": ["7c", "3c", "4c", "7d", "3d", "4d", "7s", "3s", "4s", "7b", "3b", "4b"],
}


def write(tmp_path: Path, data: dict[str, Any], name: str = "rec.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_advise_json_for_a_card(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "advise", str(write(tmp_path, PARTIAL)), "--json")
    assert code == 0 and err == ""
    data = json.loads(out)
    hand = replay(HandRecord.from_json(PARTIAL)).hand
    assert data["seat"] == hand.to_act == 0
    assert data["kind"] == "card"
    assert [v["card"] for v in data["legal"]] == [c.code() for c in hand.following_suit]
    for v in data["legal"]:
        assert set(v) >= {"card", "expected_points", "expected_delta"}
        assert 0 <= v["expected_points"] <= 78 and -4 <= v["expected_delta"] <= 1
    assert data["recommended"] in [v["card"] for v in data["legal"]]
    assert data["why"].startswith("I play")
    assert data["samples"] >= 1 and "capote" not in data


def test_advise_json_at_a_capote_decision(tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "advise", str(write(tmp_path, DECISION)), "--json")
    assert code == 0
    data = json.loads(out)
    assert data["seat"] == 0 and data["kind"] == "capote" and data["legal"] == []
    capote = data["capote"]
    assert set(capote) >= {"probability", "distributions", "attempt_delta", "annul_delta",
                           "recommended"}
    good, total = brute_capote(SeatView.of(capote_decision_hand(), 0))
    assert capote["distributions"] == total == 702
    assert capote["probability"] == pytest.approx(good / total)
    assert capote["annul_delta"] == 0
    assert capote["attempt_delta"] == pytest.approx(good / total - (1 - good / total))
    assert capote["recommended"] == data["recommended"] == "attempt"
    assert "650" in data["why"]


def test_advise_text_in_three_languages(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    path = str(write(tmp_path, PARTIAL))
    _, en, _ = run(capsys, "advise", path)
    _, it, _ = run(capsys, "advise", path, "--lang", "it")
    _, pt, _ = run(capsys, "advise", path, "--lang", "pt")
    assert "Recommended:" in en and "Consigliata:" in it and "Recomendada:" in pt
    assert "6c" in en and "Ac" in en
    _, it, _ = run(capsys, "advise", str(write(tmp_path, DECISION)), "--lang", "it")
    assert "tentare" in it and "702" in it


def test_advise_is_seeded(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = str(write(tmp_path, PARTIAL))
    outs = {run(capsys, "advise", path, "--json", "--seed", "5")[1] for _ in range(2)}
    assert len(outs) == 1


def test_advise_refuses_a_broken_record(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    bad = dict(PARTIAL, plays=["4b", "Qc", "2b", "7d"])
    code, out, err = run(capsys, "advise", str(write(tmp_path, bad)))
    assert code == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and "play 3" in err


def test_advise_on_a_finished_hand(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    done = dict(DECISION, plays=DECISION["plays"] + ["Kc", "2b", "5b"], capote="attempt")
    code, out, err = run(capsys, "advise", str(write(tmp_path, done)), "--lang", "it")
    assert code == 2 and out == "" and "finita" in err


def test_advise_python_api() -> None:
    advice = advise(HandRecord.from_json(PARTIAL), seed=3)
    assert advice.kind == "card" and advice.seat == 0
    assert advice.recommended == advice.move.card.code()  # type: ignore[union-attr]
    assert advice.to_json("pt")["why"].startswith("Jogo")
    hand = capote_decision_hand()
    assert advise(hand).recommended == "attempt"


def test_the_console_script_runs_advise(tmp_path: Path) -> None:
    path = write(tmp_path, DECISION)
    proc = subprocess.run(
        [sys.executable, "-c", "import sys; from coteccio_lab.cli import main; "
         "sys.exit(main())", "advise", str(path), "--json"],
        capture_output=True, text=True, cwd=ROOT, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["capote"]["distributions"] == 702
