"""The session language (``coteccio_lab.i18n.speaking``): what speaks without being told a
language (the referee's refusals, ``replay``'s account) speaks the learner's."""

from __future__ import annotations

import io
import re
import threading
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from coteccio_lab import Hand
from coteccio_lab.cli import main
from coteccio_lab.hand import IllegalPlay
from coteccio_lab.i18n import language, speaking, t

RECORDS = Path(__file__).resolve().parent / "records"
GOOD = sorted(p for p in RECORDS.glob("*.json") if not p.name.startswith("broken-"))

ENGLISH = re.compile(
    r"\b(seats?|trick|tricks|wins?|outcome|rules|players?|after the hand|took|loses|"
    r"gains|dealer|leads|record stops|points|match|lives|hand)\b", re.IGNORECASE)
"""English words of the account; none is also an Italian or Portuguese word."""


def replay(path: Path, lang: str) -> list[str]:
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = main(["replay", str(path), "--lang", lang])
    assert code == 0, err.getvalue()
    return out.getvalue().splitlines()


@pytest.mark.parametrize("lang", ["it", "pt"])
@pytest.mark.parametrize("path", GOOD, ids=lambda p: p.stem)
def test_replay_prints_no_english_line(path: Path, lang: str) -> None:
    english = replay(path, "en")
    lines = replay(path, lang)
    assert len(lines) == len(english)
    for line, source in zip(lines, english):
        assert line != source, line
        assert not ENGLISH.search(line), line
    assert language() == "en"  # --lang is the command's, not left behind


def test_the_english_account_finds_its_english_words() -> None:
    """The check above can fail: each English line has a word it looks for."""
    for path in GOOD:
        for line in replay(path, "en"):
            assert ENGLISH.search(line) or line.startswith("seat "), line


def refusal() -> IllegalPlay:
    with pytest.raises(IllegalPlay) as refused:
        Hand.deal(4, seed=7).push("7d")
    return refused.value


def test_a_refusal_speaks_the_session_language_when_shown() -> None:
    error = refusal()
    assert str(error) == ("7d is not in seat 1's hand; no seat holds it now "
                          "(already played or not dealt)")
    with speaking("it"):
        assert str(error) == ("7d non è nella mano del posto 1; ora non ce l'ha nessuno "
                              "(la carta è già stata giocata o non è stata distribuita)")
    with speaking("pt"):
        assert str(error).startswith("7d não está na mão do lugar 1")
    assert str(error).startswith("7d is not in seat 1's hand")


def test_every_refusal_of_the_referee_is_translated() -> None:
    hand = Hand.deal(4, seed=7)
    hand.push("2c")
    with pytest.raises(IllegalPlay) as refused:
        hand.push("7s")
    with speaking("it"):
        assert str(refused.value).startswith("il seme uscito è coppe e il posto 2 ha")
    assert str(refused.value) == ("must follow suit: cups were led and seat 2 holds "
                                  "6c Qc Ac")


def test_the_session_language_belongs_to_its_context() -> None:
    seen: list[str] = []
    with speaking("pt"):
        assert t("hand_over") == "a mão terminou"
        # a thread serving another learner starts from the default, not from this one
        worker = threading.Thread(target=lambda: seen.append(language()))
        worker.start()
        worker.join()
        with speaking("it"):
            assert language() == "it"
        assert language() == "pt"
    assert seen == ["en"] and language() == "en"
