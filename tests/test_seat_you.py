"""One name for the learner's seat: seat 0 is "You" in the scoring drill and in lesson 3's
scoring exercises, as on the dashboard, and no other player is called "Seat 0" there."""

from __future__ import annotations

import pytest

from coteccio_lab.curriculum import lesson, wrong_answer
from coteccio_lab.drills import drill
from coteccio_lab.i18n import t
from coteccio_lab.questions import ScoreQuestion


@pytest.mark.parametrize("seed", range(12))
def test_the_scoring_drill_calls_seat_0_you(seed: int) -> None:
    question = drill("score", seed)
    assert isinstance(question, ScoreQuestion)
    assert 0 in question.hand.active and question.me == 0
    verdict = question.evaluate(wrong_answer(question))
    for lang in ("en", "it", "pt"):
        said = verdict.why(lang)
        assert t("ui_seat", lang, seat=0) not in said


def test_lesson_3_scores_with_seat_0_as_you() -> None:
    three = lesson(3)
    found = [three.build(spec.key).question for spec in three.exercises]
    scoring = [q for q in found if isinstance(q, ScoreQuestion)]
    assert scoring and all(q.me == 0 for q in scoring)
    for q in scoring:
        said = q.evaluate(wrong_answer(q)).why("en")
        assert "Seat 0" not in said


@pytest.mark.parametrize("lang", ["en", "it", "pt"])
def test_the_lessons_pictures_call_seat_0_you(lang: str) -> None:
    import random

    from coteccio_lab import Hand
    from coteccio_lab.curriculum.pictures import tricks_figure

    hand = Hand.deal(4, seed=7)
    hand.playout(random.Random(3).random)
    drawn = tricks_figure(hand, lang=lang)
    assert t("ui_seat", lang, seat=0) not in drawn and t("ui_you", lang) in drawn
    won = [k for k, trick in enumerate(hand.tricks, 1) if trick.winner == 0]
    for k in won:
        head = t("pic_trick_head_you", lang, n=k, points="")
        assert head.split("(")[0] in drawn
