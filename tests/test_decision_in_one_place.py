"""The doctor's decision is spelled in one place: the engine offers it (``match.py``: its
kind, its moves, its buttons' catalogue keys) and the computer's policy answers it
(``players/offers.py``). Every screen, the review and the class referee take its moves
from the engine's list (``Match.pending``), so no other file of the package writes a
doctor move, builds one, or names its buttons; a new one fails here."""

from __future__ import annotations

import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "coteccio_lab"
DOCTOR_MOVE = re.compile(
    r"doctor:(call|stay)|doctor=\"(call|stay)\"|\bdoctor_(call|stay)\b|ui_call_doctor"
    r"|ui_stay_out|dash_doctor_call\b|cot-doctor-(call|stay)")
"""A doctor move in the notation, built by its kind's name, or its button (key, hook)."""
ALLOWED = {"match.py", "players/offers.py"}


def test_only_the_engine_and_the_policy_spell_a_doctor_move() -> None:
    files = [p for p in PACKAGE.rglob("*") if p.suffix in (".py", ".js")]
    naming = {p.relative_to(PACKAGE).as_posix() for p in files
              if DOCTOR_MOVE.search(p.read_text(encoding="utf-8"))}
    assert naming <= ALLOWED, sorted(naming - ALLOWED)
    assert "match.py" in naming  # the pattern still finds the engine's own


def test_the_pattern_finds_what_it_is_for() -> None:
    for text in ('push("doctor:call")', 'Move(0, doctor="stay")', 't("ui_call_doctor")',
                 "page.locator('.cot-doctor-call')"):
        assert DOCTOR_MOVE.search(text), text
    assert not DOCTOR_MOVE.search('rules = {"doctor": "once"}; match.doctor_lives()')
