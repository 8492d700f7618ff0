"""Lesson 6 says its numbers one way: the expert's advice and its precision line give the same ±
to the same decimals (``judge.WORTH_DIGITS``), and what it says of two runs holds of them."""

from __future__ import annotations

import re

import pytest

from coteccio_lab.curriculum import lesson6


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_the_advice_and_its_precision_give_one_margin(lang: str) -> None:
    text = lesson6.advice_text(lang)
    margins = set(re.findall(r"± (\d+[.,]\d+)", text))
    assert len(margins) == 1, margins
    assert len(margins.pop().split("." if lang == "en" else ",")[1]) == 3


def test_the_spread_runs_capotes_are_as_lesson_6_says_against_the_table() -> None:
    """Lesson 6 says the spread run's share of capotes is well above the table's, just outside
    the table's 95 % interval (four cautious players): the runs must bear it out."""
    from coteccio_lab.players.simulate import wilson

    spread = lesson6.spread()
    share = dict(spread.outcomes)["capote"] / spread.hands
    four = next(r for r in lesson6.capote_runs()["cautious"] if r.players == 4)
    low, high = wilson(four.capote.count, four.hands)
    assert spread.players == 4
    assert high < share < high + (high - low) / 2
